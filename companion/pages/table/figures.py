"""The game in figures: what each player did in a finished game (moons, Q♠ taken, points
a hand, their worst hand), shown under the final standings of every game, a lone one
too; a group adds the same figures up over its games (companion/groups/stats.py)."""
from dataclasses import dataclass

from ...rules.figures import points_a_hand, seat_figures


@dataclass(frozen=True)
class FigureRow:
    name: str
    hands: int
    moons: int
    queens: int | None  # None where no hand was entered as cards
    per_hand: float | None
    worst: list | None  # [score, hand number]


@dataclass(frozen=True)
class Figures:
    rows: list[FigureRow]
    moons: bool  # a column for the moons: the game may have one
    queens: bool  # a column for the Q♠: some hand was entered as cards


def game_figures(state, ranking) -> Figures:
    """The figures in the standings' order (`ranking`: rows with a seat), then any seat
    the standings leave out (a team's second player)."""
    seats = seat_figures(state)
    order = [row.seat for row in ranking]
    order += [seat for seat in range(len(seats)) if seat not in order]
    rows = [FigureRow(state.players[seat], f["hands"], f["moons"],
                      f["queens"] if f["card_hands"] else None, points_a_hand(f), f["worst"])
            for seat, f in ((seat, seats[seat]) for seat in order)]
    moons = state.options.get("moon", "none") != "none" or any(r.moons for r in rows)
    return Figures(rows, moons, any(r.queens is not None for r in rows))
