"""What a group game passes on to its next game (Play again), its series, and the big
screen's evening setting.

Play again is the game scorer's write, not the group's: whoever holds the finished
game's edit token starts its next game, and the next game is filed where the finished
one is (same group, the same players in the same seats, the same series while it has
games left, the same big-screen setting). It adds no one to the group, so it needs no
group token (docs/DECISIONS.md, "Evenings and series decisions"); but once the group is
locked, the scorer links given out before no longer file games in it: the next game of
a game filed before the lock is a lone game.
"""
from dataclasses import dataclass

from sqlalchemy import func, update
from sqlmodel import select

from .. import db
from ..db.models import Group, GroupGame, GroupSeries
from ..games import foldmemo
from ..games.writing import writing
from ..rules import RuleError
from ..rules.numbers import whole
from .filing import check_room, start_series
from .names import check_name

LONGEST_SERIES = 99


@dataclass(frozen=True)
class NewSeries:
    """A series to start with a game: its name and, if it has one, its length in games."""
    name: str
    length: int | None = None


def new_series(name, length=None) -> NewSeries | None:
    """A checked NewSeries from a form or the API (None when no name was given), or
    RuleError: the name follows a player's name's rules, the length is 2 to 99 games."""
    if name is None or (isinstance(name, str) and not name.strip()):
        if length not in (None, ""):
            raise RuleError("series_name_missing", "series_name")
        return None
    name = check_name(name, "series", "series_name")
    if length in (None, ""):
        return NewSeries(name)
    length = whole(length, 2, LONGEST_SERIES, text=True)  # the API's number, a form's text
    if length is None:
        raise RuleError("series_length", "series_length", most=LONGEST_SERIES)
    return NewSeries(name, length)


def has_room(s, series_id: int) -> bool:
    """A series of a length takes that many games; an open one takes any number."""
    length = s.exec(select(GroupSeries.length).where(GroupSeries.id == series_id)).first()
    if length is None:
        return True
    games = s.exec(select(func.count()).select_from(GroupGame)
                   .where(GroupGame.series_id == series_id)).one()
    return games < length


def file_next(s, old_id: int, new_id: int, series: NewSeries | None = None) -> None:
    """File game `new_id` where game `old_id` is filed (nothing when it is in no group),
    inside the new game's transaction. `series` starts a new series with it."""
    row = s.get(GroupGame, old_id)
    # The group's write lock first, as any filing takes it (its version moves for its
    # readers), so a lock of the group cannot come between reading its count and filing.
    locks = None if row is None else s.execute(
        update(Group).where(Group.id == row.group_id).values(version=Group.version + 1)
        .returning(Group.locks)).scalar_one()
    if row is None or row.filed_under != locks:  # the group locked since: a lone game
        if series is not None:
            raise RuleError("series_outside_group", "series_name")
        return
    check_room(s, row.group_id)
    if series is not None:
        series_id = start_series(s, row.group_id, series)
    elif row.series_id is not None and has_room(s, row.series_id):
        series_id = row.series_id
    else:
        series_id = None
    s.add(GroupGame(game_id=new_id, group_id=row.group_id, players=list(row.players),
                    series_id=series_id, show_evening=row.show_evening, filed_under=locks))


def filed(game_id: int) -> dict | None:
    """What the scorer's pages may say of a game's filing: None when it is in no group,
    else `{"show_evening", "series": {"name", "length", "number"} or None, "again"}`
    (`number`: this game's place in the series; `again`: Play again files the next game
    in the group, false once the group was locked since). Never the group's id, link or
    other games."""
    with db.session() as s:
        row = s.get(GroupGame, game_id)
        if row is None:
            return None
        again = row.filed_under == s.get(Group, row.group_id).locks
        series = None
        if row.series_id is not None:
            found = s.get(GroupSeries, row.series_id)
            before = s.exec(select(func.count()).select_from(GroupGame)
                            .where(GroupGame.series_id == row.series_id,
                                   GroupGame.game_id <= game_id)).one()
            series = {"name": found.name, "length": found.length, "number": before}
        return {"show_evening": row.show_evening, "series": series, "again": again}


def show_evening(public_id, token, show: bool) -> None:
    """The scorer's big-screen setting of a group game (the evening's standings under the
    game's): a write of the game (its edit token), so its version moves and the big
    screen's next poll shows the change. The game's state is the same at the new version."""
    with writing(public_id, token) as (s, game):
        before = foldmemo.recall(game, game.version - 1)
        row = s.get(GroupGame, game.id)
        if row is None:
            raise RuleError("no_evening", "show")
        row.show_evening = bool(show)
        s.add(row)
    if before is not None:
        foldmemo.remember(game, before)
