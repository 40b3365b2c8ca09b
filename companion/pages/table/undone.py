"""The hand this phone undid last, kept in its session (signed, so it comes back as it
was written) until the next undo: the table offers to put it back while it is the next
hand, and putting it back records exactly it, under a key of its own."""
from flask import request, session

from ...words import undo_button_words, words_of

UNDONE = "undone_hand"


def keep(game, hand, finished: bool) -> None:
    """Note the hand undone (rules.PlayedHand) of `game`, as it was stored, and whether
    the table had finished after it."""
    session[UNDONE] = {"game": game.public_id, "number": hand.number,
                       "entry": hand.entry.to_json(), "at": hand.at,
                       "finished": finished,
                       # one key per undo: a double tap puts the hand back once
                       "key": f"back-{game.version}-{hand.number}"}


def kept(public_id: str, number) -> dict | None:
    """The hand this phone undid, when it is hand `number` of this game."""
    note = session.get(UNDONE)
    if note and note.get("game") == public_id and note.get("number") == number:
        return note
    return None


def notices(public_id: str, state) -> dict:
    """What the table says above itself after a save, an undo or a put-back (from the
    query the write redirected to), while it is still true of the game."""
    saved = request.args.get("saved", type=int)
    number = request.args.get("undone", type=int)
    found = {}
    if saved and saved == len(state.hands):
        last = words_of(state.hands[-1])
        found.update(saved=saved, saved_as=last.was, back=request.args.get("back") == "1",
                     undo_label=undo_button_words(state.hands[-1].kind))
    elif number and number == state.next_number:
        found.update(undone=number, can_put_back=kept(public_id, number) is not None)
    return found
