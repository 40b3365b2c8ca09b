"""Filing a new game in a group: its seats become the group's players, in the game's
own transaction, and a named series may start with it."""
from sqlalchemy import func
from sqlmodel import select

from .. import db
from ..db.models import Group, GroupGame, GroupSeries
from ..store.clock import now
from ..rules import RuleError
from . import players as roster
from .service import check_group_token, find_group, lock

MOST_GAMES = 5000  # twenty years of Fridays at five games a night


class Filing:
    """Files a new game in a group: `service.create_game(..., group=Filing(id, token))`.

    Made before the game: the group is found and its token checked then (404, 401,
    403 before a word about the game's setup). `file` runs in the game's own
    transaction, so a game is made in its group or not at all. `players` (the
    group's player ids by seat) seats known players instead of matching names: the
    import, which replays games whose names may have been merged since. `series` (a
    following.NewSeries) starts a named series with the game; the import also sets
    `in_series` (a series id of this group the game joins) and `show_evening`."""

    def __init__(self, public_id, token, players=None, series=None):
        if not isinstance(public_id, str):
            raise RuleError("group_id_not_text", "group")
        with db.session() as s:
            group = find_group(s, public_id)
            check_group_token(group, token)
        self.group_id, self.public_id, self.token, self.players = \
            group.id, public_id, token, players
        self.series = series  # a following.NewSeries the game starts, or None
        self.in_series, self.show_evening = None, False

    def file(self, s, game) -> list[int]:
        """Seat the group's players in `game` (flushed, so it has its id); the group's
        player ids by seat."""
        group = lock(s, s.get(Group, self.group_id), self.token)
        known = roster.players_of(s, group)
        check_room(s, group.id)
        if self.players is not None:
            seats = self._given(known, len(game.players))
        else:
            seats = roster.seat_players(s, group, known, game.players)
        series = self.in_series
        if self.series is not None:
            series = start_series(s, group.id, self.series)
        s.add(GroupGame(game_id=game.id, group_id=group.id, players=seats, series_id=series,
                        show_evening=bool(self.show_evening), filed_under=group.locks))
        return seats

    def _given(self, known, count: int) -> list[int]:
        numbers = {p.number for p in known}
        given = self.players
        if (not isinstance(given, list) or len(given) != count or len(set(given)) != count
                or not all(n in numbers for n in given)):
            raise RuleError("seats_not_group_players", "players")
        return list(given)


def check_room(s, group_id: int) -> None:
    """A group holds at most MOST_GAMES games: one more is refused (under its lock)."""
    games = s.exec(select(func.count()).select_from(GroupGame)
                   .where(GroupGame.group_id == group_id)).one()
    if games >= MOST_GAMES:
        raise RuleError("too_many_games", "group", most=MOST_GAMES)


def start_series(s, group_id: int, series) -> int:
    """A new series row in the group, from a following.NewSeries (inside the filing's
    transaction); its id."""
    row = GroupSeries(group_id=group_id, name=series.name, length=series.length,
                      created_at=now())
    s.add(row)
    s.flush()
    return row.id
