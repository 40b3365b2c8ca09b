"""One shape for each kind of entry across the games, on both databases (docs/API.md
section 3, "One shape for each kind of entry"): a going-out order is `order` (Bonken's
domino too), a trump suit `trump` (Bonken's too), doubles the table's calls (a double, a
redouble said alone, Barbu's maximum); every deal's contract has its `code`; Kierki
answers its sheet's sums, a small game that is lost its loser. Today's shapes keep
working and answer as before, with fields added; one thing said two ways must be said
alike, else it is refused and nothing is written."""
from tests.helpers import assert_unchanged, auth, create, game_url, post_hand, refused, state
from tests.test_api_barbu import DOUBLED, NAMES, SEVEN
from tests.test_api_kierki import MATCH as KIERKI

A, B, C, D = range(4)
DOMINO_4B = SEVEN[6][0]  # Ann declares; out C, A, D; B last
# A compendium hand's keys as answered before calls (docs/API.md section 2)
HAND_KEYS = {"number", "kind", "dealer", "pass", "participants", "captured", "points", "moon",
             "reneges", "scores", "totals", "entered_as", "recorded_at", "contract", "deal"}


def game(client, ruleset, first_dealer=A, **extra):
    return create(client, ruleset, players=NAMES, first_dealer=first_dealer, **extra)


def hand_after(client, created, body) -> dict:
    answer = post_hand(client, created, body)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()["hands"][-1]


def test_barbu_doubles_as_calls_score_as_the_pairs_did(client):
    calls = [{"by": B, "call": "double", "of": A}, {"by": A, "call": "redouble", "of": B},
             {"by": D, "call": "double", "of": A}]
    hand = hand_after(client, game(client, "barbu"), {**DOMINO_4B, "calls": calls})
    assert hand["scores"] == [85, -55, 45, -10]  # 4.b
    assert hand["calls"] == calls  # as said
    assert sorted(hand["doubles"], key=lambda d: d["by"]) == [  # and as pairs, for old clients
        {"by": B, "of": A, "redoubled": True}, {"by": D, "of": A, "redoubled": False}]


def test_a_lone_redouble_says_its_double_and_a_maximum_every_double(client):
    lone = [{"by": A, "call": "redouble", "of": B}, {"by": D, "call": "double", "of": A}]
    hand = hand_after(client, game(client, "barbu"), {**DOMINO_4B, "doubles": lone})
    assert hand["scores"] == [85, -55, 45, -10] and hand["calls"] == lone
    # 4.c: A says maximum, B doubles D, C passes, D redoubles A
    maximum = [{"by": A, "call": "maximum"}, {"by": B, "call": "double", "of": D},
               {"by": D, "call": "redouble", "of": A}]
    hand = hand_after(client, game(client, "barbu", first_dealer=D),
                      {"contract": "no-queens", "counts": [0, 2, 1, 1], "calls": maximum})
    assert hand["scores"] == [30, -30, -12, -12] and hand["calls"] == maximum
    assert {(d["by"], d["of"], d["redoubled"]) for d in hand["doubles"]} == {
        (A, B, False), (A, C, False), (A, D, True), (B, D, False)}
    # the declarer's maximum (Dan's) redoubles every double of them, here B's and C's
    said = [{"by": B, "call": "double", "of": D}, {"by": C, "call": "double", "of": D},
            {"by": D, "call": "maximum"}]
    hand = hand_after(client, game(client, "barbu", first_dealer=D),
                      {"contract": "no-queens", "counts": [0, 2, 1, 1], "calls": said})
    assert {(d["by"], d["of"], d["redoubled"]) for d in hand["doubles"]} == {
        (B, D, True), (C, D, True)}


