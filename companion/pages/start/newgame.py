"""The new-game page: ruleset, players in seat order, first dealer, the table's rules."""
from flask import Blueprint, make_response, redirect, request, url_for

from ...games import service
from ...rules import GAMES, RuleError
from ...rules.games import FIRST
from ...words import tr
from ...words.refusals import refusal_words
from ..access import remember
from ..games import game_name, presets_said
from ...web.negotiation import wants_partial
from ..render import render
from .form import (Setup, defaults, error_focus, fields_for, first_dealer_of, moon_points, names_of,
                   options_of, read_setup, rearrange, rearranged_focus)
from .house_rules import forget_seats, save_from_form, setup_from, usual_words

bp = Blueprint("newgame", __name__)
START_ROWS = 4


def render_form(setup: Setup, status=200, error=None, error_field=None, notice=None,
                partial="_newgame.html", focus=None, page="newgame.html", **extra):
    """The form; `focus` names the control the page puts under the eye (autofocus), so a
    reload after a tap lands where the thumb was, and a refusal on the field at fault.
    `page` and `extra` serve the same form in a group (pages/groups/newgame.py)."""
    fields = fields_for(setup.ruleset)
    beside = {f.beside: f for f in fields if f.beside}
    asked = [f for f in fields if not f.beside]
    presets = presets_said()
    return render(page, partial, status, setup=setup, presets=presets,
                  preset=presets[setup.ruleset], fields=[f for f in asked if not f.more],
                  more=[f for f in asked if f.more], beside=beside, error=error,
                  error_field=error_field, notice=notice, moon=moon_points(setup.ruleset),
                  focus=focus, usual=usual_words(setup, fields), **extra)


@bp.get("/new")
def new():
    """The empty form, with the chosen (or first) ruleset's usual options, or set to house
    rules (`?rules=<id>`)."""
    ruleset = request.args.get("ruleset", FIRST)
    if ruleset not in GAMES:
        ruleset = FIRST
    players = [""] * START_ROWS
    preset = setup_from(request.args["rules"]) if request.args.get("rules") else None
    if preset is not None:  # "Start a game with these rules" (a house rules' page)
        return render_form(preset[0], notice=preset[1])
    return render_form(Setup(ruleset, players, "", defaults(ruleset), ruleset))


@bp.post("/new/options")
def options():
    """The options section for the ruleset just picked (htmx swaps only that section)."""
    setup = read_setup(request.form)
    setup.values = defaults(setup.ruleset)
    return render_form(setup, partial="_newgame_options.html")


@bp.post("/new")
def create():
    """Start the game, or rearrange the player rows (buttons that work without JavaScript)."""
    setup = read_setup(request.form)
    action = request.form.get("action", "start")
    if setup.options_for != setup.ruleset:
        return render_form(setup, notice=usual_rules(setup))
    if action == "save-rules":
        return save_from_form(setup, request.form, lambda status, error, field: render_form(
            setup, status, error, field, focus=error_focus(setup, field), saving_rules=True))
    if action != "start":
        rearrange(setup, action)
        return render_form(setup, focus=rearranged_focus(setup, action))
    try:
        game, token, _state = service.create_game(setup.ruleset, names_of(setup),
                                                  options_of(setup), first_dealer_of(setup))
    except RuleError as error:
        field = error.field or "options"
        return render_form(setup, 422, refusal_words(error), field,
                           focus=error_focus(setup, field))
    forget_seats()
    return to_table(game.public_id, token)


def usual_rules(setup: Setup) -> str:
    """Set the form to the usual rules of the ruleset just picked (the options shown were
    another game's, posted without JavaScript), and the notice that says so."""
    setup.values, setup.options_for = defaults(setup.ruleset), setup.ruleset
    return tr().gettext("You picked %(game)s: here are its usual rules. Check them, then start.",
                        game=game_name(setup.ruleset))


def to_table(public_id: str, token: str):
    """The new game's table, as a whole page even when htmx posted the form, this phone
    keeping the game's edit rights."""
    table = url_for("table.table", public_id=public_id)
    if wants_partial():
        response = make_response("", 204)
        response.headers["HX-Redirect"] = table
    else:
        response = redirect(table, 303)
    return remember(response, public_id, token)
