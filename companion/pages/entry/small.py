"""The small games' own questions on a deal's form (rules/games/): Knaves' card
turned up for trumps (a suit, or one of the jacks, which then counts for nobody) and
Polignac's capot (announced by one player, made or failed; it then scores the deal
alone, so the jacks are not asked)."""
from ...words import card_label, suit_words, tr
from .form import _int

CAPOT_ENDS = ("made", "failed")


def turned_cards(setup, contract) -> tuple[str, ...]:
    """The counted cards that may be turned up: they count for nobody then."""
    cards = [c for c in contract.cards if setup.in_play[c]] if contract.turn_up else []
    return tuple(sorted(cards, key=lambda card: "SHDC".index(card[1])))  # as the suits


def trump_words(answer: str) -> str:
    """A trump chip's words: "spades", "no trumps", or the card turned up ("J♦")."""
    if answer == "NT":
        return tr().gettext("no trumps")
    if len(answer) == 2:  # a jack turned up: its suit is trumps
        return f"{suit_words(answer[1])} ({card_label(answer)})"
    return suit_words(answer)


def trump_chips(trumps) -> list[tuple[str, str, bool]]:
    """(value, words, red) for each trump chip."""
    return [(value, trump_words(value), value[-1] in "HD") for value in trumps]


def trump_body(answer: str) -> dict:
    """A jack turned up gives its suit as trumps, and itself."""
    return {"trump": answer[1], "turn_up": answer} if len(answer) == 2 and answer != "NT" \
        else {"trump": answer}


def read_capot(data, seats) -> tuple[int, bool] | None:
    """"2:made" -> (2, True): who announced a capot and whether they made it."""
    text, _, end = (data.get("capot") or "").partition(":")
    seat = _int(text)  # ("²" and 5000 digits are no seat)
    if seat not in seats or end not in CAPOT_ENDS:
        return None
    return seat, end == "made"


def capot_check(capot, names) -> tuple[bool, str]:
    by, made = capot
    t = tr()
    return True, (t.gettext("%(name)s made a capot", name=names[by]) if made
                  else t.gettext("%(name)s failed a capot", name=names[by]))
