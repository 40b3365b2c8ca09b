"""What the scorer's phone needs when the network drops: the referee panels of the hands
after the next (so a phone that keeps hands still knows whose deal and which pass), the
sync the outbox asks before it sends, and the service worker that lets an https
deployment reopen the table with no network.

The outbox itself (static/js/outbox.js) lives in the browser; the server only renders
what it reads: the panels as <template> elements, the URLs and the phrases.
"""
from flask import Blueprint, current_app, jsonify, request, send_from_directory

from ...games import service
from ..access import edit_token_for
from .panel import upcoming_panels

bp = Blueprint("offline", __name__)
AHEAD = 4  # hands a phone can keep before its panels run out (the form still works)


@bp.app_template_global()
def panels_ahead(state) -> list:
    """The panels of the hands after the next, for templates/_upcoming.html."""
    return upcoming_panels(state, AHEAD) if state.status != "finished" else []


@bp.app_template_global()
def service_worker_on() -> bool:
    """Only an https deployment gets the service worker. Chromium also treats plain
    http://127.0.0.1 as a secure context, so the page cannot decide this alone: the
    server says whether it is meant to be reached over https."""
    public = current_app.config["PUBLIC_URL"] or ""
    return public.startswith("https://") or request.is_secure


@bp.get("/g/<public_id>/sync")
def sync(public_id):
    """For the scorer's outbox: the next hand number, the version and the newest keys
    (never cached: security.py marks every page with the scorer's rights no-store)."""
    return jsonify(service.sync(public_id, edit_token_for(public_id)))


@bp.get("/sw.js")
def service_worker():
    """Served from the root so that its scope is the whole site (static/sw.js)."""
    response = send_from_directory(current_app.static_folder, "sw.js",
                                   mimetype="text/javascript", max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    return response
