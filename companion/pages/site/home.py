"""Home: start a new game, resume the games this device has open."""
from flask import Blueprint

from ...games import service
from ..access import recent_ids
from ..groups.access import recent_groups
from ..render import render
from ..start.house_rules import kept_rules
from ..table.viewmodel import game_view

bp = Blueprint("home", __name__)


def recent_games() -> list:
    """This device's recent games as views (games that no longer exist are left out)."""
    games = []
    for public_id in recent_ids():
        try:
            game, state = service.load(public_id)
        except service.NotFound:
            continue
        games.append(game_view(game, state))
    return games


@bp.get("/")
def index():
    """The start page: a new game, back to a game on this phone, its groups and house rules."""
    return render("home.html", "_recent.html", games=recent_games(), my_groups=recent_groups(),
                  my_rules=kept_rules())
