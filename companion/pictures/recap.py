"""The recap image of a finished game: who won, the final standings and the running
totals chart, as a 1200x630 PNG (the size chat apps show a link's picture at) that a
phone shares to the table's group chat.

It is the scoreboard's own chart SVG (board/_chart_svg.html, companion/pictures/chart.py)
placed in a larger SVG (board/recap.svg), then drawn to PNG by resvg, a small
maintained renderer with no system library. Only the fonts under static/fonts are
used, never the machine's, so the picture is the same everywhere; names are measured
in that font (textfit.py) and made smaller, then cut short, to fit. Its words are the
reader's (the request's locale: companion/pages/boards/recap.py names it in the address);
DejaVu Sans draws every letter of the six languages (ł, ś, ż, ß, œ, ñ).
"""
from dataclasses import dataclass
from pathlib import Path

from flask import current_app, render_template
from markupsafe import Markup

from ..words import names_and, tr, winners_words
from .chart import PHONE, score_chart
from .keys import marker_path
from .textfit import ELLIPSIS, Face, face, fit

WIDTH, HEIGHT = 1200, 630
MARGIN = 40
BAND = 132  # the green title band
ROWS_TOP, ROWS_BOTTOM = 194, 606
LABEL_SIZE, LABEL_SPACING = 19.0, 1.0  # the columns' capitals above the standings and chart
GAP = 36  # between the standings and the chart
NAME_X = 92  # from the standings' left edge: rank, then the line-and-marker swatch
FONT = "DejaVu Sans"
FONT_FILES = ("fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf")


@dataclass
class Row:
    rank: int
    name: str
    size: float  # the name's font size, made smaller when the name is long
    total: int
    winner: bool
    colour: str
    hollow: bool
    marker: str
    top: float
    middle: float


@dataclass
class Recap:
    title: str
    title_size: float
    overline: str
    labels: list[tuple[str, float, float]]  # the columns' headings: words, size, x
    rows: list[Row]
    row_height: float
    text_size: float
    left: float
    right: float  # the standings' right edge
    name_room: float  # each name's box is this wide: nothing it carries draws outside it
    chart: object
    chart_frame: tuple[float, float, float, float]  # x, y, width, height

    @property
    def frame(self) -> Markup:
        """The chart's place, as the attributes of its <svg> (numbers only)."""
        return Markup(' x="%.1f" y="%.1f" width="%.1f" height="%.1f"' % self.chart_frame)


def fonts() -> tuple[Face, Face]:
    """The bundled regular and bold faces, measured once."""
    folder = Path(current_app.static_folder)
    return face(folder / FONT_FILES[0]), face(folder / FONT_FILES[1])


def _ranks(ranking) -> list[int]:
    """Shared places for equal totals ("1, 2, 2, 4"), partners scored alone sharing their
    team's; the winners are first."""
    ranks, previous = [], None
    for place, row in enumerate(ranking, 1):
        key = (not row.winner, row.total if row.team_total is None else row.team_total)
        ranks.append(ranks[-1] if key == previous else place)
        previous = key
    return ranks


def _names(ranking, room: float, size: float, fonts) -> list[tuple[str, float]]:
    """Each name as drawn: one common size for the column (down to 85% of the rows'
    text when a name is long), and a name longer still alone smaller, then cut short."""
    regular, bold = fonts
    font = [bold if r.winner else regular for r in ranking]
    common = max(min(fit(r.name, room, size, 1.0, f)[1] for r, f in zip(ranking, font)),
                 round(size * 0.85, 1))
    return [fit(r.name, room, common, 13.0, f) for r, f in zip(ranking, font)]


