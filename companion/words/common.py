"""Words every subject uses: suits, cards, names in a list, a count of things, a place."""
from ..rules import label
from .voice import tr

SUITS = {"C": ("♣", "Clubs"), "D": ("♦", "Diamonds"), "H": ("♥", "Hearts"), "S": ("♠", "Spades")}


def suit_name(suit: str) -> str:
    """'Hearts', 'Herz', 'Kiery': a suit's name (context 'suit': Hearts the game is
    another word)."""
    t = tr()
    return {"C": t.pgettext("suit", "Clubs"), "D": t.pgettext("suit", "Diamonds"),
            "H": t.pgettext("suit", "Hearts"), "S": t.pgettext("suit", "Spades")}[suit]


def suit_words(suit: str) -> str:
    """'♦ Diamonds'."""
    return f"{SUITS[suit][0]} {suit_name(suit)}"


def card_name(card: str) -> str:
    """A card as a sentence names it: 'the Queen of Spades' (the locale's own name, with
    its article: 'die Pik-Dame', 'dama pik'), and a card of figures by its label, '2♥',
    which every locale reads."""
    name = _COURT.get(card)
    return name(tr()) if name else card_label(card)


def card_label(card: str) -> str:
    """A card as a screen shows it, in the table's own letters: 'Q♠', 'D♠' (de, fr, pl),
    'V♠' (nl); '10♥' everywhere (the engine's label() is the API's, in English)."""
    letter = _LETTERS.get(card[0])
    return letter(tr()) + label(card)[1:] if letter else label(card)


_LETTERS = {
    "J": lambda t: t.pgettext("card letter: jack", "J"),
    "Q": lambda t: t.pgettext("card letter: queen", "Q"),
    "K": lambda t: t.pgettext("card letter: king", "K"),
    "A": lambda t: t.pgettext("card letter: ace", "A"),
}


def sentence_start(text: str) -> str:
    """'The Queen of Spades…' from 'the Queen of Spades…': a sentence may begin with a
    card's name."""
    return text[:1].upper() + text[1:]


_COURT = {
    "JC": lambda t: t.pgettext("a card named in a sentence", "the Jack of Clubs"),
    "QC": lambda t: t.pgettext("a card named in a sentence", "the Queen of Clubs"),
    "KC": lambda t: t.pgettext("a card named in a sentence", "the King of Clubs"),
    "AC": lambda t: t.pgettext("a card named in a sentence", "the Ace of Clubs"),
    "JD": lambda t: t.pgettext("a card named in a sentence", "the Jack of Diamonds"),
    "QD": lambda t: t.pgettext("a card named in a sentence", "the Queen of Diamonds"),
    "KD": lambda t: t.pgettext("a card named in a sentence", "the King of Diamonds"),
    "AD": lambda t: t.pgettext("a card named in a sentence", "the Ace of Diamonds"),
    "JH": lambda t: t.pgettext("a card named in a sentence", "the Jack of Hearts"),
    "QH": lambda t: t.pgettext("a card named in a sentence", "the Queen of Hearts"),
    "KH": lambda t: t.pgettext("a card named in a sentence", "the King of Hearts"),
    "AH": lambda t: t.pgettext("a card named in a sentence", "the Ace of Hearts"),
    "JS": lambda t: t.pgettext("a card named in a sentence", "the Jack of Spades"),
    "QS": lambda t: t.pgettext("a card named in a sentence", "the Queen of Spades"),
    "KS": lambda t: t.pgettext("a card named in a sentence", "the King of Spades"),
    "AS": lambda t: t.pgettext("a card named in a sentence", "the Ace of Spades"),
}


def plural(count: int, noun: str) -> str:
    """'1 card', '3 cards': English only (a noun glued to an s); a sentence for the
    pages says its count with ngettext instead."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def possessive(name: str) -> str:
    """'Ann's', 'Hearts'', 'Black Maria's': a name ending in s takes the apostrophe alone."""
    return name + ("'" if name.endswith(("s", "S")) else "'s")


def names_and(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cat'; 'Ann, Bob und Cat' in German."""
    return tr().and_list(names)


# A place at the table, the locale's way (babel has no ordinals of figures).
_PLACE = {"de": "{n}.", "pl": "{n}.", "nl": "{n}e", "es": "{n}.º"}


def ordinal(place: int, trick: bool = False) -> str:
    """1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st: a place at the table ('1.', '1er',
    '2e', '1.º' elsewhere). `trick`: a trick's number, which Spanish says in the feminine
    of "baza" ('7.ª')."""
    locale = tr().locale
    if locale == "es" and trick:
        return f"{place}.ª"
    if locale == "fr":
        return "1er" if place == 1 else f"{place}e"
    if locale in _PLACE:
        return _PLACE[locale].format(n=place)
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"
