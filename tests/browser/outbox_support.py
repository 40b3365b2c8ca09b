"""What the browser tests of a phone off the network share (test_outbox.py,
test_offline.py): the scorer's table opened from its link, a hand tapped in, the hands
the server holds, the kept-hand notice, and their screenshots."""
from urllib.parse import urlparse

from playwright.sync_api import expect

from tests.browser.support import RECORD_CSP, chip, save_screens
from tests.server import api

KEPT = "Hand {} is kept on this phone and will be sent when the server is back."


def open_scorer(page, server, game):
    page.add_init_script(RECORD_CSP)
    page.goto(server.url + urlparse(game["links"]["scorer"]).path)
    expect(page).to_have_url(f"{server.url}/g/{game['id']}/table")


def tap_hand(page, queen, hearts):
    """A Rickety Kate hand: who took the Q♠, then hearts for three players (the fourth
    is the server's to fill in)."""
    chip(page, f"c0-{queen}").click()
    for seat, count in hearts.items():
        chip(page, f"n0-{seat}-{count}").click()


def hands(server, game):
    status, body = api(server.port, "GET", f"/games/{game['id']}")
    assert status == 200
    return [(h["number"], h["points"]) for h in body["hands"]], body


def shoot(page, name):
    save_screens(page, f"outbox-{name}", full_page=False)
