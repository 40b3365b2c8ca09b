"""A group's players: renaming (the old spelling stays an alias), merging (their games
repointed), names that nearly match, the usual seat order."""
import pytest

from tests.groups_support import (group_auth, group_game, hand, new_group, player_id, read_group,
                                  stat)
from tests.helpers import refused, state


def patch(client, group, number, body, token=True):
    return client.patch(f"/api/v1/groups/{group['id']}/players/{number}", json=body,
                        headers=group_auth(group) if token else {})


def test_rename_keeps_the_old_spelling_and_past_games_keep_their_names(client):
    group = new_group(client)
    old = group_game(client, group)
    response = patch(client, group, 1, {"name": " Annie "})
    assert response.status_code == 200
    answer = response.get_json()
    assert answer["players"][0] == {"id": 1, "name": "Annie", "aliases": ["Ann"], "games": 1}
    assert read_group(client, group) == answer
    assert state(client, old)["players"][0]["name"] == "Ann"  # typed that night
    # the old spelling still finds the player, and so does the new one
    by_old = group_game(client, group, ["ann", "Bob", "Cat"])
    by_new = group_game(client, group, ["Bob", "ANNIE", "Cat"])
    games = {g["id"]: g["players"] for g in read_group(client, group)["games"]}
    assert games[by_old["id"]] == [1, 2, 3] and games[by_new["id"]] == [2, 1, 3]
    assert [p["name"] for p in read_group(client, group)["players"]] == \
        ["Annie", "Bob", "Cat", "Dan"]
    # renaming back: the alias goes, the other spelling comes
    back = patch(client, group, 1, {"name": "Ann"}).get_json()
    assert back["players"][0]["name"] == "Ann" and back["players"][0]["aliases"] == ["Annie"]
    # a change of case only is a rename too
    cased = patch(client, group, 1, {"name": "ANN"}).get_json()
    assert cased["players"][0]["name"] == "ANN"
    assert cased["players"][0]["aliases"] == ["Annie", "Ann"]


def test_a_current_name_wins_over_an_old_spelling(client):
    group = new_group(client)
    group_game(client, group)
    patch(client, group, 1, {"name": "Annie"})
    # "Ann" (Annie's old spelling) and "Annie" at one table: two people
    game = group_game(client, group, ["Ann", "Annie", "Bob"])
    answer = read_group(client, group)
    assert [g["players"] for g in answer["games"] if g["id"] == game["id"]] == [[5, 1, 2]]
    assert answer["players"][-1] == {"id": 5, "name": "Ann", "aliases": [], "games": 1}
    # from now on "Ann" is that new player: a current name wins over an alias
    again = group_game(client, group, ["ann", "Cat", "Dan"])
    assert [g["players"] for g in read_group(client, group)["games"]
            if g["id"] == again["id"]] == [[5, 3, 4]]


@pytest.mark.parametrize("body, field", [
    ({"name": "Bob"}, "name"), ({"name": "bob "}, "name"), ({"name": ""}, "name"),
    ({"name": None}, "name"), ({"name": "x" * 41}, "name"), ({"name": "A\u202eB"}, "name"),
    ({}, "body"), ({"name": "X", "merge_into": 2}, "body"), ({"nick": "X"}, "nick"),
    ([], "body"), ({"merge_into": 1}, "merge_into"), ({"merge_into": 99}, "merge_into"),
    ({"merge_into": "two"}, "merge_into"), ({"merge_into": True}, "merge_into"),
    ({"merge_into": None}, "merge_into"), ({"merge_into": 2.0}, "merge_into"),
])
def test_refused_changes_write_nothing(client, body, field):
    group = new_group(client)
    group_game(client, group)
    before = read_group(client, group)
    refused(patch(client, group, 1, body), 422, field)
    assert read_group(client, group) == before


def test_player_writes_need_the_groups_token(client):
    group = new_group(client)
    other = new_group(client, "Other")
    game = group_game(client, group)
    before = read_group(client, group)
    refused(patch(client, group, 1, {"name": "Annie"}, token=False), 401)
    url = f"/api/v1/groups/{group['id']}/players/1"
    refused(client.patch(url, json={"name": "Annie"}, headers=group_auth(other)), 403)
    refused(client.patch(url, json={"name": "Annie"},
                         headers={"Authorization": "Bearer " + game["edit_token"]}), 403)
    refused(client.patch(url, json={"name": "Annie"}, headers={"Authorization": "Basic x"}), 401)
    assert read_group(client, group) == before


