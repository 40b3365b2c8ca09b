"""The compendium games whose chooser names each deal's contract from a menu (RULES-national
sections 3 and 4): Barbu, where each declarer names each of seven contracts once, and
Bonken, where the dealer's left-hand player chooses and a contract once played is gone
for the whole match. What the chooser may still name follows from the contracts named so
far, read off the hands (game.named_by_seat), so an undo or a correction follows too."""
from dataclasses import dataclass, replace
from typing import Callable

from .contracts import HEARTS, KINGS_JACKS, LAST, QUEENS, Contract, Part


def barbu(options: dict) -> list[Contract]:
    """Barbu's seven contracts (4.3, 52 cards): each declarer names each once, in the
    order they like. In its positive contracts only the declarer may be doubled (4.4)."""
    last_two = (Part("named", -10, tricks=(LAST - 1,)), Part("named", -20, tricks=(LAST,)))
    return [replace(deal, game="barbu") for deal in (
        Contract("no-tricks", (Part("tricks", -2),)),
        # the A♥ is −6: −2 as a heart and −4 more
        Contract("no-hearts", (Part("cards", -2, cards=HEARTS), Part("cards", -4, cards=("AH",)))),
        Contract("no-queens", (Part("cards", -6, cards=QUEENS),)),
        Contract("barbu", (Part("cards", -20, cards=("KH",)),)),
        Contract("no-last-two", last_two),
        Contract("trumps", (Part("tricks", 5),), trumps=True, declarer_doubled_only=True,
                 notes=(("declarer_names_trumps", 0),)),
        Contract("domino", (Part("order", places=(45, 20, 5, -5)),), declarer_doubled_only=True,
                 notes=(("domino_declarer_rank", 3),)))]


# Bonken's trump contracts (3.2): the contract names its suit, so the table names none.
BONKEN_TRUMPS = ("clubs", "diamonds", "hearts", "spades", "no-trumps")


def bonken(options: dict) -> list[Contract]:
    """Bonken's eight negative and five positive contracts (3.2, 52 cards, no trumps in
    the negatives); 12 are played, so one positive is left out. A match adds up to 0."""
    negatives = (
        Contract("no-king-of-hearts", (Part("cards", -100, cards=("KH",)),)),
        Contract("no-kings-jacks", (Part("cards", -25, cards=KINGS_JACKS),)),
        Contract("no-queens", (Part("cards", -45, cards=QUEENS),)),
        Contract("no-tricks", (Part("tricks", -10),)),
        Contract("no-hearts", (Part("cards", -10, cards=HEARTS),)),
        Contract("seventh-and-last", (Part("named", -50, tricks=(7, LAST)),)),
        Contract("last-trick", (Part("named", -100, tricks=(LAST,)),)),
        # rows from the eights until three are out; a double needs an ace or a two (3.3)
        Contract("domino", (Part("last", -100),),
                 notes=(("domino_from_eights", 3), ("double_needs_ace_or_two", 0))))
    positives = tuple(Contract(code, (Part("tricks", 20),)) for code in BONKEN_TRUMPS)
    return [replace(deal, game="bonken") for deal in negatives + positives]


@dataclass(frozen=True)
class Menu:
    """How a game's chooser names contracts: from which seat, how many deals each, and
    what a named contract takes away."""
    contracts: Callable[[dict], list[Contract]]
    chooser: int  # seats after the dealer: 0 the dealer (Barbu), 1 the dealer's left (Bonken)
    deals_each: int  # the deals each player chooses for
    once_in_match: bool  # a contract named is gone for everyone, not only for its chooser
    quota: tuple[int, int] | None = None  # the most negative and positive one chooser names
    doubles_owed: int = 0  # each other player doubles the declarer this often (Barbu)
    in_a_row: bool = False  # the dealer deals their deals in a row (Barbu, an option)
    notes: tuple[tuple[str, int], ...] = ()  # the reminders before the contract is named


MENUS = {
    "barbu": Menu(barbu, 0, 7, False, doubles_owed=2, in_a_row=True),
    "bonken": Menu(bonken, 1, 3, True, quota=(2, 1), notes=(("bonken_choosing", 0),)),
}


def menu_of(options: dict) -> Menu | None:
    return MENUS.get(options.get("contracts", "none"))


def menu(options: dict) -> list[Contract]:
    """The contracts a chooser chooses from (empty: the schedule says each deal's)."""
    rules = menu_of(options)
    return rules.contracts(options) if rules else []


def declarer_holds(options: dict) -> int:
    """How many deals in a row a dealer deals (Barbu: all seven of theirs, or one at a
    time with `barbu_rotation: every`)."""
    rules = menu_of(options)
    if rules and rules.in_a_row and options["barbu_rotation"] == "declarer":
        return rules.deals_each
    return 1


def menu_deals(options: dict, seats: int) -> int:
    rules = menu_of(options)
    return seats * rules.deals_each if rules else 0


def left_to(options: dict, chooser: int, named) -> tuple[Contract, ...]:
    """The contracts `chooser` may name, given `named` (per seat, the contracts each has
    named): not their own again, nor (Bonken) anyone's, nor beyond their quota."""
    rules = menu_of(options)
    gone = {code for codes in named for code in codes} if rules.once_in_match and named \
        else set(named[chooser] if named else ())
    contracts = menu(options)
    if rules.quota:
        mine = [c for c in contracts if named and c.code in named[chooser]]
        negative = sum(c.negative for c in mine)
        room = (negative < rules.quota[0], len(mine) - negative < rules.quota[1])
        contracts = [c for c in contracts if room[0 if c.negative else 1]]
    return tuple(c for c in contracts if c.code not in gone)
