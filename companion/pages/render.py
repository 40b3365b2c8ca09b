"""What every page's answer shares: the full page or its htmx partial from one template."""
from flask import make_response, render_template, request


def wants_partial() -> bool:
    """htmx asked for a fragment (a history restore needs the full page)."""
    return (request.headers.get("HX-Request") == "true"
            and request.headers.get("HX-History-Restore-Request") != "true")


def wants_json() -> bool:
    """The scorer's own script (the outbox that keeps hands through a dropped network)
    asks for JSON: it reads the answer instead of showing it."""
    return request.accept_mimetypes.best == "application/json"


def render(page: str, partial: str, status: int = 200, **context):
    """Render the full page, or only its partial for htmx; Vary on HX-Request either way."""
    template = partial if wants_partial() else page
    response = make_response(render_template(template, **context), status)
    response.vary.add("HX-Request")
    return response
