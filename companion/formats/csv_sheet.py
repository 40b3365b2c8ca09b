"""A game's hands as CSV (API.md, "Export"), for a spreadsheet.

UTF-8 with a byte-order mark (so Excel reads the names right), CRLF lines, one row
per hand: `hand`, `kind`, `dealer` (the dealer's name), `pass` (the direction),
in a compendium game `contract` (the deal's own name) and `trump` (its suit letter),
then each player's `score` and `total` in seat order. Numbers are written as
numbers. A text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
would be read as a formula by a spreadsheet (CSV injection): it gets a leading `'`.
The columns and words are said by companion/words/sheet.py: the API's in English (its
locale), a page's download in the reader's language, separated the way the reader's
spreadsheet expects.
"""
import csv
import io

from ..rules.compendium import contract_of
from ..rules.games import by_contract
from ..words import sheet
from ..words.contracts import own_name

GUARDED = ("=", "+", "-", "@", "\t", "\r")
BOM = "\ufeff"


def cell(value):
    """A CSV cell: numbers as they are, text guarded against formulas."""
    if isinstance(value, str) and value.startswith(GUARDED):
        return "'" + value
    return value


def game_csv(state, delimiter: str = ",") -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    names = state.players
    contracts = by_contract(state.options)
    writer.writerow([cell(c) for c in sheet.columns(names, contracts)])
    for hand in state.hands:
        row = [hand.number, sheet.kind_cell(hand.kind), names[hand.setup.dealer],
               sheet.pass_cell(hand.setup.passing.direction)]
        if contracts:  # the deal's own name, as its players say it; the suit's letter
            played = contract_of(hand.setup, hand.entry)
            row += [own_name(played) if played else "", hand.entry.trump or ""]
        for score, total in zip(hand.scores, hand.totals):
            row += [score, total]
        writer.writerow([cell(c) for c in row])
    return BOM + out.getvalue()


def filename(game) -> str:
    """`<ruleset>-<day and time it started, UTC>-<the id's start>.csv`, only safe
    characters: two games of one evening never download as the same file."""
    import time

    started = time.strftime("%Y-%m-%d-%H%M", time.gmtime(game.started_at))
    return f"{game.ruleset}-{started}-{game.public_id[:6]}.csv"
