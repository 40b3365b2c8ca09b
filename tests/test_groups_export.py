"""A group's JSON export, and `companion import`, which replays it into a new group that
equals the original: every game's totals, winners and hands, the players, the stats."""
import json

import pytest

from companion.groups import replay
from tests.groups_support import (count_rows, group_auth, group_game, hand, new_group,
                                  player_id, read_group)
from tests.helpers import HEARTS, auth, cards, play, state


def rich_group(client) -> tuple[dict, list[dict]]:
    """A group with finished, unfinished, corrected and finished-by-hand games, a moon, a
    renege, a misdeal, points entries, a tie-break, a rename and a merge."""
    group = new_group(client, "Friday cards")
    one = group_game(client, group, options={"end_rule": "hands", "end_hands": 2, "moon": "old"})
    hand(client, one, 0, {0: 13})  # Ann shoots the moon
    play(client, one, kind="misdeal")
    hand(client, one, 1, {0: 6, 2: 4, 3: 3}, reneges=[3])
    two = group_game(client, group, ["Dan", "Zoë", "Cat"], "rickety-kate",
                     {"end_rule": "hands", "end_hands": 1})
    play(client, two, points=[13, 13, 0])  # Cat wins on 0
    three = group_game(client, group, ["Zoe", "Bob", "Ann"], "hearts", {"end_rule": "open"})
    hand(client, three, 0, {1: 5, 2: 8})
    hand(client, three, 1, {0: 2, 2: 11})
    assert client.post(f"/api/v1/games/{three['id']}/finish", headers=auth(three)).status_code \
        == 200
    four = group_game(client, group, ["Ann", "Bob", "Cat"], "hearts",
                      {"end_rule": "hands", "end_hands": 1})
    play(client, four, captured=cards({0: ["QS"] + HEARTS[:11], 1: HEARTS[11:12],
                                       2: HEARTS[12:]}))  # Bob and Cat tie: a tie-break
    five = group_game(client, group, ["Bob", "Cat", "Dan", "Eve"], options={"end_rule": "open"})
    hand(client, five, 2, {0: 13})
    assert client.put(f"/api/v1/games/{five['id']}/hands/1", headers=auth(five),
                      json={"points": [13, 0, 0, 13]}).status_code == 200  # corrected
    finished = client.post(f"/api/v1/games/{five['id']}/finish", headers=auth(five))
    assert finished.get_json()["status"] == "tiebreak"  # Cat and Dan on 0
    six = group_game(client, group, ["Eve", "Fay", "Gus"])  # no hands yet
    answer = read_group(client, group)
    client.patch(f"/api/v1/groups/{group['id']}/players/{player_id(answer, 'Zoë')}",
                 json={"merge_into": player_id(answer, "Zoe")}, headers=group_auth(group))
    client.patch(f"/api/v1/groups/{group['id']}/players/{player_id(answer, 'Fay')}",
                 json={"name": "Faye"}, headers=group_auth(group))
    return group, [one, two, three, four, five, six]


def by_name(answer) -> dict:
    """The group's answer with player ids replaced by names: comparable across groups."""
    names = {p["id"]: p["name"] for p in answer["players"]}
    games = sorted(({**{k: v for k, v in g.items() if k not in ("id", "started_at",
                                                                 "finished_at", "version")},
                     "players": [names[p] for p in g["players"]],
                     "winners": [names[p] for p in g["winners"]]} for g in answer["games"]),
                   key=repr)
    stats = sorted(({**row, "player": names[row["player"]]} for row in answer["stats"]),
                   key=lambda r: (r["player"], r["ruleset"]))
    players = [{k: v for k, v in p.items() if k != "id"} for p in answer["players"]]
    return {"name": answer["name"], "players": players, "games": games, "stats": stats}


def exported_games(data) -> list[dict]:
    """An export's games with the group's player ids as names, and no game ids."""
    names = {p["id"]: p["name"] for p in data["players"]}
    return [{**{k: v for k, v in g.items() if k != "id"},
             "group_players": [names[n] for n in g["group_players"]]} for g in data["games"]]


def game_facts(body) -> dict:
    return {"ruleset": body["ruleset"], "options": body["options"], "players": body["players"],
            "first_dealer": body["first_dealer"], "status": body["status"],
            "totals": body["totals"], "winners": body["winners"], "draw": body["draw"],
            "started_at": body["started_at"],
            "hands": [{k: v for k, v in h.items()} for h in body["hands"]]}


def test_the_export_holds_every_game_as_entered_and_no_token(client):
    group, games = rich_group(client)
    response = client.get(f"/api/v1/groups/{group['id']}/export.json")  # no token needed
    assert response.status_code == 200
    assert response.headers["Content-Disposition"] == \
        'attachment; filename="companion-group.json"'
    text = response.get_data(as_text=True)
    for secret in [group["edit_token"]] + [g["edit_token"] for g in games]:
        assert secret not in text
    data = response.get_json()
    assert data["format"] == "companion-group" and data["format_version"] == 1
    assert data["group"]["name"] == "Friday cards" and data["group"]["id"] == group["id"]
    assert [g["id"] for g in data["games"]] == [g["id"] for g in games]  # oldest first
    first = data["games"][0]
    assert first["players"] == ["Ann", "Bob", "Cat", "Dan"] and first["first_dealer"] == 0
    assert first["options"] == state(client, games[0])["options"]
    assert [h["entry"] for h in first["hands"]] == [
        {"captured": cards({0: ["QS"] + HEARTS, 1: [], 2: [], 3: []})}, {"kind": "misdeal"},
        {"captured": cards({1: ["QS"], 0: HEARTS[:6], 2: HEARTS[6:10], 3: HEARTS[10:]}),
         "reneges": [3]}]
    assert first["check"] == {"status": "finished", "totals": state(client, games[0])["totals"],
                              "winners": state(client, games[0])["winners"]}
    assert data["games"][1]["hands"][0]["entry"] == {"points": [13, 13, 0]}
    assert data["games"][2]["finished_after"] == 2
    zoe = [p for p in data["players"] if p["name"] == "Zoe"][0]
    assert zoe["aliases"] == ["Zoë"]
    assert data["games"][1]["group_players"][1] == zoe["id"]  # repointed by the merge


