"""The new-game page: ruleset, players in seat order, first dealer, the table's rules."""
from flask import Blueprint, redirect, request, url_for

from .. import service
from ..rules import PRESETS, RuleError
from .access import remember
from .newgame_form import (Setup, defaults, fields_for, first_dealer_of, moon_points, names_of,
                           options_of, plain, read_setup, rearrange)
from .render import render

bp = Blueprint("newgame", __name__)
START_ROWS = 4


def render_form(setup: Setup, status=200, error=None, error_field=None, notice=None,
                partial="_newgame.html"):
    fields = fields_for(setup.ruleset)
    return render("newgame.html", partial, status, setup=setup, presets=PRESETS,
                  preset=PRESETS[setup.ruleset], fields=[f for f in fields if not f.more],
                  more=[f for f in fields if f.more], error=error, error_field=error_field,
                  notice=notice, moon=moon_points(setup.ruleset))


@bp.get("/new")
def new():
    """The empty form, with the chosen (or first) ruleset's usual options."""
    ruleset = request.args.get("ruleset", "rickety-kate")
    if ruleset not in PRESETS:
        ruleset = "rickety-kate"
    players = [""] * START_ROWS
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
        setup.values, setup.options_for = defaults(setup.ruleset), setup.ruleset
        return render_form(setup, notice=f"You picked {PRESETS[setup.ruleset]['name']}: "
                                         "here are its usual rules. Check them, then start.")
    if action != "start":
        rearrange(setup, action)
        return render_form(setup)
    try:
        game, token, _state = service.create_game(setup.ruleset, names_of(setup),
                                                  options_of(setup), first_dealer_of(setup))
    except RuleError as error:
        return render_form(setup, 422, plain(error), error.field or "options")
    response = redirect(url_for("table.table", public_id=game.public_id), 303)
    return remember(response, game.public_id, token)
