"""The scorer's phone when the network drops, in a real browser against the real server
(`companion serve` in a subprocess, tests/server.py) on SQLite and PostgreSQL:
hands kept on the phone while the server is down are sent once, in order, when it is
back; a lost answer saves one hand and shows no conflict; a hand another phone entered
meanwhile shows a conflict notice (show mine / discard); an old CSRF token still saves.
With SCREENSHOTS=1 the notices are saved, light and dark, into screenshots/."""
import re
import time

import pytest
from playwright.sync_api import expect

from tests.browser.outbox_support import KEPT, hands, open_scorer, shoot, tap_hand
from tests.browser.support import create_game, totals
from tests.server import ServerProcess, api

pytestmark = pytest.mark.browser


@pytest.fixture
def server(database_url):
    with ServerProcess(database_url) as running:
        yield running


def test_hands_entered_while_the_server_is_down_are_sent_once_in_order(page, server):
    game = create_game(server)
    open_scorer(page, server, game)
    page.goto(f"{server.url}/g/{game['id']}/hand")
    server.stop()

    tap_hand(page, 1, {0: 3, 1: 0, 2: 10})
    page.locator("[data-save]").click()
    expect(page.locator('[data-kept="1"] .outbox-words')).to_have_text(KEPT.format(1))
    # The next hand's form is ready under its referee panel: Bob deals hand 2.
    expect(page.locator("#entry h1")).to_have_text("Hand 2")
    expect(page.locator('[data-kept-panel="2"] .role-dealer dd')).to_have_text("Bob")
    expect(page.locator('[data-kept-panel="2"] h2')).to_contain_text("Hand 2")
    assert page.locator("#entry [name=expected_number]").input_value() == "2"
    assert page.locator("#entry input:checked").count() == 0

    tap_hand(page, 0, {0: 0, 1: 13, 2: 0})
    page.locator("[data-save]").click()
    expect(page.locator('[data-kept="2"] .outbox-words')).to_have_text(KEPT.format(2))
    expect(page.locator("#entry h1")).to_have_text("Hand 3")
    shoot(page, "kept")

    restarted = time.monotonic()
    server.start(port=server.port)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table?saved=2", timeout=20000)
    waited = time.monotonic() - restarted
    print(f"kept hands on the table {waited:.1f} s after the server was back")
    stored, body = hands(server, game)
    assert stored == [(1, [3, 13, 10, 0]), (2, [13, 13, 0, 0])]
    names = [player["name"] for player in body["players"]]
    assert totals(page) == dict(zip(names, body["totals"])) == {
        "Ann": 16, "Bob": 26, "Cat": 10, "Dan": 0}
    assert page.locator(".outbox-item").count() == 0
    assert page.evaluate("window.__csp") == []


def test_a_lost_answer_saves_one_hand_and_shows_no_conflict(page, server):
    game = create_game(server)
    open_scorer(page, server, game)
    page.goto(f"{server.url}/g/{game['id']}/hand")
    lost = []

    def drop_the_answer(route):
        if route.request.method == "POST" and not lost:
            lost.append(route.fetch())  # the server saves the hand; the phone never hears
            route.abort()
        else:
            route.continue_()

    page.route(re.compile(r".*/hand$"), drop_the_answer)
    tap_hand(page, 1, {0: 3, 1: 0, 2: 10})
    page.locator("[data-save]").click()
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table?saved=1", timeout=15000)
    assert lost[0].status == 201
    assert hands(server, game)[0] == [(1, [3, 13, 10, 0])]
    assert page.locator(".outbox-item, .alert-conflict").count() == 0
    expect(page.locator(".notice-saved [role=status]")).to_have_text("✓ Hand 1 saved.")


