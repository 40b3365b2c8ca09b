"""What the players took in a hand, checked against the deal: what each kind of hand
needs, every penalty card in play taken once, points that some sharing of the cards gives
(docs/RULES.md section 5)."""
from collections import Counter

from .cards import label, name, sentence_start
from .checks import can_split
from .deal import HandSetup
from .entry import Entry
from .errors import RuleError


def check_shape(entry: Entry, setup: HandSetup, names: list[str]) -> None:
    """What each kind of hand needs, and only seats that take part."""
    for seat, times in (Counter(entry.reneges) if entry.reneges else {}).items():
        if seat not in setup.participants:
            raise RuleError(f"{names[seat]} sits out this hand and cannot renege.", "reneges")
        # A seat listed twice reneged twice (13 each); at most once a trick.
        if times > setup.cards_each:
            raise RuleError(f"{names[seat]} cannot renege {times} times in a hand of "
                            f"{setup.cards_each} tricks.", "reneges")
    has_cards = bool(entry.captured and any(entry.captured.values()))
    if entry.kind == "misdeal":
        if has_cards or entry.points or entry.reneges:
            raise RuleError("A misdeal scores nothing: leave out cards, points and reneges.", "kind")
        return
    if entry.kind == "replay":
        if setup.kind == "tiebreak":
            raise RuleError("A tie-break hand is not replayed: mark the renege on the hand "
                            "itself (it counts in the tie-break).", "kind")
        if not entry.reneges:
            raise RuleError("A replayed deal needs the player who reneged.", "reneges")
        if has_cards or entry.points:
            raise RuleError("A replayed deal scores no card points: leave out cards and points.",
                            "kind")
        return
    if entry.captured is not None and entry.points is not None:
        raise RuleError("Give either the captured cards or the points, not both.", "points")
    if entry.captured is None and entry.points is None:
        raise RuleError("Say who took which penalty cards (or give each player's points).",
                        "captured")


def card_points(entry: Entry, setup: HandSetup, names: list[str]) -> list[int]:
    """Each seat's captured card points, once the entry is known to be complete."""
    if entry.points is not None:
        return _check_points(entry.points, setup, len(names))
    points = [0] * len(names)
    taken = Counter()
    values = setup.values  # (only cards in play have a value here)
    for seat, cards in entry.captured.items():
        if cards and seat not in setup.participants:
            raise RuleError(f"{names[seat]} sits out this hand and cannot take cards.", "captured")
        try:
            points[seat] += sum(map(values.__getitem__, cards))
        except KeyError:  # a card of no value here: the first one says why
            for card in cards:
                _check_in_play(card, setup)
            raise
        taken.update(cards)
    for card, count in taken.items():
        if count > setup.in_play[card]:
            times = {2: "twice", 3: "three times"}.get(count, f"{count} times")
            extra = "" if setup.in_play[card] == 1 else f" but only {setup.in_play[card]} are in play"
            raise RuleError(f"{sentence_start(name(card))} is assigned {times}{extra}.", "captured")
    if taken.total() < len(setup.penalty_cards):  # none twice too many (above): some missing
        missing = [c for c in dict.fromkeys(setup.penalty_cards)
                   for _ in range(setup.in_play[c] - taken[c])]
        raise RuleError(_missing_sentence(missing, setup), "captured")
    return points


def _check_in_play(card: str, setup: HandSetup) -> None:
    if card in setup.removed and not setup.in_play[card]:
        raise RuleError(f"{label(card)} is not in play with {len(setup.participants)} players "
                        "(it is taken out of the deck).", "captured")
    if card not in setup.values:
        raise RuleError(f"{sentence_start(name(card))} is not a penalty card in this game.",
                        "captured")


def _missing_sentence(missing: list[str], setup: HandSetup) -> str:
    assigned = len(setup.penalty_cards) - len(missing)
    if len(missing) == 1:
        return f"{sentence_start(name(missing[0]))} has not been assigned."
    shown = ", ".join(label(c) for c in missing[:6]) + (" …" if len(missing) > 6 else "")
    return (f"{assigned} of {len(setup.penalty_cards)} penalty cards assigned: "
            f"{shown} still to assign.")


def _check_points(points: list[int], setup: HandSetup, seats: int) -> list[int]:
    count = len(setup.participants)
    if len(points) != count:
        raise RuleError(f"Give {count} points, one for each player in this hand "
                        f"(got {len(points)}).", "points")
    if sum(points) != setup.penalty_total:
        raise RuleError(f"The points add up to {sum(points)}, but this hand has "
                        f"{setup.penalty_total} points in play.", "points")
    cards = [setup.values[c] for c in setup.penalty_cards]
    if min(cards, default=0) >= 0 and min(points, default=0) < 0:
        raise RuleError("Points cannot be negative: this game has no bonus cards.", "points")
    if not can_split(cards, points):
        raise RuleError("No way of sharing out this hand's penalty cards gives these points: "
                        "check each player's count.", "points")
    per_seat = [0] * seats
    for seat, p in zip(setup.participants, points):
        per_seat[seat] = p
    return per_seat
