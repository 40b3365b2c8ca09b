"""The entry form on a phone (Chromium at 390x844, a real server): Back after Save never
shows the saved hand's taps again, a reload keeps the taps of a hand not yet saved, a
moon fills in everyone else, a 10-player two-deck game is entered a row per player (its
height and taps measured), the second-renege chip moves nothing, and a refused kept hand
comes back with both of a player's reneges."""
import json
import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, create_game, totals

pytestmark = pytest.mark.browser
TEN = [f"P{i}" for i in range(10)]
KINDS = ["Q♠", "A♠", "10♠", "10–A♥", "9♥", "8♥", "7♥", "6♥", "5♥", "4♥", "3♥", "2♥"]
# A typical hand of Black Lady for 10 (32 penalty cards): what each took; P4 and P7
# nothing, P9 the rest (10–A♥ ×4, 5♥, 2♥).
TYPICAL = {0: ["Q♠", "9♥", "4♥"], 1: ["A♠", "10–A♥", "10–A♥", "8♥"], 2: ["10♠", "7♥", "3♥"],
           3: ["Q♠", "10–A♥", "10–A♥", "10–A♥", "6♥"], 5: ["A♠", "9♥", "5♥", "2♥"],
           6: ["10–A♥", "8♥", "7♥"], 8: ["10♠", "6♥", "4♥", "3♥"]}
# Before the rows per player (a question per card): 9,080 px tall, 22 + 9 taps and Save.
BEFORE_HEIGHT, BEFORE_TAPS = 9080, 32


def open_game(page, live_server, ruleset="rickety-kate", players=("Ann", "Bob", "Cat", "Dan")):
    game = create_game(live_server, ruleset, players)
    page.goto(f"{live_server.url}/g/{game['id']}/edit/{game['edit_token']}")
    return game


def enter(phone, live_server, game, tail=""):
    phone.page.goto(f"{live_server.url}/g/{game['id']}/hand{tail}")
    phone.settled()


def drafts(page):
    return page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('companion.draft.'))")


def test_back_after_save_shows_the_next_hand_with_nothing_ticked(page, live_server):
    phone = Phone(page)
    game = open_game(page, live_server)
    enter(phone, live_server, game)
    for chip in ("c0-2", "n0-0-3", "n0-1-4", "n0-2-1"):
        phone.tap(phone.chip(chip))
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator(".notice-saved")).to_contain_text("Hand 1 saved.")
    page.go_back()
    phone.settled()
    expect(page.locator("#entry h1")).to_have_text("Hand 2")
    assert page.locator("#entry input:checked").count() == 0
    expect(page.locator("[data-save]")).to_be_disabled()
    phone.tap(phone.chip("n0-2-1"))  # one more tap is not a whole hand
    expect(page.locator("[data-save]")).to_be_disabled()
    page.goto(f"{live_server.url}/g/{game['id']}/table")
    assert totals(page) == {"Ann": 3, "Bob": 4, "Cat": 14, "Dan": 5}
    assert page.locator(".history-line, .sheet-row").count() <= 1


def test_a_reload_keeps_the_taps_until_the_hand_is_saved(page, live_server):
    phone = Phone(page)
    game = open_game(page, live_server)
    enter(phone, live_server, game)
    phone.tap(phone.chip("c0-2"))
    phone.tap(phone.chip("n0-0-3"))
    phone.tap(phone.chip("renege-1"))
    page.reload()
    phone.settled()
    for box in ("c0-2", "n0-0-3", "renege-1"):
        expect(page.locator(f"#{box}")).to_be_checked()
    expect(page.locator("#entry-check")).to_contain_text("3 of 13 hearts assigned")
    # Points are a draft of their own: the cards' taps stay with the cards.
    enter(phone, live_server, game, "?mode=points")
    assert page.locator("#entry input:checked").count() == 0
    page.fill("#p-0", "5")
    phone.settled()
    page.reload()
    phone.settled()
    expect(page.locator("#p-0")).to_have_value("5")
    enter(phone, live_server, game)
    phone.tap(phone.chip("n0-1-4"))
    phone.tap(phone.chip("n0-2-1"))
    phone.tap_and_go(page.locator("[data-save]"))
    assert totals(page) == {"Ann": 3, "Bob": 17, "Cat": 14, "Dan": 5}
    enter(phone, live_server, game)
    expect(page.locator("#entry h1")).to_have_text("Hand 2")
    assert page.locator("#entry input:checked").count() == 0
    assert drafts(page) == []  # hand 1's drafts (cards and points) are gone


def test_a_moon_fills_in_everyone_else(page, live_server):
    phone = Phone(page)
    game = open_game(page, live_server, "hearts")
    enter(phone, live_server, game)
    phone.taps = 0
    phone.tap(phone.chip("n0-1-13"))  # Bob took every heart
    expect(page.locator("#entry-check")).to_contain_text("13 of 13 hearts assigned.")
    expect(page.locator("#entry-check")).to_contain_text("Bob shot the moon")
    expect(page.locator("#entry-check")).not_to_contain_text("tap a number")
    expect(page.locator("[data-save]")).to_be_enabled()
    phone.check("entry-moon-filled")
    phone.tap_and_go(page.locator("[data-save]"))
    assert phone.taps == 2
    assert totals(page) == {"Ann": 26, "Bob": 0, "Cat": 26, "Dan": 26}


