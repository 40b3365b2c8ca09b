"""House rules handed from one phone to another, in a phone-sized Chromium (390x844):
phone A sets Omnibus Hearts to a new moon without the J♦ and saves them under a name;
phone B opens their link (the QR code's, whose decoding is tested in test_qr.py),
starts a game with them, and its scoreboard says what differs; the game's options are
the house rules'.

Every screen is checked for sideways scrolling and CSP violations; with SCREENSHOTS=1
they are saved, light and dark, into screenshots/."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import RECORD_CSP, api, save_screens, settled

pytestmark = pytest.mark.browser


def check(page, name):
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, name
    assert page.evaluate("window.__csp") == [], name
    save_screens(page, f"house-rules-{name}")


def phone(browser, browser_context_args):
    page = browser.new_context(**browser_context_args).new_page()
    page.add_init_script(RECORD_CSP)
    return page


def test_house_rules_go_from_one_phone_to_a_game_on_another(browser, browser_context_args,
                                                             live_server):
    a = phone(browser, browser_context_args)
    a.goto(live_server.url + "/new")
    a.locator("#ruleset-omnibus").check()
    settled(a)  # htmx swapped in Omnibus Hearts' rules
    a.locator("input[name=moon][value=new]").check()
    a.locator(".more-options summary").click()
    a.locator("#opt-jack_of_diamonds").uncheck()
    # the usual values show under what the table changed, at once (no round trip)
    expect(a.locator("#option-moon > .usual-value")).to_contain_text("Usual: Old moon")
    expect(a.locator("#option-jack_of_diamonds > .usual-value")).to_have_text("Usual: on")
    expect(a.locator("#option-end_score > .usual-value")).to_be_hidden()
    a.locator("input[name=moon][value=old]").check()
    expect(a.locator("#option-moon > .usual-value")).to_be_hidden()
    a.locator("input[name=moon][value=new]").check()
    a.locator("#save-rules summary").click()
    a.fill("#rules-name", "Friday rules")
    check(a, "form")
    with a.expect_navigation():
        a.locator("#save-rules-button").click()
    settled(a)
    expect(a.locator("h1")).to_have_text("Friday rules")
    expect(a.locator(".rules-lines")).to_contain_text("New moon")
    check(a, "page")
    link = a.locator("#rules-link").input_value()
    # The link carries the machine's LAN address (links.py); this test reaches loopback.
    path = "/rules/" + link.split("/rules/", 1)[1]

    b = phone(browser, browser_context_args)  # another phone: the link, nothing else
    b.goto(live_server.url + path)
    with b.expect_navigation():
        b.locator("#start-with-rules").click()
    settled(b)
    expect(b.locator(".notice")).to_contain_text("Friday rules")
    for seat, name in enumerate(["Eve", "Fay", "Gus", "Hal"]):
        b.fill(f"#player-{seat}", name)
    with b.expect_navigation():
        b.locator("#start").click()
    settled(b)
    expect(b.locator("#house-rules-line")).to_have_text(
        "House rules: moon: choose, J♦ −10: off")
    game_id = b.url.split("/g/")[1].split("/")[0]
    b.goto(f"{live_server.url}/g/{game_id}")
    expect(b.locator("#house-rules-line")).to_have_text(
        "House rules: moon: choose, J♦ −10: off")
    check(b, "scoreboard")
    options = api(live_server, f"/api/v1/games/{game_id}")["options"]
    rules = api(live_server, "/api/v1/house-rules/" + path.rsplit("/", 1)[1])
    assert rules["options"] == {"moon": "new", "jack_of_diamonds": False}
    assert {k: options[k] for k in rules["options"]} == rules["options"]
    assert options["end_rule"] == "over"  # the rest is Omnibus Hearts' own
