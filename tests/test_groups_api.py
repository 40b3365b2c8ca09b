"""Groups through the JSON API (API.md, "Groups"): making one, filing games in it,
reading it, and every refusal writing nothing. On SQLite and PostgreSQL."""
import threading

import pytest

from companion import games, groups
from tests.groups_support import (ONE_HAND, count_rows, group_auth, group_game, hand, new_group,
                                  player_id, read_group, spread, stat)
from tests.helpers import auth, cards, refused


def test_a_new_group_answers_its_id_token_link_and_empty_state(client):
    response = client.post("/api/v1/groups", json={"name": "  Friday   cards "})
    assert response.status_code == 201
    body = response.get_json()
    assert list(body) == ["id", "edit_token", "links", "group"]
    assert len(body["id"]) == 22 and len(body["edit_token"]) == 32  # 128 and 192 random bits
    assert list(body["links"]) == ["group"]
    assert body["links"]["group"].startswith("http://")
    assert body["links"]["group"].endswith(f"/groups/{body['id']}")
    group = body["group"]
    assert group["id"] == body["id"] and group["name"] == "Friday cards"
    assert group["players"] == [] and group["games"] == [] and group["stats"] == []
    assert isinstance(group["version"], int)
    assert response.headers["Location"] == f"/api/v1/groups/{body['id']}"
    assert read_group(client, body) == group


def test_the_group_link_follows_public_url(app, client):
    app.config["PUBLIC_URL"] = "https://cards.example.org/"
    body = new_group(client)
    assert body["links"]["group"] == f"https://cards.example.org/groups/{body['id']}"


def test_only_the_tokens_hash_is_stored(app, client):
    body = new_group(client)
    from sqlalchemy import text

    from companion import db

    with app.app_context():
        stored = db.reading(lambda c: c.execute(text("SELECT edit_token_hash FROM playgroup"))
                            .scalar())
    assert body["edit_token"] not in stored and len(stored) == 64


@pytest.mark.parametrize("body, field", [
    (None, "body"), ([], "body"), ({}, "name"), ({"name": ""}, "name"),
    ({"name": "   "}, "name"), ({"name": 7}, "name"), ({"name": "x" * 41}, "name"),
    ({"name": "Fri\u200bday"}, "name"), ({"name": "Friday", "colour": "red"}, "colour"),
])
def test_a_group_that_cannot_be_made_is_refused_and_nothing_is_made(app, client, body, field):
    response = client.post("/api/v1/groups", json=body) if body is not None else \
        client.post("/api/v1/groups", data="not json")
    refused(response, 422, field)
    assert count_rows(app, "playgroup") == 0


def test_a_game_filed_in_the_group_seats_its_players(client):
    group = new_group(client)
    game = group_game(client, group)
    answer = read_group(client, group)
    assert [(p["id"], p["name"], p["aliases"]) for p in answer["players"]] == [
        (1, "Ann", []), (2, "Bob", []), (3, "Cat", []), (4, "Dan", [])]
    [listed] = answer["games"]
    assert listed["id"] == game["id"] and listed["ruleset"] == "hearts"
    assert listed["status"] == "playing" and listed["players"] == [1, 2, 3, 4]
    assert listed["winners"] == [] and listed["finished_at"] is None
    assert listed["started_at"] == game["game"]["started_at"]
    # the game itself is an ordinary game: its own token writes it
    assert game["links"]["scoreboard"].endswith(f"/g/{game['id']}")


def test_seats_find_players_by_the_normalised_name(client):
    group = new_group(client)
    first = group_game(client, group, ["Ann", "Bob", "Straße", "Zoe"])
    second = group_game(client, group, ["ANN", "bob  ", "STRASSE", "Zoë"])
    third = group_game(client, group, ["\uff21\uff4e\uff4e", "  Bob", "Dan", "zoe"])  # Ａｎｎ
    answer = read_group(client, group)
    names = {p["id"]: p["name"] for p in answer["players"]}
    assert names == {1: "Ann", 2: "Bob", 3: "Straße", 4: "Zoe", 5: "Zoë", 6: "Dan"}
    games = {g["id"]: g["players"] for g in answer["games"]}
    assert games == {first["id"]: [1, 2, 3, 4], second["id"]: [1, 2, 3, 5],
                     third["id"]: [1, 2, 6, 4]}
    # each game keeps the names typed that night
    assert [p["name"] for p in second["game"]["players"]] == ["ANN", "bob", "STRASSE", "Zoë"]


