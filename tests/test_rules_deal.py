"""The deal: deck preparation, penalty cards, the pass, dealer, lead and trump (docs/RULES.md 1-4, 6)."""
import pytest

from companion.rules import GAMES, deal_setup
from companion.rules.deal import ROTATION_CYCLE
from tests.rules_support import HEARTS, options_for, setup_for

RICKETY_DECKS = {3: (["2D"], 17), 4: ([], 13), 5: (["2C", "2S"], 10),
                 6: (["2C", "2S", "2D", "2H"], 8)}


@pytest.mark.parametrize("ruleset", ["rickety-kate", "hearts", "black-widow", "black-maria"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_one_deck_games_take_out_rickety_kates_cards(ruleset, players):
    due = setup_for(ruleset, players)
    removed, each = RICKETY_DECKS[players]
    assert (due.removed, due.cards_each, due.kitty) == (removed, each, 0)
    assert sum(due.in_play.values()) == 52 - len(removed) == each * players
    assert all(due.in_play[card] == 0 for card in removed)


# Black Lady and Dirty Liz: one deck, two from 8 players; the fewest low clubs and diamonds out.
EVEN_DECKS = {3: (1, ["2C"], 17), 4: (1, [], 13), 5: (1, ["2C", "2D"], 10),
              6: (1, ["2C", "2D", "3C", "3D"], 8), 7: (1, ["2C", "2D", "3C"], 7),
              8: (2, [], 13), 9: (2, ["2C", "2D", "2C", "2D", "3C"], 11),
              10: (2, ["2C", "2D", "2C", "2D"], 10)}


@pytest.mark.parametrize("ruleset", ["black-lady", "dirty-liz"])
@pytest.mark.parametrize("players", range(3, 11))
def test_black_lady_deals_evenly_with_two_decks_from_eight(ruleset, players):
    decks, removed, each = EVEN_DECKS[players]
    due = setup_for(ruleset, players)
    assert (due.removed, due.cards_each, due.kitty) == (removed, each, 0)
    assert sum(due.in_play.values()) == 52 * decks - len(removed) == each * players
    assert due.in_play["AS"] == decks


def test_a_table_may_choose_its_decks():
    assert setup_for("black-lady", 7, decks=2).removed == ["2C", "2D", "2C", "2D", "3C", "3D"]
    assert setup_for("black-lady", 7, decks=2).cards_each == 14
    assert setup_for("black-lady", 9, decks=1).removed == ["2C", "2D", "3C", "3D", "4C",
                                                           "4D", "5C"]
    assert setup_for("black-lady", 9, decks=1).cards_each == 5


@pytest.mark.parametrize("players,removed,each", [
    (6, ["2C", "2D"], 17), (7, ["2C", "2D", "2C", "2D", "3C", "3D"], 14), (8, [], 13),
    (9, ["2C", "2D", "2C", "2D", "3C"], 11), (10, ["2C", "2D", "2C", "2D"], 10)])
def test_cancellation_uses_two_decks_dealt_evenly(players, removed, each):
    due = setup_for("cancellation", players)
    assert (due.removed, due.cards_each, due.kitty) == (removed, each, 0)
    assert due.in_play["QS"] == 2 and due.in_play["2C"] == 2 - removed.count("2C")


@pytest.mark.parametrize("players,each,kitty", [
    (3, 17, 1), (4, 12, 4), (5, 10, 2), (6, 8, 4), (7, 7, 3), (8, 6, 4)])
def test_rickety_kate_46_deals_rounds_and_leaves_a_kitty(players, each, kitty):
    due = setup_for("rickety-kate-46", players)
    assert (due.removed, due.cards_each, due.kitty) == ([], each, kitty)
    assert each * players + kitty == 52 and sum(due.in_play.values()) == 52
    assert due.penalty_total == 46  # the kitty's cards are in play: the first trick takes them


@pytest.mark.parametrize("ruleset", list(GAMES))
def test_a_two_player_tie_break_plays_the_full_single_deck(ruleset):
    low = GAMES[ruleset].players[0]
    due = setup_for(ruleset, low, rotation=5, participants=[0, 2], kind="tiebreak")
    assert (due.removed, due.cards_each, due.kitty) == ([], 26, 0)
    assert max(due.in_play.values()) == 1 and sum(due.in_play.values()) == 52
    assert (due.passing.direction, due.passing.count, due.passing.to) == ("none", 0, {})
    assert (due.first_lead_rule, due.first_lead_seat) == ("eldest", due.eldest)


def test_a_three_player_tie_break_deals_for_three():
    due = setup_for("rickety-kate", 4, participants=[0, 1, 3], kind="tiebreak")
    assert (due.removed, due.cards_each) == (["2D"], 17)
    two_decks = setup_for("black-lady", 9, participants=[1, 4, 7], kind="tiebreak")
    assert (two_decks.removed, two_decks.cards_each) == (["2C", "2D"], 34)  # the game's decks


# Penalty cards and totals: always computed from the cards in play.
@pytest.mark.parametrize("ruleset,players,options,total", [
    ("rickety-kate", 4, {}, 26), ("rickety-kate", 3, {}, 26), ("rickety-kate", 5, {}, 26),
    ("rickety-kate", 6, {}, 25), ("hearts", 4, {}, 26), ("black-widow", 6, {}, 25),
    ("rickety-kate", 4, {"black_jack": True}, 23),
    ("rickety-kate", 4, {"jack_of_diamonds": True}, 16),
    ("rickety-kate", 4, {"ten_of_diamonds": True}, 16),
    ("rickety-kate", 4, {"jack_of_diamonds": True, "ten_of_diamonds": True}, 6),
    ("rickety-kate-46", 4, {}, 46), ("rickety-kate-46", 8, {}, 46),
    ("rickety-kate-46", 5, {"jack_of_diamonds": True}, 36),
    ("black-maria", 3, {}, 43), ("black-maria", 4, {}, 43), ("black-maria", 6, {}, 42),
    ("black-lady", 3, {}, 204), ("black-lady", 7, {}, 204), ("black-lady", 8, {}, 408),
    ("black-lady", 5, {"ten_of_spades_15": True}, 199),
    ("black-lady", 10, {"ten_of_spades_15": True}, 398),
    ("dirty-liz", 4, {}, 36), ("dirty-liz", 10, {}, 72),
    ("cancellation", 6, {}, 52), ("cancellation", 10, {}, 52)])
def test_penalty_totals_come_from_the_card_values(ruleset, players, options, total):
    due = setup_for(ruleset, players, **options)
    assert due.penalty_total == total
    assert sum(due.values[card] for card in due.penalty_cards) == total


def test_penalty_cards_list_every_valued_card_bonus_cards_included():
    high_first = HEARTS[::-1]  # hearts, spades, diamonds, clubs; high cards first
    assert setup_for("rickety-kate", 4).penalty_cards == high_first + ["QS"]
    assert setup_for("rickety-kate", 6).penalty_cards == high_first[:-1] + ["QS"]  # 2H is out
    assert setup_for("rickety-kate", 4, black_jack=True).penalty_cards == high_first + ["JS"]
    bonus = setup_for("rickety-kate", 3, jack_of_diamonds=True, ten_of_diamonds=True)
    assert bonus.penalty_cards == high_first + ["QS", "JD", "TD"]
    assert bonus.values["JD"] == bonus.values["TD"] == -10
    assert setup_for("rickety-kate-46", 4).penalty_cards == high_first + ["AS", "KS", "QS"]
    assert setup_for("black-maria", 4).values == {**dict.fromkeys(HEARTS, 1), "QS": 13,
                                                  "KS": 10, "AS": 7}
    lady = setup_for("black-lady", 4)
    assert lady.values == {"2H": 2, "3H": 3, "4H": 4, "5H": 5, "6H": 6, "7H": 7, "8H": 8,
                           "9H": 9, "TH": 10, "JH": 10, "QH": 10, "KH": 10, "AH": 10,
                           "TS": 20, "QS": 50, "AS": 40}
    assert setup_for("black-lady", 4, ten_of_spades_15=True).values["TS"] == 15
    liz = setup_for("dirty-liz", 4)
    assert [liz.values[c] for c in HEARTS] == [1] * 9 + [2, 3, 4, 5] and liz.values["QS"] == 13
    two = setup_for("cancellation", 8)
    assert two.penalty_cards == [c for c in high_first + ["QS"] for _ in range(2)]


def test_the_positive_total_leaves_bonus_cards_out():
    due = setup_for("rickety-kate", 4, jack_of_diamonds=True)
    assert (due.penalty_total, due.positive_total) == (16, 26)


@pytest.mark.parametrize("ruleset", sorted(r for r in GAMES
                                            if "contracts" not in GAMES[r].options))
def test_setups_repeat_every_rotation_cycle_once_the_deal_comes_round(ruleset):
    """What lets a fold make each setup once (rules/game.py _setup). A compendium game's
    deals do not repeat: its fold keys them by the deal's place in the schedule."""
    low, high = GAMES[ruleset].players
    for seats in range(low, high + 1):
        for trump in ("none", "rotate"):
            options = options_for(ruleset, seats, trump=trump)
            for rotation in range(2 * ROTATION_CYCLE):
                later = rotation + ROTATION_CYCLE * seats
                assert deal_setup(options, seats, 1, rotation) == deal_setup(
                    options, seats, 1, later)
