"""Cards, their notation and names, and how a deck is made ready to deal.

Notation (docs/RULES.md): rank 2-9, T, J, Q, K, A then suit C D H S: "QS", "TH".
"""
from collections import Counter

from .errors import RuleError

RANKS = "23456789TJQKA"
SUITS = "CDHS"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
DECK = tuple(r + s for s in SUITS for r in RANKS)
_WRITTEN_AS_STORED = frozenset(DECK)

PIQUET_OUT = "23456"  # ranks the 32-card pack leaves out
PIQUET_EXTRA = ("7S", "7C", "7D", "7H")
# The ranks the short packs leave out: 24 cards, 9 to ace (Herzeln for three); 36 cards,
# 6 to ace (Dutch Hartenjagen for three)
SHORT_OUT = {"short24": "2345678", "short36": "2345"}

# Rickety Kate's own removals for a single deck (docs/RULES.md section 2.1).
RICKETY_REMOVALS = {3: ["2D"], 4: [], 5: ["2C", "2S"], 6: ["2C", "2S", "2D", "2H"]}


def parse_card(text, field: str = "captured") -> str:
    """Read a card in table notation; accept '10H' for 'TH' and any case. A refusal is
    said of `field`."""
    if not isinstance(text, str):
        raise RuleError("card_not_text", field)
    if text in _WRITTEN_AS_STORED:  # every stored hand, read again on each fold
        return text
    code = text.strip().upper()
    if code.startswith("10"):
        code = "T" + code[2:]
    if len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
        raise RuleError("not_a_card", field, text=text)
    return code


def rank_index(card: str) -> int:
    return RANKS.index(card[0])


def label(card: str) -> str:
    """Short label for screens: '10♥', 'Q♠'."""
    rank = "10" if card[0] == "T" else card[0]
    return rank + SUIT_SYMBOLS[card[1]]


def even_removal_order(decks: int):
    """Low clubs and diamonds, by rank from 2 up, clubs before diamonds, one copy at a time."""
    for rank in RANKS:
        for _copy in range(decks):
            for suit in "CD":
                yield rank + suit


def prepare_deck(players: int, decks: int, method: str):
    """Which cards come out, how many each, and the kitty.

    method: "rickety" (Rickety Kate's table, one deck, 3-6 players), "even" (remove
    the fewest low clubs and diamonds), "kitty" (deal in rounds; the rest is a
    kitty), "piquet" (the 32-card pack: 2 to 6 out), "short24" and "short36" (the 24-
    and 36-card packs: 2 to 8, 2 to 5 out). Two players always play one full
    deck, 26 each (docs/RULES.md section 6).
    Returns (removed, cards_each, kitty, in_play Counter).
    """
    if players == 2:
        decks, method = 1, "full"
    full = Counter({card: decks for card in DECK})
    total = 52 * decks
    removed: list[str] = []
    kitty = 0
    if method == "piquet":  # the 32-card pack, 7 to ace (Dutch Hartenjagen)
        removed = [c for c in DECK if c[0] in PIQUET_OUT for _ in range(decks)]
        # an uneven table drops the 7♠ and 7♣ (then the red sevens), as Polignac does
        removed += list(PIQUET_EXTRA[:(32 * decks) % players])
    elif method in SHORT_OUT:
        removed = [c for c in DECK if c[0] in SHORT_OUT[method] for _ in range(decks)]
    elif method == "rickety" and decks == 1 and players in RICKETY_REMOVALS:
        removed = list(RICKETY_REMOVALS[players])
    elif method == "kitty":
        # Deal whole rounds until no more than one card per player is left.
        kitty = total - players * (-(-total // players) - 1)
    else:
        order = even_removal_order(decks)
        removed = [next(order) for _ in range(total % players)]
    in_play = full - Counter(removed)
    cards_each = (total - len(removed) - kitty) // players
    return removed, cards_each, kitty, in_play


def card_order(card: str):
    # Hearts first, then spades, diamonds, clubs; high cards first within a suit.
    return ("HSDC".index(card[1]), -RANKS.index(card[0]))
