"""The national games in the rules engine, by the spec's worked examples: Dutch
Hartenjagen's two phases (RULES-national 2.a–2.c) and Kierki's schedule (1.a–1.d)."""
from companion.rules import extend, fold
from companion.rules.game import next_setup
from companion.rules.games.herzeln import tours as herzeln
from tests.rules_support import NAMES, options_for, play, record, setup_for, took

HEARTS8 = ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"]  # the 32-card pack's hearts


def dutch_at(totals, turned=None, **options):
    """A Dutch Hartenjagen game standing at these totals (counting down once `turned`)."""
    state = fold(NAMES[:4], options_for("hartenjagen-nl", 4, **options), 0, 0.0, [])
    state.totals, state.turned, state.counted = list(totals), turned, turned or 0
    state.next_hand = next_setup(state)
    return state


def test_the_dutch_deal_is_32_cards_worth_15_and_the_7_of_clubs_leads():
    due = play("hartenjagen-nl", 4, []).next_hand
    assert (due.cards_each, len(due.removed), due.penalty_total) == (8, 20, 15)
    assert (due.first_lead_rule, due.phase) == ("7C", 1)


def test_example_2a_counting_up_adds_what_each_took():
    state = play("hartenjagen-nl", 4, [took(s0=["QS", "7H", "8H"], s1=["JC", "9H", "TH", "JH"],
                                            s2=["QH", "KH", "AH"])])
    assert state.totals == [7, 5, 3, 0]


def test_example_2b_the_turn_at_50_and_the_first_deal_counting_down():
    state = dutch_at([44, 38, 30, 41])
    extend(state, record(took(s0=["QS", "7H"], s1=["JC"], s2=HEARTS8[1:6], s3=HEARTS8[6:]), 4))
    assert (state.totals, state.next_hand.phase) == ([50, 40, 35, 43], 2)
    extend(state, record(took(s1=["QS", "JC", "8H"], s2=["7H", "9H", "TH", "JH"],
                              s3=["QH", "KH", "AH"]), 4))
    assert (state.totals, state.status) == ([50, 32, 31, 40], "playing")


def test_example_2c_the_first_at_0_or_below_wins():
    state = dutch_at([12, 3, 9, 20], turned=5)
    extend(state, record(took(s0=["QS", "7H"], s1=["JC", "8H", "9H", "TH"],
                              s2=["JH", "QH", "KH"], s3=["AH"]), 4))
    assert (state.totals, state.status, state.winners) == ([6, -2, 6, 19], "finished", [1])


def test_example_2c_exactly_0_bounces_a_total_below():
    state = dutch_at([12, 3, 9, 20], turned=5, turn_end="exact")
    extend(state, record(took(s0=["QS", "7H"], s1=["JC", "8H", "9H", "TH"],
                              s2=["JH", "QH", "KH"], s3=["AH"]), 4))
    assert (state.totals, state.status) == ([6, 2, 6, 19], "playing")


def test_a_total_of_0_counting_up_is_no_win_and_the_cap_takes_totals_down_to_50():
    state = dutch_at([44, 0, 30, 41], turn_cap=True)
    extend(state, record(took(s0=["QS", "JC", "7H"], s2=HEARTS8[1:]), 4))  # A 52, C 37
    assert (state.totals, state.status) == ([50, 0, 37, 41], "playing")
    # the first deal counting down: Bob, still at 0, takes nothing and wins
    extend(state, record(took(s0=["QS"], s2=["JC"], s3=HEARTS8), 4))
    assert (state.totals, state.winners) == ([45, 0, 35, 33], [1])


def test_counting_down_knows_no_moon():
    state = dutch_at([20, 20, 20, 20], turned=3)
    extend(state, record(took(s2=["QS", "JC"] + HEARTS8), 4))
    assert state.totals == [20, 20, 5, 20] and state.hands[-1].moon is None


