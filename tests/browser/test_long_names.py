"""The longest names a table may type (40 letters) never break a page: nothing wider than
the phone, no chip over Start, and a total always on one line (the scoreboard on a TV
too). The big screen has its own tests."""

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.browser.support import api, create_game

pytestmark = pytest.mark.browser

LONG = ("Bartholomew Maximilian Featherstonehaugh", "W" * 40,
        "Anne-Marie Christabel Worthington-Smythe", "Dan")

# Anything sticking out of the viewport, unless a scroll box of its own holds it (the
# score sheet of a big table scrolls sideways inside itself), and any number on the page
# laid out over more than one line.
MEASURE = """() => {
  const width = document.documentElement.clientWidth;
  const held = (e) => { for (let p = e.parentElement; p; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if ((x === "auto" || x === "scroll" || x === "hidden") && p !== document.body
          && p !== document.documentElement) return true; }
    return false; };
  const wide = [], broken = [];
  for (const e of document.querySelectorAll("body *")) {
    const box = e.getBoundingClientRect();
    if (box.width && (box.right > width + 0.5 || box.left < -0.5) && !held(e)
        && !e.closest(".visually-hidden")) wide.push(e.tagName + "." + e.className);
    const words = e.textContent.trim();
    if (e.children.length || !/^[-−+]?\\d{2,}$/.test(words)) continue;
    const range = document.createRange(); range.selectNodeContents(e);
    const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width)
      .map((r) => Math.round(r.top)));
    if (lines.size > 1) broken.push(words);
  }
  return {page: document.documentElement.scrollWidth, width, wide, broken};
}"""


def long_game(server, ruleset, names, hands):
    """A game of long names with `hands` hands in, seat 1 taking every penalty card (so
    its total runs to three or four figures)."""
    created = create_game(server, ruleset, names)
    for _ in range(hands):
        state = api(server, f"/api/v1/games/{created['id']}")
        nxt = state["next_hand"]
        captured = {str(seat): [] for seat in nxt["participants"]}
        captured[str(nxt["participants"][1])] = list(nxt["penalty_cards"])
        captured[str(nxt["participants"][0])] = ["QS"] * nxt["penalty_cards"].count("QS")
        for card in captured[str(nxt["participants"][0])]:
            captured[str(nxt["participants"][1])].remove(card)
        api(server, f"/api/v1/games/{created['id']}/hands",
            {"captured": captured, "expected_number": nxt["number"]},
            created["edit_token"])
    return created


def wait_for_focus(page, control):
    """Wait until `control` has the focus (polled: the CSP forbids wait_for_function's
    eval), after a reload or an htmx swap."""
    for _ in range(200):
        try:
            if page.evaluate("document.activeElement && document.activeElement.id") == control:
                return
        except PlaywrightError:  # the next page was still loading
            page.wait_for_load_state()
        page.wait_for_timeout(25)
    raise AssertionError(f"{control} never had the focus")


def assert_fits(page, where):
    seen = page.evaluate(MEASURE)
    assert seen["page"] <= seen["width"], (where, seen)
    assert not seen["wide"], (where, seen["wide"][:5])
    assert not seen["broken"], (where, seen["broken"][:5])


def test_new_game_with_forty_letter_names_fits_and_start_stays_clear(live_server, page):
    page.goto(live_server.url + "/new")
    for seat, name in enumerate(LONG):
        page.fill(f"#player-{seat}", name)
    assert_fits(page, "new game")
    start = page.locator("#start")
    for chip in page.locator(".chips-names .chip").all():
        chip.scroll_into_view_if_needed()
        box = start.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        assert page.evaluate("([x, y]) => document.elementFromPoint(x, y).id", [x, y]) == "start"
        chip_box = chip.bounding_box()
        assert chip_box["x"] + chip_box["width"] <= 390.5


@pytest.mark.parametrize("ruleset, names, hands", [
    ("rickety-kate", LONG, 3),
    ("black-lady", LONG[:3] + tuple(f"{chr(65 + i)}{'x' * 39}" for i in range(7)), 4)])
def test_every_scorer_and_watcher_page_fits_long_names(live_server, browser, ruleset, names,
                                                       hands):
    created = long_game(live_server, ruleset, names, hands)
    game = f"{live_server.url}/g/{created['id']}"
    for width, height in ((390, 844), (1920, 1080)):
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        page.goto(f"{game}/edit/{created['edit_token']}")
        for tail in ("/table", "/history", "/share", "", "/hand"):
            page.goto(game + tail)
            assert_fits(page, (ruleset, width, tail))
        context.close()


def new_game_form(browser, server, javascript: bool):
    """The new-game form on a phone, with or without JavaScript."""
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  java_script_enabled=javascript)
    page = context.new_page()
    page.goto(server.url + "/new")
    return page


def assert_on_screen(box, where):
    """The whole of `box` lies within the phone's 844 px of height."""
    assert 0 <= box["y"] and box["y"] + box["height"] <= 844, (where, box)


@pytest.mark.parametrize("javascript", [True, False])
def test_blank_names_show_the_refusal_beside_the_field(live_server, browser, javascript):
    page = new_game_form(browser, live_server, javascript)
    page.locator("#start").click()
    page.wait_for_selector("#form-error")
    wait_for_focus(page, "player-0")
    assert_on_screen(page.locator("#player-0").bounding_box(), javascript)
    error = page.locator("#players .field-error").bounding_box()
    assert 0 <= error["y"] < 844, (javascript, error)
    page.context.close()


@pytest.mark.parametrize("javascript", [True, False])
def test_adding_a_player_keeps_the_place_on_the_page(live_server, browser, javascript):
    page = new_game_form(browser, live_server, javascript)
    page.fill("#player-0", "Ann")
    page.locator("#add-player").scroll_into_view_if_needed()
    page.locator("#add-player").click()
    page.wait_for_selector("#player-4")
    wait_for_focus(page, "player-4")
    assert_on_screen(page.locator("#player-4").bounding_box(), javascript)
    assert page.evaluate("window.scrollY") > 0
    assert page.input_value("#player-0") == "Ann"
    page.context.close()


def test_the_number_of_hands_shows_when_its_end_rule_is_picked(live_server, page):
    page.goto(live_server.url + "/new")
    hands = page.locator("#opt-end_hands")
    assert not hands.is_visible()
    page.locator("#option-end_rule input[value=hands]").check()
    assert hands.is_visible()
    hands.fill("6")
    page.fill("#player-0", "Ann")
    page.fill("#player-1", "Bob")
    page.fill("#player-2", "Cat")
    page.locator("#start").click()
    page.wait_for_url("**/table")
    assert "after 6 hands" in page.locator(".end-words").inner_text()
