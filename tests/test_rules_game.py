"""The game: end rules, tie-break hands and draws, finishing, corrections (docs/RULES.md 5-6)."""
import pytest

from companion.rules import (GAMES, Record, RuleError, extend, finish, fold, read_entry,
                             resolve_setup, upcoming)
from tests.rules_support import HEARTS, NAMES, options_for, play, record, said, taken_by, took

ANN_25 = took(s0=HEARTS[1:] + ["QS"], s3=["2H"])  # Ann 25, Dan 1
ANN_25_BOB_1 = took(s0=HEARTS[1:] + ["QS"], s1=["2H"])


def test_reach_ends_the_game_when_a_total_reaches_the_end_score():
    state = play("rickety-kate", 4, [ANN_25, took(s0=HEARTS[1:] + ["QS"], s2=["2H"])],
                 end_score=50)
    assert (state.totals, state.status, state.winners) == ([50, 0, 1, 1], "finished", [1])
    assert state.next_hand is None and state.ended_after == 2
    assert play("rickety-kate", 4, [ANN_25], end_score=50).status == "playing"


def test_over_needs_a_total_past_the_end_score():
    state = play("hearts", 4, [ANN_25, ANN_25_BOB_1], end_score=50)
    assert (state.totals, state.status) == ([50, 1, 0, 1], "playing")
    state = play("hearts", 4, [ANN_25, ANN_25_BOB_1, took(s0=["QS"], s1=["2H"], s2=HEARTS[1:])],
                 end_score=50)
    assert (state.totals, state.status, state.winners) == ([63, 2, 12, 1], "finished", [3])


def test_the_hands_rule_counts_counted_hands_only():
    void = [{"kind": "misdeal"}, {"kind": "replay", "reneges": [0]}]
    hands = [ANN_25] + void + [ANN_25_BOB_1]
    assert play("rickety-kate", 4, hands, end_rule="hands", end_hands=3).status == "playing"
    state = play("rickety-kate", 4, hands + [took(s0=["QS"], s2=HEARTS[1:], s3=["2H"])],
                 end_rule="hands", end_hands=3)
    assert (state.status, state.ended_after, state.winners) == ("finished", 5, [1])


def test_the_time_rule_ends_with_the_first_counted_hand_after_the_limit():
    start, limit = 1000.0, 60 * 60
    hands = [{"points": [104, 100, 0, 0]}, {"points": [4, 200, 0, 0]}]
    early = play("black-lady", 4, hands, started_at=start, ats=[start + 10, start + limit - 1])
    assert early.status == "playing"
    state = play("black-lady", 4, hands, started_at=start, ats=[start + 10, start + limit])
    assert (state.status, state.winners) == ("tiebreak", [])  # Cat and Dan are level on 0
    void = play("black-lady", 4, [hands[0], {"kind": "misdeal"}], started_at=start,
                ats=[start + 10, start + limit + 60])
    assert void.status == "playing"  # a misdeal is not a counted hand


def test_an_open_game_ends_only_when_the_table_finishes_it():
    hands = [took(s0=["QS", "AS", "KS"], s1=HEARTS)] * 9
    state = play("rickety-kate-46", 4, hands)
    assert (state.status, state.totals) == ("playing", [297, 117, 0, 0])
    finish(state)
    assert (state.status, state.contenders, state.ended_after) == ("tiebreak", [2, 3], 9)
    finish(state)  # nothing more to finish while a tie-break is due
    assert state.status == "tiebreak" and state.next_hand.participants == [2, 3]
    finished = play("rickety-kate-46", 4, hands + [took(s0=["QS", "AS", "KS"], s2=HEARTS)],
                    finished_after=10)
    assert (finished.status, finished.winners) == ("finished", [3])


def test_the_end_test_runs_after_counted_hands_only():
    hands = [ANN_25, ANN_25_BOB_1, ANN_25, {"kind": "replay", "reneges": [0, 0]}]
    state = play("rickety-kate", 4, hands)
    assert (state.totals[0], state.status) == (101, "playing")
    state = play("rickety-kate", 4, hands + [took(s1=["QS"], s2=HEARTS)])
    assert (state.status, state.winners, state.ended_after) == ("finished", [3], 5)


