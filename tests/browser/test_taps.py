"""Taps per hand on the scorer's phone, for the tables the issue names: 4-player Hearts,
5-player Omnibus (the Q♠, the J♦ and the hearts of five players) and 10-player Black
Lady (by cards, tests/browser/test_scorer_entry.py). Printed, and held to what they are
today so a change that costs a tap fails."""
import pytest

from tests.browser.support import Phone, create_game, totals

pytestmark = pytest.mark.browser


def one_hand(page, server, ruleset, players, chips):
    """Open the table, tap Enter hand, the chips, Save: the taps a hand costs."""
    game = create_game(server, ruleset, players)
    page.goto(f"{server.url}/g/{game['id']}/edit/{game['edit_token']}")
    phone = Phone(page)
    phone.tap(page.locator("#enter-hand"))  # opens the held entry screen: no page load
    for chip in chips:
        phone.tap(phone.chip(chip))
    phone.tap_and_go(page.locator("[data-save]"))
    return phone.taps, totals(page)


def test_a_4_player_hearts_hand_takes_6_taps(page, live_server):
    # Enter hand, Q♠ to Bob, hearts: Ann 3, Bob 6, Cat 4 (Dan's 0 filled in), Save
    taps, shown = one_hand(page, live_server, "hearts", ("Ann", "Bob", "Cat", "Dan"),
                           ["c0-1", "n0-0-3", "n0-1-6", "n0-2-4"])
    print(f"taps for a 4-player Hearts hand: {taps}")
    assert taps == 6 and shown == {"Ann": 3, "Bob": 19, "Cat": 4, "Dan": 0}


def test_a_5_player_omnibus_hand_takes_7_taps(page, live_server):
    # Enter hand, Q♠ to Ann, J♦ to Cat, hearts: Ann 3, Bob 6, Dan 4 (13 given: Cat's and
    # Eve's 0 filled in), Save
    taps, shown = one_hand(page, live_server, "omnibus", ("Ann", "Bob", "Cat", "Dan", "Eve"),
                           ["c0-0", "c1-2", "n0-0-3", "n0-1-6", "n0-3-4"])
    print(f"taps for a 5-player Omnibus hand: {taps}")
    assert taps == 7 and shown == {"Ann": 16, "Bob": 6, "Cat": -10, "Dan": 4, "Eve": 0}
