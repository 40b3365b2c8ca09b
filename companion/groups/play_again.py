"""Play again: a finished game's next game, the same table one deal on, filed where the
game is. A game has one next game, however many phones ask."""
from sqlmodel import select

from .. import db
from ..db.models import Game
from ..games import foldmemo
from ..games.service import new_game
from ..store.refusals import Conflict
from ..games.writing import fold_game, writing
from . import following


class PlayedAgain(Conflict):
    """The game has its next game already (another tap, another phone): `next_id`."""

    def __init__(self, public_id, next_id):
        super().__init__("played_again", public_id, next_id=next_id)
        self.next_id = next_id


def play_again(public_id, token, series=None, at=None):
    """Start the game's next game: the same players in the same seats, the same options,
    the deal one seat on, filed where this game is (same group, players and series;
    `series`, a groups.NewSeries, starts a new one). The finished game's version moves,
    so its watchers' next poll shows the way on. A game has one next game: asking again
    raises PlayedAgain. Returns (next game, its edit token, its state)."""
    with writing(public_id, token) as (s, old):
        known = s.exec(select(Game.public_id).where(Game.follows == old.id)).first()
        if known is not None:
            raise PlayedAgain(public_id, known)
        before = foldmemo.recall(old, old.version - 1)
        game, fresh = new_game(old.ruleset, list(old.players), dict(old.options),
                               (old.first_dealer + 1) % len(old.players), at, follows=old.id)
        s.add(game)
        s.flush()
        following.file_next(s, old.id, game.id, series)
    if before is not None:
        foldmemo.remember(old, before)  # committed: the same hands at the new version
    return game, fresh, fold_game(game, [])


def next_game(game: Game) -> str | None:
    """The public id of the game started from this one by Play again, if any."""
    with db.session() as s:
        return s.exec(select(Game.public_id).where(Game.follows == game.id)).first()
