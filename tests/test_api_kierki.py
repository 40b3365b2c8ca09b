"""Kierki, the Polish compendium, through the API on both databases: each deal's contract
in the state (`next_hand.contract`, a hand's contract fields), the worked examples of the
national games' rules (RULES-national 1.a to 1.d) played as a table enters them, the
schedule held by a misdeal, and the entries a deal's contract refuses, each written
nowhere."""
import pytest

from companion.web import i18n
from companion.words import speaking
from companion.words.refusals import SENTENCES
from tests.helpers import (assert_unchanged, auth, create, game_url, post_hand, refused, share_out,
                           state)
from tests.i18n_support import offer_every_language
from tests.test_api_state import check_state
from tests.test_i18n_refusals import speech

A, B, C, D = range(4)
NAMES = ("Ann", "Bob", "Cat", "Dan")

# RULES-national 1.b: the robber, as the table enters it (every counted card once, the
# tricks, the winners of the 7th and the last trick).
ROBBER = {"tricks": [5, 3, 4, 1],
          "captured": {"0": ["KH", "QH", "2H", "3H", "4H", "5H", "QS", "KS", "JD"],
                       "1": ["6H", "7H", "QD", "KC", "JS"],
                       "2": ["8H", "9H", "TH", "JH", "KD", "JC"],
                       "3": ["AH", "QC"]},
          "winners": {"7": C, "13": A}}

# RULES-national 1.c: the whole match (A deals first), each deal as (contract, what the
# table enters, the row it scores). Deals 2 to 4 give counts, deal 5 the card itself.
MATCH = [
    ("no-tricks", {"tricks": [4, 3, 5, 1]}, [-80, -60, -100, -20]),
    ("no-hearts", {"counts": [2, 6, 0, 5]}, [-40, -120, 0, -100]),
    ("no-queens", {"counts": [1, 1, 2, 0]}, [-60, -60, -120, 0]),
    ("no-kings-jacks", {"counts": [3, 2, 1, 2]}, [-90, -60, -30, -60]),
    ("no-king-of-hearts", {"captured": {"1": ["KH"]}}, [0, -150, 0, 0]),
    ("seventh-and-last", {"winners": {"7": C, "13": C}}, [0, 0, -150, 0]),
    ("robber", ROBBER, [-655, -220, -325, -100]),
    ("trumps", {"trump": "S", "tricks": [5, 3, 3, 2]}, [125, 75, 75, 50]),
    ("trumps", {"trump": "H", "tricks": [2, 6, 4, 1]}, [50, 150, 100, 25]),
    ("trumps", {"trump": "D", "tricks": [4, 4, 2, 3]}, [100, 100, 50, 75]),
    ("trumps", {"trump": "C", "tricks": [3, 1, 7, 2]}, [75, 25, 175, 50]),
    ("domino", {"order": [D, A]}, [500, 0, 0, 800]),
]

# A three-player match (17 tricks a deal, the 2C out), worked by hand: the seven penalty
# deals add up to -1275, the three trump deals (one for each dealer) and the domino to
# +1275 each.
THREE = [
    ("no-tricks", {"tricks": [7, 6, 4]}, [-105, -90, -60]),
    ("no-hearts", {"counts": [5, 4, 4]}, [-100, -80, -80]),
    ("no-queens", {"captured": {"0": ["QS"], "1": ["QH", "QD"], "2": ["QC"]}},
     [-60, -120, -60]),
    ("no-kings-jacks", {"counts": [3, 3, 2]}, [-90, -90, -60]),
    ("no-king-of-hearts", {"counts": [0, 0, 1]}, [0, 0, -140]),
    ("seventh-and-last", {"winners": {"7": B, "17": A}}, [-70, -70, 0]),
    # A: 6 tricks, every heart (the QH a queen too, the JH and KH a jack and a king, the
    # KH itself), the 7th trick; B: 6 tricks, three queens and three jacks, the 17th; C: 5
    # tricks, three kings.
    ("robber", {"tricks": [6, 6, 5], "winners": {"7": A, "17": B}, "captured": {
        "0": ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
        "1": ["QC", "QD", "QS", "JC", "JD", "JS"], "2": ["KC", "KD", "KS"]}},
     [-680, -430, -165]),
    ("trumps", {"trump": "H", "tricks": [6, 6, 5]}, [150, 150, 125]),
    ("trumps", {"trump": "S", "tricks": [8, 4, 5]}, [200, 100, 125]),
    ("trumps", {"trump": "C", "tricks": [3, 10, 4]}, [75, 250, 100]),
    ("domino", {"order": [C, A]}, [485, 0, 790]),
]


