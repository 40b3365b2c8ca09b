"""The new games on a phone-sized Chromium (390x844): Partnership Hearts set up from the
new-game form, a team moon entered and shown on both partners, a team winning the game;
a sun ticked on the entry form of a Hearts game that plays the sun.

Every screen is checked for sideways scrolling, small tap targets and CSP violations
(SCREENSHOTS=1 saves them, light and dark).
"""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, create_game, totals

pytestmark = pytest.mark.browser


def test_partnership_hearts_through_the_pages(page, live_server):
    phone = Phone(page)
    page.goto(live_server.url + "/new")
    phone.tap(page.locator('input[name="ruleset"][value="partnership"]').locator("xpath=.."))
    for i, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.fill(f"#player-{i}", name)
    phone.chip("dealer-0").tap()
    page.fill("#opt-end_score", "30")
    phone.check("partnership-newgame")
    phone.go(page.locator("#start"))
    expect(page).to_have_url(re.compile(r"/g/[^/]+/table$"))
    expect(page.locator(".referee")).to_contain_text("Partners sit opposite and score as a team")
    phone.check("partnership-table")

    # Hand 1: Ann 12 hearts, Cat the Q♠ and a heart: a team moon.
    phone.go(page.locator("#enter-hand"))
    phone.tap(phone.chip("c0-2"))
    phone.tap(phone.chip("n0-0-12"))
    phone.tap(phone.chip("n0-2-1"))
    phone.tap(phone.chip("n0-1-0"))
    expect(page.locator("#entry-check")).to_contain_text("Ann and Cat shot the moon")
    phone.check("partnership-team-moon")
    phone.tap_and_go(page.locator("[data-save]"))
    assert totals(page) == {"Ann": 0, "Cat": 0, "Bob": 26, "Dan": 26}
    rows = page.locator(".standings-table tbody tr")
    expect(rows.nth(0).locator(".partner")).to_have_text("& Cat")
    expect(rows.nth(0).locator(".mark-moon")).to_be_visible()
    expect(rows.nth(1).locator(".mark-moon")).to_be_visible()
    expect(page.locator(".last-note")).to_contain_text("Ann and Cat shot the moon")

    # Hand 2: Bob takes the Q♠ and Dan a heart: Bob and Dan go over 30; Ann and Cat win.
    phone.go(page.locator("#enter-hand"))
    phone.tap(phone.chip("c0-1"))
    phone.tap(phone.chip("n0-3-1"))
    phone.tap(phone.chip("n0-0-4"))
    phone.tap(phone.chip("n0-1-4"))
    phone.tap(phone.chip("n0-2-4"))
    phone.tap_and_go(page.locator("[data-save]"))
    assert totals(page) == {"Ann": 8, "Cat": 8, "Bob": 44, "Dan": 44}
    expect(page.locator("body")).to_contain_text("Ann and Cat win")
    phone.check("partnership-finished")


def test_a_sun_ticked_on_the_entry_form(page, live_server):
    game = create_game(live_server, "hearts", options={"sun": "on"})
    phone = Phone(page)
    page.goto(f"{live_server.url}/g/{game['id']}/edit/{game['edit_token']}")  # the scorer link
    phone.settled()
    phone.go(page.locator("#enter-hand"))
    phone.tap(phone.chip("c0-1"))
    phone.tap(phone.chip("n0-1-13"))
    expect(page.locator("label[for=sun]")).to_contain_text("Bob won every trick")
    expect(page.locator(".moon-words")).to_contain_text("Bob shot the moon")
    phone.tap(phone.chip("sun"))
    expect(page.locator(".moon-words")).to_contain_text("Bob shot the sun")
    phone.check("sun-entry")
    phone.tap_and_go(page.locator("[data-save]"))
    assert totals(page) == {"Bob": 0, "Ann": 52, "Cat": 52, "Dan": 52}
    expect(page.locator(".last-note")).to_contain_text("Bob shot the sun")