def test_counting_up_the_moon_gives_the_others_15():
    state = play("hartenjagen-nl", 4, [took(s2=["QS", "JC"] + HEARTS8)])
    assert state.totals == [15, 15, 0, 15]


def test_an_uneven_table_leaves_the_black_sevens_out():
    due = setup_for("hartenjagen-nl", 4)
    assert "7S" not in due.removed
    three = setup_for("hearts", 3, deck_prep="piquet", first_lead="low-club")
    assert (three.cards_each, three.removed[-2:]) == (10, ["7S", "7C"])
    assert three.first_lead_rule == "8C"  # the lowest club left


def test_kierki_1a_1d_deal_1_at_four_and_three_players():
    four = play("kierki", 4, [{"tricks": [4, 3, 5, 1]}])
    three = play("kierki", 3, [{"tricks": [7, 6, 4]}])
    assert four.hands[0].scores == [-80, -60, -100, -20]
    assert three.hands[0].scores == [-105, -90, -60]
    assert (three.options["end_hands"], three.next_hand.contract.code) == (11, "no-hearts")


def test_kierki_the_last_trick_alone_is_worth_both_penalties():
    state = play("kierki", 4, [{"tricks": [4, 3, 5, 1]}, {"counts": [13, 0, 0, 0]},
                               {"counts": [4, 0, 0, 0]}, {"counts": [8, 0, 0, 0]},
                               took(s1=["KH"]), {"winners": {"13": 2}}],
                 deal6_tricks="last")
    assert state.hands[-1].scores == [0, 0, -150, 0]


def test_kierki_forms_without_the_robber_and_zwykle_counting_up():
    six = [{"tricks": [4, 3, 5, 1]}, {"counts": [2, 6, 0, 5]}, {"counts": [1, 1, 2, 0]},
           {"counts": [3, 2, 1, 2]}, took(s1=["KH"]), {"winners": {"7": 2, "13": 2}}]
    domino = play("kierki", 4, six + [{"order": [3, 0]}], kierki_form="no-robber-domino")
    assert (domino.totals, domino.status, domino.winners) == (
        [230, -450, -400, 620], "finished", [3])
    plain = play("kierki", 4, six, kierki_form="plain")
    assert (plain.totals, plain.winners) == ([270, 450, 400, 180], [3])  # the lowest wins


def test_kierki_short_scale_scores_all_four_places_of_its_loteryjka():
    state = play("kierki-short", 4, [{"tricks": [4, 3, 5, 1]}])
    assert (state.hands[0].scores, state.options["end_hands"]) == ([-8, -6, -10, -2], 48)
    due = state.next_hand
    assert due.contract.code == "no-hearts" and due.deals == 48
    deals = [{"counts": [13, 0, 0, 0]}, {"counts": [4, 0, 0, 0]}, {"counts": [8, 0, 0, 0]},
             took(s0=["KH"]), {"winners": {"6": 0, "13": 0}},
             {"tricks": [13, 0, 0, 0], "winners": {"6": 0, "13": 0}, "captured": {
                 "0": ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH",
                       "AH", "QC", "QD", "QS", "JC", "JD", "JS", "KC", "KD", "KS"]}}]
    deals += [{"trump": "S", "tricks": [13, 0, 0, 0]}] * 4 + [{"order": [2, 1, 0]}]
    state = play("kierki-short", 4, [{"tricks": [4, 3, 5, 1]}] + deals)
    assert state.hands[-1].scores == [-5, 5, 10, -10]  # Dan, left in, is last
    assert sum(sum(h.scores) for h in state.hands) == 0


def test_herzeln_5j_hearts_by_value_and_5k_the_layout_from_the_jacks():
    tours = [took(s0=["AH", "7H"], s1=["TH", "KH"], s2=["QH", "JH", "9H"], s3=["8H"]),
             {"tricks": [2, 2, 2, 2]}, {"tricks": [3, 1, 2, 2]}, {"counts": [1, 1, 1, 1]},
             took(s2=["KH"]), {"winners": {"8": 1}}, {"winners": {"8": 3}},
             {"order": [2, 0, 3]}]  # out C, A, D: B is last
    state = play("herzeln", 4, tours)
    assert state.hands[0].scores == [-12, -14, -6, -1]
    assert state.hands[-1].scores == [-10, -30, 0, -20]
    assert [h.setup.dealer for h in state.hands] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert (state.status, state.winners, state.totals) == ("finished", [1], [-52, -14, -66, -81])