def kierki(client, players=NAMES, **extra):
    return create(client, "kierki", players=players, **extra)


def enter(client, game, body, status=201):
    """Post the deal due (with its number) and return the answer's JSON."""
    due = state(client, game)["next_hand"]
    response = post_hand(client, game, {**body, "expected_number": due["number"]})
    assert response.status_code == status, response.get_json()
    return response.get_json()


def played(client, game, deals):
    """Enter the deals in turn; the state after the last."""
    answer = None
    for _, body, _ in deals:
        answer = enter(client, game, body)
    return answer


def test_a_kierki_deal_says_its_contract_and_a_hearts_hand_says_none(client):
    due = kierki(client)["game"]["next_hand"]
    assert due["contract"] == {"code": "no-tricks", "deal": 1, "deals": 12, "asks": ["tricks"],
                               "trump_chooser": None, "total": -260}
    assert (due["penalty_cards"], due["penalty_total"], due["pass"]["direction"],
            due["first_lead"]) == ([], 0, "none", {"rule": "eldest", "seat": B})
    hearts = create(client, "hearts")
    answer = post_hand(client, hearts, {"captured": share_out(hearts["game"]["next_hand"])})
    assert answer.status_code == 201, answer.get_json()
    body = answer.get_json()
    assert "contract" not in body["next_hand"]  # every other game answers as before
    assert not {"contract", "deal", "tricks", "counts", "winners", "order",
                "trump"} & set(body["hands"][0])
    assert body["hands"][0]["entered_as"] == "cards"


def test_each_deal_of_the_schedule_asks_for_its_own_fields(client):
    game = kierki(client)
    seen = []
    for code, body, _ in MATCH:
        contract = state(client, game)["next_hand"]["contract"]
        assert contract["code"] == code
        seen.append({key: contract[key] for key in contract if key not in ("code", "deal")})
        enter(client, game, body)
    hearts = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"]
    queens, kings_jacks = ["QC", "QD", "QH", "QS"], ["JC", "JD", "JH", "JS", "KC", "KD", "KH", "KS"]
    common = {"deals": 12, "trump_chooser": None}
    assert seen[1] == {**common, "asks": ["captured", "counts"], "total": -260, "cards": hearts}
    assert seen[2] == {**common, "asks": ["captured", "counts"], "total": -240, "cards": queens}
    assert seen[3] == {**common, "asks": ["captured", "counts"], "total": -240,
                       "cards": kings_jacks}
    assert seen[4] == {**common, "asks": ["captured", "counts"], "total": -150, "cards": ["KH"]}
    assert seen[5] == {**common, "asks": ["winners"], "total": -150, "named_tricks": [7, 13]}
    assert seen[6] == {**common, "asks": ["tricks", "captured", "winners"], "total": -1300,
                       "named_tricks": [7, 13],
                       "cards": hearts + ["QC", "QD", "QS", "JC", "JD", "JS", "KC", "KD", "KS"]}
    # the dealer names trumps: D, A, B, C deal the four trump deals
    for at, chooser in zip(range(7, 11), (D, A, B, C)):
        assert seen[at] == {"deals": 12, "asks": ["trump", "tricks"], "trump_chooser": chooser,
                            "total": 325}
    assert seen[11] == {**common, "asks": ["order"], "total": 1300, "places": 2}


def test_example_1a_the_first_deal_costs_20_a_trick(client):
    game = kierki(client)
    after = enter(client, game, {"tricks": [4, 3, 5, 1]})
    hand = after["hands"][0]
    assert hand["scores"] == hand["points"] == hand["totals"] == [-80, -60, -100, -20]
    assert sum(hand["scores"]) == -260
    assert {key: hand[key] for key in ("contract", "deal", "tricks", "entered_as", "captured")} == {
        "contract": "no-tricks", "deal": 1, "tricks": [4, 3, 5, 1], "entered_as": "contract",
        "captured": None}
    assert not {"counts", "winners", "order", "trump"} & set(hand)  # only what was given
    assert after["totals"] == [-80, -60, -100, -20] and after["status"] == "playing"
    assert after["next_hand"]["contract"]["deal"] == 2 and after["next_hand"]["dealer"] == B


def test_example_1b_the_robber_scores_every_penalty_at_once(client):
    game = kierki(client)
    before = played(client, game, MATCH[:6])
    assert before["next_hand"]["contract"]["code"] == "robber"
    after = enter(client, game, ROBBER)
    hand = after["hands"][6]
    # the KH costs A a heart, a king and the king of hearts; the QH a heart and a queen
    assert hand["scores"] == [-655, -220, -325, -100] and sum(hand["scores"]) == -1300
    assert (hand["contract"], hand["deal"], hand["tricks"], hand["winners"]) == (
        "robber", 7, [5, 3, 4, 1], {"7": C, "13": A})
    assert hand["captured"] == ROBBER["captured"]
    assert after["totals"] == [-925, -670, -725, -280]  # the minus half, 1.c's "minusy"


