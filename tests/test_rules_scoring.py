"""What a hand adds to the totals: moon, renege, replay, Rickety Craig, exact score (docs/RULES.md 2, 5, 7)."""
import pytest

from tests.rules_support import (ALL, HEARTS, last_hand, play, refused_game, said, setup_for,
                                 taken_by, took)


def test_old_moon_gives_everyone_else_the_positive_total():
    moon = last_hand("rickety-kate", 4, [took(s2=ALL)])
    assert (moon.points, moon.scores) == ([0, 0, 26, 0], [26, 26, 0, 26])
    assert (moon.moon.seat, moon.moon.choice) == (2, "others")
    six = last_hand("rickety-kate", 6, [took(s5=HEARTS[1:] + ["QS"])])  # 2H is out: 25
    assert six.scores == [25, 25, 25, 25, 25, 0]
    big = last_hand("rickety-kate-46", 5, [took(s1=ALL + ["AS", "KS"])])
    assert big.scores == [46, 0, 46, 46, 46]
    assert last_hand("cancellation", 8, [took(s3=ALL + ALL)]).scores == [52, 52, 52, 0] + [52] * 4


def test_the_moon_can_be_entered_as_points():
    assert last_hand("rickety-kate", 4, [{"points": [0, 26, 0, 0]}]).scores == [26, 0, 26, 26]


def test_new_moon_asks_the_shooter_to_choose():
    error = refused_game("rickety-kate", 4, [took(s2=ALL)], moon="new")
    assert (said(error), error.field) == (
        "Cat shot the moon: choose +26 for everyone else or −26 for Cat.", "moon_choice")
    assert error.hand == 1
    assert last_hand("rickety-kate", 4, [{**took(s2=ALL), "moon_choice": "self"}],
                moon="new").scores == [0, 0, -26, 0]
    assert last_hand("rickety-kate", 4, [{**took(s2=ALL), "moon_choice": "others"}],
                moon="new").scores == [26, 26, 0, 26]
    six = refused_game("black-widow", 6, [took(s0=HEARTS[1:] + ["QS"])], moon="new")
    assert said(six) == "Ann shot the moon: choose +25 for everyone else or −25 for Ann."


def test_a_choice_the_moon_rule_does_not_offer_is_refused():
    error = refused_game("rickety-kate", 4, [{**took(s2=ALL), "moon_choice": "self"}])
    assert said(error) == ("“self” is not a choice here. Cat shot the moon: "
                             "under the old moon everyone else scores +26.")
    error = refused_game("black-lady", 4, [{**taken_by(1, setup_for("black-lady", 4)),
                                       "moon_choice": "others"}])
    assert said(error).startswith("“others” is not a choice here. Bob went for the lot")


def test_a_moon_choice_without_a_moon_is_ignored():
    assert last_hand("rickety-kate", 4, [{**took(s0=["QS"], s1=HEARTS), "moon_choice": "self"}],
                moon="new").scores == [13, 13, 0, 0]


def test_going_for_the_lot_resets_or_doubles_running_totals():
    lady = setup_for("black-lady", 4)
    first = {"points": [100, 54, 30, 20]}
    lot = taken_by(2, lady)
    error = refused_game("black-lady", 4, [first, lot])
    assert said(error) == ("Cat went for the lot: choose to reset Cat's total to 0 "
                             "or to double everyone else's total.")
    reset = play("black-lady", 4, [first, {**lot, "moon_choice": "reset"}])
    assert (reset.hands[-1].scores, reset.totals) == ([0, 0, -30, 0], [100, 54, 0, 20])
    double = play("black-lady", 4, [first, {**lot, "moon_choice": "double"}])
    assert (double.hands[-1].scores, double.totals) == ([100, 54, 0, 20], [200, 108, 30, 40])
    assert double.hands[-1].points == [0, 0, 204, 0]


def test_no_moon_rule_scores_the_cards_as_taken():
    maria = last_hand("black-maria", 4, [took(s0=ALL + ["AS", "KS"])])
    assert (maria.scores, maria.moon) == ([43, 0, 0, 0], None)
    assert last_hand("rickety-kate", 4, [took(s0=ALL)], moon="none").scores == [26, 0, 0, 0]


def test_a_fixed_moon_value():
    assert last_hand("rickety-kate", 4, [took(s0=ALL)], moon_value=30).scores == [0, 30, 30, 30]
    assert last_hand("rickety-kate", 4, [{**took(s0=ALL), "moon_choice": "self"}], moon="new",
                moon_value=20).scores == [-20, 0, 0, 0]


def test_a_failed_moon_is_scored_normally():
    assert last_hand("rickety-kate", 4, [took(s0=HEARTS[1:] + ["QS"], s3=["2H"])]).scores == [
        25, 0, 0, 1]


def test_bonus_cards_stay_with_whoever_took_them_in_a_moon_hand():
    with_jack = took(s0=ALL, s1=["JD"])
    assert last_hand("rickety-kate", 4, [with_jack], jack_of_diamonds=True).scores == [
        0, 16, 26, 26]
    everything = took(s0=ALL + ["JD"])
    assert last_hand("rickety-kate", 4, [everything], jack_of_diamonds=True).scores == [
        -10, 26, 26, 26]
    assert last_hand("rickety-kate", 4, [{**everything, "moon_choice": "self"}], moon="new",
                jack_of_diamonds=True).scores == [-36, 0, 0, 0]


