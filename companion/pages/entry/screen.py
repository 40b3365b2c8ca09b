"""The entry screen's context: the questions of a hand, its live check and preview, the
keys and addresses its forms post to. The entry page shows it; the table page holds the
next hand's copy, so that the scorer's phone opens it without asking the server."""
import secrets

from flask import url_for

from ... import rules
from ...games import service
from ...games.idempotency import KEY
from ...words import pass_words, words_of
from ..render import render
from ..table.panel import build_panel
from ..table.viewmodel import game_view
from .contract import read_contract_form
from .form import read_form
from .preview import make_preview


def mode_of(data) -> str:
    return "points" if data.get("mode") == "points" else "cards"


def moon_of(state) -> bool:
    return state.options["moon"] != "none"


def read_any(data, setup, state):
    """The entry form of this deal: a compendium deal's contract form, or the cards (or
    points) of a penalty-card hand."""
    if setup.by_contract:
        return read_contract_form(data, setup, state.players, state.options["no_trumps"])
    return read_form(data, setup, state.players, mode_of(data), moon=moon_of(state))


def entry_context(game, state, number: int, data, error=None, error_field=None,
                  view=None) -> dict:
    """Everything the entry screen shows: the questions, the live check, the preview
    (`view`: the game's view when the caller has made it already)."""
    before = rules.before(state, number)
    hand = before.next_hand
    form = read_any(data, hand, before)
    correcting = number < state.next_number
    old = state.hands[number - 1] if correcting else None
    preview = make_preview(before, form.body(), old.at if old else service.now()) \
        if form.complete else None
    if preview and preview.choices and form.moon_choice not in [o.choice for o in preview.choices]:
        form.moon_choice = preview.best  # pre-select the better outcome for the shooter
    action = _action_url(game.public_id, number, correcting)
    return {"game": game, "state": state, "view": view or game_view(game, state), "number": number,
            "panel": build_panel(before), "hand": hand,
            "pass_words": pass_words(hand.passing.direction, hand.passing.count),
            "names": before.players, "form": form, "preview": preview, "correcting": correcting,
            "sun": state.options["sun"] != "none",
            "old": old, "old_words": words_of(old) if old else None,
            "later": state.next_number - 1 - number if correcting else 0,
            "expected": state.next_number,
            "share": url_for("share.page", public_id=game.public_id),
            "key": _form_key(data), "error": error, "error_field": error_field,
            "action": action, "preview_url": action + "/preview"}


def _form_key(data) -> str:
    """The key that names this entry's save: made when the form is first shown and kept
    through its previews and refusals, so sending it twice saves it once."""
    key = data.get("idempotency_key", "")
    return key if KEY.fullmatch(key) else secrets.token_urlsafe(16)


def _action_url(public_id, number, correcting) -> str:
    if correcting:
        return url_for("hand.correct", public_id=public_id, number=number)
    return url_for("hand.enter", public_id=public_id)


def render_entry(game, state, number, data, status=200, **extra):
    return render("entry.html", "_entry.html", status,
                  **entry_context(game, state, number, data, **extra))