def test_example_1c_the_whole_match_sums_to_0_and_the_highest_total_wins(client):
    game = kierki(client)
    for number, (code, body, row) in enumerate(MATCH, start=1):
        due = state(client, game)["next_hand"]
        assert (due["number"], due["contract"]["deal"], due["contract"]["code"]) == (
            number, number, code)
        assert due["dealer"] == (number - 1) % 4
        after = enter(client, game, body)
        check_state(after)
        hand = after["hands"][-1]
        assert hand["scores"] == row, (number, hand)
        assert sum(hand["scores"]) == due["contract"]["total"]  # the row check
    assert [hand["trump"] for hand in after["hands"][7:11]] == ["S", "H", "D", "C"]
    assert after["hands"][11]["order"] == [D, A] and after["hands"][11]["contract"] == "domino"
    assert after["totals"] == [-75, -320, -325, 720] and sum(after["totals"]) == 0
    assert (after["status"], after["winners"], after["draw"], after["next_hand"]) == (
        "finished", [D], False, None)
    assert state(client, game) == after  # read again from the database, the same
    over = post_hand(client, game, {"tricks": [4, 3, 5, 1]})
    assert refused(over, 409)["code"] == "game_over"


def test_example_1d_three_players_play_17_tricks_at_15(client):
    game = kierki(client, players=NAMES[:3])
    due = game["game"]["next_hand"]
    assert (due["cards_each"], due["removed"]) == (17, ["2C"])
    assert due["contract"] == {"code": "no-tricks", "deal": 1, "deals": 11, "asks": ["tricks"],
                               "trump_chooser": None, "total": -255}
    after = enter(client, game, {"tricks": [7, 6, 4]})
    assert after["hands"][0]["scores"] == [-105, -90, -60]
    assert sum(after["hands"][0]["scores"]) == -255


def test_a_three_player_match_is_eleven_deals_that_sum_to_0(client):
    game = kierki(client, players=NAMES[:3])
    choosers = []
    for number, (code, body, row) in enumerate(THREE, start=1):
        contract = state(client, game)["next_hand"]["contract"]
        assert (contract["deal"], contract["deals"], contract["code"]) == (number, 11, code)
        choosers.append(contract["trump_chooser"])
        after = enter(client, game, body)
        assert after["hands"][-1]["scores"] == row, (number, after["hands"][-1])
        assert sum(row) == contract["total"]
    assert choosers == [None] * 7 + [B, C, A, None]  # a trump deal for each player
    assert after["totals"] == [-195, -380, 575] and sum(after["totals"]) == 0
    assert (after["status"], after["winners"], len(after["hands"])) == ("finished", [C], 11)


def test_a_misdeal_keeps_the_deal_its_contract_and_its_dealer(client):
    game = kierki(client)
    enter(client, game, MATCH[0][1])
    due = state(client, game)["next_hand"]
    assert (due["number"], due["dealer"], due["contract"]["code"], due["contract"]["deal"]) == (
        2, B, "no-hearts", 2)
    assert refused(post_hand(client, game, {"kind": "misdeal", "counts": [2, 6, 0, 5]}),
                   422)["code"] == "misdeal_scores_nothing"
    after = enter(client, game, {"kind": "misdeal"})
    misdeal = after["hands"][1]
    assert (misdeal["kind"], misdeal["scores"], misdeal["contract"], misdeal["deal"]) == (
        "misdeal", [0, 0, 0, 0], "no-hearts", 2)
    assert not {"tricks", "counts", "winners", "order", "trump"} & set(misdeal)
    assert after["totals"] == [-80, -60, -100, -20]
    again = after["next_hand"]
    assert (again["number"], again["dealer"], again["contract"]) == (3, B, due["contract"])
    replayed = enter(client, game, {"kind": "replay", "reneges": [A]})  # a renege: again
    assert replayed["hands"][2]["scores"] == [0, 0, 0, 0]  # Kierki's renege costs 0
    again = replayed["next_hand"]
    assert (again["number"], again["dealer"], again["contract"]) == (4, B, due["contract"])
    dealt = enter(client, game, MATCH[1][1])
    assert dealt["hands"][3]["scores"] == MATCH[1][2]
    assert (dealt["next_hand"]["dealer"], dealt["next_hand"]["contract"]["deal"],
            dealt["next_hand"]["contract"]["code"]) == (C, 3, "no-queens")
    assert dealt["next_hand"]["contract"]["deals"] == 12  # the match is as long as it was


