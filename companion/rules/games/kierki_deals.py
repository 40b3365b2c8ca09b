"""Kierki's deals (RULES-national 1.2, 1.7): the schedule a match plays, from its
options and the table size; kierki.py declares the game."""
from dataclasses import replace

from ..contracts import HEARTS, KINGS_JACKS, LAST, QUEENS, Contract, Part

# Kierki's values, 4 players then 3 (1.2): per trick, heart, queen, king or jack, the
# K♥, a named trick; a trump trick; the first and second out in the loteryjka.
KIERKI_VALUES = {
    4: {"trick": -20, "heart": -20, "queen": -60, "king_jack": -30, "king_of_hearts": -150,
        "named": -75, "trump_trick": 25, "domino": (800, 500)},
    3: {"trick": -15, "heart": -20, "queen": -60, "king_jack": -30, "king_of_hearts": -140,
        "named": -70, "trump_trick": 25, "domino": (790, 485)},
}
# Deal 6 ("bez siódmej i ostatniej") and its documented readings (1.7): the tricks named.
DEAL6_TRICKS = {"7-last": (7, LAST), "last-two": (LAST - 1, LAST), "last": (LAST,),
                "3-7": (3, 7), "3-8": (3, 8), "6-last": (6, LAST)}
# The short scale (1.7, `kierki-short`, 4 players): its own deal 6 (the 6th and the last
# trick), trump tricks +5, a loteryjka played until three are out, scoring all four.
SHORT_VALUES = {"trick": -2, "heart": -2, "queen": -5, "king_jack": -3, "king_of_hearts": -16,
                "named": -9, "trump_trick": 5, "domino": (10, 5, -5, -10)}
SHORT_SERIES = 4  # a short match is four series of twelve deals
# The loteryjkas of a form without the robber played as four (three with 3 players) (1.7).
DOMINOES = {4: (200, 125), 3: (250, 175)}


def kierki(options: dict, seats: int) -> list[Contract]:
    """Rozgrywka (seven negative deals, the last all six at once), then odgrywka: one
    trump deal per player and the loteryjka (1.2); or a form of 1.7 (`kierki_form`)."""
    values = dict(KIERKI_VALUES[seats])
    if seats == 3 and options["three_trumps_20"]:
        values["trump_trick"] = 20
    form = options["kierki_form"]
    singles, robber, trumps, domino = deals(values, options["deal6_tricks"], seats,
                                            options["king_of_hearts_discard"])
    if form == "plain":  # "kierki zwykłe": the six deals, penalties counted up
        return [_counted_up(deal) for deal in singles]
    if form == "no-robber-trumps":
        return singles + [trumps] * seats
    if form == "no-robber-domino":
        return singles + [domino]
    if form == "no-robber-dominoes":
        return singles + [replace(domino, parts=(Part("order", places=DOMINOES[seats]),))] * seats
    return singles + [robber] + [trumps] * seats + [domino]


def kierki_short(options: dict, seats: int) -> list[Contract]:
    """The short scale: four series of the twelve deals, at its own values (1.7)."""
    singles, robber, trumps, domino = deals(SHORT_VALUES, "6-last", seats,
                                            options["king_of_hearts_discard"])
    return (singles + [robber] + [trumps] * seats + [domino]) * SHORT_SERIES


def deals(v: dict, deal6: str, seats: int, discard_king: bool):
    """(the six single deals, the robber, a trump deal, the loteryjka) at values `v`;
    deal 6 names the tricks of `deal6` (DEAL6_TRICKS), and its own name says them."""
    named = DEAL6_TRICKS[deal6]
    # The last trick alone is worth both penalties (1.7: 150, with three players 140).
    named_value = v["named"] * (2 if len(named) == 1 else 1)
    no_heart_lead = (("no_heart_lead", 0),)  # deals 2, 5 and 7 (1.5)
    singles = [
        Contract("no-tricks", (Part("tricks", v["trick"]),)),
        Contract("no-hearts", (Part("cards", v["heart"], cards=HEARTS),), notes=no_heart_lead),
        Contract("no-queens", (Part("cards", v["queen"], cards=QUEENS),)),
        Contract("no-kings-jacks", (Part("cards", v["king_jack"], cards=KINGS_JACKS),)),
        Contract("no-king-of-hearts", (Part("cards", v["king_of_hearts"], cards=("KH",)),),
                 notes=no_heart_lead + ((("discard_king_of_hearts", 0),) if discard_king
                                        else ())),
        # (the code stays the API's for every reading; the own name follows the option)
        Contract("seventh-and-last", (Part("named", named_value, tricks=named),),
                 own=DEAL6_NAMES[deal6]),
    ]
    robber = Contract("robber", tuple(part for deal in singles for part in deal.parts),
                      notes=no_heart_lead)
    # The dealer names trumps after seeing 5 cards (6 with three players) (1.3).
    trumps = Contract("trumps", (Part("tricks", v["trump_trick"]),), trumps=True,
                      notes=(("dealer_names_trumps", 5 if seats == 4 else 6),
                             ("trump_not_obliged", 0)))
    out = len(v["domino"]) if len(v["domino"]) < seats else seats - 1  # until that many out
    domino = Contract("domino", (Part("order", places=v["domino"]),),
                      notes=(("domino_from_eights", out),))
    return singles, robber, trumps, domino


# Deal 6's own name for each reading, as Polish tables say it
DEAL6_NAMES = {"7-last": "bez siódmej i ostatniej", "last-two": "bez dwóch ostatnich",
               "last": "bez ostatniej", "3-7": "bez trzeciej i siódmej",
               "3-8": "bez trzeciej i ósmej", "6-last": "bez szóstej i ostatniej"}


def _counted_up(deal: Contract) -> Contract:
    """A deal whose penalties count up (the lowest total wins)."""
    return replace(deal, parts=tuple(replace(part, value=-part.value) for part in deal.parts),
                   counted_up=True)
