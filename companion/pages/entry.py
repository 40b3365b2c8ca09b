"""Entering a hand (the screen used most), correcting a past one, misdeals and replays."""
import secrets

from flask import jsonify, redirect, request, url_for
from werkzeug.datastructures import MultiDict

from .. import service
from ..idempotency import KEY
from ..rules import RuleError
from .common import edit_token_for, render, wants_json
from .entryform import from_hand, read_form
from .preview import make_preview, state_before
from .scorer import scorer_load
from .table import bp, render_table, share_url
from .view import build_panel, game_view, pass_words


def _mode(data) -> str:
    return "points" if data.get("mode") == "points" else "cards"


def entry_context(game, state, number: int, data, error=None, error_field=None) -> dict:
    """Everything the entry screen shows: the questions, the live check, the preview."""
    before = state_before(game, state, number)
    hand = before.next_hand
    form = read_form(data, hand, before.players, _mode(data))
    correcting = number < state.next_number
    at = state.hands[number - 1].at if correcting else service.now()
    preview = make_preview(before, form.body(), at) if form.complete else None
    if preview and preview.choices and form.moon_choice not in [o.choice for o in preview.choices]:
        form.moon_choice = preview.best  # pre-select the better outcome for the shooter
    return {"game": game, "state": state, "view": game_view(game, state), "number": number,
            "panel": build_panel(before), "pass_words": pass_words(hand), "hand": hand,
            "names": before.players, "form": form, "preview": preview, "correcting": correcting,
            "old": state.hands[number - 1] if correcting else None,
            "later": state.next_number - 1 - number if correcting else 0,
            "expected": state.next_number, "share": share_url(game.public_id),
            "key": _form_key(data),
            "error": error, "error_field": error_field,
            "action": _action_url(game.public_id, number, correcting),
            "preview_url": _action_url(game.public_id, number, correcting) + "/preview"}


def _form_key(data) -> str:
    """The key that names this entry's save: made when the form is first shown and kept
    through its previews and refusals, so sending it twice saves it once."""
    key = data.get("idempotency_key", "")
    return key if KEY.fullmatch(key) else secrets.token_urlsafe(16)


def _action_url(public_id, number, correcting) -> str:
    if correcting:
        return url_for("table.correct", public_id=public_id, number=number)
    return url_for("table.enter", public_id=public_id)


def render_entry(game, state, number, data, status=200, **extra):
    return render("entry.html", "_entry.html", status,
                  **entry_context(game, state, number, data, **extra))


def _body_from(data, form) -> dict:
    """The hand for the service: a void hand from its button, else the form's answers."""
    kind = data.get("kind")
    if kind == "misdeal":
        return {"kind": "misdeal"}
    if kind == "replay":
        return {"kind": "replay", "reneges": list(form.reneges)}
    if not form.complete:
        raise RuleError(" ".join(text for ok, text in form.checks if not ok), "captured")
    return {"kind": "normal", **form.body()}


def _expected(data):
    try:
        return int(data.get("expected_number", ""))
    except ValueError:
        return None


@bp.get("/g/<public_id>/hand")
def enter(public_id):
    """The entry screen for the hand about to be played."""
    return _next_hand_screen(public_id, request.args)


@bp.post("/g/<public_id>/hand")
def save(public_id):
    """Save the next hand; refuse an incomplete one (422) or one already entered (409)."""
    return _save(public_id, None)


@bp.get("/g/<public_id>/hand/<int:number>")
def correct_form(public_id, number):
    """A past hand's entry screen, pre-filled, to correct it."""
    game, state, _token = scorer_load(public_id)
    if not 1 <= number < state.next_number:
        raise service.NotFound
    old = state.hands[number - 1]
    data = MultiDict(from_hand(old, state.players))
    data["mode"] = request.args.get("mode") or ("points" if old.entry.points is not None
                                                else "cards")
    return render_entry(game, state, number, data)


@bp.post("/g/<public_id>/hand/<int:number>")
def correct(public_id, number):
    """Replace a past hand (PUT semantics); every later hand is recomputed."""
    return _save(public_id, number)


@bp.post("/g/<public_id>/hand/preview")
def preview(public_id):
    """The entry partial again with the live check and preview (htmx, on every change)."""
    return _next_hand_screen(public_id, request.form)


def _next_hand_screen(public_id, data):
    """The next hand's entry screen with these answers; a finished game goes to its table."""
    game, state, _token = scorer_load(public_id)
    if state.status == "finished":
        return redirect(url_for("table.table", public_id=public_id), 303)
    return render_entry(game, state, state.next_number, data)


@bp.post("/g/<public_id>/hand/<int:number>/preview")
def correct_preview(public_id, number):
    """Live check and preview for a correction."""
    game, state, _token = scorer_load(public_id)
    if not 1 <= number < state.next_number:
        raise service.NotFound
    return render_entry(game, state, number, request.form)


def _save(public_id, number):
    """Save the next hand (number None) or correct hand `number`. The scorer's outbox
    asks for JSON and reads the answer; a form post gets a page."""
    game, state, token = scorer_load(public_id)
    data = request.form
    if number is not None and not 1 <= number < state.next_number:
        raise service.NotFound
    at = state.next_number if number is None else number
    key = data.get("idempotency_key") or None
    try:
        if number is None and state.status == "finished":
            raise service.Conflict("The game is over: correct or undo a hand to reopen it.")
        form = read_form(data, state_before(game, state, at).next_hand, state.players, _mode(data))
        body = {**_body_from(data, form), "expected_number": _expected(data)}
        if number is None:
            service.record_hand(public_id, token, body, key=key)
        else:
            service.correct_hand(public_id, token, number, body, key=key)
    except service.Replayed as replay:
        return _saved(public_id, replay.number, number is not None, replayed=True)
    except RuleError as error:
        if wants_json():
            raise  # the error handlers answer {"error", "field"}
        return render_entry(game, state, at, data, 422, error=error.message,
                            error_field=error.field)
    except service.Conflict as error:
        if wants_json():
            raise
        game, state = service.load(public_id)
        return render_table(game, state, 409, message=str(error))
    return _saved(public_id, at, number is not None)


def _saved(public_id, number: int, correction: bool, replayed=False):
    """Where a saved (or replayed) hand leads: the table, or the history after a correction."""
    if wants_json():
        made = not (replayed or correction)  # a new hand, as the API's 201
        return jsonify({"saved": number, "replayed": replayed}), 201 if made else 200
    if correction:
        return redirect(url_for("table.history", public_id=public_id, corrected=number), 303)
    return redirect(url_for("table.table", public_id=public_id, saved=number), 303)


@bp.get("/g/<public_id>/sync")
def sync(public_id):
    """For the scorer's outbox: the next hand number, the version and the newest keys
    (never cached: security.py marks every page with the scorer's rights no-store)."""
    return jsonify(service.sync(public_id, edit_token_for(public_id)))