def tied_game(**options):
    """Ann 50, Bob and Cat 0, Dan 2: Bob and Cat tie for lowest (first dealer Ann)."""
    return play("rickety-kate", 4, [ANN_25, ANN_25], end_score=50, **options)


def test_a_tie_for_lowest_is_broken_by_hands_among_the_tied_only():
    state = tied_game()
    assert (state.status, state.contenders, state.winners) == ("tiebreak", [1, 2], [])
    due = state.next_hand
    assert (due.kind, due.participants, due.dealer, due.eldest) == ("tiebreak", [1, 2], 2, 1)
    assert (due.cards_each, due.passing.direction, due.first_lead_rule) == (26, "none", "eldest")


def test_tie_break_hands_change_no_total_and_repeat_while_tied():
    state = tied_game()
    extend(state, record(took(s1=["QS"], s2=HEARTS), 4))  # 13 each: still tied
    hand = state.hands[-1]
    assert (hand.kind, hand.points, hand.scores) == ("tiebreak", [0, 13, 13, 0], [0] * 4)
    assert state.totals == [50, 0, 0, 2] and state.status == "tiebreak"
    due = state.next_hand  # seat 3 is due to deal: the next seat taking part is Bob
    assert (due.participants, due.dealer, due.eldest) == ([1, 2], 1, 2)
    extend(state, record({"points": [20, 6]}, 4))
    assert (state.status, state.winners, state.draw, state.totals) == (
        "finished", [2], False, [50, 0, 0, 2])


def test_a_tie_break_has_no_moon_but_counts_reneges():
    state = tied_game()
    extend(state, record(took(s1=HEARTS + ["QS"]), 4))
    assert (state.winners, state.hands[-1].moon) == ([2], None)
    state = tied_game()
    extend(state, record({"points": [10, 16], "reneges": [1]}, 4))
    assert state.winners == [2] and state.totals == [50, 0, 0, 2]


def test_a_misdeal_in_a_tie_break_deals_the_tie_break_again():
    state = tied_game()
    extend(state, record({"kind": "misdeal"}, 4))
    assert state.hands[-1].kind == "misdeal" and state.status == "tiebreak"
    assert (state.next_hand.kind, state.next_hand.dealer) == ("tiebreak", 2)


def test_a_three_way_tie_narrows_down():
    hands = [took(s0=["QS"], s1=HEARTS), took(s0=HEARTS, s1=["QS"])] * 2
    state = play("rickety-kate", 5, hands, end_score=50)
    assert (state.totals, state.contenders) == ([52, 52, 0, 0, 0], [2, 3, 4])
    assert (state.next_hand.participants, state.next_hand.removed) == ([2, 3, 4], ["2D"])
    extend(state, record({"points": [6, 6, 14]}, 5))
    assert (state.status, state.contenders, state.next_hand.participants) == (
        "tiebreak", [2, 3], [2, 3])
    finish(state)  # the table cannot "finish" its way back to a three-way tie
    assert (state.status, state.contenders, state.next_hand.participants) == (
        "tiebreak", [2, 3], [2, 3])


def test_black_widow_and_the_draw_rule_share_the_win():
    assert options_for("black-widow", 4)["tie"] == "draw"
    # (the national games share a tied win too: RULES-national 0.6)
    # (and Knaves plays one more deal: RULES.md 2.17)
    shared = ("black-widow", "kierki", "kierki-short", "hartenjagen-nl", "herzeln", "barbu",
              "bonken", "polignac", "slobberhannes")
    assert {options_for(key, GAMES[key].players[0])["tie"]
            for key in GAMES if key not in shared + ("knaves",)} == {"tiebreak"}
    assert options_for("knaves", 3)["tie"] == "play-on"
    assert {options_for(key, GAMES[key].players[0])["tie"] for key in shared} == {"draw"}
    state = tied_game(tie="draw")
    assert (state.status, state.winners, state.draw, state.next_hand) == (
        "finished", [1, 2], True, None)
    widow = play("black-widow", 4, [ANN_25] * 5)
    assert (widow.status, widow.winners, widow.draw) == ("finished", [1, 2], True)


