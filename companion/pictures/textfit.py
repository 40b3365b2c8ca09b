"""How wide a line of text is in the bundled font, and making it fit a width.

The recap image is drawn with the fonts under static/fonts (DejaVu Sans), never a
machine's own, so a name measured here is the name drawn there: its advance widths
are read once from the font files (fontTools), and a line is the sum of its
characters' (kerning moves a line by a pixel or two; FIT_MARGIN leaves room). A
character the font lacks is counted as wide as the widest letter ("M").
"""
import functools
from pathlib import Path

ELLIPSIS = "…"
FIT_MARGIN = 0.97  # kerning and rounding: a measured line never quite touches its box


class Face:
    """One font file's advance widths, in ems."""

    def __init__(self, path: Path):
        # fontTools only when a recap is first drawn: the server starts without it.
        from fontTools.ttLib import TTFont

        font = TTFont(str(path), lazy=True)
        per_em = font["head"].unitsPerEm
        metrics = font["hmtx"].metrics
        self.widths = {code: metrics[glyph][0] / per_em
                       for code, glyph in font.getBestCmap().items()}
        self.missing = self.widths[ord("M")]
        font.close()

    def width(self, text: str, size: float) -> float:
        get = self.widths.get
        return size * sum(get(ord(c), self.missing) for c in text)


@functools.cache
def face(path: Path) -> Face:
    return Face(path)


def fit(text: str, room: float, size: float, least: float, font: Face) -> tuple[str, float]:
    """(text, size) for one line within `room` pixels: the full text at `size` when it
    fits, else smaller down to `least`, and only then cut short with an ellipsis."""
    room *= FIT_MARGIN
    wide = font.width(text, size)
    if wide <= room:
        return text, size
    smaller = size * room / wide
    if smaller >= least:
        return text, round(smaller - 0.05, 1)
    while text and font.width(text.rstrip() + ELLIPSIS, least) > room:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS, least
