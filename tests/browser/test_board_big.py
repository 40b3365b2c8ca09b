"""Big-screen mode as a TV (1920x1080) and a phone (390x844, and on its side) show it:
the whole screen used on the TV, nothing wider than the screen, no text under 12 px,
and totals on one line beside a 40-letter name."""
import pytest

from tests.helpers import HEARTS, cards, play, post_hand
from tests.pages_support import claimed_game

pytestmark = pytest.mark.browser

LONG = "Maximiliana Wolfeschlegelsteinhausenberg"  # the longest name allowed: 40 letters
SCREENS = {"tv": (1920, 1080), "phone": (390, 844), "phone on its side": (844, 390)}

# The smallest font size of any visible text, and each total's text: its line count and
# whether it ends inside the screen.
MEASURE = """() => {
  let smallest = 99;
  for (const el of document.querySelectorAll("main *")) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.getClientRects().length) continue;
    smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize));
  }
  const totals = [...document.querySelectorAll(".standings-table .total")].map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    return [lines, range.getBoundingClientRect().right <= innerWidth];
  });
  const page = document.documentElement;
  return {smallest, totals, width: page.scrollWidth, height: page.scrollHeight,
          mainHeight: document.querySelector(".big-main").getBoundingClientRect().height};
}"""


def game_in_play(server, players=("Ann", LONG, "Cat", "Dan"), hands=3):
    client = server.app.test_client()
    game = claimed_game(client, players=players)
    for _ in range(hands):
        play(client, game)
    return game


@pytest.mark.parametrize("screen", SCREENS)
def test_the_big_screen_fits_the_screen_with_a_long_name(browser, live_server, screen):
    width, height = SCREENS[screen]
    game = game_in_play(live_server)
    phone = {"is_mobile": True, "has_touch": True, "device_scale_factor": 3}
    context = browser.new_context(viewport={"width": width, "height": height},
                                  **({} if screen == "tv" else phone))
    page = context.new_page()
    page.goto(f"{live_server.url}/g/{game['id']}/big")
    seen = page.evaluate(MEASURE)
    assert seen["width"] <= width, seen
    assert seen["smallest"] >= 12, seen  # Lighthouse's "legible font sizes"
    assert seen["totals"] == [[1, True]] * 4, seen
    assert seen["mainHeight"] >= height  # the whole screen, not its top half
    if screen == "tv":  # one screen: nothing below the fold, the chart a good size
        assert seen["height"] <= height, seen
        assert page.locator(".big .chart-svg").bounding_box()["height"] >= 300
        assert page.locator(".join .qr-frame").bounding_box()["width"] >= 200
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_finished_tv_shows_one_winner_banner(browser, live_server, scheme):
    client = live_server.app.test_client()
    game = claimed_game(client, options={"end_score": 20})
    ending = {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:12], 2: HEARTS[12:]})}
    assert post_hand(client, game, ending).status_code == 201
    context = browser.new_context(viewport={"width": 1920, "height": 1080}, color_scheme=scheme)
    page = context.new_page()
    page.goto(f"{live_server.url}/g/{game['id']}/big")
    banner = page.locator(".big-banner")
    assert banner.inner_text().split("\n")[-1] == "Dan wins"
    assert page.locator("main").inner_text().lower().count("game over") == 1  # in capitals
    box = banner.bounding_box()
    assert box["width"] >= 1600 and box["y"] < 100  # across the top of the screen
    assert float(banner.evaluate("e => getComputedStyle(e).fontSize").rstrip("px")) >= 60
    context.close()


@pytest.mark.parametrize("ruleset, players, hands", [
    ("black-lady", ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"), 4),
    ("rickety-kate", ("Ann", "Bob", "Cat", "Dan"), 0)])
def test_a_tv_shows_ten_players_or_a_new_game_on_one_screen(browser, live_server, ruleset,
                                                            players, hands):
    client = live_server.app.test_client()
    game = claimed_game(client, ruleset, players=players)
    for _ in range(hands):
        play(client, game)
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    page.goto(f"{live_server.url}/g/{game['id']}/big")
    seen = page.evaluate(MEASURE)
    assert seen["height"] <= 1080 and seen["width"] <= 1920, seen
    assert seen["totals"] == [[1, True]] * len(players), seen
    if not hands:  # no chart yet: the QR code takes its place, bigger, as people sit down
        assert page.locator(".big .chart-svg").count() == 0
        assert page.locator(".join .qr-frame").bounding_box()["width"] >= 300
    context.close()
