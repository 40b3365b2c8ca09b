"""A group's pages: starting one, its page (players, games, statistics, its QR code),
the link that hands its editing to another phone and the lock that revokes every such
link, and head-to-head between two players (a player's page is group_player.py's;
docs/DECISIONS.md, "Group page decisions"). The group's link reads; the edit cookie
(group_access) writes."""
import functools
import time

from flask import Blueprint, make_response, redirect, render_template, request, session, url_for

from ... import groups
from ...groups import ratings, story
from ...groups.service import create_group
from ...groups.zones import LONGEST, canonical, local_day
from ...pictures import qr
from ...rules import RuleError
from ...rules.numbers import an_id
from ...words import tr
from ...words.refusals import refusal_words
from ..render import render
from ..start.house_rules import group_rules
from ..table.evening import evenings_view
from . import access
from . import view as views
from .story_view import ranking_rows, record_rows, season_asked, shortcuts

bp = Blueprint("groups", __name__)
GAME_UNDO = "game_undo"  # this phone's undo of its last game deleted (housekeeping.py)


def group_context(public_id: str, **extra) -> dict:
    """What every group page shows: the group, whether this phone edits it."""
    answer = groups.read(public_id)["answer"]
    token = access.editor_token(public_id)
    return {"group": answer, "public_id": public_id, "token": token, "editor": bool(token),
            "players": answer["players"], **extra}


@bp.get("/groups/new")
def start():
    """The form that starts a group: its name."""
    return render_template("groups/start.html", name="", error=None)


@bp.post("/groups/new")
def create():
    """Make the group; this phone keeps its edit token and opens its page."""
    name = request.form.get("name", "")[:100]
    zone = request.form.get("time_zone", "")[:LONGEST]
    try:  # a zone this machine does not know is no reason to refuse the group: UTC then
        group, token = create_group(name, time_zone=zone if canonical(zone) else None)
    except RuleError as error:
        return render_template("groups/start.html", name=name, error=refusal_words(error)), 422
    response = redirect(url_for(".page", public_id=group.public_id, started=1), 303)
    return access.remember(response, group.public_id, token)


@bp.get("/groups/<public_id>")
def page(public_id):
    """The group's page: games, statistics per game played, players, its QR code."""
    return _page(public_id)


def _page(public_id, status=200, **extra):
    every = request.args.get("games") == "all"
    context = group_context(public_id)
    answer = context["group"]
    url = access.group_url(public_id)
    token = context["token"]
    editor = access.editor_url(public_id, token) if token else None
    games = views.games_of(answer, every)
    season = season_asked(request.args)
    names = {p["id"]: p["name"] for p in answer["players"]}
    stats_of = answer if season.whole else {
        **answer, "stats": story.stats_of(public_id, (season.since, season.until))["stats"]}
    response = make_response(render_template(
        "groups/group.html", games=games, every=every,
        more_games=len(answer["games"]) - len(games),
        tables=views.stats_tables(stats_of), link=url, season=season,
        shortcuts=shortcuts(local_day(time.time(), answer["time_zone"])),
        ranking=ranking_rows(public_id, season, names),
        records=record_rows(public_id, season, names, answer["time_zone"]),
        provisional_under=ratings.PROVISIONAL,
        link_qr=_qr(url, tr().gettext("QR code of the group's link")), editor_link=editor,
        editor_link_qr=_qr(editor, tr().gettext("QR code of the group's edit link"), "qr qr-scorer")
        if editor else None,
        evenings=evenings_view(public_id),
        house_rules=group_rules(public_id),
        started=request.args.get("started") == "1",
        renamed=request.args.get("renamed") == "1" and bool(token),
        locked=request.args.get("locked") == "1" and bool(token),
        deleted=request.args.get("deleted") == "1", restored=request.args.get("restored") == "1",
        deleted_game=token and deleted_notice(public_id), **context, **extra),
        status)
    return access.remember(response, public_id)


def deleted_notice(public_id) -> dict | None:
    """This phone's last deletion in this group, while it can still undo it."""
    undo = session.get(GAME_UNDO)
    return undo if undo and undo["group"] == public_id and not undo.get("back") else None


@bp.post("/groups/<public_id>/name")
def rename(public_id):
    """The group's new name (this phone's edit rights); a refusal is said beside the
    field, nothing changed."""
    token = access.required_token(public_id)
    name = request.form.get("name", "")[:100]
    try:
        groups.rename_group(public_id, token, name)
    except RuleError as error:
        return _page(public_id, 422, rename_error=refusal_words(error), new_name=name)
    return redirect(url_for(".page", public_id=public_id, renamed=1), 303)


@bp.post("/groups/<public_id>/lock")
def lock(public_id):
    """Revoke every edit link of the group given out so far; this phone keeps its rights
    with a new one (its cookie), and its page shows the new link."""
    token = access.required_token(public_id)
    fresh = groups.new_edit_token(public_id, token)
    response = redirect(url_for(".page", public_id=public_id, locked=1), 303)
    return access.remember(response, public_id, fresh)


@functools.lru_cache(maxsize=64)
def _qr(url: str, label: str, css_class: str = "qr"):
    """A link's QR code, made once: the group's page is opened again after every game."""
    return qr.svg(url, label, css_class)


@bp.get("/groups/<public_id>/edit/<token>")
def claim(public_id, token):
    """Open the group with its edit link: keep the token in this phone's cookie."""
    if not access.valid(public_id, token):
        return access.refusal(public_id, wrong_link=True)
    response = redirect(url_for(".page", public_id=public_id), 303)
    response.headers["Referrer-Policy"] = "no-referrer"
    return access.remember(response, public_id, token)


@bp.get("/groups/<public_id>/head-to-head")
def head_to_head(public_id):
    """Two players picked on a form (no script needed; htmx swaps the answer in place):
    the games where both sat."""
    context = group_context(public_id)
    a, b = (an_id(request.args.get(name, ""), text=True) for name in "ab")
    result, error, status = None, None, 200
    if a is not None or b is not None:
        try:
            result = groups.head_to_head(public_id, a, b)
        except RuleError as refused:
            error, status = {"field": refused.field,
                             "message": _h2h_refusal(refused)}, 422
    names = {p["id"]: p["name"] for p in context["players"]}
    return render("groups/head_to_head.html", "groups/_h2h.html", status, a=a, b=b,
                  result=result, error=error, names=names, live=True,
                  rows=views.head_to_head_rows(result) if result else [], **context)


def _h2h_refusal(refused: RuleError) -> str:
    """The service words an unknown id for the API (?a=1&b=2); a page, whose reader picked
    from a list, says it plainly."""
    if refused.code in ("not_a_group_player", "player_id_invalid"):
        return tr().gettext("Pick one of the group's players.")
    return refusal_words(refused)
