"""Rate limits against the real server (SQLite and PostgreSQL): a script's batch
of games and a table's writes pass; a flood from one client is answered 429 with
a sentence and Retry-After, and writes nothing."""
import json
import time
from urllib.parse import urlencode

from companion.limits import CREATE_ENDPOINTS, WRITE_ENDPOINTS
from tests.hardening_support import Browser, count_games, create_game, csrf_token, header
from tests.helpers import HEARTS, cards
from tests.server import ServerProcess


def test_a_batch_passes_and_a_flood_of_new_games_is_refused(real_server):
    browser = Browser(real_server.port)
    started = time.monotonic()
    answers = [create_game(browser) for _ in range(120)]  # a script's batch
    assert [status for status, _ in answers] == [201] * 120
    answers += [create_game(browser) for _ in range(480)]  # 600 in all...
    assert time.monotonic() - started < 30  # ...within 30 s
    statuses = [status for status, _ in answers]
    assert statuses.count(201) == 300 and set(statuses) == {201, 429}, statuses
    refused = next(answer for status, answer in answers if status == 429)
    assert refused["error"].startswith("Too many new games from this device"), refused
    assert count_games(real_server.database_url) == 300  # a refusal writes nothing
    status, pairs, text = browser.request("POST", "/api/v1/games", {"ruleset": "hearts"})
    assert status == 429 and 0 < int(header(pairs, "Retry-After")) <= 60, pairs
    # the form of the new-game page shares the count, and says so on a page
    status, _, page = browser.get("/new")
    form = {"csrf_token": csrf_token(page), "ruleset": "hearts",
            "players": ["Ann", "Bob", "Cat", "Dan"]}
    status, pairs, text = browser.request("POST", "/new", urlencode(form, doseq=True).encode(),
                                          {"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 429 and "Too many new games from this device" in text, text[-600:]
    assert "<html" in text and header(pairs, "Retry-After")
    browser.close()


def test_writes_are_limited_too(database_url):
    with ServerProcess(database_url, env={"RATE_LIMIT_WRITE": "10 per minute"}) as server:
        browser = Browser(server.port)
        status, game = create_game(browser, end_rule="open")
        assert status == 201
        auth = {"Authorization": "Bearer " + game["edit_token"]}
        hands = f"/api/v1/games/{game['id']}/hands"
        answers = []
        for number in range(1, 13):
            status, pairs, text = browser.request(
                "POST", hands, {"captured": cards({number % 4: ["QS"], 0: HEARTS}
                                                  if number % 4 else {0: ["QS"] + HEARTS}),
                                "expected_number": number}, auth)
            answers.append((status, pairs, text))
        assert [a[0] for a in answers] == [201] * 10 + [429] * 2, answers
        status, pairs, text = answers[-1]
        assert json.loads(text)["error"].startswith("Too many changes from this device")
        assert int(header(pairs, "Retry-After")) > 0
        status, _, text = browser.get(f"/api/v1/games/{game['id']}")
        assert len(json.loads(text)["hands"]) == 10  # the refused ones wrote nothing
        browser.close()


def test_every_limited_endpoint_exists(app):
    for endpoint in CREATE_ENDPOINTS + WRITE_ENDPOINTS:
        assert endpoint in app.view_functions, endpoint
