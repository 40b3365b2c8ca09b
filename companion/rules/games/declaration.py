"""What a game's declaration holds (docs/DECISIONS.md, "A game is one declaration"):
everything true of one game, in one place, that every face derives from."""
from dataclasses import dataclass, field, replace

from ..families import Family, Penalty
from ..general import GENERAL
from ..option import Option

PENALTY = Penalty()

# What every compendium game shares (RULES-national 0): no passing, the eldest leads (a
# declarer, in Barbu), no moon, a renege replays the deal at no cost, the match ends
# after its schedule (`end_hands`, registry.scheduled), a tie is shared.
COMPENDIUM = {"pass": "none", "first_lead": "eldest", "first_trick": False,
              "hearts_broken": False, "moon": "none", "renege_penalty": 0,
              "end_rule": "hands", "tie": "draw"}

# The small games play to an end score; a shared best is shared (0.6)
SMALL = {**COMPENDIUM, "end_rule": "reach", "end_score": 10, "tie": "draw",
         "deck_prep": "piquet"}


@dataclass(frozen=True)
class Game:
    key: str  # the API's `ruleset`
    name: str  # English, marked with its context ("game") for the pages' catalogue
    blurb: str  # one line for the new-game list, marked (N_)
    players: tuple[int, int]  # the table sizes it is played at
    family: Family = PENALTY
    # What it plays otherwise than the registry's defaults (general.py), for every size
    options: dict = field(default_factory=dict, hash=False)
    # The options only it takes (several games may share one: Kierki's two scales)
    own: tuple[Option, ...] = ()
    for_three: dict = field(default_factory=dict, hash=False)  # more of them for three
    two_decks_from: int = 99  # the table size from which it is dealt from two decks

    @property
    def contracts(self) -> str:
        """The code of its contracts ("kierki"; "none" for a game of penalty cards): the
        stored options' link back to the declaration (games.family_of)."""
        return self.options.get("contracts", "none")

    @property
    def figures(self) -> tuple[str, ...]:
        """The figures that mean something in it ("moons", "queens", "contracts"): its
        family's, as the game's own figures count them (rules/figures.py)."""
        return self.family.figures

    def takes(self, option: Option) -> bool:
        """Does the option mean anything in this game: one of its own, or a general one
        its family takes?"""
        if option in self.own:
            return True
        general = self.family.takes
        return option.name in GENERAL and (general is None or option.name in general)


def named(language: str, names: dict[str, str], contracts) -> list:
    """The contracts with their own names in the game's language (`names`: code -> name)."""
    return [replace(c, own=names.get(c.code, c.own), language=language) for c in contracts]
