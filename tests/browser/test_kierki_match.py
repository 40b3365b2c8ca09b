"""A whole Kierki match (RULES-national example 1.c) on the scorer's phone, by taps: the
game started from the new-game page, each of the 12 deals entered on the held entry
screen (the contract's questions), every screen checked (no sideways scroll, tap targets,
no CSP violation), and the totals exact at the end. Taps per deal are printed, and held
to what they are today so a change that costs a tap fails."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, start_from_form, totals

pytestmark = pytest.mark.browser

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


def counts(key, numbers, skip=3):
    """The chips of a count question, the last player's left to be filled in."""
    return [f"{key}-{seat}-{n}" for seat, n in enumerate(numbers) if seat != skip]


# Each deal's chips (contract.py's questions), and the taps it costs with Enter and Save.
DEALS = [
    ("bez lew", counts("tricks", [4, 3, 5, 1]), 5),
    ("bez kierów", counts("c0", [2, 6, 0, 5], skip=2), 5),
    ("bez dam", counts("c0", [1, 1, 2, 0]), 5),
    ("bez panów", counts("c0", [3, 2, 1, 2]), 5),
    ("bez króla kier", ["card-KH-1"], 3),
    ("bez siódmej i ostatniej", ["w7-2", "w13-2"], 4),
    ("rozbójnik", counts("tricks", [5, 3, 4, 1]) + counts("c0", [4, 2, 3, 1])
     + counts("c5", [2, 2, 2, 0]) + ["card-JH-2", "card-QH-0", "card-KH-0", "card-QC-3",
                                     "card-QD-1", "card-QS-0", "w7-2", "w13-0"], 19),
    ("atu", ["trump-S"] + counts("tricks", [5, 3, 3, 2]), 6),
    ("atu", ["trump-H"] + counts("tricks", [2, 6, 4, 1]), 6),
    ("atu", ["trump-D"] + counts("tricks", [4, 4, 2, 3]), 6),
    ("atu", ["trump-C"] + counts("tricks", [3, 1, 7, 2]), 6),
    ("loteryjka", ["o1-3", "o2-0"], 4),
]


def test_a_whole_kierki_match_by_taps(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "kierki", names=NAMES)
    per_deal = []
    for number, (name, chips, expected) in enumerate(DEALS, start=1):
        expect(page.locator("#referee-panel .contract-name")).to_contain_text(name)
        before = phone.taps
        phone.tap(page.locator("#enter-hand"))
        for chip in chips:
            phone.tap(phone.chip(chip))
        if number in (1, 7, 8, 12):
            phone.check(f"kierki-deal-{number}")
        phone.tap_and_go(page.locator("[data-save]"))
        per_deal.append(phone.taps - before)
    print("taps per Kierki deal:", per_deal, "in all:", sum(per_deal))
    assert per_deal == [expected for _name, _chips, expected in DEALS]
    assert totals(page) == {"Bartholomäus": -75, "Dobrosława": -320, "Cat": -325, "Dan": 720}
    phone.check("kierki-finished")
    # the score sheet: the minus half, the plus half, the result that sums to 0
    phone.go(page.locator('a[href$="/history"]').first)
    expect(page.locator(".sheet-compendium .kind-result .sheet-sum")).to_have_text("0")
    phone.check("kierki-sheet")