BARBU_HEARTS = took(s0=["AH", "2H", "3H"], s1=["4H", "5H", "6H", "7H", "8H"],
                    s2=["9H", "TH", "JH", "QH"], s3=["KH"])


def test_barbu_4a_to_4c_the_contracts_and_the_doubles():
    hearts = play("barbu", 4, [{"contract": "no-hearts", **BARBU_HEARTS}])
    assert hearts.hands[0].scores == [-10, -10, -8, -2]
    domino = play("barbu", 4, [{"contract": "domino", "order": [2, 0, 3, 1], "doubles": [
        {"by": 1, "of": 0, "redoubled": True}, {"by": 3, "of": 0}]}])
    assert domino.hands[0].scores == [85, -55, 45, -10]
    queens = play("barbu", 4, [{"contract": "no-queens", "counts": [0, 2, 1, 1], "doubles": [
        {"by": 0, "of": 1}, {"by": 0, "of": 2}, {"by": 0, "of": 3, "redoubled": True},
        {"by": 1, "of": 3}]}], first_dealer=3)
    assert queens.hands[0].scores == [30, -30, -12, -12]


def test_barbu_a_declarer_keeps_the_deal_for_seven_or_passes_it_on_every_deal():
    bodies = [{"contract": "no-hearts", **BARBU_HEARTS}, {"contract": "no-tricks",
                                                          "tricks": [4, 3, 5, 1]}]
    seven = play("barbu", 4, bodies)
    every = play("barbu", 4, bodies, barbu_rotation="every")
    assert [h.setup.dealer for h in seven.hands] + [seven.next_hand.dealer] == [0, 0, 0]
    assert [h.setup.dealer for h in every.hands] + [every.next_hand.dealer] == [0, 1, 2]
    assert [c.code for c in every.next_hand.choices][:2] == ["no-tricks", "no-hearts"]
    assert len(seven.next_hand.choices) == 5  # Ann named two of her seven


def test_a_replayed_deal_never_turns_the_dutch_game():
    state = dutch_at([40, 0, 0, 0], turn_cap=True)
    extend(state, record({"kind": "replay", "reneges": [0]}, 4))  # 40 + 15: past 50
    assert (state.totals, state.turned, state.next_hand.phase) == ([55, 0, 0, 0], None, 1)


def test_a_kierki_games_options_sent_back_are_taken():
    from companion.rules import resolve_setup
    for form in ("full", "plain", "no-robber-domino"):
        options = options_for("kierki", 4, kierki_form=form)
        assert resolve_setup("kierki", NAMES[:4], options, 0)[1] == options


def test_kierki_the_king_of_hearts_reminder_is_an_option():
    on = setup_for("kierki", 4, rotation=4)
    off = setup_for("kierki", 4, rotation=4, king_of_hearts_discard=False)
    assert "discard_king_of_hearts" in [note.code for note in on.reminders]
    assert [note.code for note in off.reminders] == ["no_heart_lead"]


def test_herzeln_for_three_plays_24_cards_and_scores_three_places():
    state = play("herzeln", 3, [took(s0=["AH", "TH"], s1=["KH", "QH", "JH"], s2=["9H"])])
    setup = state.hands[0].setup
    assert (setup.cards_each, len(setup.removed)) == (8, 28)
    assert state.hands[0].scores == [-21, -9, -1]  # the hearts tour: −31 in all
    domino = herzeln(options_for("herzeln", 3), 3)[-1]
    assert domino.places == 3 and sum(domino.parts[0].places) == -30
