"""Herzeln (Piatnik) through the API on both databases: eight tours in their order with
the 32-card pack, the dealer moving on each tour, and the highest total winning
(RULES-national 5.j and 5.k)."""
from tests.helpers import create, post_hand, refused, state

NAMES = ("Ann", "Bob", "Cat", "Dan")
TOURS = [
    ("hearts-valued", {"captured": {"0": ["AH", "7H"], "1": ["TH", "KH"],
                                    "2": ["QH", "JH", "9H"], "3": ["8H"]}}, [-12, -14, -6, -1]),
    ("tricks-plus", {"tricks": [2, 2, 2, 2]}, [20, 20, 20, 20]),
    ("no-tricks", {"tricks": [3, 1, 2, 2]}, [-30, -10, -20, -20]),
    ("no-queens", {"counts": [1, 1, 1, 1]}, [-20, -20, -20, -20]),
    ("no-king-of-hearts", {"captured": {"2": ["KH"]}}, [0, 0, -40, 0]),
    ("last-trick-plus", {"winners": {"8": 1}}, [0, 40, 0, 0]),
    ("last-trick", {"winners": {"8": 3}}, [0, 0, 0, -40]),
    ("domino", {"order": [2, 0, 3]}, [-10, -30, 0, -20]),  # out C, A, D: B is last
]


def test_a_whole_herzeln_game_of_eight_tours(client):
    game = create(client, "herzeln", players=NAMES, first_dealer=0)
    for tour, (code, body, scores) in enumerate(TOURS):
        due = state(client, game)["next_hand"]
        assert (due["contract"]["code"], due["dealer"], due["cards_each"]) == (code, tour % 4, 8)
        assert post_hand(client, game, body).status_code == 201
        assert state(client, game)["hands"][-1]["scores"] == scores
    done = state(client, game)
    assert done["totals"] == [-52, -14, -66, -81]
    assert (done["status"], done["winners"]) == ("finished", [1])


def test_a_card_the_32_card_pack_does_not_hold_is_refused(client):
    game = create(client, "herzeln", players=NAMES)
    answer = refused(post_hand(client, game, {"captured": {"0": ["AH", "2H"]}}), 422, "captured")
    assert answer["code"] == "not_counted_in_contract"