# refused as read (rules/entry.py)
SHAPE = ("not_a_seat", "trump_not_a_suit", "winners_not_tricks_to_seats")
# (deals played first, the entry, its code and field)
REFUSED = [
    (0, {"tricks": [4, 3, 5, 2]}, "tricks_do_not_add_up", "tricks"),
    (0, {"tricks": [4, 3, 6]}, "tricks_count", "tricks"),
    (0, {}, "tricks_needed", "tricks"),
    (0, {"counts": [4, 3, 5, 1]}, "not_for_contract", "counts"),
    (0, {"tricks": [4, 3, 5, 1], "points": [-80, -60, -100, -20]}, "not_for_contract",
     "points"),
    (0, {"tricks": [4, 3, 5, 1], "moon_choice": "self"}, "not_for_contract", "moon_choice"),
    (1, {"counts": [2, 6, 0, 4]}, "counts_do_not_add_up", "counts"),
    (1, {"tricks": [4, 3, 5, 1]}, "not_for_contract", "tricks"),
    (2, {"captured": {"0": ["QS", "QH"], "1": ["QS", "QD", "QC"]}},
     "card_assigned_too_often", "captured"),
    (2, {"captured": {"0": ["QS", "QH"], "1": ["QD"]}}, "card_not_assigned", "captured"),
    (2, {"captured": {"0": ["QS", "QH", "KH"], "1": ["QD", "QC"]}}, "not_counted_in_contract",
     "captured"),
    (2, {"captured": {"0": ["QS", "QH"], "1": ["QD", "QC"]}, "counts": [2, 2, 0, 0]},
     "cards_or_counts_not_both", "counts"),
    (5, {"winners": {"7": C}}, "trick_winner_needed", "winners"),
    (5, {"winners": {"7": C, "13": C, "12": A}}, "trick_not_named", "winners"),
    (5, {"winners": {"7": C, "13": 4}}, "not_a_seat", "winners"),
    (5, {"winners": {"7": C, "07": A, "13": C}}, "winners_not_tricks_to_seats", "winners"),
    (6, {**ROBBER, "winners": {"7": C}}, "trick_winner_needed", "winners"),
    (6, {**ROBBER, "captured": {**ROBBER["captured"], "3": ["AH", "QC", "QS"]}},
     "card_assigned_too_often", "captured"),
    (6, {**ROBBER, "winners": {"7": D, "13": A}, "tricks": [5, 3, 5, 0]},
     "named_tricks_more_than_tricks", "winners"),
    (7, {"tricks": [5, 3, 3, 2]}, "trump_needed", "trump"),
    (7, {"trump": "NT", "tricks": [5, 3, 3, 2]}, "no_trumps_not_allowed", "trump"),
    (7, {"trump": "X", "tricks": [5, 3, 3, 2]}, "trump_not_a_suit", "trump"),
    (6, {**ROBBER, "trump": "S"}, "not_for_contract", "trump"),
    (11, {"order": [D, D]}, "out_order_twice", "order"),
    (11, {"order": [D]}, "out_order_places", "order"),
    (11, {"order": [D, A], "tricks": [4, 3, 5, 1]}, "not_for_contract", "tricks"),
]


@pytest.mark.parametrize("deals, body, code, field", REFUSED,
                         ids=[f"{deals + 1}-{code}" for deals, _, code, _ in REFUSED])
def test_an_entry_the_contract_cannot_take_is_refused_and_writes_nothing(
        client, deals, body, code, field):
    game = kierki(client)
    played(client, game, MATCH[:deals])
    before = state(client, game)
    answer = refused(post_hand(client, game, body), 422, field)
    assert answer["code"] == code, answer
    # a body that cannot be read is refused before any deal; the others name theirs
    assert answer.get("hand") == (None if code in SHAPE else deals + 1), answer
    assert_unchanged(client, game, before)


@pytest.mark.parametrize("field, value", [("tricks", [4, 3, 5, 1]), ("winners", {"7": 2}),
                                          ("order", [3, 0]), ("counts", [1, 1, 1, 1])])
def test_a_contract_field_posted_to_a_hearts_game_is_refused(client, field, value):
    game = create(client, "hearts")
    before = state(client, game)
    body = {"captured": share_out(before["next_hand"]), field: value}
    answer = refused(post_hand(client, game, body), 422, field)
    assert answer["code"] == "not_in_this_game", answer
    assert_unchanged(client, game, before)


