"""The small games through the API on both databases: Polignac to 10 with a capot,
Slobberhannes' sweep, Knaves with a jack turned up and its end at 20; one more deal while
the best total is shared; bad entries refused without writing anything."""
from tests.helpers import assert_unchanged, create, post_hand, refused, state

FOUR = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


def test_polignac_plays_until_a_total_reaches_10_and_the_lowest_wins(client):
    game = create(client, "polignac", players=FOUR, first_dealer=0)
    due = state(client, game)["next_hand"]
    assert due["contract"]["asks"] == ["captured", "capot"] and due["cards_each"] == 8
    assert state(client, game)["options"]["end_score"] == 10
    deals = [{"capot": {"by": 0, "made": False}},  # 5, 0, 0, 0
             {"captured": {"0": ["JS", "JD"], "2": ["JH"], "3": ["JC"]}},  # 8, 0, 1, 1
             {"capot": {"by": 3, "made": True}}]  # 13, 5, 6, 1
    for body in deals:
        assert post_hand(client, game, body).status_code == 201
    done = state(client, game)
    assert done["totals"] == [13, 5, 6, 1] and done["status"] == "finished"
    assert done["winners"] == [3] and done["hands"][2]["capot"] == {"by": 3, "made": True}


def test_slobberhannes_a_sweep_scores_4(client):
    game = create(client, "slobberhannes", players=FOUR, first_dealer=0)
    post_hand(client, game, {"winners": {"1": 2, "8": 2}, "captured": {"2": ["QC"]}})
    assert state(client, game)["hands"][0]["scores"] == [0, 0, 4, 0]


def test_knaves_to_20_with_a_jack_turned_up(client):
    game = create(client, "knaves", players=FOUR[:3], first_dealer=0,
                  options={"end_score": 12})
    turned = {"trump": "D", "turn_up": "JD", "tricks": [8, 5, 4],
              "captured": {"0": ["JH"], "2": ["JS", "JC"]}}  # 5.h: 4, 5, 1
    for _ in range(3):
        post_hand(client, game, turned)
    done = state(client, game)
    assert done["totals"] == [12, 15, 3] and done["status"] == "finished"
    assert done["winners"] == [1]  # the higher of two at or over 12


def test_bad_small_game_entries_are_refused(client):
    game = create(client, "polignac", players=FOUR, first_dealer=0)
    knaves = create(client, "knaves", players=FOUR[:3], first_dealer=0)
    before, before_k = state(client, game), state(client, knaves)
    cases = [(game, {"capot": {"by": 1}}, "capot", "capot_not_by_and_made"),
             (game, {"capot": {"by": 1, "made": True}, "captured": {"0": ["JS"]}}, "captured",
              "capot_alone"),
             (knaves, {"trump": "C", "turn_up": "JD", "tricks": [8, 5, 4]}, "turn_up",
              "turn_up_not_trump"),
             (knaves, {"trump": "C", "turn_up": "XX", "tricks": [8, 5, 4]}, "turn_up",
              "not_a_card")]
    for which, body, field, code in cases:
        assert refused(post_hand(client, which, body), 422, field)["code"] == code
    assert_unchanged(client, game, before)
    assert_unchanged(client, knaves, before_k)
