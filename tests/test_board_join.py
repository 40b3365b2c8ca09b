"""The scoreboard's QR code where people look: the public scoreboard and the big screen
show the read-only scoreboard link as a QR code (for whoever sits down late), never the
scorer's link, whoever opens them."""
import pytest

from companion.pictures import qr
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
        image = section.find("img", cls="qr")
        assert image.attrs["alt"] and image.attrs["loading"] == "lazy"
        shown = section.find("span", cls="join-url").text
        assert shown == game["links"]["scoreboard"]
        code = who.get(image.attrs["src"])
        assert code.status_code == 200 and code.mimetype == "image/svg+xml"
        assert game["edit_token"] not in code.get_data(as_text=True)
        # The very code of the scoreboard link (qr.svg is deterministic).
        assert code.get_data(as_text=True) == str(qr.svg(shown, image.attrs["alt"]))


def test_the_qr_image_is_kept_by_the_browser_for_good(client):
    """Its address names the link it draws: a year in the browser's cache, a 304 after."""
    game = create(client)
    src = join_section(html(client.get(f"/g/{game['id']}"))).find("img").attrs["src"]
    code = client.get(src, headers={"Accept-Encoding": "gzip, deflate, br"})
    assert "max-age=31536000" in code.headers["Cache-Control"]
    assert code.headers["Content-Encoding"] == "br"  # compressed, and once
    again = client.get(src, headers={"If-None-Match": code.headers["ETag"]})
    assert again.status_code == 304
    assert client.get("/g/no-such-game/join.svg").status_code == 404


def test_the_qr_stays_out_of_the_live_fragment(client):
    """It never changes: the polls and htmx swaps do not send it again."""
    game = create(client)
    board = html(client.get(f"/g/{game['id']}"))
    live = board.find(id_="board")
    assert live.find("section", cls="join") is None
    assert post_hand(client, game, HAND).status_code == 201
    fresh = client.get(live.attrs["data-hx-get"])
    assert fresh.status_code == 200 and html(fresh).find(cls="qr") is None
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
        assert join_section(html(body)).find("img", cls="qr") is not None
        assert game["edit_token"] not in body
