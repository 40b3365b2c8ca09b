"""What every page's answer shares: the full page or its htmx partial from one template,
and the tag of this build that every ETag carries."""
import functools
import hashlib
from pathlib import Path

from flask import current_app, make_response, render_template

from ..web.negotiation import wants_partial


def render(page: str, partial: str, status: int = 200, **context):
    """Render the full page, or only its partial for htmx; Vary on HX-Request either way."""
    template = partial if wants_partial() else page
    response = make_response(render_template(template, **context), status)
    response.vary.add("HX-Request")
    return response


@functools.cache
def build_tag() -> str:
    """Changes with any template, static file or catalogue, so a new release is never
    answered 304 with the page of the old one (whose links name the old fingerprinted
    files, whose words are the old words)."""
    digest = hashlib.sha1()
    for folder in (current_app.template_folder, current_app.static_folder, "translations"):
        root = Path(current_app.root_path, folder)
        for path in sorted(p for p in root.rglob("*") if p.is_file()):
            info = path.stat()
            digest.update(f"{path}:{info.st_size}:{info.st_mtime_ns}".encode())
    return digest.hexdigest()[:8]
