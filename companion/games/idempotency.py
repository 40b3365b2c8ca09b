"""Idempotency keys: a write whose answer was lost, sent again, is made once.

The client names each write it means to make with a key (the scorer's page makes
one per entry form). Each key is kept with the hand it wrote and what it wrote
(models.WrittenKey), so the same write arriving again is recognised under the game's
lock, even after a correction replaced that hand: the same write again is a replay
(nothing written), another write under the same key is refused. Keys live and go with
their hands: undoing a hand forgets every key that wrote it.
"""
import re

from sqlalchemy import delete, func
from sqlmodel import select

from ..db.models import Hand, WrittenKey
from ..rules import RuleError, read_entry

FIELD = "Idempotency-Key"
KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")
SYNC_KEYS = 50  # how many of the newest keys a client that has hands waiting is told


class Replayed(Exception):
    """This write was made before: nothing was written this time.

    `game` and `state` are the game as it now stands (the service fills them in)."""

    def __init__(self, number: int):
        super().__init__(number)
        self.number = number
        self.game = self.state = None


def checked(key) -> str | None:
    """The key as sent, or None without one; a malformed key is refused (422)."""
    if key is None:
        return None
    if not isinstance(key, str) or KEY.fullmatch(key) is None:
        raise RuleError("idempotency_key_invalid", FIELD)
    return key


def check_repeat(s, game, key, body, number=None) -> None:
    """Raise Replayed when `key` already made this write; refuse it for any other.

    `number` is the hand a correction replaces (None for the next hand). The same write
    is the same entry as that key stored it, read the way the first write read it."""
    if key is None:
        return
    made = s.exec(select(WrittenKey).where(WrittenKey.game_id == game.id,
                                           WrittenKey.key == key)).first()
    if made is None:
        return
    entry = read_entry(body, len(game.players))  # unreadable: another body than the first
    if made.entry == entry.to_json() and number in (None, made.number):
        raise Replayed(made.number)
    raise RuleError("idempotency_key_reused", FIELD, hand=made.number)


def keep(s, game, key, number: int, entry: dict) -> None:
    """File the key of the write that just made hand `number`, in its transaction; the
    game's version (just bumped by the write) orders it among the others."""
    if key is not None:
        s.add(WrittenKey(game_id=game.id, key=key, number=number, version=game.version,
                         entry=entry))


def forget(s, game, number: int) -> None:
    """An undo: the keys that wrote hand `number` go with it."""
    s.execute(delete(WrittenKey).where(WrittenKey.game_id == game.id,
                                       WrittenKey.number == number))


def sync(s, game) -> dict:
    """What a client with hands waiting needs: the next number, the version, and the
    newest keys written (saves and corrections alike), oldest first."""
    last = s.exec(select(func.max(Hand.number)).where(Hand.game_id == game.id)).one()
    keys = s.exec(select(WrittenKey.key).where(WrittenKey.game_id == game.id)
                  .order_by(WrittenKey.version.desc(), WrittenKey.id.desc())
                  .limit(SYNC_KEYS)).all()
    return {"next_number": (last or 0) + 1, "version": game.version,
            "keys": list(reversed(keys))}
