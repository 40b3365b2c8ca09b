"""History: the score sheet, newest hand first, a page at a time; tap a hand to correct
it; undo the last one (and put it back); the game as CSV."""
from dataclasses import dataclass

from flask import Blueprint, current_app, redirect, request, url_for

from ...games import service
from ...formats import csv_sheet
from ...rules.games import by_contract
from ...words import words_of
from ...words.sheet import separator
from ..access import scorer_load
from ..render import render
from . import undone
from .compendium_sheet import compendium_sheet
from .viewmodel import game_view, hand_marks

bp = Blueprint("history", __name__)

PAGE = 50  # hands a history page shows: a long game's sheet never goes out whole


@dataclass
class Cell:
    score: int | None  # None: sat out (tie-break)
    points: int  # card points taken (shown when the score differs: moon, renege, bonus)
    total: int
    marks: list[str]
    dealer: bool


@dataclass
class Line:
    number: int
    kind: str
    dealer: str
    sign: str  # the short mark beside the hand number: "←", "misdeal"
    words: str  # what the hand was, for its link's accessible name: "Pass left"
    cells: list[Cell]
    phase: int = 0  # under the turn rule: counting up (1) or down (2)


@dataclass
class Window:
    """The hands one history page shows, newest first, and where the next pages start
    (`before`: the page shows the hands numbered below it)."""
    lines: list[Line]
    older: int | None  # `before` of the page of older hands; None on the oldest
    newer: int | None  # `before` of the page of newer hands; None on the newest


def sheet(state, numbers) -> list[Line]:
    """One line per hand in `numbers`: who dealt, the pass, each player's score, marks and
    running total."""
    lines = []
    penalty = state.options["renege_penalty"]
    for number in numbers:
        hand = state.hands[number - 1]
        words = words_of(hand)
        cells = [Cell(hand.scores[s] if s in hand.setup.participants else None, hand.points[s],
                      hand.totals[s], hand_marks(hand, s, penalty), s == hand.setup.dealer)
                 for s in range(len(state.players))]
        lines.append(Line(hand.number, hand.kind, state.players[hand.setup.dealer],
                          words.sign, words.line, cells, hand.setup.phase))
    return lines


def window(state, before: int | None, corrected: int | None = None) -> Window:
    """The page of hands below `before` (the newest by default); after a correction, the
    page that shows the corrected hand near its top."""
    count = len(state.hands)
    if before is None and corrected and corrected <= count - PAGE:
        before = corrected + 1 + PAGE // 5
    before = count + 1 if before is None else min(max(before, 2), count + 1)
    lowest = max(before - PAGE, 1)
    newer = min(before + PAGE, count + 1) if before <= count else None
    return Window(sheet(state, range(before - 1, lowest - 1, -1)),
                  lowest if lowest > 1 else None, newer)


@bp.get("/g/<public_id>/history")
def history(public_id):
    """The score sheet, newest hand first, PAGE hands at a time (`before`: older pages);
    each hand links to its correction."""
    game, state, _token = scorer_load(public_id)
    corrected = request.args.get("corrected", type=int)
    shown = window(state, request.args.get("before", type=int), corrected)
    return render("history.html", "_history.html", game=game, state=state,
                  view=game_view(game, state), lines=shown.lines, window=shown,
                  compendium=compendium_sheet(state) if by_contract(state.options) else None,
                  share=url_for("share.page", public_id=public_id), corrected=corrected)


@bp.get("/g/<public_id>/history/export.csv")
def export_csv(public_id):
    """The game's hands as CSV (the API's export, its columns and words in the reader's
    language), for the scorer's phone: the page reads the edit cookie, so no token ever
    rides in a link."""
    game, state, _token = scorer_load(public_id)
    sheet = csv_sheet.game_csv(state, separator())  # in the reader's language
    response = current_app.response_class(sheet.encode("utf-8"), mimetype="text/csv")
    response.headers["Content-Type"] = "text/csv; charset=utf-8"
    response.headers["Content-Disposition"] = \
        f'attachment; filename="{csv_sheet.filename(game)}"'
    response.vary.update(("Accept-Language", "Cookie"))  # another language, another file
    return response


@bp.post("/g/<public_id>/undo")
def undo(public_id):
    """Remove the last hand (only the last; the form says which one it meant: the service
    refuses any other, and a hand already gone is a conflict with the game as it stands).
    The table follows, offering to put the hand back: this phone keeps it in its session."""
    _game, _state, token = scorer_load(public_id)
    number = request.form.get("number", type=int, default=0)
    try:
        game, _state, hand, finished = service.undo_hand(public_id, token, number)
    except service.NotFound as gone:  # undone on another phone, or nothing to undo
        raise service.Conflict(gone.code, public_id, **gone.facts) from None
    undone.keep(game, hand, finished)
    return redirect(url_for("table.table", public_id=public_id, undone=number), 303)


@bp.post("/g/<public_id>/redo")
def redo(public_id):
    """Put back the hand this phone just undid, exactly as it was. Only while it is the
    next hand: once another hand took its number the service refuses it (409, with the
    table as it stands). Its key makes a double tap put it back once."""
    _game, _state, token = scorer_load(public_id)
    number = request.form.get("number", type=int, default=0)
    kept = undone.kept(public_id, number)
    if kept is None:
        raise service.Conflict("not_put_back", public_id, n=number, next_number=None)
    body = {**kept["entry"], "expected_number": number}
    try:
        service.record_hand(public_id, token, body, at=kept["at"], key=kept["key"])
    except service.Replayed:
        pass  # put back already (a double tap): nothing more to do
    except service.Conflict:
        _game, now = service.load(public_id)
        raise service.Conflict("not_put_back", public_id, n=number,
                               next_number=now.next_number) from None
    else:
        if kept["finished"]:  # the table had stopped after this hand: it stops there again
            _finish_again(public_id, token, number)
    return redirect(url_for("table.table", public_id=public_id, saved=number, back=1), 303)


def _finish_again(public_id, token, number) -> None:
    try:
        service.finish_game(public_id, token, {"expected_number": number + 1})
    except service.Conflict:
        pass  # the hand put back ended the game by itself, or the game moved on
