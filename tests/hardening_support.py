"""What the hardening tests share: a browser-like client for the real server (one
keep-alive connection, cookies kept), games made through the API, rows read back."""
import http.client
import json
import re
from http.cookies import SimpleCookie

import sqlalchemy as sa

from companion.db import make_engine

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


class Browser:
    """One phone: a connection to the server and the cookies it was given."""

    def __init__(self, port: int, timeout: float = 30.0):
        self.port, self.timeout = port, timeout
        self.cookies: dict[str, str] = {}
        self.connection = None

    def request(self, method, path, body=None, headers=None):
        """(status, headers as a list of pairs, body as text); `body` a dict is JSON,
        bytes are sent as they are."""
        if isinstance(body, (dict, list)):  # ensure_ascii: a lone surrogate travels too
            body, headers = json.dumps(body).encode(), {"Content-Type": "application/json",
                                                        **(headers or {})}
        sent = dict(headers or {})
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for attempt in (1, 2):  # a kept-alive connection the server closed: open a new one
            if self.connection is None:
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port,
                                                             timeout=self.timeout)
            try:
                self.connection.request(method, path, body=body, headers=sent)
                response = self.connection.getresponse()
                raw = response.read()
                break
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.close()
                if attempt == 2:
                    raise
        pairs = response.getheaders()
        for name, value in pairs:
            if name.lower() == "set-cookie":
                cookie = SimpleCookie()
                cookie.load(value)
                for key, morsel in cookie.items():
                    self.cookies[key] = morsel.value
        if response.getheader("Connection", "").lower() == "close":
            self.close()
        return response.status, pairs, raw.decode("utf-8")

    def get(self, path, headers=None):
        return self.request("GET", path, headers=headers)

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None


def header(pairs, name: str) -> str | None:
    """The first value of header `name` in a list of pairs."""
    return next((v for k, v in pairs if k.lower() == name.lower()), None)


def create_game(browser: Browser, players=None, **options):
    """(status, answer) of POST /api/v1/games."""
    status, _, text = browser.request("POST", "/api/v1/games", {
        "ruleset": "rickety-kate", "players": players or PLAYERS, "first_dealer": 0,
        "options": options})
    return status, json.loads(text)


def scorer_path(created: dict) -> str:
    """The scorer link's path (the server names itself by its LAN address)."""
    return "/" + created["links"]["scorer"].split("/", 3)[3]


def csrf_token(page: str) -> str:
    """The CSRF token a page's forms carry."""
    found = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', page) \
        or re.search(r'"X-CSRFToken": "([^"]+)"', page)
    assert found, "no CSRF token on the page"
    return found.group(1)


def count_games(database_url: str) -> int:
    engine = make_engine(database_url)
    try:
        with engine.connect() as conn:
            return conn.execute(sa.text("SELECT count(*) FROM game")).scalar_one()
    finally:
        engine.dispose()


def set_players(database_url: str, public_id: str, players: list) -> None:
    """Store names as an older version would have (no check at all)."""
    engine = make_engine(database_url)
    try:
        with engine.begin() as conn:
            conn.execute(sa.text("UPDATE game SET players = :p WHERE public_id = :i"),
                         {"p": json.dumps(players), "i": public_id})
    finally:
        engine.dispose()
