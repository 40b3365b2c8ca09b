"""The referee panel: what the table needs to know before the next hand is dealt.

Part of the view model (viewmodel.py builds it into the game's view); the rules
engine decides everything, companion/words.py says it.
"""
from dataclasses import dataclass, field

from ...rules import upcoming
from ...rules.doubles import owed_doubles
from ...words import (card_label, deck_words, first_lead_words, kitty_words, pass_words,
                      reminder_sentences, suit_words, tiebreak_words, tr)
from ...words.contracts import contract_name, deal_words, owed_words, scoring_words
from ...words.deal import phase_words

# Reminders the panel already shows as facts of their own (trumps, the kitty).
SHOWN_ABOVE = ("trumps", "kitty")


@dataclass
class Panel:
    """What the table needs to know before the next hand is dealt."""
    number: int
    tiebreak: bool
    title: str  # "Hand 5" or "Tie-break hand 7"
    dealer: str
    cutter: str
    eldest: str
    players: list[str]  # who plays this hand, in seat order
    sitting_out: list[str]
    tiebreak_words: str  # "Only Ann and Bob play; Cat and Dan sit out and keep their totals."
    deck: str  # "Full deck, 13 cards each" / "Take out 2♦: 17 cards each"
    removed: list[str]  # card labels taken out (a label twice with two decks)
    cards_each: int
    kitty: int
    kitty_words: str
    trump: str | None  # "♦ Diamonds"
    pass_words: str  # "Pass 3 cards to the left" / "Hold: no passing this hand"
    passes: list[str]  # ["Ann → Bob", ...]
    circle: str  # "Ann → Bob → Cat → Ann" when the passes go once round the table, else ""
    pass_count: int
    first_lead: str  # "Whoever holds the 2♣ leads" / "Bob leads any card"
    # The eldest sits on the dealer's right (the play goes counter-clockwise); shown at
    # all only when a declarer does not lead in their place
    eldest_right: bool
    eldest_shown: bool
    layout: bool  # a layout deal (a domino): its first player plays to the rows, no lead
    penalty_total: int
    reminders: list[str]
    # A compendium game's deal: its contract, what it scores, where the match stands in
    # its schedule ("Deal 3 of 12"), who names trumps; empty in the other games.
    contract: str = ""
    contract_scoring: str = ""
    deal_words: str = ""
    trump_chooser: str | None = None
    chooser: str | None = None  # a declarer's deal (Barbu): who names the contract
    choices: list[str] = field(default_factory=list)  # and the contracts left to them
    owed: list[tuple[bool, str]] = field(default_factory=list)  # doubles owed the declarer


def build_panel(state) -> Panel | None:
    """The panel of the hand about to be played (None once the game is over)."""
    if state.next_hand is None:
        return None
    panel = panel_for(state.next_hand, state.next_number, state.players, _teams(state))
    declarer = state.next_hand.chooser
    panel.owed = [owed_words(state.players[seat], state.players[declarer], owed, left)
                  for seat, owed, left in owed_doubles(state)]
    return panel


def upcoming_panels(state, count: int) -> list[Panel]:
    """The panels of the `count` hands after the next, as if each were counted: what the
    scorer's phone shows while it keeps hands the server has not yet seen."""
    return [panel_for(setup, state.next_number + k, state.players, _teams(state))
            for k, setup in enumerate(upcoming(state, count + 1)) if k]


def _on_the_right(setup) -> bool:
    seats = setup.participants
    return len(seats) > 2 and setup.eldest == seats[seats.index(setup.dealer) - 1]


def _teams(state) -> bool:
    return state.options["partnership"] != "none"


def panel_for(setup, number: int, names: list[str], teams: bool = False) -> Panel:
    tiebreak = setup.kind == "tiebreak"
    passing = setup.passing
    panel = Panel(
        number=number, tiebreak=tiebreak,
        title=(tr().gettext("Tie-break hand %(n)s", n=number) if tiebreak
               else tr().gettext("Hand %(n)s", n=number)),
        dealer=names[setup.dealer], cutter=names[setup.cutter], eldest=names[setup.eldest],
        players=[names[s] for s in setup.participants],
        sitting_out=[n for s, n in enumerate(names) if s not in setup.participants],
        tiebreak_words=tiebreak_words(setup, names, teams) if tiebreak else "",
        deck=deck_words(setup), removed=[card_label(c) for c in setup.removed],
        cards_each=setup.cards_each, kitty=setup.kitty,
        # (a contract's leftover card is its own: Knaves turns it up for trumps)
        kitty_words="" if setup.by_contract else kitty_words(setup.kitty),
        trump=suit_words(setup.trump) if setup.trump else None,
        pass_words=pass_words(passing.direction, passing.count),
        passes=[f"{names[a]} → {names[b]}" for a, b in passing.to.items()]
        if passing.count else [],
        circle=_circle(passing.to, names) if passing.count else "",
        pass_count=passing.count,
        first_lead=first_lead_words(setup, names),
        eldest_right=_on_the_right(setup), eldest_shown=setup.first_lead_rule != "declarer",
        layout=setup.contract is not None and setup.contract.layout,
        penalty_total=setup.penalty_total,
        reminders=reminder_sentences(setup, leave_out=SHOWN_ABOVE))
    if setup.phase:  # the turn rule: which way the totals go, where the sub says it
        panel.deal_words = phase_words(setup.phase, setup.reminders)
    if setup.choices:
        panel.chooser, panel.deal_words = names[setup.chooser], deal_words(setup)
        panel.choices = [contract_name(contract) for contract in setup.choices]
    if setup.contract is not None:
        panel.contract = contract_name(setup.contract)
        panel.contract_scoring = scoring_words(setup.contract, setup.cards_each)
        panel.deal_words = deal_words(setup)
        if setup.trump_chooser is not None:
            panel.trump_chooser = names[setup.trump_chooser]
    if setup.deals:  # a match of so many deals: its place says the deal once ("Deal 7 of
        # 12"), with the hand's number only where a misdeal set the two apart
        panel.title = deal_words(setup)
        panel.deal_words = "" if number == setup.deal else tr().gettext("hand %(n)s", n=number)
    return panel


def _circle(to: dict[int, int], names: list[str]) -> str:
    """The passes as one round of the table (the big screen's single line for a left or
    right pass), or "" when they are not one round (across, or in pairs)."""
    first = min(to, default=0)
    order, seat = [first], to.get(first)
    while seat is not None and seat != first and len(order) <= len(to):
        order.append(seat)
        seat = to.get(seat)
    if seat != first or len(order) != len(to) or len(order) < 3:
        return ""
    return " → ".join(names[s] for s in order + [first])
