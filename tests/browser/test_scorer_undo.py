"""Undo and its way back on a phone-sized Chromium: a misdeal offers "Undo misdeal", an
undo offers "Put it back", with htmx (the table swapped in place) and without
JavaScript (plain form posts); a long history's older hands join the sheet in place."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import RECORD_CSP, create_game
from tests.helpers import create, play

pytestmark = pytest.mark.browser


def open_table(page, server, game):
    page.goto(f"{server.url}/g/{game['id']}/edit/{game['edit_token']}")
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 1")


def misdeal(page):
    page.locator("#enter-hand").tap()
    page.locator("#misdeal").tap()
    expect(page.locator(".notice-saved")).to_contain_text("✓ Hand 1 saved as a misdeal.")


def test_undo_misdeal_and_put_it_back_in_place(page, live_server):
    page.add_init_script(RECORD_CSP)
    game = create_game(live_server)
    open_table(page, live_server, game)
    misdeal(page)
    page.evaluate("window.__stayed = true")  # gone if a tap loads a new page
    page.get_by_role("button", name="Undo misdeal").tap()
    expect(page.locator(".notice-undone")).to_contain_text("Hand 1 undone.")
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 1")
    assert page.url.endswith("/table?undone=1")  # a reload shows the same offer
    page.locator("#put-back").dblclick()  # a double tap puts it back once
    expect(page.locator(".notice-saved")).to_contain_text("✓ Hand 1 is back.")
    expect(page.locator(".last-note")).to_contain_text("Hand 1: misdeal.")
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 2")
    assert page.evaluate("window.__stayed") is True
    assert page.evaluate("window.__csp") == []
    page.goto(f"{live_server.url}/g/{game['id']}/history")
    expect(page.locator(".hand-link")).to_have_count(1)


def test_undo_and_put_back_without_javascript(browser, live_server):
    context = browser.new_context(java_script_enabled=False,
                                  viewport={"width": 390, "height": 844})
    page = context.new_page()
    game = create_game(live_server)
    open_table(page, live_server, game)
    page.locator("#enter-hand").click()
    page.locator("#misdeal").click()
    expect(page.locator(".notice-saved")).to_contain_text("saved as a misdeal")
    page.get_by_role("link", name="History").click()
    page.get_by_role("button", name="Undo hand 1").click()
    expect(page.locator(".notice-undone")).to_contain_text("Hand 1 undone.")  # on the table
    page.get_by_role("button", name="Put it back").click()
    expect(page.locator(".notice-saved")).to_contain_text("✓ Hand 1 is back.")
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 2")
    context.close()


def test_older_hands_join_the_sheet_in_place(page, live_server):
    client = live_server.app.test_client()
    game = create(client, options={"end_rule": "open"})
    for _ in range(53):
        play(client, game)
    page.goto(f"{live_server.url}/g/{game['id']}/edit/{game['edit_token']}")
    page.goto(f"{live_server.url}/g/{game['id']}/history")
    expect(page.locator(".hand-link")).to_have_count(50)
    expect(page.locator(".hand-link").first).to_contain_text("53")
    page.get_by_role("link", name="Older hands").tap()
    expect(page.locator(".hand-link")).to_have_count(53)
    expect(page.locator(".hand-link").last).to_contain_text("1")
    expect(page.get_by_role("link", name="Older hands")).to_have_count(0)
    assert page.url.endswith("/history")
