"""Barbu (RULES-national section 4), the French compendium: each declarer names each of
seven contracts once, in the order they like; doubles settle pair by pair. With the
32-card pack (an option, 4.5) its penalties are the French 32-card values and the salade
(every penalty at once) takes the place of the last two tricks; those values do not
add up to 0."""
from ..contracts import HEARTS, LAST, QUEENS, Contract, Part
from ..families import Chosen, Menu
from ..marks import N_, pgettext
from ..option import Option
from .declaration import COMPENDIUM, Game, named

# The contracts' own names, as French and Belgian tables say them
NAMES = {"no-tricks": "pas de plis", "no-hearts": "pas de cœurs", "no-queens": "pas de dames",
         "barbu": "barbu", "no-last-two": "pas les deux derniers", "trumps": "atout",
         "domino": "réussite", "salade": "salade"}

BARBU_ROTATION = Option("barbu_rotation", "choice", N_("Who deals and declares"), form="more",
                        default="declarer", choices=(
                            ("declarer", N_("Each player deals and declares seven deals in a "
                                            "row")),
                            ("every", N_("The deal moves on every deal; each declarer still "
                                         "names each contract once"))))


BARBU_PACK = Option("barbu_pack", "choice", N_("The pack"), form="more", default="52",
                    choices=(("52", N_("52 cards")),
                             ("32", N_("32 cards, 7 to ace: tricks −5, hearts −5, queens −15, "
                                       "barbu −70, and the salade, all of them at once"))),
                    settles={"32": {"deck_prep": "piquet"}})


def contracts(options: dict) -> list[Contract]:
    """Barbu's seven contracts (4.3, 52 cards; 4.5, 32 cards). In its positive contracts
    only the declarer may be doubled (4.4)."""
    if options["barbu_pack"] == "32":
        penalties = [Contract("no-tricks", (Part("tricks", -5),)),
                     Contract("no-hearts", (Part("cards", -5, cards=HEARTS),)),
                     Contract("no-queens", (Part("cards", -15, cards=QUEENS),)),
                     Contract("barbu", (Part("cards", -70, cards=("KH",)),))]
        penalties.append(Contract("salade", tuple(p for c in penalties for p in c.parts)))
    else:
        last_two = (Part("named", -10, tricks=(LAST - 1,)), Part("named", -20, tricks=(LAST,)))
        penalties = [
            Contract("no-tricks", (Part("tricks", -2),)),
            # the A♥ is −6: −2 as a heart and −4 more
            Contract("no-hearts", (Part("cards", -2, cards=HEARTS),
                                   Part("cards", -4, cards=("AH",)))),
            Contract("no-queens", (Part("cards", -6, cards=QUEENS),)),
            Contract("barbu", (Part("cards", -20, cards=("KH",)),)),
            Contract("no-last-two", last_two)]
    return named("fr", NAMES, (
        *penalties,
        Contract("trumps", (Part("tricks", 5),), trumps=True, declarer_doubled_only=True,
                 notes=(("declarer_names_trumps", 0),)),
        Contract("domino", (Part("order", places=(45, 20, 5, -5)),), declarer_doubled_only=True,
                 notes=(("domino_declarer_rank", 3),))))


# The declarer deals and leads; each other player must double them twice in their seven
MENU = Menu(contracts, chooser=0, deals_each=7, once_in_match=False, doubles_owed=2,
            in_a_row=lambda options: options["barbu_rotation"] == "declarer")

GAME = Game(
    "barbu", pgettext("game", "Barbu"),
    N_("The French compendium: each player declares seven deals and names each contract "
       "once, doubles settle pair by pair; the highest total wins."),
    (4, 4), Chosen(MENU), options={**COMPENDIUM, "contracts": "barbu"}, own=(BARBU_ROTATION, BARBU_PACK))
