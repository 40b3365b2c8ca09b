"""The scorer's phone sits on the table screen when the Wi-Fi goes: in a real browser at
phone size against `companion serve` (tests/server.py) on SQLite and PostgreSQL.
The table page holds the next hand's form, so "Enter hand" opens it with no request and
Save swaps the table back in: one document from the first hand to the last, kept hands
sent once, in order, when the network (or the server) is back, and taps per hand the
same with and without the network. Links that need the server say so and stay.
With SCREENSHOTS=1 the screens are saved, light and dark, into screenshots/."""
import pytest
from playwright.sync_api import expect

from tests.browser.outbox_support import KEPT, hands, open_scorer
from tests.browser.support import chip, create_game, save_screens, settled, totals
from tests.server import ServerProcess, api

pytestmark = pytest.mark.browser
PLAYERS = ("Bartholomäus", "Dobrosława", "Cat", "Dan")
OFFLINE = "Not available offline — your kept hands are safe."


@pytest.fixture
def server(database_url):
    with ServerProcess(database_url) as running:
        yield running


class Table:
    """The scorer's phone on the table page: taps counted, page loads and the browser's
    own error pages watched."""

    def __init__(self, page, server, game):
        self.page, self.server, self.game = page, server, game
        self.taps = 0
        self.loads = []
        page.on("framenavigated", lambda frame: frame == page.main_frame and self.loads.append(frame.url))
        open_scorer(page, server, game)
        page.evaluate("window.__document = 'the first one'")  # gone with any page load
        self.loads.clear()

    def tap(self, locator):
        self.taps += 1
        locator.tap()

    def play(self, queen, hearts):
        """From the table: Enter hand, who took the Q♠, hearts for three seats, Save."""
        self.tap(self.page.locator("#enter-hand"))
        expect(self.page.locator("#entry")).to_be_visible()
        expect(self.page.locator("#table-screen")).to_be_hidden()
        self.tap(chip(self.page, f"c0-{queen}"))
        for seat, count in hearts.items():
            self.tap(chip(self.page, f"n0-{seat}-{count}"))
        self.tap(self.page.locator("[data-save]"))

    def same_document(self):
        assert self.page.evaluate("window.__document") == "the first one"
        assert not [url for url in self.loads if not url.startswith(self.server.url)], self.loads


def filled_in(page, seat):
    return page.locator(".q-count .count-row").nth(seat).locator(".count-now.is-auto")


@pytest.mark.parametrize("cut", ["network", "server"])
def test_hands_entered_on_the_table_screen_while_cut_off_are_stored_once_in_order(page, server, cut):
    game = create_game(server, players=PLAYERS)
    table = Table(page, server, game)

    table.play(1, {0: 3, 1: 0, 2: 10})
    expect(page.locator(".notice-saved [role=status]")).to_have_text("✓ Hand 1 saved.")
    online = table.taps
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 2")
    assert page.locator("#entry [name=expected_number]").input_value() == "2"
    settled(page)
    table.same_document()

    if cut == "network":
        page.context.set_offline(True)
    else:
        server.kill()
    table.taps = 0
    table.play(0, {0: 2, 1: 4, 2: 3})
    expect(page.locator('[data-kept="2"] .outbox-words')).to_have_text(KEPT.format(2))
    offline = table.taps
    expect(page.locator("#table-screen")).to_be_visible()
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 3")
    expect(page.locator('[data-kept-panel="3"] .role-dealer dd')).to_have_text("Cat")

    # The phone fills in what the server's check would: Dan's 4 hearts, then nobody's.
    table.tap(page.locator("#enter-hand"))
    expect(page.locator("#entry h1")).to_have_text("Hand 3")
    assert page.locator("#entry input:checked").count() == 0
    table.tap(chip(page, "c0-2"))
    for seat in range(3):
        table.tap(chip(page, f"n0-{seat}-1"))
    expect(filled_in(page, 3)).to_have_text("10 filled in")
    save_screens(page, f"offline-table-entry-{cut}", full_page=False)
    table.tap(page.locator("[data-save]"))
    expect(page.locator('[data-kept="3"] .outbox-words')).to_have_text(KEPT.format(3))
    save_screens(page, f"offline-table-kept-{cut}", full_page=False)
    table.same_document()

    if cut == "network":
        page.context.set_offline(False)
    else:
        server.start(port=server.port)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table?saved=3", timeout=20000)
    expect(page.locator(".outbox-item")).to_have_count(0)
    stored, body = hands(server, game)
    assert stored == [(1, [3, 13, 10, 0]), (2, [15, 4, 3, 4]), (3, [1, 1, 14, 10])]
    assert totals(page) == dict(zip(PLAYERS, body["totals"]))
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 4")
    table.same_document()
    print(f"taps per hand, 4-player Rickety Kate: online {online}, {cut} cut {offline}")
    assert online == offline == 6
    assert page.evaluate("window.__csp") == []


