"""The scoreboard's QR code where people look: the public scoreboard and the big screen
show the read-only scoreboard link as a QR code (for whoever sits down late), never the
scorer's link, whoever opens them."""
import pytest

from companion import qr
from tests.helpers import create, play, post_hand
from tests.pages_support import claimed_game, html, page_url

HAND = {"captured": {"0": ["QS"], "1": [r + "H" for r in "23456789TJQKA"]}}


def join_section(page):
    section = page.find("section", cls="join")
    assert section is not None
    return section


@pytest.mark.parametrize("path", ["", "/big"])
def test_the_board_shows_the_scoreboard_qr_and_never_the_edit_token(app, client, path):
    game = create(client)
    assert post_hand(client, game, HAND).status_code == 201
    scorer = app.test_client()
    assert scorer.get(f"/g/{game['id']}/edit/{game['edit_token']}").status_code == 303
    for who in (client, scorer):  # a watcher, and the scorer's phone (edit cookie)
        answer = who.get(f"/g/{game['id']}{path}")
        assert answer.status_code == 200
        body = answer.get_data(as_text=True)
        assert game["edit_token"] not in body
        section = join_section(html(body))
        svg = section.find("svg")
        assert svg is not None and svg.attrs["role"] == "img" and svg.attrs["aria-label"]
        assert svg.find("path") is not None
        shown = section.find("span", cls="join-url").text
        assert shown == game["links"]["scoreboard"]
        # The very code of the scoreboard link (qr.svg is deterministic).
        with app.test_request_context():
            assert str(qr.svg(shown, svg.attrs["aria-label"])) in body


def test_the_qr_stays_out_of_the_live_fragment(client):
    """It never changes: the polls and htmx swaps do not send it again."""
    game = create(client)
    board = html(client.get(f"/g/{game['id']}"))
    live = board.find(id_="board")
    assert live.find("section", cls="join") is None
    assert post_hand(client, game, HAND).status_code == 201
    fresh = client.get(live.attrs["data-hx-get"])
    assert fresh.status_code == 200 and html(fresh).find("svg", cls="qr") is None
    partial = client.get(f"/g/{game['id']}/big", headers={"HX-Request": "true"})
    assert html(partial).find("section", cls="join") is None


def test_a_finished_board_still_shows_its_qr(app, client):
    game = claimed_game(client, "rickety-kate-46")
    play(client, game, give={0: ["QS"], 2: ["2H"]}, rest=1)
    assert client.post(page_url(game, "/finish"), data={"expected_number": "2"}).status_code == 303
    watcher = app.test_client()
    for path in ("", "/big"):
        body = watcher.get(page_url(game, path)).get_data(as_text=True)
        assert "Game over" in body or "wins" in body
        assert join_section(html(body)).find("svg") is not None
        assert game["edit_token"] not in body
