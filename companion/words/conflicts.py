"""Why a write was refused because the game moved on (a 409): said in the reader's
language on the pages, in English to the API (the service raises them with these)."""
from .voice import tr


def already_entered(expected: int, next_number: int) -> str:
    return tr().gettext("Hand %(n)s was already entered by another phone; the next hand is "
                        "hand %(next)s.", n=expected, next=next_number)


def not_due(expected: int, next_number: int) -> str:
    return tr().gettext("Hand %(n)s is not due yet: the next hand is hand %(next)s.",
                        n=expected, next=next_number)


def saved_meanwhile() -> str:
    return tr().gettext("Another phone saved this hand at the same moment; here is the game "
                        "as it now stands.")


def game_over() -> str:
    return tr().gettext("The game is over: correct or undo a hand to reopen it.")


def only_the_last(count: int, number: int) -> str:
    return tr().gettext("Only the last hand (hand %(last)s) can be undone; correct hand %(n)s "
                        "instead.", last=count, n=number)


def played_again() -> str:
    return tr().gettext("This game was already played again: here is its next game.")


def already_over() -> str:
    return tr().gettext("The game is already over.")


def already_ending() -> str:
    return tr().gettext("The game is already ending: play the tie-break hand.")


def nothing_to_finish() -> str:
    return tr().gettext("No hand has been played yet, so there is nothing to finish.")
