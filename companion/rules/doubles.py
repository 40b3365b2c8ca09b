"""Doubling in a compendium deal (RULES-national 4.4 for Barbu, 3.3 for Bonken): who may
double whom, and what a double moves.

The others speak in turn from the declarer's (the chooser's) left, the declarer last. A
player may double any other, except in Barbu's positive contracts, where only the
declarer may be doubled; the declarer cannot double, only redouble. A doubled player
redoubles the one who doubled them when their own turn comes, so only a player
speaking after the doubler (or the declarer) can.
A pair is settled once, at its level: the difference of the two deal scores, once or
twice, moves from the worse to the better, so the deal still adds up to its total.

The table's calls (a double, a redouble, Barbu's maximum) are made pairs here, in the
order the table speaks, and the pairs checked as above: one check whichever way a
client said them.
"""
from .compendium import contract_of
from .errors import RuleError
from .games import family_of


def speaking_order(declarer: int, seats: int) -> list[int]:
    """Who speaks in turn, from the declarer's left: the declarer last."""
    return [(declarer + 1 + i) % seats for i in range(seats)]


def check_doubles(doubles, declarer: int, declarer_only: bool, names: list[str],
                  field: str = "doubles") -> None:
    """Refuse a double the table could not have made (a code with the names it is about;
    `field`: the one the doubles were given in)."""
    speaking = speaking_order(declarer, len(names))
    pairs = set()
    for by, of, redoubled in doubles:
        if by == of:
            raise RuleError("double_of_oneself", field, name=names[by])
        if by == declarer:
            raise RuleError("declarer_cannot_double", field, name=names[by])
        if declarer_only and of != declarer:
            raise RuleError("double_only_declarer", field, name=names[of],
                            declarer=names[declarer])
        pair = frozenset((by, of))
        if pair in pairs:
            raise RuleError("pair_doubled_twice", field, name=names[by], other=names[of])
        pairs.add(pair)
        if redoubled and speaking.index(of) < speaking.index(by):
            raise RuleError("redouble_after_speaking", field, name=names[of],
                            other=names[by])


def said_pairs(calls, declarer: int, declarer_only: bool, seats: int) -> list[tuple]:
    """The pairs (by, of, redoubled) the calls make, in the order the table speaks. A
    redouble answers the double of the one it names, said or not (a lone redouble says
    both); a maximum doubles every player its caller may double (only the declarer, where
    only the declarer may be doubled) and redoubles those who doubled its caller before;
    the declarer's, who doubles nobody, redoubles every double of them."""
    speaking = speaking_order(declarer, seats)
    pairs: list[list] = []

    def redouble(doubler: int, doubled: int, lone: bool) -> None:
        pair = next((p for p in pairs if p[:2] == [doubler, doubled]), None)
        if pair is not None:
            pair[2] = True
        elif lone:  # (a pair the other way round is refused by check_doubles)
            pairs.append([doubler, doubled, True])

    for by, call, of in sorted(calls, key=lambda c: (c[1] == "redouble", speaking.index(c[0]))):
        if call == "double":
            pairs.append([by, of, False])
        elif call == "redouble":
            redouble(of, by, lone=True)
        elif by == declarer:
            for other in speaking[:-1]:
                redouble(other, by, lone=False)
        else:
            for other in ([declarer] if declarer_only else speaking):
                if any(p[:2] == [other, by] for p in pairs):
                    redouble(other, by, lone=False)
                elif other != by:
                    pairs.append([by, other, False])
    return [tuple(pair) for pair in pairs]


def hand_pairs(entry, setup) -> list[tuple] | None:
    """A chooser's deal's doubles as pairs: its calls made pairs, or the pairs given."""
    if entry.calls is None:
        return entry.doubles
    contract = contract_of(setup, entry)
    return said_pairs(entry.calls, setup.chooser,
                      bool(contract and contract.declarer_doubled_only), len(setup.participants))


def settled(scores: list[int], doubles) -> list[int]:
    """The deal's scores after its doubles: each pair's difference (of the scores before
    any double), once or twice, from the worse of the two to the better."""
    after = list(scores)
    for by, of, redoubled in doubles:
        moved = (scores[by] - scores[of]) * (2 if redoubled else 1)
        after[by] += moved
        after[of] -= moved
    return after


def owed_doubles(state) -> list[tuple[int, int, int]]:
    """Barbu's obligation (each other player doubles the declarer at least twice in their
    seven), before the next deal: (player, doubles still owed to the declarer, the
    declarer's deals left) for each other player who still owes some."""
    setup, owed = state.next_hand, family_of(state.options).doubles_owed
    if setup is None or not setup.choices or not owed:
        return []
    made = [0] * len(state.players)
    for hand in state.hands:
        if hand.setup.chooser == setup.chooser and hand.kind == "normal":
            for by, of, _again in hand_pairs(hand.entry, hand.setup) or ():
                made[by] += of == setup.chooser
    return [(seat, owed - made[seat], len(setup.choices))
            for seat in setup.participants
            if seat != setup.chooser and made[seat] < owed]
