"""Every status code docs/API.md names, for every endpoint, and that a refusal writes nothing."""
import re

from tests.helpers import (HEARTS, assert_unchanged, auth, cards, create, game_url, play, post_hand,
                           refused, share_out, state)

WRONG = {"Authorization": "Bearer " + "x" * 32}
HAND = {"captured": cards({0: ["QS"], 1: HEARTS})}


def test_create_answers_201_with_id_token_links_and_state(client):
    response = client.post("/api/v1/games", base_url="https://scores.example", json={
        "ruleset": "rickety-kate", "players": [" Ann ", "Bob", "Cat", "Dan"],
        "first_dealer": 2, "options": {"end_score": 50, "moon": "new"}})
    assert response.status_code == 201
    body = response.get_json()
    assert set(body) >= {"id", "edit_token", "links", "game"}
    # Unguessable: token_urlsafe of 16 bytes (id) and 24 bytes (token).
    assert re.fullmatch(r"[A-Za-z0-9_-]{22,}", body["id"])
    assert re.fullmatch(r"[A-Za-z0-9_-]{32,}", body["edit_token"])
    site = "https://scores.example"
    assert body["links"]["scoreboard"] == f"{site}/g/{body['id']}"
    assert body["links"]["scorer"] == f"{site}/g/{body['id']}/edit/{body['edit_token']}"
    assert response.headers["Location"].endswith(f"/api/v1/games/{body['id']}")
    game = body["game"]
    assert game["players"][0] == {"seat": 0, "name": "Ann"}  # trimmed
    assert game["options"]["end_score"] == 50 and game["options"]["moon"] == "new"
    assert game["next_hand"]["dealer"] == 2 and game["version"] == 1
    assert state(client, body) == game


def test_create_without_first_dealer_draws_a_seat(client):
    dealers = {create(client, first_dealer=None)["game"]["next_hand"]["dealer"]
               for _ in range(12)}
    assert dealers <= {0, 1, 2, 3} and len(dealers) > 1


def test_ids_and_tokens_differ_every_time(client):
    made = [create(client) for _ in range(5)]
    assert len({m["id"] for m in made}) == 5 and len({m["edit_token"] for m in made}) == 5


