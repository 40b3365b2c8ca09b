"""The game service: the one place the pages and the JSON API read and write games.

Every write goes through `store.writing`, which locks the game first (bumping
`version`), so two phones saving the same hand are served one after the other
and the second sees the first. Every write checks the edit token before it
looks at the body, and a refused write leaves nothing behind.
"""
import secrets
from contextlib import contextmanager

from sqlalchemy import delete, update

from .. import db
from ..db.models import Game, Hand
from ..rules import (Record, RuleError, extend, finish, object_with, read_entry, resolve_setup,
                     undone)
from . import foldmemo, idempotency, prechecks, snapshots
from .asked import body_and_expected, check_expected, check_number
from ..store.refusals import Forbidden, NotFound, Unauthorized
from ..store.capability import (check_token, new_public_id, new_token, replace_token, token_matches)
from .idempotency import Replayed
from .reading import current_version, load
from ..store.refusals import Conflict
from .writing import find_game, fold_game, keep_checks, replaced, writing
from ..store.clock import now

MOST_HANDS = 3000  # far longer than any evening; bench/run.py measures a game this long

__all__ = ["Conflict", "Forbidden", "NotFound", "Replayed", "Unauthorized", "can_edit",
           "check_token", "correct_hand", "create_game", "current_version", "find_game",
           "finish_game", "load", "new_edit_token", "new_game", "record_hand", "sync",
           "undo_hand"]


def create_game(ruleset, names, options=None, first_dealer=None, at=None, group=None,
                follows=None):
    """Check the setup, store the game, and return (game, edit token, state). `group` (a
    groups.Filing, made first: it checks the group's token) files the game in its group
    in the same transaction: refused there, nothing is made. `follows` (a game's row id)
    is the game it was played again from: the import replays that too."""
    game, token = new_game(ruleset, names, options, first_dealer, at, follows)
    with db.session() as s:
        s.add(game)
        if group is not None:
            s.flush()  # the game's id, for its row in the group
            group.file(s, game)
        s.commit()
    return game, token, fold_game(game, [])


def new_game(ruleset, names, options, first_dealer, at, follows=None) -> tuple[Game, str]:
    """The game's row, checked, not stored yet, and its edit token."""
    players, resolved = resolve_setup(ruleset, names, options, first_dealer)
    if first_dealer is None:
        first_dealer = secrets.randbelow(len(players))  # draw for deal
    token, hashed = new_token()
    game = Game(ruleset=ruleset, players=players, options=resolved, first_dealer=first_dealer,
                public_id=new_public_id(), edit_token_hash=hashed,
                started_at=now() if at is None else at, follows=follows)
    return game, token


def can_edit(game: Game, token) -> bool:
    return token_matches(game, token)


def record_hand(public_id, token, body, at=None, key=None):
    """Add the next hand. Returns (game, state); raises Replayed when `key` made it already."""
    at = now() if at is None else at
    ahead = prechecks.for_new_hand(public_id, token, body, at)
    with _replays(public_id), writing(public_id, token) as (s, game):
        body, expected = body_and_expected(body)
        key = idempotency.checked(key)
        idempotency.check_repeat(s, game, key, body)  # before the number: a retry's is taken
        # the state before this write: the version the lock just bumped, less one
        state = foldmemo.recall(game, game.version - 1) or _folded(s, game)
        check_expected(expected, state.next_number, public_id)
        if state.status == "finished":
            raise Conflict("game_over", public_id)
        if state.next_number > MOST_HANDS:
            raise RuleError("too_many_hands", "number", most=MOST_HANDS)
        entry = read_entry(body, len(game.players))
        extend(state, Record(entry, at, ahead))
        played = state.hands[-1]
        stored = entry.to_json()
        s.add(Hand(game_id=game.id, number=played.number, entry=stored,
                   recorded_at=at, checked=played.checked or None))
        idempotency.keep(s, game, key, played.number, stored)
    foldmemo.remember(game, state)  # committed
    return game, state


