"""Dutch Hartenjagen (RULES-national section 2): 32 cards, hearts 1, J♣ 2, Q♠ 5 (15 a
deal); count up to 50, then down: the first at 0 or below wins. Three play with the
36-card pack (6 to ace, 16 a deal, the 6♣ leads); the 52-card pack is an option (2.1)."""
from ..general import HEARTS_1
from ..marks import N_, pgettext
from ..option import Option
from .declaration import Game

TURN_CAP = Option("turn_cap", "flag",
                  N_("At the turn, a total over the turn score comes down to it"),
                  form="more", default=False)
TURN_END = Option("turn_end", "choice", N_("Counting down, who wins"), form="more",
                  default="zero", choices=(
                      ("zero", N_("The first at 0 or below")),
                      ("exact", N_("The first at exactly 0; going below bounces back up"))))
# The pack by its name, as the table says it: the short one (32 cards, 36 for three) or
# the 52-card pack, whose deal the engine makes even (`settles`)
PACK = Option("pack", "choice", N_("The pack"), form="more", default="short", choices=(
    ("short", N_("32 cards, 7 to ace (36 cards, 6 to ace, for three)")),
    ("full", N_("52 cards"))), settles={"full": {"deck_prep": "even"}})

GAME = Game(
    "hartenjagen-nl", pgettext("game", "Dutch Hartenjagen"),
    N_("The Dutch game with 32 cards: hearts 1, J♣ 2, Q♠ 5; count up until someone "
       "reaches 50, then count down: the first at 0 wins."),
    (3, 4), options={"deck_prep": "piquet", "card_values": {**HEARTS_1, "JC": 2, "QS": 5},
                     "first_lead": "low-club", "first_trick": False, "hearts_broken": False,
                     "end_rule": "turn", "tie": "draw", "renege_penalty": 15},
    own=(TURN_CAP, TURN_END, PACK), for_three={"deck_prep": "short36"})