def test_a_hand_another_phone_entered_meanwhile_shows_a_conflict(page, server):
    game = create_game(server)
    open_scorer(page, server, game)
    page.goto(f"{server.url}/g/{game['id']}/hand")
    page.context.set_offline(True)
    tap_hand(page, 1, {0: 3, 1: 0, 2: 10})
    page.locator("[data-save]").click()
    expect(page.locator('[data-kept="1"] .outbox-words')).to_have_text(KEPT.format(1))

    status, _ = api(server.port, "POST", f"/games/{game['id']}/hands",
                    {"points": [13, 13, 0, 0], "expected_number": 1}, game["edit_token"])
    assert status == 201
    page.context.set_offline(False)
    notice = page.locator('.outbox-item.is-conflict[data-kept="1"]')
    expect(notice.locator(".outbox-words")).to_have_text("Hand 1 was entered on another phone.",
                                                         timeout=15000)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table")
    notice.get_by_role("button", name="Show mine").click()
    expect(page.locator('[data-mine="1"] li')).to_have_text(["Q♠: Bob", "♥ Hearts: Ann 3, Bob 0, Cat 10"])
    shoot(page, "conflict")
    assert hands(server, game)[0] == [(1, [13, 13, 0, 0])]  # never renumbered by itself

    with page.expect_navigation():
        notice.get_by_role("button", name="Discard").click()
    expect(page.locator(".outbox-item")).to_have_count(0)
    assert page.evaluate("localStorage.length") == 1  # only the server's next number
    assert hands(server, game)[0] == [(1, [13, 13, 0, 0])]
    assert page.evaluate("window.__csp") == []


def test_a_kept_hand_the_server_refuses_comes_back_into_the_form(page, server):
    status, game = api(server.port, "POST", "/games", {
        "ruleset": "rickety-kate", "players": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0,
        "options": {"moon": "new"}})
    assert status == 201
    open_scorer(page, server, game)
    page.goto(f"{server.url}/g/{game['id']}/hand")
    page.context.set_offline(True)
    tap_hand(page, 2, {0: 0, 1: 0, 2: 13})  # Cat shoots the moon: the server needs a choice
    page.locator("[data-save]").click()
    expect(page.locator('[data-kept="1"] .outbox-words')).to_have_text(KEPT.format(1))

    page.context.set_offline(False)
    refused = page.locator('.outbox-item.is-refused[data-kept="1"] .outbox-words')
    expect(refused).to_have_text(re.compile(r"^Hand 1 was not saved: \S"), timeout=15000)
    expect(page.locator(".moon-choice")).to_be_visible()  # the live check is back
    expect(page.locator("#c0-2")).to_be_checked()
    expect(page.locator("#n0-2-13")).to_be_checked()
    page.locator("[data-save]").click()
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table?saved=1")
    stored, _ = hands(server, game)
    assert stored == [(1, [0, 0, 26, 0])]
    assert page.locator(".outbox-item").count() == 0


def test_a_hand_refused_for_too_many_requests_is_kept_and_sent_later(page, server):
    """A 429 (the CPU share of an address the whole table shares, say) is no refusal of
    the hand: it is kept on the phone and sent again, not shown as an error to fix."""
    game = create_game(server)
    open_scorer(page, server, game)
    page.goto(f"{server.url}/g/{game['id']}/hand")
    busy = {"error": "Too many requests from this device: wait 1 s and try again.",
            "code": "too_many_requests"}
    page.route(f"**/g/{game['id']}/hand", lambda route: route.fulfill(
        status=429, json=busy, headers={"Retry-After": "1"})
        if route.request.method == "POST" else route.continue_())
    tap_hand(page, 1, {0: 3, 1: 0, 2: 10})
    page.locator("[data-save]").click()
    expect(page.locator('[data-kept="1"] .outbox-words')).to_have_text(KEPT.format(1))
    assert page.locator(".outbox-item [role=alert]").count() == 0
    page.unroute(f"**/g/{game['id']}/hand")
    expect(page).to_have_url(re.compile(rf"/g/{game['id']}/table\?saved=1"), timeout=30000)
    assert hands(server, game)[0] == [(1, [3, 13, 10, 0])]
