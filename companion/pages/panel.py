"""The referee panel: what the table needs to know before the next hand is dealt.

Part of the shared view model (view.py re-exports it); words only, no rules.
"""
import math
from collections import Counter
from dataclasses import dataclass

from .. import service
from ..rules import label, upcoming
from ..rules.cards import SUIT_NAMES, SUIT_SYMBOLS
from ..words import reminder_sentences


@dataclass
class Panel:
    """What the table needs to know before the next hand is dealt."""
    number: int
    tiebreak: bool
    title: str  # "Hand 5" or "Tie-break hand 7"
    dealer: str
    cutter: str
    eldest: str
    players: list[str]  # who plays this hand, in seat order
    sitting_out: list[str]
    tiebreak_words: str  # "Only Ann and Bob play; Cat and Dan sit out and keep their totals."
    deck: str  # "Full deck, 13 cards each" / "Take out 2♦: 17 cards each"
    removed: list[str]  # card labels taken out (a label twice with two decks)
    cards_each: int
    kitty: int
    kitty_words: str
    trump: str | None  # "♦ Diamonds"
    pass_words: str  # "Pass 3 cards to the left" / "Hold: no passing this hand"
    passes: list[str]  # ["Ann → Bob", ...]
    pass_count: int
    first_lead: str  # "Whoever holds the 2♣ leads" / "Bob leads any card"
    penalty_total: int
    reminders: list[str]


# Reminders the panel already shows as facts of their own (trumps, the kitty).
SHOWN_ABOVE = ("trumps", "kitty")


def names_and(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cat'."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def deck_words(setup) -> str:
    decks = "Two decks shuffled together" if sum(setup.in_play.values()) + len(
        setup.removed) > 52 else ""
    if setup.removed:
        shown = ", ".join(f"{c} ×{n}" if n > 1 else c
                          for c, n in Counter(label(c) for c in setup.removed).items())
        text = f"Take out {shown}: {setup.cards_each} cards each"
    else:
        text = f"Full deck: {setup.cards_each} cards each"
    return f"{decks}; {text[0].lower()}{text[1:]}" if decks else text


def pass_words(setup) -> str:
    direction, count = setup.passing.direction, setup.passing.count
    if direction == "hold":
        return "Hold: no passing this hand"
    if direction == "none":
        return "No passing"
    where = {"left": "to the left", "right": "to the right", "across": "across"}[direction]
    return f"Pass {count} card{'s' if count != 1 else ''} {where}"


def first_lead_words(setup, names: list[str]) -> str:
    if setup.first_lead_rule == "2C":
        return "Whoever holds the 2♣ leads it"
    return f"{names[setup.first_lead_seat]} leads any card"


def tiebreak_words(setup, names: list[str]) -> str:
    playing = [names[s] for s in setup.participants]
    out = [n for s, n in enumerate(names) if s not in setup.participants]
    words = f"Only {names_and(playing)} play this hand; fewest penalty points wins."
    if out:
        rest = "sits out and keeps their total" if len(out) == 1 else \
            "sit out and keep their totals"
        words += f" {names_and(out)} {rest}."
    return words


def build_panel(state) -> Panel | None:
    """The panel of the hand about to be played (None once the game is over)."""
    if state.next_hand is None:
        return None
    return panel_for(state.next_hand, state.next_number, state.players)


def upcoming_panels(state, count: int) -> list[Panel]:
    """The panels of the `count` hands after the next, as if each were counted: what the
    scorer's phone shows while it keeps hands the server has not yet seen."""
    return [panel_for(setup, state.next_number + k, state.players)
            for k, setup in enumerate(upcoming(state, count + 1)) if k]


def panel_for(setup, number: int, names: list[str]) -> Panel:
    tiebreak = setup.kind == "tiebreak"
    kitty_words = (f"Kitty: {setup.kitty} card{'s' if setup.kitty != 1 else ''} face down, "
                   "for the winner of the first trick") if setup.kitty else ""
    trump = f"{SUIT_SYMBOLS[setup.trump]} {SUIT_NAMES[setup.trump]}" if setup.trump else None
    return Panel(
        number=number, tiebreak=tiebreak,
        title=f"Tie-break hand {number}" if tiebreak else f"Hand {number}",
        dealer=names[setup.dealer], cutter=names[setup.cutter], eldest=names[setup.eldest],
        players=[names[s] for s in setup.participants],
        sitting_out=[n for s, n in enumerate(names) if s not in setup.participants],
        tiebreak_words=tiebreak_words(setup, names) if tiebreak else "",
        deck=deck_words(setup), removed=[label(c) for c in setup.removed],
        cards_each=setup.cards_each, kitty=setup.kitty, kitty_words=kitty_words, trump=trump,
        pass_words=pass_words(setup),
        passes=[f"{names[a]} → {names[b]}" for a, b in setup.passing.to.items()]
        if setup.passing.count else [],
        pass_count=setup.passing.count,
        first_lead=first_lead_words(setup, names),
        penalty_total=setup.penalty_total,
        reminders=reminder_sentences(setup, leave_out=SHOWN_ABOVE))


@dataclass(frozen=True)
class TimeLeft:
    """A timed game's clock, in the table's words."""
    words: str
    up: bool
    until: int | None  # the second (since the epoch) these words go stale; None once up


def time_left(state, at: float | None = None) -> TimeLeft | None:
    """Minutes left in a timed game, or that time is up (the hand recorded after that
    moment is the last one). Relative, so no phone's time zone or clock matters."""
    if state.options["end_rule"] != "time" or state.status != "playing":
        return None
    up_at = state.time_up_at
    left = up_at - (service.now() if at is None else at)
    if left <= 0:
        return TimeLeft("Time is up: this is the last hand", True, None)
    minutes = math.ceil(left / 60)  # "1 minute" until the very last second
    return TimeLeft(f"About {minutes} minute{'s' if minutes != 1 else ''} left", False,
                    math.ceil(up_at - (minutes - 1) * 60))
