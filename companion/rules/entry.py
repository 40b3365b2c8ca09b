"""Reading a hand as the table reports it, and refusing what cannot be read (taken.py
checks it against the deal)."""
from dataclasses import dataclass

from .cards import parse_card
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
        raise RuleError("hand_not_object")
    for key in body:
        if key not in FIELDS:
            raise RuleError("not_part_of_hand", str(key)[:40], key=str(key))
    kind = body.get("kind")
    kind = "normal" if kind in (None, "") else kind  # not `or`: false or 0 is not a kind
    if kind not in KINDS:
        raise RuleError("hand_kind_unknown", "kind", kind=kind)
    if kind == "tiebreak":
        kind = "normal"  # the game decides whether a hand is a tie-break
    choice = body.get("moon_choice")
    if choice is not None and choice not in MOON_CHOICES:
        raise RuleError("moon_choice_unknown", "moon_choice", choice=choice)
    sun = body.get("sun")
    if sun is not None and not isinstance(sun, bool):
        raise RuleError("sun_not_true_or_false", "sun")
    return Entry(kind, _read_captured(body.get("captured"), seats),
                 _read_points(body.get("points")), choice, _read_reneges(body.get("reneges"), seats),
                 bool(sun))


def _seat(key, seats: int, field: str) -> int:
    text = str(key) if isinstance(key, (str, int)) and not isinstance(key, bool) else "?"
    # ASCII digits only, and few: int() refuses "²" and numbers of over 4300 digits.
    if (isinstance(key, bool) or not (text.isascii() and text.isdigit()) or len(text) > 4
            or int(text) >= seats):
        raise RuleError("not_a_seat", field, seat=text, seats=seats)
    return int(text)


def _read_captured(captured, seats: int):
    if captured is None:
        return None
    if not isinstance(captured, dict):
        raise RuleError("captured_not_seats_to_cards", "captured")
    result = {}
    for key, cards in captured.items():
        seat = _seat(key, seats, "captured")
        if not isinstance(cards, list):
            raise RuleError("captured_not_seats_to_cards", "captured")
        result[seat] = result.get(seat, []) + [parse_card(c) for c in cards]
    return result


def _read_points(points):
    if points is None:
        return None
    if not isinstance(points, list) or not all(
            isinstance(p, int) and not isinstance(p, bool) for p in points):
        raise RuleError("points_not_whole_numbers", "points")
    if any(abs(p) > MOST_POINTS for p in points):  # no deal comes near; keeps messages short
        raise RuleError("points_too_far", "points", most=MOST_POINTS)
    return points


def _read_reneges(reneges, seats: int):
    if reneges is None:
        return ()
    if not isinstance(reneges, list):
        raise RuleError("reneges_not_seats", "reneges")
    return tuple(_seat(s, seats, "reneges") for s in reneges)
