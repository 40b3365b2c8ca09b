"""History: every hand on one score sheet; tap a hand to correct it; undo the last one."""
from dataclasses import dataclass

from flask import Blueprint, redirect, request, url_for

from .. import service
from ..words import words_of
from .access import scorer_load
from .render import render
from .table import conflict
from .viewmodel import game_view, hand_marks

bp = Blueprint("history", __name__)
bp.register_error_handler(service.Conflict, conflict)


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


def sheet(state) -> list[Line]:
    """One line per hand: who dealt, the pass, each player's score, marks and running total."""
    lines = []
    penalty = state.options["renege_penalty"]
    for hand in state.hands:
        words = words_of(hand)
        cells = [Cell(hand.scores[s] if s in hand.setup.participants else None, hand.points[s],
                      hand.totals[s], hand_marks(hand, s, penalty), s == hand.setup.dealer)
                 for s in range(len(state.players))]
        lines.append(Line(hand.number, hand.kind, state.players[hand.setup.dealer],
                          words.sign, words.line, cells))
    return lines


@bp.get("/g/<public_id>/history")
def history(public_id):
    """Every hand in a compact score sheet, newest last; each links to its correction."""
    game, state, _token = scorer_load(public_id)
    return render("history.html", "_history.html", game=game, state=state,
                  view=game_view(game, state), lines=sheet(state),
                  share=url_for("share.page", public_id=public_id),
                  corrected=request.args.get("corrected", type=int),
                  undone=request.args.get("undone", type=int))


@bp.post("/g/<public_id>/undo")
def undo(public_id):
    """Remove the last hand (only the last; the form says which one it meant: the service
    refuses any other, and a hand already gone is a conflict with the game as it stands)."""
    _game, _state, token = scorer_load(public_id)
    number = request.form.get("number", type=int, default=0)
    try:
        service.undo_hand(public_id, token, number)
    except service.NotFound as gone:  # undone on another phone, or nothing to undo
        raise service.Conflict(str(gone), public_id) from None
    return redirect(url_for("history.history", public_id=public_id, undone=number), 303)
