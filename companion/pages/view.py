"""The view model of a game, shared by the scorer's pages and the scoreboard.

Contract (stable; the board helper renders the same partials):

    view = game_view(game, state)          # game, state = service.load(public_id)
    render_template("_standings.html", view=view)
    render_template("_referee_panel.html", view=view)

Both partials need only `view` in their context. `GameView` carries:
- `public_id`, `ruleset` (preset name), `version`, `status` ("playing",
  "tiebreak", "finished"), `status_words` (one sentence), `end_words` (how the
  game ends, a sentence), `threshold` (the end score, or None when the game
  does not end on a score), `hands_played`.
- `players`: one `PlayerRow` per seat, in seat order: `name`, `total`,
  `to_end` (points left before the end score, or None when the game has no
  score threshold), `to_end_words`, `leader` (lowest total so far), `winner`,
  `sitting_out` (tie-break), `last_score`, `last_marks` (e.g. ["moon"]).
- `ranking`: the same rows sorted by total (lowest first).
- `panel`: the referee panel for the next hand (`Panel`, from panel.py), or None when the
  game is over.
- `last_hand`: the last hand's scores (`LastHand`) or None.
- `winners` (names), `draw` (bool).
- `time_left`: for a timed game still being played, a `TimeLeft` (`words`:
  "About 12 minutes left" or "Time is up: this is the last hand", `up`, and
  `until`, the second the words change); None for any other game. It is the
  one part of the view that moves with the clock (service.now) as well as the
  game's version.
Everything is plain text ready to print; no rule is decided here: the rules
engine's fold (state) says it all, this only puts it in the table's words.
"""
from dataclasses import dataclass, field

from ..rules import PRESETS
from .panel import (Panel, TimeLeft, build_panel, names_and, pass_words,  # noqa: F401
                    time_left)  # (part of the view)

MOON_WORDS = {"others": "shot the moon: everyone else scores the points",
              "self": "shot the moon and took the points off",
              "reset": "went for the lot and reset to 0",
              "double": "went for the lot and doubled everyone else"}


@dataclass
class PlayerRow:
    seat: int
    name: str
    total: int
    to_end: int | None = None
    to_end_words: str = ""
    leader: bool = False
    winner: bool = False
    sitting_out: bool = False
    last_score: int | None = None
    last_marks: list[str] = field(default_factory=list)


@dataclass
class LastHand:
    number: int
    kind: str
    title: str  # "Hand 4", "Hand 4: misdeal"
    rows: list[tuple[str, int, int, list[str]]]  # (name, points, score, marks)
    note: str = ""


@dataclass
class GameView:
    public_id: str
    ruleset: str
    version: int
    status: str
    status_words: str
    end_words: str
    threshold: int | None  # the end score, when the game ends on one
    hands_played: int
    players: list[PlayerRow]
    ranking: list[PlayerRow]
    panel: Panel | None
    last_hand: LastHand | None
    winners: list[str]
    draw: bool
    time_left: TimeLeft | None = None


def end_words(options: dict) -> str:
    rule, score = options["end_rule"], options["end_score"]
    return {"reach": f"The game ends after the hand in which someone reaches {score}.",
            "over": f"The game ends after the hand in which someone goes over {score}.",
            "hands": f"The game ends after {options['end_hands']} hands.",
            "time": f"The game ends when {options['time_limit_minutes']} minutes are up "
                    "(the hand being played is finished).",
            "open": "The game ends when the table says so."}[rule]


def distance(options: dict, total: int) -> int | None:
    """Points a player can still take before the game ends (None without a threshold)."""
    rule, score = options["end_rule"], options["end_score"]
    if rule in ("reach", "over"):
        return max(score - total, 0)
    return None


