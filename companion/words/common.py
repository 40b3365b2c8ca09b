"""Words every subject uses: suits, names in a list, a count of things, a place."""
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


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st: a place at the table ('1.', '1er',
    '2e', '1.º' elsewhere)."""
    locale = tr().locale
    if locale == "fr":
        return "1er" if place == 1 else f"{place}e"
    if locale in _PLACE:
        return _PLACE[locale].format(n=place)
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"
