"""What the site answers at its root for browsers and crawlers: the web app manifest
(its icons at the same fingerprinted URLs as the pages' links, so each is fetched once)
and robots.txt (the game pages are capability links: nothing there is for a search
engine)."""
import json
import os
from functools import lru_cache

from flask import Blueprint, current_app, request, url_for

from ...rules.marks import N_
from ...web.scripts import static_fingerprint
from ...words import tr

bp = Blueprint("site", __name__)
MANIFEST = "manifest.webmanifest"  # in static/: the source, with icon paths relative to it

# Every game's pages sit under /g/ and every group's under /groups/: the watchers'
# scoreboards and the scorer's pages are reached by links that carry a capability.
ROBOTS = """User-agent: *
Disallow: /g/
Disallow: /groups/
Disallow: /api/
"""


@lru_cache(maxsize=4)
def _manifest_source(path: str, tag: str | None) -> dict:
    """The manifest file as written (read again whenever the file changes)."""
    with open(path, encoding="utf-8") as source:
        return json.load(source)


def manifest_source() -> dict:
    """The manifest as written in static/."""
    folder = current_app.static_folder
    return _manifest_source(os.path.join(folder, MANIFEST), static_fingerprint(folder, MANIFEST))


# The manifest's description, marked so the catalogue holds it (a test keeps the two equal).
DESCRIPTION = N_("Keeps score and referees Rickety Kate, Hearts, Black Lady and their "
                 "cousins, played with real cards.")


@bp.app_template_global()
def site_description() -> str:
    """The one sentence that says what the app is: the manifest's, for every page's
    <meta name="description">, in the reader's language."""
    sentence = manifest_source()["description"]
    return tr().gettext(sentence)


def _answer(body: str, mimetype: str):
    response = current_app.response_class(body, mimetype=mimetype)
    response.headers["Cache-Control"] = "no-cache"  # revalidated: the ETag makes it a 304
    response.add_etag()
    return response.make_conditional(request)


@bp.get("/manifest.webmanifest")
def manifest():
    """The web app manifest, its icons at their fingerprinted URLs."""
    data = dict(manifest_source())
    data["icons"] = [{**icon, "src": url_for("static", filename=icon["src"])}
                     for icon in data["icons"]]
    return _answer(json.dumps(data, ensure_ascii=False, indent=1), "application/manifest+json")


@bp.get("/robots.txt")
def robots():
    """robots.txt: no crawler in the games, groups or API (capability links)."""
    return _answer(ROBOTS, "text/plain")