def hand_marks(hand, seat: int, renege_penalty: int) -> list[str]:
    """Short marks beside a score: the moon and any renege."""
    marks = []
    if hand.moon and hand.moon.seat == seat:
        marks.append("moon")
    count = hand.entry.reneges.count(seat)
    if count:
        marks.append(f"renege +{renege_penalty * count}")
    return marks


def hand_title(hand) -> str:
    return {"misdeal": f"Hand {hand.number}: misdeal",
            "replay": f"Hand {hand.number}: renege, deal replayed",
            "tiebreak": f"Hand {hand.number}: tie-break"}.get(hand.kind, f"Hand {hand.number}")


def build_last_hand(state) -> LastHand | None:
    if not state.hands:
        return None
    hand = state.hands[-1]
    penalty = state.options["renege_penalty"]
    rows = [(state.players[s], hand.points[s], hand.scores[s], hand_marks(hand, s, penalty))
            for s in hand.setup.participants]
    note = ""
    if hand.kind == "misdeal":
        note = "Nothing scored: the same dealer deals again."
    elif hand.kind == "replay":
        note = "Only the renege counted: the same dealer deals again and the pass repeats."
    elif hand.kind == "tiebreak":
        note = "A tie-break hand: fewest points wins; totals do not change."
    elif hand.moon:
        note = f"{state.players[hand.moon.seat]} {MOON_WORDS[hand.moon.choice]}."
    return LastHand(hand.number, hand.kind, hand_title(hand), rows, note)


def ending_words(state) -> str | None:
    """How the game ended ("Ann wins", a draw, a tie to break), or None while it goes on."""
    names = state.players
    if state.status == "finished":
        winners = [names[s] for s in state.winners]
        if state.draw:
            return f"a draw, {names_and(winners)} share the win"
        return f"{winners[0]} wins"
    if state.status == "tiebreak":
        return f"{names_and([names[s] for s in state.contenders])} play a tie-break hand"
    return None


def status_words(state) -> str:
    ending = ending_words(state)
    if ending is None:
        return f"Hand {state.next_number} is next."
    if state.status == "tiebreak":
        return f"Tied for lowest: {ending}."
    return f"Game over: {ending}."


def player_rows(state) -> list[PlayerRow]:
    options = state.options
    last = state.hands[-1] if state.hands else None
    counted = any(h.kind not in ("misdeal",) for h in state.hands)
    leaders = set(state.leaders) if counted and state.status == "playing" else set()
    if state.status == "tiebreak":
        leaders = set(state.contenders)
    winners = set(state.winners) if state.status == "finished" else set()
    setup = state.next_hand
    rows = []
    for seat, name in enumerate(state.players):
        to_end = distance(options, state.totals[seat])
        rows.append(PlayerRow(
            seat=seat, name=name, total=state.totals[seat], to_end=to_end,
            to_end_words="" if to_end is None else f"{to_end} to {options['end_score']}",
            leader=seat in leaders, winner=seat in winners,
            sitting_out=bool(setup and setup.kind == "tiebreak"
                             and seat not in setup.participants),
            last_score=last.scores[seat] if last else None,
            last_marks=hand_marks(last, seat, options["renege_penalty"]) if last else []))
    return rows


def game_view(game, state, at: float | None = None) -> GameView:
    """Everything the standings and the referee panel show, in the table's words
    (`at`: the moment for a timed game's clock, now by default)."""
    rows = player_rows(state)
    return GameView(
        public_id=game.public_id, ruleset=PRESETS[game.ruleset]["name"], version=game.version,
        status=state.status, status_words=status_words(state), end_words=end_words(state.options),
        threshold=state.options["end_score"] if distance(state.options, 0) is not None else None,
        hands_played=len(state.hands), players=rows,
        ranking=sorted(rows, key=lambda r: (r.total, not r.winner, r.seat)),
        panel=build_panel(state), last_hand=build_last_hand(state),
        winners=[state.players[s] for s in state.winners] if state.status == "finished" else [],
        draw=state.draw, time_left=time_left(state, at))
