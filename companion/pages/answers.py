"""The pages' answers to refusals, registered in one place (the app-wide ones, JSON or
the error page, are companion/errors.py's): a scorer page without the edit cookie, a
group page without the group's, and a write the game has moved past."""
from flask import request

from ..errors import refusal_answer
from ..games import service
from ..web.negotiation import wants_json, wants_partial
from ..words.refusals import refusal_words
from . import access
from .groups import access as group_access
from .table.table import render_table

# The scorer's blueprints whose forms write a game: a conflict there shows the table
SCORER_FORMS = {"table", "hand", "history"}


def conflict(error: service.Conflict):
    """A write the game has moved past (another phone saved that hand, the game is over,
    not the last hand): on the scorer's forms, the table as it now stands with the
    service's sentence, 409. The scorer's outbox asks for JSON and gets the API's answer,
    as does every other address."""
    if request.blueprint not in SCORER_FORMS or wants_json():
        return refusal_answer(error)
    game, state = service.load(request.view_args["public_id"])
    return render_table(game, state, 409, message=refusal_words(error))


def no_edit_rights(error: access.NoEditRights):
    """A scorer page opened without the game's edit link: point to the read-only scoreboard."""
    response = access.refusal(error.public_id)
    if wants_partial():  # htmx (a poll after a lock, say): reload to show this page whole
        response.headers["HX-Refresh"] = "true"
    return response


def init_app(app) -> None:
    app.register_error_handler(service.Conflict, conflict)
    app.register_error_handler(access.NoEditRights, no_edit_rights)
    app.register_error_handler(group_access.NoGroupRights,
                               lambda error: group_access.refusal(error.public_id))
