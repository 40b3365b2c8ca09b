"""House rules through the API: saving and reading them, a game created from them (the
resolved options answered as for any game), an unknown id, and the body's options on top."""
from tests.groups_support import group_auth, new_group
from tests.helpers import refused

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


def saved(client, **body) -> dict:
    body = {"name": "Friday", "ruleset": "omnibus",
            "options": {"jack_of_diamonds": False, "moon": "new"}, **body}
    response = client.post("/api/v1/house-rules", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def test_save_and_read(client):
    rules = saved(client)
    assert rules["options"] == {"jack_of_diamonds": False, "moon": "new"}
    assert rules["links"]["rules"].endswith(f"/rules/{rules['id']}")
    read = client.get(f"/api/v1/house-rules/{rules['id']}")
    assert read.status_code == 200
    assert read.get_json() == rules
    assert "group" not in read.get_json()  # the group's id would read the group


def test_a_game_from_house_rules_answers_the_resolved_options(client):
    rules = saved(client)
    response = client.post("/api/v1/games", json={"house_rules": rules["id"],
                                                  "players": PLAYERS, "first_dealer": 0})
    assert response.status_code == 201, response.get_json()
    game = response.get_json()["game"]
    assert game["ruleset"] == "omnibus"
    assert game["options"]["jack_of_diamonds"] is False and game["options"]["moon"] == "new"
    assert game["options"]["end_rule"] == "over"  # the preset's for the rest
    assert "house_rules" not in game  # a game is its options: the state stays as it was


def test_the_bodys_options_override_the_house_rules_option_by_option(client):
    rules = saved(client)
    response = client.post("/api/v1/games", json={
        "house_rules": rules["id"], "ruleset": "omnibus", "players": PLAYERS,
        "options": {"moon": "old", "end_score": 50}})
    options = response.get_json()["game"]["options"]
    assert options["moon"] == "old" and options["end_score"] == 50
    assert options["jack_of_diamonds"] is False  # still the house rules'


def test_an_unknown_id_or_another_ruleset_is_a_422_on_its_field(client):
    refused(client.post("/api/v1/games", json={"house_rules": "nosuchrulesxxxxxxxxxxx",
                                               "players": PLAYERS}), 422, "house_rules")
    refused(client.post("/api/v1/games", json={"house_rules": 7, "players": PLAYERS}), 422,
            "house_rules")
    rules = saved(client)
    refused(client.post("/api/v1/games", json={"house_rules": rules["id"], "players": PLAYERS,
                                               "ruleset": "hearts"}), 422, "ruleset")
    refused(client.get("/api/v1/house-rules/nosuchrulesxxxxxxxxxxx"), 404)


def test_invalid_house_rules_are_refused_with_a_sentence_and_not_kept(client):
    refused(client.post("/api/v1/house-rules", json={"name": "", "ruleset": "hearts"}), 422,
            "name")
    refused(client.post("/api/v1/house-rules", json={"name": "x" * 41, "ruleset": "hearts"}),
            422, "name")
    refused(client.post("/api/v1/house-rules", json={"name": "A", "ruleset": "hearts",
                                                      "options": {"moon": "up"}}), 422, "moon")
    refused(client.post("/api/v1/house-rules", json={"name": "A", "ruleset": "nope"}), 422,
            "ruleset")
    refused(client.post("/api/v1/house-rules", json={"name": "A", "colour": "red"}), 422,
            "colour")


def test_filed_in_a_group_needs_the_groups_token(client):
    group = new_group(client)
    body = {"name": "Ours", "ruleset": "hearts", "group": group["id"]}
    refused(client.post("/api/v1/house-rules", json=body), 401)
    refused(client.post("/api/v1/house-rules", json=body,
                        headers={"Authorization": "Bearer wrong"}), 403)
    response = client.post("/api/v1/house-rules", json=body, headers=group_auth(group))
    assert response.status_code == 201
