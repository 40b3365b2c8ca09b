from tests.helpers import HEARTS, auth, cards, create, post_hand


def test_create_record_read_etag(client):
    game = create(client)
    assert game["game"]["next_hand"]["penalty_total"] == 26
    answer = post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS}),
                                      "expected_number": 1})
    assert answer.status_code == 201, answer.get_json()
    assert answer.get_json()["totals"] == [13, 13, 0, 0]
    read = client.get(f"/api/v1/games/{game['id']}")
    assert read.status_code == 200
    again = client.get(f"/api/v1/games/{game['id']}", headers={"If-None-Match": read.headers["ETag"]})
    assert again.status_code == 304
    stale = post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS}),
                                     "expected_number": 1})
    assert stale.status_code == 409
    assert "Hand 1 was already entered by another phone" in stale.get_json()["error"]
    anon = client.post(f"/api/v1/games/{game['id']}/hands", json={"captured": {}})
    assert anon.status_code == 401
    wrong = client.post(f"/api/v1/games/{game['id']}/hands", json={"captured": {}},
                        headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 403
    assert client.get(f"/api/v1/games/{game['id']}").get_json()["version"] == 2
    assert auth(game)