def test_filing_needs_the_groups_token(app, client):
    group = new_group(client)
    other = new_group(client, "Other table")
    body = {"ruleset": "hearts", "players": ["Ann", "Bob", "Cat"], "group": group["id"]}
    refused(client.post("/api/v1/games", json=body), 401)
    refused(client.post("/api/v1/games", json=body, headers=group_auth(other)), 403)
    lone = client.post("/api/v1/games", json={"ruleset": "hearts", "players": ["A", "B", "C"]})
    refused(client.post("/api/v1/games", json=body, headers=auth(lone.get_json())), 403)
    # the token is asked before the setup: a stranger learns nothing from the messages
    bad = {**body, "ruleset": "nonsense"}
    refused(client.post("/api/v1/games", json=bad, headers=group_auth(other)), 403)
    refused(client.post("/api/v1/games", json={**body, "group": "no-such-group"},
                        headers=group_auth(group)), 404)
    refused(client.post("/api/v1/games", json={**body, "group": ["x"]},
                        headers=group_auth(group)), 422, "group")
    assert count_rows(app, "game") == 1  # the lone game only
    assert count_rows(app, "group_player") == 0 and count_rows(app, "group_game") == 0
    assert read_group(client, group)["version"] == group["group"]["version"]


def test_a_refused_setup_files_nothing(app, client):
    group = new_group(client)
    before = read_group(client, group)
    for body, field in (({"players": ["Ann", "ann"]}, "players"),
                        ({"players": ["Ann", "Bob", "Cat"], "options": {"end_score": 0}},
                         "end_score"),
                        ({"players": ["Ann", "Bob", "Cat"], "ruleset": "nope"}, "ruleset")):
        response = client.post("/api/v1/games", headers=group_auth(group),
                               json={"ruleset": "hearts", "group": group["id"], **body})
        refused(response, 422, field)
    assert count_rows(app, "game") == 0 and count_rows(app, "group_player") == 0
    assert read_group(client, group) == before


def test_a_game_without_a_group_is_unchanged(client):
    response = client.post("/api/v1/games", json={"ruleset": "hearts",
                                                  "players": ["A", "B", "C"], "group": None})
    assert response.status_code == 201


def test_unknown_or_malformed_group_ids_are_404(client):
    for public_id in ("nope", "x" * 65, "a%20b", "ÄÖ"):
        refused(client.get(f"/api/v1/groups/{public_id}"), 404)
        refused(client.get(f"/api/v1/groups/{public_id}/export.json"), 404)
        refused(client.patch(f"/api/v1/groups/{public_id}/players/1", json={"name": "A"}), 404)
    group = new_group(client)
    refused(client.patch(f"/api/v1/groups/{group['id']}/players/1", json={"name": "A"},
                         headers=group_auth(group)), 404)
    refused(client.patch(f"/api/v1/groups/{group['id']}/players/x", json={"name": "A"},
                         headers=group_auth(group)), 404)


def test_stats_count_finished_games_per_player_and_ruleset(client):
    group = new_group(client)
    first = group_game(client, group)
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})  # 13 6 4 3: Dan wins
    second = group_game(client, group, ["Dan", "Cat", "Bob", "Ann"])
    hand(client, second, 0, {1: 6, 2: 4, 3: 3})  # Dan 13, Cat 6, Bob 4, Ann 3: Ann wins
    third = group_game(client, group, ["Ann", "Bob", "Cat", "Dan"], "rickety-kate")
    answer = read_group(client, group)
    assert stat(answer, "Ann") == {
        "player": 1, "ruleset": "hearts", "games": 2, "finished": 2, "wins": 1,
        "shared_wins": 0, "hands": 2, "points": 16, "moons": 0, "reneges": 0, "queens": 1,
        "card_hands": 2, "win_pct": 50.0, "points_per_hand": 8.0, "best_total": 3,
        "worst_total": 13, "current_streak": 1, "longest_streak": 1}
    assert stat(answer, "Dan") == {
        "player": 4, "ruleset": "hearts", "games": 2, "finished": 2, "wins": 1,
        "shared_wins": 0, "hands": 2, "points": 16, "moons": 0, "reneges": 0, "queens": 1,
        "card_hands": 2, "win_pct": 50.0, "points_per_hand": 8.0, "best_total": 3,
        "worst_total": 13, "current_streak": 0, "longest_streak": 1}
    assert (stat(answer, "Bob")["points"], stat(answer, "Cat")["points"]) == (10, 10)
    # the unfinished game counts in `games` only, under its own ruleset
    rickety = stat(answer, "Ann", "rickety-kate")
    assert (rickety["games"], rickety["finished"], rickety["hands"], rickety["points"],
            rickety["win_pct"], rickety["best_total"]) == (1, 0, 0, 0, None, None)
    games = {g["id"]: g for g in answer["games"]}
    assert games[first["id"]]["winners"] == [4] and games[second["id"]]["winners"] == [1]
    assert games[first["id"]]["status"] == "finished"
    assert games[first["id"]]["finished_at"] >= games[first["id"]]["started_at"]
    assert games[third["id"]]["status"] == "playing"
    assert [g["id"] for g in answer["games"]] == [third["id"], second["id"], first["id"]]


