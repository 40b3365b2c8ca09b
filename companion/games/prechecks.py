"""The points check of a write, made before the game is locked.

Searching whether points-only entries can come from the cards may take a
while (rules/checks.py bounds it), and the write lock makes every other write
to the game wait (on SQLite, every write at all). So a write first plays
itself out on a copy of the game, outside the lock, and hands the answers it
found to the real write, which then only reads them. The answers are filed by
question, so they stay right whatever lands in between; anything that goes
wrong here is found again, and said, under the lock.
"""
from ..rules import Record, RuleError, extend, read_entry
from ..store.refusals import NotFound
from ..store.capability import token_matches
from .reading import load
from .writing import replaced


def for_new_hand(public_id, token, body, at) -> dict:
    """The answers the next hand's points check needs."""
    if not _has_points(body):
        return {}

    def play(game, state):
        extend(state, Record(read_entry(_hand_of(body), len(game.players)), at))
        return state.hands[-1:]

    return _answers(public_id, token, play)


def for_correction(public_id, token, number, body) -> dict:
    """The answers hand `number`, corrected, and every hand after it need. (A later hand
    needs new ones only where the correction changes its deal, which a tie-break can:
    the write finds those itself, each bounded.)"""
    if not _has_points(body):
        return {}

    def play(game, state):
        entry = read_entry(_hand_of(body), len(game.players))
        return replaced(game, state, number, entry, {})[1]

    return _answers(public_id, token, play)


def _has_points(body) -> bool:
    """Only a hand entered as points asks the search anything; cards are simply counted."""
    return isinstance(body, dict) and body.get("points") is not None


def _hand_of(body):
    """The hand in a write's body (the service says what is wrong with a body that is not)."""
    return {k: v for k, v in body.items() if k != "expected_number"} if isinstance(
        body, dict) else body


def _answers(public_id, token, play) -> dict:
    try:
        game, state = load(public_id)  # remembered: the write under the lock finds it
        if not token_matches(game, token):
            return {}  # a stranger makes the server search nothing
        played = play(game, state)
    except (RuleError, NotFound, IndexError, TypeError, ValueError):
        return {}  # said under the lock, with the game as it then stands
    return {question: answer for hand in played for question, answer in hand.checked.items()}
