"""The schedules of the compendium games: which contract each deal of a match plays
(RULES-national sections 1.2 and 1.7). `schedule(options, seats)` is the whole match,
one contract per counted deal; a misdeal does not move it on (game.py counts deals)."""
from dataclasses import replace

from .contracts import HEARTS, KINGS_JACKS, LAST, QUEENS, Contract, Part

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


def kierki(options: dict, seats: int) -> list[Contract]:
    """Rozgrywka (seven negative deals, the last all six at once), then odgrywka: one
    trump deal per player and the loteryjka (1.2)."""
    v = KIERKI_VALUES[seats]
    named = DEAL6_TRICKS[options["deal6_tricks"]]
    # The last trick alone is worth both penalties (1.7: 150, with three players 140).
    named_value = v["named"] * (2 if len(named) == 1 else 1)
    no_heart_lead = (("no_heart_lead", 0),)  # deals 2, 5 and 7 (1.5)
    singles = [
        Contract("no-tricks", (Part("tricks", v["trick"]),)),
        Contract("no-hearts", (Part("cards", v["heart"], cards=HEARTS),), notes=no_heart_lead),
        Contract("no-queens", (Part("cards", v["queen"], cards=QUEENS),)),
        Contract("no-kings-jacks", (Part("cards", v["king_jack"], cards=KINGS_JACKS),)),
        Contract("no-king-of-hearts", (Part("cards", v["king_of_hearts"], cards=("KH",)),),
                 notes=no_heart_lead + (("discard_king_of_hearts", 0),)),
        Contract("seventh-and-last", (Part("named", named_value, tricks=named),)),
    ]
    robber = Contract("robber", tuple(part for deal in singles for part in deal.parts),
                      notes=no_heart_lead)
    # The dealer names trumps after seeing 5 cards (6 with three players) (1.3).
    trumps = Contract("trumps", (Part("tricks", v["trump_trick"]),), trumps=True,
                      notes=(("dealer_names_trumps", 5 if seats == 4 else 6),
                             ("trump_not_obliged", 0)))
    domino = Contract("domino", (Part("order", places=v["domino"]),),
                      notes=(("domino_from_eights", 0),))
    return [replace(deal, game="kierki") for deal in singles + [robber] + [trumps] * seats
            + [domino]]


SCHEDULES = {"kierki": kierki}


def schedule(options: dict, seats: int) -> list[Contract]:
    """The match's contracts in order; empty for a game that is not a compendium."""
    made = SCHEDULES.get(options.get("contracts", "none"))
    return made(options, seats) if made else []


def highest_wins(options: dict) -> bool:
    """Compendium games keep signed scores, and the highest total wins (0.2)."""
    return options.get("contracts", "none") != "none"