def test_ten_players_two_decks_a_row_per_player(page, live_server):
    phone = Phone(page)
    game = open_game(page, live_server, "black-lady", TEN)
    enter(phone, live_server, game)
    height = page.evaluate("document.documentElement.scrollHeight")
    print(f"10-player Black Lady entry: {height} px ({height / 844:.1f} screens), before "
          f"{BEFORE_HEIGHT} px")
    assert height <= 3600 < BEFORE_HEIGHT
    phone.check("entry-ten")
    phone.taps = 0
    for seat, cards in TYPICAL.items():
        for card in set(cards):
            kind = page.locator(f"#n{KINDS.index(card)}-{seat}")
            if card == "10–A♥":  # ten copies: the phone's menu of numbers, two taps
                phone.pick(kind, cards.count(card))
            else:
                for _ in range(cards.count(card)):
                    phone.tap(kind.locator("xpath=.."))
    expect(page.locator("#entry-check")).to_contain_text("26 of 32 penalty cards given")
    phone.tap(phone.chip("rest-9"))
    expect(page.locator("#entry-check")).to_contain_text("All 32 penalty cards given.")
    phone.check("entry-ten-filled")
    phone.tap_and_go(page.locator("[data-save]"))
    print(f"taps for a typical hand: {phone.taps}, before {BEFORE_TAPS}")
    assert phone.taps == 28 < BEFORE_TAPS  # 10–A♥ ×2, ×3, ×1: three menus, 6 taps as before
    assert totals(page) == {"P0": 63, "P1": 68, "P2": 30, "P3": 86, "P4": 0, "P5": 56,
                            "P6": 25, "P7": 0, "P8": 33, "P9": 47}


@pytest.mark.parametrize("mode", ["cards", "points"])
def test_the_second_renege_chip_moves_nothing(page, live_server, mode):
    phone = Phone(page)
    game = open_game(page, live_server)
    enter(phone, live_server, game, f"?mode={mode}")
    where = "document.querySelector('.q-renege').getBoundingClientRect().bottom + scrollY"
    before = page.evaluate(where)
    phone.tap(phone.chip("renege-1"))
    expect(page.locator("#renege-1-again-1")).to_be_attached()
    assert page.evaluate(where) == before
    phone.tap(phone.chip("renege-1-again-1"))
    expect(page.locator("#renege-1-again-2")).to_be_attached()
    assert page.evaluate(where) == before


def test_a_refused_kept_hand_comes_back_with_both_reneges(page, live_server):
    phone = Phone(page)
    game = open_game(page, live_server)
    enter(phone, live_server, game)
    key = page.locator("#entry [name=idempotency_key]").input_value()
    fields = [["expected_number", "1"], ["idempotency_key", key], ["mode", "cards"],
              ["c0", "0"], ["n0_0", "1"], ["n0_1", "2"], ["n0_2", "3"],
              ["renege", "1"], ["renege", "1"]]
    kept = [{"key": key, "number": 1, "kind": "normal", "action": f"/g/{game['id']}/hand",
             "fields": fields, "correction": False, "summary": [], "state": "refused",
             "status": 422, "error": "Check the hand.", "field": None}]
    page.evaluate("([name, hands]) => localStorage.setItem(name, hands)",
                  [f"companion.outbox.{game['id']}", json.dumps(kept)])
    page.reload()
    phone.settled()
    expect(page.locator("#renege-1")).to_be_checked()
    expect(page.locator("#renege-1-again-1")).to_be_checked()
    expect(page.locator("#entry-check")).to_contain_text("renege +26")
    phone.tap_and_go(page.locator("[data-save]"))
    assert totals(page) == {"Ann": 14, "Bob": 28, "Cat": 3, "Dan": 7}


def test_a_draft_and_a_kept_hand_go_together(page, live_server):
    """The server takes no hand (its saves and sync fail; pages still load): hand 1 is
    kept on the phone, hand 2's taps survive a reload under hand 2's number, and once
    the server answers both are saved, in order, with nothing entered twice."""
    phone = Phone(page)
    game = open_game(page, live_server)
    enter(phone, live_server, game)

    def unreachable(route):
        if route.request.method == "POST" or route.request.url.endswith("/sync"):
            route.abort()
        else:
            route.continue_()

    page.route(re.compile(r".*/(hand|sync)$"), unreachable)
    for chip in ("c0-2", "n0-0-3", "n0-1-4", "n0-2-1"):
        phone.chip(chip).tap()
    page.locator("[data-save]").tap()
    expect(page.locator('[data-kept="1"]')).to_be_visible()
    expect(page.locator("#entry h1")).to_have_text("Hand 2")
    phone.chip("c0-1").tap()
    page.reload()
    expect(page.locator("#entry h1")).to_have_text("Hand 2")
    expect(page.locator("#c0-1")).to_be_checked()
    assert page.locator("#entry input:checked").count() == 1
    page.unroute(re.compile(r".*/(hand|sync)$"))
    expect(page.locator('[data-kept="1"]')).to_have_count(0, timeout=15000)
    expect(page.locator("#c0-1")).to_be_checked()  # still entering hand 2
    for chip in ("n0-0-0", "n0-1-5", "n0-2-8"):
        phone.tap(phone.chip(chip))
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator(".notice-saved")).to_contain_text("Hand 2 saved.")
    assert totals(page) == {"Ann": 3, "Bob": 22, "Cat": 22, "Dan": 5}
    assert drafts(page) == []
