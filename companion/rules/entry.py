"""Reading a hand as the table reports it, and refusing what cannot be read (taken.py
checks it against the deal)."""
from dataclasses import dataclass

from .cards import parse_card
from .entry_fields import CONTRACT_FIELDS, read_contract_fields, seat, stored_contract_fields
from .errors import RuleError

KINDS = ("normal", "misdeal", "replay", "tiebreak")
MOON_CHOICES = ("others", "self", "reset", "double")
MOST_POINTS = 10000  # far above any deal (two decks of Black Lady: 408)
FIELDS = ("captured", "points", "moon_choice", "reneges", "kind", "sun") + CONTRACT_FIELDS


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
    tricks: list[int] | None = None
    counts: list[int] | None = None
    winners: dict[int, int] | None = None
    order: list[int] | None = None
    trump: str | None = None
    contract: str | None = None
    doubles: list[tuple[int, int, bool]] | None = None  # (by, of, redoubled)
    last_out: int | None = None  # the player left holding cards (Bonken's domino)
    turn_up: str | None = None  # the card turned up for trumps (Knaves), when it counts
    capot: dict | None = None  # {"by": seat, "made": bool}: a capot announced (Polignac)
    calls: list[tuple[int, str, int | None]] | None = None  # (by, call, of): doubles said

    def given(self) -> list[str]:
        """The scoring fields this entry gives (cards, points and the contract fields)."""
        return [name for name in ("captured", "points") + CONTRACT_FIELDS
                if getattr(self, name) is not None]

    def to_json(self) -> dict:
        captured = None if self.captured is None else {
            str(s): cards for s, cards in self.captured.items()}
        stored = {"kind": self.kind, "captured": captured, "points": self.points,
                  "moon_choice": self.moon_choice, "reneges": list(self.reneges)}
        if self.sun:  # only when ticked: every other hand is stored as before
            stored["sun"] = True
        for name in CONTRACT_FIELDS:  # only a compendium deal's: the others as before
            if getattr(self, name) is not None:
                stored[name] = getattr(self, name)
        if self.winners is not None:
            stored["winners"] = {str(n): s for n, s in self.winners.items()}
        if self.doubles is not None:
            stored["doubles"] = [{"by": by, "of": of, "redoubled": again}
                                 for by, of, again in self.doubles]
        if self.calls is not None:
            stored["calls"] = calls_json(self.calls)
        return stored

    @classmethod
    def from_json(cls, stored: dict) -> "Entry":
        """An entry as `to_json` stored it: read once when it was written, so its shape
        is known and it is not read again (a fold of a long game reads every hand)."""
        captured = stored.get("captured")  # (rows of older versions may leave out a field)
        return cls(stored.get("kind") or "normal", None if captured is None else {
            int(s): cards for s, cards in captured.items()}, stored.get("points"),
            stored.get("moon_choice"), tuple(stored.get("reneges") or ()),
            bool(stored.get("sun")), **stored_contract_fields(stored))


def calls_json(calls) -> list[dict]:
    """Doubles as the table said them: {"by", "call", "of"}; a maximum has no `of`."""
    return [{"by": by, "call": call} | ({} if of is None else {"of": of})
            for by, call, of in calls]


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
                 _read_points(body.get("points")), choice,
                 _read_reneges(body.get("reneges"), seats), bool(sun),
                 **read_contract_fields(body, seats))


def _read_captured(captured, seats: int):
    if captured is None:
        return None
    if not isinstance(captured, dict):
        raise RuleError("captured_not_seats_to_cards", "captured")
    result = {}
    for key, cards in captured.items():
        at = seat(key, seats, "captured")
        if not isinstance(cards, list):
            raise RuleError("captured_not_seats_to_cards", "captured")
        result[at] = result.get(at, []) + [parse_card(c) for c in cards]
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
    return tuple(seat(s, seats, "reneges") for s in reneges)
