"""The score chart: each player's running total across the hands, drawn on the server.

This module only computes geometry (numbers and path strings); the template
`board/_chart_svg.html` writes the SVG and its words (in the reader's language), so
names go through Jinja's escaping. The
SVG uses presentation attributes (fill, stroke), never `style=""`, so it passes
the CSP; the stylesheet may override the colours for dark mode.
"""
import math
from dataclasses import dataclass, field
from itertools import repeat
from operator import mul, sub

from ..rules import goal
from ..rules.hands import totals_by_seat
from ..rules.teams import TEAM_MODES, TEAMS
from .keys import PHONE_MARK, key, marker_path


@dataclass(frozen=True)
class Frame:
    """The chart's drawing box, in chart units: its size, the room left for the axis
    labels on each side, their font size and the markers' radius. The SVG scales to its
    box on the page, so the frame sets how big the labels come out."""
    width: int
    height: int
    left: float
    right: float
    top: float
    bottom: float
    font: int
    mark: float


# A phone draws the chart about its own size. A TV draws it in what the next hand
# leaves (about 400 x 230 CSS px or more on a 1080p TV with ten players): its labels are 24
# units there, so they come out at 24 px or more (static/css/big.css).
PHONE = Frame(360, 220, 34, 10, 12, 26, 12, PHONE_MARK)
TV = Frame(400, 225, 56, 14, 16, 36, 24, 5.0)
# A line's points closer than this (chart units, about a phone's CSS pixel) to the line
# drawn without them are left out: a game of 3,000 hands draws in a few dozen points
# instead of 3,000 a player (over 30 kB of page for no visible difference).
FINEST = 0.25


@dataclass
class Series:
    seat: int
    hue: int
    name: str
    total: int
    colour: str
    shape: str
    hollow: bool
    line: str  # path data of the running total
    markers: str  # path data of the markers
    swatch: str  # the marker alone, for the legend (in a 24x16 box)


@dataclass
class Chart:
    width: int
    height: int
    font: int
    left: float
    right: float
    top: float
    bottom: float
    hands: int
    series: list[Series]
    y_ticks: list[tuple[float, int]] = field(default_factory=list)
    x_ticks: list[tuple[float, int]] = field(default_factory=list)
    end_line: tuple[float, int] | None = None  # (y, the end score): worded by the template
    # its words' baseline: above the line, or under it where the line runs along the top
    # of the picture (the words would stand on the chart's title)
    end_label: float = 0.0
    turn_line: bool = False  # the line is the turn rule's turn score, not an end


