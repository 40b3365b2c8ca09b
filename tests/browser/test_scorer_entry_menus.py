"""A big table's kind of many copies on a phone (Chromium at 390x844, a real server): the
18 one-point hearts of a 10-player Dirty Liz hand are picked from the phone's own menu of
numbers (two taps whatever the count) while the kinds of two copies are still a tap per
copy; the taps of a whole hand are counted and the totals saved."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, create_game, totals

pytestmark = pytest.mark.browser
TEN = [f"P{i}" for i in range(10)]
KINDS = ["Q♠", "A♥", "K♥", "Q♥", "J♥", "2–10♥"]
ONES = KINDS.index("2–10♥")
# A hand of Dirty Liz for 10 (two decks, 28 penalty cards, 72 points): P3 took seven
# one-point hearts, P4 and P7 nothing, P9 the rest (A♥ and a one-point heart).
HAND = {0: {"Q♠": 1, "Q♥": 1, "2–10♥": 4}, 1: {"2–10♥": 1}, 2: {"A♥": 1, "2–10♥": 2},
        3: {"K♥": 1, "2–10♥": 7}, 5: {"Q♠": 1, "K♥": 1, "2–10♥": 1},
        6: {"J♥": 1, "2–10♥": 2}, 8: {"Q♥": 1, "J♥": 1}}
# A tap per copy (before the menus): 19 taps of cards, 1 for the rest, 1 for Save.
BEFORE_TAPS = 28


def test_ten_players_dirty_liz_many_hearts_from_a_menu(page, live_server):
    phone = Phone(page)
    game = create_game(live_server, "dirty-liz", TEN)
    page.goto(f"{live_server.url}/g/{game['id']}/edit/{game['edit_token']}")
    page.goto(f"{live_server.url}/g/{game['id']}/hand")
    phone.settled()
    assert page.locator(".tally-menu").count() == 10  # the one-point hearts only
    expect(page.locator(".q-players legend")).to_contain_text("▾ opens a menu of numbers")
    phone.check("entry-ten-dirty-liz")
    phone.taps = 0
    for seat, cards in HAND.items():
        for card, n in cards.items():
            kind = page.locator(f"#n{KINDS.index(card)}-{seat}")
            if card == "2–10♥":
                phone.pick(kind, n)
            else:
                for _ in range(n):
                    phone.tap(kind.locator("xpath=.."))
    three = page.locator(f"#n{ONES}-3").locator("xpath=..")
    expect(three.locator(".tally-n")).to_have_text("7")
    expect(page.locator("#entry-check")).to_contain_text("26 of 28 penalty cards given")
    phone.tap(phone.chip("rest-9"))
    expect(page.locator("#entry-check")).to_contain_text("All 28 penalty cards given.")
    expect(page.locator(f"#n{ONES}-9").locator("xpath=..").locator(".tally-n")).to_have_text("1")
    phone.check("entry-ten-dirty-liz-filled")
    phone.tap_and_go(page.locator("[data-save]"))
    print(f"taps for a 10-player Dirty Liz hand: {phone.taps}, before {BEFORE_TAPS}")
    assert phone.taps == 23 < BEFORE_TAPS
    assert totals(page) == {"P0": 20, "P1": 1, "P2": 7, "P3": 11, "P4": 0, "P5": 18,
                            "P6": 4, "P7": 0, "P8": 5, "P9": 6}