def test_the_old_pairs_answer_as_before_with_the_calls_added(client):
    hand = hand_after(client, game(client, "barbu"), {**DOMINO_4B, "doubles": DOUBLED})
    assert set(hand) == HAND_KEYS | {"order", "doubles", "calls"}
    assert hand["doubles"] == [{"by": B, "of": A, "redoubled": True},
                               {"by": D, "of": A, "redoubled": False}]
    assert hand["calls"] == [{"by": B, "call": "double", "of": A},
                             {"by": A, "call": "redouble", "of": B},
                             {"by": D, "call": "double", "of": A}]
    assert (hand["order"], hand["scores"]) == ([C, A, D], [85, -55, 45, -10])


def test_a_hand_sent_back_as_answered_is_taken(client):
    barbu, bonken = game(client, "barbu"), game(client, "bonken", first_dealer=D)
    for created, body in ((barbu, {**DOMINO_4B, "doubles": DOUBLED}),
                          (bonken, {"contract": "clubs", "tricks": [6, 2, 4, 1],
                                    "doubles": [{"by": B, "of": A, "redoubled": True}]})):
        hand = hand_after(client, created, body)
        again = {key: hand[key] for key in hand if key not in HAND_KEYS}
        answer = client.put(game_url(created, "/hands/1"), json={
            **again, "contract": hand["contract"]}, headers=auth(created))
        assert answer.status_code == 200, answer.get_json()
        assert answer.get_json()["hands"][0]["scores"] == hand["scores"]


def test_calls_the_table_could_not_make_are_refused_and_nothing_written(client):
    barbu = game(client, "barbu")
    before = state(client, barbu)
    cases = [([{"by": A, "call": "double", "of": B}], "calls", "declarer_cannot_double"),
             ([{"by": B, "call": "redouble", "of": C}], "calls", "redouble_after_speaking"),
             ([{"by": B, "call": "double", "of": C}, {"by": C, "call": "double", "of": B}],
              "calls", "pair_doubled_twice"),
             ([{"by": B, "call": "pass"}], "calls", "doubles_not_pairs"),
             ([{"by": B, "call": "maximum", "of": C}], "calls", "doubles_not_pairs")]
    for calls, field, code in cases:
        body = {**SEVEN[0][0], "calls": calls}
        assert refused(post_hand(client, barbu, body), 422, field)["code"] == code, calls
    differ = {**SEVEN[0][0], "calls": [{"by": B, "call": "double", "of": C}],
              "doubles": [{"by": B, "of": D}]}
    assert refused(post_hand(client, barbu, differ), 422, "calls")["code"] == "fields_disagree"
    positive = {**SEVEN[5][0], "doubles": [{"by": B, "call": "double", "of": C}]}
    assert refused(post_hand(client, barbu, positive), 422, "calls")["code"] == \
        "double_only_declarer"
    assert_unchanged(client, barbu, before)


def test_bonken_says_its_domino_as_an_order_and_its_trump_as_trump(client):
    bonken = game(client, "bonken", first_dealer=D)  # Ann chooses first
    due = state(client, bonken)["next_hand"]["contract"]
    assert due["code"] is None
    suits = {c["code"]: c.get("trump") for c in due["choices"]}
    assert [suits[code] for code in ("clubs", "diamonds", "hearts", "spades", "no-trumps")] == [
        "C", "D", "H", "S", "NT"] and suits["domino"] is None
    clubs = hand_after(client, bonken, {"contract": "clubs", "tricks": [6, 2, 4, 1]})
    assert clubs["trump"] == "C"  # not given, answered
    domino = hand_after(client, bonken, {"contract": "domino", "order": [C]})
    assert (domino["scores"], domino["order"], domino["last_out"]) == ([0, 0, -100, 0], [C], C)
    spades = hand_after(client, bonken, {"contract": "spades", "trump": "S",
                                         "tricks": [3, 3, 3, 4]})
    assert (spades["trump"], spades["scores"]) == ("S", [60, 60, 60, 80])


