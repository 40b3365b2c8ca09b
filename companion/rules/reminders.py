"""The rules that apply to a hand, as codes with their facts (companion/words says them):
the referee panel's reminders (deal.py makes them with the setup)."""
from dataclasses import dataclass

from .cards import card_order
from .games import family_of


@dataclass(frozen=True)
class Reminder:
    """A rule that applies to a hand, as a code and the facts its sentence needs:
    "trumps" (suit), "kitty" (count), "bonus" (cards, value), or a code alone
    ("tiebreak", "queen_refusal", "first_trick", "hearts_broken", "black_jack",
    "cancellation", "two_decks", "partners", "partners_alone", "counter_clockwise", a
    game's own contract notes). companion/words/reminders.py turns it
    into a sentence."""
    code: str
    suit: str | None = None
    count: int = 0
    cards: tuple[str, ...] = ()
    value: int = 0


def reminders(options: dict, setup) -> list[Reminder]:
    """The rules that apply to this hand, as codes with their facts (words.py says them)."""
    # the way the play goes, said first where it is not the usual (Polignac's option)
    way = [Reminder("counter_clockwise")] if options["direction"] == "counter-clockwise" \
        else []
    own = family_of(options).reminders(options, setup)
    if own is not None:  # a deal of contracts: its contract's (or its menu's) own rules
        return way + [Reminder(code, count=count) for code, count in own]
    notes = []
    if setup.kind == "tiebreak":
        notes.append(Reminder("tiebreak"))
    if setup.phase:  # Dutch Hartenjagen: which way the totals go this deal
        notes.append(Reminder("counting_up", value=options["turn_score"]) if setup.phase == 1
                     else Reminder("counting_down", count=options["turn_end"] == "exact"))
    if setup.trump:
        notes.append(Reminder("trumps", suit=setup.trump))
    if setup.kitty:
        notes.append(Reminder("kitty", count=setup.kitty))
    if options["queen_refusal"] and setup.passing.count and setup.in_play["QS"]:
        notes.append(Reminder("queen_refusal"))
    for flag in ("first_trick", "hearts_broken", "black_jack"):
        if options[flag]:
            notes.append(Reminder(flag))
    if options["partnership"] != "none" and setup.kind == "normal":
        notes.append(Reminder("partners_alone" if options["partnership"] == "individual"
                              else "partners"))
    notes.extend(_bonus_notes(setup))
    if any(count > 1 for count in setup.in_play.values()):
        notes.append(Reminder("cancellation" if options["cancellation"] else "two_decks"))
    return notes


def _bonus_notes(setup) -> list[Reminder]:
    """One "bonus" reminder per minus value, its cards in the panel's order."""
    by_value: dict[int, list[str]] = {}
    for card in sorted(setup.values, key=card_order):
        if setup.values[card] < 0:
            by_value.setdefault(setup.values[card], []).append(card)
    return [Reminder("bonus", cards=tuple(cards), value=value)
            for value, cards in sorted(by_value.items())]