def test_the_moon_may_need_the_bonus_cards_too():
    needs = {"jack_of_diamonds": True, "moon_needs_bonus": True}
    assert last_hand("rickety-kate", 4, [took(s0=ALL, s1=["JD"])],
                     **needs).scores == [26, -10, 0, 0]
    assert last_hand("rickety-kate", 4, [took(s0=ALL + ["JD"])],
                     **needs).scores == [-10, 26, 26, 26]
    assert last_hand("rickety-kate", 4, [{"points": [16, 0, 0, 0]}], **needs).scores == [
        -10, 26, 26, 26]


def test_points_that_fit_a_moon_are_read_as_a_moon():
    # [16, 0, 0, 0] with the jack of diamonds could also be 3 hearts and the Queen for Ann
    # and 10 hearts with the jack for somebody else: the engine reads it as a moon.
    bonus = {"jack_of_diamonds": True}
    assert last_hand("rickety-kate", 4, [{"points": [16, 0, 0, 0]}], **bonus).scores == [
        -10, 26, 26, 26]
    assert last_hand("rickety-kate", 4, [{"points": [26, -10, 0, 0]}], **bonus).scores == [
        0, 16, 26, 26]
    assert last_hand("rickety-kate", 4, [{"points": [13, -7, 10, 0]}], **bonus).moon is None


def test_a_renege_costs_its_penalty_on_top():
    normal = {**took(s0=["QS"], s1=HEARTS), "reneges": [3]}
    assert last_hand("rickety-kate", 4, [normal]).scores == [13, 13, 0, 13]
    assert last_hand("rickety-kate", 4, [normal], renege_penalty=20).scores == [13, 13, 0, 20]
    shooter = {**took(s2=ALL), "reneges": [2]}
    assert last_hand("rickety-kate", 4, [shooter]).scores == [26, 26, 13, 26]


def test_a_replayed_deal_scores_the_renege_only_and_deals_again():
    state = play("rickety-kate", 4, [{"kind": "replay", "reneges": [1]}])
    replay = state.hands[0]
    assert (replay.kind, replay.points, replay.scores) == ("replay", [0] * 4, [0, 13, 0, 0])
    assert (state.next_hand.dealer, state.next_hand.passing.direction) == (0, "left")
    assert state.totals == [0, 13, 0, 0] and state.counted == 0


def test_rickety_craig_gives_ten_to_the_fewest_card_points():
    craig = {"rickety_craig": True}
    assert last_hand("rickety-kate-46", 4, [took(s0=["QS", "AS", "KS"], s1=HEARTS)],
                **craig).scores == [33, 13, 10, 10]
    # Card points before the moon: the shooter's victims had the fewest.
    assert last_hand("rickety-kate-46", 4, [took(s0=ALL + ["AS", "KS"])], **craig).scores == [
        0, 56, 56, 56]
    assert last_hand("rickety-kate", 4, [took(s0=["QS"], s1=HEARTS[:6], s2=HEARTS[6:])],
                **craig).scores == [13, 6, 7, 10]


@pytest.mark.parametrize("rule,landed", [("minus50", 50), ("reset0", 0), ("none", 100)])
def test_a_total_landing_exactly_on_the_end_score(rule, landed):
    quarter = took(s0=HEARTS[1:] + ["QS"], s1=["2H"])  # 25 points for Ann
    state = play("black-widow", 4, [quarter] * 4, exact_score=rule)
    assert state.totals == [landed, 4, 0, 0]
    assert state.hands[-1].scores == [landed - 75, 1, 0, 0]
    assert state.status == "playing"  # over 100 ends Black Widow: 100 does not


def test_a_total_cut_on_landing_exactly_does_not_reach_the_end():
    quarter = took(s0=HEARTS[1:] + ["QS"], s1=["2H"])
    cut = play("rickety-kate", 4, [quarter] * 4, exact_score="minus50")
    assert (cut.totals, cut.status) == ([50, 4, 0, 0], "playing")
    kept = play("rickety-kate", 4, [quarter] * 4)
    assert (kept.totals, kept.status, kept.winners) == ([100, 4, 0, 0], "tiebreak", [])


def test_a_replayed_deal_landing_exactly_on_the_end_score_is_cut_too():
    state = play("rickety-kate", 4, [{"kind": "replay", "reneges": [0]}], end_score=13,
                 exact_score="minus50")
    assert (state.totals, state.hands[0].scores) == ([-37, 0, 0, 0], [-37, 0, 0, 0])


def test_under_the_old_moon_others_may_be_sent_and_is_what_happens():
    assert last_hand("rickety-kate", 4, [{**took(s1=ALL), "moon_choice": "others"}]).scores == [
        26, 0, 26, 26]


def test_going_for_the_lot_with_reset_keeps_the_shooters_bonus_and_reneges():
    lady = setup_for("black-lady", 4, jack_of_diamonds=True)
    lot = {**taken_by(1, lady), "moon_choice": "reset", "reneges": [1]}
    state = play("black-lady", 4, [{"points": [50, 144, 0, 0]}, lot], jack_of_diamonds=True)
    assert state.totals == [50, 3, 0, 0]  # 0, then the J♦'s −10 and the renege's 13
