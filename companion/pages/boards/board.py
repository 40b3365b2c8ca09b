"""The shared table: the live read-only scoreboard and big-screen mode.

Live views poll `/g/<id>/poll?v=<version shown>`: when the game's version has not
moved the answer is a 204 after one indexed read, else the fresh fragment, which
carries the new version in its own poll URL (companion/pages/boards/live.py, which the
scorer's table page shares). A process keeps a version's live fragment beside the
game's remembered state (foldmemo), keyed by that version, so any process may
answer any poll: one that has not seen the version renders it from the database.
"""
import functools
import hashlib

from flask import Blueprint, make_response, render_template, request, url_for
from markupsafe import Markup

from ...games import foldmemo, service
from ...groups.players import seat_numbers
from ...pictures import qr
from ...pictures.chart import PHONE, TV, score_chart
from ...pictures.keys import seat_hues
from ...rules.marks import N_
from ...web.i18n import locale_tag
from ...web.links import scoreboard_url
from ...words import tr
from ..access import edit_token_for, is_scorer
from ...web.negotiation import wants_partial
from ..render import build_tag, render
from ..table.evening import next_link, series_end, shown_evening
from ..table.figures import game_figures
from ..table.viewmodel import ending_words, game_view, time_left
from .live import POLL_SECONDS, answer, poll_url, stale_at

bp = Blueprint("board", __name__)
# Said when drawn (gettext at call time), in the reader's language.
JOIN_LABEL = N_("QR code of this scoreboard's link")
MODES = {"board": ("board/scoreboard.html", "board/_scoreboard.html"),
         "big": ("board/big.html", "board/_big.html")}


def _context(game, state, mode: str) -> dict:
    view = game_view(game, state)
    poll = poll_url("board.poll", view, mode=None if mode == "board" else mode)
    ending = ending_words(state) if state.status == "finished" else None
    chart = score_chart(state, TV if mode == "big" else PHONE, game_hues(game))
    return {"view": view, "chart": chart, "mode": mode,
            # the big screen keys the chart's lines in its standings (no legend there)
            "swatches": chart and mode == "big" and {s.seat: s for s in chart.series},
            "poll_url": poll, "poll_seconds": POLL_SECONDS, "is_scorer": is_scorer(game),
            "table_url": url_for("table.table", public_id=game.public_id),
            # the way on once the scorer played again; the evening under a big screen
            "next_url": next_link(game, state, mode),
            "evening": shown_evening(game) if mode == "big" else None,
            # a game that ended its series says how the series ended (no group named)
            "series_end": series_end(game) if state.status == "finished" else None,
            # the game in figures, under the final standings (not on the big screen)
            "figures": game_figures(state, view.ranking)
            if state.status == "finished" and mode == "board" else None,
            # the big screen's winner banner: "Ann wins", "A draw, Ann and Bob share the win"
            "ending": ending and ending[0].upper() + ending[1:]}


def game_hues(game) -> list[int]:
    """Each seat's line: a group's players keep theirs in every game (pictures/keys.py)."""
    return seat_hues(len(game.players), seat_numbers(game.id))


def _etag(version: int, scorer: bool, until: int | None = None) -> str:
    """A timed game's page also goes stale when its minutes-left words change (`until`);
    a page in another language is another page."""
    return (f"{version}-{'s' if scorer else 'v'}-{locale_tag()}-{build_tag()}"
            + (f"-{until}" if until else ""))


def _live(game, state, mode: str) -> tuple[dict, Markup]:
    """The context of a live view and its live fragment, made once per version: they
    depend on the game's version, the mode, whether this phone scores and a timed
    game's minutes left, nothing else, so they are kept beside the remembered state
    (foldmemo) until it moves on."""
    kept = foldmemo.derived(game)
    clock = time_left(state)  # a timed game's words also move with the clock
    key = ("live", mode, is_scorer(game), request.script_root, locale_tag(),
           clock and clock.words)
    if key not in kept:
        for old in [k for k in list(kept) if k[0] == "live" and k[-1] != key[-1]]:
            kept.pop(old, None)  # an earlier minute's words: never asked for again
        context = _context(game, state, mode)
        kept[key] = (context, Markup(render_template(MODES[mode][1], **context)))
    return kept[key]