def layout(view, state, hues=None) -> Recap:
    """Where everything goes: the standings get the room their longest name needs
    (within bounds), the chart keeps its shape in what is left."""
    faces = fonts()
    bold = faces[1]
    count = len(view.ranking)
    row_height = min(76.0, (ROWS_BOTTOM - ROWS_TOP) / count)
    size = max(18.0, min(34.0, row_height * 0.5))
    total_room = max(bold.width(str(r.total), size) for r in view.ranking)
    longest = max(bold.width(r.name, size) for r in view.ranking)
    width = min(max(NAME_X + longest / 0.97 + 24 + total_room, 440.0), 600.0)
    chart = score_chart(state, hues=hues)
    series = {s.seat: s for s in chart.series}
    rows = []
    name_room = width - NAME_X - 24 - total_room
    names = _names(view.ranking, name_room, size, faces)
    for index, (rank, player, (name, name_size)) in enumerate(
            zip(_ranks(view.ranking), view.ranking, names)):
        middle = ROWS_TOP + (index + 0.5) * row_height
        s = series[player.seat]
        rows.append(Row(rank, name, name_size, player.total, player.winner, s.colour,
                        s.hollow, marker_path(s.shape, MARGIN + 62, middle, size * 0.28),
                        middle - row_height / 2, middle))
    chart_x = MARGIN + width + GAP
    chart_width = WIDTH - MARGIN - chart_x
    chart_height = min(chart_width * PHONE.height / PHONE.width, ROWS_BOTTOM + 8 - ROWS_TOP)
    heading, heading_size = _heading(view, bold)
    hands = tr().ngettext("%(num)s hand", "%(num)s hands", view.hands_counted)
    overline = f"♠ companion · {view.ruleset} · {hands}"
    labels = [(*_label(tr().gettext("Final standings"), width, faces[0]), MARGIN),
              (*_label(tr().gettext("Running totals"), chart_width, faces[0]), chart_x)]
    return Recap(heading, heading_size, overline, labels, rows, row_height, size, MARGIN,
                 MARGIN + width, name_room, chart,
                 (chart_x, ROWS_TOP, chart_width, chart_height))


def _label(words: str, room: float, regular: Face) -> tuple[str, float]:
    """A column's heading in capitals, made smaller to fit its column (a long one in
    some language), its letter spacing counted."""
    capitals = words.upper()
    return fit(capitals, room - LABEL_SPACING * len(capitals), LABEL_SIZE, 12.0, regular)


def _heading(view, bold: Face) -> tuple[str, float]:
    """The title in the green band; a draw of long names counts them instead of
    cutting the second name short (the standings below name them all)."""
    heading, size = fit(title(view), WIDTH - 2 * MARGIN, 54.0, 30.0, bold)
    if view.draw and heading.endswith(ELLIPSIS):
        count = len(view.winners)
        return fit(tr().ngettext("A draw: %(num)s player shares the win",
                                 "A draw: %(num)s players share the win", count),
                   WIDTH - 2 * MARGIN, 54.0, 30.0, bold)
    return heading, size


def title(view) -> str:
    """Who won, in a few words, starting with a capital (Polish puts the verb first:
    'wygrywa Ann' heads the picture as 'Wygrywa Ann')."""
    if view.draw:
        return tr().gettext("A draw: %(names)s share the win", names=names_and(view.winners))
    words = winners_words(view.winners)
    return words[:1].upper() + words[1:]


def svg(view, state, hues=None) -> str:
    """The recap as SVG text (its names escaped by the template)."""
    return render_template("board/recap.svg", recap=layout(view, state, hues), width=WIDTH,
                           height=HEIGHT, band=BAND, font=FONT, spacing=LABEL_SPACING)


def png(svg_text: str) -> bytes:
    """The SVG drawn to PNG with the bundled fonts alone."""
    import resvg_py  # when a recap is first drawn, not at the server's start

    folder = Path(current_app.static_folder)
    return bytes(resvg_py.svg_to_bytes(
        svg_string=svg_text, skip_system_fonts=True,
        font_files=[str(folder / name) for name in FONT_FILES],
        font_family=FONT, sans_serif_family=FONT))


def image(view, state, hues=None) -> bytes:
    """The recap PNG of a finished game (`hues`: each seat's, chart.score_chart's)."""
    return png(svg(view, state, hues))
