"""How a chart's line looks: its hue gives a colour and a marker shape, so no one is told
apart by colour alone; a game's seats take the hues in turn, a group's players keep their
own (seat_hues). The legend, the big screen's standings and a group's ranking draw a
line's key (board/_chart_svg.html's swatch) from the same."""
from dataclasses import dataclass

PHONE_MARK = 4.0  # a marker's radius on a phone's chart (chart.PHONE)
# Okabe-Ito colours (readable with colour blindness), then three more; a marker
# shape per seat as well, so no one is told apart by colour alone.
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00",
           "#56B4E9", "#222222", "#882255", "#8F8F1F", "#6A3D9A"]
SHAPES = ["circle", "square", "triangle", "diamond", "triangle-down",
          "cross", "plus", "ring", "box", "rhombus"]
HOLLOW = {"cross", "plus", "ring", "box", "rhombus"}


def marker_path(shape: str, x: float, y: float, r: float = PHONE_MARK) -> str:
    """SVG path data for one marker centred on (x, y)."""
    return _MARKERS[shape](x, y, r, r * 0.9)


# Only the asked-for shape is formatted: the chart draws one marker per player and hand.
_MARKERS = {
    "circle": lambda x, y, r, h:
        f"M{x - r:.1f},{y:.1f}a{r},{r} 0 1,0 {2 * r},0a{r},{r} 0 1,0 {-2 * r},0z",
    "square": lambda x, y, r, h:
        f"M{x - h:.1f},{y - h:.1f}h{2 * h:.1f}v{2 * h:.1f}h{-2 * h:.1f}z",
    "triangle": lambda x, y, r, h: f"M{x:.1f},{y - r:.1f}L{x + r:.1f},{y + h:.1f}H{x - r:.1f}z",
    "diamond": lambda x, y, r, h:
        f"M{x:.1f},{y - r:.1f}L{x + r:.1f},{y:.1f}L{x:.1f},{y + r:.1f}L{x - r:.1f},{y:.1f}z",
    "triangle-down": lambda x, y, r, h:
        f"M{x:.1f},{y + r:.1f}L{x + r:.1f},{y - h:.1f}H{x - r:.1f}z",
    "cross": lambda x, y, r, h: f"M{x - h:.1f},{y - h:.1f}L{x + h:.1f},{y + h:.1f}"
                                f"M{x + h:.1f},{y - h:.1f}L{x - h:.1f},{y + h:.1f}",
    "plus": lambda x, y, r, h: f"M{x - r:.1f},{y:.1f}H{x + r:.1f}M{x:.1f},{y - r:.1f}V{y + r:.1f}",
}
_MARKERS.update(ring=_MARKERS["circle"], box=_MARKERS["square"], rhombus=_MARKERS["diamond"])


@dataclass(frozen=True)
class Key:
    """How a line looks, by its hue: a colour and a marker shape, and the marker alone for
    a legend (in a 24x16 box)."""
    hue: int
    colour: str
    shape: str
    hollow: bool
    swatch: str


def key(hue: int) -> Key:
    shape = SHAPES[hue % len(SHAPES)]
    return Key(hue % len(COLOURS), COLOURS[hue % len(COLOURS)], shape, shape in HOLLOW,
               marker_path(shape, 12, 8, 5))


def player_hue(number: int) -> int:
    """A group player's own hue: their number's (numbers are never given twice)."""
    return (number - 1) % len(COLOURS)


def seat_hues(count: int, numbers: list[int] | None = None) -> list[int]:
    """Each seat's hue. A lone game's seats take the hues in turn; in a group a player
    keeps their own (their number's), so they are the same line in every game and on
    every screen. A player whose hue an earlier seat already has takes the next free one."""
    if numbers is None:
        return list(range(count))
    hues: list[int] = []
    for number in numbers:
        wanted = player_hue(number)
        free = [h for h in range(wanted, wanted + len(COLOURS)) if h % len(COLOURS) not in hues]
        hues.append(free[0] % len(COLOURS) if free else wanted)
    return hues
