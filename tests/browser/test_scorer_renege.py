"""A player who reneges twice in one hand: the second renege can be marked on the phone,
in card entry and in points entry (where only the check is redrawn as you type)."""
import pytest
from playwright.sync_api import expect

from tests.browser.support import RECORD_CSP, create_game

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("mode", ["points", "cards"])
def test_a_second_renege_by_the_same_player_can_be_marked(page, live_server, mode):
    game = create_game(live_server)
    page.add_init_script(RECORD_CSP)
    page.goto(live_server.url + game["links"]["scorer"].split(str(live_server.server.server_port), 1)[1])
    page.goto(f"{live_server.url}/g/{game['id']}/hand?mode={mode}")
    if mode == "points":
        for seat, points in enumerate(["13", "13", "0", "0"]):
            page.fill(f"#p-{seat}", points)
    page.locator("label[for], label").filter(has=page.locator("#renege-1")).click()
    again = page.locator("#renege-1-again-1")
    expect(again).to_be_attached(timeout=5000)  # the chip for a second renege appears
    page.locator("label").filter(has=again).click()
    if mode == "points":
        expect(page.locator("#entry-check")).to_contain_text("renege +26", timeout=5000)
    expect(page.locator("#renege-1-again-2")).to_be_attached(timeout=5000)
    assert page.evaluate("window.__csp") == []
