"""Reading a game: its version alone (what a poll costs), or the game and its state.

A state this process folded at the game's version is remembered (foldmemo), so a
read costs one indexed query; one it has not is folded from the game's snapshot and
the hands after it (snapshots.py), and remembered when no write landed in between.
"""
from sqlalchemy import bindparam
from sqlmodel import select

from .. import db
from ..db.models import Game
from . import foldmemo, snapshots
from ..store.refusals import NotFound
from ..store.capability import well_formed
from .writing import find_game

_VERSION = select(Game.version).where(Game.public_id == bindparam("public_id"))


def current_version(public_id) -> int:
    """Only the version: what a poll with nothing new costs (one indexed read)."""
    if not well_formed(public_id):
        raise NotFound
    # Core, not a Session: a third of the cost
    version = db.reading(lambda c: c.execute(_VERSION, {"public_id": public_id}).scalar())
    if version is None:
        raise NotFound
    return version


def load(public_id, version=None):
    """(game, state) for reading; a version this process folded before costs one read
    (none when the caller read the `version` already)."""
    kept = foldmemo.lookup(public_id, current_version(public_id) if version is None else version)
    if kept is not None:
        return kept
    played = 0
    with db.session() as s:
        game = find_game(s, public_id)
        state = foldmemo.recall(game)
        if state is None:
            state, played = snapshots.folded(s, game)
            if _version_of(s, game) != game.version:  # a write landed between the reads
                return game, state
            foldmemo.remember(game, state)
    if played >= snapshots.STEP:  # the next process to read it starts from here
        snapshots.keep(game, game.version, state)
    return game, state


def _version_of(s, game) -> int | None:
    return s.exec(select(Game.version).where(Game.id == game.id)).first()
