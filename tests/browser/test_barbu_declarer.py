"""A Barbu declarer's seven deals on the scorer's phone, by taps: the game started from
the new-game page, each deal's contract named on the held entry screen (its questions
then appear), the domino doubled and redoubled (example 4.b), every screen checked, the
totals exact and adding up to 0. Taps per deal are printed and held to what they are."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, start_from_form, totals

pytestmark = pytest.mark.browser

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


def counts(key, numbers, skip=3):
    return [f"{key}-{seat}-{n}" for seat, n in enumerate(numbers) if seat != skip]


# (the contract's chip, the chips of its questions, taps with Enter and Save)
DEALS = [
    ("contract-no-tricks", counts("tricks", [4, 3, 5, 1]), 6),
    ("contract-no-hearts", counts("c0", [2, 5, 4, 1]) + ["card-AH-0"], 7),
    ("contract-no-queens", counts("c0", [1, 1, 1, 1]), 6),
    ("contract-barbu", ["card-KH-1"], 4),
    ("contract-no-last-two", ["w12-2", "w13-3"], 5),
    ("contract-trumps", ["trump-S"] + counts("tricks", [5, 3, 3, 2]), 7),
    # out Cat, Bartholomäus, Dan (Dobrosława last); Dobrosława doubles, the declarer
    # redoubles; Dan doubles
    # the last contract left is named already
    (None, ["o1-2", "o2-0", "o3-3", "double-1-0-2", "double-3-0-1"], 7),
]


def test_a_barbu_declarers_seven_deals_by_taps(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "barbu", names=NAMES)
    per_deal = []
    for number, (contract, chips, _taps) in enumerate(DEALS, start=1):
        expect(page.locator("#referee-panel .contract-name")).to_contain_text("Bartholomäus")
        before = phone.taps
        phone.tap(page.locator("#enter-hand"))
        if contract:
            phone.tap(phone.chip(contract))
        for chip in chips:
            phone.tap(phone.chip(chip))
        if number in (2, 7):
            phone.check(f"barbu-deal-{number}")
        phone.tap_and_go(page.locator("[data-save]"))
        per_deal.append(phone.taps - before)
    print("taps per Barbu deal:", per_deal, "in all:", sum(per_deal))
    assert per_deal == [taps for *_rest, taps in DEALS]
    shown = totals(page)
    assert shown == {"Bartholomäus": 86, "Dobrosława": -82, "Cat": 26, "Dan": -30}
    expect(page.locator("#referee-panel .role-dealer dd")).to_have_text("Dobrosława")
    phone.check("barbu-next-declarer")
