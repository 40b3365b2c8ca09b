"""Two phones holding the scorer link, in a real browser: the table page of one shows
what the other saved, by itself; the entry form is never swapped away; a timed game
shows its clock. With SCREENSHOTS=1 the screens are saved, light and dark, into
screenshots/."""
import re
import time
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect

from tests.browser.support import RECORD_CSP, create_game, save_screens

pytestmark = pytest.mark.browser



def phone(new_context, server, game, **context_args):
    """A phone that opened the scorer link: its table page, with the edit cookie."""
    page = new_context(**context_args).new_page()
    page.add_init_script(RECORD_CSP)
    page.goto(server.url + urlparse(game["links"]["scorer"]).path)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table")
    return page


def save_points(page, server, game, points):
    page.goto(f"{server.url}/g/{game['id']}/hand?mode=points")
    for seat, value in enumerate(points):
        page.fill(f"#p-{seat}", str(value))
    page.locator("[data-save]").click()
    expect(page).to_have_url(re.compile(rf"/g/{game['id']}/table"))


def total(page, name):
    return page.locator("tr.player-row", has_text=name).locator(".total")


def test_the_other_phones_table_shows_the_saved_hand_within_5s(new_context, live_server):
    game = create_game(live_server)
    phone_a = phone(new_context, live_server, game)
    phone_b = phone(new_context, live_server, game)
    expect(phone_b.locator("#enter-hand")).to_have_text("Enter hand 1")
    phone_b.evaluate("window.__same_page = true")  # gone if the page reloads

    save_points(phone_a, live_server, game, [13, 0, 13, 0])
    saved = time.monotonic()
    expect(total(phone_b, "Ann")).to_have_text("13", timeout=5000)
    assert time.monotonic() - saved < 5
    expect(phone_b.locator("#enter-hand")).to_have_text("Enter hand 2")
    expect(phone_b.locator("#referee-panel h2")).to_contain_text("Hand 2")
    assert phone_b.evaluate("window.__same_page") is True
    save_screens(phone_b, "live-table-updated")
    assert phone_a.evaluate("window.__csp") == [] and phone_b.evaluate("window.__csp") == []


def test_the_entry_form_is_not_swapped_under_the_scorers_fingers(new_context, live_server):
    game = create_game(live_server)
    phone_a = phone(new_context, live_server, game)
    phone_b = phone(new_context, live_server, game)
    phone_b.goto(f"{live_server.url}/g/{game['id']}/hand?mode=points")
    phone_b.fill("#p-0", "0")  # half-way through its own entry of hand 1
    polls = []
    phone_b.on("request", lambda request: "/poll" in request.url and polls.append(request.url))

    save_points(phone_a, live_server, game, [13, 0, 13, 0])
    phone_b.wait_for_timeout(3000)  # more than a poll's time
    assert polls == []
    expect(phone_b).to_have_url(re.compile(r"/hand\?mode=points$"))
    expect(phone_b.locator("#p-0")).to_have_value("0")
    # Saving it now meets the other phone's hand: the table says so (its hand stays kept
    # on the phone, show mine / discard) and shows the game as it stands.
    for seat, value in enumerate([13, 0, 13], start=1):
        phone_b.fill(f"#p-{seat}", str(value))
    phone_b.locator("[data-save]").click()
    expect(phone_b.locator(".outbox-item.is-conflict")).to_be_visible()
    expect(total(phone_b, "Ann")).to_have_text("13")
    assert phone_b.evaluate("window.__csp") == []


def test_a_timed_game_shows_its_clock_and_then_that_time_is_up(new_context, live_server):
    now = [1_000_000.0]
    live_server.app.config["CLOCK"] = lambda: now[0]
    game = create_game(live_server, "black-lady")
    table = phone(new_context, live_server, game)
    board = new_context().new_page()
    board.add_init_script(RECORD_CSP)
    board.goto(f"{live_server.url}/g/{game['id']}")
    for page in (table, board):
        expect(page.locator("#referee-panel .time-left")).to_have_text("About 60 minutes left")
    save_screens(table, "live-timed-table")
    save_screens(board, "live-timed-board")

    now[0] += 3600  # no hand saved: the clock alone moves both screens on
    for page in (table, board):
        expect(page.locator("#referee-panel .time-left.is-up")).to_have_text(
            "Time is up: this is the last hand", timeout=5000)
    save_screens(table, "live-time-up-table")
    save_screens(board, "live-time-up-board")
    board.goto(f"{live_server.url}/g/{game['id']}/big")
    expect(board.locator(".big .time-left.is-up")).to_be_visible()
    save_screens(board, "live-time-up-big")
    assert table.evaluate("window.__csp") == [] and board.evaluate("window.__csp") == []
