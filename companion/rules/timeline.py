"""The game at other moments than now, without folding it again: before its last hand
(`undone`), before any hand (`before`), and the setups of the hands to come
(`upcoming`)."""
from dataclasses import replace

from .deal import HandSetup, deal_setup
from .game import GameState, PlayedHand, named_by_seat
from .hands import hand_kinds, prefix
from .phases import UP

COUNTED = ("normal", "tiebreak")  # the hands that move the deal and the pass on


def undone(state: GameState) -> GameState:
    """The state before the last hand, as undoing it leaves the game (any finish by hand
    after it forgotten), without folding the game again: each played hand keeps the
    setup it was dealt with and the totals after it."""
    last = state.hands[-1]
    seats = len(state.players)
    tiebreak = last.setup.kind == "tiebreak"
    counted = state.counted - (last.kind in COUNTED)
    hands = prefix(state.hands, len(state.hands) - 1)  # a kept game's hands not made
    return replace(
        state, hands=hands,
        totals=list(state.hands[-2].totals) if len(state.hands) > 1 else [0] * seats,
        next_hand=last.setup, status="tiebreak" if tiebreak else "playing",
        contenders=list(last.setup.participants) if tiebreak else list(range(seats)),
        winners=[], draw=False, counted=counted,
        tie_from=_tie_began(hands, last.setup.participants, counted)
        if tiebreak else None,
        ended_after=state.ended_after if tiebreak else None,
        # a deal counting up came before the turn (phases.py): the turn is undone with it
        turned=None if last.setup.phase == UP else state.turned)


def _tie_began(hands: list[PlayedHand], participants: list[int], counted: int) -> int:
    """The counted hands before the first of the tie-break hands among `participants`
    that the game ends with (void hands in between count for nothing)."""
    for hand in reversed(hands):
        if hand.kind in ("misdeal", "replay"):
            continue
        if hand.kind != "tiebreak" or hand.setup.participants != participants:
            break
        counted -= 1
    return counted


def upcoming(state: GameState, count: int) -> list[HandSetup]:
    """The setups of the next `count` hands, should each be a counted hand and the game
    go on: whose deal and which pass a phone cut off from the server can still show.
    (A void hand keeps its setup for the hand after it; the end of the game is the
    server's to find, once it has the scores.)"""
    if state.next_hand is None:
        return []
    kind = state.next_hand.kind
    since = state.tie_from if kind == "tiebreak" else None
    phase = state.next_hand.phase  # (the turn, when it comes, is the server's to find)
    # a chooser's menu leaves out what the server knows was named (the phone's own
    # deals kept offline are not known yet)
    named = named_by_seat(state)
    return [deal_setup(state.options, len(state.players), state.first_dealer, state.counted + k,
                       state.contenders, kind, since, phase, named) for k in range(count)]


def before(state: GameState, number: int) -> GameState:
    """The state just before hand `number` was played: the state itself for the next
    hand, else the game up to that hand taken apart as `undone` takes the last hand
    apart (each played hand keeps its setup and the totals after it: nothing is played
    again, a kept game's hands are not made)."""
    if number == state.next_number:
        return state
    hands = prefix(state.hands, number)
    counted = sum(kind in COUNTED for kind in hand_kinds(hands))
    return undone(replace(state, hands=hands, counted=counted))
