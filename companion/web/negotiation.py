"""What kind of answer the request asks for: JSON (the API, or the scorer's own script,
the outbox that keeps hands through a dropped network), an htmx fragment, or a page."""
from flask import request


def wants_json() -> bool:
    """A page's own script asks for JSON: it reads the answer instead of showing it."""
    return request.accept_mimetypes.best == "application/json"


def wants_api_json() -> bool:
    """The API, and a page's own script asking for JSON."""
    return request.path.startswith("/api/") or wants_json()


def wants_partial() -> bool:
    """htmx asked for a fragment (a history restore needs the full page)."""
    return (request.headers.get("HX-Request") == "true"
            and request.headers.get("HX-History-Restore-Request") != "true")
