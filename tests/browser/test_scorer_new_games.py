"""Every new game played to its end on a phone-sized Chromium (390x844), started by taps
on the new-game page: the table panel (dealer, the pass by name), the hands entered with
each game's own cards (the J♦ and 10♦ bonus, Spot Hearts' ranked hearts, a team moon,
the sun), the previews' words, the totals of docs/RULES.md's worked examples to the
point, a tie-break hand and the winner.

Every screen is checked for sideways scrolling, small tap targets and CSP violations
(SCREENSHOTS=1 saves them, light and dark).
"""
import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, enter_hand, start_from_form, totals

pytestmark = pytest.mark.browser

# Spot Hearts' entry grid, a row per card, highest first: Q♠ 25, then A♥ 14 down to 2♥.
SPOT_ROW = {card: f"c{i}" for i, card in enumerate(
    ["QS", "AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H"])}


def saved(phone, totals_now):
    """Save the hand; the standings show these totals."""
    phone.tap_and_go(phone.page.locator("[data-save]"))
    assert totals(phone.page) == totals_now


def test_omnibus_hearts_with_the_jack_and_a_tie_break(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "omnibus", [("end_rule", "hands")], [("end_hands", 2)])
    expect(page.locator(".role-dealer dd")).to_have_text("Ann")
    expect(page.locator(".referee")).to_contain_text("Ann → Bob")

    # The worked example: A Q♠ and 3 hearts, B 6 hearts and the J♦, C 4 hearts.
    enter_hand(phone, ["c0-0", "c1-1", "n0-0-3", "n0-1-6", "n0-2-4"], "omnibus-hand")
    expect(page.locator("#entry .q-card").nth(1).locator("legend")).to_contain_text("J♦")
    expect(page.locator("#entry .q-card").nth(1).locator("legend")).to_contain_text("−10 bonus")
    saved(phone, {"Bob": -4, "Dan": 0, "Cat": 4, "Ann": 16})
    expect(page.locator(".role-dealer dd")).to_have_text("Bob")
    expect(page.locator(".referee")).to_contain_text("Ann → Dan")

    # Ann takes every heart and the Q♠, Dan the J♦: the old moon, Dan keeps his −10.
    enter_hand(phone, ["c0-0", "n0-0-13", "c1-3"], "omnibus-moon")
    expect(page.locator(".moon-words")).to_contain_text("Ann shot the moon")
    expect(page.locator(".outcome-table .verdict")).to_contain_text(
        "This ends the game in a tie: Ann and Dan play a tie-break hand.")
    saved(phone, {"Ann": 16, "Dan": 16, "Bob": 22, "Cat": 30})
    expect(page.locator(".status-line")).to_have_text(
        "Tied for lowest: Ann and Dan play a tie-break hand.")
    expect(page.locator(".referee")).to_contain_text("Only Ann and Dan play this hand")
    expect(page.locator(".role-dealer dd")).to_have_text("Dan")  # it was Cat's deal
    phone.check("omnibus-tiebreak-table")

    # The tie-break: Ann 13 hearts and the J♦ (3), Dan the Q♠ (13): the bonus decides.
    enter_hand(phone, ["c0-3", "c1-0", "n0-0-13"], "omnibus-tiebreak")
    rows = page.locator(".outcome-table tbody tr td:first-of-type")
    expect(rows).to_have_text(["3", "13"])  # what Ann and Dan took
    expect(page.locator(".outcome-table .verdict")).to_contain_text(
        "This ends the game: Ann wins.")
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator("h1")).to_have_text("Ann wins!")
    phone.check("omnibus-end")