@pytest.mark.parametrize("ruleset, options, field", [
    ("kierki", {"moon": "new"}, "moon"),
    ("kierki", {"pass": "left"}, "pass"),
    ("kierki", {"end_hands": 20}, "end_hands"),
    ("hearts", {"deal6_tricks": "last"}, "deal6_tricks"),
    ("hearts", {"contracts": "kierki"}, "contracts"),
])
def test_an_option_the_ruleset_does_not_have_is_refused_at_creation(
        client, ruleset, options, field):
    answer = client.post("/api/v1/games", json={"ruleset": ruleset, "players": list(NAMES),
                                                "options": options})
    assert refused(answer, 422, field)["code"] == "option_not_in_ruleset"


def test_the_options_of_kierki_are_taken(client):
    """Its own (deal 6's tricks) and the renege penalty, which costs points: a minus."""
    game = kierki(client, options={"deal6_tricks": "last", "renege_penalty": 50,
                                   "moon": "none"})  # what it has anyway: taken
    assert game["game"]["options"]["deal6_tricks"] == "last"
    first = enter(client, game, {"tricks": [4, 3, 5, 1], "reneges": [B]})
    assert first["hands"][0]["points"] == [-80, -60, -100, -20]
    assert first["hands"][0]["scores"] == [-80, -110, -100, -20]
    due = played(client, game, MATCH[1:5])["next_hand"]["contract"]
    assert (due["code"], due["named_tricks"], due["total"]) == ("seventh-and-last", [13], -150)
    sixth = enter(client, game, {"winners": {"13": A}})
    assert sixth["hands"][5]["scores"] == [-150, 0, 0, 0]


def test_finishing_early_the_highest_total_wins(client):
    game = kierki(client)
    enter(client, game, MATCH[0][1])
    answer = client.post(game_url(game, "/finish"), json={}, headers=auth(game))
    assert answer.status_code == 200, answer.get_json()
    assert (answer.get_json()["status"], answer.get_json()["winners"]) == ("finished", [D])


def test_a_corrected_deal_scores_its_contract_again(client):
    game = kierki(client)
    played(client, game, MATCH[:3])
    answer = client.put(game_url(game, "/hands/2"), json={"counts": [0, 13, 0, 0]},
                        headers=auth(game))
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    assert (body["hands"][1]["counts"], body["hands"][1]["scores"]) == (
        [0, 13, 0, 0], [0, -260, 0, 0])
    assert body["totals"] == [-140, -380, -220, -20]
    before = state(client, game)
    wrong = client.put(game_url(game, "/hands/2"), json={"tricks": [4, 3, 5, 1]},
                       headers=auth(game))
    assert refused(wrong, 422, "tricks")["code"] == "not_for_contract"
    assert_unchanged(client, game, before)


def test_the_api_answers_in_english_whatever_the_pages_language(app, client):
    """The pages speak the reader's language; the API's sentences are English to every
    client, a hand's refusals, the reminders and an option refused alike."""
    offer_every_language(app)
    game = kierki(client)
    enter(client, game, MATCH[0][1])
    unknown = "“lewy” is not part of a hand."
    with speaking(speech("pl")):  # what the pages would say: another sentence
        assert SENTENCES["not_part_of_hand"](key="lewy") != unknown
    for language in ("pl", "fr"):
        client.set_cookie(i18n.COOKIE, language)
        headers = {**auth(game), "Accept-Language": language}
        assert refused(client.post(game_url(game, "/hands"), json={"lewy": 1},
                                   headers=headers), 422)["error"] == unknown
        asked = client.post(game_url(game, "/hands"), json={"tricks": [4, 3, 5, 1]},
                            headers=headers)
        assert refused(asked, 422, "tricks")["error"] == (
            "This deal (no hearts) does not ask for “tricks”.")
        read = client.get(game_url(game), headers=headers).get_json()
        assert read["next_hand"]["reminders"] == [
            "No heart may be led while the leader holds another suit."]
        option = client.post("/api/v1/games", headers=headers, json={
            "ruleset": "kierki", "players": list(NAMES), "options": {"moon": "new"}})
        assert refused(option, 422, "moon")["error"] == (
            "“Shooting the moon (one player takes every penalty card)” is not an option of "
            "Kierki.")
        first = kierki(client)
        off = client.post(game_url(first, "/hands"), json={"tricks": [4, 3, 5, 2]},
                          headers={**auth(first), "Accept-Language": language})
        assert refused(off, 422, "tricks")["error"] == (
            "The tricks add up to 14, but this deal has 13 tricks.")
