"""Deleting an abandoned game from a group, and putting it back (docs/DECISIONS.md,
"Ratings and records decisions").

Only a game nobody finished can go: a finished game is part of the group's story (its
ratings, records and series). Deleting takes the game out of the group, so its lists,
figures and evenings no longer see it; the game itself stays as it was, a lone game
whose links still work. So it can be put back exactly: the deletion keeps on the
server, for UNDO_SECONDS, which of the group's players sat where, which series the game
was in and which game it was played again from, and answers a random undo token that
finds it (only the token's hash is kept, as for edit tokens: the token says nothing
itself). The page keeps it in the phone's session while the page is open; the API
answers it to the caller.

Both take the game's write lock before the group's, the order a game's own writes and
Play again take them in, so the game cannot finish (or be played again) halfway.
"""
from sqlalchemy import delete
from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from .. import db
from ..db.models import Game, GroupGame, GroupSeries, GroupUndo
from ..games import snapshots
from ..store.refusals import NotFound
from ..store.capability import hold, new_token, token_hash, well_formed
from ..store.clock import now
from ..rules import RuleError
from .filing import check_room
from .following import has_room
from .merges import numbered
from .service import check_group_token, find_group, lock

UNDO_SECONDS = 24 * 3600  # a day: the evening the game was deleted on, and the morning after


def _kept(s, group, record: dict) -> str:
    """Keep the undo record in the deletion's transaction; its new token. The records
    past their day go then (a group that deletes nothing keeps none for long)."""
    s.execute(delete(GroupUndo).where(GroupUndo.made_at < now() - UNDO_SECONDS))
    token, hashed = new_token()
    s.add(GroupUndo(token_hash=hashed, group_id=group.id, record=record, made_at=now()))
    return token


def _record(s, group, undo) -> dict:
    """The record the token finds, for this group and within its day; else refused (a
    token of before 0012, signed, finds none: refused as stale too)."""
    kept = s.get(GroupUndo, token_hash(undo)) if isinstance(undo, str) and undo else None
    if kept is None or kept.group_id != group.id or kept.made_at < now() - UNDO_SECONDS:
        raise RuleError("game_undo_stale", "undo")
    return kept.record


def delete_game(public_id, token, game_id) -> str:
    """Take the unfinished game `game_id` (its public id) out of the group; the undo token."""
    with db.session() as s:
        group = find_group(s, public_id)
        check_group_token(group, token)  # the token first: a stranger learns nothing
        game = s.exec(select(Game).join(GroupGame, GroupGame.game_id == Game.id).where(
            Game.public_id == (game_id if well_formed(game_id) else ""),
            GroupGame.group_id == group.id)).first()
        if game is None:
            raise NotFound("no_group_game")
        hold(s, game)  # (its version moves: its pages drawn again in a lone game's colours)
        lock(s, group, token)
        row = s.get(GroupGame, game.id)
        if row is None or row.group_id != group.id:  # deleted by another phone meanwhile
            raise NotFound("no_group_game")
        if snapshots.folded(s, game)[0].status == "finished":
            raise RuleError("finished_game_stays", "game")
        # The group's version adds its games' versions: it grows by the game's, so it
        # only ever grows (a reader's 304 and the process memos rely on that).
        group.version += game.version
        record = {"game": game.id, "players": list(row.players),
                  "series": row.series_id, "evening": row.show_evening,
                  "follows": game.follows, "filed_under": row.filed_under}
        game.follows = None  # Play again on the game before it starts a new one again
        s.add_all([group, game])
        s.delete(row)
        undo = _kept(s, group, record)
        s.commit()
    return undo


def restore_game(public_id, token, undo) -> str:
    """Put a deleted game back as it was (`undo`: the token its deletion answered); the
    game's public id. Putting back a game that is already back changes nothing."""
    with db.session() as s:
        group = find_group(s, public_id)
        check_group_token(group, token)  # the token first: a stranger learns nothing
        record = _record(s, group, undo)
        game = s.get(Game, record["game"])
        if game is None:
            raise RuleError("game_undo_stale", "undo")
        if s.get(GroupGame, game.id) is None:  # else back already: a second tap, a retry
            hold(s, game)  # (its version moves: drawn again in its players' colours)
            lock(s, group, token)
            _put_back(s, group, game, record)
        return game.public_id


def _put_back(s, group, game: Game, record: dict) -> None:
    """File the game again as the record says, under both locks."""
    if s.get(GroupGame, game.id) is not None:  # put back by another phone meanwhile
        s.rollback()
        return
    if any(numbered(s, group, number) is None for number in record["players"]):
        raise RuleError("game_undo_stale", "undo")  # a player merged away since
    check_room(s, group.id)
    series = s.get(GroupSeries, record["series"]) if record["series"] else None
    if series is None or series.group_id != group.id or not has_room(s, series.id):
        series = None  # a series gone, or filled up meanwhile: the game is back outside it
    followed = record["follows"]
    if followed is not None and s.exec(select(Game.id).where(
            Game.follows == followed)).first() is None:  # nobody played again since
        game.follows = followed
    s.add_all([game, GroupGame(game_id=game.id, group_id=group.id, players=record["players"],
                               series_id=series and series.id, show_evening=record["evening"],
                               filed_under=record["filed_under"])])
    try:
        s.commit()
    except IntegrityError:  # Play again on the game before, this very moment
        s.rollback()
        raise RuleError("game_undo_stale", "undo") from None
