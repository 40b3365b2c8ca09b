"""Entering, correcting and undoing hands through the API: misdeals, reneges, replays, moons."""
from tests.helpers import (HEARTS, assert_unchanged, auth, cards, create, game_url, play, post_hand,
                           refused, share_out, state)

H = HEARTS


def put(client, game, number, body):
    return client.put(game_url(game, f"/hands/{number}"), json=body, headers=auth(game))


def delete(client, game, number):
    return client.delete(game_url(game, f"/hands/{number}"), headers=auth(game))


def test_misdeal_and_replay_keep_the_dealer_and_the_pass(client):
    game = create(client)
    play(client, game, give={0: ["QS"], 1: H})
    due = state(client, game)["next_hand"]
    assert (due["number"], due["dealer"], due["pass"]["direction"]) == (2, 1, "right")
    misdeal = play(client, game, kind="misdeal")
    assert misdeal["hands"][1]["captured"] is None
    assert misdeal["hands"][1]["kind"] == "misdeal" and misdeal["hands"][1]["scores"] == [0] * 4
    assert misdeal["totals"] == [13, 13, 0, 0]
    assert (misdeal["next_hand"]["number"], misdeal["next_hand"]["dealer"],
            misdeal["next_hand"]["pass"]["direction"]) == (3, 1, "right")
    replay = play(client, game, kind="replay", reneges=[2])
    assert replay["hands"][2]["kind"] == "replay" and replay["hands"][2]["reneges"] == [2]
    assert replay["hands"][2]["points"] == [0] * 4 and replay["hands"][2]["scores"] == [0, 0, 13, 0]
    assert (replay["next_hand"]["dealer"], replay["next_hand"]["pass"]["direction"]) == (1, "right")
    counted = play(client, game, give={1: ["QS"], 0: H}, reneges=[3, 3])
    assert counted["hands"][3]["scores"] == [13, 13, 0, 26]  # two reneges, 13 each
    assert counted["totals"] == [26, 26, 13, 26]
    assert (counted["next_hand"]["dealer"], counted["next_hand"]["pass"]["direction"]) == (
        2, "across")


def test_a_renege_in_a_normal_hand_adds_the_penalty_on_top(client):
    game = create(client, "hearts", options={"renege_penalty": 10})
    after = play(client, game, give={0: ["QS"], 1: H}, reneges=[1])
    assert after["hands"][0]["points"] == [13, 13, 0, 0]
    assert after["hands"][0]["scores"] == [13, 23, 0, 0] and after["totals"] == [13, 23, 0, 0]


def test_kind_tiebreak_is_read_as_normal(client):
    game = create(client)
    after = play(client, game, give={0: ["QS"], 1: H}, kind="tiebreak")
    assert after["hands"][0]["kind"] == "normal" and after["totals"] == [13, 13, 0, 0]


def test_new_moon_asks_the_shooter_to_choose(client):
    game = create(client, options={"moon": "new"})
    before = state(client, game)
    everything = share_out(before["next_hand"], rest=1)
    asked = refused(post_hand(client, game, {"captured": everything}), 422, "moon_choice")
    assert "Bob shot the moon" in asked["error"] and "26" in asked["error"]
    assert_unchanged(client, game, before)
    self_ = play(client, game, captured=everything, moon_choice="self")
    assert self_["hands"][0]["moon"] == {"seat": 1, "choice": "self"}
    assert self_["totals"] == [0, -26, 0, 0]
    others = put(client, game, 1, {"captured": everything, "moon_choice": "others"})
    assert others.status_code == 200 and others.get_json()["totals"] == [26, 0, 26, 26]
    ignored = play(client, game, give={0: ["QS"], 2: H}, moon_choice="self")
    assert ignored["hands"][1]["moon"] is None and ignored["totals"] == [39, 0, 39, 26]


