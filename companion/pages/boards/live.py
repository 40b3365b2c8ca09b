"""Live views: a fragment that polls for itself, and the poll that answers it.

The scoreboard, big-screen mode and the scorer's table page all work this way.
A live fragment carries in its poll URL the game's version it shows (`v`) and,
when its words go stale with time alone (a timed game's minutes left), the
second they do (`until`). A poll answers 204 after one indexed read
(service.current_version) while both hold, else the fragment anew, which carries
the new version in its own poll URL. The poll's answer depends only on the game's
version in the database, so any process can answer any poll. The attributes come from
templates/_live.html; static/js/app.js pauses the polls while the tab is hidden.
"""
from flask import make_response, request, url_for

from ...games import service

POLL_SECONDS = 2  # well inside the 5 s a change may take to show


def stale_at(view) -> int | None:
    """When the fragment's words change with no new hand (None: only a write changes them)."""
    return view.time_left.until if view.time_left else None


def poll_url(endpoint: str, view, **args) -> str:
    """The poll URL of a live fragment showing `view` (extra query `args` come first)."""
    return url_for(endpoint, public_id=view.public_id, **args, until=stale_at(view),
                   v=view.version)


def shown_is_current(public_id: str) -> bool:
    """The poll's `v` is the game's version and its `until` (if any) has not come."""
    shown = request.args.get("v", type=int)
    if shown is None or service.current_version(public_id) != shown:
        return False
    until = request.args.get("until", type=int)
    return until is None or service.now() < until


def answer(public_id: str, fresh):
    """204 while the fragment shown is current, else `fresh()` (a response: the fragment)."""
    response = make_response("", 204) if shown_is_current(public_id) else fresh()
    response.headers["Cache-Control"] = "no-store"
    return response
