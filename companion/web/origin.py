"""CSRF for the page forms: the form's token (Flask-WTF), and the browser's own word on
where the post came from, instead of Flask-WTF's Referer check over HTTPS.

Flask-WTF's strict check wants a Referer on every HTTPS post, and a Referer is the one
header browsers and privacy extensions strip or hide; capability links carry their
token in the path, so pages send one only back to this server (Referrer-Policy:
same-origin, security.py). What a page cannot forge and a browser does not strip is
the `Origin` of a post (the page's own origin under same-origin, `null` from a sandboxed
frame or a page that said no-referrer) and, over HTTPS, `Sec-Fetch-Site`. A post either
names as coming from elsewhere is refused; one that names nothing (an old browser, a
script) has its token checked alone, as over plain HTTP before. docs/DECISIONS.md,
"Sharing and security decisions".
"""
from urllib.parse import urlsplit

from flask import current_app, g, request
from flask_wtf.csrf import CSRFError, CSRFProtect

from ..words import tr

DEFAULT_PORTS = {"http": 80, "https": 443}
# Sec-Fetch-Site values of a post this server's own page (or the user) made.
OURS = ("same-origin", "none")


class ForeignOrigin(CSRFError):
    """A 400 (code csrf_failed) with a sentence of its own: the token was fine, the page
    was not this site's (or said nothing of where it was)."""

    def __init__(self):
        super().__init__(tr().gettext(
            "This form was not sent from this site's own page, so nothing was saved: "
            "reload the page and try again."))


def _origin(url: str):
    """(scheme, host, port) of an origin or of this server's address; None if unreadable."""
    try:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        return scheme, (parts.hostname or "").lower(), parts.port or DEFAULT_PORTS.get(scheme)
    except ValueError:  # a port that is no number, a bracket left open
        return None


def _ours() -> tuple:
    """This server's origins: the address the request came to, and PUBLIC_URL, the one
    people use (a proxy that passes on another Host still serves that one's pages)."""
    here = [_origin(request.host_url), _origin(current_app.config["PUBLIC_URL"] or "")]
    return tuple(origin for origin in here if origin and origin[1])


def from_elsewhere() -> bool:
    """Whether the browser says this post came from another site's page (or from a page
    that may not say where it came from: `Origin: null` without Sec-Fetch-Site).
    Sec-Fetch-Site first: no page can forge it, and it needs no trust in the Host and
    scheme a proxy passes on (a TLS proxy that is not trusted, nginx's own Host, a port
    dropped); the Origin is compared only when it is all a browser says (plain HTTP)."""
    site = request.headers.get("Sec-Fetch-Site")
    if site:
        return site not in OURS
    origin = request.headers.get("Origin")
    if origin and origin != "null":
        came = _origin(origin)
        return came is None or came not in _ours()
    return origin == "null"


class Protect(CSRFProtect):
    """Flask-WTF's token check on every form post, then where the post came from."""

    def protect(self, apply_exemptions=False):
        super().protect(apply_exemptions)
        # Flask-WTF marks a post whose token it checked: not a GET, not the API (bearer
        # tokens) nor the language picker (its own check), which it leaves unmarked.
        if g.get("csrf_valid") and from_elsewhere():
            raise ForeignOrigin()
