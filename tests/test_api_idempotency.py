"""Saving safely when the network drops: Idempotency-Key on saves and corrections, /sync."""
import pytest

from tests.helpers import HEARTS, assert_unchanged, auth, cards, create, game_url, refused, state

HAND_1 = {"captured": cards({0: ["QS"], 1: HEARTS}), "expected_number": 1}
HAND_2 = {"captured": cards({2: ["QS"], 3: HEARTS}), "expected_number": 2}


def send(client, game, body, key, method="post", tail="/hands"):
    headers = {**auth(game), "Idempotency-Key": key} if key is not None else auth(game)
    return getattr(client, method)(game_url(game, tail), json=body, headers=headers)


def test_the_same_key_and_hand_again_is_a_replay_and_writes_nothing(client):
    game = create(client)
    first = send(client, game, HAND_1, "hand-1-abc")
    assert first.status_code == 201
    before = state(client, game)
    again = send(client, game, HAND_1, "hand-1-abc")
    assert again.status_code == 200
    body = again.get_json()
    assert body["replayed"] is True
    assert body["version"] == before["version"] == first.get_json()["version"]
    assert len(body["hands"]) == 1 and body["totals"] == [13, 13, 0, 0]
    assert_unchanged(client, game, before)


def test_a_replay_is_recognised_by_the_hand_not_the_spelling(client):
    game = create(client)
    assert send(client, game, HAND_1, "k1").status_code == 201
    spelled = {"captured": {"1": [c.replace("T", "10") for c in HEARTS], "0": ["QS"]},
               "expected_number": 1}
    assert send(client, game, spelled, "k1").get_json()["replayed"] is True


def test_the_same_key_with_another_hand_is_refused(client):
    game = create(client)
    assert send(client, game, HAND_1, "k1").status_code == 201
    before = state(client, game)
    other = refused(send(client, game, HAND_2, "k1"), 422, "Idempotency-Key")
    assert "hand 1" in other["error"]
    refused(send(client, game, {"captured": "nonsense", "expected_number": 2}, "k1"), 422)
    assert_unchanged(client, game, before)


def test_a_new_key_for_a_taken_hand_number_is_a_conflict(client):
    game = create(client)
    assert send(client, game, HAND_1, "phone-a").status_code == 201
    before = state(client, game)
    taken = refused(send(client, game, HAND_1, "phone-b"), 409)
    assert taken["game"]["version"] == before["version"]
    assert_unchanged(client, game, before)


@pytest.mark.parametrize("key", ["", "a" * 65, "two words", "ключ", "a/b"])
def test_a_malformed_key_is_refused_and_writes_nothing(client, key):
    game = create(client)
    before = state(client, game)
    refused(send(client, game, HAND_1, key), 422, "Idempotency-Key")
    assert_unchanged(client, game, before)


def test_a_key_is_checked_after_the_token(client):
    game = create(client)
    answer = client.post(game_url(game, "/hands"), json=HAND_1,
                         headers={"Idempotency-Key": "bad key"})
    assert answer.status_code == 401


def test_corrections_take_a_key_too(client):
    game = create(client)
    send(client, game, HAND_1, "k1")
    send(client, game, HAND_2, "k2")
    fixed = {"captured": cards({1: ["QS"], 0: HEARTS})}
    first = send(client, game, fixed, "fix-1", "put", "/hands/1")
    assert first.status_code == 200 and "replayed" not in first.get_json()
    before = state(client, game)
    again = send(client, game, fixed, "fix-1", "put", "/hands/1")
    assert again.status_code == 200 and again.get_json()["replayed"] is True
    assert_unchanged(client, game, before)
    refused(send(client, game, fixed, "fix-1", "put", "/hands/2"), 422, "Idempotency-Key")
    assert_unchanged(client, game, before)


def test_undo_forgets_the_key_of_the_hand_it_removes(client):
    game = create(client)
    send(client, game, HAND_1, "k1")
    assert client.delete(game_url(game, "/hands/1"), headers=auth(game)).status_code == 200
    again = send(client, game, HAND_1, "k1")
    assert again.status_code == 201 and len(again.get_json()["hands"]) == 1


def test_sync_tells_the_next_number_the_version_and_the_newest_keys(client):
    game = create(client)
    empty = client.get(game_url(game, "/sync"), headers=auth(game))
    assert empty.status_code == 200
    assert empty.get_json() == {"next_number": 1, "version": 1, "keys": []}
    send(client, game, HAND_1, "k1")
    send(client, game, HAND_2, None)
    for number in range(3, 56):
        body = {"kind": "misdeal", "expected_number": number}  # no end score reached
        assert send(client, game, body, f"k{number}").status_code == 201
    synced = client.get(game_url(game, "/sync"), headers=auth(game)).get_json()
    assert synced["next_number"] == 56 and synced["version"] == state(client, game)["version"]
    assert synced["keys"] == [f"k{n}" for n in range(6, 56)]  # the last 50, oldest first


def test_sync_keeps_a_saves_key_after_its_hand_is_corrected_oldest_first(client):
    """A phone whose answer to its save `s1` was lost syncs after another phone corrected
    hand 1: it must find `s1` (its own hand), not be told another phone entered it."""
    game = create(client)
    assert send(client, game, HAND_1, "s1").status_code == 201
    assert send(client, game, HAND_2, "s2").status_code == 201
    fixed = {"captured": cards({1: ["QS"], 0: HEARTS})}
    assert send(client, game, fixed, "s-fix", "put", "/hands/1").status_code == 200
    synced = client.get(game_url(game, "/sync"), headers=auth(game)).get_json()
    assert synced["keys"] == ["s1", "s2", "s-fix"]  # the order they were written
    before = state(client, game)
    again = send(client, game, HAND_1, "s1")  # the lost answer's save, sent again
    assert again.status_code == 200 and again.get_json()["replayed"] is True
    assert_unchanged(client, game, before)  # the correction stands
    refused(send(client, game, HAND_2, "s1"), 422, "Idempotency-Key")  # s1 wrote hand 1
    assert client.delete(game_url(game, "/hands/2"), headers=auth(game)).status_code == 200
    synced = client.get(game_url(game, "/sync"), headers=auth(game)).get_json()
    assert synced["keys"] == ["s1", "s-fix"]  # an undo forgets the keys of its hand


def test_sync_needs_the_token(client):
    game = create(client)
    refused(client.get(game_url(game, "/sync")), 401)
    refused(client.get(game_url(game, "/sync"), headers={"Authorization": "Bearer nope"}), 403)
    refused(client.get("/api/v1/games/no-such-game/sync", headers=auth(game)), 404)
