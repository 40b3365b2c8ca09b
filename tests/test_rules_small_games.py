"""The small games (RULES-national section 5) in the rules engine, by the spec's worked
examples: Polignac's jacks and capot (5.a–5.c), Slobberhannes (5.d–5.f), Knaves with its
turn-up and its end at 20 (5.g–5.i), and one more deal while the best total is shared."""
from companion.rules import extend, fold
from companion.rules.game import next_setup
from tests.rules_support import NAMES, options_for, play, record, refused_game


def standing(ruleset, totals, **options):
    """A game of `ruleset` standing at these totals before its next deal."""
    state = fold(NAMES[:len(totals)], options_for(ruleset, len(totals), **options), 0, 0.0, [])
    state.totals, state.counted = list(totals), 1
    state.next_hand = next_setup(state)
    return state


def test_polignac_5a_the_jacks_and_5b_a_capot():
    jacks = play("polignac", 4, [{"captured": {"0": ["JS", "JD"], "2": ["JH"], "3": ["JC"]}}])
    assert jacks.hands[0].scores == [3, 0, 1, 1]
    assert (jacks.next_hand.cards_each, len(jacks.next_hand.removed)) == (8, 20)
    made = play("polignac", 4, [{"capot": {"by": 2, "made": True}}])
    failed = play("polignac", 4, [{"capot": {"by": 2, "made": False}}])
    assert (made.hands[0].scores, failed.hands[0].scores) == ([5, 5, 0, 5], [0, 0, 5, 0])


def test_polignac_a_capot_scores_alone_and_3_players_drop_the_black_sevens():
    error = refused_game("polignac", 4, [{"capot": {"by": 2, "made": True},
                                          "captured": {"0": ["JS"]}}])
    assert error.code == "capot_alone"
    three = play("polignac", 3, []).next_hand
    assert (three.cards_each, sorted(three.removed)[-2:]) == (10, ["7C", "7S"])


def test_polignac_5c_the_first_to_10_loses_and_the_lowest_wins():
    state = standing("polignac", [9, 4, 7, 6])
    extend(state, record({"captured": {"0": ["JD"], "1": ["JS"], "3": ["JH", "JC"]}}, 4))
    assert state.totals == [10, 6, 7, 8]
    assert (state.status, state.winners) == ("finished", [1])


def test_slobberhannes_5d_to_5f():
    cases = [({"winners": {"1": 0, "8": 1}, "captured": {"2": ["QC"]}}, [1, 1, 1, 0]),
             ({"winners": {"1": 3, "8": 3}, "captured": {"3": ["QC"]}}, [0, 0, 0, 4]),
             ({"winners": {"1": 3, "8": 0}, "captured": {"3": ["QC"]}}, [1, 0, 0, 2])]
    for body, scores in cases:
        assert play("slobberhannes", 4, [body]).hands[0].scores == scores


def test_knaves_5g_and_5h_a_jack_turned_up_counts_for_nobody():
    plain = play("knaves", 3, [{"trump": "C", "tricks": [7, 6, 4],
                                "captured": {"0": ["JH", "JS"], "1": ["JD"], "2": ["JC"]}}])
    assert plain.hands[0].scores == [2, 3, 2]
    turned = play("knaves", 3, [{"trump": "D", "turn_up": "JD", "tricks": [8, 5, 4],
                                 "captured": {"0": ["JH"], "2": ["JS", "JC"]}}])
    assert turned.hands[0].scores == [4, 5, 1]
    error = refused_game("knaves", 3, [{"trump": "D", "turn_up": "JD", "tricks": [8, 5, 4],
                                        "captured": {"0": ["JH", "JD"], "2": ["JS", "JC"]}}])
    assert error.code == "not_counted_in_contract"
    wrong = refused_game("knaves", 3, [{"trump": "C", "turn_up": "JD", "tricks": [8, 5, 4],
                                        "captured": {"0": ["JH"], "2": ["JS", "JC"]}}])
    assert wrong.code == "turn_up_not_trump"


def test_knaves_5i_the_higher_of_two_over_20_wins():
    state = standing("knaves", [18, 15, 12])
    extend(state, record({"trump": "H", "tricks": [7, 6, 4], "captured": {
        "0": ["JH"], "1": ["JS"], "2": ["JD", "JC"]}}, 3))
    assert state.totals == [21, 20, 11]
    assert (state.status, state.winners) == ("finished", [0])


def test_a_shared_best_total_plays_one_more_deal():
    state = standing("knaves", [18, 17, 12])
    extend(state, record({"trump": "H", "tricks": [6, 7, 4], "captured": {
        "0": ["JS"], "1": ["JD"], "2": ["JH", "JC"]}}, 3))
    assert (state.totals, state.status) == ([23, 21, 10], "finished")
    tied = standing("knaves", [18, 17, 12])
    extend(tied, record({"trump": "H", "tricks": [5, 6, 6], "captured": {
        "1": ["JS"], "2": ["JD", "JH", "JC"]}}, 3))
    assert (tied.totals, tied.status) == ([23, 22, 9], "finished")
    level = standing("knaves", [18, 17, 12])
    extend(level, record({"trump": "H", "tricks": [5, 6, 6], "captured": {
        "2": ["JS", "JD", "JH", "JC"]}}, 3))
    assert (level.totals, level.status, level.next_hand.kind) == ([23, 23, 8], "playing",
                                                                   "normal")


def test_a_small_game_refuses_the_turn_rule_and_tie_break_hands():
    assert refused_game("polignac", 4, [], end_rule="turn").code == "option_not_a_choice"
    assert refused_game("slobberhannes", 4, [], tie="tiebreak").code == "option_not_a_choice"
    assert options_for("polignac", 4)["tie"] == "draw"  # a shared best is shared (0.6)


def test_one_more_deal_under_a_fixed_number_of_deals_too():
    tied = play("knaves", 3, [{"trump": "H", "tricks": [6, 6, 5],
                               "captured": {"2": ["JS", "JD", "JH", "JC"]}}],
                end_rule="hands", end_hands=1)
    assert (tied.totals, tied.status) == ([6, 6, -5], "playing")
