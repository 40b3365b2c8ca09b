"""A new game in a group: the new-game form, with the group's players as chips to tap in
their usual seat order, and "Did you mean …?" for a typed name that nearly matches one
of them (never joined by itself). Only the group's editor phone starts its games."""
from flask import Blueprint, request, url_for

from ... import groups
from ...games import service
from ...rules import GAMES, RuleError
from ...rules.games import FIRST
from ...rules.names import name_key
from ...rules.numbers import whole
from ...words import tr
from ...words.refusals import refusal_words
from ..start.form import (MAX_PLAYERS, Setup, defaults, error_focus, first_dealer_of, names_of,
                          options_of, read_setup, rearrange, rearranged_focus)
from ..start.house_rules import save_from_form, setup_from
from ..start.newgame import START_ROWS, render_form, to_table, usual_rules
from . import access as group_access

bp = Blueprint("group_newgame", __name__)


def _render(public_id, setup: Setup, kept: list[str], status=200, near=None, **extra):
    """The new-game form posting to the group, with its roster chips."""
    return render_form(setup, status, page="groups/newgame.html",
                       form_action=url_for(".create", public_id=public_id),
                       group_name=_group_name(public_id), roster=_chips(public_id, setup),
                       kept=kept, near_names=near or {}, near_questions=_questions(near),
                       **extra)


def _questions(near) -> dict[int, str]:
    """'Did you mean Ann or Anna?' for each row asked about, the names joined the
    reader's way ('Ann oder Anna')."""
    t = tr()
    return {row: t.gettext("Did you mean %(names)s?", names=t.or_list(p["name"] for p in found))
            for row, found in (near or {}).items()}


def _chips(public_id, setup: Setup) -> list[dict]:
    """The group's players in their usual seat order, those already typed marked seated."""
    seated = {name_key(n) for n in setup.players if n.strip()}
    return [dict(p, seated=name_key(p["name"]) in seated)
            for p in groups.usual_order(public_id)]


def _next_focus(public_id, setup: Setup, action: str) -> str | None:
    """After a chip, the next player still to seat (the thumb taps on down the row), else
    Start; after a "Did you mean" answer, the row's name; else as a row button."""
    verb, _, rest = action.partition(":")
    if verb == "seat":
        waiting = [p for p in _chips(public_id, setup) if not p["seated"]]
        return f"roster-{waiting[0]['id']}" if waiting else "start"
    if verb in ("use", "keep"):
        return f"player-{rest.partition(':')[0]}"
    return rearranged_focus(setup, action)


def _group_name(public_id) -> str:
    return groups.read(public_id)["answer"]["name"]


@bp.get("/groups/<public_id>/new")
def new(public_id):
    """The empty form with the group's players to tap (the editor's phone only), set for
    the game the group played last."""
    group_access.required_token(public_id)
    games = groups.read(public_id)["answer"]["games"]
    ruleset = request.args.get("ruleset") or (games[0]["ruleset"] if games else "")
    ruleset = ruleset if ruleset in GAMES else FIRST
    setup = Setup(ruleset, [""] * START_ROWS, "", defaults(ruleset), ruleset)
    preset = setup_from(request.args["rules"]) if request.args.get("rules") else None
    if preset is not None:  # the group's house rules, from the group's page
        return _render(public_id, preset[0], [], notice=preset[1])
    return _render(public_id, setup, [])


def _seat(setup: Setup, name: str, row: int | None = None) -> None:
    """Write a player's name in `row`, else the first empty row, else a new row."""
    rows = setup.players
    if row is None:
        row = next((i for i, typed in enumerate(rows) if not typed.strip()), None)
    if row is None and len(rows) < MAX_PLAYERS:
        rows.append("")
        row = len(rows) - 1
    if row is not None and 0 <= row < len(rows):
        rows[row] = name