def test_no_hand_follows_a_finished_game():
    state = play("rickety-kate", 4, [ANN_25, took(s0=HEARTS[1:] + ["QS"], s2=["2H"])],
                 end_score=50)
    with pytest.raises(RuleError) as caught:
        extend(state, record(ANN_25, 4))
    assert said(caught.value) == "The game was over after hand 2, so hand 3 cannot follow it."
    assert caught.value.hand == 3 and len(state.hands) == 2


def test_no_hand_follows_a_game_won_in_a_tie_break():
    state = tied_game()
    extend(state, record({"points": [20, 6]}, 4))
    with pytest.raises(RuleError) as caught:
        extend(state, record({"points": [20, 6]}, 4))
    assert said(caught.value) == "The game was over after hand 3, so hand 4 cannot follow it."


def test_a_refused_hand_leaves_the_state_as_it_was():
    state = tied_game()
    before = (list(state.totals), len(state.hands), state.next_hand, state.status)
    for body in ({"points": [26, 0, 0, 0]}, {"kind": "replay", "reneges": [1]},
                 took(s1=["QS"], s3=HEARTS)):
        with pytest.raises(RuleError) as caught:
            extend(state, record(body, 4))
        assert caught.value.hand == 3
    assert (state.totals, len(state.hands), state.next_hand, state.status) == before


def game_records(bodies):
    return [Record(read_entry(body, 4), 0.0) for body in bodies]


def test_a_correction_recomputes_everything_after_it():
    opts = options_for("rickety-kate", 4, end_score=50)
    records = game_records([ANN_25, ANN_25, {"points": [20, 6]}])
    state = fold(NAMES[:4], opts, 0, 0.0, records)
    assert (state.status, state.winners) == ("finished", [2])
    # Bob, not Ann, took the first hand: nobody reaches 50, hand 3 is an ordinary hand.
    records[0] = Record(read_entry(took(s1=HEARTS[1:] + ["QS"], s3=["2H"]), 4), 0.0)
    records[2] = Record(read_entry(took(s0=["QS"], s2=HEARTS), 4), 0.0)
    again = fold(NAMES[:4], opts, 0, 0.0, records)
    assert (again.totals, again.status, again.hands[2].kind) == ([38, 25, 13, 2], "playing",
                                                                  "normal")
    assert [h.setup.dealer for h in again.hands] == [0, 1, 2] and again.next_hand.dealer == 3


def test_a_correction_that_makes_a_later_hand_impossible_is_refused_at_that_hand():
    opts = options_for("rickety-kate", 4, end_score=50)
    records = game_records([took(s0=HEARTS[1:] + ["QS"], s1=["2H"]), ANN_25, {"points": [20, 6]}])
    with pytest.raises(RuleError) as caught:  # Cat alone is lowest now: no tie-break
        fold(NAMES[:4], opts, 0, 0.0, records)
    assert caught.value.hand == 3
    assert said(caught.value) == "The game was over after hand 2, so hand 3 cannot follow it."
    records[1] = Record(read_entry(ANN_25_BOB_1, 4), 0.0)
    with pytest.raises(RuleError) as caught:  # Cat and Dan tie now: two points, not three
        fold(NAMES[:4], opts, 0, 0.0, records[:2] + game_records([{"points": [20, 0, 6]}]))
    assert caught.value.hand == 3 and caught.value.field == "points"