def nice_step(span: float, most: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 25, 50, ... giving at most `most` intervals."""
    for magnitude in (10 ** k for k in range(7)):
        for step in (1, 2, 2.5, 5):
            value = step * magnitude
            if value == int(value) and span / value <= most:
                return int(value)
    return 10 ** 7


def needed(totals: list[int], across: float, up: float, tolerance: float) -> list[int]:
    """The hands a seat's line needs to stay within `tolerance` of its every total, when a
    hand is `across` wide and a point `up` high (Douglas-Peucker): the first and last,
    then the farthest from the line between two kept ones, while one is farther than
    `tolerance`. Worked in hands and points, whole numbers: no point made for a hand
    the line leaves out, and each span's farthest found by C loops (map, max)."""
    last = len(totals) - 1
    keep, spans = {0, last}, [(0, last)]
    while spans:
        a, b = spans.pop()
        if b - a < 2:
            continue
        wide, rise = b - a, totals[b] - totals[a]
        # a hand's distance from the line, times the line's length, over across * up
        limit = tolerance * math.hypot(across * wide, up * rise) / (across * up)
        between = totals[a + 1:b]
        if rise:  # wide * total - rise * hand, for each hand between a and b
            lean = list(map(sub, map(mul, between, repeat(wide)),
                            range(rise * (a + 1), rise * b, rise)))
            base, scale = wide * totals[a] - rise * a, 1
        else:
            lean, base, scale = between, totals[a], wide
        high, low = max(lean), min(lean)
        farthest = max(high - base, base - low)
        if farthest * scale > limit:  # the first of the farthest, as a plain loop finds
            at = a + 1 + min(lean.index(high) if high - base == farthest else wide,
                             lean.index(low) if base - low == farthest else wide)
            keep.add(at)
            spans += [(a, at), (at, b)]
    return sorted(keep)


def running_totals(state) -> list[list[int]]:
    """Each seat's totals after hand 0 (all zero), 1, 2, ..."""
    return [[0] + seat for seat in totals_by_seat(state.hands, len(state.players))]


def score_chart(state, frame: Frame = PHONE, hues: list[int] | None = None) -> Chart | None:
    """The chart of a game, or None before the first hand; `hues`, each seat's
    (seat_hues), the seats' own by default."""
    if not state.hands:
        return None
    seats = running_totals(state)
    hands = len(seats[0]) - 1
    x_max = max(hands, state.options["end_hands"] if state.options["end_rule"] == "hands" else 0)
    limit = goal(state)
    extremes = [min(map(min, seats)), max(map(max, seats))] + ([] if limit is None else [limit])
    step = nice_step(max(extremes) - min(0, *extremes) or 1, 5)
    y_lo = math.floor(min(0, *extremes) / step) * step
    y_hi = max(math.ceil(max(extremes) / step) * step, y_lo + step)
    values = range(y_lo, y_hi + 1, step)
    # the y labels' room: the frame's, or more for a label longer than it was made for
    longest = max(len(str(v)) for v in values)
    left, top = max(frame.left, frame.font * (0.6 * longest + 0.5)), frame.top
    right, bottom = frame.width - frame.right, frame.height - frame.bottom

    def px(hand: int) -> float:
        return left + (right - left) * hand / x_max

    def py(value: float) -> float:
        return bottom - (bottom - top) * (value - y_lo) / (y_hi - y_lo)

    chart = Chart(frame.width, frame.height, frame.font, left, right, top, bottom, hands, [])
    chart.y_ticks = [(round(py(v), 1), v) for v in values]
    x_step = nice_step(x_max, 8)
    chart.x_ticks = [(round(px(h), 1), h) for h in range(0, x_max + 1, x_step)]
    if limit is not None:
        chart.end_line = (round(py(limit), 1), limit)
        line = chart.end_line[0]
        chart.end_label = line - frame.font // 3 if line - 1.1 * frame.font >= 0 \
            else line + frame.font
        chart.turn_line = state.options["end_rule"] == "turn" and state.turned is None
    stride = max(1, math.ceil(hands / 16))  # markers stay apart on long games
    up = (bottom - top) / (y_hi - y_lo)  # (py, worked out once: a point per hand and player)
    wide = (right - left) / x_max
    marked = list(range(stride, hands + 1, stride)) + ([hands] if hands % stride else [])
    for seat, name in _lines(state):
        totals = seats[seat]

        def at(hand: int, totals=totals) -> tuple[float, float]:
            return px(hand), bottom - up * (totals[hand] - y_lo)

        drawn = [at(hand) for hand in needed(totals, wide, up, FINEST)]
        look = key(seat if hues is None else hues[seat])
        chart.series.append(Series(
            seat, look.hue, name, state.totals[seat], look.colour, look.shape, look.hollow,
            line="M" + "L".join(f"{x:.1f},{y:.1f}" for x, y in drawn),
            markers="".join(marker_path(look.shape, *at(hand), frame.mark) for hand in marked),
            swatch=look.swatch))
    return chart


def _lines(state) -> list[tuple[int, str]]:
    """(seat, name) of each line: a player, or in the team modes a team ("Olek & Tom"),
    whose two seats carry the same totals and would draw the same line twice."""
    players = state.players
    if state.options["partnership"] in TEAM_MODES:
        return [(a, f"{players[a]} & {players[b]}") for a, b in TEAMS]
    return list(enumerate(players))
