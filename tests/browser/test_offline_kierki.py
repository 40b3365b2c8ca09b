"""Kierki's deals on the table screen while the Wi-Fi is gone: a deal entered offline
is kept and sent once, and the next deal, whose contract asks other questions, waits for
it rather than showing the kept deal's questions again (each deal's form is its own
contract's)."""
import pytest
from playwright.sync_api import expect

from tests.browser.outbox_support import KEPT, hands, open_scorer
from tests.browser.support import chip, create_game
from tests.server import ServerProcess

pytestmark = pytest.mark.browser
PLAYERS = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


@pytest.fixture
def server(database_url):
    with ServerProcess(database_url) as running:
        yield running


def test_a_deal_kept_offline_holds_back_the_next_contracts_questions(page, server):
    game = create_game(server, "kierki", PLAYERS)
    open_scorer(page, server, game)
    page.context.set_offline(True)
    page.locator("#enter-hand").tap()
    expect(page.locator("#entry .contract-name")).to_contain_text("bez lew")
    for seat, tricks in enumerate([4, 3, 5]):
        chip(page, f"tricks-{seat}-{tricks}").tap()
    page.locator("[data-save]").tap()
    expect(page.locator('[data-kept="1"] .outbox-words')).to_have_text(KEPT.format(1))
    page.locator("#enter-hand").tap()
    expect(page.locator("#entry [data-later-deal]")).to_be_visible()
    expect(page.locator("#entry fieldset").first).to_be_hidden()
    expect(page.locator("#entry [data-save]")).to_be_hidden()

    page.context.set_offline(False)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table?saved=1", timeout=20000)
    stored, _body = hands(server, game)
    assert stored == [(1, [-80, -60, -100, -20])]
    page.locator("#enter-hand").tap()
    expect(page.locator("#entry .contract-name")).to_contain_text("bez kierów")
    expect(page.locator("#entry [data-later-deal]")).to_be_hidden()
    expect(page.locator("#entry legend").first).to_contain_text("Hearts")
