"""The import map of static/js's modules, and its hash for the Content-Security-Policy.

The scripts are ES modules that import one another by relative names ("./say.js"),
without a build step. A browser would fetch those names unversioned, which defeats the
long caching of fingerprinted files (security.py) and the service worker, which keeps
only /static/...?v= files. So base.html carries an import map, made here, that sends each
/static/js/<name>.js to its fingerprinted URL; the CSP allows that one inline script by
its sha256 hash, since script-src is otherwise 'self' only.

The map changes only when a file does: it is made once per set of fingerprints (and
script root) and kept on the app.
"""
import base64
import hashlib
import json
import os

from flask import current_app, request

FOLDER = "js"
KEY = "companion_import_map"


def static_fingerprint(static_folder: str, filename: str) -> str | None:
    """A short tag that changes whenever the file changes (size and mtime)."""
    try:
        info = os.stat(os.path.join(static_folder, filename))
    except (OSError, ValueError):
        return None
    return hashlib.sha1(f"{info.st_size}:{info.st_mtime_ns}".encode()).hexdigest()[:10]


def modules(static_folder: str) -> list[str]:
    """The module files, by name: static/js/*.js."""
    folder = os.path.join(static_folder, FOLDER)
    return sorted(name for name in os.listdir(folder) if name.endswith(".js"))


def _made(app) -> tuple[str, str]:
    """(the map as JSON, its CSP source 'sha256-…') for the current files."""
    names = modules(app.static_folder)
    marks = tuple(static_fingerprint(app.static_folder, f"{FOLDER}/{n}") for n in names)
    mark = (request.script_root, tuple(names), marks)
    kept = app.extensions.get(KEY)
    if kept and kept[0] == mark:
        return kept[1]
    imports = {}
    for name, fingerprint in zip(names, marks):
        # As url_for("static") writes them (security.py adds ?v=), made by hand: the
        # header is also set on an answer whose Host makes no URL (a 400).
        path = f"{request.script_root}{app.static_url_path}/{FOLDER}/{name}"
        imports[path] = f"{path}?v={fingerprint}" if fingerprint else path
    text = json.dumps({"imports": imports}, sort_keys=True, separators=(",", ":"))
    digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
    made = (text, f"'sha256-{digest}'")
    app.extensions[KEY] = (mark, made)
    return made


def import_map() -> str:
    """The JSON inside base.html's <script type="importmap"> (nothing to escape: paths)."""
    return _made(current_app)[0]


def import_map_source(app) -> str:
    """The map's hash as a script-src source, for the header."""
    return _made(app)[1]


def init_app(app):
    app.add_template_global(import_map)
