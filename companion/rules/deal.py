"""Everything the table needs to know before a hand is played (the referee panel).

Given the options, the seats taking part and how many counted hands came
before, say who deals, cuts and leads, which cards come out, who passes what
to whom, the trump, and which penalty cards are in play.
"""
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from .cards import RANKS, card_order, prepare_deck
from .contracts import Contract, deal_total
from .games import family_of
from .reminders import Reminder, reminders
from .passing import Pass, pass_count, pass_direction, pass_targets, rotation_cycle  # noqa: F401

TRUMP_ORDER = "DCHS"  # Dirty Liz: diamonds, clubs, hearts, spades, repeating.


def card_values(options: dict) -> dict[str, int]:
    """Each penalty card's value under these options, bonus cards included."""
    values = dict(options["card_values"])
    if options["queen_value"] is not None:
        values["QS"] = options["queen_value"]
    if options["black_jack"]:
        values.pop("QS", None)  # the Queen becomes an ordinary card
        values["JS"] = 10
    if options["ten_of_spades_15"] and "TS" in values:
        values["TS"] = 15
    if options["jack_of_diamonds"]:
        values["JD"] = -10
    if options["ten_of_diamonds"]:
        values["TD"] = -10
    return {card: v for card, v in values.items() if v}


@dataclass
class HandSetup:
    kind: str  # normal or tiebreak
    participants: list[int]
    dealer: int
    eldest: int
    cutter: int
    passing: Pass
    first_lead_rule: str  # "eldest", "declarer", or the card whose holder leads ("2C", "7C")
    first_lead_seat: int | None
    removed: list[str]
    cards_each: int
    kitty: int
    trump: str | None
    in_play: Counter  # every card in play (with two decks, counts of 2)
    values: dict[str, int]  # value of each penalty card in play
    reminders: list[Reminder]
    # A compendium game's deal (contracts.py): its contract, its place in the match's
    # schedule (1 to `deals`) and who names trumps; None, 0 and None in the other games.
    contract: Contract | None = None
    deal: int = 0
    deals: int = 0
    trump_chooser: int | None = None
    phase: int = 0  # the turn rule's: counting up (1) or down (2); 0 without it
    # Barbu's: the contracts the declarer (`chooser`) may still name, one per deal
    choices: tuple = ()
    chooser: int | None = None

    @property
    def by_contract(self) -> bool:
        """Does this deal score a contract (its schedule's, or the one its declarer names)?"""
        return self.contract is not None or bool(self.choices)

    # A setup never changes once made, and a fold asks for these for every hand.
    @cached_property
    def penalty_cards(self) -> list[str]:
        """Every valued card in play, a card twice when two copies are in play."""
        return [c for c in sorted(self.values, key=card_order) for _ in range(self.in_play[c])]

    @cached_property
    def penalty_total(self) -> int:
        return sum(self.values[c] * self.in_play[c] for c in self.values)

    @cached_property
    def positive_cards(self) -> list[str]:
        """The valued cards worth points (bonus cards, worth less than nothing, left out)."""
        return [c for c, v in self.values.items() if v > 0]

    @cached_property
    def positive_count(self) -> int:
        """How many of them are in play (two decks: each twice)."""
        return sum(self.in_play[c] for c in self.positive_cards)

    @cached_property
    def positive_total(self) -> int:
        """What the moon is worth: the sum of the positive cards (bonus cards left out)."""
        return sum(v * self.in_play[c] for c, v in self.values.items() if v > 0)

    @cached_property
    def dealt(self) -> frozenset[str]:
        """Every card in play, once each."""
        return frozenset(c for c in self.in_play if self.in_play[c])

    def total_of(self, contract: Contract) -> int:
        """What a deal of `contract` adds up to over the table at this setup."""
        return deal_total(contract, self.cards_each, self.dealt)


