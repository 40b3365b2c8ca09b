"""The game service: the one place the pages and the JSON API read and write games.

Every write locks its game first (bumping `version`), so two phones saving the
same hand are served one after the other and the second sees the first.
"""
import hashlib
import hmac
import secrets
import time
from contextlib import contextmanager

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from . import db
from .models import Game, Hand
from .rules import Record, RuleError, extend, finish, fold, read_entry, resolve_setup


class NotFound(Exception):
    """No such game (or hand)."""


class Conflict(Exception):
    """The game has moved on: a stale hand number, a finished game, not the last hand."""


class Unauthorized(Exception):
    """No edit token was given."""


class Forbidden(Exception):
    """The edit token is wrong."""


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def now() -> float:
    return time.time()


def create_game(ruleset, names, options=None, first_dealer=None, at=None):
    """Check the setup, store the game, and return (game, edit token, state)."""
    players, resolved = resolve_setup(ruleset, names, options, first_dealer)
    if first_dealer is None:
        first_dealer = secrets.randbelow(len(players))  # draw for deal
    token = secrets.token_urlsafe(24)  # 192 bits
    game = Game(ruleset=ruleset, players=players, options=resolved, first_dealer=first_dealer,
                public_id=secrets.token_urlsafe(16), edit_token_hash=_hash(token),
                started_at=now() if at is None else at)
    with db.session() as s:
        s.add(game)
        s.commit()
    return game, token, fold_game(game, [])


def find_game(s, public_id) -> Game:
    if not isinstance(public_id, str) or len(public_id) > 64:
        raise NotFound
    game = s.exec(select(Game).where(Game.public_id == public_id)).first()
    if game is None:
        raise NotFound
    return game


def current_version(public_id) -> int:
    """Only the version: what a poll with nothing new costs (one indexed read)."""
    with db.session() as s:
        version = s.exec(select(Game.version).where(Game.public_id == public_id)).first()
    if version is None:
        raise NotFound
    return version


def check_token(game: Game, token) -> None:
    if not token:
        raise Unauthorized
    if not hmac.compare_digest(_hash(str(token)), game.edit_token_hash):
        raise Forbidden


def can_edit(game: Game, token) -> bool:
    return bool(token) and hmac.compare_digest(_hash(str(token)), game.edit_token_hash)


def _hands(s, game: Game) -> list[Hand]:
    return list(s.exec(select(Hand).where(Hand.game_id == game.id).order_by(Hand.number)))


def _records(game: Game, hands) -> list[Record]:
    return [Record(read_entry(h.entry, len(game.players)), h.recorded_at) for h in hands]


def fold_game(game: Game, hands, records=None):
    return fold(game.players, game.options, game.first_dealer, game.started_at,
                _records(game, hands) if records is None else records, game.finished_after)


def load(public_id):
    """(game, state) for reading."""
    with db.session() as s:
        game = find_game(s, public_id)
        return game, fold_game(game, _hands(s, game))


@contextmanager
def _writing(public_id, token):
    """Lock the game (bump its version), then hand over its current hands."""
    with db.session() as s:
        game = find_game(s, public_id)
        check_token(game, token)
        s.execute(update(Game).where(Game.id == game.id).values(version=Game.version + 1))
        s.refresh(game)
        try:
            yield s, game, _hands(s, game)
            s.commit()
        except IntegrityError:
            s.rollback()
            raise Conflict("Another phone saved this hand at the same moment; "
                           "here is the game as it now stands.")


def _expected(body: dict):
    expected = body.pop("expected_number", None)
    if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool)):
        raise RuleError("expected_number must be the number of the hand being entered.",
                        "expected_number")
    return expected


def _check_expected(expected, state) -> None:
    if expected is None or expected == state.next_number:
        return
    if expected < state.next_number:
        raise Conflict(f"Hand {expected} was already entered by another phone; "
                       f"the next hand is hand {state.next_number}.")
    raise Conflict(f"Hand {expected} is not due yet: the next hand is hand {state.next_number}.")


def record_hand(public_id, token, body, at=None):
    """Add the next hand. Returns (game, state)."""
    body = _body(body)
    expected = _expected(body)
    with _writing(public_id, token) as (s, game, hands):
        state = fold_game(game, hands)
        _check_expected(expected, state)
        if state.status == "finished":
            raise Conflict("The game is over: correct or undo a hand to reopen it.")
        at = now() if at is None else at
        entry = read_entry(body, len(game.players))
        extend(state, Record(entry, at))
        s.add(Hand(game_id=game.id, number=state.hands[-1].number, entry=entry.to_json(),
                   recorded_at=at))
    return game, state


def correct_hand(public_id, token, number, body):
    """Replace a past hand; everything after it is recomputed (and must still fit)."""
    body = _body(body)
    expected = _expected(body)
    with _writing(public_id, token) as (s, game, hands):
        hand = _hand_numbered(hands, number)
        _check_expected(expected, fold_game(game, hands))
        entry = read_entry(body, len(game.players))
        records = _records(game, hands)
        records[number - 1] = Record(entry, hand.recorded_at)
        try:
            state = fold_game(game, hands, records)
        except RuleError as error:
            if error.hand != number:
                error.message = (f"With this change, hand {error.hand} no longer fits: "
                                 f"{error.message}")
            raise
        hand.entry = entry.to_json()
        s.add(hand)
    return game, state


def undo_hand(public_id, token, number):
    """Remove the last hand (only the last)."""
    with _writing(public_id, token) as (s, game, hands):
        hand = _hand_numbered(hands, number)
        if number != len(hands):
            raise Conflict(f"Only the last hand (hand {len(hands)}) can be undone; "
                           f"correct hand {number} instead.")
        s.delete(hand)
        if game.finished_after is not None and game.finished_after >= number:
            game.finished_after = None  # undoing reopens a game the table had finished
            s.add(game)
        state = fold_game(game, hands[:-1])
    return game, state


def finish_game(public_id, token):
    """The table stops after the last hand: lowest total wins, the tie rule applies."""
    with _writing(public_id, token) as (s, game, hands):
        state = fold_game(game, hands)
        if state.status == "finished":
            raise Conflict("The game is already over.")
        if state.status == "tiebreak":
            raise Conflict("The game is already ending: play the tie-break hand.")
        if not state.hands:
            raise Conflict("No hand has been played yet, so there is nothing to finish.")
        game.finished_after = len(hands)
        s.add(game)
        finish(state)
    return game, state


def new_edit_token(public_id, token):
    """Lock the game against every earlier scorer link: a new token replaces the old."""
    fresh = secrets.token_urlsafe(24)
    with _writing(public_id, token) as (s, game, _hands_now):
        game.edit_token_hash = _hash(fresh)
        s.add(game)
    return fresh


def _hand_numbered(hands, number) -> Hand:
    if not isinstance(number, int) or not 1 <= number <= len(hands):
        raise NotFound
    return hands[number - 1]


def _body(body) -> dict:
    if not isinstance(body, dict):
        raise RuleError("The request body must be a JSON object.")
    return dict(body)
