"""The games whose match is a fixed list of contracts, one per deal (RULES-national 1.2,
5.4): Kierki, its short scale, Herzeln. Signed scores; the highest total wins, unless the
game's declaration says a form of it counts its penalties up (`lowest_wins`)."""
from typing import Callable

from .family import Family

# The compendium games take none of the penalty games' options but the renege penalty
# (a renege replays the deal, at that cost: 0 unless the table says otherwise).
COMPENDIUM_TAKES = ("renege_penalty",)


class Scheduled(Family):
    by_contract = True
    takes = COMPENDIUM_TAKES
    figures = ("contracts",)
    sheet = "schedule"

    def __init__(self, schedule: Callable[[dict, int], list],
                 lowest_wins: Callable[[dict], bool] = lambda options: False):
        self.schedule = schedule  # (options, seats) -> the match's contracts in order
        self.lowest_wins = lowest_wins

    def highest_wins(self, options: dict) -> bool:
        return not self.lowest_wins(options)

    def contracts(self, options: dict, seats: int) -> list:
        return self.schedule(options, seats)

    def match_length(self, options: dict, seats: int) -> int:
        return len(self.schedule(options, seats))

    def dress(self, setup, options: dict, seats: int, rotation: int, named) -> None:
        contracts = self.schedule(options, seats)
        if rotation < len(contracts):
            setup.contract, setup.deal, setup.deals = contracts[rotation], rotation + 1, \
                len(contracts)
            setup.trump_chooser = setup.dealer if setup.contract.trumps else None
