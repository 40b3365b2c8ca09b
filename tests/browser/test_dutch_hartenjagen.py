"""A Dutch Hartenjagen game on the scorer's phone, by taps, from the new-game page
through the turn at 50 to its end at 0 (the game of tests/test_api_hartenjagen.py): the
referee panel says which way the deal counts, the history marks each row's phase, and
the totals are exact. Taps per deal are printed and held to what they are today."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, start_from_form, totals

pytestmark = pytest.mark.browser

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


def hearts(numbers, skip):
    """The hearts count chips (n0), the `skip` player's left to be filled in."""
    return [f"n0-{seat}-{n}" for seat, n in enumerate(numbers) if seat != skip]


# (Q♠ to, J♣ to, hearts each, the panel's words before the deal, taps with Enter and Save)
DEALS = [
    (0, 0, hearts([7, 1, 0, 0], skip=3), "Counting up to 50", 7),
    (0, 0, hearts([7, 1, 0, 0], skip=3), "Counting up to 50", 7),
    (2, 3, hearts([4, 2, 1, 1], skip=3), "Counting up to 50", 7),
    (0, 0, hearts([6, 2, 0, 0], skip=3), "Counting up to 50", 7),
    (0, 2, hearts([0, 4, 2, 2], skip=0), "Counting up to 50", 7),
    (3, 0, hearts([0, 4, 4, 0], skip=3), "Counting down to 0", 7),
]


def test_a_dutch_game_through_its_turn_to_its_end(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "hartenjagen-nl", names=NAMES)
    per_deal = []
    for number, (queen, jack, chips, phase, _taps) in enumerate(DEALS, start=1):
        expect(page.locator("#referee-panel h2 .sub")).to_have_text(phase)
        before = phone.taps
        phone.tap(page.locator("#enter-hand"))
        phone.tap(phone.chip(f"c0-{queen}"))
        phone.tap(phone.chip(f"c1-{jack}"))
        for chip in chips:
            phone.tap(phone.chip(chip))
        if number in (1, 6):
            phone.check(f"dutch-deal-{number}")
        phone.tap_and_go(page.locator("[data-save]"))
        per_deal.append(phone.taps - before)
    print("taps per Dutch Hartenjagen deal:", per_deal)
    assert per_deal == [taps for *_rest, taps in DEALS]
    assert totals(page) == {"Bartholomäus": 48, "Dobrosława": 6, "Cat": 6, "Dan": 0}
    phone.check("dutch-finished")
    phone.go(page.locator('a[href$="/history"]').first)
    assert page.locator(".sheet-phase.phase-2").count() == 1 + 1  # the last row and the legend
    assert page.locator("#sheet .sheet-phase.phase-1").count() == 5
    phone.check("dutch-history")
