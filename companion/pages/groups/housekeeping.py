"""The group's housekeeping on its page: deleting an abandoned game, with its undo while
the page is open (groups/deleting.py). The undo token rides in this phone's session,
as a merge's undo does (group_player.py), until the next deletion; once used it stays
there marked back, so a second tap on Undo lands where the first did."""
from flask import Blueprint, redirect, session, url_for

from ... import groups
from ...store.refusals import NotFound
from ...groups import deleting
from ...rules import RuleError
from ...words.refusals import refusal_words
from . import access
from .groups import GAME_UNDO as UNDO
from .groups import _page, deleted_notice

bp = Blueprint("group_housekeeping", __name__)


def _back(public_id, done: str):
    return redirect(url_for("groups.page", public_id=public_id, **{done: 1}) + "#games", 303)


@bp.post("/groups/<public_id>/games/<game_id>/delete")
def delete(public_id, game_id):
    """Take an unfinished game out of the group; the page then offers to put it back."""
    token = access.required_token(public_id)
    game_id = game_id[:64]
    listed = groups.read(public_id)["answer"]["games"]
    names = next((", ".join(g["names"]) for g in listed if g["id"] == game_id), "")
    try:
        undo = deleting.delete_game(public_id, token, game_id)
    except NotFound as error:
        done = deleted_notice(public_id)
        if done and done.get("game") == game_id:  # a second tap: the first one deleted it
            return _back(public_id, "deleted")
        return _page(public_id, 404, games_error=refusal_words(error))  # gone meanwhile
    except RuleError as error:
        return _page(public_id, 422, games_error=refusal_words(error))
    # (the names the list showed, made here: the cookie stays small whatever a form sends)
    session[UNDO] = {"group": public_id, "game": game_id, "undo": undo, "names": names[:200]}
    return _back(public_id, "deleted")


@bp.post("/groups/<public_id>/games/restore")
def restore(public_id):
    """Put this phone's last deleted game back."""
    token = access.required_token(public_id)
    record = session.get(UNDO)
    try:
        if not record or record["group"] != public_id:
            raise RuleError("game_undo_stale", "undo")
        deleting.restore_game(public_id, token, record["undo"])
    except RuleError as error:
        session.pop(UNDO, None)
        return _page(public_id, 422, games_error=refusal_words(error))
    session[UNDO] = {**record, "back": True}  # putting it back again changes nothing
    return _back(public_id, "restored")