def test_merge_repoints_the_games_and_keeps_the_spellings(client):
    group = new_group(client)
    one = group_game(client, group, ["Zoe", "Bob", "Cat"])
    hand(client, one, 1, {0: 3, 2: 10})  # Zoe 3 wins
    two = group_game(client, group, ["Zoë", "Bob", "Cat"])
    hand(client, two, 1, {0: 2, 2: 11})  # Zoë 2 wins
    answer = read_group(client, group)
    zoe, zoe2 = player_id(answer, "Zoe"), player_id(answer, "Zoë")
    assert zoe != zoe2  # near names are never joined by themselves
    assert stat(answer, "Zoe")["wins"] == 1 and stat(answer, "Zoë")["wins"] == 1
    patch(client, group, zoe2, {"name": "Zoey"})
    merged = patch(client, group, zoe2, {"merge_into": zoe})
    assert merged.status_code == 200
    answer = merged.get_json()
    assert [p["name"] for p in answer["players"]] == ["Zoe", "Bob", "Cat"]
    assert answer["players"][0]["aliases"] == ["Zoey", "Zoë"]
    assert all(g["players"][0] == zoe for g in answer["games"])
    assert (stat(answer, "Zoe")["games"], stat(answer, "Zoe")["wins"],
            stat(answer, "Zoe")["points"], stat(answer, "Zoe")["current_streak"]) == (2, 2, 5, 2)
    assert [s["player"] for s in answer["stats"]].count(zoe2) == 0
    # the merged id is gone; the games keep the names typed that night
    refused(patch(client, group, zoe2, {"name": "X"}), 404)
    assert state(client, two)["players"][0]["name"] == "Zoë"
    # any of the merged spellings finds the player now; the merged id is not given again
    three = group_game(client, group, ["zoë", "Bob", "Dan"])
    assert [g["players"] for g in read_group(client, group)["games"]
            if g["id"] == three["id"]] == [[zoe, 2, 5]]


def test_players_who_sat_at_one_table_cannot_be_merged(client):
    group = new_group(client)
    group_game(client, group, ["Ann", "Anne", "Bob"])
    body = refused(patch(client, group, 2, {"merge_into": 1}), 422, "merge_into")
    assert "Anne and Ann sat at the same table in 1 game" in body["error"]


def test_near_matches_ask_never_join(app, client):
    group = new_group(client)
    group_game(client, group, ["Zoe", "John", "Ann", "Christopher"])
    url = f"/api/v1/groups/{group['id']}/near"

    def near(name):
        response = client.get(url, query_string={"name": name})
        assert response.status_code == 200
        return [(p["name"], p["same"]) for p in response.get_json()["players"]]

    assert near("Zoë") == [("Zoe", False)]
    assert near("zoe") == [("Zoe", True)]  # the same key: seated as Zoe anyway
    assert near("Zoe") == []  # exactly the player: nothing to ask
    assert near("ann ") == [("Ann", True)]  # the example: asked, seated as Ann
    assert near("anne") == [("Ann", False)]
    assert near("Jon") == [("John", False)]
    assert near("Cristopher") == [("Christopher", False)]
    assert near("Christofer") == [("Christopher", False)]  # two edits in a long name
    assert near("Bob") == [] and near("") == [] and near("Al") == []
    refused(client.get("/api/v1/groups/nope/near?name=x"), 404)
    from companion.groups import near_matches

    with app.app_context():
        assert near_matches(group["id"], "Zoë") == [{"id": 1, "name": "Zoe", "same": False}]


def test_usual_order_puts_the_last_table_first(app, client):
    from companion.groups import usual_order

    group = new_group(client)
    group_game(client, group, ["Ann", "Bob", "Cat", "Dan"])
    group_game(client, group, ["Eve", "Bob", "Cat", "Dan"])
    group_game(client, group, ["Cat", "Ann", "Fay"])
    with app.app_context():
        order = usual_order(group["id"])
    assert [(p["name"], p["games"]) for p in order] == [
        ("Cat", 3), ("Ann", 2), ("Fay", 1), ("Bob", 2), ("Dan", 2), ("Eve", 1)]


def test_near_matches_cost_the_same_whatever_the_earlier_spellings(app, client, monkeypatch):
    """"Did you mean …?" needs no token: its cost must not grow with the spellings a
    player gathered. A typo is compared with each player's name today, an earlier
    spelling is found when typed again, and nothing is compared per spelling."""
    from companion.groups import near, near_matches

    group = new_group(client)
    group_game(client, group, ["Samira", "Bartholomäus", "Dobrosława"])
    token = {"Authorization": "Bearer " + group["edit_token"]}
    url = f"/api/v1/groups/{group['id']}/players/1"
    for spelling in ["Sam", "Sammy", "Mira", "Sami", "Samirah", "Samira"]:
        assert client.patch(url, json={"name": spelling}, headers=token).status_code == 200
    compared, distance = [], near.distance
    monkeypatch.setattr(near, "distance", lambda a, b, most: compared.append(b) or
                        distance(a, b, most))
    with app.app_context():
        assert near_matches(group["id"], "Bartolomeus")[0]["name"] == "Bartholomäus"
    assert 1 <= len(compared) <= 3  # at most one a player, not one a spelling (there are 8)
    with app.app_context():
        assert near_matches(group["id"], "sammy") == [{"id": 1, "name": "Samira", "same": False}]