def test_the_import_equals_the_original(app, client):
    group, games = rich_group(client)
    data = client.get(f"/api/v1/groups/{group['id']}/export.json").get_json()
    with app.app_context():
        made = replay.import_group(json.loads(json.dumps(data)))
    copy = {"id": made["group"].public_id, "edit_token": made["edit_token"]}
    original, imported = read_group(client, group), read_group(client, copy)
    assert by_name(imported) == by_name(original)
    assert len(made["games"]) == len(games)
    for old, (new_id, token) in zip(games, made["games"]):
        assert game_facts(state(client, {"id": new_id})) == game_facts(state(client, old))
        # each copy is an ordinary game with its own edit token
        assert client.get(f"/api/v1/games/{new_id}/sync",
                          headers={"Authorization": "Bearer " + token}).status_code == 200
    # the copy exports as the original did (its own ids aside)
    again = client.get(f"/api/v1/groups/{copy['id']}/export.json").get_json()
    assert exported_games(again) == exported_games(data)
    assert [(p["name"], p["aliases"]) for p in again["players"]] == \
        [(p["name"], p["aliases"]) for p in data["players"]]
    # and its token writes the new group
    assert client.patch(f"/api/v1/groups/{copy['id']}/players/1", json={"name": "Anna"},
                        headers=group_auth(copy)).status_code == 200


def test_an_export_that_does_not_replay_is_refused_and_nothing_is_kept(app, client):
    group, _games = rich_group(client)
    data = client.get(f"/api/v1/groups/{group['id']}/export.json").get_json()
    games, groups = count_rows(app, "game"), count_rows(app, "playgroup")
    tampered = json.loads(json.dumps(data))
    tampered["games"][2]["check"]["totals"][0] += 1
    with app.app_context(), pytest.raises(replay.ImportRefused, match="Game 3 .* does not"):
        replay.import_group(tampered)
    broken = json.loads(json.dumps(data))
    broken["games"][0]["hands"][2]["entry"]["captured"]["0"] = []
    with app.app_context(), pytest.raises(replay.ImportRefused,
                                          match=r"Game 1 \(hearts, Ann, Bob, Cat, Dan\), hand 3"
                                          ) as refused:
        replay.import_group(broken)
    why = str(refused.value).split("hand 3: ", 1)[1]
    assert " " in why and "_" not in why, why  # the refusal's sentence, not its code
    for wrong, words in (([], "not a group exported"), ({"format": "x"}, "not a group"),
                         ({**data, "format_version": 9}, "format version 9"),
                         ({**data, "games": {}}, "needs"),
                         ({**data, "games": [{"hands": []}]}, "Game 1 of the file")):
        with app.app_context(), pytest.raises(replay.ImportRefused, match=words):
            replay.import_group(wrong)
    assert (count_rows(app, "game"), count_rows(app, "playgroup")) == (games, groups)
    assert count_rows(app, "group_player") == len(read_group(client, group)["players"])


def test_companion_import_command(app, client, migrated_database_url, tmp_path, monkeypatch,
                                  capsys):
    from companion import cli

    group, games = rich_group(client)
    path = tmp_path / "friday.json"
    path.write_bytes(client.get(f"/api/v1/groups/{group['id']}/export.json").get_data())
    monkeypatch.setenv("DATABASE_URL", migrated_database_url)
    monkeypatch.setenv("SECRET_KEY", "test")
    monkeypatch.setenv("PUBLIC_URL", "https://cards.example.org")
    tokens = tmp_path / "tokens.json"
    assert cli.main(["import", str(path), "--name", "Summer", "--tokens", str(tokens)]) == 0
    out = capsys.readouterr().out
    assert "Imported 6 games into the new group “Summer”." in out
    new_id = out.split("Group id (reads it):")[1].split()[0]
    assert f"https://cards.example.org/groups/{new_id}" in out
    assert len(json.loads(tokens.read_text())) == 6 and tokens.stat().st_mode & 0o077 == 0
    copy = read_group(client, {"id": new_id})
    assert copy["name"] == "Summer"
    assert by_name(copy)["stats"] == by_name(read_group(client, group))["stats"]
    (tmp_path / "bad.json").write_text("{not json")
    assert cli.main(["import", str(tmp_path / "bad.json")]) == 2
    assert cli.main(["import", str(tmp_path / "missing.json")]) == 2
    (tmp_path / "other.json").write_text('{"format": "something else"}')
    assert cli.main(["import", str(tmp_path / "other.json")]) == 1
    assert "Nothing was imported." in capsys.readouterr().err
