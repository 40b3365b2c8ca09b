"""The families of games, as plug-ins the core calls (deal.py, game.py, scoring.py,
ending.py, options.py): how a deal is set up and scored, how long a match is, who wins.
A game's declaration (rules/games/) names its family and gives it the game's own data;
the core asks the family of a game's options (rules/games.family_of) and never which
family, or which game, it is.

- `Penalty` (penalty.py): every hand scores the penalty cards taken; moons, passing.
- `Scheduled` (scheduled.py): a fixed list of contracts, one per deal (Kierki, Herzeln).
- `Chosen` (chosen.py): a chooser names each deal's contract from a menu (Barbu, Bonken).
- `Repeated` (repeated.py): one contract every deal, to an end score (the small games).
"""
from .chosen import Chosen, Menu
from .family import Family
from .penalty import Penalty
from .repeated import Repeated
from .scheduled import Scheduled

__all__ = ["Chosen", "Family", "Menu", "Penalty", "Repeated", "Scheduled"]
