"""A game's contracts in words (rules/contracts.py): each deal's own name in the game's
language (its declaration gives it: Kierki's are Polish everywhere, as its players say
them), what it means in the reader's, what it scores, and the play rules the panel
reminds of."""
from ..rules.contracts import HEARTS, KINGS_JACKS, LAST, QUEENS
from .common import card_label, ordinal
from .voice import tr

def contract_gloss(code: str) -> str:
    """What the contract is, in the reader's words: "no tricks", "domino"."""
    t = tr()
    return {
        "no-tricks": lambda: t.pgettext("contract", "no tricks"),
        "no-hearts": lambda: t.pgettext("contract", "no hearts"),
        "no-queens": lambda: t.pgettext("contract", "no queens"),
        "no-kings-jacks": lambda: t.pgettext("contract", "no kings or jacks"),
        "no-king-of-hearts": lambda: t.pgettext("contract", "no king of hearts"),
        "seventh-and-last": lambda: t.pgettext("contract", "no 7th or last trick"),
        "robber": lambda: t.pgettext("contract", "all the penalties at once"),
        "salade": lambda: t.pgettext("contract", "all the penalties at once"),
        "trumps": lambda: t.pgettext("contract", "trumps"),
        "domino": lambda: t.pgettext("contract", "domino"),
        "hearts-valued": lambda: t.pgettext("contract", "hearts by their value"),
        "tricks-plus": lambda: t.pgettext("contract", "tricks win"),
        "last-trick-plus": lambda: t.pgettext("contract", "the last trick wins"),
        "last-trick": lambda: t.pgettext("contract", "no last trick"),
        "barbu": lambda: t.pgettext("contract", "no king of hearts"),
        "no-last-two": lambda: t.pgettext("contract", "no last two tricks"),
        "clubs": lambda: t.pgettext("contract", "clubs trumps"),
        "diamonds": lambda: t.pgettext("contract", "diamonds trumps"),
        "hearts": lambda: t.pgettext("contract", "hearts trumps"),
        "spades": lambda: t.pgettext("contract", "spades trumps"),
        "no-trumps": lambda: t.pgettext("contract", "no trumps"),
        "polignac": lambda: t.pgettext("contract", "the jacks"),
        "slobberhannes": lambda: t.pgettext("contract", "the first and last tricks and the Q♣"),
        "knaves": lambda: t.pgettext("contract", "tricks up, jacks down"),
    }[code]()


# What a deal of named tricks avoids, by the tricks it names (Kierki's deal 6 and its
# readings, Bonken's 7th and 13th): whole phrases, as each language says them
NAMED_TRICKS = {
    (7, LAST): lambda t: t.pgettext("contract", "no 7th or last trick"),
    (LAST - 1, LAST): lambda t: t.pgettext("contract", "no last two tricks"),
    (LAST,): lambda t: t.pgettext("contract", "no last trick"),
    (3, 7): lambda t: t.pgettext("contract", "no 3rd or 7th trick"),
    (3, 8): lambda t: t.pgettext("contract", "no 3rd or 8th trick"),
    (6, LAST): lambda t: t.pgettext("contract", "no 6th or last trick"),
}


def contract_meaning(contract) -> str:
    """What this deal is, in the reader's words: its code's, or for a deal of named
    tricks that cost, the tricks it names ("no 3rd or 7th trick")."""
    tricks = tuple(n for part in contract.parts if part.kind == "named" for n in part.tricks)
    if tricks and contract.penalties and all(part.kind == "named" for part in contract.parts):
        said = NAMED_TRICKS.get(tuple(sorted(tricks, key=lambda n: (n <= LAST, n))))
        if said:
            return said(tr())
    return contract_gloss(contract.code)


def own_name(contract) -> str:
    """The deal's own name, as its players say it in every language ("bez lew")."""
    return contract.own or contract_meaning(contract)


def contract_name(contract) -> str:
    """The deal as the table calls it, with its meaning when the reader's words differ:
    "bez lew (no tricks)", and in Polish "bez lew"."""
    own, gloss = own_name(contract), contract_meaning(contract)
    if tr().locale == contract.language or own.casefold() == gloss.casefold():
        return own  # the reader speaks the game's language: its name says it all
    return f"{own} ({gloss})"


def deal_words(setup) -> str:
    """"Deal 3 of 12": where the match stands in its schedule ("": a small game has none)."""
    if not setup.deals:
        return ""
    return tr().gettext("Deal %(n)s of %(of)s", n=setup.deal, of=setup.deals)


