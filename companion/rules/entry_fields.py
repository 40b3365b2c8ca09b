"""Reading a compendium deal's fields as the table reports them (contracts.py): tricks
and card counts per seat, the winner of each named trick, the going-out order, the one
left holding cards, the trump suit ("NT": no trumps) and the card turned up for it,
the contract a chooser named, the doubles (doubles.py) and a capot announced. Shape
errors only: contract_entry.py checks them against the deal."""
from .cards import parse_card
from .errors import RuleError
from .numbers import whole

CONTRACT_FIELDS = ("tricks", "counts", "winners", "order", "trump", "contract", "doubles",
                   "last_out", "turn_up", "capot")
TRUMPS = ("C", "D", "H", "S", "NT")


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
    return {"tricks": _read_numbers(body.get("tricks"), "tricks"),
            "counts": _read_numbers(body.get("counts"), "counts"),
            "winners": _read_winners(body.get("winners"), seats),
            "order": _read_order(body.get("order"), seats), "trump": trump,
            "contract": _read_contract(body.get("contract")),
            "doubles": _read_doubles(body.get("doubles"), seats),
            "last_out": None if last is None else seat(last, seats, "last_out"),
            "turn_up": None if turn_up is None else parse_card(turn_up, "turn_up"),
            "capot": _read_capot(body.get("capot"), seats)}


def stored_contract_fields(stored: dict) -> dict:
    """The compendium fields as Entry.to_json stored them (read once when written)."""
    winners, doubles = stored.get("winners"), stored.get("doubles")
    return {"tricks": stored.get("tricks"), "counts": stored.get("counts"),
            "winners": None if winners is None else {int(n): s for n, s in winners.items()},
            "order": stored.get("order"), "trump": stored.get("trump"),
            "contract": stored.get("contract"),
            "doubles": None if doubles is None else [(d["by"], d["of"], d["redoubled"])
                                                     for d in doubles],
            "last_out": stored.get("last_out"), "turn_up": stored.get("turn_up"),
            "capot": stored.get("capot")}


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
        read.append((seat(double["by"], seats, "doubles"), seat(double["of"], seats, "doubles"),
                     double.get("redoubled", False)))
    return read


def _read_capot(capot, seats: int):
    """{"by": seat, "made": bool}: who announced a capot and whether they made it."""
    if capot is None:
        return None
    if not isinstance(capot, dict) or set(capot) != {"by", "made"} \
            or not isinstance(capot["made"], bool):
        raise RuleError("capot_not_by_and_made", "capot")
    return {"by": seat(capot["by"], seats, "capot"), "made": capot["made"]}
