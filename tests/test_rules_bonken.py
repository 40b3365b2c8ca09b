"""Bonken (RULES-national section 3): the chooser left of the dealer, every contract once a
match, two minus and one plus per chooser, doubles by anyone, the domino's last player."""
from companion.rules import extend
from tests.rules_support import play, record, refused_game, said

# One legal match: each chooser (Bob, Cat, Dan, Ann in turn) names two minus contracts
# and one plus; one plus contract (no trumps) is left out.
MATCH = [
    {"contract": "no-tricks", "tricks": [5, 4, 3, 1]},                      # 3.a
    {"contract": "no-queens", "counts": [1, 1, 1, 1]},
    {"contract": "no-hearts", "counts": [4, 3, 3, 3]},
    {"contract": "no-king-of-hearts", "captured": {"2": ["KH"]}},
    {"contract": "clubs", "tricks": [6, 2, 4, 1]},
    {"contract": "no-kings-jacks", "counts": [2, 2, 2, 2]},
    {"contract": "seventh-and-last", "winners": {"7": 1, "13": 1}},
    {"contract": "diamonds", "tricks": [1, 2, 5, 5]},
    {"contract": "last-trick", "winners": {"13": 3}},
    {"contract": "hearts", "tricks": [4, 4, 4, 1]},
    {"contract": "spades", "tricks": [3, 3, 3, 4]},
    {"contract": "domino", "last_out": 0},
]


def test_the_chooser_is_left_of_the_dealer_and_the_dealer_leads():
    state = play("bonken", 4, [], first_dealer=2)
    setup = state.next_hand
    assert (setup.dealer, setup.chooser, setup.first_lead_seat) == (2, 3, 2)
    assert (setup.deal, setup.deals, len(setup.choices)) == (1, 12, 13)
    opposite = play("bonken", 4, [], first_dealer=2, bonken_lead="opposite").next_hand
    assert opposite.first_lead_seat == 1  # across the table from Dan, the chooser


def test_example_3a_bukken_and_3b_clubs_with_two_redoubles():
    assert play("bonken", 4, MATCH[:1]).hands[0].scores == [-50, -40, -30, -10]
    # 3.b: the chooser is A (Ann), so Dan deals; B doubles A, A redoubles; C doubles D,
    # D redoubles
    clubs = play("bonken", 4, [{**MATCH[4], "doubles": [
        {"by": 1, "of": 0, "redoubled": True}, {"by": 2, "of": 3, "redoubled": True}]}],
        first_dealer=3)
    assert clubs.hands[0].scores == [280, -120, 200, -100]


def test_a_whole_match_adds_up_to_0_and_the_highest_total_wins():
    state = play("bonken", 4, MATCH)
    assert [h.setup.chooser for h in state.hands] == [1, 2, 3, 0] * 3
    assert sum(state.totals) == 0 and state.status == "finished"
    assert state.winners == [max(range(4), key=lambda s: state.totals[s])]
    assert state.hands[11].scores == [-100, 0, 0, 0]  # the domino: Ann was left with cards


def test_a_contract_played_is_gone_for_every_chooser():
    state = play("bonken", 4, MATCH[:1])
    assert "no-tricks" not in [c.code for c in state.next_hand.choices]
    error = refused_game("bonken", 4, MATCH[:1] + [{"contract": "no-tricks",
                                                   "tricks": [5, 4, 3, 1]}])
    assert error.code == "contract_not_left"
    assert "Cat cannot name" in said(error)


def test_a_chooser_names_two_minus_contracts_and_one_plus():
    after = play("bonken", 4, MATCH[:8])  # Bob named no tricks, clubs; next: no kings …
    bob = after.next_hand
    assert bob.chooser == 1
    # Bob named one minus and one plus: only minus contracts are left to him
    assert all(c.negative for c in bob.choices)
    error = refused_game("bonken", 4, MATCH[:8] + [{"contract": "no-trumps",
                                                   "tricks": [4, 3, 3, 3]}])
    assert error.code == "contract_not_left"


def test_anyone_doubles_anyone_in_a_plus_contract_but_the_chooser_only_redoubles():
    body = {**MATCH[0], "contract": "spades", "tricks": [1, 2, 5, 5]}
    # Cat doubles Dan in Bob's plus contract (in Barbu only the declarer may be doubled)
    state = play("bonken", 4, [{**body, "doubles": [{"by": 2, "of": 3}]}])
    assert state.hands[0].scores == [20, 40, 100, 100]
    chooser = refused_game("bonken", 4, [{**body, "doubles": [{"by": 1, "of": 3}]}])
    assert chooser.code == "declarer_cannot_double"


def test_the_domino_asks_who_was_left_holding_cards():
    missing = refused_game("bonken", 4, [{"contract": "domino"}])
    assert missing.code == "last_out_needed"
    state = play("bonken", 4, [{"contract": "domino", "last_out": 3}])
    assert state.hands[0].scores == [0, 0, 0, -100]
    assert [n.code for n in state.hands[0].setup.reminders] == ["bonken_choosing"]


def test_an_undo_gives_the_contract_back():
    state = play("bonken", 4, MATCH[:2])
    undone = play("bonken", 4, MATCH[:1])
    extend(undone, record(MATCH[1], 4))
    assert [c.code for c in undone.next_hand.choices] == [c.code for c in state.next_hand.choices]
    assert "no-queens" in [c.code for c in play("bonken", 4, MATCH[:1]).next_hand.choices]


def test_the_panels_of_deals_kept_offline_leave_out_the_contracts_named():
    from companion.rules.timeline import upcoming
    for ruleset in ("barbu", "bonken"):
        state = play(ruleset, 4, [{"contract": "no-tricks", "tricks": [4, 3, 5, 1]}])
        for setup in upcoming(state, 3):
            assert "no-tricks" not in [c.code for c in setup.choices], ruleset
