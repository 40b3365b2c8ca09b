"""Small helpers for the rules engine tests (pure functions: no app, no database)."""
import pytest

from companion.rules import Record, RuleError, deal_setup, fold, read_entry, resolve_setup
from companion.words.refusals import refusal_words

HEARTS = [r + "H" for r in "23456789TJQKA"]
ALL = HEARTS + ["QS"]  # Hearts' penalty cards
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def options_for(ruleset: str, players: int, **options) -> dict:
    """Every option of `ruleset` for a table of `players`, checked by resolve_setup."""
    return resolve_setup(ruleset, NAMES[:players], options, 0)[1]


def setup_for(ruleset: str, players: int, rotation: int = 0, first_dealer: int = 0,
              participants=None, kind: str = "normal", **options):
    """The referee panel for a hand after `rotation` counted hands."""
    return deal_setup(options_for(ruleset, players, **options), players, first_dealer,
                      rotation, participants, kind)


def record(body: dict, seats: int, at: float = 0.0) -> Record:
    return Record(read_entry(body, seats), at)


def play(ruleset: str, players: int, bodies, first_dealer: int = 0, started_at: float = 0.0,
         finished_after=None, ats=None, **options):
    """Fold a game of `players` from hand bodies as the API takes them."""
    opts = options_for(ruleset, players, **options)
    ats = ats or [0.0] * len(bodies)
    records = [record(body, players, at) for body, at in zip(bodies, ats)]
    return fold(NAMES[:players], opts, first_dealer, started_at, records, finished_after)


def last_hand(ruleset: str, players: int, bodies, **options):
    """The last hand of a game played from `bodies`."""
    return play(ruleset, players, bodies, **options).hands[-1]


def refused_game(ruleset: str, players: int, bodies, **options) -> RuleError:
    """The RuleError a game played from `bodies` raises (it must raise one)."""
    with pytest.raises(RuleError) as caught:
        play(ruleset, players, bodies, **options)
    return caught.value


def said(error: RuleError) -> str:
    """A refusal as the API says it: its code and facts in English words."""
    return refusal_words(error)


def took(**seats) -> dict:
    """took(s0=[...], s2=[...]) -> {"captured": {"0": [...], "2": [...]}}."""
    return {"captured": {key[1:]: list(cards) for key, cards in seats.items()}}


def taken_by(seat: int, setup, plus=None) -> dict:
    """Seat takes every penalty card in play, other seats what `plus` gives them."""
    captured = {str(seat): list(setup.penalty_cards)}
    for other, cards in (plus or {}).items():
        for card in cards:
            captured[str(seat)].remove(card)
        captured.setdefault(str(other), []).extend(cards)
    return {"captured": captured}
