"""Knaves (RULES-national 5.3), a positive game for three: a trump turned up, +1 a
trick, the jacks down; the first to 20 wins."""
from ..contracts import Contract, Part
from ..families import Repeated
from ..marks import N_, pgettext
from .declaration import SMALL, Game


def tricks_and_jacks(options: dict) -> Contract:
    """+1 a trick; the J♥ −4, J♦ −3, J♣ −2, J♠ −1; the last card turned up for trumps and
    not played, so a jack turned up counts for nobody."""
    return Contract("knaves", (Part("tricks", 1), Part("cards", -4, cards=("JH",)),
                               Part("cards", -3, cards=("JD",)), Part("cards", -2, cards=("JC",)),
                               Part("cards", -1, cards=("JS",))), trumps=True, turn_up=True,
                    notes=(("trump_turned_up", 0), ("trump_not_obliged", 0)))


GAME = Game(
    "knaves", pgettext("game", "Knaves"),
    N_("Three players, a trump turned up: +1 a trick, the jacks −4 (♥) to −1 (♠); the "
       "first to 20 wins."),
    (3, 3), Repeated(tricks_and_jacks, highest=True),
    options={**SMALL, "contracts": "knaves", "deck_prep": "kitty", "end_score": 20,
             "tie": "play-on"})
