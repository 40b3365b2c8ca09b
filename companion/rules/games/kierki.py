"""Kierki (RULES-national section 1), the Polish compendium, and its short scale: a fixed
schedule of contracts (kierki_deals.py), named in Polish at every table."""
from ..families import Scheduled
from ..marks import N_, pgettext
from ..option import Option
from .declaration import COMPENDIUM, Game, named
from .kierki_deals import kierki, kierki_short

# The deals' own names (1.2): the game's words, not translated (deal 6's follow its
# option: kierki_deals.DEAL6_NAMES)
NAMES = {"no-tricks": "bez lew", "no-hearts": "bez kierów", "no-queens": "bez dam",
         "no-kings-jacks": "bez panów", "no-king-of-hearts": "bez króla kier",
         "robber": "rozbójnik", "trumps": "atu", "domino": "loteryjka"}

DEAL6_TRICKS = Option("deal6_tricks", "choice", N_("Deal 6: the tricks that cost"),
                      form="more", default="7-last", choices=(
                          ("7-last", N_("The 7th and the last trick")),
                          ("last-two", N_("The last two tricks")),
                          ("last", N_("The last trick alone, worth both")),
                          ("3-7", N_("The 3rd and the 7th trick")),
                          ("3-8", N_("The 3rd and the 8th trick")),
                          ("6-last", N_("The 6th and the last trick"))))
KIERKI_FORM = Option("kierki_form", "choice", N_("Which deals are played"), form="more",
                     default="full", choices=(
                         ("full", N_("Seven penalty deals with the robber, a trump deal "
                                     "each, the loteryjka")),
                         ("no-robber-trumps", N_("Six penalty deals, then a trump deal each")),
                         ("no-robber-domino", N_("Six penalty deals, then one loteryjka")),
                         ("no-robber-dominoes", N_("Six penalty deals, then a loteryjka "
                                                   "each, at smaller values")),
                         ("plain", N_("Kierki zwykłe: the six penalty deals counted up, the "
                                      "lowest total wins"))))
THREE_TRUMPS_20 = Option("three_trumps_20", "flag", N_("Three players: a trump trick +20"),
                         N_("Instead of +25; the match then no longer adds up to 0."),
                         form="more", default=False)
KING_OF_HEARTS_DISCARD = Option(
    "king_of_hearts_discard", "flag", N_("Deal 5: the K♥ goes at the first chance"),
    N_("Whoever holds the K♥ must discard it at the first chance (the panel says so)."),
    form="more", default=True)
NO_TRUMPS = Option("no_trumps", "flag", N_("“No trumps” may be chosen"),
                   N_("In a trump deal, trumps may also be “none”."), form="more",
                   default=False)

GAME = Game(
    "kierki", pgettext("game", "Kierki"),
    N_("The Polish compendium: seven penalty deals, then a trump deal each and the "
       "loteryjka; the match adds up to 0 and the highest total wins."),
    (3, 4), Scheduled(lambda options, seats: named("pl", NAMES, kierki(options, seats)),
                      lowest_wins=lambda options: options["kierki_form"] == "plain"),
    options={**COMPENDIUM, "contracts": "kierki", "deck_prep": "even"},
    own=(DEAL6_TRICKS, KIERKI_FORM, THREE_TRUMPS_20, KING_OF_HEARTS_DISCARD, NO_TRUMPS))

SHORT = Game(
    "kierki-short", pgettext("game", "Kierki, short scale"),
    N_("Kierki at small values (−2 a trick … −16 for the K♥) played as four series of "
       "twelve deals; the last loteryjka scores all four places."),
    (4, 4), Scheduled(lambda options, seats: named("pl", NAMES, kierki_short(options, seats))),
    options={**COMPENDIUM, "contracts": "kierki-short", "deck_prep": "even"},
    own=(KING_OF_HEARTS_DISCARD,))
