"""A played hand in words: its title, what it was, what it meant for the table, its
line on the score sheet, and a moon; the undo and put-back sentences."""
from dataclasses import dataclass

from ..rules.teams import TEAMS
from .deal import pass_sign, pass_where
from .voice import tr


@dataclass(frozen=True)
class HandWords:
    """How the pages speak of a played hand, by its kind (normal, misdeal, replay, tiebreak)."""
    title: str  # "Hand 4", "Hand 4: misdeal"
    was: str  # what it was recorded as: "a misdeal", "a replayed deal", "" for a normal hand
    note: str  # what it meant for the table ("" for a normal hand)
    line: str  # the score sheet's words: "Misdeal: nothing scored", "Pass left", "Hold"
    sign: str  # the score sheet's short mark: "misdeal", "tie-break", "←"


def hand_words(number: int, kind: str, direction: str = "none", count: int = 0) -> HandWords:
    """The one place a hand's kind is worded (history, standings, entry, board)."""
    t = tr()
    if kind == "misdeal":
        return HandWords(t.gettext("Hand %(n)s: misdeal", n=number), t.gettext("a misdeal"),
                         t.gettext("Nothing scored, and the same dealer deals again."),
                         t.gettext("Misdeal: nothing scored"),
                         t.pgettext("the score sheet's mark of a misdeal", "misdeal"))
    if kind == "replay":
        return HandWords(t.gettext("Hand %(n)s: renege, deal replayed", n=number),
                         t.gettext("a replayed deal"),
                         t.gettext("Only the renege counted; the same dealer deals again and "
                                   "the pass repeats."),
                         t.gettext("Renege: deal replayed"),
                         t.pgettext("the score sheet's mark of a replayed deal", "replay"))
    if kind == "tiebreak":
        return HandWords(t.gettext("Hand %(n)s: tie-break", n=number),
                         t.gettext("a tie-break hand"),
                         t.gettext("Fewest points wins the tie-break; totals do not change."),
                         t.gettext("Tie-break"),
                         t.pgettext("the score sheet's mark of a tie-break hand", "tie-break"))
    return HandWords(t.gettext("Hand %(n)s", n=number), "", "", _line(direction, count),
                     pass_sign(direction))


def _line(direction: str, count: int) -> str:
    t = tr()
    if not count:
        return t.gettext("Hold")
    if direction == "scatter":
        return t.gettext("Scatter pass")
    if direction == "left":
        return t.gettext("Pass left")
    if direction == "right":
        return t.gettext("Pass right")
    if direction == "across":
        return t.gettext("Pass across")
    return t.gettext("Pass %(where)s", where=pass_where(direction))


def words_of(hand) -> HandWords:
    """hand_words of a played hand (rules.PlayedHand)."""
    passing = hand.setup.passing
    return hand_words(hand.number, hand.kind, passing.direction, passing.count)


def moon_words(shooter: str, choice: str, sun: bool = False, safety: bool = False) -> str:
    """'Ann shot the moon: everyone else scores the points.' ('shot the sun' for a sun;
    a safety moon says why the shooter took the points off instead)."""
    said = _sun_words(shooter, choice) if sun else _moon_words(shooter, choice)
    if safety:
        return tr().gettext("%(said)s: everyone else scoring them would have ended the game "
                            "(safety moon).", said=said)
    return said + "."


def _moon_words(who: str, choice: str) -> str:
    t = tr()
    return {"others": lambda: t.gettext("%(who)s shot the moon: everyone else scores the "
                                        "points", who=who),
            "self": lambda: t.gettext("%(who)s shot the moon and took the points off", who=who),
            "reset": lambda: t.gettext("%(who)s went for the lot and reset to 0", who=who),
            "double": lambda: t.gettext("%(who)s went for the lot and doubled everyone else",
                                        who=who)}[choice]()


def _sun_words(who: str, choice: str) -> str:
    if choice in ("reset", "double"):  # going for the lot reads the same for a sun
        return _moon_words(who, choice)
    t = tr()
    return {"others": lambda: t.gettext("%(who)s shot the sun: everyone else scores the "
                                        "points", who=who),
            "self": lambda: t.gettext("%(who)s shot the sun and took the points off",
                                      who=who)}[choice]()


def moon_question(rule: str, shooter: str, value: int, sun: bool = False) -> str:
    """The sentence asking the shooter to choose, on the entry form ('new' and 'lot', the
    rules with a choice)."""
    t = tr()
    if rule == "lot":
        return t.gettext("%(who)s went for the lot: choose to reset %(who)s's total to 0 or "
                         "to double everyone else's total.", who=shooter)
    if sun:
        return t.gettext("%(who)s shot the sun: choose +%(value)s for everyone else or "
                         "−%(value)s for %(who)s.", who=shooter, value=value)
    return t.gettext("%(who)s shot the moon: choose +%(value)s for everyone else or "
                     "−%(value)s for %(who)s.", who=shooter, value=value)


def shooter_words(names: list[str], moon) -> str:
    """Who shot it: 'Ann', or 'Ann and Cat' for a Partnership Hearts team moon."""
    if moon.team:
        return tr().and_list([names[s] for s in next(t for t in TEAMS if moon.seat in t)])
    return names[moon.seat]


def moon_choice_title(choice: str, shooter: str, value: int) -> str:
    t = tr()
    return {"others": lambda: t.gettext("Everyone else +%(value)s", value=value),
            "self": lambda: t.gettext("%(shooter)s −%(value)s", shooter=shooter, value=value),
            "reset": lambda: t.gettext("%(shooter)s back to 0", shooter=shooter),
            "double": lambda: t.gettext("Everyone else doubled")}[choice]()


def cards_taken_words(taken: list[tuple[str, str]], more: int) -> str:
    """The entry check's words for the single cards said: '10♠: Cy; Q♠: Ann.', and past
    the first three '10♠: Cy; Q♠: Ann; J♦: Bob; and 2 more.'"""
    said = "; ".join(f"{card}: {name}" for card, name in taken)
    if more:
        return tr().ngettext("%(said)s; and %(num)s more.", "%(said)s; and %(num)s more.",
                             more, said=said)
    return f"{said}."


# --- Undo, and putting a hand back ---------------------------------------------------

def undo_button_words(kind: str) -> str:
    """The saved notice's undo: 'Undo misdeal', 'Undo replay', 'Undo'."""
    t = tr()
    if kind == "misdeal":
        return t.gettext("Undo misdeal")
    if kind == "replay":
        return t.gettext("Undo replay")
    return t.gettext("Undo")