def test_moons_reneges_misdeals_and_shared_wins(client):
    group = new_group(client)
    game = group_game(client, group, options={"end_rule": "hands", "end_hands": 2,
                                              "moon": "old", "tie": "draw"})
    hand(client, game, 0, {0: 13})  # Ann shoots the moon: 0 26 26 26
    play(client, game, kind="misdeal")
    hand(client, game, 1, {1: 13}, reneges=[2])  # Bob shoots; Cat reneges: 26 0 39 26 more
    answer = read_group(client, group)
    assert [g["status"] for g in answer["games"]] == ["finished"]
    ann, bob, cat, dan = (stat(answer, n) for n in ("Ann", "Bob", "Cat", "Dan"))
    assert (ann["points"], bob["points"], cat["points"], dan["points"]) == (26, 26, 65, 52)
    assert (ann["moons"], bob["moons"], cat["moons"]) == (1, 1, 0)
    assert (cat["reneges"], ann["reneges"]) == (1, 0)
    assert ann["hands"] == 2  # the misdeal is not a hand played
    assert (ann["wins"], ann["shared_wins"], bob["wins"], bob["shared_wins"]) == (1, 1, 1, 1)
    assert (cat["wins"], dan["wins"]) == (0, 0)
    assert answer["games"][0]["winners"] == [1, 2] and answer["games"][0]["draw"] is True
    assert (ann["queens"], bob["queens"]) == (1, 1)


def play(client, game, **body):
    from tests.helpers import play as play_hand

    return play_hand(client, game, **body)


def test_a_correction_of_any_hand_changes_the_stats_and_the_version(client):
    group = new_group(client)
    first = group_game(client, group, options={"end_rule": "hands", "end_hands": 2})
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})  # 26 12 8 6: Dan
    second = group_game(client, group)
    hand(client, second, 3, {0: 6, 1: 4, 2: 3})  # 6 4 3 13: Cat
    before = read_group(client, group)
    assert stat(before, "Ann")["points"] == 32 and stat(before, "Dan")["wins"] == 1
    # correct hand 1 of the first game: Dan takes the queen there instead
    fixed = client.put(f"/api/v1/games/{first['id']}/hands/1", headers=auth(first),
                       json={"captured": cards(spread(3, {0: 6, 1: 4, 2: 3}))})
    assert fixed.status_code == 200, fixed.get_json()
    after = read_group(client, group)
    assert after["version"] > before["version"]
    assert stat(after, "Ann")["points"] == 6 + 13 + 6  # 19 in the first game, 6 in the second
    assert stat(after, "Dan")["points"] == 13 + 3 + 13
    # the first game: 19 10 7 16 -> Cat wins it now
    assert stat(after, "Dan")["wins"] == 0 and stat(after, "Cat")["wins"] == 2
    assert stat(after, "Cat")["current_streak"] == 2
    # undo the last hand of the second game: it is no longer finished
    assert client.delete(f"/api/v1/games/{second['id']}/hands/1",
                         headers=auth(second)).status_code == 200
    undone = read_group(client, group)
    assert stat(undone, "Cat")["wins"] == 1 and stat(undone, "Cat")["finished"] == 1
    assert stat(undone, "Cat")["games"] == 2


