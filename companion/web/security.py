"""Security headers on every response, and long caching of fingerprinted static files.

The policy allows only this server: scripts and styles from files (no inline
script but the import map, allowed by its hash: scripts.py; no style attribute; htmx
runs with includeIndicatorStyles false and allowEval false), images from here or data:
URIs, no framing, no plugins.
"""
import ipaddress
import re

from flask import request
from flask.sessions import SecureCookieSessionInterface
from werkzeug.exceptions import BadHost

from . import scripts
from .scripts import static_fingerprint

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'", "script-src 'self'", "style-src 'self'",
    "img-src 'self' data:", "connect-src 'self'", "frame-ancestors 'none'",
    "base-uri 'none'", "form-action 'self'", "object-src 'none'",
])
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    # Capability links must not leak to other sites; back to this server (which has the
    # token) the Origin of a form's post is then its own, not null (origin.py).
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
}
YEAR = 365 * 24 * 3600
# Over HTTPS (a trusted proxy's X-Forwarded-Proto, README "Deploying bigger") browsers
# are told to come back over HTTPS only, for a year: a capability link never goes in clear.
STRICT_TRANSPORT = f"max-age={YEAR}"
# Pages that carry the scorer's rights (the edit cookie), and a group's pages (its edit
# link and cookie): never kept by a browser's or a proxy's cache, where the next person on
# a shared phone or the proxy could replay them.
SCORER_BLUEPRINTS = ("table", "hand", "history", "share", "groups", "group_player",
                     "group_newgame")
SCORER_ENDPOINTS = ("offline.sync",)


# A Host the links a page hands out can be built on: a DNS name or IPv4 address, or an
# IPv6 address in brackets, and a port that exists. Anything else would make links that
# lead nowhere ("http:///g/…"), so it gets a 400 sentence instead (errors.py).
HOST_NAME = re.compile(r"(?=.{1,253}\.?$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?"
                       r"(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?")
PORT = re.compile(r"[0-9]{1,5}")


def valid_host(host: str) -> bool:
    """`name[:port]` or `[IPv6][:port]`, as a browser sends it."""
    name, port = host, None
    if host.startswith("["):
        name, bracket, rest = host[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return False
        port = rest[1:] if rest else None
        try:
            ipaddress.IPv6Address(name.split("%")[0])
        except ValueError:
            return False
    else:
        if ":" in host:
            name, _colon, port = host.rpartition(":")
        if not HOST_NAME.fullmatch(name):
            return False
    return port is None or (PORT.fullmatch(port) is not None and 0 < int(port) < 65536)


class SessionCookies(SecureCookieSessionInterface):
    """The session cookie (it holds the CSRF secret) is Secure whenever the request came
    over HTTPS (directly or through a trusted proxy), so it never travels in clear."""

    def get_cookie_secure(self, app) -> bool:
        return request.is_secure or super().get_cookie_secure(app)


def content_security_policy(app) -> str:
    """The policy, its script-src naming the import map by hash (scripts.py)."""
    return CONTENT_SECURITY_POLICY.replace(
        "script-src 'self'", f"script-src 'self' {scripts.import_map_source(app)}")


def _known_host():
    if not valid_host(request.host):
        raise BadHost()


def init_app(app):
    app.session_interface = SessionCookies()
    scripts.init_app(app)
    # First of all: nothing is read or made for a request whose links cannot be built.
    app.before_request_funcs.setdefault(None, []).insert(0, _known_host)

    @app.url_defaults
    def fingerprint_static(endpoint, values):
        """url_for('static', ...) gets ?v=<fingerprint>, so the file can be cached for long."""
        if endpoint == "static" and "filename" in values and "v" not in values:
            tag = static_fingerprint(app.static_folder, values["filename"])
            if tag:
                values["v"] = tag

    @app.after_request
    def security_headers(response):
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        if response.headers.get("Content-Security-Policy") == CONTENT_SECURITY_POLICY:
            response.headers["Content-Security-Policy"] = content_security_policy(app)
        if request.is_secure:
            response.headers.setdefault("Strict-Transport-Security", STRICT_TRANSPORT)
        if request.endpoint == "static" and response.status_code in (200, 304):
            _cache_static(app, response)
        elif request.blueprint in SCORER_BLUEPRINTS or request.endpoint in SCORER_ENDPOINTS:
            response.headers["Cache-Control"] = "private, no-store"
        return response


def _cache_static(app, response) -> None:
    tag = request.args.get("v")
    filename = (request.view_args or {}).get("filename", "")
    if tag and tag == static_fingerprint(app.static_folder, filename):
        response.cache_control.public = True
        response.cache_control.max_age = YEAR
        response.cache_control.immutable = True
        response.cache_control.no_cache = None
