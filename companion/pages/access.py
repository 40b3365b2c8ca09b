"""The scorer's rights on the pages: the edit cookie that carries them, the 403 page
without them, and this device's recent games (docs/DECISIONS.md, "Sharing and
security decisions")."""
from flask import make_response, render_template, request, url_for

from .. import service
from ..store import well_formed
from .render import wants_partial

EDIT_COOKIE = "edit_{}"  # per game; holds the edit token on the scorer's phone
RECENT_COOKIE = "recent_games"
MAX_RECENT = 8
KEEP_FOR = 400 * 24 * 3600  # seconds: browsers cap cookie lifetimes at about 400 days


class NoEditRights(Exception):
    """This browser holds no (or a wrong) edit token for the game."""

    def __init__(self, public_id: str):
        super().__init__(public_id)
        self.public_id = public_id


def edit_token_for(public_id: str):
    """The edit token this browser holds for the game, if any."""
    return request.cookies.get(EDIT_COOKIE.format(public_id))


def scorer_load(public_id: str):
    """(game, state, token) for a scorer page; NoEditRights without the game's edit cookie."""
    game, state = service.load(public_id)
    token = edit_token_for(public_id)
    if not service.can_edit(game, token):
        raise NoEditRights(public_id)
    return game, state, token


def is_scorer(game) -> bool:
    """This browser holds the game's edit token (a read-only page may link back to scoring)."""
    return service.can_edit(game, edit_token_for(game.public_id))


def refusal(public_id: str, wrong_link: bool = False, status: int = 403):
    """The "only the scorer's phone can score" page, pointing to the scoreboard."""
    return make_response(render_template(
        "no_rights.html", wrong_link=wrong_link,
        scoreboard=url_for("board.scoreboard", public_id=public_id)), status)


def no_edit_rights(error: NoEditRights):
    """A scorer page opened without the game's edit link: point to the read-only scoreboard."""
    response = refusal(error.public_id)
    if wants_partial():  # htmx (a poll after a lock, say): reload to show this page whole
        response.headers["HX-Refresh"] = "true"
    return response


def recent_ids() -> list[str]:
    """Public ids of the games opened on this device, newest first."""
    raw = request.cookies.get(RECENT_COOKIE, "")
    return [i for i in raw.split(".") if well_formed(i)][:MAX_RECENT]


def remember(response, public_id: str, token: str | None = None):
    """Keep the edit token (scoped to the game's pages) and the game in the recent list."""
    secure = request.is_secure
    if token:
        response.set_cookie(EDIT_COOKIE.format(public_id), token, max_age=KEEP_FOR,
                            path=f"/g/{public_id}", httponly=True, samesite="Lax", secure=secure)
    ids = [public_id] + [i for i in recent_ids() if i != public_id]
    response.set_cookie(RECENT_COOKIE, ".".join(ids[:MAX_RECENT]), max_age=KEEP_FOR, path="/",
                        httponly=True, samesite="Lax", secure=secure)
    return response


def init_app(app) -> None:
    app.register_error_handler(NoEditRights, no_edit_rights)
