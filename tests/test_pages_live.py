"""The scorer's table page is live like the scoreboard (companion/pages/boards/live.py), and a
timed game's clock shows on the table page, the scoreboard and the big screen."""
import re

import pytest

from tests.helpers import play, queries
from tests.pages_support import claimed_game, html, page_url, text

HTMX = {"HX-Request": "true"}
START = 1_000_000.0


def poll_url(page, path="/poll"):
    """The URL the live fragment polls (its data-hx-get)."""
    urls = [e.attrs["data-hx-get"] for e in html(page).find_all()
            if path in (e.attrs.get("data-hx-get") or "")]
    return urls[0]


def table_poll(client, created):
    """The poll URL the scorer's table page carries."""
    return poll_url(text(client.get(page_url(created, "/table"))), "/table/poll")



@pytest.fixture
def clock(app):
    """The service's clock, set by the test (the app's CLOCK hook)."""
    now = [START]
    app.config["CLOCK"] = lambda: now[0]
    return now


# --- The scorer's table polls -------------------------------------------------------

def test_the_table_page_polls_and_the_entry_page_does_not(client):
    created = claimed_game(client)
    screen = html(client.get(page_url(created, "/table"))).find("div", cls="table-screen")
    assert "data-poll" in screen.attrs and screen.attrs["data-hx-swap"] == "outerHTML"
    assert screen.attrs["data-hx-trigger"] == "every 2s, live-wake"
    assert screen.attrs["data-hx-get"].endswith(f"/g/{created['id']}/table/poll?v=1")
    entry = text(client.get(page_url(created, "/hand")))
    assert "data-poll" not in entry and "every 2s" not in entry and "/poll" not in entry


def test_table_poll_answers_204_after_one_query_while_nothing_changed(app, client):
    created = claimed_game(client)
    url = table_poll(client, created)
    response, statements = queries(app, client, url, headers=HTMX)
    assert response.status_code == 204 and response.get_data() == b""
    assert len(statements) == 1 and statements[0].lstrip().upper().startswith("SELECT")
    assert "Set-Cookie" not in response.headers  # writes nothing, not even a session
    assert "HX-Request" in response.vary
    assert response.headers["Cache-Control"] == "private, no-store"


def test_table_poll_answers_the_table_anew_when_another_phone_saved(app, client):
    created = claimed_game(client)
    url = table_poll(client, created)
    other = app.test_client()  # the second phone holding the scorer link
    assert other.get(f"/g/{created['id']}/edit/{created['edit_token']}").status_code == 303
    play(other, created, give={1: ["QS"]})  # Bob takes the Q♠
    response = client.get(url, headers=HTMX)
    assert response.status_code == 200 and "HX-Request" in response.vary
    fragment = text(response)
    assert fragment.lstrip().startswith('<div class="table-screen" id="table-screen"')
    assert "<html" not in fragment and "<body" not in fragment
    assert "Hand 2" in fragment and "Enter hand 2" in fragment
    assert poll_url(fragment, "/table/poll").endswith("v=2")
    assert client.get(poll_url(fragment, "/table/poll"), headers=HTMX).status_code == 204
    assert response.headers["Cache-Control"] == "private, no-store"
    whole = client.get(url)  # not htmx (the link opened by hand): the whole page
    assert whole.status_code == 200 and "<html" in text(whole) and "HX-Request" in whole.vary


def test_table_poll_needs_the_edit_cookie(app, client):
    created = claimed_game(client)
    url = table_poll(client, created)
    watcher = app.test_client()  # has the scoreboard link only
    for headers in ({}, HTMX):
        refused = watcher.get(url, headers=headers)
        assert refused.status_code == 403 and "Enter hand" not in text(refused)
    assert watcher.get(f"/g/{created['id']}").status_code == 200  # the scoreboard is public
    assert app.test_client().get("/g/nosuchgame/table/poll?v=1").status_code == 404


