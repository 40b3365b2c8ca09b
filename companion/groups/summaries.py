"""Each game's summary in a group (stats.summarise), kept in its `group_game` row under
the version it was made at: only games changed since are folded again (through
reading.load, which the live games' writes keep warm), many at once in one read of
their hands. Summaries made by a read are written back for the next reader (best
effort: a read never fails for it)."""
from flask import current_app
from sqlalchemy import update
from sqlalchemy.exc import OperationalError
from sqlmodel import select

from .. import db
from ..db.models import Game, GroupGame, Hand
from ..store.refusals import NotFound
from ..games.reading import load
from ..games.writing import fold_game
from . import stats

ONE_BY_ONE = 8  # at most this many changed games are read through reading.load


def held(known: dict, row) -> set:
    """{row's game id} when this process holds that game's summary at the row's version."""
    held = known.get(row.game_id)
    return {row.game_id} if held is not None and held["version"] == row.version else set()


def kept_summaries(group_id: int, wanted: set):
    """(game id, summary) of the wanted games: by id when few, else the whole group's."""
    query = select(GroupGame.game_id, GroupGame.summary)
    if len(wanted) > 200:  # most of the group: one pass over its rows
        return query.where(GroupGame.group_id == group_id)
    return query.where(GroupGame.game_id.in_(wanted))


def summarise(stale: list[dict]) -> None:
    """Fold the games whose summary is missing or older than the game, and keep the new
    summaries for the next reader. Each game's version is the one its state was folded at."""
    if len(stale) > ONE_BY_ONE:
        left = _fold_many(stale)
    else:
        left = stale
    for game in left:
        try:
            row, state = load(game["id"])
        except NotFound:  # deleted a moment ago (nothing deletes games today): left out
            game["summary"] = None
            continue
        game["version"], game["summary"] = row.version, stats.summarise(state)
    _keep(stale)


def _fold_many(stale: list[dict]) -> list[dict]:
    """Fold many games from one read of their rows and hands. A game whose version moved
    while its hands were read is left for reading.load (returned)."""
    by_id = {g["order"]: g for g in stale}
    with db.session() as s:
        rows = {g.id: g for g in s.exec(select(Game).where(Game.id.in_(by_id)))}
        hands = {}
        for hand in s.exec(select(Hand).where(Hand.game_id.in_(by_id))
                           .order_by(Hand.game_id, Hand.number)):
            hands.setdefault(hand.game_id, []).append(hand)
        # Read again: a write commits its hands and its version bump together, so a game
        # whose version did not move had these hands at this version.
        now = dict(s.exec(select(Game.id, Game.version).where(Game.id.in_(by_id))).all())
    left = []
    for game_id, game in by_id.items():
        row = rows.get(game_id)
        if row is None or now.get(game_id) != row.version:
            left.append(game)
            continue
        game["version"] = row.version
        game["summary"] = stats.summarise(fold_game(row, hands.get(game_id, [])))
    return left


def _keep(games: list[dict]) -> None:
    """Write the new summaries back; a busy database only means the next reader folds."""
    try:
        with db.session() as s:
            for game in (g for g in games if g["summary"] is not None):
                s.execute(update(GroupGame).where(GroupGame.game_id == game["order"])
                          .values(summary=game["summary"],
                                  summary_of=stats.summary_key(game["version"])))
            s.commit()
    except OperationalError:
        current_app.logger.warning("could not keep the games' summaries", exc_info=True)