def test_read_200_etag_and_304(client):
    game = create(client)
    first = client.get(game_url(game))
    assert first.status_code == 200 and first.headers["Cache-Control"] == "no-cache"
    etag = first.headers["ETag"]
    for header in (etag, "W/" + etag, f'"other", {etag}', "*"):
        again = client.get(game_url(game), headers={"If-None-Match": header})
        assert again.status_code == 304, header
        assert again.headers["ETag"] == etag and again.get_data() == b""
    play(client, game, give={0: ["QS"]})
    moved = client.get(game_url(game), headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag
    assert moved.get_json()["version"] == 2


def test_read_unknown_or_malformed_ids_are_404_json(client):
    for public_id in ("nope", "a" * 64, "a" * 65, "a%00b", "%E2%98%83", "x'%20OR%201=1", "..",
                      "a" * 5000):
        refused(client.get(f"/api/v1/games/{public_id}"), 404)


def test_every_write_answers_401_without_and_403_with_a_wrong_token(client):
    game = create(client)
    play(client, game, give={0: ["QS"]})
    before = state(client, game)
    writes = [("post", game_url(game, "/hands"), HAND), ("put", game_url(game, "/hands/1"), HAND),
              ("delete", game_url(game, "/hands/1"), None),
              ("post", game_url(game, "/finish"), None)]
    for method, url, body in writes:
        for headers, status in (({}, 401), ({"Authorization": "Basic abc"}, 401),
                                ({"Authorization": "Bearer "}, 401), (WRONG, 403),
                                ({"Authorization": "Bearer " + game["edit_token"] + "x"}, 403),
                                ({"Authorization": "Bearer " + game["edit_token"].upper()}, 403)):
            answer = getattr(client, method)(url, json=body, headers=headers)
            refused(answer, status)
            if status == 401:
                assert answer.headers["WWW-Authenticate"].startswith("Bearer")
        # Authorization comes before validation: a stranger learns nothing from a bad body.
        refused(getattr(client, method)(url, data="not json", headers=WRONG), 403)
    other = create(client)  # a real token, of another game
    refused(post_hand(client, {**game, "edit_token": other["edit_token"]}, HAND), 403)
    assert_unchanged(client, game, before)


def test_record_201_409_stale_and_409_finished(client):
    game = create(client, options={"end_score": 13})
    last = {"captured": cards({0: ["QS"], 1: HEARTS[:12], 2: HEARTS[12:]})}  # Dan wins on 0
    refused(post_hand(client, game, {**last, "expected_number": 2}), 409)
    answer = post_hand(client, game, {**last, "expected_number": 1})
    assert answer.status_code == 201 and answer.get_json()["status"] == "finished"
    before = state(client, game)
    stale = refused(post_hand(client, game, {**HAND, "expected_number": 1}), 409)
    assert "Hand 1 was already entered" in stale["error"]
    assert stale["game"] == before  # the client can show the game as it now stands
    over = refused(post_hand(client, game, HAND), 409)
    assert "game is over" in over["error"] and over["game"]["status"] == "finished"
    assert_unchanged(client, game, before)


def test_writes_to_unknown_games_and_hands_are_404(client):
    game = create(client)
    play(client, game, give={0: ["QS"]})
    before = state(client, game)
    headers = auth(game)
    for url in ("/api/v1/games/nope/hands", "/api/v1/games/nope/finish"):
        refused(client.post(url, json=HAND, headers=headers), 404)
    for number in ("0", "2", "99", "-1", "1.0", "abc", "9" * 5000, "%C2%B2"):
        refused(client.put(game_url(game, f"/hands/{number}"), json=HAND, headers=headers), 404)
        refused(client.delete(game_url(game, f"/hands/{number}"), headers=headers), 404)
    refused(client.put("/api/v1/games/nope/hands/1", json=HAND, headers=headers), 404)
    refused(client.delete("/api/v1/games/nope/hands/1", headers=headers), 404)
    assert_unchanged(client, game, before)


def test_put_200_and_delete_200_409(client):
    game = create(client)
    play(client, game, give={0: ["QS"], 1: HEARTS})
    play(client, game, give={2: ["QS"], 3: HEARTS})
    before = state(client, game)
    refused(client.delete(game_url(game, "/hands/1"), headers=auth(game)), 409)
    assert "Only the last hand (hand 2) can be undone" in refused(
        client.delete(game_url(game, "/hands/1"), headers=auth(game)), 409)["error"]
    assert_unchanged(client, game, before)
    stale = client.put(game_url(game, "/hands/1"), json={**HAND, "expected_number": 2},
                       headers=auth(game))
    assert refused(stale, 409)["game"]["version"] == before["version"]
    fixed = client.put(game_url(game, "/hands/1"), headers=auth(game), json={
        "captured": cards({1: ["QS"], 0: HEARTS}), "expected_number": 3})
    assert fixed.status_code == 200 and fixed.get_json()["totals"] == [13, 13, 13, 13]
    undone = client.delete(game_url(game, "/hands/2"), headers=auth(game))
    assert undone.status_code == 200 and undone.get_json()["totals"] == [13, 13, 0, 0]
    assert undone.get_json()["version"] == before["version"] + 2


def test_finish_200_and_409s(client):
    game = create(client, "rickety-kate-46")
    refused(client.post(game_url(game, "/finish"), headers=auth(game)), 409)  # nothing played
    play(client, game, give={0: ["QS"]})
    refused(client.post(game_url(game, "/finish"), json={"expected_number": 1},
                        headers=auth(game)), 409)
    refused(client.post(game_url(game, "/finish"), json={"why": "late"}, headers=auth(game)),
            422, "why")
    refused(client.post(game_url(game, "/finish"), data="{", headers=auth(game)), 422, "body")
    done = client.post(game_url(game, "/finish"), json={"expected_number": 2}, headers=auth(game))
    assert done.status_code == 200 and done.get_json()["status"] == "finished"
    assert refused(client.post(game_url(game, "/finish"), headers=auth(game)), 409)["game"][
        "status"] == "finished"


def test_finish_refuses_a_game_already_in_a_tiebreak(client):
    game = create(client, options={"end_score": 13})
    play(client, game, give={0: ["QS"], 1: HEARTS})  # Cat and Dan tie on 0
    before = state(client, game)
    assert before["status"] == "tiebreak"
    assert "tie-break" in refused(client.post(game_url(game, "/finish"), headers=auth(game)),
                                  409)["error"]
    assert_unchanged(client, game, before)


def test_wrong_methods_are_405_json_with_allow(client):
    game = create(client)
    for method, url in (("get", "/api/v1/games"), ("put", "/api/v1/games"),
                        ("delete", game_url(game)), ("post", game_url(game)),
                        ("patch", game_url(game)), ("get", game_url(game, "/hands")),
                        ("get", game_url(game, "/hands/1")), ("post", game_url(game, "/hands/1")),
                        ("get", game_url(game, "/finish")), ("put", game_url(game, "/finish"))):
        answer = refused(getattr(client, method)(url), 405)
        assert answer["error"]
        assert getattr(client, method)(url).headers.get("Allow"), (method, url)


def test_unknown_api_paths_are_404_json(client):
    for url in ("/api/v1", "/api/v1/", "/api/v2/games", "/api/v1/players"):
        refused(client.get(url), 404)


def test_too_large_bodies_are_413_json_and_write_nothing(client):
    game = create(client)
    before = state(client, game)
    huge = '{"captured": {"0": ["' + "Q" * 70_000 + '"]}}'
    answer = refused(client.post(game_url(game, "/hands"), data=huge, headers=auth(game),
                                 content_type="application/json"), 413)
    assert "too large" in answer["error"] and "64 KB" in answer["error"]
    refused(client.post("/api/v1/games", data=huge, content_type="application/json"), 413)
    assert_unchanged(client, game, before)


def test_every_write_bumps_the_version_and_every_refusal_does_not(client):
    game = create(client, "rickety-kate-46")
    versions = [state(client, game)["version"]]
    versions.append(play(client, game, give={0: ["QS"]})["version"])
    same_deal = state(client, game)["next_hand"]  # 4 players: every hand has the same cards
    versions.append(client.put(game_url(game, "/hands/1"), headers=auth(game), json={
        "captured": share_out(same_deal, {1: ["QS"]})}).get_json()["version"])
    versions.append(play(client, game)["version"])
    versions.append(client.delete(game_url(game, "/hands/2"), headers=auth(game))
                    .get_json()["version"])
    versions.append(client.post(game_url(game, "/finish"), headers=auth(game))
                    .get_json()["version"])
    assert versions == [1, 2, 3, 4, 5, 6]


def test_a_database_that_cannot_be_reached_is_a_503_json(app, client):
    game = create(client)
    from companion import db

    app.extensions["companion_engine"].dispose()
    app.extensions["companion_engine"] = db.make_engine(
        "postgresql+psycopg://postgres@127.0.0.1:1/nowhere?connect_timeout=2")
    answer = client.get(game_url(game))
    assert answer.status_code == 503 and answer.headers["Retry-After"] == "5"
    assert "nothing was saved" in answer.get_json()["error"]
