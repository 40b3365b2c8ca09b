"""A whole Rickety Kate game scored through the pages on a phone-sized Chromium (390x844):
setup, a typical hand in at most 6 taps, a misdeal, a renege, a moon with a choice,
a correction that reopens the game, a tie-break hand and the winner.

Every screen is checked for sideways scrolling and for CSP violations. With
SCREENSHOTS=1 every screen is also saved, light and dark, into screenshots/.
"""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, totals

pytestmark = pytest.mark.browser


def test_a_whole_rickety_kate_game_through_the_pages(page, live_server):
    phone = Phone(page)
    page.goto(live_server.url + "/")
    phone.check("home")
    phone.go(page.get_by_role("link", name="Start a new game"))

    # Setup: names in seat order, Ann deals first, a short game with the new moon.
    for i, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.fill(f"#player-{i}", name)
    expect(page.locator('[data-seat-name="0"]')).to_have_text("Ann")  # labels follow typing
    phone.chip("dealer-0").tap()
    page.fill("#opt-end_score", "30")
    page.locator('input[name="moon"][value="new"]').check()
    phone.check("newgame")
    phone.go(page.locator("#start"))
    expect(page).to_have_url(re.compile(r"/g/[^/]+/table$"))
    expect(page.locator(".referee")).to_contain_text("Ann → Bob")
    expect(page.locator(".role-dealer dd")).to_have_text("Ann")
    expect(page.locator(".referee")).to_contain_text("Whoever holds the 2♣ leads it")
    phone.check("table-start")

    # Hand 1, a typical hand: who took the Q♠, hearts for three players, Save.
    phone.go(page.locator("#enter-hand"))
    phone.check("entry-empty")
    expect(page.locator("[data-save]")).to_be_disabled()
    phone.taps = 0
    phone.tap(phone.chip("c0-2"))           # Cat took the Queen of Spades
    phone.tap(phone.chip("n0-0-3"))         # Ann 3 hearts
    phone.tap(phone.chip("n0-1-4"))         # Bob 4
    phone.tap(phone.chip("n0-2-1"))         # Cat 1; Dan's 5 are filled in
    expect(page.locator("#entry-check")).to_contain_text("13 of 13 hearts assigned.")
    expect(page.locator(".count-now.is-auto")).to_contain_text("5")
    phone.check("entry-filled")
    phone.tap_and_go(page.locator("[data-save]"))
    assert phone.taps <= 6, phone.taps
    assert phone.taps == 5
    expect(page.locator(".notice-saved")).to_contain_text("Hand 1 saved.")
    assert totals(page) == {"Ann": 3, "Bob": 4, "Dan": 5, "Cat": 14}
    expect(page.locator(".role-dealer dd")).to_have_text("Bob")
    expect(page.locator(".referee")).to_contain_text("Pass 3 cards to the right")
    phone.check("table-after-hand-1")

    # Hand 2: a misdeal, one tap; Bob deals again and the pass stays right.
    phone.go(page.locator("#enter-hand"))
    expect(page.locator(".void-hands")).to_contain_text("Bob deals again")
    phone.taps = 0
    phone.tap_and_go(page.locator("#misdeal"))
    assert phone.taps == 1
    expect(page.locator(".last-note")).to_contain_text("Hand 2: misdeal")
    expect(page.locator(".role-dealer dd")).to_have_text("Bob")
    expect(page.locator(".referee h2")).to_contain_text("Hand 3")
    expect(page.locator(".referee")).to_contain_text("Pass 3 cards to the right")

    # Hand 3: Ann reneged; the 13 shows in the preview.
    phone.go(page.locator("#enter-hand"))
    phone.tap(phone.chip("c0-3"))
    phone.tap(phone.chip("n0-0-2"))
    phone.tap(phone.chip("n0-1-5"))
    phone.tap(phone.chip("n0-2-3"))
    phone.tap(phone.chip("renege-0"))
    expect(page.locator(".outcome-table")).to_contain_text("renege +13")
    expect(page.locator(".outcome-table")).to_contain_text("+15")
    phone.check("entry-renege")
    phone.tap_and_go(page.locator("[data-save]"))
    assert totals(page) == {"Bob": 9, "Cat": 17, "Ann": 18, "Dan": 21}

    # Hand 4: Bob takes everything: the new moon lets him choose; both outcomes are shown
    # and the one that wins him the game is picked already.
    phone.go(page.locator("#enter-hand"))
    phone.tap(phone.chip("c0-1"))
    phone.tap(phone.chip("n0-0-0"))
    phone.tap(phone.chip("n0-2-0"))
    phone.tap(phone.chip("n0-3-0"))
    choice = page.locator(".moon-choice")
    expect(choice).to_contain_text("Bob shot the moon: choose +26 for everyone else or −26 for Bob.")
    expect(choice.locator(".outcome").nth(0)).to_contain_text("This ends the game: Bob wins.")
    expect(choice.locator(".outcome").nth(1)).to_contain_text("The game goes on.")
    expect(page.locator("#moon-others")).to_be_checked()
    phone.check("entry-moon")
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator("h1")).to_have_text("Bob wins!")
    phone.check("end-moon")

    # A correction: Cat took the 2♥ in hand 4 after all. The game reopens, and a tie
    # for lowest (Ann and Cat on 18) leads into a tie-break hand.
    phone.go(page.get_by_role("link", name="History"))
    phone.check("history")
    phone.go(page.get_by_role("link", name="Correct hand 4"))
    expect(page.locator("h1")).to_have_text("Correct hand 4")
    expect(page.locator("#n0-1-13")).to_be_checked()  # pre-filled
    phone.tap(phone.chip("n0-1-12"))
    phone.tap(phone.chip("n0-2-1"))
    expect(page.locator(".outcome-table .verdict")).to_contain_text(
        "This ends the game in a tie: Ann and Cat play a tie-break hand.")
    phone.check("correction")
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator(".history .notice")).to_contain_text(
        "Hand 4 corrected. Every hand after it, every total and the end of the game were recomputed.")
    phone.go(page.get_by_role("link", name="Table", exact=True))
    expect(page.locator(".status-line")).to_have_text(
        "Tied for lowest: Ann and Cat play a tie-break hand.")
    expect(page.locator(".referee")).to_contain_text("Only Ann and Cat play this hand")
    expect(page.locator(".referee")).to_contain_text("Full deck: 26 cards each")
    expect(page.locator(".role-dealer dd")).to_have_text("Ann")
    phone.check("tiebreak-table")

    # The tie-break hand: only Ann and Cat; fewest points wins.
    phone.go(page.locator("#enter-hand"))
    assert page.locator("#n0-1-0").count() == 0  # Bob sits out
    phone.tap(phone.chip("c0-0"))
    phone.tap(phone.chip("n0-0-2"))
    expect(page.locator(".outcome-table .verdict")).to_contain_text("This ends the game: Cat wins.")
    phone.check("tiebreak-entry")
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator("h1")).to_have_text("Cat wins!")
    expect(page.locator(".player-row.is-winner .player-name")).to_have_text("Cat")
    phone.check("end")


