"""A chooser's deal on the entry form (Barbu, Bonken): the contract the declarer names, among
those left to them, then its questions (contract.py), and the doubles, pair by pair.

A pair is doubled once or twice whoever spoke first: the settlement is the same either
way (rules/doubles.py). The form sends each pair with the double the table could have
made: a player doubles the declarer, and of two others the first to speak doubles, so
the other (or the declarer, who speaks last) can redouble.
"""
from ...rules.doubles import speaking_order
from ...words import tr
from ...words.contracts import contract_name

LEVELS = ("", "1", "2")  # no double, doubled, redoubled


def chosen_contract(data, setup):
    """The contract named on the form, if it is one left to the declarer; the last one
    left needs no naming."""
    if len(setup.choices) == 1:
        return setup.choices[0]
    code = data.get("contract")
    return next((c for c in setup.choices if c.code == code), None)


def pairs(setup, contract) -> list[tuple[int, int]]:
    """(doubler, doubled) for every pair that may be doubled in this contract: only the
    declarer in Barbu's positive ones."""
    seats = setup.participants
    speaking = speaking_order(setup.chooser, len(seats))
    found = []
    for i, a in enumerate(speaking):
        for b in speaking[i + 1:]:
            if not contract.declarer_doubled_only or setup.chooser in (a, b):
                found.append((a, b))  # a speaks first (the declarer last): a doubles b
    return found


def read_doubles(data, setup, contract) -> dict[tuple[int, int], int]:
    """(doubler, doubled) -> 0, 1 or 2 (redoubled), as the form says."""
    read = {}
    for pair in pairs(setup, contract):
        given = data.get(double_key(pair), "")
        read[pair] = LEVELS.index(given) if given in LEVELS else 0
    return read


def double_key(pair) -> str:
    return f"double-{pair[0]}-{pair[1]}"


def doubles_body(doubles: dict) -> list[dict]:
    return [{"by": by, "of": of, "redoubled": level == 2}
            for (by, of), level in doubles.items() if level]


def choice_check(setup, contract, names) -> tuple[bool, str]:
    t = tr()
    if contract is None:
        return False, t.gettext("Which contract did %(name)s name?",
                                name=names[setup.chooser])
    return True, t.gettext("Contract: %(contract)s", contract=contract_name(contract))


def doubles_checks(doubles: dict, names) -> list[tuple[bool, str]]:
    t = tr()
    return [(True, t.gettext("%(name)s doubles %(other)s", name=names[by], other=names[of])
             if level == 1 else t.gettext("%(name)s doubles %(other)s, redoubled",
                                          name=names[by], other=names[of]))
            for (by, of), level in doubles.items() if level]
