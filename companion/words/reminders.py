"""The reminders a hand carries (rules/deal.py Reminder: a code and its facts), said as
sentences for the referee panel and the API's `next_hand.reminders`."""
from .common import card_label, suit_words
from .contracts import CONTRACT_REMINDERS, contract_reminder
from .voice import tr


def _bonus(note) -> str:
    t = tr()
    cards = t.and_list(card_label(c) for c in note.cards)
    return t.ngettext("Bonus: %(cards)s counts −%(value)s for whoever takes it.",
                      "Bonus: %(cards)s count −%(value)s for whoever takes them.",
                      len(note.cards), cards=cards, value=-note.value)


def _kitty(note) -> str:
    return tr().ngettext(
        "The card left over lies face down: the winner of the first trick takes it.",
        "The %(num)s cards left over lie face down: the winner of the first trick takes "
        "them.", note.count)


def _said(code: str, note) -> str:
    t = tr()
    if code == "tiebreak":
        return t.gettext("Tie-break hand: the fewest penalty points taken wins it; no moon, "
                         "and nobody's total changes.")
    if code == "trumps":
        return t.gettext("Trumps this hand: %(suit)s.", suit=suit_words(note.suit))
    if code == "queen_refusal":
        return t.gettext("A player may refuse the Queen of Spades when it is passed; the "
                         "passer then passes another card instead.")
    if code == "first_trick":
        return t.gettext("No penalty card on the first trick, unless a player holds nothing "
                         "else.")
    if code == "hearts_broken":
        return t.gettext("Hearts may not be led until a heart has been discarded (unless the "
                         "leader holds only hearts).")
    if code == "black_jack":
        return t.gettext("Black Jack: the Jack of Spades is worth 10; the Queen of Spades is "
                         "ordinary.")
    if code == "partners":
        return t.gettext("Partners sit opposite and score as a team; a moon may be the two "
                         "of them between them.")
    if code == "partners_alone":
        return t.gettext("Partners sit opposite; each scores alone, and at the end the lower "
                         "team sum wins.")
    if code == "counting_up":
        return t.gettext("Counting up: each player adds the points taken, until a total "
                         "reaches %(score)s.", score=note.value)
    if code == "counting_down" and note.count:  # the exact-0 end (phases.py)
        return t.gettext("Counting down: each player takes the points taken off their total; "
                         "exactly 0 wins, below it bounces back.")
    if code == "counting_down":
        return t.gettext("Counting down: each player takes the points taken off their total; "
                         "0 or below wins.")
    if code == "cancellation":
        return t.gettext("Two identical cards in one trick cancel each other; the highest "
                         "other card of the led suit wins. If all are cancelled, the next "
                         "trick's winner takes it.")
    if code == "two_decks":
        return t.gettext("Two decks: when identical winning cards fall in one trick, the "
                         "first one played wins it.")
    if code == "counter_clockwise":
        return t.gettext("The play goes to the right: the player on the dealer's right "
                         "leads, and the deal passes to the right.")
    raise KeyError(code)


# Every code the engine gives a reminder, and who says it.
REMINDERS = {code: (lambda n, c=code: _said(c, n)) for code in (
    "tiebreak", "trumps", "queen_refusal", "first_trick", "hearts_broken", "black_jack",
    "partners", "partners_alone", "cancellation", "two_decks", "counting_up",
    "counting_down", "counter_clockwise")}
REMINDERS.update(kitty=_kitty, bonus=_bonus)
REMINDERS.update({code: (lambda n, c=code: contract_reminder(c, n))
                  for code in CONTRACT_REMINDERS})


def reminder_words(note) -> str:
    return REMINDERS[note.code](note)


def reminder_sentences(setup, leave_out=()) -> list[str]:
    """The hand's reminders as sentences, without the codes in `leave_out`."""
    return [reminder_words(n) for n in setup.reminders if n.code not in leave_out]
