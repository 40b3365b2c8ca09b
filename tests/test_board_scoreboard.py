"""The read-only scoreboard, big-screen mode and their live polling."""
import re

import pytest

from tests.helpers import HEARTS, cards, create, post_hand, queries
from tests.pages_support import html as parse

MOON = {"captured": cards({2: HEARTS + ["QS"]})}  # Cat takes everything: old moon
RENEGE = {"captured": cards({0: ["QS"], 1: HEARTS}), "reneges": [3]}


def page(client, url, **kwargs):
    response = client.get(url, **kwargs)
    return response, response.get_data(as_text=True)


def poll_url(page):
    """The URL the live board polls (its data-hx-get)."""
    return next(e.attrs["data-hx-get"] for e in parse(page).find_all()
                if "/poll" in (e.attrs.get("data-hx-get") or ""))


def test_scoreboard_shows_standings_next_hand_and_last_hand_marks(client):
    game = create(client)
    assert post_hand(client, game, MOON).status_code == 201
    assert post_hand(client, game, RENEGE).status_code == 201
    response, html = page(client, f"/g/{game['id']}")
    assert response.status_code == 200
    # Cat's moon (+26 to the others), then 13 each to Ann and Bob and a renege (+13) to Dan;
    # the standings list the lowest first.
    assert [int(t) for t in re.findall(r'class="num total">(-?\d+)<', html)] == [0, 39, 39, 39]
    assert "Hand 3 is next." in html
    assert "Deals</dt><dd>Cat</dd>" in html  # dealer moves one seat per counted hand
    assert "Pass 3 cards across" in html
    assert "Ann → Cat" in html and "Bob → Dan" in html
    assert "renege +13" in html
    assert "61 to 100" in html  # distance to the end score
    assert 'class="chart"' in html and "<svg" in html


def test_moon_mark_and_note_after_a_moon(client):
    game = create(client)
    post_hand(client, game, MOON)
    _, html = page(client, f"/g/{game['id']}")
    assert "mark-moon" in html
    assert "Cat shot the moon" in html


def test_tiebreak_status_on_the_scoreboard(client):
    game = create(client, options={"end_score": 20})
    post_hand(client, game, {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:]})})
    _, html = page(client, f"/g/{game['id']}")
    assert "Tied for lowest: Cat and Dan play a tie-break hand." in html
    assert "Tie-break hand 2" in html


def test_status_words_for_a_finished_game_and_big_screen_over(client):
    game = create(client, options={"end_score": 20})
    post_hand(client, game, {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:12],
                                                2: HEARTS[12:]})})
    _, html = page(client, f"/g/{game['id']}")
    assert "Game over: Dan wins." in html
    assert "badge-win" in html
    assert 'id="referee-panel"' not in html
    _, big = page(client, f"/g/{game['id']}/big")
    assert parse(big).find("h1", cls="big-banner") is not None  # tests/test_board_big.py


def test_unknown_game_is_a_404_page(client):
    for url in ("/g/nope", "/g/nope/big", "/g/nope/poll?v=1"):
        response = client.get(url)
        assert response.status_code == 404, url
        assert "no such game" in response.get_data(as_text=True).lower()


def test_the_public_link_never_carries_the_edit_token(client):
    game = create(client)
    post_hand(client, game, MOON)
    client.set_cookie(f"edit_{game['id']}", game["edit_token"])  # even on the scorer's phone
    for url in (f"/g/{game['id']}", f"/g/{game['id']}/big", f"/g/{game['id']}/poll"):
        response, html = page(client, url)
        assert response.status_code == 200, url
        assert game["edit_token"] not in html, url
    assert client.post(f"/g/{game['id']}").status_code == 405  # the public link cannot write


def test_poll_answers_204_when_nothing_changed_after_one_query(app, client):
    game = create(client)
    _, html = page(client, f"/g/{game['id']}")
    url = poll_url(html)
    assert url.endswith("v=1")
    response, statements = queries(app, client, url)
    assert response.status_code == 204
    assert response.get_data() == b""
    assert "Set-Cookie" not in response.headers  # writes nothing, not even a session
    assert len(statements) == 1 and statements[0].lstrip().upper().startswith("SELECT")


