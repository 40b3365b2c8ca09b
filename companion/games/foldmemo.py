"""Folded game states remembered by (game, version), so reads stay flat as games grow.

The fold is a pure function of a game's row and its hands, and every write bumps
the game's `version` under the game's lock, so a state folded once at a version
is the state at that version in every process, for good. A process that has not
seen a version folds it from the database as usual: any process still answers
any request, this one only answers sooner. Nothing derived goes into the
database, and a state is remembered only after its write committed (a rolled
back version number can come back with other hands).

Each app keeps the newest state of its most recent games within a memory budget
(FOLD_MEMO_MB, 256 MB; 0 turns it off; companion/store/cache.py): a game is counted at
HAND_BYTES a played hand (the state and the JSON made of it, measured) plus GAME_BYTES (its row and
the live fragments rendered from it), and the least recently used go first. So
two thousand live games of an evening stay remembered, where a count of games
would have dropped them all in turn. Callers get a copy they may extend without
touching the remembered one.
"""
from flask import current_app

from ..store.cache import Cache

HAND_BYTES = 2048  # a played hand and its JSON (measured: about 1.9 kB)
GAME_BYTES = 64 * 1024  # a game's row, its state's own lists, its rendered live views
# (measured: a 20-hand game read as its scoreboard holds about 115 kB in all)


def _cost(kept) -> int:
    """A remembered (version, game, state, derived) in bytes, as counted above."""
    return GAME_BYTES + HAND_BYTES * len(kept[2].hands)


def _memo() -> Cache:
    return current_app.extensions["companion_folds"]


def _at(public_id, version):
    """(version, game, state, derived) remembered at that version, or None."""
    kept = _memo().get(public_id)
    return kept if kept is not None and kept[0] == version else None


def recall(game, version=None):
    """The state at the game's version (or `version`), if this process folded it."""
    kept = _at(game.public_id, game.version if version is None else version)
    return kept[2].branch() if kept else None


def lookup(public_id, version):
    """(game, state) at that version, if this process has them: no query at all.

    The game's row changes only with its version (every write bumps it), so the
    row read with the state is still the row; it is shared, and read only."""
    kept = _at(public_id, version)
    return (kept[1], kept[2].branch()) if kept else None


def remember(game, state) -> None:
    """Keep the game and its state at a committed version (call it after the commit)."""
    version = game.version
    _memo().put(game.public_id, (version, game, state.branch(), {}),
                keep_old=lambda old: old[0] > version)  # a newer one stays


def derived(game) -> dict:
    """A place for what a view derives from this version alone (a rendered live
    fragment, say): it lives and goes with the remembered state. An empty dict
    that nobody keeps when this version is not remembered."""
    kept = _at(game.public_id, game.version)
    return kept[3] if kept else {}


def init_app(app) -> None:
    """This process's memo, FOLD_MEMO_MB (companion/config.py) large."""
    app.extensions["companion_folds"] = Cache(app.config["FOLD_MEMO_MB"] * 1024 * 1024, _cost)
