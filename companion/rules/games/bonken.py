"""Bonken (RULES-national section 3), the Dutch compendium: the dealer's left-hand player
names the contract, two minus and one plus each, every contract once a match."""
from ..contracts import HEARTS, KINGS_JACKS, LAST, QUEENS, Contract, Part
from ..families import Chosen, Menu
from ..marks import N_, pgettext
from ..option import Option
from .declaration import COMPENDIUM, Game, named

# The contracts' own names, as Dutch tables say them
NAMES = {"no-king-of-hearts": "Harten heer", "no-kings-jacks": "Heren/boeren",
         "no-queens": "Vrouwen", "no-tricks": "Bukken", "no-hearts": "Hartenpunten",
         "seventh-and-last": "7e/13e slag", "last-trick": "Laatste slag",
         "domino": "Domino", "clubs": "Klaveren troef", "diamonds": "Ruiten troef",
         "hearts": "Harten troef", "spades": "Schoppen troef", "no-trumps": "Zonder troef"}
# The trump contracts (3.2): the contract names its suit (`suit`), so the table names none.
TRUMPS = ("clubs", "diamonds", "hearts", "spades", "no-trumps")

BONKEN_LEAD = Option("bonken_lead", "choice", N_("Who leads"), form="more", default="dealer",
                     choices=(("dealer", N_("The dealer")),
                              ("opposite", N_("The player opposite the chooser"))))


def contracts(options: dict) -> list[Contract]:
    """Bonken's eight negative and five positive contracts (3.2, 52 cards, no trumps in
    the negatives); 12 are played, so one positive is left out. A match adds up to 0."""
    negatives = (
        Contract("no-king-of-hearts", (Part("cards", -100, cards=("KH",)),)),
        Contract("no-kings-jacks", (Part("cards", -25, cards=KINGS_JACKS),)),
        Contract("no-queens", (Part("cards", -45, cards=QUEENS),)),
        Contract("no-tricks", (Part("tricks", -10),)),
        Contract("no-hearts", (Part("cards", -10, cards=HEARTS),)),
        Contract("seventh-and-last", (Part("named", -50, tricks=(7, LAST)),)),
        Contract("last-trick", (Part("named", -100, tricks=(LAST,)),)),
        # rows from the eights until three are out; a double needs an ace or a two (3.3)
        Contract("domino", (Part("last", -100),),
                 notes=(("domino_from_eights", 3), ("double_needs_ace_or_two", 0))))
    positives = tuple(Contract(code, (Part("tricks", 20),), suit=suit)
                      for code, suit in zip(TRUMPS, ("C", "D", "H", "S", "NT")))
    return named("nl", NAMES, negatives + positives)


def _leader(options: dict, chooser: int, dealer: int, seats: int) -> int:
    """The dealer leads; or (an option) the player opposite the chooser (3.1)."""
    return (chooser + 2) % seats if options["bonken_lead"] == "opposite" else dealer


MENU = Menu(contracts, chooser=1, deals_each=3, once_in_match=True, quota=(2, 1),
            leader=_leader, notes=(("bonken_choosing", 0),))

GAME = Game(
    "bonken", pgettext("game", "Bonken"),
    N_("The Dutch compendium: the dealer's left-hand player names the contract, two minus "
       "and one plus each, every contract once a match; doubles settle pair by pair; the "
       "match adds up to 0 and the highest total wins."),
    (4, 4), Chosen(MENU), options={**COMPENDIUM, "contracts": "bonken"}, own=(BONKEN_LEAD,))
