"""The game at other moments than now, without folding it again where that can be
avoided: before its last hand (`undone`), before any hand (`before`), and the setups
of the hands to come (`upcoming`)."""
from dataclasses import replace

from .deal import HandSetup, deal_setup
from .game import GameState, PlayedHand, Record, fold


def undone(state: GameState) -> GameState:
    """The state before the last hand, as undoing it leaves the game (any finish by hand
    after it forgotten), without folding the game again: each played hand keeps the
    setup it was dealt with and the totals after it."""
    last = state.hands[-1]
    seats = len(state.players)
    tiebreak = last.setup.kind == "tiebreak"
    counted = state.counted - (last.kind in ("normal", "tiebreak"))
    return replace(
        state, hands=state.hands[:-1],
        totals=list(state.hands[-2].totals) if len(state.hands) > 1 else [0] * seats,
        next_hand=last.setup, status="tiebreak" if tiebreak else "playing",
        contenders=list(last.setup.participants) if tiebreak else list(range(seats)),
        winners=[], draw=False, counted=counted,
        tie_from=_tie_began(state.hands[:-1], last.setup.participants, counted)
        if tiebreak else None,
        ended_after=state.ended_after if tiebreak else None)


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
    return [deal_setup(state.options, len(state.players), state.first_dealer, state.counted + k,
                       state.contenders, kind, since) for k in range(count)]


def before(state: GameState, number: int) -> GameState:
    """The state just before hand `number` was played: the state itself for the next
    hand, the last hand taken apart (`undone`), an earlier one folded from the hands
    before it with the points check answers they keep (so nothing is searched again),
    and the table's finish where it came before that hand (a tie-break followed it)."""
    if number == state.next_number:
        return state
    if number == len(state.hands):
        return undone(state)
    records = [Record(h.entry, h.at, h.checked) for h in state.hands[:number - 1]]
    ended = state.ended_after
    if ended is not None and ended >= number:
        ended = None  # the end came with this hand or after it
    return fold(state.players, state.options, state.first_dealer, state.started_at, records,
                ended)