def test_poll_answers_the_fresh_fragment_with_the_new_version(client):
    game = create(client)
    _, html = page(client, f"/g/{game['id']}")
    url = poll_url(html)
    post_hand(client, game, RENEGE)
    response = client.get(url)
    assert response.status_code == 200
    fragment = response.get_data(as_text=True)
    assert fragment.lstrip().startswith('<div class="board" id="board"')
    assert "<html" not in fragment and "<body" not in fragment
    assert parse(fragment).find(id_="board").attrs["data-hx-swap"] == "outerHTML"
    assert poll_url(fragment).endswith("v=2")
    assert client.get(poll_url(fragment)).status_code == 204
    assert response.headers["Cache-Control"] == "no-store"


@pytest.mark.parametrize("query", ["", "?v=", "?v=abc", "?v=-5", "?v=99999999999999999999"])
def test_poll_with_a_missing_or_odd_version_answers_the_fragment(client, query):
    game = create(client)
    response = client.get(f"/g/{game['id']}/poll{query}")
    assert response.status_code == 200
    assert 'id="board"' in response.get_data(as_text=True)


def test_big_screen_polls_its_own_fragment(client):
    game = create(client)
    response, html = page(client, f"/g/{game['id']}/big")
    assert response.status_code == 200
    assert 'class="referee' in html and 'class="standings"' in html
    url = poll_url(html)
    assert "mode=big" in url
    assert client.get(url).status_code == 204
    post_hand(client, game, MOON)
    fragment = client.get(url).get_data(as_text=True)
    assert fragment.lstrip().startswith('<div class="big')
    assert "mode=big" in poll_url(fragment) and "v=2" in poll_url(fragment)


def test_scoreboard_etag_gives_304_until_the_game_changes(client):
    game = create(client)
    first = client.get(f"/g/{game['id']}")
    etag = first.headers["ETag"]
    assert "no-cache" in first.headers["Cache-Control"]
    again = client.get(f"/g/{game['id']}", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.get_data() == b""
    assert again.headers["ETag"] == etag
    post_hand(client, game, MOON)
    changed = client.get(f"/g/{game['id']}", headers={"If-None-Match": etag})
    assert changed.status_code == 200 and changed.headers["ETag"] != etag
    big = client.get(f"/g/{game['id']}/big")
    assert client.get(f"/g/{game['id']}/big",
                      headers={"If-None-Match": big.headers["ETag"]}).status_code == 304


def test_scorer_and_watcher_get_different_etags(client):
    """The scorer's page has a link back to scoring, so a watcher's copy must not do."""
    game = create(client)
    watcher = client.get(f"/g/{game['id']}")
    client.set_cookie(f"edit_{game['id']}", game["edit_token"])
    scorer = client.get(f"/g/{game['id']}", headers={"If-None-Match": watcher.headers["ETag"]})
    assert scorer.status_code == 200
    assert scorer.headers["ETag"] != watcher.headers["ETag"]
    assert "Cookie" in scorer.headers["Vary"]
    assert f"/g/{game['id']}/share" in scorer.get_data(as_text=True)
    assert f"/g/{game['id']}/share" not in watcher.get_data(as_text=True)


def test_htmx_request_for_the_scoreboard_gets_the_fragment(client):
    game = create(client)
    response = client.get(f"/g/{game['id']}", headers={"HX-Request": "true"})
    assert response.get_data(as_text=True).lstrip().startswith('<div class="board"')
    assert "HX-Request" in response.headers["Vary"]


def test_watchers_get_no_session_cookie(app):
    """The read-only scoreboard and big screen post nothing, so they set no cookie
    (a CSRF token in the page used to start a session for every watcher)."""
    app.config["WTF_CSRF_ENABLED"] = True
    scorer, watcher = app.test_client(), app.test_client()
    created = create(scorer)
    for tail in ("", "/big"):
        page = watcher.get(f"/g/{created['id']}{tail}")
        assert page.status_code == 200
        assert page.headers.getlist("Set-Cookie") == [], tail
        assert "csrf" not in page.get_data(as_text=True).lower(), tail


def test_a_finished_board_no_longer_says_it_updates_and_a_misdeal_note_reads_well(client):
    from tests.pages_support import html

    game = create(client, options={"end_score": 20})
    post_hand(client, game, {"kind": "misdeal"})
    live = html(client.get(f"/g/{game['id']}"))
    assert live.find("p", cls="board-live").text == "Live scoreboard: it updates by itself."
    assert live.find("p", cls="last-note").text == (
        "Hand 1: misdeal. Nothing scored, and the same dealer deals again.")
    post_hand(client, game, {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:12],
                                                2: HEARTS[12:]})})
    over = html(client.get(f"/g/{game['id']}"))
    assert over.find("p", cls="board-live") is None
