"""A game in a group shows nothing of it: not the group's id or link, not the other games
(docs/API.md, "9. Groups"): whoever has a game's link learns nothing of the group."""
from urllib.parse import urlsplit

from tests.groups_support import group_game, hand, new_group
from tests.helpers import state


def test_a_games_state_pages_and_csv_never_show_its_group(client):
    group = new_group(client)
    game = group_game(client, group, options={"end_rule": "hands", "end_hands": 2})
    other = group_game(client, group, ["Eve", "Fay", "Gus"])
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    secrets = (group["id"], group["edit_token"], other["id"], "/groups/")
    created = {key: value for key, value in game.items() if key != "edit_token"}
    answers = {
        "create answer": str(created),
        "state": client.get(f"/api/v1/games/{game['id']}").get_data(as_text=True),
        "scoreboard": client.get(f"/g/{game['id']}").get_data(as_text=True),
        "big screen": client.get(f"/g/{game['id']}/big").get_data(as_text=True),
        "csv": client.get(f"/api/v1/games/{game['id']}/export.csv").get_data(as_text=True),
    }
    assert "Ann" in answers["scoreboard"] and "Ann" in answers["big screen"]
    for where, text in answers.items():
        for secret in secrets:
            assert secret not in text, (where, secret)
    assert "group" not in state(client, game)  # no field of it, not even empty
    assert "Eve" not in answers["scoreboard"]


def test_the_scorers_pages_never_show_the_group_either(client):
    group = new_group(client)
    game = group_game(client, group)
    other = group_game(client, group, ["Eve", "Fay", "Gus"])
    scorer = urlsplit(game["links"]["scorer"])
    claimed = client.get(scorer.path, follow_redirects=True)  # the scorer's cookie
    assert claimed.status_code == 200
    for page in ("/table", "/hand", "/history", "/share"):
        response = client.get(f"/g/{game['id']}{page}", follow_redirects=True)
        assert response.status_code == 200, page
        text = response.get_data(as_text=True)
        assert game["id"] in text, page  # the scorer's own page, not a refusal
        for secret in (group["id"], group["edit_token"], other["id"], "/groups/"):
            assert secret not in text, (page, secret)


def test_a_group_is_read_only_with_its_id(client):
    group = new_group(client)
    game = group_game(client, group)
    # a game's id or token opens nothing of the group
    assert client.get(f"/api/v1/groups/{game['id']}").status_code == 404
    assert client.get(f"/api/v1/groups/{game['edit_token']}").status_code == 404
    assert client.get(f"/api/v1/groups/{group['edit_token']}").status_code == 404
    assert client.get(f"/api/v1/groups/{group['id']}").status_code == 200