def test_a_moon_by_points_is_found_too(client):
    game = create(client, options={"moon": "new"})
    refused(post_hand(client, game, {"points": [0, 0, 26, 0]}), 422, "moon_choice")
    after = play(client, game, points=[0, 0, 26, 0], moon_choice="self")
    assert after["hands"][0]["moon"] == {"seat": 2, "choice": "self"}


def test_moon_with_the_jack_of_diamonds_elsewhere(client):
    game = create(client, options={"jack_of_diamonds": True})
    due = game["game"]["next_hand"]
    assert due["penalty_total"] == 16 and "JD" in due["penalty_cards"]
    moon = play(client, game, give={0: ["JD"]}, rest=3)
    assert moon["hands"][0]["moon"] == {"seat": 3, "choice": "others"}
    assert moon["totals"] == [16, 26, 26, 0]


def test_points_entries_valid_wrong_count_wrong_sum_impossible(client):
    game = create(client)
    before = state(client, game)
    assert "Give 4 points" in refused(post_hand(client, game, {"points": [26, 0, 0]}), 422,
                                      "points")["error"]
    assert "add up to 27" in refused(post_hand(client, game, {"points": [14, 13, 0, 0]}), 422,
                                     "points")["error"]
    assert "No way" in refused(post_hand(client, game, {"points": [7, 7, 6, 6]}), 422,
                               "points")["error"]
    assert_unchanged(client, game, before)
    after = play(client, game, points=[14, 5, 4, 3])
    assert after["hands"][0]["points"] == [14, 5, 4, 3] and after["totals"] == [14, 5, 4, 3]
    assert after["hands"][0]["captured"] is None


def test_points_of_a_black_lady_hand_that_no_cards_give(client):
    game = create(client, "black-lady")
    refused(post_hand(client, game, {"points": [1, 203, 0, 0]}), 422, "points")
    assert play(client, game, points=[2, 202, 0, 0])["totals"] == [2, 202, 0, 0]


def test_correcting_an_early_hand_changes_every_later_total(client):
    game = create(client, options={"end_score": 60})
    play(client, game, give={0: ["QS"], 1: H})                # 13 13  0  0
    play(client, game, give={2: ["QS"], 3: H})                # 13 13 13 13
    play(client, game, give={0: ["QS"] + H[:3], 1: H[3:]})   # 29 23 13 13
    fixed = put(client, game, 1, {"captured": cards({3: ["QS"], 2: H}), "expected_number": 4})
    assert fixed.status_code == 200, fixed.get_json()
    body = fixed.get_json()
    assert [h["totals"] for h in body["hands"]] == [[0, 0, 13, 13], [0, 0, 26, 26],
                                                   [16, 10, 26, 26]]
    assert body["hands"][0]["captured"] == {"0": [], "1": [], "2": H, "3": ["QS"]}
    assert body["next_hand"]["dealer"] == 3 and body["version"] == 5


def test_a_correction_that_ends_the_game_earlier_is_refused_naming_the_hand(client):
    game = create(client, options={"end_score": 30})
    play(client, game, give={0: ["QS"], 1: H})                 # 13 13  0  0
    play(client, game, give={0: H[:5], 1: H[5:], 2: ["QS"]})   # 18 21 13  0
    play(client, game, give={3: ["QS"], 2: H})                 # 18 21 26 13
    before = state(client, game)
    # Hand 1 as Ann's moon: everyone else 26, so Bob and Cat pass 30 in hand 2 and the
    # game would be over before hand 3.
    answer = refused(put(client, game, 1, {"captured": cards({0: ["QS"] + H})}), 422)
    assert "hand 3 no longer fits" in answer["error"] and answer["hand"] == 3
    assert "over after hand 2" in answer["error"]
    assert_unchanged(client, game, before)


