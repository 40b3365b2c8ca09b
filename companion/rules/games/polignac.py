"""Polignac (RULES-national 5.1): the French jack game with 32 cards; the first to the end
score loses."""
from ..contracts import Contract, Part
from ..families import Repeated
from ..marks import N_, pgettext
from ..option import Option
from .declaration import SMALL, Game

# French tables play to the right (5.1): the deal, the lead and the play go round
# counter-clockwise.
DIRECTION = Option("direction", "choice", N_("Which way the play goes"), form="more",
                   default="clockwise", choices=(
                       ("clockwise", N_("Clockwise: the deal passes to the left")),
                       ("counter-clockwise", N_("Counter-clockwise, as French tables play: "
                                                "the deal passes to the right"))))


def jacks(options: dict) -> Contract:
    """The J♠ 2, the other jacks 1 (5 a deal); a capot announced before the first lead
    gives every other player 5 when made, the announcer 5 when not."""
    return Contract("polignac", (Part("cards", 2, cards=("JS",)),
                                 Part("cards", 1, cards=("JC", "JD", "JH"))), capot=5)


GAME = Game(
    "polignac", pgettext("game", "Polignac"),
    N_("The French jack game with 32 cards: the J♠ 2, the other jacks 1, a capot worth 5 "
       "to the others; the first to 10 loses."),
    (3, 6), Repeated(jacks), options={**SMALL, "contracts": "polignac"}, own=(DIRECTION,))
