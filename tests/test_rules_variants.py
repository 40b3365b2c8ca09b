"""Omnibus Hearts, Spot Hearts and the pass cycles, from the worked examples of
docs/RULES.md sections 2.9, 2.10 and 4 (cards taken → scores → totals); the sun and the
safety moon are in test_rules_moon_variants.py."""
import pytest

from companion.rules import RuleError
from tests.rules_support import ALL, HEARTS, last_hand, play, refused_game, said, setup_for, took

H = dict(zip("23456789TJQKA", HEARTS))


def hearts(ranks: str) -> list[str]:
    return [H[r] for r in ranks]


# --- Omnibus Hearts -------------------------------------------------------------------

def test_omnibus_a_normal_hand_counts_the_jack_of_diamonds_minus_ten():
    due = setup_for("omnibus", 4)
    assert (due.values["JD"], due.penalty_total, due.positive_total) == (-10, 16, 26)
    normal = took(s0=["QS"] + hearts("259"), s1=hearts("34678T") + ["JD"], s2=hearts("JQKA"))
    played = last_hand("omnibus", 4, [normal])
    assert (played.points, played.scores, played.moon) == ([16, -4, 4, 0], [16, -4, 4, 0], None)


def test_omnibus_a_moon_without_the_bonus_card():
    cards = took(s0=ALL, s3=["JD"])
    assert last_hand("omnibus", 4, [cards]).scores == [0, 26, 26, 16]
    assert last_hand("omnibus", 4, [{**cards, "moon_choice": "self"}], moon="new").scores == [
        -26, 0, 0, -10]
    assert last_hand("omnibus", 4, [cards], moon_needs_bonus=True).scores == [26, 0, 0, -10]


@pytest.mark.parametrize("bonus_in_moon,old,new", [
    ("keep", [-10, 26, 26, 26], [-36, 0, 0, 0]),
    ("absorbed", [0, 26, 26, 26], [-26, 0, 0, 0])])
def test_omnibus_a_moon_with_the_bonus_card(bonus_in_moon, old, new):
    cards = took(s0=ALL + ["JD"])
    assert last_hand("omnibus", 4, [cards], bonus_in_moon=bonus_in_moon).scores == old
    assert last_hand("omnibus", 4, [{**cards, "moon_choice": "self"}], moon="new",
                bonus_in_moon=bonus_in_moon).scores == new
    # Entered as points, the same hand reads as the same moon.
    assert last_hand("omnibus", 4, [{"points": [16, 0, 0, 0]}],
                bonus_in_moon=bonus_in_moon).scores == old


def test_omnibus_book_a_slam_takes_26_off_the_slammer():
    due = setup_for("omnibus-book", 4)
    assert (due.values.get("JD"), due.values["TD"], due.positive_total) == (None, -10, 26)
    slam = last_hand("omnibus-book", 4, [took(s0=ALL + ["TD"])])
    assert (slam.scores, slam.moon.choice) == ([-26, 0, 0, 0], "self")
    no_slam = last_hand("omnibus-book", 4, [took(s0=ALL, s3=["TD"])])
    assert (no_slam.scores, no_slam.moon) == ([26, 0, 0, -10], None)


def test_omnibus_ends_over_100_and_totals_may_go_below_zero():
    jack = took(s0=["JD"], s1=["QS"] + HEARTS[1:], s2=["2H"])  # Ann −10, Bob 25, Cat 1
    four = play("omnibus", 4, [jack] * 4)
    assert (four.totals, four.status) == ([-40, 100, 4, 0], "playing")  # 100 is not over
    five = play("omnibus", 4, [jack] * 5)
    assert (five.totals, five.status, five.winners) == ([-50, 125, 5, 0], "finished", [0])


def test_omnibus_the_minus_moon_has_no_choice_to_make():
    error = refused_game("omnibus", 4, [{**took(s0=ALL, s1=["JD"]), "moon_choice": "others"}],
                    moon="minus")
    assert said(error) == ("“others” is not a choice here. Ann shot the moon: under this "
                             "moon rule Ann scores −26.")


# --- Spot Hearts ----------------------------------------------------------------------

