"""The group's housekeeping on its page: deleting an abandoned game, with its undo while
the page is open (groups/deleting.py). The undo token rides in this phone's session,
as a merge's undo does (group_player.py), until the next deletion or the undo."""
from flask import Blueprint, redirect, request, session, url_for

from ...groups import deleting
from ...rules import RuleError
from ...words.refusals import refusal_words
from . import access
from .groups import GAME_UNDO as UNDO
from .groups import _page, deleted_notice

bp = Blueprint("group_games", __name__)


@bp.post("/groups/<public_id>/games/<game_id>/delete")
def delete(public_id, game_id):
    """Take an unfinished game out of the group; the page then offers to put it back."""
    token = access.required_token(public_id)
    names = request.form.get("names", "")[:400]  # said in the notice, as the list showed
    try:
        undo = deleting.delete_game(public_id, token, game_id[:64])
    except RuleError as error:
        return _page(public_id, 422, games_error=refusal_words(error))
    session[UNDO] = {"group": public_id, "undo": undo, "names": names}
    return redirect(url_for("groups.page", public_id=public_id, deleted=1) + "#games", 303)


@bp.post("/groups/<public_id>/games/restore")
def restore(public_id):
    """Put this phone's last deleted game back."""
    token = access.required_token(public_id)
    record = deleted_notice(public_id)
    try:
        if record is None:
            raise RuleError("game_undo_stale", "undo")
        deleting.restore_game(public_id, token, record["undo"])
    except RuleError as error:
        session.pop(UNDO, None)
        return _page(public_id, 422, games_error=refusal_words(error))
    session.pop(UNDO, None)
    return redirect(url_for("groups.page", public_id=public_id, restored=1) + "#games", 303)