# deal_setup depends on the rotation only through the dealer (whose_deal), the pass and
# the trump (a cycle of 4): setups repeat every rotation_cycle counted hands once the
# dealer is the same (12 for the usual cycles), which lets a fold make each setup once.
ROTATION_CYCLE = 12


def deal_setup(options: dict, seats: int, first_dealer: int, rotation: int,
               participants: list[int] | None = None, kind: str = "normal",
               since: int | None = None, phase: int = 0, named=()) -> HandSetup:
    """The referee panel for a hand after `rotation` counted hands. `since`: for a
    tie-break hand, the counted hands before the first tie-break hand among these
    players (None: this is the first one). `phase`: under the turn rule, counting up (1)
    or down (2) (phases.py). `named`: in Barbu, each seat's contracts named already."""
    participants = sorted(participants) if participants else list(range(seats))
    k = len(participants)
    family = family_of(options)
    # the play goes to the left, or (an option: French tables) to the right
    turn = -1 if options["direction"] == "counter-clockwise" else 1
    dealer = whose_deal(seats, first_dealer, family.dealer_rotation(options, rotation),
                        participants, since, turn)
    at = participants.index(dealer)
    eldest, cutter = participants[(at + turn) % k], participants[(at - turn) % k]
    removed, cards_each, kitty, in_play = prepare_deck(k, options["decks"], options["deck_prep"])
    direction = pass_direction(options, k, rotation)
    passing = Pass(direction, pass_count(options, direction, k),
                   pass_targets(direction, participants))
    lead_rule = _first_lead_rule(options, k, removed, kitty, in_play)
    trump = TRUMP_ORDER[rotation % 4] if options["trump"] == "rotate" else None
    # A compendium deal scores its contract, not penalty cards.
    values = {} if family.by_contract else {
        c: v for c, v in card_values(options).items() if in_play[c]}
    setup = HandSetup(kind, participants, dealer, eldest, cutter, passing, lead_rule,
                      eldest if lead_rule == "eldest" else None, removed, cards_each, kitty,
                      trump, in_play, values, [])
    setup.phase = phase
    if kind == "normal":  # (a game of contracts shares a tie: it has no tie-break deals)
        family.dress(setup, options, seats, rotation, named)
    setup.reminders = reminders(options, setup)
    return setup


def whose_deal(seats: int, first_dealer: int, rotation: int, participants: list[int],
               since: int | None = None, turn: int = 1) -> int:
    """Who deals (docs/RULES.md section 6). With every seat taking part, the seat whose
    deal it is. A tie-break's first hand goes to the first taking-part seat clockwise
    from the seat whose deal it would have been; each further tie-break hand among the
    same players passes the deal on to the next of them, so the tied players take turns.
    `turn`: 1 clockwise (the deal passes left), -1 counter-clockwise (it passes right)."""
    start = rotation if since is None else since
    seat_due = (first_dealer + turn * start) % seats
    first = next(s % seats for s in range(seat_due, seat_due + turn * seats, turn)
                 if s % seats in participants)
    return participants[(participants.index(first) + turn * (rotation - start))
                        % len(participants)]


def _first_lead_rule(options, players, removed, kitty, in_play) -> str:
    """"eldest", or the card whose holder leads it: the 2♣, or under "low-club" the lowest
    club in play (the 7♣ of a 32-card pack)."""
    rule = options["first_lead"]
    if rule == "low-club":
        low = next(r + "C" for r in RANKS if in_play[r + "C"])
        return low if players > 2 and in_play[low] == 1 and not kitty else "eldest"
    # Nobody can be named as "the holder of 2C" when it is out of the deck, when two
    # copies are in play, or when it may lie in the kitty: the eldest leads then.
    if players == 2 or rule == "eldest" or in_play["2C"] != 1 or kitty:
        return "eldest"
    if rule == "2C-full" and removed:
        return "eldest"  # reduced-deck games: the eldest leads any card (docs/RULES.md 2.1)
    return "2C"
