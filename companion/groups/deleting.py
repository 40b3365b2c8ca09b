"""Deleting an abandoned game from a group, and putting it back (docs/DECISIONS.md,
"Ratings and records decisions").

Only a game nobody finished can go: a finished game is part of the group's story (its
ratings, records and series). Deleting takes the game out of the group, so its lists,
figures and evenings no longer see it; the game itself stays as it was, a lone game
whose links still work. So it can be put back exactly: the deletion answers an undo
token, signed with the server's secret and good for UNDO_SECONDS, that says which of
the group's players sat where and which series the game was in. The page keeps it in
the phone's session while the page is open; the API answers it to the caller.
"""
from flask import current_app
from itsdangerous import BadData, URLSafeTimedSerializer
from sqlmodel import select

from .. import db
from ..db.models import Game, GroupGame, GroupSeries
from ..games import service as games
from ..games.capability import NotFound
from ..rules import RuleError
from .merges import numbered
from .service import check_group_token, find_group, writing

UNDO_SECONDS = 24 * 3600  # a day: the evening the game was deleted on, and the morning after


def _signer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt="group-game-undo")


def delete_game(public_id, token, game_id) -> str:
    """Take the unfinished game `game_id` (its public id) out of the group; the undo token."""
    with db.session() as s:  # the token first: a stranger learns nothing of the game
        check_group_token(find_group(s, public_id), token)
    try:
        _game, state = games.load(game_id if isinstance(game_id, str) else "")
    except NotFound:
        raise NotFound("no_group_game") from None
    if state.status == "finished":
        raise RuleError("finished_game_stays", "game")
    with writing(public_id, token) as (s, group):
        found = s.exec(select(GroupGame, Game).join(Game, Game.id == GroupGame.game_id)
                       .where(Game.public_id == game_id,
                              GroupGame.group_id == group.id)).first()
        if found is None:
            raise NotFound("no_group_game")
        row, game = found
        # The group's version adds its games' versions: it grows by the game's, so it
        # only ever grows (a reader's 304 and the process memos rely on that).
        group.version += game.version
        s.add(group)
        record = {"group": group.id, "game": game.id, "players": list(row.players),
                  "series": row.series_id, "evening": row.show_evening}
        s.delete(row)
    return _signer().dumps(record)


def restore_game(public_id, token, undo) -> str:
    """Put a deleted game back as it was (`undo`: the token its deletion answered); the
    game's public id. Putting back a game that is already back changes nothing."""
    try:
        record = _signer().loads(undo if isinstance(undo, str) else "",
                                 max_age=UNDO_SECONDS)
    except BadData:
        raise RuleError("game_undo_stale", "undo") from None
    with writing(public_id, token) as (s, group):
        game = s.get(Game, record["game"])
        if record["group"] != group.id or game is None:
            raise RuleError("game_undo_stale", "undo")
        filed = s.exec(select(GroupGame.group_id).where(GroupGame.game_id == game.id)).first()
        if filed is not None:
            return game.public_id  # back already: a second tap, a retried request
        if any(numbered(s, group, number) is None for number in record["players"]):
            raise RuleError("game_undo_stale", "undo")  # a player merged away since
        series = record["series"] and s.get(GroupSeries, record["series"])
        s.add(GroupGame(game_id=game.id, group_id=group.id, players=record["players"],
                        series_id=series.id if series and series.group_id == group.id
                        else None, show_evening=record["evening"]))
    return game.public_id