def test_options_that_no_hand_can_be_played_with_are_refused():
    with pytest.raises(RuleError) as caught:
        options_for("rickety-kate", 4, card_values={"JD": -10})
    assert caught.value.field == "card_values"
    with pytest.raises(RuleError) as caught:  # 2D is out for a three-player tie-break
        options_for("rickety-kate", 4, card_values={"2D": 5})
    assert "with 3 players (a tie-break hand)" in said(caught.value)
    assert options_for("rickety-kate", 4, card_values={"2D": 5}, tie="draw")["tie"] == "draw"
    with pytest.raises(RuleError) as caught:
        options_for("black-lady", 10, decks=1, pass_count=5)
    assert (said(caught.value), caught.value.field) == (
        "With 10 players each holds 5 cards, so at most 4 can be passed.", "pass_count")
    assert options_for("black-lady", 10, decks=1, pass_count=4)["pass_count"] == 4
    assert options_for("black-lady", 10, decks=1, pass_count=5, **{"pass": "none"})


@pytest.mark.parametrize("ruleset,names,options,first_dealer,field", [
    ("whist", NAMES[:4], {}, 0, "ruleset"), ("rickety-kate", NAMES[:2], {}, 0, "players"),
    ("rickety-kate", NAMES[:7], {}, 0, "players"), ("cancellation", NAMES[:5], {}, 0, "players"),
    ("rickety-kate", ["Ann", "ann", "Cat"], {}, 0, "players"),
    ("rickety-kate", NAMES[:4], {"colour": "red"}, 0, "colour"),
    ("rickety-kate", NAMES[:4], {"end_score": 0}, 0, "end_score"),
    ("rickety-kate", NAMES[:4], {"end_score": True}, 0, "end_score"),
    ("rickety-kate", NAMES[:4], {"moon": "sun"}, 0, "moon"),
    ("rickety-kate", NAMES[:4], {"decks": 3}, 0, "decks"),
    ("rickety-kate", NAMES[:4], {"card_values": {"QS": 500}}, 0, "card_values"),
    ("rickety-kate", NAMES[:4], {}, 4, "first_dealer"),
    ("rickety-kate", NAMES[:4], {}, True, "first_dealer")])
def test_a_bad_setup_is_refused_naming_the_field(ruleset, names, options, first_dealer, field):
    with pytest.raises(RuleError) as caught:
        resolve_setup(ruleset, names, options, first_dealer)
    assert caught.value.field == field


def test_a_game_keeps_its_own_copy_of_the_options():
    mine = options_for("rickety-kate", 4)
    mine["card_values"]["QS"] = 99
    assert options_for("rickety-kate", 4)["card_values"]["QS"] == 13
    assert options_for("black-lady", 7)["decks"] == 1 and options_for("black-lady", 8)["decks"] == 2


def test_a_branch_plays_on_without_touching_the_state_it_came_from():
    """What the moon preview and the fold memo rely on: extend a branch, not the original."""
    state = play("rickety-kate", 4, [took(s0=["QS"], s1=HEARTS)], end_score=30)
    before = (list(state.totals), len(state.hands), state.status, state.counted,
              state.next_hand, list(state.contenders))
    branch = state.branch()
    extend(branch, record(took(s2=["QS"] + HEARTS), 4))  # Cat's moon ends the game
    assert branch.status == "finished" and len(branch.hands) == 2
    assert (list(state.totals), len(state.hands), state.status, state.counted,
            state.next_hand, list(state.contenders)) == before
    assert state.status == "playing" and state.winners == []


@pytest.mark.parametrize("ruleset,players", [("hearts", 4), ("black-maria", 3),
                                             ("black-lady", 6), ("rickety-kate", 5)])
def test_upcoming_hands_are_the_setups_the_fold_reaches_by_counted_hands(ruleset, players):
    """What a phone cut off from the server shows for the hands it keeps."""
    state = play(ruleset, players, [], end_score=10000)
    ahead = upcoming(state, 6)
    assert ahead[0] == state.next_hand
    for setup in ahead:
        assert state.next_hand == setup
        extend(state, record(taken_by(1, setup, plus={0: ["QS"]}), players))
    over = play("hearts", 4, [ANN_25, ANN_25_BOB_1, took(s0=["QS"], s1=["2H"], s2=HEARTS[1:])],
                end_score=50)
    assert over.status == "finished" and upcoming(over, 3) == []
