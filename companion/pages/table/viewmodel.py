"""The view model of a game, shared by the scorer's pages and the scoreboard.

Contract (stable; the board renders the same partials):

    view = game_view(game, state)          # game, state = service.load(public_id)
    render_template("_standings.html", view=view)
    render_template("_referee_panel.html", view=view)

Both partials need only `view` in their context. `GameView` carries:
- `public_id`, `ruleset` (preset name), `version`, `status` ("playing",
  "tiebreak", "finished"), `status_words` (one sentence), `end_words` (how the
  game ends; once its end is reached, how it ended), `threshold` (the end score, or
  None when the game does not end on a score), `hands_played`.
- `players`: one `PlayerRow` per seat, in seat order: `name`, `total`,
  `to_end` (points left before the end score, or None when the game has no
  score threshold), `to_end_words`, `leader` (lowest total so far), `winner`,
  `sitting_out` (tie-break), `last_score`, `last_marks` (e.g. ["moon"]).
- `ranking`: the same rows sorted by total (lowest first).
- `panel`: the referee panel for the next hand (panel.Panel), or None when the
  game is over.
- `last_hand`: the last hand's scores (`LastHand`) or None.
- `winners` (names), `draw` (bool).
- `time_left`: for a timed game still being played, a `TimeLeft` (`words`:
  "About 12 minutes left" or "Time is up: this is the last hand", `up`, and
  `until`, the second the words change); None for any other game. It is the
  one part of the view that moves with the clock (service.now) as well as the
  game's version.
- `house_rules`: what the game plays otherwise than its preset, in one line
  ("House rules: J♦ −10, moon: choose"), or "" (pages/differs.py).
Everything is plain text ready to print; no rule is decided here: the rules
engine's fold (state) says it all, this only puts it in the table's words (the
engine's codes through companion/words.py; the standings' own sentences here).
"""
from dataclasses import dataclass, field, replace

from ...rules import goal
from ...rules.games import highest_wins
from ...rules.teams import TEAM_MODES, TEAMS, partner, team_of, team_totals
from ...words import (counted_hands, end_words, moon_words, shooter_words, tiebreak_players_words,
                      tr, winners_words, words_of)
from ..differs import house_rules_line
from ..games import game_name
from .clock import TimeLeft, time_left
from .panel import Panel, build_panel


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
    partner: str = ""  # Partnership Hearts: the partner's name
    team_total: int | None = None  # scored each alone: the team's sum (team modes: the total)


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
    hands_counted: int  # without misdeals and replayed deals: "after 10 hands"
    players: list[PlayerRow]
    ranking: list[PlayerRow]
    panel: Panel | None
    last_hand: LastHand | None
    winners: list[str]
    draw: bool
    time_left: TimeLeft | None = None
    house_rules: str = ""  # what the game plays otherwise than its preset, in a line
    highest: bool = False  # a compendium game: the highest total leads and wins


def hand_marks(hand, seat: int, renege_penalty: int) -> list[str]:
    """Short marks beside a score: the moon (or the sun) and any renege."""
    marks = []
    moon = hand.moon
    if moon and (moon.seat == seat or moon.team and partner(seat) == moon.seat):
        marks.append("sun" if moon.sun else "moon")
    count = hand.entry.reneges.count(seat)
    if count:
        marks.append(f"renege +{renege_penalty * count}")
    return marks


def build_last_hand(state) -> LastHand | None:
    if not state.hands:
        return None
    hand = state.hands[-1]
    penalty = state.options["renege_penalty"]
    rows = [(state.players[s], hand.points[s], hand.scores[s], hand_marks(hand, s, penalty))
            for s in hand.setup.participants]
    words = words_of(hand)
    note = words.note
    if hand.kind == "normal" and hand.moon:
        note = moon_words(shooter_words(state.players, hand.moon), hand.moon.choice,
                          hand.moon.sun, hand.moon.safety)
    return LastHand(hand.number, hand.kind, words.title, rows, note)