def test_history_share_and_a_correction_offline_say_so_and_stay(page, server):
    game = create_game(server, players=PLAYERS)
    table = Table(page, server, game)
    table.play(1, {0: 3, 1: 0, 2: 10})
    expect(page.locator(".notice-saved")).to_be_visible()
    page.context.set_offline(True)
    where = page.url
    for name in ("History", "Share scoreboard"):
        page.locator(".tabs").get_by_role("link", name=name).tap()
        expect(page.locator(".toast")).to_have_text(OFFLINE)
        assert page.url == where
    page.locator(".finish-early summary").tap()
    page.get_by_role("button", name="Finish the game now").tap()
    expect(page.locator(".toast")).to_have_text(OFFLINE)
    save_screens(page, "offline-table-not-available", full_page=False)
    table.same_document()

    page.context.set_offline(False)
    page.locator(".tabs").get_by_role("link", name="History").tap()
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/history")
    page.context.set_offline(True)
    page.locator(".hand-link").first.tap()
    expect(page.locator(".toast")).to_have_text(OFFLINE)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/history")
    assert not [url for url in table.loads if not url.startswith(server.url)], table.loads
    assert page.evaluate("window.__csp") == []


def test_back_from_the_held_form_is_the_table_and_another_phone_renews_it(page, server):
    game = create_game(server, players=PLAYERS)
    table = Table(page, server, game)
    page.locator("#enter-hand").tap()
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table#hand")
    chip(page, "c0-1").tap()
    page.go_back()
    expect(page.locator("#table-screen")).to_be_visible()
    expect(page.locator("#entry")).to_be_hidden()
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table")
    page.go_forward()
    expect(page.locator("#entry")).to_be_visible()
    expect(page.locator("#c0-1")).to_be_checked()  # the taps wait where they were
    page.locator(".tabs").get_by_role("link", name="Table").tap()
    expect(page.locator("#table-screen")).to_be_visible()

    # Another phone saves hand 1: the table's poll shows it, and the held form (no taps
    # in it: a form with taps waits for its Save, which then meets the conflict) follows.
    page.evaluate("localStorage.clear()")
    page.reload()
    page.evaluate("window.__document = 'the first one'")
    status, _ = api(server.port, "POST", f"/games/{game['id']}/hands",
                    {"points": [13, 13, 0, 0], "expected_number": 1}, game["edit_token"])
    assert status == 201
    page.evaluate("document.querySelector('[data-poll]').dispatchEvent(new Event('live-wake'))")
    expect(page.locator("#enter-hand")).to_have_text("Enter hand 2", timeout=15000)
    expect(page.locator("#entry-screen")).to_have_attribute(
        "data-version", page.locator("#table-screen").get_attribute("data-version"), timeout=10000)
    page.locator("#enter-hand").tap()
    expect(page.locator("#entry h1")).to_have_text("Hand 2")
    assert page.locator("#entry [name=expected_number]").input_value() == "2"
    table.same_document()