def test_saving_twice_from_two_phones(new_context, live_server):
    """The second phone saving the same hand is told, and sees the table as it stands."""
    first = Phone(new_context().new_page())
    first.page.goto(live_server.url + "/new")
    for i, name in enumerate(["Ann", "Bob", "Cat"]):
        first.page.fill(f"#player-{i}", name)
    first.go(first.page.locator("#start"))
    table_url = first.page.url
    cookies = first.page.context.cookies()
    second = Phone(new_context().new_page())
    second.page.context.add_cookies(cookies)
    for phone in (first, second):
        phone.page.goto(table_url.replace("/table", "/hand"))
        phone.tap(phone.chip("c0-0"))
        phone.tap(phone.chip("n0-0-0"))
        phone.tap(phone.chip("n0-1-6"))
    first.tap_and_go(first.page.locator("[data-save]"))
    expect(first.page.locator(".notice-saved")).to_contain_text("Hand 1 saved.")
    second.tap_and_go(second.page.locator("[data-save]"))
    # Its hand stays kept on the phone, with the choice to look at it or discard it.
    expect(second.page.locator(".outbox-item.is-conflict .outbox-words")).to_have_text(
        "Hand 1 was entered on another phone.")
    expect(second.page.locator(".referee h2")).to_contain_text("Hand 2")
    second.check("conflict")


def test_entry_works_without_javascript(browser, live_server):
    """No JavaScript: plain radio buttons and a form; the server fills in the last player."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(live_server.url + "/new")
    for i, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.fill(f"#player-{i}", name)
    page.locator('button[value="up:1"]').click()  # Bob moves up: the page comes back
    assert page.locator("#player-0").input_value() == "Bob"
    page.locator("#start").click()
    page.locator("#enter-hand").click()
    page.locator("#c0-0").locator("xpath=..").click()
    page.locator("[data-save]").click()  # incomplete: refused with the message
    expect(page.locator("#entry-error")).to_contain_text("hearts assigned")
    for seat, n in ((0, 1), (1, 2), (2, 3)):
        page.locator(f"#n0-{seat}-{n}").locator("xpath=..").click()
    page.locator("[data-save]").click()
    expect(page.locator(".notice-saved")).to_contain_text("Hand 1 saved.")
    context.close()


FAKE_WAKE_LOCK = """
window.__wake = 0;
Object.defineProperty(navigator, "wakeLock", {configurable: true, value: {
  request: function (kind) {
    window.__wake += 1;
    return Promise.resolve({addEventListener: function () {}});
  }}});
"""


def test_the_screen_stays_awake_while_a_game_is_open(page, live_server):
    """app.js asks for a screen wake lock on the game's pages, and only there."""
    page.add_init_script(FAKE_WAKE_LOCK)
    page.goto(live_server.url + "/")
    assert page.evaluate("window.__wake") == 0
    page.goto(live_server.url + "/new")
    for i, name in enumerate(["Ann", "Bob", "Cat"]):
        page.fill(f"#player-{i}", name)
    with page.expect_navigation():
        page.locator("#start").tap()
    expect(page.locator("#enter-hand")).to_be_visible()
    assert page.evaluate("window.__wake") == 1
    with page.expect_navigation():
        page.locator("#enter-hand").tap()
    assert page.evaluate("window.__wake") == 1  # a new page, a new lock

