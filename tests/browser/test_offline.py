"""Everyone else when the server goes away, and the https deployment's service worker,
in a real browser against the real server on SQLite and PostgreSQL: the scoreboard, the
big screen and the scorer's table say "updated N s ago — reconnecting" and catch up on
their own; a form whose CSRF token is years old still saves; with https the table
reopens with no network, without it no service worker is registered.
With SCREENSHOTS=1 the reconnecting board is saved, light and dark, into screenshots/."""
import base64
import re
import time
from unittest import mock
from urllib.parse import urlparse

import pytest
from itsdangerous import URLSafeTimedSerializer
from playwright.sync_api import expect

from companion import create_app
from tests.browser.outbox_support import KEPT, hands, open_scorer, shoot, tap_hand
from tests.browser.support import RECORD_CSP, create_game
from tests.server import ServerProcess, api

pytestmark = pytest.mark.browser
BEHIND = re.compile(r"^Updated \d+ s ago — reconnecting…$")


@pytest.fixture
def server(database_url):
    with ServerProcess(database_url) as running:
        yield running


def test_watchers_say_they_are_behind_and_catch_up(new_context, server):
    game = create_game(server)
    pages = {}
    for name, path in (("board", ""), ("big", "/big")):
        pages[name] = new_context().new_page()
        pages[name].add_init_script(RECORD_CSP)
        pages[name].goto(f"{server.url}/g/{game['id']}{path}")
    pages["table"] = new_context().new_page()
    open_scorer(pages["table"], server, game)
    server.stop()
    for page in pages.values():
        expect(page.locator("[data-live-status]")).to_have_text(BEHIND, timeout=10000)
    shoot(pages["board"], "reconnecting")

    server.start(port=server.port)
    status, _ = api(server.port, "POST", f"/games/{game['id']}/hands",
                    {"points": [13, 13, 0, 0], "expected_number": 1}, game["edit_token"])
    assert status == 201
    for page in pages.values():
        expect(page.locator("[data-live-status]")).to_be_hidden(timeout=10000)
        expect(page.locator("tr.player-row", has_text="Ann").locator(".total")).to_have_text(
            "13", timeout=10000)
        assert page.evaluate("window.__csp") == []


def test_the_reconnecting_notice_goes_with_the_first_fresh_scores(new_context, server):
    """Not a poll later: the answer that brings the scores back takes the notice away."""
    game = create_game(server)
    page = new_context().new_page()
    page.goto(f"{server.url}/g/{game['id']}")
    server.stop()
    status = page.locator("[data-live-status]")
    expect(status).to_have_text(BEHIND, timeout=10000)
    server.start(port=server.port)
    assert api(server.port, "POST", f"/games/{game['id']}/hands",
               {"points": [13, 13, 0, 0], "expected_number": 1}, game["edit_token"])[0] == 201
    total = page.locator("tr.player-row", has_text="Ann").locator(".total")
    expect(total).to_have_text("13", timeout=10000)
    expect(status).to_be_hidden(timeout=300)  # a poll comes every 2 s: this is the same one


def old_token(page, server, years=3):
    """A CSRF token for this browser's session, signed `years` ago (Flask-WTF's own
    format: the session's secret, timestamped and signed with the SECRET_KEY)."""
    cookie = next(c["value"] for c in page.context.cookies() if c["name"] == "session")
    app = create_app({"SECRET_KEY": "reliability-tests", "DATABASE_URL": server.database_url})
    session = app.session_interface.get_signing_serializer(app).loads(cookie)
    then = time.time() - years * 365 * 24 * 3600
    with mock.patch("time.time", return_value=then):
        return URLSafeTimedSerializer("reliability-tests", salt="wtf-csrf-token").dumps(
            session["csrf_token"])


