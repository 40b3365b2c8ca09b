"""The game in figures: what each player did in a finished game (moons, Q♠ taken, points
a hand, their worst hand), shown under the final standings of every game, a lone one
too; the same figures the API answers (formats/game_json.py), and a group adds up over
its games (companion/groups/stats.py)."""
from dataclasses import dataclass

from ...formats.game_json import figures_json


@dataclass(frozen=True)
class Figures:
    rows: list[dict]  # figures_json's, each with the seat's `name`
    moons: bool  # the moons shown: the game may have one
    queens: bool  # the Q♠ shown: some hand was entered as cards


def game_figures(state, ranking) -> Figures:
    """The figures in the standings' order (`ranking`: rows with a seat), then any seat
    the standings leave out (a team's second player)."""
    seats = figures_json(state)
    order = [row.seat for row in ranking]
    order += [seat for seat in range(len(seats)) if seat not in order]
    rows = [{**seats[seat], "name": state.players[seat]} for seat in order]
    moons = state.options["moon"] != "none" or any(r["moons"] for r in rows)
    return Figures(rows, moons, any(r["queens"] is not None for r in rows))
