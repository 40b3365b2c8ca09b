"""Folded game states remembered by (game, version), so reads stay flat as games grow.

The fold is a pure function of a game's row and its hands, and every write bumps
the game's `version` under the game's lock, so a state folded once at a version
is the state at that version in every process, for good. A process that has not
seen a version folds it from the database as usual: any process still answers
any request, this one only answers sooner. Nothing derived goes into the
database, and a state is remembered only after its write committed (a rolled
back version number can come back with other hands).

Each app keeps the newest state of its most recent games within a memory budget
(FOLD_MEMO_MB, 256 MB; 0 turns it off): a game is counted at HAND_BYTES a played
hand (the state and the JSON made of it, measured) plus GAME_BYTES (its row and
the live fragments rendered from it), and the least recently used go first. So
two thousand live games of an evening stay remembered, where a count of games
would have dropped them all in turn. Callers get a copy they may extend without
touching the remembered one.
"""
import threading
from collections import OrderedDict

from flask import current_app

MEGABYTES = 256  # per process; FOLD_MEMO_MB overrides, 0 turns the memo off
HAND_BYTES = 2048  # a played hand and its JSON (measured: about 1.9 kB)
GAME_BYTES = 64 * 1024  # a game's row, its state's own lists, its rendered live views
# (measured: a 20-hand game read as its scoreboard holds about 115 kB in all)


class FoldMemo:
    """The newest state this process saw of each of its recent games."""

    def __init__(self, most_bytes: int):
        self.most_bytes = most_bytes
        # public id -> (version, game, state, what views derived from that version)
        self.states: OrderedDict = OrderedDict()
        self.bytes = 0
        self.lock = threading.Lock()

    def get(self, public_id, version):
        """(game, state) at that version, or None."""
        with self.lock:
            kept = self.states.get(public_id)
            if kept is None or kept[0] != version:
                return None
            self.states.move_to_end(public_id)
        return kept[1], kept[2].branch()

    def put(self, public_id, version, game, state) -> None:
        if _cost(state) > self.most_bytes:
            return  # (a memo turned off, or a game larger than all of it)
        kept = state.branch()
        with self.lock:
            old = self.states.get(public_id)
            if old is not None and old[0] > version:
                return  # a newer version is already here
            self._drop(public_id)
            self.states[public_id] = (version, game, kept, {})
            self.bytes += _cost(kept)
            while self.bytes > self.most_bytes:
                self._drop(next(iter(self.states)))

    def derived(self, public_id, version) -> dict:
        with self.lock:
            kept = self.states.get(public_id)
        return kept[3] if kept is not None and kept[0] == version else {}

    def _drop(self, public_id) -> None:
        old = self.states.pop(public_id, None)
        if old is not None:
            self.bytes -= _cost(old[2])


def _cost(state) -> int:
    return GAME_BYTES + HAND_BYTES * len(state.hands)



def _memo() -> FoldMemo:
    extensions = current_app.extensions
    memo = extensions.get("companion_folds")
    if memo is None:
        megabytes = current_app.config.get("FOLD_MEMO_MB", MEGABYTES)
        memo = extensions.setdefault("companion_folds", FoldMemo(int(megabytes * 1024 * 1024)))
    return memo


def recall(game, version=None):
    """The state at the game's version (or `version`), if this process folded it."""
    kept = _memo().get(game.public_id, game.version if version is None else version)
    return kept[1] if kept else None


def lookup(public_id, version):
    """(game, state) at that version, if this process has them: no query at all.

    The game's row changes only with its version (every write bumps it), so the
    row read with the state is still the row; it is shared, and read only."""
    return _memo().get(public_id, version)


def remember(game, state) -> None:
    """Keep the game and its state at a committed version (call it after the commit)."""
    _memo().put(game.public_id, game.version, game, state)


def derived(game) -> dict:
    """A place for what a view derives from this version alone (a rendered live
    fragment, say): it lives and goes with the remembered state. An empty dict
    that nobody keeps when this version is not remembered."""
    return _memo().derived(game.public_id, game.version)