def test_the_stats_equal_a_fresh_count_over_the_games_hands(client):
    """Whatever was played and corrected, the stats are a count over the games' states."""
    import random

    from tests.helpers import share_out, state

    rng = random.Random(12)
    group = new_group(client)
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
    games = []
    for number in range(6):
        seated = rng.sample(names, rng.choice([3, 4, 5]))
        ruleset = rng.choice(["hearts", "rickety-kate"])
        game = group_game(client, group, seated, ruleset, {"end_rule": "hands", "end_hands": 3,
                                                           "moon": "old"})
        games.append(game)
        for _ in range(rng.choice([1, 2, 3, 4])):
            now = state(client, game)
            if now["status"] == "finished":
                break
            due = now["next_hand"]
            lucky = rng.choice(due["participants"])
            give = {lucky: list(due["penalty_cards"])} if rng.random() < 0.2 else None
            body = {"captured": share_out(due, give), "expected_number": due["number"]}
            if rng.random() < 0.3 and due["kind"] == "normal":
                body["reneges"] = [rng.choice(due["participants"])]
            response = client.post(f"/api/v1/games/{game['id']}/hands", json=body,
                                   headers=auth(game))
            assert response.status_code == 201, response.get_json()
        if number % 2 and state(client, game)["hands"]:
            due = state(client, game)["hands"][0]
            response = client.put(f"/api/v1/games/{game['id']}/hands/1", headers=auth(game),
                                  json={"points": [26 if i == 0 else 0
                                                   for i in range(len(due["participants"]))]})
            assert response.status_code in (200, 422), response.get_json()
    answer = read_group(client, group)
    expected = {}
    for game in games:
        now = state(client, game)
        [listed] = [g for g in answer["games"] if g["id"] == game["id"]]
        for seat, player in enumerate(listed["players"]):
            row = expected.setdefault((player, now["ruleset"]), {
                "games": 0, "finished": 0, "wins": 0, "shared_wins": 0, "hands": 0,
                "points": 0, "moons": 0, "reneges": 0})
            row["games"] += 1
            if now["status"] != "finished":
                continue
            row["finished"] += 1
            row["wins"] += seat in now["winners"]
            row["shared_wins"] += seat in now["winners"] and len(now["winners"]) > 1
            for played in now["hands"]:
                row["points"] += played["scores"][seat]
                row["reneges"] += played["reneges"].count(seat)
                row["moons"] += bool(played["moon"]) and played["moon"]["seat"] == seat
                row["hands"] += played["kind"] in ("normal", "tiebreak") \
                    and seat in played["participants"]
    got = {(r["player"], r["ruleset"]): {k: r[k] for k in expected[r["player"], r["ruleset"]]}
           for r in answer["stats"]}
    assert got == expected


def test_the_version_moves_with_any_game_and_the_etag_answers_304(client):
    group = new_group(client)
    game = group_game(client, group, options={"end_rule": "open"})
    first = client.get(f"/api/v1/groups/{group['id']}")
    etag = first.headers["ETag"]
    again = client.get(f"/api/v1/groups/{group['id']}", headers={"If-None-Match": etag})
    assert again.status_code == 304
    hand(client, game, 0, {1: 13})
    moved = client.get(f"/api/v1/groups/{group['id']}", headers={"If-None-Match": etag})
    assert moved.status_code == 200
    assert moved.get_json()["version"] > first.get_json()["version"]
    assert moved.get_json()["games"][0]["version"] == 2
    renamed = client.patch(f"/api/v1/groups/{group['id']}/players/1", json={"name": "Annie"},
                           headers=group_auth(group))
    assert renamed.status_code == 200
    assert renamed.get_json()["version"] > moved.get_json()["version"]
    assert read_group(client, group)["version"] == renamed.get_json()["version"]


