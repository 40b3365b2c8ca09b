"""A game's played hands as the engine reads them: a list, or a sequence that keeps them
by column and makes each when it is read (the game store's, for long games). Such a
sequence offers `prefix`, `totals_by_seat` and `kinds`, so that these reads make no
hand; a list is read hand by hand."""


def prefix(hands, count: int):
    """The first `count` hands."""
    return hands.prefix(count) if hasattr(hands, "prefix") else hands[:count]


def totals_by_seat(hands, seats: int) -> list[list[int]]:
    """Each seat's running totals after hand 1, 2, ... (read, never to be changed)."""
    if hasattr(hands, "totals_by_seat"):
        return hands.totals_by_seat()
    return [[hand.totals[seat] for hand in hands] for seat in range(seats)]


def hand_kinds(hands) -> list[str]:
    """Every hand's kind."""
    return hands.kinds() if hasattr(hands, "kinds") else [hand.kind for hand in hands]