def test_omnibus_as_the_book_has_it(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "omnibus-book", [("end_rule", "hands")],
                    [("end_hands", 2)])
    # The longest game name wraps in the top bar, never the brand beside it.
    assert page.locator(".topbar .brand").evaluate(
        "e => { const r = document.createRange(); r.selectNodeContents(e);"
        " return r.getClientRects().length; }") == 1
    expect(page.locator(".referee")).to_contain_text("Ann → Bob")

    # The worked example with the 10♦ as the bonus card.
    enter_hand(phone, ["c0-0", "c1-1", "n0-0-3", "n0-1-6", "n0-2-4"], "book-hand")
    expect(page.locator("#entry .q-card").nth(1).locator("legend")).to_contain_text("10♦")
    saved(phone, {"Bob": -4, "Dan": 0, "Cat": 4, "Ann": 16})

    # Bob takes every heart and the Q♠ but Dan the 10♦: no slam. With the 10♦ too: the
    # slam, −26 for Bob, the bonus absorbed, nothing for the others.
    enter_hand(phone, ["c0-1", "n0-1-13", "c1-3"], "book-no-slam")
    expect(page.locator(".moon-words")).to_have_count(0)
    rows = page.locator(".outcome-table tbody tr")
    expect(rows.filter(has_text="Bob").locator(".total")).to_have_text("22")
    expect(rows.filter(has_text="Dan").locator(".total")).to_have_text("-10")
    phone.tap(phone.chip("c1-1"))
    expect(page.locator(".moon-words")).to_contain_text("Bob shot the moon")
    expect(page.locator(".outcome-table .verdict")).to_contain_text(
        "This ends the game: Bob wins.")
    phone.check("book-slam")
    saved(phone, {"Bob": -30, "Dan": 0, "Cat": 4, "Ann": 16})
    expect(page.locator("h1")).to_have_text("Bob wins!")
    phone.check("book-end")


def test_spot_hearts_by_rank_and_a_moon_to_the_end(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "spot-hearts", numbers=[("end_score", 150)])
    expect(page.locator(".referee")).to_contain_text("129 points in play")
    expect(page.locator(".referee")).to_contain_text("Ann → Bob")

    # The worked example: A Q♠ A♥ 2♥ 41, B K♥ Q♥ J♥ 36, C 10♥–7♥ 34, D 6♥–3♥ 18.
    taken = {0: ["QS", "AH", "2H"], 1: ["KH", "QH", "JH"], 2: ["TH", "9H", "8H", "7H"],
             3: ["6H", "5H", "4H", "3H"]}
    enter_hand(phone, [f"{SPOT_ROW[card]}-{seat}" for seat, cards in taken.items()
                       for card in cards], "spot-hand")
    saved(phone, {"Dan": 18, "Cat": 34, "Bob": 36, "Ann": 41})

    # Dan takes every card: the old moon, +129 for each other player, over 150.
    enter_hand(phone, [f"{row}-3" for row in SPOT_ROW.values()], "spot-moon")
    expect(page.locator(".moon-words")).to_contain_text("Dan shot the moon")
    expect(page.locator(".outcome-table .verdict")).to_contain_text(
        "This ends the game: Dan wins.")
    saved(phone, {"Dan": 18, "Cat": 163, "Bob": 165, "Ann": 170})
    expect(page.locator("h1")).to_have_text("Dan wins!")
    phone.check("spot-end")


def test_spot_hearts_tie_break_counts_the_ranks(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "spot-hearts", [("end_rule", "hands")],
                    [("end_hands", 1)])
    # Ann A♥ 14, Dan 9♥ 5♥ 14, Bob Q♠ K♥ Q♥ 50, Cat the other hearts 51: a tie for lowest.
    taken = {0: ["AH"], 3: ["9H", "5H"], 1: ["QS", "KH", "QH"],
             2: ["JH", "TH", "8H", "7H", "6H", "4H", "3H", "2H"]}
    enter_hand(phone, [f"{SPOT_ROW[card]}-{seat}" for seat, cards in taken.items()
                       for card in cards], "spot-tie")
    saved(phone, {"Ann": 14, "Dan": 14, "Bob": 50, "Cat": 51})
    expect(page.locator(".referee")).to_contain_text("Only Ann and Dan play this hand")

    # Ann takes the Q♠ and the A♥ (39), Dan every other heart (90).
    enter_hand(phone, ["c0-0", "c1-0"] + [f"c{i}-3" for i in range(2, 14)], "spot-tiebreak")
    expect(page.locator(".outcome-table tbody tr td:first-of-type")).to_have_text(["39", "90"])
    expect(page.locator(".outcome-table .verdict")).to_have_text("This ends the game: Ann wins.")
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator("h1")).to_have_text("Ann wins!")
    phone.check("spot-tiebreak-end")


