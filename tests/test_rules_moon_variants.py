"""The sun (one player wins every trick) and the safety moon, from the worked examples
of docs/RULES.md section 3.1 (cards taken → scores → totals)."""
import pytest

from companion.rules import RuleError
from tests.rules_support import ALL, HEARTS, last_hand, play, refused_game, said, setup_for, took

# --- The sun --------------------------------------------------------------------------

def test_the_sun_is_twice_the_moon():
    sun = {**took(s0=ALL), "sun": True}
    assert last_hand("hearts", 4, [sun], sun="on").scores == [0, 52, 52, 52]
    assert last_hand("hearts", 4, [{**sun, "moon_choice": "self"}], sun="on",
                moon="new").scores == [-52, 0, 0, 0]
    fixed = last_hand("hearts", 4, [sun], sun="on", sun_value=39)
    assert (fixed.scores, fixed.moon.sun) == ([0, 39, 39, 39], True)
    assert last_hand("hearts", 6, [{**took(s0=HEARTS[1:] + ["QS"]), "sun": True}],
                sun="on").scores == [0] + [50] * 5


@pytest.mark.parametrize("bonus_in_moon,old,new", [
    ("keep", [-10, 52, 52, 52], [-62, 0, 0, 0]),
    ("absorbed", [0, 52, 52, 52], [-52, 0, 0, 0])])
def test_the_sun_with_the_jack_of_diamonds(bonus_in_moon, old, new):
    sun = {**took(s0=ALL + ["JD"]), "sun": True}
    assert last_hand("omnibus", 4, [sun], sun="on", bonus_in_moon=bonus_in_moon).scores == old
    assert last_hand("omnibus", 4, [{**sun, "moon_choice": "self"}], sun="on", moon="new",
                bonus_in_moon=bonus_in_moon).scores == new


def test_a_moon_without_every_trick_is_a_moon_only():
    moon = last_hand("hearts", 4, [took(s0=ALL)], sun="on")
    assert (moon.scores, moon.moon.sun) == ([0, 26, 26, 26], False)


def test_a_sun_is_refused_when_it_cannot_be():
    assert refused_game("hearts", 4, [{**took(s0=ALL), "sun": True}]).field == "sun"
    error = refused_game("omnibus", 4, [{**took(s0=ALL, s1=["JD"]), "sun": True}], sun="on")
    assert (error.field, said(error)) == ("sun", "Taking every trick means taking every card "
                                            "of value, bonus cards too: no player took them all.")
    with pytest.raises(RuleError) as caught:
        setup_for("black-maria", 4, sun="on")
    assert caught.value.field == "sun"


def test_a_sun_entered_as_points():
    assert last_hand("omnibus", 4, [{"points": [16, 0, 0, 0], "sun": True}], sun="on").scores == [
        -10, 52, 52, 52]


# --- The safety moon ------------------------------------------------------------------

def _before(totals):
    """Replayed deals that bring the table to `totals` (with a renege worth 1 point)."""
    bodies, left = [], list(totals)
    while any(left):
        reneges = [seat for seat, n in enumerate(left) for _ in range(min(n, 13))]
        left = [n - min(n, 13) for n in left]
        bodies.append({"kind": "replay", "reneges": reneges})
    return bodies


@pytest.mark.parametrize("before,rule,totals,status", [
    ([90, 80, 76, 60], "off", [90, 106, 102, 86], "finished"),
    ([90, 80, 76, 60], "safety", [64, 80, 76, 60], "playing"),  # 6.a
    ([90, 80, 76, 60], "auto-new", [64, 80, 76, 60], "playing"),
    ([40, 80, 76, 60], "safety", [40, 106, 102, 86], "finished"),  # 6.b: the shooter wins
    ([40, 80, 76, 60], "auto-new", [14, 80, 76, 60], "playing"),
    ([86, 80, 76, 60], "safety", [60, 80, 76, 60], "playing"),  # 6.c: a tie is no win
    ([20, 30, 40, 10], "safety", [20, 56, 66, 36], "playing"),  # nobody over 100: no change
])
def test_the_safety_moons_worked_examples(before, rule, totals, status):
    hands = _before(before)
    assert play("hearts", 4, hands, renege_penalty=1).totals == before
    state = play("hearts", 4, hands + [took(s0=ALL)], renege_penalty=1, moon_safety=rule)
    assert (state.totals, state.status) == (totals, status)
    moon = state.hands[-1].moon
    assert (moon.choice, moon.safety) == (("self", True) if totals[0] < before[0] else
                                          ("others", False))


def test_the_safety_moon_leaves_a_chosen_moon_alone():
    hands = _before([86, 80, 76, 60])
    chosen = play("hearts", 4, hands + [{**took(s0=ALL), "moon_choice": "others"}], moon="new",
                  moon_safety="safety", renege_penalty=1)
    assert chosen.totals == [86, 106, 102, 86]


def test_the_safety_moon_applies_to_the_sun():
    # The old sun would give 90, 82, 128, 112: over 100 with Bob lowest.
    state = play("hearts", 4, _before([90, 30, 76, 60]) + [{**took(s0=ALL), "sun": True}],
                 renege_penalty=1, moon_safety="safety", sun="on")
    assert (state.totals, state.hands[-1].moon.sun) == ([38, 30, 76, 60], True)
