"""Why a write was refused because the game moved on (a 409): the service raises a
`Conflict` with a code and its facts, and this table says it, as refusals.py says a
RuleError (it joins this table): in the reader's language on the pages, in English to
the API."""
from .voice import tr


def _already_entered(n: int, next_number: int) -> str:
    return tr().gettext("Hand %(n)s was already entered by another phone; the next hand is "
                        "hand %(next)s.", n=n, next=next_number)


def _not_due(n: int, next_number: int) -> str:
    return tr().gettext("Hand %(n)s is not due yet: the next hand is hand %(next)s.",
                        n=n, next=next_number)


def _saved_meanwhile() -> str:
    return tr().gettext("Another phone saved this hand at the same moment; here is the game "
                        "as it now stands.")


def _game_over(finishing: bool = False) -> str:
    """A hand sent to a finished game, or the game finished again (`finishing`)."""
    if finishing:
        return tr().gettext("The game is already over.")
    return tr().gettext("The game is over: correct or undo a hand to reopen it.")


def _not_the_last_hand(last: int, n: int) -> str:
    return tr().gettext("Only the last hand (hand %(last)s) can be undone; correct hand %(n)s "
                        "instead.", last=last, n=n)


def _played_again(next_id: str) -> str:
    return tr().gettext("This game was already played again: here is its next game.")


def _game_ending() -> str:
    return tr().gettext("The game is already ending: play the tie-break hand.")


def _nothing_to_finish() -> str:
    return tr().gettext("No hand has been played yet, so there is nothing to finish.")


def _not_put_back(n: int, next_number: int | None) -> str:
    """Why an undone hand cannot be put back (nothing was changed): `next_number` is the game's
    next hand, None when this phone kept no undone hand."""
    t = tr()
    if next_number is None:
        return t.gettext("Hand %(n)s cannot be put back from here: only the phone that undid "
                         "it can, until another hand is entered. Nothing was changed.", n=n)
    if next_number > n:
        return t.gettext("Hand %(n)s cannot be put back: another hand %(n)s was entered after "
                         "it was undone. Nothing was changed; correct hand %(n)s from History "
                         "if it is wrong.", n=n)
    return t.gettext("Hand %(n)s cannot be put back: the game has changed since it was undone "
                     "(the next hand is hand %(next)s). Nothing was changed.", n=n,
                     next=next_number)


SENTENCES = {
    "hand_already_entered": _already_entered,
    "hand_not_due": _not_due,
    "saved_meanwhile": _saved_meanwhile,
    "game_over": _game_over,
    "not_the_last_hand": _not_the_last_hand,
    "played_again": _played_again,
    "game_ending": _game_ending,
    "nothing_to_finish": _nothing_to_finish,
    "not_put_back": _not_put_back,
}
