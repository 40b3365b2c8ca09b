"""The recap image of a finished game (companion/pictures/recap.py draws it), and what the
finished scoreboard says of it to a chat app (og: tags).

The image is public like the scoreboard: its link holds the game's public id, the
read capability. It speaks the language its address names (`?lang=de`, which the
page linking it puts there: companion/web/i18n.py), so a chat app, a cache or a script
fetching it without cookies gets the page's language, and one language's picture is
never another's. It is drawn once per version of the game and language: its ETag is
the version, the locale (and the build), a browser or a chat app asking again gets a
304 after one indexed read, and a drawn PNG is kept in a small cache of its own,
counted in bytes (a PNG is 50 to 110 kB, as much as the rest of a game's remembered
state, so it does not go into that memo's budget unseen).
"""
from flask import Blueprint, abort, current_app, make_response, request, url_for

from ...store.cache import Cache
from ...games import service
from ...pictures import recap
from ...rules.marks import N_
from ...web.i18n import locale_tag
from ...web.links import base_url
from ...words import tr
from ..render import build_tag
from ..table.viewmodel import game_view
from .board import game_hues

bp = Blueprint("recap", __name__)
NOT_FINISHED = N_("This game is not finished yet: its recap image is drawn when the game "
                  "ends. The scoreboard shows the game as it stands.")


def _drawn() -> Cache:
    """This process's drawn recaps by (public id, version, locale), the least recently asked
    for out first past RECAP_CACHE_MB (companion/config.py)."""
    return current_app.extensions["companion_recaps"]


def init_app(app) -> None:
    app.extensions["companion_recaps"] = Cache(app.config["RECAP_CACHE_MB"] * 1024 * 1024, len)


def _etag(version: int) -> str:
    """A picture in another language is another picture: never a 304 across languages."""
    return f"recap-{version}-{locale_tag()}-{build_tag()}"


def _cached(response, etag: str):
    """Anyone with the link may keep it (it holds no token), checking it each time:
    a correction to a finished game's hands makes it a new picture."""
    response.set_etag(etag)
    response.headers["Cache-Control"] = "public, no-cache"
    return response


@bp.get("/g/<public_id>/recap.png")
def image(public_id):
    """The recap image of a finished game: 1200x630 PNG, the winner, the final
    standings and the running totals. 404 for a game still being played."""
    version = service.current_version(public_id)
    if request.if_none_match.contains_weak(_etag(version)):  # only finished versions get one
        return _cached(make_response("", 304), _etag(version))
    game, state = service.load(public_id, version)
    if state.status != "finished":
        abort(404, tr().gettext(NOT_FINISHED))
    key = (public_id, game.version, locale_tag())
    png = _drawn().get(key)
    if png is None:
        png = recap.image(game_view(game, state), state, game_hues(game))
        _drawn().put(key, png)
    response = make_response(png)
    response.mimetype = "image/png"
    return _cached(response, _etag(game.version))


@bp.app_template_global()
def recap_card(view) -> dict | None:
    """What a chat app shows of a finished game's scoreboard link (og: tags): only when
    PUBLIC_URL is https, the one address a chat's server can fetch the picture from."""
    public = current_app.config["PUBLIC_URL"] or ""
    if view.status != "finished" or not public.startswith("https://"):
        return None
    standings = ", ".join(f"{row.name} {row.total}" for row in view.ranking)
    title = recap.title(view)
    return {"title": f"{title} · {view.ruleset}",
            "description": tr().ngettext("Final standings after %(num)s hand: %(standings)s.",
                                         "Final standings after %(num)s hands: %(standings)s.",
                                         view.hands_counted, standings=standings),
            # the picture in the language of the page that shares it
            "image": base_url() + url_for("recap.image", public_id=view.public_id,
                                          lang=locale_tag()),
            "url": base_url() + url_for("board.scoreboard", public_id=view.public_id),
            "width": recap.WIDTH, "height": recap.HEIGHT,
            "alt": tr().gettext("%(winners)s: the final standings and the running totals.",
                                winners=title)}
