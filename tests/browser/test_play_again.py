"""Play again in a real browser: a watcher on the finished scoreboard follows "Next game"
once the scorer taps Play again, without reloading (the board's poll brings the link)."""
import re
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect

from tests.browser.support import RECORD_CSP, api, create_game

pytestmark = pytest.mark.browser
HEARTS = [r + "H" for r in "23456789TJQKA"]


def test_a_watcher_follows_next_game_after_the_scorer_plays_again(new_context, live_server):
    game = create_game(live_server, "hearts", options={"end_rule": "hands", "end_hands": 1})
    api(live_server, f"/api/v1/games/{game['id']}/hands", {"captured": {
        "0": ["QS"], "1": HEARTS[:6], "2": HEARTS[6:10], "3": HEARTS[10:]}},
        game["edit_token"])
    watcher = new_context().new_page()
    watcher.add_init_script(RECORD_CSP)
    watcher.goto(f"{live_server.url}/g/{game['id']}")
    expect(watcher.locator("h1.board-status")).to_contain_text("wins")
    expect(watcher.get_by_role("link", name="Next game →")).to_have_count(0)
    watcher.evaluate("window.__same_page = true")  # gone if the page reloads

    scorer = new_context().new_page()
    scorer.goto(live_server.url + urlparse(game["links"]["scorer"]).path)
    with scorer.expect_navigation(url=re.compile(r"/g/[^/]+/table$")):  # after the server is asked
        scorer.get_by_role("button", name="Play again with the same players").click()
    new_id = scorer.url.split("/")[-2]
    assert new_id != game["id"]

    link = watcher.get_by_role("link", name="Next game →")
    expect(link).to_be_visible(timeout=5000)  # the next poll, not a reload
    assert watcher.evaluate("window.__same_page") is True
    link.click()
    expect(watcher).to_have_url(f"{live_server.url}/g/{new_id}")
    expect(watcher.locator("h1.board-status")).to_have_text("Hand 1 is next.")
    assert watcher.evaluate("window.__csp") == []


def test_the_big_screen_moves_on_to_the_next_game_by_itself(new_context, live_server):
    """A TV has nobody to tap Next game: a minute after it appears, the big screen goes."""
    game = create_game(live_server, "hearts", options={"end_rule": "hands", "end_hands": 1})
    api(live_server, f"/api/v1/games/{game['id']}/hands", {"captured": {
        "0": ["QS"], "1": HEARTS[:6], "2": HEARTS[6:10], "3": HEARTS[10:]}},
        game["edit_token"])
    tv = new_context().new_page()
    tv.clock.install()  # time flows as usual until the test moves it on
    tv.goto(f"{live_server.url}/g/{game['id']}/big")
    scorer = new_context().new_page()
    scorer.goto(live_server.url + urlparse(game["links"]["scorer"]).path)
    with scorer.expect_navigation(url=re.compile(r"/g/[^/]+/table$")):  # after the server is asked
        scorer.get_by_role("button", name="Play again with the same players").click()
    new_id = scorer.url.split("/")[-2]

    expect(tv.get_by_role("link", name="Next game →")).to_be_visible(timeout=5000)
    tv.clock.run_for(30_000)
    expect(tv).to_have_url(f"{live_server.url}/g/{game['id']}/big")  # the winner stays up
    tv.clock.run_for(31_000)
    expect(tv).to_have_url(f"{live_server.url}/g/{new_id}/big")
