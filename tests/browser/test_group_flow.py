"""A group on a phone-sized Chromium (390x844): start it from home, its first game typed,
the next one seated by tapping the group's players (a name typed nearly like a player's
asks "Did you mean …?"), a hand played, and the group's page showing both games.

Every screen is checked for sideways scrolling and CSP violations; with SCREENSHOTS=1
the group's screens are saved, light and dark, into screenshots/."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import RECORD_CSP, check_screen, chip, leave, settled

pytestmark = pytest.mark.browser


def check(page, name):
    check_screen(page, f"group-{name}")


def go(page, locator):
    leave(page, locator, click=True)


def tap(page, locator):
    """A tap htmx answers in place (the form swapped whole); waits until it settled."""
    locator.click()
    settled(page)


def play_a_hand(page, queen, hearts):
    """From the table: who took the Q♠ and the hearts of three seats (the fourth's follow)."""
    go(page, page.locator("#enter-hand"))
    chip(page, f"c0-{queen}").click()
    for seat, count in hearts.items():
        chip(page, f"n0-{seat}-{count}").click()
    go(page, page.locator("[data-save]"))
    expect(page.locator(".notice-saved")).to_contain_text("saved")


def test_start_a_group_then_a_game_in_it_with_chips(page, live_server):
    page.add_init_script(RECORD_CSP)
    page.goto(live_server.url + "/")
    go(page, page.get_by_role("link", name="Start a group"))
    page.fill("#group-name", "Friday cards")
    go(page, page.get_by_role("button", name="Start the group"))
    expect(page.locator("h1")).to_have_text("Friday cards")
    group_url = page.url.split("?")[0]
    check(page, "new")

    # The first game: the names are typed (the group has no players yet).
    go(page, page.get_by_role("link", name="New game in this group"))
    expect(page.locator(".roster")).to_have_count(0)
    tap(page, page.locator("label.ruleset-option", has=page.locator("#ruleset-hearts")))
    for i, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.fill(f"#player-{i}", name)
    go(page, page.locator("#start"))
    expect(page).to_have_url(re.compile(r"/g/[^/]+/table$"))
    play_a_hand(page, 2, {0: 3, 1: 4, 3: 5})

    # The next game: tap three of the group's players; "dan" asks "Did you mean Dan?".
    page.goto(group_url)
    go(page, page.get_by_role("link", name="New game in this group"))
    chips = page.locator(".roster-chip")
    expect(chips).to_have_text(["Ann", "Bob", "Cat", "Dan"])  # the last table's seats
    check(page, "newgame-chips")
    for name in ("Bob", "Cat", "Ann"):
        tap(page, page.locator(".roster-chip", has_text=name))
    expect(page.locator("#player-0")).to_have_value("Bob")
    expect(page.locator("#player-2")).to_have_value("Ann")
    expect(page.locator(".roster-chip", has_text="Ann")).to_be_disabled()
    page.fill("#player-3", "Dann")
    tap(page, page.locator("#start"))
    question = page.locator("#near-3")
    expect(question).to_contain_text("Did you mean Dan?")
    check(page, "newgame-did-you-mean")
    tap(page, question.get_by_role("button", name="Use Dan"))
    expect(page.locator("#player-3")).to_have_value("Dan")
    go(page, page.locator("#start"))
    expect(page).to_have_url(re.compile(r"/g/[^/]+/table$"))
    play_a_hand(page, 0, {1: 6, 2: 4, 3: 3})  # Bob 13, Cat 6, Ann 4, Dan 3
    page.locator(".finish-early summary").click()
    go(page, page.get_by_role("button", name="Finish the game now"))

    # The group's page: both games, newest first, and the statistics of the finished one.
    page.goto(group_url)
    games = page.locator(".group-game")
    expect(games).to_have_count(2)
    expect(games.nth(0).locator(".group-game-names")).to_have_text("Bob, Cat, Ann, Dan")
    expect(games.nth(0).locator(".group-game-result")).to_have_text("Dan won")
    expect(games.nth(1).locator(".group-game-result")).to_have_text("In play: 1 hand so far")
    expect(page.locator(".group-player")).to_have_count(4)  # "Dann" never made a player
    dan = page.locator(".stat-card", has=page.locator(".stat-name", has_text="Dan"))
    expect(dan.locator(".stat-line")).to_have_text("1 win in 1 · 100%")
    dan.locator("summary").click()
    expect(dan.locator(".stat-grid div", has_text="Best total").locator("dd")).to_have_text("3")
    check(page, "page")
