"""Compendium games (RULES-national section 0): a match is a schedule of deals, each with
its own contract, scored in signed points; the highest total wins.

A contract is a sum of parts, each scoring one thing the table reports: tricks taken,
certain cards taken, named tricks won, or the order players went out in. What a deal's
entry must give follows from its parts (contract_entry.py checks it). Pure data and
arithmetic: the schedule of a match comes from the options and the table size alone.
"""
from dataclasses import dataclass

from .cards import RANKS

HEARTS = tuple(rank + "H" for rank in RANKS)
QUEENS = ("QC", "QD", "QH", "QS")
KINGS_JACKS = ("JC", "JD", "JH", "JS", "KC", "KD", "KH", "KS")
LAST = 0  # a named trick counted from the end: LAST is the last, LAST - 1 the one before


@dataclass(frozen=True)
class Part:
    """One thing a contract scores. `kind`: "tricks" (value per trick), "cards" (each of
    `cards` taken, at `value`), "named" (each trick of `tricks` won, at `value`; a trick
    number of 0 or less counts from the last), "order" (`places`: the value of going out
    first, second ...), "last" (the player left holding cards, at `value`), "sweep"
    (`value` more to a player who alone scored every other part)."""
    kind: str
    value: int = 0
    cards: tuple[str, ...] = ()
    tricks: tuple[int, ...] = ()
    places: tuple[int, ...] = ()

    def trick_numbers(self, tricks_in_deal: int) -> set[int]:
        """The tricks a "named" part scores, numbered 1 to tricks_in_deal."""
        return {n if n > 0 else tricks_in_deal + n for n in self.tricks}


@dataclass(frozen=True)
class Contract:
    """A deal's contract: its code (the words name it), its parts, whether the table
    names a trump suit for it, and the play rules to remind of."""
    code: str
    parts: tuple[Part, ...]
    trumps: bool = False
    # Its own name as its players say it, in every language ("bez lew"), and that
    # language ("pl"); a game that names none leaves the words to say what it is
    own: str = ""
    language: str = ""
    # The play rules the referee panel reminds of, as (code, count) (reminders.Reminder).
    notes: tuple[tuple[str, int], ...] = ()
    declarer_doubled_only: bool = False  # only the declarer may be doubled (Barbu's plus deals)
    capot: int = 0  # a capot may be announced: its value to each other player (Polignac)
    turn_up: bool = False  # trumps are turned up: a counted card turned up counts for nobody
    counted_up: bool = False  # its penalties count up, as positive numbers (kierki zwykłe)
    suit: str | None = None  # the trump suit it names itself (Bonken's "clubs": "C"; "NT")

    def named_tricks(self, tricks_in_deal: int) -> tuple[int, ...]:
        """The trick numbers this contract names (1 to tricks_in_deal), in order."""
        return tuple(sorted(set().union(*(part.trick_numbers(tricks_in_deal)
                                          for part in self.parts if part.kind == "named"))))

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card this contract counts, once each."""
        return tuple(dict.fromkeys(c for part in self.parts for c in part.cards))

    @property
    def layout(self) -> bool:
        """Is the deal played as a layout (a domino), not in tricks? Its order of going out
        scores, and its first player plays a card to the rows rather than leading."""
        return any(part.kind in ("order", "last") for part in self.parts)

    @property
    def places(self) -> int:
        """How many going-out places score (0: no going-out order)."""
        return max((len(part.places) for part in self.parts if part.kind == "order"), default=0)

    def asks(self) -> tuple[str, ...]:
        """The entry fields this contract's deal needs, in the form's order."""
        kinds = {part.kind for part in self.parts}
        fields = [name for kind, name in (("tricks", "tricks"), ("cards", "captured"),
                                          ("named", "winners"), ("order", "order"),
                                          ("last", "last_out"))
                  if kind in kinds]
        optional = (["turn_up"] if self.turn_up else []) + (["capot"] if self.capot else [])
        return tuple((["trump"] if self.trumps else []) + fields + optional)

    @property
    def varies(self) -> bool:
        """Does the deal's total depend on the play (a sweep's bonus, a capot)?"""
        return bool(self.capot) or any(part.kind == "sweep" for part in self.parts)

    @property
    def penalties(self) -> bool:
        """Is every part a penalty: below 0, or counted up?"""
        return self.counted_up or self.negative

    @property
    def negative(self) -> bool:
        """A penalty deal: every part scores below 0 (the score sheet's minus half)."""
        return all((sum(part.places) if part.kind == "order" else part.value) < 0
                   for part in self.parts)

    @property
    def counted_alone(self) -> bool:
        """May the table give each player's count of the cards instead of the cards? Yes
        when one part counts them, each at the same value."""
        card_parts = [part for part in self.parts if part.kind == "cards"]
        return len(card_parts) == 1 and "named" not in {part.kind for part in self.parts}


def deal_total(contract: Contract, tricks_in_deal: int, in_play: set[str]) -> int:
    """What a deal of this contract adds up to over the table: the row check."""
    total = 0
    for part in contract.parts:
        if part.kind == "tricks":
            total += part.value * tricks_in_deal
        elif part.kind == "cards":
            total += part.value * sum(1 for card in part.cards if card in in_play)
        elif part.kind == "named":
            total += part.value * len(part.trick_numbers(tricks_in_deal))
        elif part.kind == "last":
            total += part.value
        elif part.kind == "order":
            total += sum(part.places)
    return total


def part_scores(contract: Contract, seats: int, tricks_in_deal: int, tricks, taken,
                winners, order, last=None) -> list[int]:
    """Each seat's signed score for a checked entry: `tricks` per seat, `taken` (seat ->
    the contract's cards it took), `winners` (trick number -> seat), `order` (seats in
    the order they went out), `last` (the seat left holding cards)."""
    scores = [0] * seats
    for part in contract.parts:
        if part.kind == "tricks":
            for seat in range(seats):
                scores[seat] += part.value * tricks[seat]
        elif part.kind == "cards":
            for seat, cards in taken.items():
                scores[seat] += part.value * sum(1 for card in cards if card in part.cards)
        elif part.kind == "named":
            for number in part.trick_numbers(tricks_in_deal):
                scores[winners[number]] += part.value
        elif part.kind == "last":
            scores[last] += part.value
        elif part.kind == "sweep":
            scored = [seat for seat in range(seats) if scores[seat]]
            if len(scored) == 1:
                scores[scored[0]] += part.value
        else:
            for place, seat in enumerate(order[:len(part.places)]):
                scores[seat] += part.places[place]
    return scores
