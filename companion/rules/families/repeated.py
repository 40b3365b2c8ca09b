"""The small Hearts-family games (RULES-national section 5): one contract played every
deal until a total reaches the end score, not a schedule. A game's points count up (the
lowest total wins) unless its declaration says it is a positive game (Knaves)."""
from typing import Callable

from ..errors import RuleError
from .family import Family
from .scheduled import COMPENDIUM_TAKES

# A small game plays to an end score, so its end is the table's to choose; but the turn
# rule counts penalty cards up then down, and a tie-break deal is played by the tied
# players alone, which these games' deals cannot be.
SMALL_TAKES = COMPENDIUM_TAKES + ("end_rule", "end_score", "end_hands", "time_limit_minutes",
                                  "tie")
SMALL_CHOICES = {"end_rule": ("reach", "over", "hands", "time", "open"),
                 "tie": ("draw", "play-on")}


class Repeated(Family):
    by_contract = True
    takes = SMALL_TAKES
    figures = ("contracts",)

    def __init__(self, contract: Callable[[dict], object], highest: bool = False):
        self.contract = contract  # options -> the contract every deal plays
        self.highest = highest
        self.has_loser = not highest  # its points count up: the first to the end loses

    def highest_wins(self, options: dict) -> bool:
        return self.highest

    def contracts(self, options: dict, seats: int) -> list:
        return [self.contract(options)]

    def dress(self, setup, options: dict, seats: int, rotation: int, named) -> None:
        setup.contract, setup.deal = self.contract(options), rotation + 1

    def check(self, options: dict, seats: int, setup_for) -> None:
        """Refuse a general option's value a small game cannot be played with."""
        for option, allowed in SMALL_CHOICES.items():
            if options[option] not in allowed:
                raise RuleError("option_not_a_choice", option, option=option, values=allowed)