def _live_page(public_id: str, mode: str):
    """A full live page; 304 when the browser already shows this version."""
    version = None
    if not edit_token_for(public_id):  # a watcher: one cheap read decides the 304
        version = service.current_version(public_id)
        etag = _etag(version, False)
        if request.if_none_match.contains_weak(etag):
            return _not_modified(etag)
    game, state = service.load(public_id, version)
    context, live = _live(game, state, mode)
    etag = _etag(game.version, context["is_scorer"], stale_at(context["view"]))
    if request.if_none_match.contains_weak(etag):
        return _not_modified(etag)
    page, partial = MODES[mode]
    join = scoreboard_url(public_id)
    response = render(page, partial, live=live, join_url=join, join_label=tr().gettext(JOIN_LABEL),
                      join_qr=None if wants_partial() else _join_image(public_id, join),
                      **context)
    _revalidate(response, etag)
    if not context["is_scorer"]:  # a watcher's page carries no token: the same for every
        # watcher of this version on this host, so it is compressed once (compress.py)
        response.compress_key = ("live", public_id, etag, mode, wants_partial(), request.host)
    return response


def _join_image(public_id: str, url: str) -> str:
    """The address of the scoreboard's QR code as an image (only ever the read-only
    link: these pages are public). An image, not inline SVG: the page stays small, the
    browser fetches it once and keeps it, and the live pages never make it. Its `v`
    names the link it draws and its `lang` the language of its label (the image's locale,
    companion/web/i18n.py), so a browser keeps it for good under one address and never
    shows one language's label on another's page."""
    return url_for("board.join_qr", public_id=public_id, v=_link_digest(url), lang=locale_tag())


def _link_digest(url: str) -> str:
    return hashlib.sha256(url.encode()).hexdigest()[:12]


@functools.lru_cache(maxsize=512)  # about 5 kB each: a busy evening's recent codes
def _join_svg(url: str, label: str) -> bytes:
    return str(qr.svg(url, label)).encode()


@bp.get("/g/<public_id>/join.svg")
def join_qr(public_id):
    """The scoreboard's QR code, for whoever arrives late: an SVG image of the read-only
    link, labelled in its address's language, kept by the browser for a year (its
    address changes with the link and the language)."""
    service.current_version(public_id)  # no such game: 404
    url = scoreboard_url(public_id)
    locale = locale_tag()
    response = make_response(_join_svg(url, tr().gettext(JOIN_LABEL)))
    response.mimetype = "image/svg+xml"
    response.set_etag(f"{_link_digest(url)}-{locale}")
    response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
    response.compress_key = ("join", url, locale)  # one language's bytes: compressed once
    return response.make_conditional(request)


def _not_modified(etag: str):
    response = make_response("", 304)
    _revalidate(response, etag)
    return response


def _revalidate(response, etag: str) -> None:
    """The page may be kept but must be checked each time; it differs by edit cookie."""
    response.set_etag(etag)
    response.headers["Cache-Control"] = "private, no-cache"
    response.vary.add("Cookie")


@bp.get("/g/<public_id>")
def scoreboard(public_id):
    """The live, read-only scoreboard everyone at the table can open."""
    return _live_page(public_id, "board")


@bp.get("/g/<public_id>/big")
def big(public_id):
    """Big-screen mode (a TV, a tablet): the standings, the next hand's deal and pass,
    the running totals and the scoreboard's QR code fill the screen; at the end, the
    winner."""
    return _live_page(public_id, "big")


@bp.get("/g/<public_id>/poll")
def poll(public_id):
    """204 while the fragment shown is current (live.py), else the fresh live fragment."""
    mode = request.args.get("mode", "board")
    mode = mode if mode in MODES else "board"
    return answer(public_id, lambda: make_response(_live(*service.load(public_id), mode)[1]))
