"""Reading a hand as the table reports it, and refusing what cannot be right."""
from collections import Counter
from dataclasses import dataclass

from .cards import label, name, parse_card, sentence_start
from .checks import can_split
from .deal import HandSetup
from .errors import RuleError

KINDS = ("normal", "misdeal", "replay", "tiebreak")
MOON_CHOICES = ("others", "self", "reset", "double")
MOST_POINTS = 10000  # far above any deal (two decks of Black Lady: 408)
FIELDS = ("captured", "points", "moon_choice", "reneges", "kind", "sun")


@dataclass
class Entry:
    """A hand as reported: kind, captured cards or points, the moon choice, reneges, and
    whether the shooter won every trick (the sun: the table says so, the cards cannot)."""
    kind: str = "normal"
    captured: dict[int, list[str]] | None = None
    points: list[int] | None = None
    moon_choice: str | None = None
    reneges: tuple[int, ...] = ()
    sun: bool = False

    def to_json(self) -> dict:
        captured = None if self.captured is None else {
            str(s): cards for s, cards in self.captured.items()}
        stored = {"kind": self.kind, "captured": captured, "points": self.points,
                  "moon_choice": self.moon_choice, "reneges": list(self.reneges)}
        if self.sun:  # only when ticked: every other hand is stored as before
            stored["sun"] = True
        return stored

    @classmethod
    def from_json(cls, stored: dict) -> "Entry":
        """An entry as `to_json` stored it: read once when it was written, so its shape
        is known and it is not read again (a fold of a long game reads every hand)."""
        captured = stored.get("captured")  # (rows of older versions may leave out a field)
        return cls(stored.get("kind") or "normal", None if captured is None else {
            int(seat): cards for seat, cards in captured.items()}, stored.get("points"),
            stored.get("moon_choice"), tuple(stored.get("reneges") or ()),
            bool(stored.get("sun")))


def read_entry(body, seats: int) -> Entry:
    """Turn a posted or stored body into an Entry; shape errors only (no rules yet)."""
    if not isinstance(body, dict):
        raise RuleError("A hand must be an object with captured cards or points.")
    for key in body:
        if key not in FIELDS:
            raise RuleError(f"“{str(key)[:40]}” is not part of a hand.", str(key)[:40])
    kind = body.get("kind")
    kind = "normal" if kind in (None, "") else kind  # not `or`: false or 0 is not a kind
    if kind not in KINDS:
        raise RuleError("The kind of hand must be “normal”, “misdeal” or “replay”.", "kind")
    if kind == "tiebreak":
        kind = "normal"  # the game decides whether a hand is a tie-break
    choice = body.get("moon_choice")
    if choice is not None and choice not in MOON_CHOICES:
        raise RuleError("The moon choice must be “others”, “self”, “reset” or “double”.",
                        "moon_choice")
    sun = body.get("sun")
    if sun is not None and not isinstance(sun, bool):
        raise RuleError("“sun” must be true (the shooter won every trick) or false.", "sun")
    return Entry(kind, _read_captured(body.get("captured"), seats),
                 _read_points(body.get("points")), choice, _read_reneges(body.get("reneges"), seats),
                 bool(sun))


def _seat(key, seats: int, field: str) -> int:
    text = str(key) if isinstance(key, (str, int)) and not isinstance(key, bool) else "?"
    # ASCII digits only, and few: int() refuses "²" and numbers of over 4300 digits.
    if (isinstance(key, bool) or not (text.isascii() and text.isdigit()) or len(text) > 4
            or int(text) >= seats):
        raise RuleError(f"“{text[:10]}” is not a seat at this table (seats are 0 to {seats - 1}).",
                        field)
    return int(text)


def _read_captured(captured, seats: int):
    if captured is None:
        return None
    if not isinstance(captured, dict):
        raise RuleError("Captured cards must map each seat to a list of cards.", "captured")
    result = {}
    for key, cards in captured.items():
        seat = _seat(key, seats, "captured")
        if not isinstance(cards, list):
            raise RuleError("Captured cards must map each seat to a list of cards.", "captured")
        result[seat] = result.get(seat, []) + [parse_card(c) for c in cards]
    return result


def _read_points(points):
    if points is None:
        return None
    if not isinstance(points, list) or not all(
            isinstance(p, int) and not isinstance(p, bool) for p in points):
        raise RuleError("Points must be a list of whole numbers, one per player.", "points")
    if any(abs(p) > MOST_POINTS for p in points):  # no deal comes near; keeps messages short
        raise RuleError(f"Points must be whole numbers from −{MOST_POINTS} to {MOST_POINTS}.",
                        "points")
    return points


def _read_reneges(reneges, seats: int):
    if reneges is None:
        return ()
    if not isinstance(reneges, list):
        raise RuleError("Reneges must be a list of seats.", "reneges")
    return tuple(_seat(s, seats, "reneges") for s in reneges)


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
