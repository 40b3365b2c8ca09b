"""A group's JSON export, and `companion import`, which replays it into a new group that
equals the original: every game's totals, winners and hands, the players, the stats."""
import json
import re

import pytest

from companion.formats.import_words import import_words
from companion.groups import replay
from tests.groups_support import (count_rows, group_auth, group_game, hand, new_group, player_id,
                                  read_group)
from tests.helpers import HEARTS, auth, cards, play, state



def refused_import(data) -> str:
    """The import refuses `data` (nothing kept): its sentence, as the command says it."""
    with pytest.raises(replay.ImportRefused) as refused:
        replay.import_group(data)
    return import_words(refused.value)

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
    with app.app_context():
        assert re.search("Game 3 .* does not", refused_import(tampered))
    broken = json.loads(json.dumps(data))
    broken["games"][0]["hands"][2]["entry"]["captured"]["0"] = []
    with app.app_context():
        said = refused_import(broken)
    assert said.startswith("Game 1 (hearts, Ann, Bob, Cat, Dan), hand 3: ")
    why = said.split("hand 3: ", 1)[1]
    assert " " in why and "_" not in why, why  # the refusal's sentence, not its code
    for wrong, words in (([], "not a group exported"), ({"format": "x"}, "not a group"),
                         ({**data, "format_version": 9}, "format version 9"),
                         ({**data, "games": {}}, "needs"),
                         ({**data, "games": [{"hands": []}]}, "Game 1 of the file")):
        with app.app_context():
            assert words in refused_import(wrong)
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


def _small_export(client) -> dict:
    group = new_group(client, "Summer")
    game = group_game(client, group, options={"end_rule": "open"})
    hand(client, game, 0, {1: 13})
    return client.get(f"/api/v1/groups/{group['id']}/export.json").get_json()


@pytest.mark.parametrize("alias", ["Ann\u202e", "Ann\u0000", "Ann\u001b[31m", "Ann\ud800",
                                   "An\u034fn", "", "x" * 41, 7])
def test_an_alias_a_page_could_not_show_is_refused_and_nothing_kept(app, client, alias):
    data = _small_export(client)
    data["players"][0]["aliases"] = ["Annie", alias]
    before = (count_rows(app, "game"), count_rows(app, "playgroup"))
    with app.app_context():
        assert "earlier spellings" in refused_import(data)
    assert (count_rows(app, "game"), count_rows(app, "playgroup")) == before


@pytest.mark.parametrize("change, words", [
    (lambda d: d["players"][0].update(aliases=[f"Ann {n}" for n in range(21)]), "at most 20"),
    (lambda d: d["players"][1].update(id=d["players"][0]["id"]), "the same \"id\""),
    (lambda d: d["games"][0].update(started_at=1e300), "Game 1 of the file"),
    (lambda d: d["games"][0].update(started_at=-1e15), "Game 1 of the file"),
    (lambda d: d["games"][0]["hands"][0].update(recorded_at=4e12), "Game 1 of the file"),
    (lambda d: d["group"].update(time_zone="../../etc/passwd"), "not a time zone"),
])
def test_a_file_past_the_bounds_is_refused_and_nothing_kept(app, client, change, words):
    data = _small_export(client)
    change(data)
    before = (count_rows(app, "game"), count_rows(app, "playgroup"))
    with app.app_context():
        assert words in refused_import(data)
    assert (count_rows(app, "game"), count_rows(app, "playgroup")) == before


def test_a_player_keeps_the_newest_twenty_earlier_spellings(client):
    group = new_group(client)
    game = group_game(client, group)
    hand(client, game, 0, {1: 13})
    ann = player_id(read_group(client, group), "Ann")
    for n in range(25):
        assert client.patch(f"/api/v1/groups/{group['id']}/players/{ann}",
                            headers=group_auth(group), json={"name": f"Ann {n}"}).status_code \
            == 200
    player = next(p for p in read_group(client, group)["players"] if p["id"] == ann)
    assert player["name"] == "Ann 24" and len(player["aliases"]) == 20
    assert player["aliases"][-1] == "Ann 23" and "Ann" not in player["aliases"]


def test_import_refuses_a_file_too_deep_or_too_large_with_exit_2(tmp_path, capsys, monkeypatch):
    from companion import cli
    from companion.cli import importing

    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000 + "]" * 200_000)
    assert cli.main(["import", str(deep)]) == 2
    assert "nested deeper" in capsys.readouterr().err
    monkeypatch.setattr(importing, "LARGEST", 10)
    (tmp_path / "big.json").write_text('{"format": "companion-group", "x": 1}')
    assert cli.main(["import", str(tmp_path / "big.json")]) == 2
    assert "no export is that large" in capsys.readouterr().err


def _long_export(client, tmp_path):
    """A file of the small export with 3,000 hands in its first game (misdeals): long
    enough to stop its import halfway."""
    data = _small_export(client)
    first = data["games"][0]["hands"][0]
    data["games"][0]["hands"] = [first] + [{"entry": {"kind": "misdeal"},
                                            "recorded_at": first["recorded_at"] + n}
                                           for n in range(1, 3000)]
    data["games"][0].pop("check", None)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data))
    return path