def ending_words(state) -> str | None:
    """How the game ended ("Ann wins", a draw, a tie to break), or None while it goes on."""
    names = state.players
    if state.status == "finished":
        winners = [names[s] for s in state.winners]
        if state.draw:
            return tr().gettext("a draw, %(names)s share the win", names=tr().and_list(winners))
        return winners_words(winners)
    if state.status == "tiebreak":
        teams = state.options["partnership"] != "none"
        return tiebreak_players_words(names, state.contenders, teams)
    return None


def status_words(state) -> str:
    ending = ending_words(state)
    if ending is None:
        return tr().gettext("Hand %(n)s is next.", n=state.next_number)
    if state.status == "tiebreak":
        return tr().gettext("Tied for lowest: %(ending)s.", ending=ending)
    return tr().gettext("Game over: %(ending)s.", ending=ending)


def player_rows(state) -> list[PlayerRow]:
    options, last, limit = state.options, state.hands[-1] if state.hands else None, goal(state)
    # Lowest is marked once a counted hand was played (a misdeal or a replayed deal
    # alone says nothing of who leads); in a tie-break, the tied players.
    leaders = set(state.leaders) if state.counted and state.status == "playing" else set()
    if state.status == "tiebreak":
        leaders = set(state.contenders)
    winners = set(state.winners) if state.status == "finished" else set()
    setup = state.next_hand
    rows = []
    for seat, name in enumerate(state.players):
        # how far from the goal: up to it, or counting down to 0, the total itself
        gap = None if limit is None else state.totals[seat] if limit == 0 \
            else limit - state.totals[seat]
        to_end = None if gap is None else max(gap, 0)
        rows.append(PlayerRow(
            seat=seat, name=name, total=state.totals[seat], to_end=to_end,
            to_end_words="" if to_end is None else tr().gettext("%(left)s to %(limit)s",
                                                                left=to_end, limit=limit),
            leader=seat in leaders, winner=seat in winners,
            sitting_out=bool(setup and setup.kind == "tiebreak"
                             and seat not in setup.participants),
            last_score=last.scores[seat] if last else None,
            last_marks=hand_marks(last, seat, options["renege_penalty"]) if last else []))
    teams = team_totals(options, state.totals)
    if teams is not None:
        for row in rows:
            row.partner = state.players[partner(row.seat)]
            if options["partnership"] == "individual":
                row.team_total = teams[team_of(row.seat)]
    return rows


def team_rows(rows: list[PlayerRow], options: dict) -> list[PlayerRow]:
    """Partners who score as one are one row, "Olek & Tom", not the same total twice."""
    if options["partnership"] not in TEAM_MODES:
        return rows
    return [replace(rows[a], name=f"{rows[a].name} & {rows[b].name}", partner="",
                    leader=rows[a].leader or rows[b].leader,
                    winner=rows[a].winner or rows[b].winner,
                    last_marks=rows[a].last_marks + [m for m in rows[b].last_marks
                                                     if m not in rows[a].last_marks])
            for a, b in TEAMS]


def rank_key(row: PlayerRow, highest: bool = False) -> tuple:
    """Lowest first (`highest`: a compendium game's highest first), a winner before the
    others on the same total; partners side by side (by their team's sum when each scores
    alone), so a team reads as one."""
    unit = row.total if row.team_total is None else row.team_total
    unit = -unit if highest else unit
    side = team_of(row.seat) if row.partner else row.seat
    return (unit, not row.winner, side, row.total, row.seat)


def game_view(game, state, at: float | None = None) -> GameView:
    """Everything the standings and the referee panel show, in the table's words
    (`at`: the moment for a timed game's clock, now by default)."""
    rows = player_rows(state)
    return GameView(
        public_id=game.public_id, ruleset=game_name(game.ruleset), version=game.version,
        status=state.status, status_words=status_words(state), end_words=end_words(state),
        threshold=goal(state), hands_played=len(state.hands),
        hands_counted=counted_hands(state), players=rows,
        ranking=sorted(team_rows(rows, state.options),
                       key=lambda row: rank_key(row, highest_wins(state.options))),
        panel=build_panel(state), last_hand=build_last_hand(state),
        winners=[state.players[s] for s in state.winners] if state.status == "finished" else [],
        draw=state.draw, time_left=time_left(state, at),
        house_rules=house_rules_line(game.ruleset, len(game.players), game.options),
        highest=highest_wins(state.options))
