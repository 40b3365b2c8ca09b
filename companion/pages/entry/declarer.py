"""A chooser's deal on the entry form (Barbu, Bonken): the contract the declarer names, among
those left to them, then its questions (contract.py), and the doubles, pair by pair.

Each pair is a row, the first of the two to speak first: no double, the first doubles
the other, the first doubles and the other (or the declarer, who speaks last) redoubles,
or the other doubles the first, who spoke already and cannot redouble. The settlement
is the same whoever doubled (rules/doubles.py), but the check line and the hand say who
did: the last chip is there so that a later speaker's double is not said as the first's.
"""
from ...rules.doubles import hand_pairs, speaking_order
from ...words import tr
from ...words.contracts import contract_name

LEVELS = ("", "1", "2", "3")  # no double, doubled, redoubled, doubled by the later one
BACK = 3


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


def doubles_back(setup, contract) -> set[tuple[int, int]]:
    """The pairs whose later speaker may double the first: not the declarer, who only
    redoubles (Barbu's positive contracts have no other pairs)."""
    return {pair for pair in pairs(setup, contract) if pair[1] != setup.chooser}


def read_doubles(data, setup, contract) -> dict[tuple[int, int], int]:
    """(first to speak, other) -> 0, 1 or 2 (the first doubled; the other redoubled), or
    BACK (the other doubled the first), as the form says."""
    read, back = {}, doubles_back(setup, contract)
    for pair in pairs(setup, contract):
        given = data.get(double_key(pair), "")
        level = LEVELS.index(given) if given in LEVELS else 0
        read[pair] = 0 if level == BACK and pair not in back else level
    return read


def form_levels(entry, setup, contract) -> dict[str, str]:
    """A saved deal's doubles as the form's answers (a correction opens with them)."""
    answers, asked = {}, pairs(setup, contract)
    for by, of, redoubled in hand_pairs(entry, setup) or ():
        if (by, of) in asked:
            answers[double_key((by, of))] = "2" if redoubled else "1"
        else:  # the later speaker doubled the first (who cannot have redoubled)
            answers[double_key((of, by))] = LEVELS[BACK]
    return answers


def double_key(pair) -> str:
    return f"double-{pair[0]}-{pair[1]}"


def doubles_body(doubles: dict) -> list[dict]:
    return [{"by": of, "of": by, "redoubled": False} if level == BACK
            else {"by": by, "of": of, "redoubled": level == 2}
            for (by, of), level in doubles.items() if level]


def choice_check(setup, contract, names) -> tuple[bool, str]:
    t = tr()
    if contract is None:
        return False, t.gettext("Which contract did %(name)s name?",
                                name=names[setup.chooser])
    return True, t.gettext("Contract: %(contract)s", contract=contract_name(contract))


def doubles_checks(doubles: dict, names) -> list[tuple[bool, str]]:
    """One check line a pair doubled, naming the one who doubled."""
    t = tr()
    return [(True, t.gettext("%(name)s doubles %(other)s, redoubled", name=names[by],
                             other=names[of]) if level == 2 else double_words(
                 (of, by) if level == BACK else (by, of), names))
            for (by, of), level in doubles.items() if level]


def double_words(pair, names) -> str:
    """"Bram doubles Anouk": the check line's words, and the chip's that says it."""
    return tr().gettext("%(name)s doubles %(other)s", name=names[pair[0]], other=names[pair[1]])
