"""Reading a compendium deal's fields as the table reports them (contracts.py): tricks
and card counts per seat, the winner of each named trick, the going-out order, the one
left holding cards, the trump suit ("NT": no trumps) and the card turned up for it,
the contract a chooser named, the doubles (doubles.py) and a capot announced. Shape
errors only: contract_entry.py checks them against the deal.

Doubles come two ways: as the table speaks them, calls (`{"by", "call", "of"}`: "double",
"redouble", or Barbu's "maximum" without `of`), or as the pairs of old (`{"by", "of",
"redoubled"}`). A list of pairs alone is kept as pairs and stored as before, so an old
client's retry still matches its first write (idempotency.py); a call anywhere makes the
whole list calls (a pair is its double and, redoubled, the redouble)."""
from .cards import parse_card
from .errors import RuleError
from .numbers import whole

CONTRACT_FIELDS = ("tricks", "counts", "winners", "order", "trump", "contract", "doubles",
                   "last_out", "turn_up", "capot", "calls")
TRUMPS = ("C", "D", "H", "S", "NT")
CALLS = ("double", "redouble", "maximum")


def seat(key, seats: int, field: str) -> int:
    """A seat number as posted (a number or its digits), or RuleError."""
    number = whole(key, 0, seats - 1, text=True)  # a JSON object's keys are text
    if number is None:
        text = str(key) if isinstance(key, (str, int)) and not isinstance(key, bool) else "?"
        raise RuleError("not_a_seat", field, seat=text, seats=seats)
    return number


def read_contract_fields(body: dict, seats: int) -> dict:
    """The compendium fields of a posted body, read (None where not given)."""
    trump = body.get("trump")
    if trump is not None and trump not in TRUMPS:
        raise RuleError("trump_not_a_suit", "trump")
    last, turn_up = body.get("last_out"), body.get("turn_up")
    doubles, said = _read_doubles(body.get("doubles"), seats, "doubles"), None
    if doubles is not None and any(kind == "call" for kind, _double in doubles):
        doubles, said = None, doubles
    calls = _read_doubles(body.get("calls"), seats, "calls")
    if said is not None or calls is not None:  # (`calls` may come beside today's pairs)
        said = [call for kind, double in (said or []) + (calls or [])
                for call in (pair_calls(double) if kind == "pair" else [double])]
    return {"tricks": _read_numbers(body.get("tricks"), "tricks"),
            "counts": _read_numbers(body.get("counts"), "counts"),
            "winners": _read_winners(body.get("winners"), seats),
            "order": _read_order(body.get("order"), seats), "trump": trump,
            "contract": _read_contract(body.get("contract")),
            "doubles": None if doubles is None else [pair for _kind, pair in doubles],
            "calls": said,
            "last_out": None if last is None else seat(last, seats, "last_out"),
            "turn_up": None if turn_up is None else parse_card(turn_up, "turn_up"),
            "capot": _read_capot(body.get("capot"), seats)}


def stored_contract_fields(stored: dict) -> dict:
    """The compendium fields as Entry.to_json stored them (read once when written)."""
    winners, doubles, calls = stored.get("winners"), stored.get("doubles"), stored.get("calls")
    return {"tricks": stored.get("tricks"), "counts": stored.get("counts"),
            "winners": None if winners is None else {int(n): s for n, s in winners.items()},
            "order": stored.get("order"), "trump": stored.get("trump"),
            "contract": stored.get("contract"),
            "doubles": None if doubles is None else [(d["by"], d["of"], d["redoubled"])
                                                     for d in doubles],
            "last_out": stored.get("last_out"), "turn_up": stored.get("turn_up"),
            "capot": stored.get("capot"),
            "calls": None if calls is None else [(c["by"], c["call"], c.get("of"))
                                                 for c in calls]}


def _read_numbers(numbers, field: str):
    """Tricks or card counts: whole numbers from 0, one per seat (contract_entry.py
    checks how many and their sum)."""
    if numbers is None:
        return None
    if not isinstance(numbers, list) or not all(
            whole(n, 0, 99) is not None for n in numbers):
        raise RuleError("counts_not_numbers", field, what=field)
    return numbers


def _read_winners(winners, seats: int):
    """Trick number -> the seat that won it."""
    if winners is None:
        return None
    if not isinstance(winners, dict):
        raise RuleError("winners_not_tricks_to_seats", "winners")
    read = {}
    for number, who in winners.items():
        text = str(number)
        if isinstance(number, bool) or not (text.isascii() and text.isdigit()) or len(text) > 2:
            raise RuleError("winners_not_tricks_to_seats", "winners")
        if int(text) in read:  # "7" and "07": one trick named twice
            raise RuleError("winners_not_tricks_to_seats", "winners")
        read[int(text)] = seat(who, seats, "winners")
    return read


def _read_order(order, seats: int):
    if order is None:
        return None
    if not isinstance(order, list):
        raise RuleError("order_not_seats", "order")
    return [seat(who, seats, "order") for who in order]


def _read_contract(contract):
    """A contract's code, as the state names it ("no-queens"; contract_entry.py checks
    that the declarer may choose it)."""
    if contract is None:
        return None
    if not isinstance(contract, str) or not 0 < len(contract) <= 40:
        raise RuleError("contract_not_a_name", "contract")
    return contract


def _read_doubles(doubles, seats: int, field: str):
    """Each double of a list, read: ("call", (by, call, of)) or ("pair", (by, of,
    redoubled)); doubles.py checks that the table could have made them."""
    if doubles is None:
        return None
    if not isinstance(doubles, list) or not all(isinstance(d, dict) for d in doubles):
        raise RuleError("doubles_not_pairs", field)
    return [_read_call(double, seats, field) if "call" in double
            else _read_pair(double, seats, field) for double in doubles]


def _read_pair(double: dict, seats: int, field: str):
    """{"by": seat, "of": seat, "redoubled": bool}: who doubled whom, and whether `of`
    redoubled."""
    if set(double) - {"by", "of", "redoubled"} or "by" not in double or "of" not in double \
            or not isinstance(double.get("redoubled", False), bool):
        raise RuleError("doubles_not_pairs", field)
    return "pair", (seat(double["by"], seats, field), seat(double["of"], seats, field),
                    double.get("redoubled", False))


def _read_call(double: dict, seats: int, field: str):
    """{"by": seat, "call": "double" | "redouble", "of": seat}, or {"by": seat, "call":
    "maximum"} (Barbu: every player `by` may double)."""
    call = double["call"]
    needs = {"by", "call"} | ({"of"} if call != "maximum" else set())
    if not isinstance(call, str) or call not in CALLS or set(double) != needs:
        raise RuleError("doubles_not_pairs", field)
    of = None if call == "maximum" else seat(double["of"], seats, field)
    return "call", (seat(double["by"], seats, field), call, of)


def pair_calls(pair) -> list[tuple]:
    """A pair said as calls: its double, and its redouble by the one doubled."""
    by, of, redoubled = pair
    return [(by, "double", of)] + ([(of, "redouble", by)] if redoubled else [])


def _read_capot(capot, seats: int):
    """{"by": seat, "made": bool}: who announced a capot and whether they made it."""
    if capot is None:
        return None
    if not isinstance(capot, dict) or set(capot) != {"by", "made"} \
            or not isinstance(capot["made"], bool):
        raise RuleError("capot_not_by_and_made", "capot")
    return {"by": seat(capot["by"], seats, "capot"), "made": capot["made"]}
