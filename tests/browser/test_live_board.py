"""The shared table in a real browser: two phones, the live scoreboard, the QR codes."""
import io
import json
import re
import time
import urllib.request
from urllib.parse import urlparse

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from companion.web.links import lan_address
from tests.browser.support import RECORD_CSP, create_game

pytestmark = pytest.mark.browser



def scorer_page(new_context, server, game, **context_args):
    """A phone that opened the scorer link (the table page, with the edit cookie)."""
    page = new_context(**context_args).new_page()
    page.add_init_script(RECORD_CSP)
    path = urlparse(game["links"]["scorer"]).path
    page.goto(server.url + path)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table")
    return page


def decode(png: bytes) -> list[str]:
    return [result.text for result in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))]


def polls(page) -> list[str]:
    seen = []
    page.on("request", lambda request: "/poll" in request.url and seen.append(request.url))
    return seen


def test_a_hand_entered_on_the_scorer_phone_shows_on_the_scoreboard_within_5s(
        new_context, live_server):
    game = create_game(live_server)
    board = new_context().new_page()
    board.add_init_script(RECORD_CSP)
    board.goto(f"{live_server.url}/g/{game['id']}")
    expect(board.locator("h1.board-status")).to_have_text("Hand 1 is next.")
    board.evaluate("window.__same_page = true")  # gone if the page reloads
    scorer = scorer_page(new_context, live_server, game)

    scorer.goto(f"{live_server.url}/g/{game['id']}/hand?mode=points")
    for seat, points in enumerate([13, 13, 0, 0]):
        scorer.fill(f"#p-{seat}", str(points))
    scorer.locator("[data-save]").click()
    expect(scorer).to_have_url(re.compile(rf"/g/{game['id']}/table"))
    saved = time.monotonic()

    ann = board.locator("tr.player-row", has_text="Ann").locator(".total")
    expect(ann).to_have_text("13", timeout=5000)
    assert time.monotonic() - saved < 5
    expect(board.locator("h1.board-status")).to_have_text("Hand 2 is next.")
    expect(board.locator("#chart .legend-name")).to_have_count(4)
    assert board.evaluate("window.__same_page") is True
    assert board.evaluate("window.__csp") == [] and scorer.evaluate("window.__csp") == []


def test_polling_pauses_while_the_tab_is_hidden_and_resumes_at_once(new_context, live_server):
    game = create_game(live_server)
    page = new_context().new_page()
    seen = polls(page)
    page.goto(f"{live_server.url}/g/{game['id']}")
    page.wait_for_timeout(2500)
    assert seen, "the visible scoreboard polls"
    page.evaluate("""() => {
      Object.defineProperty(document, "hidden", {configurable: true, get: () => true});
      Object.defineProperty(document, "visibilityState", {configurable: true, get: () => "hidden"});
      document.dispatchEvent(new Event("visibilitychange"));
    }""")
    seen.clear()
    page.wait_for_timeout(4500)
    assert seen == [], "a hidden tab must not poll"
    page.evaluate("""() => {
      delete document.hidden; delete document.visibilityState;
      document.dispatchEvent(new Event("visibilitychange"));
    }""")
    page.wait_for_timeout(600)  # well before the next 2 s tick
    assert len(seen) == 1


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_share_page_qr_codes_decode_to_the_links(new_context, live_server, scheme):
    game = create_game(live_server)
    page = scorer_page(new_context, live_server, game, color_scheme=scheme)
    page.goto(f"{live_server.url}/g/{game['id']}/share")
    port = urlparse(live_server.url).port
    # Opened on 127.0.0.1: the codes carry the LAN address, which other phones can reach.
    board_link = f"http://{lan_address()}:{port}/g/{game['id']}"
    assert decode(page.locator(".share-board .qr-frame").screenshot()) == [board_link]
    scorer_qr = page.locator(".qr-frame-scorer")
    expect(scorer_qr).to_be_hidden()  # revealed only on purpose
    page.locator(".handover summary").click()
    expect(scorer_qr).to_be_visible()
    assert decode(scorer_qr.screenshot()) == [
        f"http://{lan_address()}:{port}/g/{game['id']}/edit/{game['edit_token']}"]
    assert page.evaluate("window.__csp") == []


def test_copy_link_button_copies_the_scoreboard_link(new_context, live_server):
    game = create_game(live_server)
    page = scorer_page(new_context, live_server, game,
                       permissions=["clipboard-read", "clipboard-write"])
    page.goto(f"{live_server.url}/g/{game['id']}/share")
    page.get_by_role("button", name="Copy link").click()
    expect(page.locator('[data-copy-done="scoreboard-link"]')).to_be_visible()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.locator("#scoreboard-link").input_value()
    assert copied.endswith(f"/g/{game['id']}")


def test_lock_on_the_share_page_shows_a_new_scorer_code(new_context, live_server):
    game = create_game(live_server)
    page = scorer_page(new_context, live_server, game)
    page.goto(f"{live_server.url}/g/{game['id']}/share")
    page.get_by_role("button", name="Lock: revoke the scorer links").click()
    expect(page.locator(".notice-locked")).to_be_visible()
    page.locator(".handover summary").click()
    link = page.locator("#scorer-link").input_value()
    assert "/edit/" in link and game["edit_token"] not in link
    assert decode(page.locator(".qr-frame-scorer").screenshot()) == [link]
    other = new_context().new_page()
    other.goto(live_server.url + urlparse(game["links"]["scorer"]).path)
    assert "/table" not in other.url  # the old scorer link no longer opens the table


def test_big_screen_fills_a_landscape_screen_and_stays_live(browser, live_server):
    game = create_game(live_server)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script(RECORD_CSP)
    page.goto(f"{live_server.url}/g/{game['id']}/big")
    standings, panel = page.locator(".big-standings"), page.locator(".big-panel")
    left, right = standings.bounding_box(), panel.bounding_box()
    assert left["x"] + left["width"] <= right["x"]  # side by side
    assert left["y"] + left["height"] <= 800 and right["y"] + right["height"] <= 800
    expect(page.locator(".referee")).to_contain_text("Ann → Bob")
    request = urllib.request.Request(
        f"{live_server.url}/api/v1/games/{game['id']}/hands", method="POST",
        data=json.dumps({"points": [13, 0, 13, 0]}).encode(),
        headers={"Content-Type": "application/json",
                 "Authorization": "Bearer " + game["edit_token"]})
    urllib.request.urlopen(request, timeout=10).close()
    expect(page.locator(".referee h2")).to_contain_text("Hand 2", timeout=5000)
    expect(page.locator(".referee")).to_contain_text("Ann → Dan")  # hand 2 passes right
    assert page.evaluate("window.__csp") == []
    context.close()
