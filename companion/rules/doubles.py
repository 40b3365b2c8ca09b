"""Doubling in a compendium deal (RULES-national 4.4 for Barbu, 3.3 for Bonken): who may
double whom, and what a double moves.

The others speak in turn from the declarer's (the chooser's) left, the declarer last. A
player may double any other, except in Barbu's positive contracts, where only the
declarer may be doubled; the declarer cannot double, only redouble. A doubled player
redoubles the one who doubled them when their own turn comes, so only a player
speaking after the doubler (or the declarer) can.
A pair is settled once, at its level: the difference of the two deal scores, once or
twice, moves from the worse to the better, so the deal still adds up to its total.
"""
from .errors import RuleError
from .games import family_of


def speaking_order(declarer: int, seats: int) -> list[int]:
    """Who speaks in turn, from the declarer's left: the declarer last."""
    return [(declarer + 1 + i) % seats for i in range(seats)]


def check_doubles(doubles, declarer: int, declarer_only: bool, names: list[str]) -> None:
    """Refuse a double the table could not have made (a code with the names it is about)."""
    speaking = speaking_order(declarer, len(names))
    pairs = set()
    for by, of, redoubled in doubles:
        if by == of:
            raise RuleError("double_of_oneself", "doubles", name=names[by])
        if by == declarer:
            raise RuleError("declarer_cannot_double", "doubles", name=names[by])
        if declarer_only and of != declarer:
            raise RuleError("double_only_declarer", "doubles", name=names[of],
                            declarer=names[declarer])
        pair = frozenset((by, of))
        if pair in pairs:
            raise RuleError("pair_doubled_twice", "doubles", name=names[by], other=names[of])
        pairs.add(pair)
        if redoubled and speaking.index(of) < speaking.index(by):
            raise RuleError("redouble_after_speaking", "doubles", name=names[of],
                            other=names[by])


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
            for by, of, _again in hand.entry.doubles or ():
                made[by] += of == setup.chooser
    return [(seat, owed - made[seat], len(setup.choices))
            for seat in setup.participants
            if seat != setup.chooser and made[seat] < owed]
