"""Herzeln as Piatnik's booklet has it (RULES-national 5.4): eight tours in a fixed order
with the 32-card pack (24 cards for three), some scoring minus and some plus (the match
does not add up to 0). Its tours have no name of their own beyond what they are."""
from ..contracts import LAST, QUEENS, Contract, Part
from ..families import Scheduled
from ..marks import N_, pgettext
from .declaration import COMPENDIUM, Game


def tours(options: dict, seats: int) -> list[Contract]:
    hearts = tuple(Part("cards", value, cards=cards) for value, cards in (
        (-11, ("AH",)), (-10, ("TH",)), (-4, ("KH",)), (-3, ("QH",)), (-2, ("JH",)),
        (-1, ("9H", "8H", "7H"))))
    last = (LAST,)
    return [
        Contract("hearts-valued", hearts),
        Contract("tricks-plus", (Part("tricks", 10),)),
        Contract("no-tricks", (Part("tricks", -10),)),
        Contract("no-queens", (Part("cards", -20, cards=QUEENS),)),
        Contract("no-king-of-hearts", (Part("cards", -40, cards=("KH",)),)),
        Contract("last-trick-plus", (Part("named", 40, tricks=last),)),
        Contract("last-trick", (Part("named", -40, tricks=last),)),
        # the layout from the jacks: played until one is left
        Contract("domino", (Part("order", places=(0, -10, -20, -30)[:seats]),),
                 notes=(("domino_from_jacks", seats - 1),))]


GAME = Game(
    "herzeln", pgettext("game", "Herzeln (Piatnik)"),
    N_("The Austrian compendium with 32 cards: eight tours in turn, hearts by their value, "
       "tricks plus and minus, queens, the K♥, the last trick, the layout from the jacks; "
       "the highest total wins."),
    (3, 4), Scheduled(tours), options={**COMPENDIUM, "contracts": "herzeln",
                                       "deck_prep": "piquet"},
    for_three={"deck_prep": "short24"})  # 9 to ace, 8 each (5.4)
