"""Games: the one service every face calls (service), and what it alone uses.

service: start, read, record, correct, undo, finish a game; the only way in for pages and API.
store: finding a game by its capability link, the write lock, hands and their rows.
reading / snapshots / foldmemo / stored: a game's state folded from its hands, kept as a
snapshot in the database and in this process's memory (caches any process can rebuild).
kept / saved / correction: a long game's hands kept by column, restored from a snapshot,
and a correction replayed without folding the game again (the engine reads them through
rules/hands.py).
prechecks / asked: a hand played out on a copy before the lock; the points search's answers.
idempotency: a write never happens twice. (A game's JSON is companion/formats/game_json.py.)
"""
from . import foldmemo


def init_app(app) -> None:
    """What the game service keeps per app: its memo of folded states."""
    foldmemo.init_app(app)
