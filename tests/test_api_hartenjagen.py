"""Dutch Hartenjagen through the API on both databases: the 32-card deal worth 15, the
7♣ leading, the two phases in the state (`next_hand.phase`, each hand's `phase`), a
whole game through its turn to its end, and the cards a 32-card pack does not hold
refused without writing anything."""
from tests.helpers import assert_unchanged, create, post_hand, refused, state

NAMES = ("Ann", "Bob", "Cat", "Dan")
HEARTS8 = ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"]


def took(**seats):
    return {"captured": {key[1:]: cards for key, cards in seats.items()}}


# A whole game (worked by hand): Ann climbs to 50 in five deals, then Dan, at 5, takes
# the Q♠ counting down and goes to 0: Dan wins.
GAME = [
    (took(s0=["QS", "JC"] + HEARTS8[:7], s1=HEARTS8[7:]), [14, 1, 0, 0], 1),
    (took(s0=["QS", "JC"] + HEARTS8[:7], s1=HEARTS8[7:]), [28, 2, 0, 0], 1),
    (took(s0=HEARTS8[:4], s1=HEARTS8[4:6], s2=["QS", "KH"],
          s3=["JC"] + HEARTS8[7:]), [32, 4, 6, 3], 1),
    (took(s0=["QS", "JC"] + HEARTS8[:6], s1=HEARTS8[6:]), [45, 6, 6, 3], 1),
    (took(s0=["QS"], s1=HEARTS8[:4], s2=["JC"] + HEARTS8[4:6], s3=HEARTS8[6:]),
     [50, 10, 10, 5], 1),
    (took(s0=["JC"], s1=HEARTS8[:4], s2=HEARTS8[4:], s3=["QS"]), [48, 6, 6, 0], 2),
]


def test_the_dutch_deal_is_32_cards_worth_15_and_the_7_of_clubs_leads(client):
    game = create(client, "hartenjagen-nl", players=NAMES)
    due = state(client, game)["next_hand"]
    assert (due["cards_each"], due["penalty_total"], len(due["removed"])) == (8, 15, 20)
    assert (due["first_lead"], due["phase"]) == ({"rule": "7C", "seat": None}, 1)
    assert sorted(due["penalty_cards"]) == sorted(HEARTS8 + ["QS", "JC"])


def test_a_whole_game_turns_at_50_and_ends_at_0(client):
    game = create(client, "hartenjagen-nl", players=NAMES)
    for body, totals, phase in GAME:
        assert state(client, game)["next_hand"]["phase"] == phase
        assert post_hand(client, game, body).status_code == 201
        assert state(client, game)["totals"] == totals
    done = state(client, game)
    assert (done["status"], done["winners"], done["next_hand"]) == ("finished", [3], None)
    assert [h["phase"] for h in done["hands"]] == [1, 1, 1, 1, 1, 2]
    assert done["hands"][-1]["scores"] == [-2, -4, -4, -5]  # counting down: taken off


def test_a_card_the_32_card_pack_does_not_hold_is_refused_and_writes_nothing(client):
    game = create(client, "hartenjagen-nl", players=NAMES)
    before = state(client, game)
    answer = refused(post_hand(client, game, took(s0=["QS", "JC", "2H"] + HEARTS8)), 422,
                     "captured")
    assert answer["code"] == "card_taken_out" and "2♥" in answer["error"]
    assert_unchanged(client, game, before)


def test_points_that_do_not_make_15_are_refused(client):
    game = create(client, "hartenjagen-nl", players=NAMES)
    answer = refused(post_hand(client, game, {"points": [7, 5, 3, 1]}), 422, "points")
    assert answer["code"] == "points_do_not_add_up"


def test_the_turn_options_are_taken_and_said(client):
    game = create(client, "hartenjagen-nl", players=NAMES,
                  options={"turn_score": 20, "turn_cap": True, "turn_end": "exact"})
    for body, _totals, _phase in GAME[:2]:
        post_hand(client, game, body)
    now = state(client, game)
    assert now["totals"] == [20, 2, 0, 0]  # 28 capped at the turn score of 20
    assert now["next_hand"]["phase"] == 2