def test_games_filed_at_the_same_moment_make_each_new_player_once(app, client):
    group = new_group(client)
    answers, start = [], threading.Barrier(4)

    def file_one():
        own = app.test_client()
        start.wait()
        answers.append(own.post("/api/v1/games", headers=group_auth(group), json={
            "ruleset": "hearts", "players": ["Ann", "Bob", "Cat"], "group": group["id"]}))

    threads = [threading.Thread(target=file_one) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(r.status_code for r in answers) == [201] * 4
    answer = read_group(client, group)
    assert [p["name"] for p in answer["players"]] == ["Ann", "Bob", "Cat"]
    assert all(g["players"] == [1, 2, 3] for g in answer["games"]) and len(answer["games"]) == 4


def test_head_to_head(client):
    group = new_group(client)
    one = group_game(client, group)
    hand(client, one, 0, {1: 6, 2: 4, 3: 3})  # Ann 13, Bob 6
    two = group_game(client, group, ["Bob", "Ann", "Cat", "Dan"])
    hand(client, two, 0, {1: 1, 2: 4, 3: 8})  # Bob 13, Ann 1: Ann wins
    group_game(client, group, ["Ann", "Bob", "Eve"])  # unfinished: not counted
    ann, bob = player_id(read_group(client, group), "Ann"), player_id(read_group(client, group),
                                                                      "Bob")
    response = client.get(f"/api/v1/groups/{group['id']}/head-to-head?a={ann}&b={bob}")
    assert response.status_code == 200
    body = response.get_json()
    assert body["a"] == ann and body["b"] == bob
    assert body["rulesets"] == [{"ruleset": "hearts", "games": 2, "a_ahead": 1, "b_ahead": 1,
                                 "level": 0, "a_wins": 1, "b_wins": 0, "a_points": 14,
                                 "b_points": 19}]
    assert body["games"] == [one["id"], two["id"]]
    refused(client.get(f"/api/v1/groups/{group['id']}/head-to-head?a={ann}"), 422, "b")
    refused(client.get(f"/api/v1/groups/{group['id']}/head-to-head?a=99&b=1"), 422, "a")
    refused(client.get(f"/api/v1/groups/{group['id']}/head-to-head?a=1&b=1"), 422, "b")
    refused(client.get("/api/v1/groups/nope/head-to-head?a=1&b=2"), 404)


def test_a_group_read_is_the_same_from_a_fresh_process(app, client):
    """Summaries kept in the database give what a fresh fold gives."""
    group = new_group(client)
    game = group_game(client, group, options={"end_rule": "hands", "end_hands": 2})
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    warm = read_group(client, group)
    groups.init_app(app)  # this process forgets every answer
    games.init_app(app)
    assert read_group(client, group) == warm
    from sqlalchemy import text

    from companion import db

    with app.app_context():
        with db.session() as s:
            s.execute(text("UPDATE group_game SET summary = NULL, summary_of = NULL"))
            s.commit()
    groups.init_app(app)
    assert read_group(client, group) == warm


def test_many_stale_games_are_folded_together(app, client):
    from companion.groups import summaries

    group = new_group(client)
    for _ in range(summaries.ONE_BY_ONE + 3):
        game = group_game(client, group)
        hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    fresh = read_group(client, group)
    from sqlalchemy import text

    from companion import db

    with app.app_context():
        with db.session() as s:
            s.execute(text("UPDATE group_game SET summary_of = 'old'"))
            s.commit()
    groups.init_app(app)
    assert read_group(client, group) == fresh
    assert stat(fresh, "Dan")["wins"] == summaries.ONE_BY_ONE + 3


def test_group_writes_refuse_strangers_before_reading_the_body(client):
    group = new_group(client)
    group_game(client, group, options=ONE_HAND)
    url = f"/api/v1/groups/{group['id']}/players/1"
    refused(client.patch(url, data="not json"), 401)
    refused(client.patch(url, json={"name": "X"},
                         headers={"Authorization": "Bearer wrong"}), 403)
    refused(client.patch(url, data="not json", headers=group_auth(group)), 422, "body")


def test_a_full_group_refuses_more_and_makes_nothing(app, client, monkeypatch):
    from companion.groups import filing, players

    monkeypatch.setattr(filing, "MOST_GAMES", 2)
    monkeypatch.setattr(players, "MOST_PLAYERS", 5)
    group = new_group(client)
    group_game(client, group, ["Ann", "Bob", "Cat"])
    body = {"ruleset": "hearts", "group": group["id"]}
    refused(client.post("/api/v1/games", headers=group_auth(group),
                        json={**body, "players": ["Dan", "Eve", "Fay"]}), 422, "players")
    group_game(client, group, ["Ann", "Bob", "Dan"])
    refused(client.post("/api/v1/games", headers=group_auth(group),
                        json={**body, "players": ["Ann", "Bob", "Cat"]}), 422, "group")
    assert count_rows(app, "game") == 2 and count_rows(app, "group_player") == 4


def test_a_summary_is_made_again_when_the_code_reading_a_kept_state_changes():
    """The summaries' key hashes the source that makes them: the rules engine, this count,
    and how a snapshot's hands are read back (a summary folded from a snapshot read the
    old way would be kept under the new engine's key)."""
    from companion.groups.stats import summary_sources

    names = {path.name for path in summary_sources()}
    assert {"state_values.py", "stats.py", "game.py", "figures.py"} <= names
    # a game's declaration and its family make its summary too (a Kierki figure)
    paths = {path.as_posix() for path in summary_sources()}
    assert any(p.endswith("rules/games/kierki.py") for p in paths)
    assert any(p.endswith("rules/families/scheduled.py") for p in paths)