def test_a_variation_selector_does_not_make_another_player(app, client):
    """"Ann" + U+FE0F shows as "Ann": it is Ann, in a group as at a table; a row keyed
    before selectors were ignored is found by its name all the same."""
    from sqlalchemy import text

    from companion import db

    group = new_group(client)
    group_game(client, group)
    group_game(client, group, ["Ann\ufe0f", "Bob", "Cat"])
    assert [p["name"] for p in read_group(client, group)["players"]] == ["Ann", "Bob", "Cat",
                                                                         "Dan"]
    assert patch(client, group, 2, {"name": "Ann\ufe0e"}).status_code == 422  # Ann's name
    assert patch(client, group, 2, {"name": "Bob\ufe0e"}).status_code == 200  # still Bob's
    with app.app_context(), db.get_engine().begin() as c:  # as an older version keyed it
        c.execute(text("UPDATE group_player SET key = :k WHERE name = :n"),
                  {"k": "bob\ufe0e", "n": "Bob\ufe0e"})
    group_game(client, group, ["bob", "Cat", "Dan"])
    assert len(read_group(client, group)["players"]) == 4
    assert patch(client, group, 3, {"name": "Bob"}).status_code == 422  # the old row's name


def test_a_lookup_works_out_the_distance_of_a_bounded_number_of_names(app, client,
                                                                      monkeypatch):
    """Anyone may ask "Did you mean …?", and anyone may fill a group with names made to
    look alike: the distance (the costly part) is worked out for MOST_COMPARED of them
    at most, those closest in length, and names surely far are never measured."""
    from companion.groups import near, near_matches

    base = "Bartholomäus Dobrosława Annebelle"
    alike = [base[:n] + "x" + base[n + 1:] for n in range(len(base)) if base[n] != " "]
    group = new_group(client)
    for start in range(0, len(alike), 8):  # 31 names, one letter apart from the typed one
        group_game(client, group, alike[start:start + 8], ruleset="black-lady")
    group_game(client, group, ["한국어이름가나다라마바사", "Cat", "Dan"])
    compared, distance = [], near.distance
    monkeypatch.setattr(near, "MOST_COMPARED", 5)
    monkeypatch.setattr(near, "distance", lambda a, b, most: compared.append(b) or
                        distance(a, b, most))
    with app.app_context():
        found = near_matches(group["id"], base)
    assert len(alike) > 20 and len(compared) == 5
    assert len(found) == 5 and all(not f["same"] for f in found)
    compared.clear()
    with app.app_context():
        assert near_matches(group["id"], "한국어이름가나다라마바") == [
            {"id": len(alike) + 1, "name": "한국어이름가나다라마바사", "same": False}]
    assert compared == ["한국어이름가나다라마바사"]  # one letter a syllable, as typed


def test_the_distance_agrees_with_the_full_table_within_its_band():
    """The banded distance with its early stop says what the whole table says, up to
    `most` (and `most` + 1 past it), and the quick tests never rule out a near name."""
    import random

    from companion.groups.names import Typed, distance, most_edits

    def whole(a, b):
        table = [[i + j if not i * j else 0 for j in range(len(b) + 1)]
                 for i in range(len(a) + 1)]
        for i in range(1, len(a) + 1):
            for j in range(1, len(b) + 1):
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1,
                                  table[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
                if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        return table[-1][-1]

    rng = random.Random(5)
    for n in range(3000):
        letters = "ab" if n % 2 else "abcdefg"
        a = "".join(rng.choice(letters) for _ in range(rng.randint(1, 12)))
        b = list(a)
        for _ in range(rng.randint(0, 3)):
            at = rng.randrange(len(b) + 1)
            b[at:at + rng.randint(0, 2)] = rng.choice(["", "a", "c", "ba"])
        b = "".join(b) or "z"
        for most in (1, 2):
            assert distance(a, b, most) == min(whole(a, b), most + 1), (a, b, most)
        if a != b and whole(a, b) <= most_edits(a, b):
            assert Typed(a).suspect(b) == most_edits(a, b), (a, b)


def test_a_lookup_finds_what_comparing_every_player_finds(app, client):
    """The letters' index only skips players who cannot be near: on names from a small
    alphabet (many near one another), the lookup answers what measuring every player's
    distance answers."""
    import random

    from companion.groups import near_matches
    from companion.groups.names import distance, loose_key, most_edits, name_key

    rng = random.Random(3)
    names = sorted({"".join(rng.choice("abcé") for _ in range(rng.randint(3, 9))).title()
                    for _ in range(60)})[:40]
    group = new_group(client)
    for start in range(0, len(names), 8):
        group_game(client, group, names[start:start + 8] or names[:3], ruleset="black-lady")
    players = read_group(client, group)["players"]
    for typed in [rng.choice(names)[:-1] + rng.choice("abcz") for _ in range(40)]:
        key, loose = name_key(typed), loose_key(typed)
        expected = []
        for player in players:
            other = loose_key(player["name"])
            most = most_edits(loose, other)
            if name_key(player["name"]) == key:
                if player["name"] != typed:
                    expected.append((-1, player["name"], True))
            elif other == loose:
                expected.append((0, player["name"], False))
            elif most and distance(loose, other, most) <= most:
                expected.append((distance(loose, other, most), player["name"], False))
        expected.sort(key=lambda e: (e[0], e[1].casefold()))
        with app.app_context():
            found = near_matches(group["id"], typed)
        assert [(f["name"], f["same"]) for f in found] == [(n, s) for _d, n, s in expected]
