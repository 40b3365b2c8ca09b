"""A game's hands as a spreadsheet (the CSV a page downloads): its columns and the words
in its cells, in the reader's language.

In English they are the API's own ("hand", "misdeal", "left"), so the English download
is the API's export byte for byte; the API's locale is always English, so its CSV never
changes with a reader (docs/DECISIONS.md, "Languages").
"""
from babel.numbers import get_decimal_symbol

from .voice import tr


def columns(names, contracts: bool = False) -> list[str]:
    """'hand', 'kind', 'dealer', 'pass' ('contract' and 'trump' after it in a compendium
    game), then each player's score and total."""
    t = tr()
    header = [t.pgettext("CSV column", "hand"), t.pgettext("CSV column", "kind"),
              t.pgettext("CSV column", "dealer"), t.pgettext("CSV column", "pass")]
    if contracts:
        header += [t.pgettext("CSV column", "contract"), t.pgettext("CSV column", "trump")]
    for name in names:
        header += [t.pgettext("CSV column", "%(name)s score", name=name),
                   t.pgettext("CSV column", "%(name)s total", name=name)]
    return header


def kind_cell(kind: str) -> str:
    """A hand's kind (rules/entry.py's codes)."""
    t = tr()
    return {"normal": lambda: t.pgettext("CSV kind of hand", "normal"),
            "misdeal": lambda: t.pgettext("CSV kind of hand", "misdeal"),
            "replay": lambda: t.pgettext("CSV kind of hand", "replay"),
            "tiebreak": lambda: t.pgettext("CSV kind of hand", "tiebreak"),
            }.get(kind, lambda: kind)()


def pass_cell(direction: str) -> str:
    """A hand's pass (rules/passing.py's codes: 'left', 'hold', 'left2' …)."""
    t = tr()
    fixed = {"left": lambda: t.pgettext("CSV pass", "left"),
             "right": lambda: t.pgettext("CSV pass", "right"),
             "across": lambda: t.pgettext("CSV pass", "across"),
             "hold": lambda: t.pgettext("CSV pass", "hold"),
             "none": lambda: t.pgettext("CSV pass", "none"),
             "scatter": lambda: t.pgettext("CSV pass", "scatter")}
    if direction in fixed:
        return fixed[direction]()
    if direction.startswith("left") and direction[4:].isdigit():
        return t.pgettext("CSV pass", "left%(seats)s", seats=direction[4:])
    if direction.startswith("right") and direction[5:].isdigit():
        return t.pgettext("CSV pass", "right%(seats)s", seats=direction[5:])
    return direction


def separator() -> str:
    """The cells' separator a spreadsheet of the locale opens by itself: a semicolon where
    the decimal sign is a comma (German, French, Dutch, Polish, Spanish Excel), else a
    comma."""
    return ";" if get_decimal_symbol(tr().locale) == "," else ","
