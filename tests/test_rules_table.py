"""Who deals, cuts, passes to whom and leads; trumps and reminders (docs/RULES.md 1-4, 6)."""
import pytest

from companion.rules import extend, undone
from companion.rules.reminders import Reminder
from tests.rules_support import HEARTS, play, record, setup_for, took

LEFT4 = {0: 1, 1: 2, 2: 3, 3: 0}
RIGHT4 = {0: 3, 1: 0, 2: 1, 3: 2}
ACROSS4 = {0: 2, 1: 3, 2: 0, 3: 1}


def passes(ruleset, players, hands, **options):
    return [setup_for(ruleset, players, rotation=r, **options).passing for r in range(hands)]


def test_four_players_pass_left_right_across_hold_and_repeat():
    cycle = passes("rickety-kate", 4, 6)
    assert [p.direction for p in cycle] == ["left", "right", "across", "hold", "left", "right"]
    assert [p.to for p in cycle[:4]] == [LEFT4, RIGHT4, ACROSS4, {}]
    assert [p.count for p in cycle[:4]] == [3, 3, 3, 0]


def test_three_players_have_no_across():
    cycle = passes("hearts", 3, 4)
    assert [p.direction for p in cycle] == ["left", "right", "hold", "left"]
    assert cycle[0].to == {0: 1, 1: 2, 2: 0} and cycle[1].to == {0: 2, 1: 0, 2: 1}


@pytest.mark.parametrize("players,across", [
    (4, ACROSS4),
    (5, {0: 2, 1: 3, 2: 4, 3: 0, 4: 1}),  # two places to the left: a fixed opponent
    (6, {0: 3, 1: 4, 2: 5, 3: 0, 4: 1, 5: 2})])
def test_across_at_every_table_size(players, across):
    due = setup_for("black-widow", players, rotation=2)
    assert (due.passing.direction, due.passing.to) == ("across", across)


def test_across_is_half_the_table_for_bigger_tables():
    due = setup_for("cancellation", 8, rotation=2)
    assert due.passing.to == {s: (s + 4) % 8 for s in range(8)}
    due = setup_for("cancellation", 7, rotation=2)
    assert due.passing.to == {s: (s + 3) % 7 for s in range(7)}


def test_pass_maps_of_tie_break_tables_use_the_seats_taking_part():
    left = setup_for("rickety-kate", 4, rotation=3, participants=[0, 2, 3], kind="tiebreak")
    assert (left.passing.direction, left.passing.to) == ("left", {0: 2, 2: 3, 3: 0})
    across = setup_for("hearts", 6, rotation=2, participants=[0, 1, 3, 4], kind="tiebreak")
    assert (across.passing.direction, across.passing.to) == ("across", {0: 3, 1: 4, 3: 0, 4: 1})
    right = setup_for("black-maria", 5, participants=[1, 3, 4], kind="tiebreak")
    assert right.passing.to == {1: 4, 3: 1, 4: 3}


@pytest.mark.parametrize("ruleset,direction,count", [
    ("black-maria", "right", 3), ("black-lady", "left", 3), ("dirty-liz", "left", 3),
    ("rickety-kate-46", "left", 2)])
def test_fixed_passes(ruleset, direction, count):
    for due in (setup_for(ruleset, 4, rotation=r) for r in range(5)):
        assert (due.passing.direction, due.passing.count) == (direction, count)
    assert setup_for(ruleset, 4).passing.to == (LEFT4 if direction == "left" else RIGHT4)


def test_no_pass_and_always_left_house_rules():
    assert {p.direction for p in passes("rickety-kate", 4, 5, **{"pass": "none"})} == {"none"}
    assert all(p.count == 0 and p.to == {} for p in passes("rickety-kate", 4, 5, **{"pass": "none"}))
    assert {p.direction for p in passes("rickety-kate", 4, 5, **{"pass": "left"})} == {"left"}
    assert passes("rickety-kate", 4, 1, pass_count=1)[0].count == 1


def codes(setup) -> list[str]:
    return [note.code for note in setup.reminders]


def test_the_46_point_pass_reminds_of_the_queen_refusal():
    assert "queen_refusal" in codes(setup_for("rickety-kate-46", 5))
    assert "queen_refusal" not in codes(setup_for("rickety-kate-46", 5, **{"pass": "none"}))
    assert "queen_refusal" not in codes(setup_for("rickety-kate", 4))


def test_void_hands_do_not_move_the_pass_or_the_deal_counted_hands_do():
    misdeal, replay = {"kind": "misdeal"}, {"kind": "replay", "reneges": [2]}
    normal = took(s0=["QS"], s1=HEARTS)
    state = play("rickety-kate", 4, [normal, misdeal, replay, misdeal, normal])
    assert [h.setup.passing.direction for h in state.hands] == [
        "left", "right", "right", "right", "right"]
    assert [h.setup.dealer for h in state.hands] == [0, 1, 1, 1, 1]
    assert [h.number for h in state.hands] == [1, 2, 3, 4, 5]  # void hands get numbers too
    assert (state.next_hand.dealer, state.next_hand.passing.direction) == (2, "across")
    assert state.counted == 2


def test_dealer_moves_one_seat_left_each_counted_hand():
    for rotation in range(9):
        due = setup_for("hearts", 4, rotation=rotation, first_dealer=2)
        dealer = (2 + rotation) % 4
        assert (due.dealer, due.eldest, due.cutter) == (dealer, (dealer + 1) % 4, (dealer - 1) % 4)