def test_a_correction_that_changes_who_plays_the_tiebreak_is_refused(client):
    game = create(client, options={"end_score": 13})
    play(client, game, give={0: ["QS"], 1: H})   # Cat and Dan tie on 0: tie-break
    play(client, game, give={2: ["QS", "2H"]}, rest=3)  # tie-break: Dan wins it, 12 to 14
    assert state(client, game)["winners"] == [3]
    before = state(client, game)
    # Hand 1 changed so that Bob and Dan tie: Cat's cards in hand 2 no longer fit.
    answer = refused(put(client, game, 1, {"captured": cards({0: ["QS"], 2: H})}), 422,
                     "captured")
    assert "hand 2 no longer fits" in answer["error"] and "Cat" in answer["error"]
    assert_unchanged(client, game, before)


def test_correcting_or_undoing_reopens_a_finished_game(client):
    game = create(client, options={"end_score": 26})
    play(client, game, give={0: ["QS"], 1: H[:6], 2: H[6:]})
    done = play(client, game, give={0: H, 1: ["QS"]})
    assert done["status"] == "finished" and done["winners"] == [3]
    reopened = put(client, game, 2, {"captured": cards({3: ["QS"], 2: H})})
    assert reopened.get_json()["status"] == "playing"
    assert reopened.get_json()["winners"] == [] and reopened.get_json()["next_hand"]["number"] == 3
    finished_again = put(client, game, 2, {"captured": cards({0: H, 1: ["QS"]})})
    assert finished_again.get_json()["status"] == "finished"
    undone = delete(client, game, 2)
    assert undone.status_code == 200 and undone.get_json()["status"] == "playing"
    assert undone.get_json()["totals"] == [13, 6, 7, 0]


def test_undo_reopens_a_game_finished_by_hand_and_then_only_the_last_hand(client):
    game = create(client, "rickety-kate-46")
    play(client, game, give={0: ["QS"]})
    play(client, game, give={1: ["QS"]})
    done = client.post(game_url(game, "/finish"), headers=auth(game)).get_json()
    assert done["status"] == "finished"
    refused(delete(client, game, 1), 409)
    undone = delete(client, game, 2).get_json()
    assert undone["status"] == "playing" and len(undone["hands"]) == 1
    assert delete(client, game, 1).get_json()["hands"] == []
    refused(delete(client, game, 1), 404)
    assert state(client, game)["version"] == 6


def test_undoing_a_tiebreak_hand_returns_to_the_tiebreak(client):
    game = create(client, options={"end_score": 13})
    play(client, game, give={0: ["QS"], 1: H})
    play(client, game, give={2: ["QS", "2H"]}, rest=3)
    undone = delete(client, game, 2).get_json()
    assert undone["status"] == "tiebreak" and undone["winners"] == []
    assert undone["next_hand"]["participants"] == [2, 3]


def test_old_moon_refuses_a_choice_it_does_not_offer_with_the_right_words(client):
    game = create(client)  # Rickety Kate: old moon, nothing to choose
    before = state(client, game)
    everything = share_out(before["next_hand"], rest=0)
    answer = refused(post_hand(client, game, {"captured": everything, "moon_choice": "self"}),
                     422, "moon_choice")
    assert "everyone else scores +26" in answer["error"] and "−26" not in answer["error"]
    assert_unchanged(client, game, before)
    assert play(client, game, captured=everything, moon_choice="others")["totals"] == [0, 26, 26,
                                                                                       26]


def test_a_moon_choice_is_ignored_where_there_is_no_moon_rule(client):
    game = create(client, "black-maria")
    after = play(client, game, rest=0, moon_choice="self")
    assert after["hands"][0]["moon"] is None and after["totals"] == [43, 0, 0, 0]


def test_correcting_a_missing_hand_is_404_before_any_word_on_the_body(client):
    created = create(client)
    post_hand(client, created, {"captured": cards({0: ["QS"], 1: HEARTS})})
    for body in ("garbage", '{"expected_number": "x"}'):
        answer = client.put(f"/api/v1/games/{created['id']}/hands/9", data=body,
                            headers=auth(created), content_type="application/json")
        assert answer.status_code == 404, answer.get_json()
