"""A table that speaks Dutch, in Chromium at phone size: the scorer's phone (set to
Dutch) starts a game of Hearts from the new-game page, enters two hands, shares the
scoreboard; a watcher's phone (Dutch too) reads the live scoreboard and the big
screen; the game ends. Not one English word on any screen, the scripts' own words
included (what the page says as the reader sees and hears it, not its HTML)."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import Phone, enter_hand, start_from_form, totals
from tests.i18n_support import (EVERYWHERE, calendar_words, catalogue_words, english_words,
                                offer_every_language, words_of)

pytestmark = pytest.mark.browser

NAMES = ("Ann", "Bob", "Cat", "Dan")
# What a screen says: its text as shown, and the words read aloud or shown on hover.
SAID = """() => [document.body.innerText, document.title,
  ...[...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
    .flatMap((e) => ['aria-label', 'title', 'alt', 'placeholder']
      .map((a) => e.getAttribute(a) || ''))].join(' ')"""


@pytest.fixture
def dutch(live_server, browser, browser_context_args):
    """A new phone set to Dutch (its browser's language), as many as the test asks for."""
    offer_every_language(live_server.app)
    contexts = []

    def phone():
        context = browser.new_context(**browser_context_args, locale="nl-NL")
        contexts.append(context)
        return Phone(context.new_page())

    yield phone
    for context in contexts:
        context.close()


def english_left(page) -> list[str]:
    """The English words on the screen that Dutch never uses."""
    allowed = catalogue_words("nl") | calendar_words("nl") | EVERYWHERE | {
        n.casefold() for n in NAMES}
    return sorted((words_of(page.evaluate(SAID)) & english_words()) - allowed)


def looked_at(phone, name):
    assert phone.page.locator("html").get_attribute("lang") == "nl", name
    assert english_left(phone.page) == [], name
    phone.check(f"dutch-{name}")


def test_a_whole_game_in_dutch_without_one_english_word(live_server, dutch):
    scorer = dutch()
    start_from_form(scorer, live_server, "hearts", [("end_rule", "hands")],
                    [("end_hands", 2)])
    looked_at(scorer, "table")
    enter_hand(scorer, ["c0-0", "n0-0-0", "n0-1-5", "n0-2-4"], "entry")
    expect(scorer.page.locator("#entry-check")).to_be_visible()
    looked_at(scorer, "entry")
    scorer.tap_and_go(scorer.page.locator("[data-save]"))
    assert totals(scorer.page) == {"Ann": 13, "Bob": 5, "Cat": 4, "Dan": 4}
    looked_at(scorer, "saved")

    scorer.go(scorer.page.locator('a[href$="/share"]').first)
    looked_at(scorer, "share")
    board = scorer.page.url.removesuffix("/share")
    watcher = dutch()
    watcher.page.goto(board)
    watcher.settled()
    looked_at(watcher, "scoreboard")
    watcher.page.goto(board + "/big")
    watcher.settled()
    looked_at(watcher, "big-screen")

    scorer.page.goto(board + "/table")
    scorer.settled()
    enter_hand(scorer, ["c0-1", "n0-0-6", "n0-1-0", "n0-2-3"], "second-hand")
    scorer.tap_and_go(scorer.page.locator("[data-save]"))
    assert totals(scorer.page) == {"Ann": 19, "Cat": 7, "Dan": 8, "Bob": 18}
    looked_at(scorer, "finished-table")
    scorer.go(scorer.page.locator('a[href$="/history"]').first)
    looked_at(scorer, "history")
    watcher.page.goto(board)
    watcher.settled()
    looked_at(watcher, "finished-scoreboard")
