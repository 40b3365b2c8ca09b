"""Every JSON error answer names its refusal in a stable `code` beside the English
sentence: a refusal's own code (422, 404, 409), else the status's (docs/API.md section 7)."""
import re
from pathlib import Path

from companion.errors import CODES
from tests.helpers import auth, create, game_url, play, share_out, state

API_MD = Path(__file__).resolve().parent.parent / "docs" / "API.md"


def _answer(response, status):
    assert response.status_code == status, (response.status_code, response.get_data(True))
    body = response.get_json()
    assert isinstance(body["error"], str) and body["error"], body
    return body


def test_a_404_names_what_is_not_there(client):
    assert _answer(client.get("/api/v1/games/nosuchgame"), 404) == {
        "error": "There is no such game (or hand): check the link.", "code": "no_game"}
    game = create(client)
    missing = _answer(client.delete(game_url(game, "/hands/3"), headers=auth(game)), 404)
    assert missing == {"error": "There is no hand 3 in this game: it has no hands yet.",
                       "code": "no_hand"}
    play(client, game)
    one = _answer(client.delete(game_url(game, "/hands/2"), headers=auth(game)), 404)
    assert one["error"].endswith("it has 1 hand.") and one["code"] == "no_hand"
    assert _answer(client.get("/api/v1/groups/nosuchgroup"), 404)["code"] == "no_group"
    assert _answer(client.get("/api/v1/no/such/address"), 404)["code"] == "not_found"


def test_401_403_and_405_carry_the_statuses_code(client):
    game = create(client)
    body = {"captured": share_out(state(client, game)["next_hand"])}
    assert _answer(client.post(game_url(game, "/hands"), json=body), 401)["code"] == \
        "unauthorized"
    wrong = {"Authorization": "Bearer not-the-token"}
    assert _answer(client.post(game_url(game, "/hands"), json=body, headers=wrong),
                   403)["code"] == "forbidden"
    assert _answer(client.put("/api/v1/games", json={}), 405)["code"] == "method_not_allowed"


def test_a_422_carries_the_refusals_code_and_the_english_sentence(client):
    unknown = _answer(client.post("/api/v1/games", json={"ruleset": "hearts", "colour": 1}),
                      422)
    assert unknown == {"error": "“colour” is not a field of a new game.",
                       "code": "unknown_field", "field": "colour"}
    listed = _answer(client.post("/api/v1/games", json=[1]), 422)
    assert listed["code"] == "body_not_object" and listed["error"] == (
        'The request body must be a JSON object, like {"ruleset": "hearts", "players": '
        '["Ann", "Bob", "Cat"]}.')
    group = _answer(client.post("/api/v1/groups", json={"name": "   "}), 422)
    assert group == {"error": "The group's name is empty.", "code": "name_empty",
                     "field": "name"}
    game = create(client)
    key = _answer(client.post(game_url(game, "/hands"), headers={**auth(game),
                  "Idempotency-Key": "not a key"}, json={"captured": {}}), 422)
    assert key["code"] == "idempotency_key_invalid" and key["field"] == "Idempotency-Key"


def test_a_409_names_how_the_game_moved_on(client):
    game = create(client)
    hand = {"captured": share_out(state(client, game)["next_hand"])}
    play(client, game, {1: ["QS"], 2: ["2H", "4H"], 3: ["3H"]}, rest=0)  # Dan lowest, alone
    stale = _answer(client.post(game_url(game, "/hands"), headers=auth(game),
                                json={**hand, "expected_number": 1}), 409)
    assert stale["code"] == "hand_already_entered" and stale["game"]["hands"]
    early = _answer(client.post(game_url(game, "/hands"), headers=auth(game),
                                json={**hand, "expected_number": 5}), 409)
    assert early["code"] == "hand_not_due"
    finished = client.post(game_url(game, "/finish"), headers=auth(game))
    assert finished.status_code == 200
    over = _answer(client.post(game_url(game, "/finish"), headers=auth(game)), 409)
    assert over["code"] == "game_over" and over["error"] == "The game is already over."


def test_docs_list_every_http_code():
    said = API_MD.read_text(encoding="utf-8")
    section = said[said.index("## 7. Errors"):said.index("## 8.")]
    listed = set(re.findall(r"`([a-z_]+)`", section))
    assert set(CODES.values()) <= listed, set(CODES.values()) - listed