def test_tie_break_dealer_is_the_first_taking_part_seat_from_the_seat_due():
    # Seat 2 is due to deal (first dealer 0, 7 hands played at 5 seats).
    due = setup_for("rickety-kate", 5, rotation=7, participants=[0, 4], kind="tiebreak")
    assert (due.dealer, due.eldest, due.cutter) == (4, 0, 0)
    due = setup_for("rickety-kate", 5, rotation=7, participants=[1, 2, 4], kind="tiebreak")
    assert (due.dealer, due.eldest, due.cutter) == (2, 4, 1)
    due = setup_for("rickety-kate", 5, rotation=7, participants=[0, 1, 3], kind="tiebreak")
    assert (due.dealer, due.eldest, due.cutter) == (3, 0, 1)


def test_repeated_tie_break_hands_pass_the_deal_round_the_tied_players():
    """docs/RULES.md section 6: seats 1 and 3 tied, seat 3 deals the first tie-break
    hand (seat 2 was due), then seat 1, 3, 1: never the same player twice running."""
    queen_to_0, queen_to_2 = took(s0=["QS"], s2=HEARTS), took(s2=["QS"], s0=HEARTS)
    state = play("rickety-kate", 4, [queen_to_0, queen_to_2], end_score=26)
    assert (state.status, state.contenders, state.counted) == ("tiebreak", [1, 3], 2)
    dealers = []
    for _ in range(4):
        dealers.append(state.next_hand.dealer)
        extend(state, record({"points": [13, 13]}, 4))  # still tied
    assert dealers == [3, 1, 3, 1]
    extend(state, record({"kind": "misdeal"}, 4))  # a misdeal: the same dealer again
    assert state.next_hand.dealer == 3 == state.hands[-1].setup.dealer
    assert undone(undone(state)).next_hand.dealer == 1  # undo takes the turn back


def test_a_narrowed_tie_break_starts_from_the_seat_due():
    hands = [took(s0=["QS"], s1=HEARTS), took(s0=HEARTS, s1=["QS"])] * 2
    state = play("rickety-kate", 5, hands, end_score=50)  # Cat, Dan, Eve tie on 0
    assert (state.contenders, state.next_hand.dealer) == ([2, 3, 4], 4)
    extend(state, record({"points": [6, 6, 14]}, 5))  # Cat and Dan tie again
    assert (state.contenders, state.next_hand.dealer) == ([2, 3], 2)  # seat 0 due: Cat
    extend(state, record({"points": [13, 13]}, 5))
    assert state.next_hand.dealer == 3


@pytest.mark.parametrize("ruleset,players,options,rule", [
    ("rickety-kate", 4, {}, "2C"), ("rickety-kate", 3, {}, "eldest"),
    ("rickety-kate", 5, {}, "eldest"), ("rickety-kate", 6, {}, "eldest"),
    ("rickety-kate", 3, {"first_lead": "2C"}, "2C"),  # house: 2C whenever it is in play
    ("rickety-kate", 5, {"first_lead": "2C"}, "eldest"),  # ... and here it is out
    ("hearts", 4, {}, "2C"), ("hearts", 3, {}, "2C"), ("black-widow", 4, {}, "2C"),
    ("black-widow", 6, {}, "eldest"),
    ("black-maria", 4, {}, "eldest"), ("black-lady", 4, {}, "eldest"),
    ("dirty-liz", 4, {}, "eldest"), ("rickety-kate-46", 4, {}, "eldest"),
    ("rickety-kate-46", 4, {"first_lead": "2C"}, "eldest"),  # 2C may lie in the kitty
    ("cancellation", 8, {}, "eldest"), ("cancellation", 8, {"first_lead": "2C"}, "eldest"),
    ("cancellation", 6, {"first_lead": "2C"}, "2C")])  # one 2C left of two decks
def test_first_lead(ruleset, players, options, rule):
    due = setup_for(ruleset, players, first_dealer=1, **options)
    assert due.first_lead_rule == rule
    assert due.first_lead_seat == (2 if rule == "eldest" else None)


def test_dirty_liz_trumps_rotate_diamonds_clubs_hearts_spades():
    assert [setup_for("dirty-liz", 5, rotation=r).trump for r in range(6)] == list("DCHSDC")
    assert Reminder("trumps", suit="C") in setup_for("dirty-liz", 5, rotation=1).reminders
    assert setup_for("black-lady", 5).trump is None


def test_a_misdeal_keeps_the_trump():
    state = play("dirty-liz", 4, [{"points": [30, 6, 0, 0]}, {"kind": "misdeal"}])
    assert [h.setup.trump for h in state.hands] == ["D", "C"] and state.next_hand.trump == "C"


def test_reminders_say_what_applies_to_this_hand():
    """As codes with their facts: companion/words.py says them (tests/test_words.py)."""
    assert codes(setup_for("rickety-kate", 4)) == ["first_trick", "hearts_broken"]
    assert setup_for("rickety-kate-46", 4).reminders[0] == Reminder("kitty", count=4)
    assert setup_for("rickety-kate-46", 3).reminders[0] == Reminder("kitty", count=1)
    bonus = setup_for("rickety-kate", 4, jack_of_diamonds=True, ten_of_diamonds=True)
    assert Reminder("bonus", cards=("JD", "TD"), value=-10) in bonus.reminders
    own = setup_for("rickety-kate", 4, card_values={**dict.fromkeys(HEARTS, 1), "QS": 13,
                                                    "JD": -5})
    assert Reminder("bonus", cards=("JD",), value=-5) in own.reminders
    assert "black_jack" in codes(setup_for("rickety-kate", 4, black_jack=True))
    assert "two_decks" in codes(setup_for("black-lady", 9))
    assert "two_decks" not in codes(setup_for("black-lady", 7))
    lady = codes(setup_for("cancellation", 6))
    assert "cancellation" in lady and "two_decks" not in lady
    tie = setup_for("rickety-kate", 4, participants=[0, 1], kind="tiebreak").reminders
    assert tie[0] == Reminder("tiebreak")
