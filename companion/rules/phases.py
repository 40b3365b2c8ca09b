"""Dutch Hartenjagen's two phases (RULES-national 2.4), the end rule "turn": each player
adds the points taken until, after a deal, some total reaches the turn score; from the
next deal everyone takes them off, and after a deal in which a total is 0 or less the
game ends (the lowest total wins).

The phase of a deal comes from the fold (game.py keeps when the turn came); a deal
counting down knows no moon: what the shooter took comes off like any other points.
Options: `turn_score` (50), `turn_cap` (totals at or over it come down to it at the
turn), `turn_end` ("zero": 0 or less; "exact": exactly 0, a total below bounces back).
"""
UP, DOWN = 1, 2  # counting up to the turn score, counting down to 0 (0: no phases)


def phase_of(options: dict, turned: int | None, kind: str) -> int:
    """The phase of the next deal: none without the turn rule or in a tie-break."""
    if options["end_rule"] != "turn" or kind == "tiebreak":
        return 0
    return UP if turned is None else DOWN


def phased_totals(options: dict, phase: int, totals: list[int]) -> tuple[list[int], bool]:
    """The totals after a deal of this phase, and whether the turn came with it: at the
    turn the totals may be capped; counting down to exactly 0, a total below bounces."""
    if phase == UP and max(totals) >= options["turn_score"]:
        if options["turn_cap"]:
            totals = [min(total, options["turn_score"]) for total in totals]
        return totals, True
    if phase == DOWN and options["turn_end"] == "exact":
        return [-total if total < 0 else total for total in totals], False
    return totals, False


def turn_ends(phase: int, totals: list[int]) -> bool:
    """Does a deal of this phase end the game? Only counting down, when a total is 0 or
    less (a total of 0 while counting up is no win)."""
    return phase == DOWN and min(totals) <= 0
