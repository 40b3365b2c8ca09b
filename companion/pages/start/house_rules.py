"""House rules on the pages: saving them from the new-game form, their own page (name,
game, what differs from the preset, a QR code and link, a button that starts a game with
them), and the ones this phone keeps (docs/DECISIONS.md, "House rules")."""
import functools

from flask import Blueprint, make_response, redirect, render_template, request, session, url_for

from ...groups import house_rules
from ...pictures import qr
from ...rules import RuleError
from ...rules.registry import OPTIONS
from ...web.links import base_url
from ...words import card_label, tr
from ...words.refusals import refusal_words
from ..games import game_name
from ..cookies import Kept
from ...web.negotiation import wants_partial
from .form import Setup, defaults, moon_points, options_of

bp = Blueprint("house_rules", __name__)
# Kept on the phone like the games it opened: no token (house rules are never changed).
KEPT = Kept("house_rules_{}", "/rules/{}", "recent_rules", most=8)
NAME_FIELD = "rules_name"  # the form's name field (the game's own fields keep theirs)
SEATS = "house_rules_seats"  # the seats typed when they were saved, for their Start button


def rules_url(public_id: str) -> str:
    return base_url() + url_for("house_rules.page", public_id=public_id)


@functools.lru_cache(maxsize=64)
def _qr(url: str, said: str):
    """The link's QR code, its text alternative in the reader's language (kept per both)."""
    return qr.svg(url, said)


def signed(points: int) -> str:
    """A card's points with its sign, a true minus ('+5', '−10'), as the rules say them."""
    return ("−" if points < 0 else "+") + str(abs(points))


def explained(rules) -> list[tuple[str, str]]:
    """(option, its value in words) for each option that differs, in the registry's order,
    in the form's own words."""
    moon, t = moon_points(rules.ruleset), tr()
    lines = []
    for key, option in OPTIONS.items():
        if key not in rules.options:
            continue
        value = rules.options[key]
        words = dict(option.choices).get(value)
        if option.kind == "flag":
            words = t.gettext("Yes") if value else t.gettext("No")
        elif option.kind == "cards":
            words = ", ".join(f"{card_label(card)} {signed(points)}"
                              for card, points in value.items())
        elif words is not None:
            words = t.gettext(words).format(moon=moon)
        else:
            words = t.gettext(option.blank) if value is None and option.blank else t.number(value)
        lines.append((t.gettext(option.label), words))
    return lines


@bp.get("/rules/<public_id>")
def page(public_id):
    """The house rules' page: anyone with the link reads it and starts a game with them."""
    rules = house_rules.read(public_id)  # else the 404 page
    url = rules_url(public_id)
    response = make_response(render_template(
        "rules/page.html", rules=rules, game=game_name(rules.ruleset), lines=explained(rules),
        link=url, link_qr=_qr(url, tr().gettext("QR code of the house rules' link")),
        saved=request.args.get("saved") == "1", start=url_for("newgame.new", rules=public_id)))
    return KEPT.remember(response, public_id)


def kept_rules() -> list[dict]:
    """The house rules this phone saved or opened, newest first, for the home page."""
    return [{"id": r.public_id, "name": r.name, "game": game_name(r.ruleset)}
            for r in house_rules.read_many(KEPT.recent_ids())]


def setup_from(public_id) -> tuple[Setup, str] | None:
    """A new-game form set to the house rules (`/new?rules=<id>`) and the notice that says
    so; None for unknown ones (the usual form then)."""
    try:
        rules = house_rules.read(public_id)
    except house_rules.NotFound:
        return None
    values = defaults(rules.ruleset)
    for key, value in rules.options.items():
        if key in values:
            values[key] = ("1" if value else "") if isinstance(value, bool) else str(value)
    notice = tr().gettext("Set to the house rules “%(name)s” (%(game)s).", name=rules.name,
                          game=game_name(rules.ruleset))
    players, dealer = [""] * 4, ""
    typed = session.get(SEATS)
    if typed and typed.get("rules") == public_id:  # saved from this phone's form: its seats
        players, dealer = list(typed["players"]), typed["dealer"]
    return Setup(rules.ruleset, players, dealer, values, rules.ruleset), notice


def forget_seats() -> None:
    """A game started: the seats typed for the house rules are the game's now."""
    session.pop(SEATS, None)


def save_from_form(setup: Setup, form, refused, group=None):
    """Save the form's rules under the typed name (in the group when `group`, else kept on
    this phone) and open their page; a refusal comes back through `refused(status, error,
    field)`, the form as it was."""
    try:
        rules = house_rules.save(form.get(NAME_FIELD, "")[:100], setup.ruleset,
                                 options_of(setup), group=group)
    except RuleError as error:
        field = NAME_FIELD if error.field == house_rules.NAME_FIELD else (error.field
                                                                          or "options")
        return refused(422, refusal_words(error), field)
    # The names typed stay on this phone (its session, never the shared link): the
    # rules' "Start a game" brings them back.
    session[SEATS] = {"rules": rules.public_id, "players": [p[:100] for p in setup.players[:20]],
                      "dealer": setup.first_dealer[:4]}
    target = url_for("house_rules.page", public_id=rules.public_id, saved=1)
    if wants_partial():
        response = make_response("", 204)
        response.headers["HX-Redirect"] = target
    else:
        response = redirect(target, 303)
    return KEPT.remember(response, rules.public_id)


def usual_words(setup: Setup, fields) -> dict[str, tuple[str, str]]:
    """{option: (the preset's form value, its words)} for each option the form shows: the
    form marks the usual value under an option set otherwise (templates/_usual.html)."""
    usual = defaults(setup.ruleset)
    marks = {}
    for f in fields:
        value = usual.get(f.key, "")
        if f.kind == "flag":
            marks[f.key] = (value, tr().pgettext("an option's usual value", "on") if value == "1"
                            else tr().pgettext("an option's usual value", "off"))
        else:
            marks[f.key] = (value, dict(f.choices).get(value, value))
    return marks


def group_rules(group_public_id: str) -> list[dict]:
    """A group's house rules for its page, newest first."""
    return [{"id": r.public_id, "name": r.name, "game": game_name(r.ruleset)}
            for r in house_rules.of_group(group_public_id)]
