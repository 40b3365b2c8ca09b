"""The language picker's answer: keep the reader's choice in a cookie, back to the page.

The picker (templates/_language.html) is a plain form on every page, so it works
without JavaScript. It carries no CSRF token: the watchers' scoreboard holds none (it
must stay the same page for every watcher), and the worst a forged post can do is
change a reader's language, so a post the browser says came from another site
(web/origin.py, as every form's) is refused instead. The way back is a path on this site, never another address.
"""
from urllib.parse import urlsplit

from flask import Blueprint, abort, redirect, request

from ...web import i18n
from ...web.origin import from_elsewhere
from ...words import tr

bp = Blueprint("language", __name__)


def same_site_path(back: str) -> bool:
    """A path on this site ('/g/abc'), not an address elsewhere ('//evil.example',
    'https://…', '/\\evil.example': browsers read a backslash as a slash)."""
    if not back.startswith("/") or back.startswith("//") or "\\" in back:
        return False
    if any(ord(char) < 32 or ord(char) == 127 for char in back):
        return False
    parts = urlsplit(back)
    return not parts.scheme and not parts.netloc


@bp.post("/language")
def choose():
    """Keep the language picked (a year, this phone) and go back to the page it was
    picked on; a language not offered, or a way back off this site, is a 422."""
    if from_elsewhere():
        abort(403, tr().gettext("The language can only be changed from this site's own pages."))
    code = request.form.get("language", "")
    if code not in i18n.offered():
        abort(422, tr().gettext("That language is not offered here: pick one from the list."))
    back = request.form.get("back") or "/"
    if not same_site_path(back):
        abort(422, tr().gettext("The page to go back to must be a page of this site."))
    response = redirect(request.script_root + back, 303)
    response.set_cookie(i18n.COOKIE, code, max_age=i18n.KEEP_FOR, path="/", httponly=True,
                        samesite="Lax", secure=request.is_secure)
    return response
