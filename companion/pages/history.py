"""History: every hand on one score sheet; tap a hand to correct it; undo the last one."""
from dataclasses import dataclass

from flask import redirect, request, url_for

from .. import service
from .common import render
from .scorer import scorer_load
from .table import bp, render_table, share_url
from .view import game_view, hand_marks

PASS_SIGNS = {"left": "←", "right": "→", "across": "↕", "hold": "hold", "none": "–"}


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
    pass_sign: str
    pass_words: str
    cells: list[Cell]


def sheet(state) -> list[Line]:
    """One line per hand: who dealt, the pass, each player's score, marks and running total."""
    lines = []
    penalty = state.options["renege_penalty"]
    for hand in state.hands:
        direction = hand.setup.passing.direction
        if hand.kind == "misdeal":
            words = "Misdeal: nothing scored"
        elif hand.kind == "replay":
            words = "Renege: deal replayed"
        elif hand.kind == "tiebreak":
            words = "Tie-break"
        else:
            words = f"Pass {direction}" if hand.setup.passing.count else "Hold"
        cells = [Cell(hand.scores[s] if s in hand.setup.participants else None, hand.points[s],
                      hand.totals[s], hand_marks(hand, s, penalty), s == hand.setup.dealer)
                 for s in range(len(state.players))]
        lines.append(Line(hand.number, hand.kind, state.players[hand.setup.dealer],
                          PASS_SIGNS.get(direction, ""), words, cells))
    return lines


@bp.get("/g/<public_id>/history")
def history(public_id):
    """Every hand in a compact score sheet, newest last; each links to its correction."""
    game, state, _token = scorer_load(public_id)
    return render("history.html", "_history.html", game=game, state=state,
                  view=game_view(game, state), lines=sheet(state), share=share_url(public_id),
                  corrected=request.args.get("corrected", type=int),
                  undone=request.args.get("undone", type=int))


@bp.post("/g/<public_id>/undo")
def undo(public_id):
    """Remove the last hand (only the last; the form says which one it meant)."""
    _game, state, token = scorer_load(public_id)
    number = request.form.get("number", type=int)
    try:
        if number != len(state.hands):
            raise service.Conflict(
                f"Hand {number} is no longer the last hand: another phone changed the game."
                if number else "There is no hand to undo.")
        service.undo_hand(public_id, token, number)
    except service.Conflict as error:
        game, state = service.load(public_id)
        return render_table(game, state, 409, message=str(error))
    return redirect(url_for("table.history", public_id=public_id, undone=number), 303)
