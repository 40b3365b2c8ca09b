"""The small Hearts-family games (RULES-national section 5): one contract played every
deal until a total reaches the end score, not a schedule. Polignac and Slobberhannes
count their penalties up (the lowest total wins); Knaves is a positive game (the
highest wins)."""
from dataclasses import dataclass, replace

from .contracts import LAST, Contract, Part
from .errors import RuleError

JACKS = ("JC", "JD", "JH", "JS")


def polignac(options: dict) -> Contract:
    """The J♠ 2, the other jacks 1 (5 a deal); a capot announced before the first lead
    gives every other player 5 when made, the announcer 5 when not (5.1)."""
    return Contract("polignac", (Part("cards", 2, cards=("JS",)),
                                 Part("cards", 1, cards=("JC", "JD", "JH"))), capot=5)


def slobberhannes(options: dict) -> Contract:
    """1 for the first trick, 1 for the last, 1 for the Q♣, and one more when a single
    player took all three (5.2)."""
    return Contract("slobberhannes", (Part("named", 1, tricks=(1, LAST)),
                                      Part("cards", 1, cards=("QC",)), Part("sweep", 1)))


def knaves(options: dict) -> Contract:
    """+1 a trick; the J♥ −4, J♦ −3, J♣ −2, J♠ −1; the last card turned up for trumps and
    not played, so a jack turned up counts for nobody (5.3)."""
    return Contract("knaves", (Part("tricks", 1), Part("cards", -4, cards=("JH",)),
                               Part("cards", -3, cards=("JD",)), Part("cards", -2, cards=("JC",)),
                               Part("cards", -1, cards=("JS",))), trumps=True, turn_up=True,
                    notes=(("trump_turned_up", 0), ("trump_not_obliged", 0)))


@dataclass(frozen=True)
class Repeated:
    contract: object  # options -> the contract every deal plays
    highest_wins: bool  # a positive game (Knaves); else its points count up


REPEATED = {"polignac": Repeated(polignac, False), "slobberhannes": Repeated(slobberhannes, False),
            "knaves": Repeated(knaves, True)}


def repeated(options: dict) -> Contract | None:
    """The contract every deal of a small game plays (None: not one of them)."""
    game = REPEATED.get(options.get("contracts", "none"))
    return replace(game.contract(options), game=options["contracts"]) if game else None


def counts_up(options: dict) -> bool:
    """Do this game's points count up, the lowest total winning (Polignac, Slobberhannes)?"""
    game = REPEATED.get(options.get("contracts", "none"))
    return bool(game) and not game.highest_wins


# What a small game may take of the general options (registry.SMALL_ALSO): the turn
# rule counts penalty cards up then down, and a tie-break deal is played by the tied
# players alone, which these games' deals cannot be.
SMALL_CHOICES = {"end_rule": ("reach", "over", "hands", "time", "open"),
                 "tie": ("draw", "play-on")}


def check_small(options: dict) -> None:
    """Refuse a general option's value a small game cannot be played with."""
    if options.get("contracts", "none") not in REPEATED:
        return
    for option, allowed in SMALL_CHOICES.items():
        if options[option] not in allowed:
            raise RuleError("option_not_a_choice", option, option=option, values=allowed)
