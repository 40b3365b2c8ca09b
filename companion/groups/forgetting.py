"""Deleting what an import made: when it is refused or stopped (SIGTERM, Ctrl+C) the
import deletes it itself; a group an import killed outright left behind (SIGKILL, a
power cut: nothing runs) is still marked unfinished (`Group.importing_since`), and is
deleted as soon as no import is running (groups/imports.py)."""
from sqlalchemy import delete
from sqlmodel import select

from .. import db
from ..db.models import Game, Group, GroupGame, GroupPlayer, GroupSeries, Hand


def forget(group: Group | None, public_ids: list[str]) -> None:
    """Delete what an import made (its games, their hands and filing, the group)."""
    with db.session() as s:
        ids = list(s.exec(select(Game.id).where(Game.public_id.in_(public_ids))))
        if ids:
            s.execute(delete(GroupGame).where(GroupGame.game_id.in_(ids)))
            s.execute(delete(Hand).where(Hand.game_id.in_(ids)))
            s.execute(delete(Game).where(Game.id.in_(ids)))
        if group is not None:
            s.execute(delete(GroupGame).where(GroupGame.group_id == group.id))
            s.execute(delete(GroupSeries).where(GroupSeries.group_id == group.id))
            s.execute(delete(GroupPlayer).where(GroupPlayer.group_id == group.id))
            s.execute(delete(Group).where(Group.id == group.id))
        s.commit()


def finished(group: Group) -> None:
    """The import put its last game in: the group is complete."""
    with db.session() as s:
        row = s.get(Group, group.id)
        row.importing_since = None
        s.add(row)
        s.commit()


def forget_unfinished() -> int:
    """Delete the groups imports left unfinished, with their games; how many. Only while
    no import is running (groups/imports.py holds the lock that says so)."""
    with db.session() as s:
        left = list(s.exec(select(Group).where(Group.importing_since.is_not(None))))
        games = {group.id: list(s.exec(select(Game.public_id).join(
            GroupGame, GroupGame.game_id == Game.id).where(GroupGame.group_id == group.id)))
            for group in left}
    for group in left:
        forget(group, games[group.id])
    return len(left)
