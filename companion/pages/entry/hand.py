"""Entering a hand (the screen used most), correcting a past one, misdeals and replays.

Every check of a hand is the service's (and the engine's): this module reads the
form into a hand's body, shows the live check and preview, and says where a save
leads. A conflict (another phone saved first, the game is over) is the table's
one answer (pages/answers.py).
"""
from flask import Blueprint, jsonify, redirect, request, url_for
from werkzeug.datastructures import MultiDict

from ...web.negotiation import wants_json
from ...games import service
from ...games.asked import check_number
from ...rules import RuleError
from ...rules.numbers import an_id, whole
from ...words.refusals import refusal_words
from ..access import scorer_load
from .form import from_hand
from .prefill import contract_answers
from .screen import read_any, render_entry

bp = Blueprint("hand", __name__)


def _body_from(data, form) -> dict:
    """The hand for the service: a void hand from its button, else the form's answers
    (an incomplete form is refused with its own live check's words)."""
    kind = data.get("kind")
    if kind == "misdeal":
        return {"kind": "misdeal"}
    if kind == "replay":
        return {"kind": "replay", "reneges": list(form.reneges)}
    if not form.complete:
        raise RuleError("hand_incomplete", "captured",
                        checks=[text for ok, text in form.checks if not ok])
    return {"kind": "normal", **form.body()}


def _expected(data):
    """The form's hand number; one out of range goes on as typed, and is refused."""
    text = data.get("expected_number", "").strip()
    return (an_id(text, text=True) or text[:20]) if text else None


@bp.get("/g/<public_id>/hand")
def enter(public_id):
    """The entry screen for the hand about to be played."""
    return _next_hand_screen(public_id, request.args)


@bp.post("/g/<public_id>/hand")
def save(public_id):
    """Save the next hand; refuse an incomplete one (422) or one already entered (409)."""
    return _save(public_id, None)


@bp.post("/g/<public_id>/hand/preview")
def preview(public_id):
    """The entry partial again with the live check and preview (htmx, on every change)."""
    return _next_hand_screen(public_id, request.form)


def _next_hand_screen(public_id, data):
    """The next hand's entry screen with these answers; a finished game goes to its table."""
    game, state, _token = scorer_load(public_id)
    if state.next_hand is None:
        return redirect(url_for("table.table", public_id=public_id), 303)
    return render_entry(game, state, state.next_number, data)


@bp.get("/g/<public_id>/hand/<int:number>")
def correct_form(public_id, number):
    """A past hand's entry screen, pre-filled, to correct it."""
    game, state, _token = scorer_load(public_id)
    check_number(number, len(state.hands))
    old = state.hands[number - 1]
    if old.setup.by_contract:
        data = MultiDict(contract_answers(old))
    else:
        data = MultiDict(from_hand(old, state.players))
        data["mode"] = request.args.get("mode") or ("points" if old.entry.points is not None
                                                    else "cards")
    return render_entry(game, state, number, data)


@bp.post("/g/<public_id>/hand/<int:number>")
def correct(public_id, number):
    """Replace a past hand (PUT semantics); every later hand is recomputed."""
    return _save(public_id, number)


@bp.post("/g/<public_id>/hand/<int:number>/preview")
def correct_preview(public_id, number):
    """Live check and preview for a correction."""
    game, state, _token = scorer_load(public_id)
    check_number(number, len(state.hands))
    return render_entry(game, state, number, request.form)


def _save(public_id, number):
    """Save the next hand (number None) or correct hand `number`. The scorer's outbox
    asks for JSON and reads the answer; a form post gets a page."""
    game, state, token = scorer_load(public_id)
    data = request.form
    if number is not None:  # the form is read against that hand's deal: it must be one
        check_number(number, len(state.hands))
    setup = _deal_shown(state, number or _expected(data))
    key = data.get("idempotency_key") or None
    try:
        form = read_any(data, setup, state) if setup else None
        body = _body_from(data, form) if form else {}  # the game is over: the service says so
        body["expected_number"] = _expected(data)
        if number is None:
            service.record_hand(public_id, token, body, key=key)
        else:
            service.correct_hand(public_id, token, number, body, key=key)
    except service.Replayed as replay:
        return _saved(public_id, replay.number, number is not None, replayed=True)
    except RuleError as error:
        if wants_json() or (number is None and state.next_hand is None):
            raise  # the error handlers answer {"error", "field"} (or the error page)
        return render_entry(game, state, number or state.next_number, data, 422,
                            error=refusal_words(error), error_field=error.field)
    return _saved(public_id, number or state.next_number, number is not None)


def _deal_shown(state, number):
    """The deal of the hand a form was shown for (a form left open may be for a hand
    entered since, whose save is then a replay or a conflict: the service says which);
    the next hand's by default. A played hand keeps its deal: no fold is needed."""
    played = whole(number, 1, len(state.hands))
    if played is not None:
        return state.hands[played - 1].setup
    return state.next_hand


def _saved(public_id, number: int, correction: bool, replayed=False):
    """Where a saved (or replayed) hand leads: the table, or the history after a correction."""
    if wants_json():
        made = not (replayed or correction)  # a new hand, as the API's 201
        return jsonify({"saved": number, "replayed": replayed}), 201 if made else 200
    if correction:
        return redirect(url_for("history.history", public_id=public_id, corrected=number), 303)
    return redirect(url_for("table.table", public_id=public_id, saved=number), 303)