def correct_hand(public_id, token, number, body, key=None):
    """Replace a past hand; everything after it is recomputed (and must still fit).
    Returns (game, state, the numbers of the hands played again: the corrected one and
    any later hand whose scoring read the totals or whose deal moved; every other later
    hand kept its points and scores, its running totals moved). Raises Replayed when
    `key` made this correction already."""
    ahead = prechecks.for_correction(public_id, token, number, body)
    with _replays(public_id), writing(public_id, token) as (s, game):
        before = foldmemo.recall(game, game.version - 1) or _folded(s, game)
        check_number(number, len(before.hands))  # no such hand: 404 before any word on the body
        body, expected = body_and_expected(body)
        key = idempotency.checked(key)
        idempotency.check_repeat(s, game, key, body, number)
        check_expected(expected, len(before.hands) + 1, public_id)
        entry = read_entry(body, len(game.players))
        try:
            state, played = replaced(game, before, number, entry, ahead)
        except RuleError as error:
            error.after_change = error.hand != number  # a later hand no longer fits
            raise
        snapshots.forget(s, game, number)
        stored = entry.to_json()
        s.execute(update(Hand).where(Hand.game_id == game.id, Hand.number == number)
                  .values(entry=stored))
        idempotency.keep(s, game, key, number, stored)
        keep_checks(s, game, played)
    foldmemo.remember(game, state)  # committed
    return game, state, [hand.number for hand in played]


def undo_hand(public_id, token, number):
    """Remove the last hand (only the last), and return (game, state, the hand removed,
    whether the table had finished after it): read under the game's lock, so what a
    phone keeps to put back is the hand it removed, even when another phone replaced
    that hand a moment before. The state before is taken apart (the remembered state,
    or the one restored from the game's snapshot): a long game is not folded again."""
    with writing(public_id, token) as (s, game):
        before = foldmemo.recall(game, game.version - 1) or _folded(s, game)
        check_number(number, len(before.hands))
        if number != len(before.hands):
            raise Conflict("not_the_last_hand", public_id, last=len(before.hands), n=number)
        finished = game.finished_after == number
        snapshots.forget(s, game, number)
        s.execute(delete(Hand).where(Hand.game_id == game.id, Hand.number == number))
        idempotency.forget(s, game, number)
        if game.finished_after is not None and game.finished_after >= number:
            game.finished_after = None  # undoing reopens a game the table had finished
            s.add(game)
        state = undone(before)
    foldmemo.remember(game, state)  # committed
    return game, state, before.hands[-1], finished


def finish_game(public_id, token, body=None):
    """The table stops after the last hand: lowest total wins, the tie rule applies.

    `body` may carry `expected_number` (and nothing else), as a hand does.
    """
    with writing(public_id, token) as (s, game):
        rest, expected = body_and_expected({} if body is None else body)
        object_with(rest, (), "finish", like="{}")
        state = foldmemo.recall(game, game.version - 1) or _folded(s, game)
        check_expected(expected, state.next_number, public_id)
        if state.status == "finished":
            raise Conflict("game_over", public_id, finishing=True)
        if state.status == "tiebreak":
            raise Conflict("game_ending", public_id)
        if not state.counted:
            raise Conflict("nothing_to_finish", public_id)
        game.finished_after = len(state.hands)
        s.add(game)
        finish(state)
    foldmemo.remember(game, state)  # committed
    return game, state


def _folded(s, game):
    """The game's state from its snapshot and stored hands (this process has not seen
    its version)."""
    return snapshots.folded(s, game)[0]


def sync(public_id, token) -> dict:
    """For a phone with hands waiting: the next hand number, the version, the newest keys."""
    with db.session() as s:
        game = find_game(s, public_id)
        check_token(game, token)
        return idempotency.sync(s, game)


@contextmanager
def _replays(public_id):
    """A write that turns out to be a replay was rolled back (the version unmoved):
    hand the game as it stands to whoever answers."""
    try:
        yield
    except Replayed as replay:
        replay.game, replay.state = load(public_id)
        raise


def new_edit_token(public_id, token):
    """Lock the game against every earlier scorer link: a new token replaces the old."""
    with writing(public_id, token) as (s, game):
        fresh = replace_token(game)
        s.add(game)
    return fresh