def _near_names(public_id, setup: Setup, kept: list[str]) -> dict[int, list[dict]]:
    """Rows whose name nearly matches a player spelled otherwise: {row: players}. A player
    typed in another row is already at the table, so not asked about; nor is a name
    written as a player's (tapped "✓ Zoë" while a "zoe" exists), nor one that is only a
    player's in other case or spaces ("ann " for Ann) unless another player is as close
    ("Zoe" with both "zoe" and "Zoë": both are offered), nor one of a player's earlier
    spellings ("sam" after Sam was merged into Samira) while that player is not at the
    table under their own name: the game seats them by it."""
    kept_keys = {name_key(k) for k in kept}
    order = groups.usual_order(public_id)
    players = {name_key(p["name"]) for p in order}
    written = {p["name"] for p in order}
    spelled = {}  # an earlier spelling's player: the first who had it, as seats find them
    for player in order:
        for alias in player["aliases"]:
            spelled.setdefault(name_key(alias), name_key(player["name"]))
    keys = [name_key(typed) for typed in setup.players]
    asked = {}
    for row, typed in enumerate(setup.players):
        others = set(keys[:row] + keys[row + 1:])
        owner = spelled.get(keys[row])
        if owner is not None and owner not in others:
            continue  # an earlier spelling of a player not seated otherwise
        if not typed.strip() or keys[row] in kept_keys or " ".join(typed.split()) in written:
            continue
        found = [p for p in groups.near_matches(public_id, typed)
                 if name_key(p["name"]) not in others][:3]
        if keys[row] in players and all(p["same"] for p in found):
            continue  # a player's name in other case or spaces, and nobody else as close
        if found:
            asked[row] = found
    return asked


def _tap(public_id, setup: Setup, kept: list[str], action: str) -> None:
    """A chip (`seat:<player>`), a "Did you mean" answer (`use:<row>:<player>`, or
    `keep:<row>`, the name as typed), or a row moved, added or removed."""
    verb, _, rest = action.partition(":")
    by_id = {str(p["id"]): p["name"] for p in groups.usual_order(public_id)}
    written, _, player = rest.partition(":")
    row = whole(written, 0, len(setup.players) - 1, text=True)  # "²" is no row
    if verb == "seat" and rest in by_id:
        _seat(setup, by_id[rest])
    elif verb == "use":
        if row is not None and player in by_id:
            _seat(setup, by_id[player], row)
    elif verb == "keep" and row is not None:
        kept.append(setup.players[row])
    else:
        rearrange(setup, action)


@bp.post("/groups/<public_id>/new")
def create(public_id):
    """Start the game in the group, or fill a seat from a chip, or ask about a name."""
    token = group_access.required_token(public_id)
    setup = read_setup(request.form)
    kept = [k[:60] for k in request.form.getlist("kept")][:MAX_PLAYERS * 2]
    action = request.form.get("action", "start")
    if setup.options_for != setup.ruleset:
        return _render(public_id, setup, kept, notice=usual_rules(setup))
    if action == "save-rules":  # filed in the group: its page lists them
        return save_from_form(setup, request.form, lambda status, error, field: _render(
            public_id, setup, kept, status, error=error, error_field=field,
            focus=error_focus(setup, field), saving_rules=True), group=(public_id, token))
    if action != "start":
        _tap(public_id, setup, kept, action)
        return _render(public_id, setup, kept, focus=_next_focus(public_id, setup, action))
    near = _near_names(public_id, setup, kept)
    if near:
        first = min(near)
        return _render(public_id, setup, kept, 422, near=near, error_field="players",
                       focus=f"use-{first}",
                       error=tr().gettext("A name is nearly one of the group's players: pick "
                                          "the player beside it, or keep the name as typed for "
                                          "someone new."))
    try:
        game, game_token, _state = service.create_game(
            setup.ruleset, names_of(setup), options_of(setup), first_dealer_of(setup),
            group=groups.Filing(public_id, token))
    except RuleError as error:
        field = error.field or "options"
        return _render(public_id, setup, kept, 422, error=refusal_words(error),
                       error_field=field, focus=error_focus(setup, field))
    return to_table(game.public_id, game_token)
