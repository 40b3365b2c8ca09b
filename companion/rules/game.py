"""A game is its options plus its recorded hands; everything else comes from one fold."""
from dataclasses import dataclass, field, replace

from .checks import checking
from .deal import HandSetup, deal_setup, rotation_cycle
from .ending import end_game, end_reached, safety_moon, settle_tiebreak, totals_after
from .entry import Entry
from .errors import RuleError
from .moon import Moon
from .phases import phase_of, phased_totals
from .games import family_of
from .registry import with_defaults
from .scoring import score_hand
from .teams import leading


@dataclass
class Record:
    """A hand as stored: the entry, when it was recorded (seconds since the epoch), and
    the answers of its points check (checks.py), when it has any."""
    entry: Entry
    at: float = 0.0
    checked: dict | None = None


@dataclass
class PlayedHand:
    number: int
    kind: str  # normal, tiebreak, misdeal, replay
    setup: HandSetup
    entry: Entry
    points: list[int]
    scores: list[int]
    totals: list[int]
    moon: Moon | None
    at: float
    checked: dict = field(default_factory=dict)  # the points check's answers, to keep


@dataclass
class GameState:
    players: list[str]
    options: dict
    first_dealer: int
    started_at: float
    status: str = "playing"  # playing, tiebreak, finished
    totals: list[int] = field(default_factory=list)
    hands: list[PlayedHand] = field(default_factory=list)
    next_hand: HandSetup | None = None
    contenders: list[int] = field(default_factory=list)  # seats still in the running
    winners: list[int] = field(default_factory=list)
    draw: bool = False
    counted: int = 0  # counted hands: they move the deal and the pass on
    # During a tie-break: the counted hands before the first tie-break hand among the
    # current contenders (the tied players take turns to deal from there).
    tie_from: int | None = None
    ended_after: int | None = None  # the hand after which the end test fired
    turned: int | None = None  # the turn rule: the counted hands when counting down began
    # The setups this game's fold has made, by what they depend on (next_setup), each with
    # the counts it was made from (state_values.py keeps those); shared by branches, which
    # play the same options. Not part of the state's value.
    setups: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    def branch(self) -> "GameState":
        """A copy to play further hands onto (extend) without touching this one. The fold
        only appends to `hands` and rebinds everything else, and played hands never
        change, so copying the lists is enough: no deep copy of the hands (nor the making
        of a restored state's: saved.KeptHands copies as a list does)."""
        return replace(self, hands=self.hands.copy(), totals=list(self.totals),
                       contenders=list(self.contenders), winners=list(self.winners))

    @property
    def time_up_at(self) -> float | None:
        """When a timed game's time runs out (seconds since the epoch); None otherwise."""
        if self.options["end_rule"] != "time":
            return None
        return self.started_at + self.options["time_limit_minutes"] * 60

    @property
    def leaders(self) -> list[int]:
        """The seats on the best total, the lowest or in a compendium game the highest
        (with partners, both seats of the best team)."""
        return leading(self.options, self.totals, list(range(len(self.totals))))


def fold(players, options, first_dealer, started_at, records, finished_after=None) -> GameState:
    """Replay every recorded hand in order. A hand that no longer fits raises RuleError
    with `hand` set to its number."""
    seats = len(players)
    # A game stored before an option existed plays with the option's usual value.
    options = with_defaults(options)
    state = GameState(list(players), options, first_dealer, started_at,
                      totals=[0] * seats, contenders=list(range(seats)))
    state.next_hand = next_setup(state)
    for record in records:
        extend(state, record)
        if finished_after == len(state.hands) and state.status == "playing":
            finish(state)
    return state


def extend(state: GameState, record: Record) -> None:
    """Play one more recorded hand onto the state; on RuleError the state is unchanged."""
    try:
        if state.status == "finished":
            raise RuleError("game_over_already", "number", last=len(state.hands),
                            number=state.next_number)
        _play(state, record)
    except RuleError as error:
        error.hand = state.next_number
        raise
    state.next_hand = None if state.status == "finished" else next_setup(state)


def finish(state: GameState) -> None:
    """The table stops here: the best total wins, and the tie rule applies.

    Only a game still playing can be stopped; a game already ending or over is left as it is.
    """
    if state.status != "playing":
        return
    end_game(state)
    state.next_hand = None if state.status == "finished" else next_setup(state)


def next_setup(state: GameState) -> HandSetup:
    kind = "tiebreak" if state.status == "tiebreak" else "normal"
    return made_setup(state, state.counted, state.contenders, kind,
                      state.tie_from if kind == "tiebreak" else None,
                      phase_of(state.options, state.turned, kind), named_by_seat(state))


def named_by_seat(state: GameState) -> list[list[str]]:
    """The contracts each seat has named as chooser, read off the hands played (so an
    undo or a correction changes them with the hands); [] where nobody names one."""
    return family_of(state.options).named(state)


def made_setup(state: GameState, counted: int, contenders: list[int], kind: str,
               tie_from: int | None, phase: int = 0, named=()) -> HandSetup:
    """The setup deal_setup makes from these counts (counted hands, contenders, kind,
    tie-break start), made once per game: kept in `state.setups` by what it depends on,
    with the counts (state_values.py keeps those)."""
    seats = len(state.players)
    # The key is everything deal_setup reads that moves: the dealer (deal.whose_deal:
    # the seat due when the deal began going round these players, and how far it went
    # since), the pass and trump cycles, who takes part.
    since = tie_from if kind == "tiebreak" else counted
    # A deal of contracts also depends on its place in the match: no cycle.
    cycle = 1 << 30 if family_of(state.options).by_contract \
        else rotation_cycle(state.options, seats)
    key = ((state.first_dealer + since) % seats, (counted - since) % len(contenders),
           counted % cycle, tuple(contenders), kind, phase, tuple(map(tuple, named)))
    made = state.setups.get(key)
    if made is None:
        made_from = (counted, list(contenders), kind, tie_from, phase, [list(n) for n in named])
        # two threads reading one remembered state may make it at once: the first kept wins
        made = state.setups.setdefault(key, (deal_setup(state.options, seats, state.first_dealer,
                                                        *made_from), made_from))
    return made[0]


def _play(state: GameState, record: Record) -> None:
    setup = state.next_hand
    entry = record.entry
    with checking(record.checked) as checks:
        points, scores, moon = score_hand(entry, setup, state.options, state.totals,
                                          state.players)
        if moon and safety_moon(state.options, state.totals, moon, scores):
            points, scores, moon = score_hand(entry, setup, state.options, state.totals,
                                              state.players, safety=True)
    totals = totals_after(state.options, state.totals, scores)
    kind = entry.kind if entry.kind != "normal" else setup.kind
    # (the turn comes with a deal played; a misdeal or a replayed deal's renege moves none)
    totals, turned = phased_totals(state.options, setup.phase, totals) \
        if setup.phase and kind not in ("misdeal", "replay") else (totals, False)
    scores = [after - before for after, before in zip(totals, state.totals)]
    state.hands.append(PlayedHand(state.next_number, kind, setup, entry, points, scores,
                                  totals, moon, record.at, checks.used))
    state.totals = totals
    if kind in ("misdeal", "replay"):
        return  # void or replayed: same dealer, the pass does not move on
    state.counted += 1
    if turned:
        state.turned = state.counted
    if kind == "tiebreak":
        settle_tiebreak(state, points, entry)
    elif end_reached(state, record.at):
        end_game(state)
