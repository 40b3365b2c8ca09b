"""The scorer's session against the real server (SQLite and PostgreSQL): a form
token lives as long as the session (an entry page left open for hours still
saves), CSRF still refuses a wrong token, the session cookie is SameSite=Lax and
Secure over HTTPS, and no page that carries the scorer's rights is cached."""
import json
import time
from urllib.parse import urlencode

import pytest
from flask import Flask
from itsdangerous import TimestampSigner, URLSafeTimedSerializer

from tests.hardening_support import Browser, create_game, csrf_token, header, scorer_path
from tests.helpers import HEARTS, cards
from tests.pages_support import hand_form
from tests.server import FLOOR, ServerProcess

SECRET = "reliability-tests"  # tests/server.py starts every server with this key
FORM = {"Content-Type": "application/x-www-form-urlencoded"}


def _scorer(port, headers=None):
    """A phone that opened a new game's scorer link: (browser, created game)."""
    browser = Browser(port)
    status, created = create_game(browser)
    assert status == 201, created
    status, _, _ = browser.request("GET", scorer_path(created), headers=headers)
    assert status == 303
    return browser, created


def _token_from(hours_ago: float, session_cookie: str) -> str:
    """The form token Flask-WTF would have put in a page `hours_ago` hours ago, in
    this session (its secret is in the signed session cookie)."""
    app = Flask(__name__)
    app.secret_key = SECRET
    raw = app.session_interface.get_signing_serializer(app).loads(session_cookie)["csrf_token"]

    class Then(TimestampSigner):
        def get_timestamp(self):
            return int(time.time() - hours_ago * 3600)

    return URLSafeTimedSerializer(SECRET, salt="wtf-csrf-token", signer=Then).dumps(raw)


def _hands(browser, created) -> int:
    status, _, text = browser.get(f"/api/v1/games/{created['id']}")
    return len(json.loads(text)["hands"])


def test_a_form_token_older_than_an_hour_still_saves(real_server):
    browser, created = _scorer(real_server.port)
    status, _, page = browser.get(f"/g/{created['id']}/hand")
    assert status == 200 and csrf_token(page)
    old = _token_from(3, browser.cookies["session"])  # the page was opened 3 hours ago
    form = {**hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3}, expected=1), "csrf_token": old}
    status, _, text = browser.request("POST", f"/g/{created['id']}/hand",
                                      urlencode(form).encode(), FORM)
    assert status == 303, text[:500]
    assert _hands(browser, created) == 1
    browser.close()


def test_csrf_still_refuses_a_wrong_token(real_server):
    browser, created = _scorer(real_server.port)
    browser.get(f"/g/{created['id']}/hand")
    for token in ("", "forged", _token_from(0, browser.cookies["session"]) + "x"):
        form = {**hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3}, expected=1), "csrf_token": token}
        status, _, text = browser.request("POST", f"/g/{created['id']}/hand",
                                          urlencode(form).encode(), FORM)
        assert status == 400 and "CSRF" in text, (token, status)
    assert _hands(browser, created) == 0
    browser.close()


def _session_cookie(pairs) -> str:
    cookies = [v for k, v in pairs if k.lower() == "set-cookie" and v.startswith("session=")]
    assert cookies, pairs
    return cookies[0]


@pytest.fixture
def proxied_server(database_url):
    """The server behind a (pretend) HTTPS proxy on 127.0.0.1."""
    with ServerProcess(database_url, args=["--trusted-proxy", "127.0.0.1"]) as server:
        yield server


def test_the_session_cookie_is_lax_and_secure_over_https(proxied_server):
    https = {"X-Forwarded-Proto": "https"}
    browser, created = _scorer(proxied_server.port, https)
    _, pairs, _ = browser.get(f"/g/{created['id']}/hand", https)
    cookie = _session_cookie(pairs)
    assert "SameSite=Lax" in cookie and "Secure" in cookie and "HttpOnly" in cookie, cookie
    plain = Browser(proxied_server.port)
    plain.cookies = {k: v for k, v in browser.cookies.items() if k != "session"}
    _, pairs, _ = plain.get(f"/g/{created['id']}/hand")
    cookie = _session_cookie(pairs)
    assert "SameSite=Lax" in cookie and "Secure" not in cookie, cookie  # plain http: a LAN
    browser.close()
    plain.close()


def test_https_through_the_trusted_proxy_asks_for_https_only(proxied_server):
    https = Browser(proxied_server.port)
    for path in ("/", "/new", FLOOR):
        _, pairs, _ = https.get(path, {"X-Forwarded-Proto": "https"})
        assert header(pairs, "Strict-Transport-Security") == "max-age=31536000", (path, pairs)
    _, pairs, _ = Browser(proxied_server.port).get("/")  # plain http on the LAN: never
    assert header(pairs, "Strict-Transport-Security") is None
    https.close()


def test_the_new_games_answer_with_its_edit_token_is_never_stored(real_server):
    browser = Browser(real_server.port)
    status, pairs, text = browser.request("POST", "/api/v1/games", {
        "ruleset": "hearts", "players": ["Bartholomäus", "Dobrosława", "Zoë", "Łukasz"]})
    assert status == 201 and "edit_token" in json.loads(text)
    assert header(pairs, "Cache-Control") == "no-store", pairs
    browser.close()


def test_pages_with_the_scorers_rights_are_never_cached(real_server):
    browser, created = _scorer(real_server.port)
    game = f"/g/{created['id']}"
    status, _, text = browser.request("POST", f"/api/v1/games/{created['id']}/hands",
                                      {"captured": cards({0: ["QS"], 1: HEARTS})},
                                      {"Authorization": "Bearer " + created["edit_token"]})
    assert status == 201, text
    for path in (f"{game}/table", f"{game}/table/poll", f"{game}/hand", f"{game}/hand/1",
                 f"{game}/history", f"{game}/share", scorer_path(created)):
        status, pairs, _ = browser.get(path)
        assert status in (200, 204, 303), (path, status)
        assert header(pairs, "Cache-Control") == "private, no-store", (path, pairs)
    watcher = Browser(real_server.port)
    status, pairs, _ = watcher.get(game)  # the public scoreboard keeps its caching
    assert status == 200 and header(pairs, "Cache-Control") == "private, no-cache"
    assert header(pairs, "ETag")
    browser.close()
    watcher.close()