def test_spot_hearts_counts_hearts_by_rank_and_the_queen_25():
    due = setup_for("spot-hearts", 4)
    assert (due.values["AH"], due.values["JH"], due.values["QS"], due.positive_total) == (
        14, 11, 25, 129)
    cards = took(s0=["QS"] + hearts("A2"), s1=hearts("KQJ"), s2=hearts("T987"),
                 s3=hearts("6543"))
    assert last_hand("spot-hearts", 4, [cards]).scores == [41, 36, 34, 18]
    assert last_hand("spot-hearts", 4, [cards], queen_value=13).scores == [29, 36, 34, 18]
    assert setup_for("spot-hearts", 4, queen_value=13).positive_total == 117
    assert setup_for("spot-hearts", 4, queen_value=0).values.get("QS") is None


def test_spot_hearts_the_moon_and_the_sun():
    assert last_hand("spot-hearts", 4, [took(s0=ALL)]).scores == [0, 129, 129, 129]
    assert last_hand("spot-hearts", 4, [{**took(s0=ALL), "moon_choice": "self"}],
                moon="new").scores == [-129, 0, 0, 0]
    sun = {**took(s0=ALL), "sun": True}
    assert last_hand("spot-hearts", 4, [sun], sun="on").scores == [0, 258, 258, 258]
    assert last_hand("spot-hearts", 4, [{**sun, "moon_choice": "self"}], sun="on",
                moon="new").scores == [-258, 0, 0, 0]
    assert last_hand("spot-hearts", 4, [took(s0=ALL)], moon_value=150).scores == [0, 150, 150, 150]


def test_spot_hearts_six_players():
    cards = took(s0=["QS"], s1=hearts("AK"), s2=hearts("QJT"), s3=hearts("987"),
                 s4=hearts("65"), s5=hearts("43"))
    played = last_hand("spot-hearts", 6, [cards])
    assert (played.setup.positive_total, played.scores) == (127, [25, 27, 33, 24, 11, 7])


def test_spot_hearts_ends_on_reaching_500():
    big = took(s0=["QS"] + hearts("AKQJT9"), s1=hearts("8765432"))  # 94 and 35
    assert play("spot-hearts", 4, [big] * 5).status == "playing"  # 470
    state = play("spot-hearts", 4, [big] * 6)
    assert (state.totals, state.status, state.contenders) == ([564, 210, 0, 0], "tiebreak",
                                                               [2, 3])


# --- Pass cycles ----------------------------------------------------------------------

def passes(rule, seats, hands):
    return [setup_for("hearts", seats, rotation=r, **{"pass": rule}).passing
            for r in range(hands)]


def test_pass_cycles_of_four_players():
    assert [p.direction for p in passes("left-across-right", 4, 5)] == [
        "left", "across", "right", "hold", "left"]
    assert [p.direction for p in passes("right-left-across", 4, 4)] == [
        "right", "left", "across", "hold"]
    assert [p.direction for p in passes("rotate-left", 4, 4)] == [
        "left", "across", "right", "hold"]
    assert [p.direction for p in passes("left-across-right", 3, 3)] == ["left", "right", "hold"]


def test_five_player_pass_cycles():
    rotate = passes("rotate-left", 5, 6)
    assert [p.direction for p in rotate] == ["left", "left2", "right2", "right", "hold", "left"]
    assert rotate[2].to[1] == 4 and rotate[1].to[3] == 0  # 6.e: seat 2 → 5, seat 4 → 1
    two = passes("left-right-2", 5, 5)
    assert [p.direction for p in two] == ["left", "right", "left2", "right2", "hold"]
    assert two[3].to[0] == 3  # hand 4: seat 1 passes to seat 4
    scatter = passes("scatter", 5, 4)[3]
    assert (scatter.direction, scatter.count, scatter.to) == ("scatter", 4, {})


def test_a_five_player_cycle_is_refused_at_other_tables():
    with pytest.raises(RuleError) as caught:
        setup_for("hearts", 4, **{"pass": "left-right-2"})
    assert caught.value.field == "pass"


def test_a_game_plays_its_pass_cycle_hand_after_hand():
    state = play("hearts", 5, [{"points": [13, 13, 0, 0, 0]}] * 11, end_rule="open",
                 **{"pass": "rotate-left"})
    assert [h.setup.passing.direction for h in state.hands] == [
        "left", "left2", "right2", "right", "hold"] * 2 + ["left"]
