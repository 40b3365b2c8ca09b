"""The games whose chooser names each deal's contract from a menu (RULES-national
sections 3 and 4): Barbu, where each declarer names each of seven contracts once, and
Bonken, where the dealer's left-hand player chooses and a contract once played is gone
for the whole match. What the chooser may still name follows from the contracts named so
far, read off the hands (`named`), so an undo or a correction follows too."""
from dataclasses import dataclass
from typing import Callable

from .family import Family
from .scheduled import COMPENDIUM_TAKES


@dataclass(frozen=True)
class Menu:
    """How a game's chooser names contracts: from which seat, how many deals each, what a
    named contract takes away, and who leads."""
    contracts: Callable[[dict], list]  # options -> the contracts on the menu
    chooser: int  # seats after the dealer: 0 the dealer (Barbu), 1 the dealer's left (Bonken)
    deals_each: int  # the deals each player chooses for
    once_in_match: bool  # a contract named is gone for everyone, not only for its chooser
    quota: tuple[int, int] | None = None  # the most negative and positive one chooser names
    doubles_owed: int = 0  # each other player doubles the declarer this often (Barbu)
    # (options) -> does the dealer deal all their deals in a row (Barbu, an option)?
    in_a_row: Callable[[dict], bool] = lambda options: False
    # (options, chooser, dealer, seats) -> the seat that leads: the chooser by default
    leader: Callable[[dict, int, int, int], int] = lambda options, chooser, dealer, seats: \
        chooser
    notes: tuple[tuple[str, int], ...] = ()  # the reminders before the contract is named


class Chosen(Family):
    by_contract = True
    takes = COMPENDIUM_TAKES
    figures = ("contracts",)
    reads_hands = True

    def __init__(self, menu: Menu):
        self.menu = menu
        self.doubles_owed = menu.doubles_owed
        # Bonken's deals as played (the match sums to 0); Barbu's by declarer (a block
        # each, as every declarer names every contract)
        self.sheet = "played" if menu.once_in_match else "declarers"

    def highest_wins(self, options: dict) -> bool:
        return True

    def contracts(self, options: dict, seats: int) -> list:
        return self.menu.contracts(options)

    def match_length(self, options: dict, seats: int) -> int:
        return seats * self.menu.deals_each

    def dealer_rotation(self, options: dict, rotation: int) -> int:
        """A declarer who deals their deals in a row holds the deal that long."""
        return rotation // (self.menu.deals_each if self.menu.in_a_row(options) else 1)

    def named(self, state) -> list[list[str]]:
        named = [[] for _ in state.players]
        for hand in state.hands:
            if hand.setup.chooser is not None and hand.kind == "normal":
                named[hand.setup.chooser].append(hand.entry.contract)
        return [sorted(codes) for codes in named]

    def dress(self, setup, options: dict, seats: int, rotation: int, named) -> None:
        if rotation >= self.match_length(options, seats):
            return
        setup.chooser = (setup.dealer + self.menu.chooser) % seats
        setup.choices = self.left_to(options, setup.chooser, named)
        setup.deal, setup.deals = rotation + 1, self.match_length(options, seats)
        setup.first_lead_rule = "declarer"
        setup.first_lead_seat = self.menu.leader(options, setup.chooser, setup.dealer, seats)

    def reminders(self, options: dict, setup):
        if setup.contract is None and setup.choices:  # the contract not named yet
            return list(self.menu.notes)
        return super().reminders(options, setup)

    def left_to(self, options: dict, chooser: int, named) -> tuple:
        """The contracts `chooser` may name, given `named` (per seat, the contracts each has
        named): not their own again, nor (Bonken) anyone's, nor beyond their quota."""
        rules = self.menu
        gone = {code for codes in named for code in codes} if rules.once_in_match and named \
            else set(named[chooser] if named else ())
        contracts = rules.contracts(options)
        if rules.quota:
            mine = [c for c in contracts if named and c.code in named[chooser]]
            negative = sum(c.negative for c in mine)
            room = (negative < rules.quota[0], len(mine) - negative < rules.quota[1])
            contracts = [c for c in contracts if room[0 if c.negative else 1]]
        return tuple(c for c in contracts if c.code not in gone)
