"""Before the hand: the deck, the kitty, the pass and the first lead, for the referee
panel (rules/passing.py's direction codes: left, right, across, left2, hold, …)."""
from collections import Counter

from ..rules.cards import PIQUET_OUT
from .common import card_label
from .voice import tr

PASS_WHERE = ("left", "right", "across")
PASS_SIGNS = {"left": "←", "right": "→", "across": "↕", "hold": "hold", "none": "–",
              "scatter": "scatter"}


def pass_words(direction: str, count: int) -> str:
    """'Pass 3 cards to the left', 'Hold: no passing this hand', 'No passing'."""
    t = tr()
    if direction == "hold":
        return t.gettext("Hold: no passing this hand")
    if direction == "none":
        return t.gettext("No passing")
    if direction == "scatter":
        return t.gettext("Pass 1 card to each other player")
    if direction == "left":
        return t.ngettext("Pass %(num)s card to the left", "Pass %(num)s cards to the left",
                          count)
    if direction == "right":
        return t.ngettext("Pass %(num)s card to the right",
                          "Pass %(num)s cards to the right", count)
    if direction == "across":
        return t.ngettext("Pass %(num)s card across", "Pass %(num)s cards across", count)
    if direction.startswith("left"):
        return t.ngettext("Pass %(num)s card %(seats)s seats to the left",
                          "Pass %(num)s cards %(seats)s seats to the left", count,
                          seats=direction[4:])
    return t.ngettext("Pass %(num)s card %(seats)s seats to the right",
                      "Pass %(num)s cards %(seats)s seats to the right", count,
                      seats=direction[5:])


def pass_where(direction: str) -> str:
    """'to the left', 'across', '2 seats to the left' (rules/passing.py's codes)."""
    t = tr()
    if direction == "left":
        return t.gettext("to the left")
    if direction == "right":
        return t.gettext("to the right")
    if direction == "across":
        return t.gettext("across")
    if direction.startswith("left"):
        return t.gettext("%(seats)s seats to the left", seats=direction[4:])
    return t.gettext("%(seats)s seats to the right", seats=direction[5:])


def pass_sign(direction: str) -> str:
    """The score sheet's mark: '←', '↕', '←2', 'hold'."""
    if direction == "hold":
        return tr().pgettext("the score sheet's mark of a hand without passing", "hold")
    if direction == "scatter":
        return tr().pgettext("the score sheet's mark of a scatter pass", "scatter")
    if direction in PASS_SIGNS:
        return PASS_SIGNS[direction]
    return PASS_SIGNS["left" if direction.startswith("left") else "right"] + direction[-1]


def deck_words(setup) -> str:
    """'Full deck: 13 cards each', 'Take out 2♣, 2♠: 10 cards each', two decks said first."""
    t = tr()
    two = sum(setup.in_play.values()) + len(setup.removed) > 52
    low = [c for c in setup.removed if c[0] in PIQUET_OUT]
    if len(setup.removed) == 28 and not two:  # the 24-card pack (Herzeln for three)
        return t.ngettext("24-card pack (9 to ace): %(num)s card each",
                          "24-card pack (9 to ace): %(num)s cards each", setup.cards_each)
    if len(setup.removed) == 16 and not two and not setup.kitty and \
            all(c[0] in "2345" for c in setup.removed):  # the 36-card pack (Hartenjagen, three)
        return t.ngettext("36-card pack (6 to ace): %(num)s card each",
                          "36-card pack (6 to ace): %(num)s cards each", setup.cards_each)
    if len(low) == 20 and not two:  # the 32-card pack, perhaps without some sevens
        extra = [card_label(c) for c in setup.removed if c[0] not in PIQUET_OUT]
        if extra:
            return t.ngettext("32-card pack (7 to ace); take out %(cards)s: %(num)s card "
                              "each", "32-card pack (7 to ace); take out %(cards)s: %(num)s "
                              "cards each", setup.cards_each, cards=", ".join(extra))
        return t.ngettext("32-card pack (7 to ace): %(num)s card each",
                          "32-card pack (7 to ace): %(num)s cards each", setup.cards_each)
    if setup.removed:
        shown = ", ".join(f"{c} ×{n}" if n > 1 else c
                          for c, n in Counter(card_label(c) for c in setup.removed).items())
        if two:
            return t.ngettext("Two decks shuffled together; take out %(cards)s: %(num)s card "
                              "each", "Two decks shuffled together; take out %(cards)s: "
                              "%(num)s cards each", setup.cards_each, cards=shown)
        return t.ngettext("Take out %(cards)s: %(num)s card each",
                          "Take out %(cards)s: %(num)s cards each", setup.cards_each,
                          cards=shown)
    if two:
        return t.ngettext("Two decks shuffled together; full deck: %(num)s card each",
                          "Two decks shuffled together; full deck: %(num)s cards each",
                          setup.cards_each)
    return t.ngettext("Full deck: %(num)s card each", "Full deck: %(num)s cards each",
                      setup.cards_each)


def kitty_words(kitty: int) -> str:
    if not kitty:
        return ""
    return tr().ngettext("Kitty: %(num)s card face down, for the winner of the first trick",
                         "Kitty: %(num)s cards face down, for the winner of the first trick",
                         kitty)


def first_lead_words(setup, names: list[str]) -> str:
    t = tr()
    if setup.first_lead_rule == "2C":
        return t.gettext("Whoever holds the 2♣ leads it")
    if setup.first_lead_rule not in ("eldest", "declarer"):  # the lowest club in play
        return t.gettext("Whoever holds the %(card)s leads it",
                         card=card_label(setup.first_lead_rule))
    if setup.contract is not None and setup.contract.layout:  # a domino: no lead, a row
        return t.gettext("%(name)s plays first, or passes", name=names[setup.first_lead_seat])
    return t.gettext("%(name)s leads any card", name=names[setup.first_lead_seat])


def phase_words(phase: int, reminders) -> str:
    """"Counting up to 50", "Counting down to 0": Dutch Hartenjagen's phase (the turn
    score is the counting-up reminder's value)."""
    if phase == 1:
        score = next(note.value for note in reminders if note.code == "counting_up")
        return tr().gettext("Counting up to %(score)s", score=score)
    return tr().gettext("Counting down to 0")
