"""Races and retries against the real server (`companion serve` subprocess), on
SQLite and PostgreSQL: phones saving at the same moment, phones saving twice."""
import http.client
import json
import socket
import threading
import time

from tests.helpers import HEARTS, cards
from tests.server import api, request

PHONES = 16
PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


def _new_game(port, **options):
    status, created = api(port, "POST", "/games", {
        "ruleset": "rickety-kate", "players": PLAYERS, "first_dealer": 0,
        "options": {"end_rule": "open", **options}})
    assert status == 201, created
    return created


def _hand(phone: int) -> dict:
    """A different valid hand for each phone, so the stored one names its writer."""
    queen, hearts = phone % 4, (phone // 4) % 4
    if queen == hearts:
        hearts = (hearts + 1) % 4
    return {"captured": cards({queen: ["QS"], hearts: HEARTS})}


def _all_at_once(port, game, bodies):
    """Send every body from its own connection, released together by a barrier."""
    barrier = threading.Barrier(len(bodies))
    answers = [None] * len(bodies)
    headers = {"Authorization": "Bearer " + game["edit_token"],
               "Content-Type": "application/json"}

    def phone(i):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        connection.connect()  # connected before the barrier: only the posts race
        data = json.dumps(bodies[i]).encode()
        barrier.wait()
        connection.request("POST", f"/api/v1/games/{game['id']}/hands", data, headers)
        response = connection.getresponse()
        answers[i] = (response.status, json.loads(response.read()))
        connection.close()

    threads = [threading.Thread(target=phone, args=(i,)) for i in range(len(bodies))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(90)
    assert all(answer is not None for answer in answers), answers
    return answers


def test_sixteen_phones_save_the_same_hand_once(real_server):
    """Each round: 16 phones post hand n at once; one is written, 15 hear 409."""
    port = real_server.port
    game = _new_game(port)
    for number in (1, 2, 3):
        bodies = [{**_hand(i), "expected_number": number} for i in range(PHONES)]
        answers = _all_at_once(port, game, bodies)
        statuses = sorted(status for status, _ in answers)
        assert statuses == [201] + [409] * (PHONES - 1), answers
        winner = next(i for i, (status, _) in enumerate(answers) if status == 201)
        for status, body in answers:
            if status == 409:
                assert body["error"].startswith(f"Hand {number} was already entered"), body
        status, state = api(port, "GET", f"/games/{game['id']}")
        assert [h["number"] for h in state["hands"]] == list(range(1, number + 1))
        assert state["hands"][-1]["captured"] == bodies[winner]["captured"] | {
            str(seat): [] for seat in range(4) if str(seat) not in bodies[winner]["captured"]}
        assert state["version"] == number + 1  # one write per round, nothing half-done


def test_sixteen_phones_without_a_hand_number_are_served_in_turn(real_server):
    """No expected_number: every post is a new hand; the lock makes them 1..16 in
    some order, none lost, none doubled, no 5xx from the unique-number backstop."""
    port = real_server.port
    game = _new_game(port)
    answers = _all_at_once(port, game, [_hand(i) for i in range(PHONES)])
    assert [status for status, _ in answers] == [201] * PHONES, answers
    status, state = api(port, "GET", f"/games/{game['id']}")
    assert [h["number"] for h in state["hands"]] == list(range(1, PHONES + 1))
    assert state["version"] == PHONES + 1


def _post_and_hang_up(port, game, body, key=None):
    """Send a whole request, then drop the connection before any answer (a phone
    that loses signal right after pressing Save)."""
    data = json.dumps(body).encode()
    head = (f"POST /api/v1/games/{game['id']}/hands HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Authorization: Bearer {game['edit_token']}\r\n"
            + (f"Idempotency-Key: {key}\r\n" if key else "") +
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n")
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(head.encode() + data)
        sock.shutdown(socket.SHUT_WR)


def _wait_for_version(port, game, version, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status, state = api(port, "GET", f"/games/{game['id']}")
        if state["version"] >= version:
            return state
        time.sleep(0.05)
    raise AssertionError(f"the game never reached version {version}: {state}")


def test_a_hand_sent_again_with_its_key_after_a_lost_answer_is_a_replay(real_server):
    """The phone cannot tell a lost answer from a lost request: it sends the hand again
    with the same key, and hears that the hand is there, not that someone else saved."""
    port = real_server.port
    game = _new_game(port)
    body = {**_hand(0), "expected_number": 1}
    _post_and_hang_up(port, game, body, key="hand-1-of-this-phone")
    _wait_for_version(port, game, 2)
    status, headers, raw = request(port, "POST", f"/api/v1/games/{game['id']}/hands", body,
                                   {"Authorization": "Bearer " + game["edit_token"],
                                    "Idempotency-Key": "hand-1-of-this-phone"})
    answer = json.loads(raw)
    assert (status, answer["replayed"], answer["version"]) == (200, True, 2)
    assert [h["number"] for h in answer["hands"]] == [1] and {k.lower(): v for k, v in headers.items()}["etag"] == '"2"'
    status, state = api(port, "GET", f"/games/{game['id']}")
    assert state["version"] == 2 and len(state["hands"]) == 1


def test_a_hand_sent_twice_without_a_key_is_recorded_once(real_server):
    port = real_server.port
    game = _new_game(port)
    body = {**_hand(0), "expected_number": 1}
    _post_and_hang_up(port, game, body)
    _wait_for_version(port, game, 2)  # the server saved it although nobody heard
    status, answer = api(port, "POST", f"/games/{game['id']}/hands", body, game["edit_token"])
    assert status == 409
    assert answer["error"].startswith("Hand 1 was already entered"), answer
    status, state = api(port, "GET", f"/games/{game['id']}")
    assert [h["number"] for h in state["hands"]] == [1]
    assert state["version"] == 2 and state["next_hand"]["number"] == 2
    # the phone carries on with hand 2 as usual
    status, state = api(port, "POST", f"/games/{game['id']}/hands",
                        {**_hand(1), "expected_number": 2}, game["edit_token"])
    assert status == 201 and len(state["hands"]) == 2
