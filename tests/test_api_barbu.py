"""Barbu through the API on both databases: each declarer names each of the seven
contracts once, doubles settle pair by pair (RULES-national 4.a to 4.c), a whole match of
28 deals adds up to 0 per declarer, and a double the table could not make is refused
without writing anything."""
from tests.helpers import assert_unchanged, create, post_hand, refused, state

NAMES = ("Ann", "Bob", "Cat", "Dan")
A, B, C, D = range(4)
HEARTS_4A = {"0": ["AH", "2H", "3H"], "1": ["4H", "5H", "6H", "7H", "8H"],
             "2": ["9H", "TH", "JH", "QH"], "3": ["KH"]}
# Each contract once, as the table enters it, with its scores (seat by seat, whoever
# declares): every declarer's seven add up to 0.
SEVEN = [
    ({"contract": "no-tricks", "tricks": [4, 3, 5, 1]}, [-8, -6, -10, -2]),
    ({"contract": "no-hearts", "captured": HEARTS_4A}, [-10, -10, -8, -2]),  # 4.a
    ({"contract": "no-queens", "counts": [1, 1, 1, 1]}, [-6, -6, -6, -6]),
    ({"contract": "barbu", "captured": {"1": ["KH"]}}, [0, -20, 0, 0]),
    ({"contract": "no-last-two", "winners": {"12": C, "13": D}}, [0, 0, -10, -20]),
    ({"contract": "trumps", "trump": "S", "tricks": [5, 3, 3, 2]}, [25, 15, 15, 10]),
    ({"contract": "domino", "order": [C, A, D]}, [20, -5, 45, 5]),  # out C, A, D; B last
]
# 4.b: the domino of declarer Ann, B doubles A and A redoubles, D doubles A.
DOUBLED = [{"by": B, "of": A, "redoubled": True}, {"by": D, "of": A}]


def barbu(client, **extra):
    return create(client, "barbu", players=NAMES, first_dealer=A, **extra)


def test_a_declarer_names_from_the_contracts_left_and_leads(client):
    game = barbu(client)
    due = state(client, game)["next_hand"]
    assert (due["dealer"], due["first_lead"]) == (A, {"rule": "declarer", "seat": A})
    assert due["contract"]["chooser"] == A and len(due["contract"]["choices"]) == 7
    post_hand(client, game, SEVEN[0][0])
    left = state(client, game)["next_hand"]["contract"]
    assert "no-tricks" not in [c["code"] for c in left["choices"]] and left["chooser"] == A


def test_example_4b_and_4c_doubles_move_the_differences(client):
    game = barbu(client)
    post_hand(client, game, {**SEVEN[6][0], "doubles": DOUBLED})
    assert state(client, game)["hands"][0]["scores"] == [85, -55, 45, -10]
    dan = create(client, "barbu", players=NAMES, first_dealer=D)
    post_hand(client, dan, {"contract": "no-queens", "counts": [0, 2, 1, 1], "doubles": [
        {"by": A, "of": B}, {"by": A, "of": C}, {"by": A, "of": D, "redoubled": True},
        {"by": B, "of": D}]})
    assert state(client, dan)["hands"][0]["scores"] == [30, -30, -12, -12]


def test_a_whole_match_of_28_deals(client):
    game = barbu(client)
    for declarer in range(4):
        for number, (body, _scores) in enumerate(SEVEN):
            extra = {"doubles": DOUBLED} if (declarer, number) == (A, 6) else {}
            assert post_hand(client, game, {**body, **extra}).status_code == 201
        now = state(client, game)
        if declarer < 3:
            assert now["next_hand"]["dealer"] == declarer + 1  # seven deals each
        assert sum(sum(h["scores"]) for h in now["hands"][-7:]) == 0
    done = state(client, game)
    assert done["totals"] == [149, -178, 104, -75] and sum(done["totals"]) == 0
    assert (done["status"], done["winners"]) == ("finished", [A])


def test_a_contract_named_again_is_refused(client):
    game = barbu(client)
    post_hand(client, game, SEVEN[1][0])
    before = state(client, game)
    answer = refused(post_hand(client, game, SEVEN[1][0]), 422, "contract")
    assert answer["code"] == "contract_not_left"
    assert_unchanged(client, game, before)


def test_a_double_the_table_could_not_make_is_refused(client):
    game = barbu(client)
    before = state(client, game)
    for doubles, code in (([{"by": B, "of": B}], "double_of_oneself"),
                          ([{"by": A, "of": B}], "declarer_cannot_double"),
                          ([{"by": C, "of": B, "redoubled": True}], "redouble_after_speaking"),
                          ([{"by": B, "of": C}, {"by": C, "of": B}], "pair_doubled_twice")):
        answer = refused(post_hand(client, game, {**SEVEN[0][0], "doubles": doubles}), 422,
                         "doubles")
        assert answer["code"] == code
    positive = {**SEVEN[5][0], "doubles": [{"by": B, "of": C}]}
    assert refused(post_hand(client, game, positive), 422, "doubles")["code"] == \
        "double_only_declarer"
    assert_unchanged(client, game, before)
