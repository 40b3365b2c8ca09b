"""Refusals of a compendium deal's entry (rules/contract_entry.py, entry.py): tricks that
do not add up, a card given twice, a named trick without its winner, a going-out order
with a player missing or twice, a trump suit not named."""
from .common import card_name, ordinal, sentence_start
from .contracts import contract_gloss
from .voice import tr


def _contracts(codes) -> str:
    return tr().and_list(contract_gloss(code) for code in codes)


def _tricks_list(named) -> str:
    return tr().and_list(ordinal(n, trick=True) for n in named)


SENTENCES = {
    # The shape (rules/entry.py)
    "trump_not_a_suit": lambda **f: tr().gettext(
        "Trumps must be C, D, H or S (clubs, diamonds, hearts, spades), or NT for none."),
    "counts_not_numbers": lambda what, **f: tr().gettext(
        "“%(field)s” must be a list of whole numbers from 0, one per player.",
        field=what),
    "winners_not_tricks_to_seats": lambda **f: tr().gettext(
        "Trick winners must map a trick's number to the seat that won it, like {\"7\": 2}."),
    "contract_not_a_name": lambda **f: tr().gettext(
        "The contract must be named by its code, like “no-queens”."),
    "doubles_not_pairs": lambda **f: tr().gettext(
        "Doubles must be a list of calls like [{\"by\": 1, \"call\": \"double\", \"of\": 0}] "
        "(\"double\", \"redouble\" or \"maximum\")."),
    # One thing given two ways (rules/aliases.py, contract_entry.py)
    "fields_disagree": lambda what, other, **f: tr().gettext(
        "“%(field)s” and “%(other)s” say different things: give one of them.",
        field=what, other=other),
    "order_not_seats": lambda **f: tr().gettext(
        "The going-out order must be a list of seats, the first out first."),
    # The contract (rules/contract_entry.py, taken.py)
    "not_for_contract": lambda what, contract, **f: tr().gettext(
        "This deal (%(contract)s) does not ask for “%(field)s”.",
        contract=contract_gloss(contract), field=what),
    "not_in_this_game": lambda what, **f: tr().gettext(
        "“%(field)s” belongs to the compendium games; this game scores penalty cards.",
        field=what),
    "tricks_needed": lambda **f: tr().gettext("Say how many tricks each player won."),
    "tricks_count": lambda count, given, **f: tr().ngettext(
        "Give %(num)s trick counts, one for each player (got %(given)s).",
        "Give %(num)s trick counts, one for each player (got %(given)s).", count,
        given=given),
    "tricks_do_not_add_up": lambda total, tricks, **f: tr().ngettext(
        "The tricks add up to %(total)s, but this deal has %(num)s trick.",
        "The tricks add up to %(total)s, but this deal has %(num)s tricks.", tricks,
        total=total),
    "cards_or_counts_not_both": lambda **f: tr().gettext(
        "Give either the cards each player took or how many, not both."),
    "counts_count": lambda count, given, **f: tr().ngettext(
        "Give %(num)s counts, one for each player (got %(given)s).",
        "Give %(num)s counts, one for each player (got %(given)s).", count, given=given),
    "counts_do_not_add_up": lambda total, cards, **f: tr().ngettext(
        "The counts add up to %(total)s, but %(num)s card counts in this deal.",
        "The counts add up to %(total)s, but %(num)s cards count in this deal.", cards,
        total=total),
    "contract_cards_needed": lambda cards, **f: tr().ngettext(
        "Say who took the card that counts in this deal.",
        "Say who took each of the %(num)s cards that count in this deal.", len(cards)),
    "not_counted_in_contract": lambda card, contract, **f: sentence_start(tr().gettext(
        "%(card)s does not count in this deal (%(contract)s).", card=card_name(card),
        contract=contract_gloss(contract))),
    "trick_not_named": lambda trick, named, **f: tr().gettext(
        "The %(trick)s trick does not count in this deal; only the %(named)s.",
        trick=ordinal(trick, trick=True), named=_tricks_list(named)),
    "trick_winner_needed": lambda trick, **f: tr().gettext(
        "Say who won the %(trick)s trick.", trick=ordinal(trick, trick=True)),
    "out_order_places": lambda places, given, **f: tr().ngettext(
        "Name the player who went out first (got %(given)s).",
        "Name %(num)s players in the order they went out (got %(given)s).", places,
        given=given),
    "out_order_twice": lambda name, **f: tr().gettext(
        "%(name)s cannot go out twice.", name=name),
    "trump_needed": lambda **f: tr().gettext("Say which suit was trumps."),
    "last_out_needed": lambda **f: tr().gettext("Say who was left holding cards."),
    "capot_not_by_and_made": lambda **f: tr().gettext(
        "A capot must give “by” (the seat that announced it) and “made” (true or false)."),
    "capot_alone": lambda what, **f: tr().gettext(
        "A capot scores the deal alone: leave out “%(field)s”.", field=what),
    "turn_up_not_trump": lambda card, **f: sentence_start(tr().gettext(
        "%(card)s was turned up, so its suit is trumps.", card=card_name(card))),
    # A declarer's deal (Barbu: contract_entry.chosen, doubles.py)
    "contract_needed": lambda name, choices, **f: tr().gettext(
        "Say which contract %(name)s named: %(choices)s.", name=name,
        choices=_contracts(choices)),
    "contract_not_left": lambda contract, name, choices, **f: tr().gettext(
        "%(name)s cannot name “%(contract)s” now; left to them: %(choices)s.", name=name,
        contract=contract[:40], choices=_contracts(choices)),
    "double_of_oneself": lambda name, **f: tr().gettext(
        "%(name)s cannot double themselves.", name=name),
    "declarer_cannot_double": lambda name, **f: tr().gettext(
        "%(name)s is the declarer and cannot double, only redouble.", name=name),
    "double_only_declarer": lambda name, declarer, **f: tr().gettext(
        "In a positive contract only the declarer (%(declarer)s) may be doubled, not "
        "%(name)s.", name=name, declarer=declarer),
    "pair_doubled_twice": lambda name, other, **f: tr().gettext(
        "%(name)s and %(other)s are doubled once between them (a double back is a redouble).",
        name=name, other=other),
    "redouble_after_speaking": lambda name, other, **f: tr().gettext(
        "%(name)s spoke before %(other)s doubled them and cannot redouble.", name=name,
        other=other),
    "no_trumps_not_allowed": lambda **f: tr().gettext(
        "This table plays every trump deal with trumps: pick a suit."),
    "named_tricks_more_than_tricks": lambda name, named, tricks, **f: tr().ngettext(
        "%(name)s won %(named)s of the named tricks but only %(num)s trick in all.",
        "%(name)s won %(named)s of the named tricks but only %(num)s tricks in all.",
        tricks, name=name, named=named),
    "cards_more_than_tricks_hold": lambda name, cards, tricks, most, **f: tr().ngettext(
        "%(name)s took %(cards)s cards, but %(num)s trick holds at most %(most)s.",
        "%(name)s took %(cards)s cards, but %(num)s tricks hold at most %(most)s.",
        tricks, name=name, cards=cards, most=most),
}