def test_a_locked_out_phone_reloads_to_the_no_rights_page(app, client):
    created = claimed_game(client)
    url = table_poll(client, created)
    old = app.test_client()
    assert old.get(f"/g/{created['id']}/edit/{created['edit_token']}").status_code == 303
    share = text(client.get(page_url(created, "/share")))
    csrf = re.search(r'name="csrf_token" value="([^"]+)"', share).group(1)
    assert client.post(page_url(created, "/lock"), data={"csrf_token": csrf}).status_code == 303
    refused = old.get(url, headers=HTMX)  # the lock moved the version on
    assert refused.status_code == 403 and refused.headers["HX-Refresh"] == "true"
    assert "HX-Refresh" not in old.get(url).headers  # a plain request just gets the page
    assert client.get(table_poll(client, created), headers=HTMX).status_code == 204


@pytest.mark.parametrize("query", ["", "?v=", "?v=abc", "?v=99999999999999999999", "?v=1&until=x"])
def test_table_poll_with_an_odd_query_answers_the_table(client, query):
    created = claimed_game(client)
    response = client.get(page_url(created, "/table/poll" + query), headers=HTMX)
    expected = 204 if query == "?v=1&until=x" else 200  # an unreadable until is no until
    assert response.status_code == expected
    if expected == 200:
        assert 'id="table-screen"' in text(response)


# --- A timed game's clock -------------------------------------------------------------

def test_minutes_left_on_the_table_the_scoreboard_and_the_big_screen(client, clock):
    created = claimed_game(client, "black-lady")
    pages = [page_url(created, tail) for tail in ("/table", "", "/big")]
    for url in pages:
        panel = re.search(r'<section class="referee.*?</section>', text(client.get(url)), re.S)
        assert '<p class="time-left">About 60 minutes left</p>' in panel.group(0), url
    clock[0] += 59 * 60 + 1
    for url in pages:
        assert "About 1 minute left<" in text(client.get(url)), url
    clock[0] += 59
    for url in pages:
        assert '<p class="time-left is-up">Time is up: this is the last hand</p>' in text(
            client.get(url)), url


def test_poll_brings_the_new_minute_without_a_new_hand(client, clock):
    created = claimed_game(client, "black-lady")
    for path, url in (("/poll", page_url(created)), ("/table/poll", page_url(created, "/table"))):
        clock[0] = START + 30
        shown = poll_url(text(client.get(url)), path)
        # 59 min 30 s left read "About 60": the words change when 59 minutes are left
        assert shown.endswith(f"until={int(START) + 60}&v=1"), shown
        clock[0] = START + 59.5
        assert client.get(shown, headers=HTMX).status_code == 204, path
        clock[0] = START + 60
        fresh = client.get(shown, headers=HTMX)
        assert fresh.status_code == 200 and "About 59 minutes left<" in text(fresh), path
        assert poll_url(text(fresh), path).endswith(f"until={int(START) + 120}&v=1")
        clock[0] = START + 3600
        up = client.get(poll_url(text(fresh), path), headers=HTMX)
        assert "Time is up: this is the last hand<" in text(up), path
        assert "until=" not in poll_url(text(up), path)  # only a new hand changes it now


def test_scoreboard_etag_moves_on_with_the_minutes(app, clock):
    watcher = app.test_client()
    created = claimed_game(app.test_client(), "black-lady")
    first = watcher.get(page_url(created))
    etag = first.headers["ETag"]
    again = watcher.get(page_url(created), headers={"If-None-Match": etag})
    assert again.status_code == 304  # the no-JS refresh while the minute holds
    clock[0] += 60
    moved = watcher.get(page_url(created), headers={"If-None-Match": etag})
    assert moved.status_code == 200 and "About 59 minutes left<" in text(moved)
    assert moved.headers["ETag"] != etag


def test_the_clock_goes_once_the_game_is_over_and_other_games_have_none(client, clock):
    timed = claimed_game(client, "black-lady")
    clock[0] += 3600
    play(client, timed, give={1: ["QS"]})  # the hand recorded after time is up ends it
    for url in (page_url(timed, "/table"), page_url(timed)):
        html = text(client.get(url))
        assert "Game over" in html or "wins!" in html
        assert "time-left" not in html and "minutes left" not in html
    threshold = claimed_game(client)
    for url in (page_url(threshold, "/table"), page_url(threshold)):
        html = text(client.get(url))
        assert "time-left" not in html and "until=" not in html
