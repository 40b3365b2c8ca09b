"""The scorer's rights on the pages: the edit cookie that carries them, the 403 page
without them, and this device's recent games (docs/DECISIONS.md, "Sharing and
security decisions")."""
from flask import make_response, render_template, url_for

from ..games import service
from .cookies import Kept, NoRights

GAMES = Kept("edit_{}", "/g/{}", "recent_games", most=8)


class NoEditRights(NoRights):
    """This browser holds no (or a wrong) edit token for the game."""


def edit_token_for(public_id: str):
    """The edit token this browser holds for the game, if any."""
    return GAMES.token(public_id)


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


def recent_ids() -> list[str]:
    """Public ids of the games opened on this device, newest first."""
    return GAMES.recent_ids()


def remember(response, public_id: str, token: str | None = None):
    """Keep the edit token (scoped to the game's pages) and the game in the recent list."""
    return GAMES.remember(response, public_id, token)
