"""How the game service keeps games: finding one, locking it for a write, folding its hands.

`writing` is the one door for every write. It bumps the game's `version` first:
on PostgreSQL that UPDATE takes the row lock, on SQLite it takes the database's
write lock, so a second writer waits there and then reads the hands the first
one saved. The hands are read only after the lock is held.
"""
import json
from contextlib import contextmanager

from sqlalchemy import Text, bindparam, cast, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from .. import db
from ..db.models import Game, Hand
from ..rules import Entry, Record, fold
from ..store.capability import check_token, find, lock
from ..store.refusals import Conflict
from .correction import corrected


def find_game(s, public_id) -> Game:
    return find(s, Game, public_id, "no_game")


# The hands as stored, for a fold: plain columns (no ORM rows), the JSON as text.
_STORED = select(Hand.number, cast(Hand.entry, Text), Hand.recorded_at,
                 cast(Hand.checked, Text)).where(
    Hand.game_id == bindparam("game"), Hand.number > bindparam("after")).order_by(Hand.number)


def recorded(s, game: Game, after: int = 0) -> list[Record]:
    """The records of the game's hands after hand `after`, for a fold. Every entry is
    parsed in one go: three thousand small JSON parses and ORM rows cost more than
    folding the hands."""
    rows = s.execute(_STORED, {"game": game.id, "after": after}).all()
    entries = json.loads("[" + ",".join(row[1] for row in rows) + "]")
    checks = json.loads("[" + ",".join(row[3] or "null" for row in rows) + "]")
    return [Record(Entry.from_json(entry), row[2], checked)
            for row, entry, checked in zip(rows, entries, checks)]


def records(game: Game, hands) -> list[Record]:
    return [Record(Entry.from_json(h.entry), h.recorded_at, h.checked) for h in hands]


def keep_checks(s, game: Game, hands) -> None:
    """Store with each of these hands (played again) the points check's answers its fold
    used, where they differ from what its row kept (corrected hands, rows written before
    they were kept)."""
    numbers = [hand.number for hand in hands]
    kept = dict(s.execute(select(Hand.number, Hand.checked).where(
        Hand.game_id == game.id, Hand.number.in_(numbers))).all())
    for hand in hands:
        if (kept.get(hand.number) or {}) != hand.checked:
            s.execute(update(Hand).where(Hand.game_id == game.id, Hand.number == hand.number)
                      .values(checked=hand.checked or None))


def fold_game(game: Game, hands, recorded=None):
    """The game's state: its options folded over its hands (or over `recorded`)."""
    return fold(game.players, game.options, game.first_dealer, game.started_at,
                records(game, hands) if recorded is None else recorded, game.finished_after)


def replaced(game: Game, state, number: int, entry, known: dict):
    """(state, played): the game, at `state`, with hand `number` entered as `entry`
    instead, and the hands played again (the corrected one first): a later hand that
    keeps its scores is not (games/correction.py), so a long game is not folded again.
    `known`: points check answers."""
    at = state.hands[number - 1].at
    return corrected(state, number, Record(entry, at, known), game.finished_after, known)


@contextmanager
def writing(public_id, token):
    """Lock the game (bump its version) and check the token: (session, game).

    Commits when the block ends; any exception rolls everything back, the
    version bump included, so a refused write leaves no trace.
    """
    with db.session() as s:
        game = find_game(s, public_id)
        check_token(game, token)  # refuse strangers before taking the lock
        lock(s, game, token)
        try:
            yield s, game
            s.commit()
        except IntegrityError:
            s.rollback()
            raise Conflict("saved_meanwhile", public_id) from None