def test_an_import_stopped_halfway_keeps_nothing(app, client, migrated_database_url,
                                                  tmp_path):
    """SIGTERM while replaying a long game: what was made is deleted before it exits."""
    import os
    import signal
    import subprocess
    import sys
    import time

    path = _long_export(client, tmp_path)
    before = (count_rows(app, "game"), count_rows(app, "playgroup"), count_rows(app, "hand"))
    environment = {**os.environ, "DATABASE_URL": migrated_database_url, "SECRET_KEY": "t"}
    running = subprocess.Popen([sys.executable, "-m", "companion.cli", "import", str(path)],
                               env=environment, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while count_rows(app, "hand") < before[2] + 50 and time.monotonic() < deadline:
        time.sleep(0.05)  # well into the replay
    running.send_signal(signal.SIGTERM)
    assert running.wait(30) == 130, running.stderr.read()
    assert "Nothing was imported" in running.stderr.read()
    assert (count_rows(app, "game"), count_rows(app, "playgroup"),
            count_rows(app, "hand")) == before


def test_a_stop_during_a_write_waits_for_the_write_then_keeps_nothing(app, client):
    """The stop signal landed inside a commit once, broke the session that was to
    delete what was made, and the import ended in a traceback (exit 1). A stop is now
    noted and the import unwinds between hands."""
    import signal

    from companion.cli import importing

    group = client.post("/api/v1/groups", json={"name": "Środa"}).get_json()
    data = client.get(f"/api/v1/groups/{group['id']}/export.json").get_json()
    before = {each: signal.getsignal(each) for each in importing.STOPS}
    importing.ASKED.clear()
    try:
        importing._stop(signal.SIGTERM, None)  # as if during a write: nothing is raised
        assert importing.ASKED == [signal.SIGTERM]
        with app.app_context(), pytest.raises(importing.Stopped):
            replay.import_group(data, "Stopped", importing._stop_point)
    finally:
        importing._restore(before)
        importing.ASKED.clear()
    assert count_rows(app, "playgroup") == 1  # only the group exported


def test_the_group_s_time_zone_goes_with_its_export(app, client):
    group = client.post("/api/v1/groups", json={"name": "Środa", "time_zone": "Europe/Warsaw"})
    group = group.get_json()
    data = client.get(f"/api/v1/groups/{group['id']}/export.json").get_json()
    assert data["group"]["time_zone"] == "Europe/Warsaw"
    with app.app_context():
        made = replay.import_group(data)
    assert made["group"].time_zone == "Europe/Warsaw"



def test_a_group_an_import_killed_outright_left_is_deleted_by_the_next(
        app, client, migrated_database_url, tmp_path):
    """SIGKILL runs nothing: the half-made group (177-252 games, 1,213-1,446 of 3,000
    hands) stayed until an import an hour later. A running import holds a lock its
    process's end lets go of, so the next import, or `companion migrate`, deletes the
    group at once; while an import runs, nothing unfinished is deleted."""
    import os
    import signal
    import subprocess
    import sys
    import time

    from companion.groups.imports import running_import

    small, exported = tmp_path / "small.json", _small_export(client)
    small.write_text(json.dumps(exported))
    small_games = len(exported["games"])
    path = _long_export(client, tmp_path)
    before = (count_rows(app, "game"), count_rows(app, "playgroup"), count_rows(app, "hand"))
    environment = {**os.environ, "DATABASE_URL": migrated_database_url, "SECRET_KEY": "t"}
    command = [sys.executable, "-m", "companion.cli"]

    def killed_halfway():
        groups = count_rows(app, "playgroup")
        running = subprocess.Popen(command + ["import", str(path)], env=environment,
                                   stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while count_rows(app, "hand") < before[2] + 50 and time.monotonic() < deadline:
            time.sleep(0.05)
        running.send_signal(signal.SIGKILL)
        running.wait(30)
        assert count_rows(app, "playgroup") == groups + 1  # left behind, unfinished

    with app.app_context(), running_import():  # another import running: nothing goes
        killed_halfway()
        assert subprocess.run(command + ["migrate"], env=environment).returncode == 0
        assert count_rows(app, "playgroup") == before[1] + 1
    done = subprocess.run(command + ["import", str(small)], env=environment,
                          capture_output=True)
    assert done.returncode == 0, done.stderr
    assert count_rows(app, "playgroup") == before[1] + 1  # the killed one went at once
    assert count_rows(app, "game") == before[0] + small_games
    assert count_rows(app, "hand") == before[2] + sum(len(g["hands"])
                                                      for g in exported["games"])
    killed_halfway()
    assert subprocess.run(command + ["migrate"], env=environment).returncode == 0
    assert count_rows(app, "playgroup") == before[1] + 1  # the small copy only