def test_bonkens_old_last_out_answers_as_before_with_the_order_added(client):
    bonken = game(client, "bonken", first_dealer=D)
    hand = hand_after(client, bonken, {"contract": "domino", "last_out": B})
    assert set(hand) == HAND_KEYS | {"last_out", "order"}
    assert (hand["last_out"], hand["order"], hand["scores"]) == (B, [B], [0, -100, 0, 0])
    whole = hand_after(client, bonken, {"contract": "no-tricks", "tricks": [5, 4, 3, 1]})
    assert "order" not in whole and "trump" not in whole


def test_bonken_refuses_one_thing_said_two_ways_differently(client):
    bonken = game(client, "bonken", first_dealer=D)
    before = state(client, bonken)
    cases = [({"contract": "domino", "order": [A, B], "last_out": A}, "last_out",
              "fields_disagree"),
             ({"contract": "domino", "order": [A, B, A]}, "order", "out_order_twice"),
             ({"contract": "domino", "order": []}, "order", "last_out_needed"),
             ({"contract": "clubs", "trump": "S", "tricks": [6, 2, 4, 1]}, "trump",
              "fields_disagree"),
             ({"contract": "no-tricks", "trump": "S", "tricks": [5, 4, 3, 1]}, "trump",
              "not_for_contract")]
    for body, field, code in cases:
        assert refused(post_hand(client, bonken, body), 422, field)["code"] == code, body
    assert_unchanged(client, bonken, before)


def test_the_last_contract_left_to_a_chooser_is_its_code(client):
    barbu = game(client, "barbu")
    for body, _scores in SEVEN[:6]:
        post_hand(client, barbu, body)
    assert state(client, barbu)["next_hand"]["contract"]["code"] == "domino"


def test_kierki_answers_its_sheets_sums_as_the_page_adds_them(client):
    kierki = create(client, "kierki", players=NAMES, first_dealer=A)
    assert state(client, kierki)["sheet"] == {"minus": [0] * 4, "plus": [0] * 4,
                                              "result": [0] * 4}
    for _code, body, _row in KIERKI:
        post_hand(client, kierki, body)
    assert state(client, kierki)["sheet"] == {  # RULES-national 1.c
        "minus": [-925, -670, -725, -280], "plus": [850, 350, 400, 1000],
        "result": [-75, -320, -325, 720]}
    for ruleset, extra in (("kierki", {"options": {"kierki_form": "plain"}}),
                           ("kierki-short", {}), ("herzeln", {}), ("barbu", {}),
                           ("bonken", {}), ("hearts", {})):
        assert "sheet" not in create(client, ruleset, players=NAMES, **extra)["game"]


def test_a_small_game_lost_says_its_loser(client):
    polignac = create(client, "polignac", players=NAMES, first_dealer=A)
    assert state(client, polignac)["loser"] == []
    for body in ({"capot": {"by": A, "made": False}},
                 {"captured": {"0": ["JS", "JD"], "2": ["JH"], "3": ["JC"]}},
                 {"capot": {"by": D, "made": True}}):
        post_hand(client, polignac, body)
    done = state(client, polignac)
    assert (done["totals"], done["winners"], done["loser"]) == ([13, 5, 6, 1], [D], [A])
    tied = create(client, "polignac", players=NAMES, first_dealer=A, options={"end_score": 2})
    post_hand(client, tied, {"captured": {"0": ["JS"], "1": ["JC", "JD"], "2": ["JH"]}})
    assert state(client, tied)["loser"] == [A, B]  # both reached 2 on one total
    slobber = create(client, "slobberhannes", players=NAMES, first_dealer=A,
                     options={"end_score": 4})
    post_hand(client, slobber, {"winners": {"1": C, "8": C}, "captured": {"2": ["QC"]}})
    assert state(client, slobber)["loser"] == [C]
    for ruleset, players in (("knaves", NAMES[:3]), ("kierki", NAMES), ("hearts", NAMES)):
        assert "loser" not in create(client, ruleset, players=players)["game"]
