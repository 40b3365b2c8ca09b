"""A group's statistics and head-to-head for a compendium game (Kierki), where the
highest total wins: the best total is the highest, a player ahead is the one higher."""
from companion.groups.standings import standings
from tests.groups_support import group_auth, group_game, new_group, player_id, read_group, stat

# RULES-national example 1.c: D wins +720, A −75, B −320, C −325.
MATCH = [
    {"tricks": [4, 3, 5, 1]}, {"counts": [2, 6, 0, 5]}, {"counts": [1, 1, 2, 0]},
    {"counts": [3, 2, 1, 2]}, {"captured": {"1": ["KH"]}}, {"winners": {"7": 2, "13": 2}},
    {"tricks": [5, 3, 4, 1], "winners": {"7": 2, "13": 0}, "captured": {
        "0": ["KH", "QH", "2H", "3H", "4H", "5H", "QS", "KS", "JD"],
        "1": ["6H", "7H", "QD", "KC", "JS"], "2": ["8H", "9H", "TH", "JH", "KD", "JC"],
        "3": ["AH", "QC"]}},
    {"trump": "S", "tricks": [5, 3, 3, 2]}, {"trump": "H", "tricks": [2, 6, 4, 1]},
    {"trump": "D", "tricks": [4, 4, 2, 3]}, {"trump": "C", "tricks": [3, 1, 7, 2]},
    {"order": [3, 0]},
]


def play_match(client, group, hands, players=("Ann", "Bob", "Cat", "Dan")):
    game = group_game(client, group, players, ruleset="kierki", options={})
    for body in hands:
        answer = client.post(f"/api/v1/games/{game['id']}/hands", json=body,
                             headers={"Authorization": "Bearer " + game["edit_token"]})
        assert answer.status_code == 201, answer.get_json()
    return game


def test_the_best_total_of_a_kierki_match_is_the_highest(client):
    group = new_group(client)
    play_match(client, group, MATCH)
    play_match(client, group, MATCH, players=("Dan", "Ann", "Bob", "Cat"))  # Dan −75 now
    answer = read_group(client, group)
    dan, cat = stat(answer, "Dan", "kierki"), stat(answer, "Cat", "kierki")
    assert (dan["wins"], dan["best_total"], dan["worst_total"]) == (1, 720, -75)
    assert (cat["wins"], cat["best_total"], cat["worst_total"]) == (1, 720, -325)


def test_head_to_head_counts_the_higher_total_ahead(client):
    group = new_group(client)
    play_match(client, group, MATCH)
    answer = read_group(client, group)
    ann, bob = player_id(answer, "Ann"), player_id(answer, "Bob")
    versus = client.get(f"/api/v1/groups/{group['id']}/head-to-head?a={ann}&b={bob}",
                        headers=group_auth(group)).get_json()
    [row] = versus["rulesets"]
    assert (row["a_ahead"], row["b_ahead"]) == (1, 0)  # Ann −75 is ahead of Bob −320


def test_an_evenings_standing_ranks_more_kierki_points_first_on_equal_places():
    """Two Kierki matches, each player once first and once last... (places equal): the
    evening's tie-break is the points, and in Kierki more is better."""
    def match(totals):
        return {"ruleset": "kierki", "players": [1, 2], "summary": {
            "status": "finished", "totals": totals, "winners": [0 if totals[0] > totals[1]
                                                                else 1],
            "highest": True}}
    ranked = standings([match([720, -720]), match([-100, 100])], {1: "Ann", 2: "Bob"})
    assert [row["name"] for row in ranked] == ["Ann", "Bob"]  # 620 against -620
    assert [row["rank"] for row in ranked] == [1, 2]