def signed(value: int) -> str:
    """+25, −20, 0 (the minus sign, not a hyphen)."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _part_words(part, tricks_in_deal: int) -> str:
    t, value = tr(), signed(part.value)
    if part.kind == "tricks":
        return t.gettext("%(value)s a trick", value=value)
    if part.kind == "cards":
        kinds = {HEARTS: t.gettext("%(value)s a heart", value=value),
                 QUEENS: t.gettext("%(value)s a queen", value=value),
                 KINGS_JACKS: t.gettext("%(value)s a king or jack", value=value)}
        if part.cards in kinds:
            return kinds[part.cards]
        return t.gettext("%(value)s for %(cards)s", value=value,
                         cards=t.and_list(card_label(c) for c in part.cards))
    if part.kind == "named":
        numbers = sorted({n if n > 0 else tricks_in_deal + n for n in part.tricks})
        tricks = t.and_list(ordinal(n, trick=True) for n in numbers)
        return t.ngettext("%(value)s for the %(tricks)s trick",
                          "%(value)s each for the %(tricks)s tricks", len(numbers),
                          value=value, tricks=tricks)
    if part.kind == "last":
        return t.gettext("%(value)s for the last one holding cards", value=value)
    if part.kind == "sweep":
        return t.gettext("%(value)s more to a player who took them all", value=value)
    return t.and_list(t.gettext("%(place)s out %(value)s", place=ordinal(place),
                                value=signed(v)) for place, v in enumerate(part.places, 1))


def scoring_words(contract, tricks_in_deal: int) -> str:
    """What the deal scores: "−20 a trick"; the robber's six parts joined."""
    said = [_part_words(part, tricks_in_deal) for part in contract.parts]
    if contract.capot:
        said.append(tr().gettext("a capot: %(value)s to each other player",
                                 value=signed(contract.capot)))
    return "; ".join(said)


def contract_reminder(code: str, note) -> str:
    t = tr()
    if code == "no_heart_lead":
        return t.gettext("No heart may be led while the leader holds another suit.")
    if code == "discard_king_of_hearts":
        return t.gettext("Whoever holds the K♥ must get rid of it at the first chance.")
    if code == "dealer_names_trumps":
        return t.ngettext("The dealer names trumps after seeing their first card.",
                          "The dealer names trumps after seeing their first %(num)s cards.",
                          note.count)
    if code == "trump_not_obliged":
        return t.gettext("Follow suit; a player with none of it need not trump.")
    if code == "domino_from_eights":
        return t.ngettext("Domino: the eights start each suit's row, built up and down; a "
                          "player who can play must, and the deal ends when one is out.",
                          "Domino: the eights start each suit's row, built up and down; a "
                          "player who can play must, and the deal ends when %(num)s are out.",
                          note.count)
    if code == "declarer_names_trumps":
        return t.gettext("The declarer names trumps.")
    if code == "domino_declarer_rank":
        return t.gettext("Domino: the declarer names the rank each suit's row starts at; a "
                         "player who can play must, and the deal is played out.")
    if code == "domino_from_jacks":
        return t.ngettext("Layout: the jacks start each suit's row, built up and down; a "
                          "player who can play must, and the deal ends when one is out.",
                          "Layout: the jacks start each suit's row, built up and down; a "
                          "player who can play must, and the deal ends when %(num)s are out.",
                          note.count)
    if code == "double_needs_ace_or_two":
        return t.gettext("Domino: only a player holding an ace or a two may double or "
                         "redouble.")
    if code == "trump_turned_up":
        return t.gettext("The last card is turned up for trumps and is not played.")
    if code == "bonken_choosing":
        return t.gettext("Each contract is played once a match; each chooser names two "
                         "minus contracts and one plus.")
    raise KeyError(code)


CONTRACT_REMINDERS = ("no_heart_lead", "discard_king_of_hearts", "dealer_names_trumps",
                      "trump_not_obliged", "domino_from_eights", "domino_from_jacks",
                      "declarer_names_trumps", "domino_declarer_rank",
                      "double_needs_ace_or_two", "bonken_choosing", "trump_turned_up")


def owed_words(name: str, declarer: str, owed: int, left: int) -> tuple[bool, str]:
    """(can it still be met, the sentence) for a player who still owes the declarer
    doubles (rules/doubles.owed_doubles)."""
    t = tr()
    if owed > left:
        return False, t.ngettext(
            "%(name)s can no longer double %(declarer)s twice: %(num)s deal left.",
            "%(name)s can no longer double %(declarer)s twice: %(num)s deals left.", left,
            name=name, declarer=declarer)
    return True, t.ngettext("%(name)s still owes %(declarer)s a double.",
                            "%(name)s still owes %(declarer)s %(num)s doubles.", owed,
                            name=name, declarer=declarer)
