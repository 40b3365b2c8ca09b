"""The schedules of the compendium games: which contract each deal of a match plays
(RULES-national sections 1.2 and 1.7). `schedule(options, seats)` is the whole match,
one contract per counted deal; a misdeal does not move it on (game.py counts deals)."""
from dataclasses import replace

from .contracts import HEARTS, KINGS_JACKS, LAST, QUEENS, Contract, Part
from .menus import menu_deals
from .small_games import counts_up

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
    singles, robber, trumps, domino = _deals(values, DEAL6_TRICKS[options["deal6_tricks"]],
                                             seats)
    if form == "plain":  # "kierki zwykłe": the six deals, penalties counted up
        deals = [_counted_up(deal) for deal in singles]
    elif form == "no-robber-trumps":
        deals = singles + [trumps] * seats
    elif form == "no-robber-domino":
        deals = singles + [domino]
    elif form == "no-robber-dominoes":
        deals = singles + [replace(domino, parts=(Part("order", places=DOMINOES[seats]),))] * seats
    else:
        deals = singles + [robber] + [trumps] * seats + [domino]
    return [replace(deal, game="kierki") for deal in deals]


def kierki_short(options: dict, seats: int) -> list[Contract]:
    """The short scale: four series of the twelve deals, at its own values (1.7)."""
    singles, robber, trumps, domino = _deals(SHORT_VALUES, (6, LAST), seats)
    series = singles + [robber] + [trumps] * seats + [domino]
    return [replace(deal, game="kierki") for deal in series * SHORT_SERIES]


def _deals(v: dict, named: tuple[int, ...], seats: int):
    """(the six single deals, the robber, a trump deal, the loteryjka) at values `v`."""
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
    out = len(v["domino"]) if len(v["domino"]) < seats else seats - 1  # until that many out
    domino = Contract("domino", (Part("order", places=v["domino"]),),
                      notes=(("domino_from_eights", out),))
    return singles, robber, trumps, domino


def _counted_up(deal: Contract) -> Contract:
    """A deal whose penalties count up (the lowest total wins)."""
    return replace(deal, parts=tuple(replace(part, value=-part.value) for part in deal.parts))


def herzeln(options: dict, seats: int) -> list[Contract]:
    """Herzeln as Piatnik's booklet has it (5.4): eight tours in a fixed order with the
    32-card pack (24 cards for three), some scoring minus and some plus (the match does
    not add up to 0)."""
    hearts = tuple(Part("cards", value, cards=cards) for value, cards in (
        (-11, ("AH",)), (-10, ("TH",)), (-4, ("KH",)), (-3, ("QH",)), (-2, ("JH",)),
        (-1, ("9H", "8H", "7H"))))
    last = (LAST,)
    return [replace(deal, game="herzeln") for deal in (
        Contract("hearts-valued", hearts),
        Contract("tricks-plus", (Part("tricks", 10),)),
        Contract("no-tricks", (Part("tricks", -10),)),
        Contract("no-queens", (Part("cards", -20, cards=QUEENS),)),
        Contract("no-king-of-hearts", (Part("cards", -40, cards=("KH",)),)),
        Contract("last-trick-plus", (Part("named", 40, tricks=last),)),
        Contract("last-trick", (Part("named", -40, tricks=last),)),
        # the layout from the jacks: played until one is left
        Contract("domino", (Part("order", places=(0, -10, -20, -30)[:seats]),),
                 notes=(("domino_from_jacks", seats - 1),)))]


SCHEDULES = {"kierki": kierki, "kierki-short": kierki_short, "herzeln": herzeln}


def match_length(options: dict, seats: int) -> int:
    """The counted deals a compendium match has: its schedule, or its choosers' deals."""
    return len(schedule(options, seats)) or menu_deals(options, seats)


def schedule(options: dict, seats: int) -> list[Contract]:
    """The match's contracts in order; empty for a game that is not a compendium."""
    made = SCHEDULES.get(options.get("contracts", "none"))
    return made(options, seats) if made else []


def plays_contracts(options: dict) -> bool:
    """Is this a compendium game (a schedule or a menu of contracts)?"""
    return options.get("contracts", "none") != "none"


def highest_wins(options: dict) -> bool:
    """Compendium games keep signed scores, and the highest total wins (0.2); "kierki
    zwykłe", Polignac and Slobberhannes count their penalties up, and the lowest wins."""
    return plays_contracts(options) and options.get("kierki_form") != "plain" \
        and not counts_up(options)
