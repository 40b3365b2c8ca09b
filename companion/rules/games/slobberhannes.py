"""Slobberhannes (RULES-national 5.2): 32 cards, the first and last tricks and the Q♣;
the first to the end score loses. A Polish book scores the Q♣ 2 and no bonus (an option)."""
from ..contracts import LAST, Contract, Part
from ..families import Repeated
from ..marks import N_, pgettext
from ..option import Option
from .declaration import SMALL, Game

SCORING = Option("slobberhannes_scoring", "choice", N_("Scoring"), form="more",
                 default="dutch", choices=(
                     ("dutch", N_("1 each for the first trick, the last trick and the Q♣; "
                                  "1 more for taking all three")),
                     ("polish", N_("1 each for the first and the last trick, 2 for the Q♣; "
                                   "no bonus"))))


def tricks_and_queen(options: dict) -> Contract:
    """1 for the first trick, 1 for the last, 1 for the Q♣, and one more when a single
    player took all three; or (Polish) the Q♣ 2 and no more."""
    if options["slobberhannes_scoring"] == "polish":
        return Contract("slobberhannes", (Part("named", 1, tricks=(1, LAST)),
                                          Part("cards", 2, cards=("QC",))))
    return Contract("slobberhannes", (Part("named", 1, tricks=(1, LAST)),
                                      Part("cards", 1, cards=("QC",)), Part("sweep", 1)))


GAME = Game(
    "slobberhannes", pgettext("game", "Slobberhannes"),
    N_("32 cards: 1 for the first trick, the last trick and the Q♣, one more for taking "
       "all three; the first to 10 loses."),
    (4, 4), Repeated(tricks_and_queen), options={**SMALL, "contracts": "slobberhannes"},
    own=(SCORING,))