def test_partnership_hearts_with_a_team_tie_break(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "partnership", [("end_rule", "hands")],
                    [("end_hands", 3)])
    expect(page.locator(".referee")).to_contain_text("Partners sit opposite and score as a team")
    expect(page.locator(".referee")).to_contain_text("Ann → Bob")

    # The worked example: N Q♠ 2♥ 3♥, E 5 hearts, S nothing, W 6 hearts: NS 15, EW 11.
    enter_hand(phone, ["c0-0", "n0-0-2", "n0-1-5", "n0-2-0"], "team-hand")
    saved(phone, {"Bob & Dan": 11, "Ann & Cat": 15})  # a row per team

    # N 12 hearts, S the Q♠ and a heart: a team moon, EW +26.
    expect(page.locator(".referee")).to_contain_text("Ann → Dan")
    enter_hand(phone, ["c0-2", "n0-0-12", "n0-2-1"], "team-moon")
    expect(page.locator(".moon-words")).to_contain_text("Ann and Cat shot the moon")
    saved(phone, {"Ann & Cat": 15, "Bob & Dan": 37})
    rows = page.locator(".standings-table tbody tr")  # the team's row carries the mark
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator(".player-name")).to_have_text("Ann & Cat")
    expect(rows.nth(0).locator(".mark-moon")).to_be_visible()
    expect(page.locator(".last-note")).to_contain_text("Ann and Cat shot the moon")

    # The across pass goes to the partner; NS take 24, EW 2: the teams tie on 39.
    expect(page.locator(".referee")).to_contain_text("Ann → Cat")
    enter_hand(phone, ["c0-0", "n0-0-5", "n0-1-1", "n0-2-6"], "team-tie")
    expect(page.locator(".outcome-table .verdict")).to_have_text(
        "This ends the game in a tie: Ann and Cat against Bob and Dan play a tie-break hand.")
    saved(phone, {"Ann & Cat": 39, "Bob & Dan": 39})
    expect(page.locator(".status-line")).to_have_text(
        "Tied for lowest: Ann and Cat against Bob and Dan play a tie-break hand.")
    expect(page.locator(".referee")).to_contain_text("the team that takes fewer penalty points wins")
    expect(page.locator(".role-dealer dd")).to_have_text("Dan")
    phone.check("team-tiebreak-table")

    # The tie-break, all four play: NS take 6, EW 20; the scores stay as they were.
    enter_hand(phone, ["c0-1", "n0-0-3", "n0-1-4", "n0-2-3"], "team-tiebreak")
    took = page.locator(".outcome-table tbody tr td:first-of-type")
    expect(took).to_have_text(["3", "17", "3", "3"])  # Ann, Bob, Cat, Dan
    expect(page.locator(".outcome-table .verdict")).to_have_text(
        "This ends the game: Ann and Cat win.")
    saved(phone, {"Ann & Cat": 39, "Bob & Dan": 39})
    expect(page.locator("body")).to_contain_text("Ann and Cat win")
    phone.check("team-end")


def test_hearts_with_the_sun_to_the_end(page, live_server):
    phone = Phone(page)
    start_from_form(phone, live_server, "hearts", [("sun", "on")], [("end_score", 50)])
    expect(page.locator(".referee")).to_contain_text("Ann → Bob")

    # Bob takes every card: the moon (+26 each, the game goes on) or, ticked, the sun.
    enter_hand(phone, ["c0-1", "n0-1-13"], "sun-moon")
    expect(page.locator(".moon-words")).to_contain_text("Bob shot the moon")
    expect(page.locator(".outcome-table .verdict")).to_contain_text("The game goes on.")
    expect(page.locator("label[for=sun]")).to_contain_text("Bob won every trick")
    phone.tap(phone.chip("sun"))
    expect(page.locator(".moon-words")).to_contain_text("Bob shot the sun")
    expect(page.locator(".outcome-table .verdict")).to_contain_text(
        "This ends the game: Bob wins.")
    phone.check("sun")
    saved(phone, {"Bob": 0, "Ann": 52, "Cat": 52, "Dan": 52})
    expect(page.locator("h1")).to_have_text("Bob wins!")
    phone.check("sun-end")
