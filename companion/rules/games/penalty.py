"""The games of penalty cards (docs/RULES.md section 2): every hand scores the cards
taken, each game a bundle of the general options' values."""
from ..general import HEARTS_1, QS_13
from ..marks import N_, pgettext
from ..option import Option
from .declaration import Game

BLACK_LADY_VALUES = {
    **{f"{r}H": int(r) for r in "23456789"}, "TH": 10, "JH": 10, "QH": 10, "KH": 10,
    "AH": 10, "QS": 50, "AS": 40, "TS": 20,
}
SPOT_VALUES = {**{f"{r}H": int(r) for r in "23456789"}, "TH": 10, "JH": 11, "QH": 12, "KH": 13,
               "AH": 14, "QS": 25}
DIRTY_LIZ_VALUES = {**{f"{r}H": 1 for r in "23456789T"}, "JH": 2, "QH": 3, "KH": 4,
                    "AH": 5, "QS": 13}
# The big tables' games: the eldest leads, no clean first trick, going for the lot
BIG_TABLE = {"deck_prep": "even", "pass": "left", "first_lead": "eldest", "first_trick": False,
             "hearts_broken": False, "moon": "lot", "end_rule": "time"}
TEN_OF_SPADES_15 = Option("ten_of_spades_15", "flag", N_("10♠ counts 15 instead of 20"),
                          form="more", default=False)

GAMES = (
    Game("rickety-kate", pgettext("game", "Rickety Kate"),
         N_("The Australian family game: hearts 1, the Queen of Spades 13, first to 100 ends it."),
         (3, 6), options={"first_lead": "2C-full"}),
    Game("hearts", pgettext("game", "Hearts"),
         N_("The classic: pass left, right, across, hold; the game ends when someone goes over 100."),
         (3, 6), options={"end_rule": "over", "first_trick": False}),
    Game("rickety-kate-46", pgettext("game", "Rickety Kate, 46-point"),
         N_("Ace and King of Spades 10 each, pass 2 to the left, a kitty for the first trick."),
         (3, 8), options={"deck_prep": "kitty",
                          "card_values": {**HEARTS_1, **QS_13, "AS": 10, "KS": 10},
                          "pass": "left", "pass_count": 2, "queen_refusal": True,
                          "first_lead": "eldest", "first_trick": False, "hearts_broken": False,
                          "end_rule": "open"}),
    Game("black-widow", pgettext("game", "Black Widow"),
         N_("American Hearts with the Queen: over 100 ends it, a tie for lowest is a draw."),
         (3, 6), options={"end_rule": "over", "tie": "draw"}),
    Game("black-maria", pgettext("game", "Black Maria"),
         N_("The British game: Ace of Spades 7, King 10, Queen 13; pass right, no moon."),
         (3, 6), options={"card_values": {**HEARTS_1, **QS_13, "AS": 7, "KS": 10},
                          "pass": "right", "first_lead": "eldest", "first_trick": False,
                          "hearts_broken": False, "moon": "none", "end_rule": "over"}),
    Game("black-lady", pgettext("game", "Black Lady"),
         N_("Big tables: the Queen of Spades 50, Ace 40, Ten 20; hearts 2–10 at face "
            "value, J–A 10 each; play until time is up."),
         (3, 10), options={**BIG_TABLE, "card_values": BLACK_LADY_VALUES},
         own=(TEN_OF_SPADES_15,), two_decks_from=8),
    Game("dirty-liz", pgettext("game", "Dirty Liz"),
         N_("Black Lady with a trump each hand (♦ ♣ ♥ ♠) and 36 points a deck."),
         (3, 10), options={**BIG_TABLE, "card_values": DIRTY_LIZ_VALUES, "trump": "rotate"},
         two_decks_from=8),
    Game("omnibus", pgettext("game", "Omnibus Hearts"),
         N_("Hearts with the Jack of Diamonds −10 for whoever takes it; the moon is the 26 points."),
         (3, 6), options={"end_rule": "over", "first_trick": False, "jack_of_diamonds": True}),
    Game("omnibus-book", pgettext("game", "Omnibus Hearts (the book)"),
         N_("Hoyle's Omnibus: the 10♦ −10; a slam of all 15 counting cards takes 26 off the slammer."),
         (3, 6), options={"end_rule": "over", "first_trick": False, "ten_of_diamonds": True,
                          "moon": "minus", "moon_needs_bonus": True,
                          "bonus_in_moon": "absorbed"}),
    Game("spot-hearts", pgettext("game", "Spot Hearts"),
         N_("Hearts count their rank (2 to 10, J 11, Q 12, K 13, A 14), the Queen 25; first to 500 ends it."),
         (3, 6), options={"card_values": SPOT_VALUES, "end_score": 500, "first_trick": False}),
    Game("partnership", pgettext("game", "Partnership Hearts"),
         N_("Hearts for two teams, partners sitting opposite: team totals, a team moon, first team to 100 ends it."),
         (4, 4), options={"partnership": "team", "first_trick": False}),
    Game("cancellation", pgettext("game", "Cancellation"),
         N_("Rickety Kate with two decks for 6 or more: identical cards in a trick cancel."),
         (6, 10), options={"decks": 2, "deck_prep": "even", "first_lead": "2C-full",
                           "cancellation": True}),
)
