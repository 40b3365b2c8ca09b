"""Idempotency keys: a write whose answer was lost, sent again, is made once.

The client names each write it means to make with a key (the scorer's page makes
one per entry form). The hand that write made keeps the key, so the same write
arriving again is recognised under the game's lock: the same hand again is a
replay (nothing written), another hand under the same key is refused. Keys live
and go with their hands: undoing a hand forgets its key.
"""
import re

from sqlalchemy import func
from sqlmodel import select

from .models import Hand
from .rules import RuleError, read_entry

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
    """Raise Replayed when `key` already made this hand; refuse it for any other hand.

    `number` is the hand a correction replaces (None for the next hand). The same
    hand is the same entry as stored, read the way the first write read it."""
    if key is None:
        return
    made = s.exec(select(Hand).where(Hand.game_id == game.id,
                                     Hand.idempotency_key == key)).first()
    if made is None:
        return
    entry = read_entry(body, len(game.players))  # unreadable: another body than the first
    if made.entry == entry.to_json() and number in (None, made.number):
        raise Replayed(made.number)
    raise RuleError("idempotency_key_reused", FIELD, hand=made.number)


def sync(s, game) -> dict:
    """What a client with hands waiting needs: the next number, the version, the newest keys."""
    last = s.exec(select(func.max(Hand.number)).where(Hand.game_id == game.id)).one()
    keys = s.exec(select(Hand.idempotency_key)
                  .where(Hand.game_id == game.id, Hand.idempotency_key.is_not(None))
                  .order_by(Hand.number.desc()).limit(SYNC_KEYS)).all()
    return {"next_number": (last or 0) + 1, "version": game.version,
            "keys": list(reversed(keys))}
