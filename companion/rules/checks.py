"""The answers of the points check, kept with each hand: a hand's points are searched
once, when it is written, and every later fold reads the answer.

An answer is filed under its question (the card values in play and the totals to
make), so it stays right whatever happens around the hand: a correction that
changes a later hand's deal asks new questions and searches only for those. The
fold sets the answers a hand already has (`checking`); the search itself
(`can_split`) is bounded per hand, and a hand too costly to check is refused.
"""
import hashlib
from contextvars import ContextVar

from .errors import RuleError
from .feasible import Budget, Undecided, possible


class Checks:
    """The answers a hand has, the ones it used, and its search budget."""

    def __init__(self, known: dict | None):
        self.known, self.used, self.budget = dict(known or {}), {}, Budget()


_hand: ContextVar[Checks | None] = ContextVar("companion_checks", default=None)


def question(cards: list[int], targets: list[int]) -> str:
    """A short name of the question: the same cards and totals, the same name."""
    text = ",".join(map(str, sorted(cards))) + "|" + ",".join(map(str, sorted(targets)))
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


class checking:  # noqa: N801 (used as a function: `with checking(known) as checks`)
    """Score one hand with the answers it already has; `.used` is what to keep with it.
    (A class, not a generator: a fold of a long game enters one per hand.)"""

    def __init__(self, known: dict | None):
        self.checks = Checks(known)

    def __enter__(self) -> Checks:
        self.token = _hand.set(self.checks)
        return self.checks

    def __exit__(self, *_exc) -> None:
        _hand.reset(self.token)


def can_split(cards: list[int], targets: list[int]) -> bool:
    """Can these card values be shared out to make exactly these totals?"""
    checks = _hand.get() or Checks(None)
    name = question(cards, targets)
    answer = checks.known.get(name)
    if answer is None:
        try:
            answer = possible(cards, targets, checks.budget)
        except Undecided:
            raise RuleError("points_too_costly", "points") from None
    checks.used[name] = answer
    return answer
