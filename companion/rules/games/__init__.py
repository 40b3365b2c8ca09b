"""The games, each one declaration (declaration.Game), in the new-game list's order.

Adding a game: declare it in a module of its own here (its options, contracts and their
own names, its family) and list it below; give its words (the pages' catalogues) and
its tests. Nothing else names it: the registry, the forms, the words and the API
derive from the declaration.
"""
from ..families import Family
from . import barbu, bonken, hartenjagen, herzeln, kierki, knaves, penalty, polignac, \
    slobberhannes
from .declaration import PENALTY, Game

GAMES: dict[str, Game] = {game.key: game for game in (
    *penalty.GAMES, hartenjagen.GAME, kierki.GAME, herzeln.GAME, barbu.GAME, bonken.GAME,
    polignac.GAME, slobberhannes.GAME, knaves.GAME, kierki.SHORT)}

FIRST = next(iter(GAMES))  # the game the new-game form starts on: the first listed

# A stored game's options name its contracts ("kierki"; "none" for the penalty games):
# the link from the options back to the declaration.
_BY_CONTRACTS = {game.contracts: game for game in GAMES.values() if game.contracts != "none"}


def game_of(options: dict) -> Game | None:
    """The declaration whose contracts these options play (None: a game of penalty
    cards, whichever it is: they share one family)."""
    return _BY_CONTRACTS.get(options.get("contracts", "none"))


def family_of(options: dict) -> Family:
    """The family plug-in these options are played by (families/)."""
    game = game_of(options)
    return game.family if game else PENALTY


def highest_wins(options: dict) -> bool:
    """Does the highest total win (signed scores), or the lowest (penalty points)?"""
    return family_of(options).highest_wins(options)


def by_contract(options: dict) -> bool:
    """Do these options' deals score contracts (not penalty cards)?"""
    return family_of(options).by_contract


def figures_of(ruleset: str) -> tuple[str, ...]:
    """The figures that mean something in that game ("moons", "queens", "contracts")."""
    return GAMES[ruleset].figures if ruleset in GAMES else PENALTY.figures


__all__ = ["FIRST", "GAMES", "Game", "by_contract", "family_of", "figures_of", "game_of", "highest_wins"]
