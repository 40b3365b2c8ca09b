"""What the scorer's pages share: the edit capability cookie and this device's recent games."""
import re

from flask import request

from .. import service
from .common import EDIT_COOKIE, edit_token_for

RECENT_COOKIE = "recent_games"
MAX_RECENT = 8
KEEP_FOR = 400 * 24 * 3600  # seconds: browsers cap cookie lifetimes at about 400 days
ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class NoEditRights(Exception):
    """This browser holds no (or a wrong) edit token for the game."""

    def __init__(self, public_id: str):
        super().__init__(public_id)
        self.public_id = public_id


def scorer_load(public_id: str):
    """(game, state, token) for a scorer page; NoEditRights without the game's edit cookie."""
    game, state = service.load(public_id)
    token = edit_token_for(public_id)
    if not service.can_edit(game, token):
        raise NoEditRights(public_id)
    return game, state, token


def recent_ids() -> list[str]:
    """Public ids of the games opened on this device, newest first."""
    raw = request.cookies.get(RECENT_COOKIE, "")
    return [i for i in raw.split(".") if ID_PATTERN.match(i)][:MAX_RECENT]


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


def forget(response, public_id: str):
    ids = [i for i in recent_ids() if i != public_id]
    response.set_cookie(RECENT_COOKIE, ".".join(ids), max_age=KEEP_FOR, path="/",
                        httponly=True, samesite="Lax", secure=request.is_secure)
    return response
