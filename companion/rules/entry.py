"""Reading a hand as the table reports it, and refusing what cannot be read (taken.py
checks it against the deal)."""
from dataclasses import dataclass

from .cards import parse_card
from .errors import RuleError

KINDS = ("normal", "misdeal", "replay", "tiebreak")
MOON_CHOICES = ("others", "self", "reset", "double")
MOST_POINTS = 10000  # far above any deal (two decks of Black Lady: 408)
# The compendium games' fields (contracts.py): tricks and card counts per seat, the
# winner of each named trick, the going-out order, the trump suit ("NT": no trumps), the
# contract a declarer chose and the doubles (doubles.py).
CONTRACT_FIELDS = ("tricks", "counts", "winners", "order", "trump", "contract", "doubles")
FIELDS = ("captured", "points", "moon_choice", "reneges", "kind", "sun") + CONTRACT_FIELDS
TRUMPS = ("C", "D", "H", "S", "NT")


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
            stored["winners"] = {str(n): seat for n, seat in self.winners.items()}
        if self.doubles is not None:
            stored["doubles"] = [{"by": by, "of": of, "redoubled": again}
                                 for by, of, again in self.doubles]
        return stored

    @classmethod
    def from_json(cls, stored: dict) -> "Entry":
        """An entry as `to_json` stored it: read once when it was written, so its shape
        is known and it is not read again (a fold of a long game reads every hand)."""
        captured = stored.get("captured")  # (rows of older versions may leave out a field)
        winners = stored.get("winners")
        return cls(stored.get("kind") or "normal", None if captured is None else {
            int(seat): cards for seat, cards in captured.items()}, stored.get("points"),
            stored.get("moon_choice"), tuple(stored.get("reneges") or ()),
            bool(stored.get("sun")), stored.get("tricks"), stored.get("counts"),
            None if winners is None else {int(n): seat for n, seat in winners.items()},
            stored.get("order"), stored.get("trump"), stored.get("contract"),
            _stored_doubles(stored.get("doubles")))


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
    trump = body.get("trump")
    if trump is not None and trump not in TRUMPS:
        raise RuleError("trump_not_a_suit", "trump")
    return Entry(kind, _read_captured(body.get("captured"), seats),
                 _read_points(body.get("points")), choice,
                 _read_reneges(body.get("reneges"), seats), bool(sun),
                 _read_numbers(body.get("tricks"), "tricks"),
                 _read_numbers(body.get("counts"), "counts"),
                 _read_winners(body.get("winners"), seats), _read_order(body.get("order"), seats),
                 trump, _read_contract(body.get("contract")),
                 _read_doubles(body.get("doubles"), seats))


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


def _read_numbers(numbers, field: str):
    """Tricks or card counts: whole numbers from 0, one per seat (contract_entry.py
    checks how many and their sum)."""
    if numbers is None:
        return None
    if not isinstance(numbers, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 99 for n in numbers):
        raise RuleError("counts_not_numbers", field, what=field)
    return numbers


def _read_winners(winners, seats: int):
    """Trick number -> the seat that won it."""
    if winners is None:
        return None
    if not isinstance(winners, dict):
        raise RuleError("winners_not_tricks_to_seats", "winners")
    read = {}
    for number, seat in winners.items():
        text = str(number)
        if isinstance(number, bool) or not (text.isascii() and text.isdigit()) or len(text) > 2:
            raise RuleError("winners_not_tricks_to_seats", "winners")
        if int(text) in read:  # "7" and "07": one trick named twice
            raise RuleError("winners_not_tricks_to_seats", "winners")
        read[int(text)] = _seat(seat, seats, "winners")
    return read


def _read_order(order, seats: int):
    if order is None:
        return None
    if not isinstance(order, list):
        raise RuleError("order_not_seats", "order")
    return [_seat(seat, seats, "order") for seat in order]


def _read_contract(contract):
    """A contract's code, as the state names it ("no-queens"; contract_entry.py checks
    that the declarer may choose it)."""
    if contract is None:
        return None
    if not isinstance(contract, str) or not 0 < len(contract) <= 40:
        raise RuleError("contract_not_a_name", "contract")
    return contract


def _read_doubles(doubles, seats: int):
    """[{"by": seat, "of": seat, "redoubled": bool}]: who doubled whom (doubles.py checks
    that the table could)."""
    if doubles is None:
        return None
    if not isinstance(doubles, list) or not all(isinstance(d, dict) for d in doubles):
        raise RuleError("doubles_not_pairs", "doubles")
    read = []
    for double in doubles:
        if set(double) - {"by", "of", "redoubled"} or "by" not in double or "of" not in double \
                or not isinstance(double.get("redoubled", False), bool):
            raise RuleError("doubles_not_pairs", "doubles")
        read.append((_seat(double["by"], seats, "doubles"), _seat(double["of"], seats, "doubles"),
                     double.get("redoubled", False)))
    return read


def _stored_doubles(stored):
    return None if stored is None else [(d["by"], d["of"], d["redoubled"]) for d in stored]