def test_a_form_left_open_for_years_still_saves(page, server):
    game = create_game(server)
    open_scorer(page, server, game)
    page.goto(f"{server.url}/g/{game['id']}/hand")
    token = old_token(page, server)
    timestamp = base64.urlsafe_b64decode(token.split(".")[1] + "==")
    assert int.from_bytes(timestamp, "big") < time.time() - 2 * 365 * 24 * 3600
    page.evaluate("""(token) => {
        document.body.setAttribute("data-hx-headers", JSON.stringify({"X-CSRFToken": token}));
        document.querySelectorAll("[name=csrf_token]").forEach((i) => { i.value = token; });
    }""", token)
    tap_hand(page, 1, {0: 3, 1: 0, 2: 10})
    page.locator("[data-save]").click()
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table?saved=1")
    assert hands(server, game)[0] == [(1, [3, 13, 10, 0])]


def worker_count(page) -> int:
    return page.evaluate("navigator.serviceWorker.getRegistrations().then((r) => r.length)")


def test_without_https_no_service_worker_is_registered(page, server):
    game = create_game(server)
    open_scorer(page, server, game)
    assert page.evaluate("window.isSecureContext")  # 127.0.0.1 is, to Chromium
    assert page.locator("#outbox").get_attribute("data-sw") is None
    page.wait_for_timeout(500)
    assert worker_count(page) == 0


def test_with_https_the_table_reopens_without_network(new_context, database_url):
    with ServerProcess(database_url, env={"PUBLIC_URL": "https://cards.example.org"}) as server:
        game = create_game(server)
        page = new_context().new_page()
        open_scorer(page, server, game)
        assert page.locator("#outbox").get_attribute("data-sw") == "/sw.js"
        table = f"/g/{game['id']}/table"
        kept = f"caches.match(location.origin + '{table}').then((hit) => !!hit)"
        for _ in range(100):  # the worker installs, then keeps the page and its files
            if worker_count(page) == 1 and page.evaluate(kept):
                break
            page.wait_for_timeout(100)
        assert page.evaluate(kept)
        page.goto(f"{server.url}/g/{game['id']}/hand")  # the entry page is kept too
        server.stop()

        page.reload()
        expect(page.locator("#entry h1")).to_have_text("Hand 1")
        assert page.locator("#entry [name=idempotency_key]").input_value() != ""
        tap_hand(page, 1, {0: 3, 1: 0, 2: 10})
        page.locator("[data-save]").click()
        expect(page.locator('[data-kept="1"] .outbox-words')).to_have_text(KEPT.format(1))
        page.goto(f"{server.url}{table}")  # a reload of the table, from the worker's copy
        expect(page.locator('[data-kept="1"] .outbox-words')).to_have_text(KEPT.format(1))
        expect(page.locator("#enter-hand")).to_have_text("Enter hand 2")

        server.start(port=server.port)
        expect(page).to_have_url(f"{server.url}{table}?saved=1", timeout=20000)
        assert hands(server, game)[0] == [(1, [3, 13, 10, 0])]
        assert urlparse(page.url).path == table


def test_a_browser_without_import_maps_runs_one_copy_of_each_script_or_none(page, server):
    """Safari before 16.4 runs modules but knows no import map: the modules import each
    other by names only the map resolves, so it never fetches a second, unversioned copy
    (two outboxes on one page); those that import run not at all, and the forms post as
    without JavaScript."""
    game = create_game(server)

    def without_map(route):
        if route.request.method != "GET":
            return route.continue_()
        answer = route.fetch()
        body = re.sub(r'<script type="importmap">.*?</script>', "", answer.text(), flags=re.S)
        route.fulfill(response=answer, body=body)

    page.route(re.compile(r".*/g/[^/]+/(table|hand)$"), without_map)
    scripts = []
    page.on("request", lambda r: "/static/js/" in r.url and scripts.append(r.url))
    open_scorer(page, server, game)
    scripts.clear()
    page.goto(f"{server.url}/g/{game['id']}/hand")
    assert scripts and all("?v=" in url for url in scripts), scripts  # no unversioned copy
    assert len(scripts) == len(set(scripts))
    tap_hand(page, 1, {0: 3, 1: 0, 2: 10})
    page.locator("[data-save]").click()
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table?saved=1")
    assert hands(server, game)[0] == [(1, [3, 13, 10, 0])]
