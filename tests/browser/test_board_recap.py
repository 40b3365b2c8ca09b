"""Share the result: on a phone that shares files the tap opens the share sheet with the
recap picture itself; elsewhere the same link downloads it."""
import pytest

from tests.helpers import HEARTS, cards, create, post_hand

pytestmark = pytest.mark.browser

# A phone's share sheet, standing in for Android's or iOS's: it records what it was given.
SHARE_SHEET = """
Object.defineProperty(Navigator.prototype, "canShare", {configurable: true,
  value: (data) => !!(data && data.files && data.files.length)});
Object.defineProperty(Navigator.prototype, "share", {configurable: true, value: (data) => {
  const file = data.files[0];
  window.shared = {files: data.files.length, name: file.name, type: file.type,
                   size: file.size, title: data.title};
  return Promise.resolve();
}});
"""


def finished_game(server):
    client = server.app.test_client()
    game = create(client, options={"end_score": 20})
    hand = {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:12], 2: HEARTS[12:]})}
    assert post_hand(client, game, hand).status_code == 201
    return game


def test_a_phone_that_shares_files_gets_the_picture(live_server, page):
    game = finished_game(live_server)
    page.add_init_script(SHARE_SHEET)
    with page.expect_response(lambda r: r.url.split("?")[0].endswith("/recap.png")):
        page.goto(f"{live_server.url}/g/{game['id']}")  # fetched beforehand: a sheet
        # opens only straight from a tap
    page.wait_for_load_state("networkidle")
    page.get_by_role("link", name="Share the result").click()
    page.wait_for_function("window.shared")
    shared = page.evaluate("window.shared")
    assert shared["files"] == 1 and shared["type"] == "image/png"
    assert shared["name"] == "rickety-kate-result.png" and shared["size"] > 10_000
    assert shared["title"] == "Game over: Dan wins."


def test_elsewhere_the_link_downloads_the_picture(live_server, page):
    game = finished_game(live_server)
    page.goto(f"{live_server.url}/g/{game['id']}")
    with page.expect_download() as download:
        page.get_by_role("link", name="Share the result").click()
    assert download.value.suggested_filename == "rickety-kate-result.png"
    assert download.value.path().read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
