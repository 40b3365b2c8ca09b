"""The group service: making a group, filing games in it, renaming and merging its players.

A group is a capability like a game: its public id reads, its edit token writes
(only the token's SHA-256 is stored). Every write to a group locks its row first
(bumping its `version`), as `store.writing` does for a game, so two games filed
at once never make the same new player twice, and a refused write leaves
nothing behind. Order of answers, as for games: 404 (no such group), 401/403
(token), 404 (no such player), then 422 about the body.
"""
import hmac
import secrets
from contextlib import contextmanager

from sqlalchemy import func, update
from sqlmodel import select

from .. import db
from ..models import Group, GroupGame, GroupPlayer, GroupSeries
from ..rules import RuleError
from ..store import Forbidden, NotFound, Unauthorized, now, token_hash, well_formed
from .names import check_name, name_key, near

MOST_PLAYERS = 1000  # a group's players, every spelling they ever had aside
MOST_GAMES = 5000  # twenty years of Fridays at five games a night


class GroupUnauthorized(Unauthorized):
    """No edit token was given for a group write."""


class GroupForbidden(Forbidden):
    """The token is not this group's edit token."""


def no_such_group() -> NotFound:
    return NotFound("There is no such group: check the link.")


def find_group(s, public_id) -> Group:
    if not well_formed(public_id):
        raise no_such_group()
    group = s.exec(select(Group).where(Group.public_id == public_id)).first()
    if group is None:
        raise no_such_group()
    return group


def check_group_token(group: Group, token) -> None:
    if not isinstance(token, str) or not token:
        raise GroupUnauthorized
    if not hmac.compare_digest(token_hash(token), group.edit_token_hash):
        raise GroupForbidden


def create_group(name, at=None) -> tuple[Group, str]:
    """A new group: (group, edit token). Only the token's hash is kept."""
    name = check_name(name, "The group's name", "name")
    token = secrets.token_urlsafe(24)  # 192 random bits, as a game's
    group = Group(public_id=secrets.token_urlsafe(16), edit_token_hash=token_hash(token),
                  name=name, created_at=now() if at is None else at)
    with db.session() as s:
        s.add(group)
        s.commit()
    return group, token


def _lock(s, group_id: int, token) -> Group:
    """Take the group's write lock (bump its version), then check the token again."""
    s.execute(update(Group).where(Group.id == group_id).values(version=Group.version + 1))
    group = s.get(Group, group_id)
    s.refresh(group)
    check_group_token(group, token)
    return group


@contextmanager
def writing(public_id, token):
    """Find the group, check the token (before the lock: strangers wait for nothing),
    lock it; commits when the block ends, rolls everything back on any exception."""
    with db.session() as s:
        group = find_group(s, public_id)
        check_group_token(group, token)
        group = _lock(s, group.id, token)
        yield s, group
        s.commit()


def players_of(s, group: Group) -> list[GroupPlayer]:
    return list(s.exec(select(GroupPlayer).where(GroupPlayer.group_id == group.id)
                       .order_by(GroupPlayer.number)))


def _player(s, group: Group, number) -> GroupPlayer:
    player = None
    if isinstance(number, int) and not isinstance(number, bool):
        player = s.exec(select(GroupPlayer).where(GroupPlayer.group_id == group.id,
                                                  GroupPlayer.number == number)).first()
    if player is None:
        raise NotFound("There is no such player in this group.")
    return player


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
            raise RuleError("The group must be a group's id (text), as its link shows.",
                            "group")
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
        group = _lock(s, self.group_id, self.token)
        known = players_of(s, group)
        games = s.exec(select(func.count()).select_from(GroupGame)
                       .where(GroupGame.group_id == group.id)).one()
        if games >= MOST_GAMES:
            raise RuleError(f"A group holds at most {MOST_GAMES} games: start a new group.",
                            "group")
        if self.players is not None:
            seats = self._given(known, len(game.players))
        else:
            seats = seat_players(s, group, known, game.players)
        series = self.in_series
        if self.series is not None:
            series = start_series(s, group.id, self.series)
        s.add(GroupGame(game_id=game.id, group_id=group.id, players=seats, series_id=series,
                        show_evening=bool(self.show_evening)))
        return seats

    def _given(self, known, count: int) -> list[int]:
        numbers = {p.number for p in known}
        given = self.players
        if (not isinstance(given, list) or len(given) != count or len(set(given)) != count
                or not all(n in numbers for n in given)):
            raise RuleError("Each seat needs a different player of the group.", "players")
        return list(given)


def start_series(s, group_id: int, series) -> int:
    """A new series row in the group, from a following.NewSeries (inside the filing's
    transaction); its id."""
    row = GroupSeries(group_id=group_id, name=series.name, length=series.length,
                      created_at=now())
    s.add(row)
    s.flush()
    return row.id


def seat_players(s, group: Group, known: list[GroupPlayer], names: list[str]) -> list[int]:
    """The group's player for each seat: the one whose name has the seat's key, else one
    who was once called so (an alias) and is not seated yet, else a new player."""
    keys = [name_key(n) for n in names]
    by_key = {p.key: p.number for p in known}
    by_alias = {}
    for player in known:
        for alias in player.aliases:
            by_alias.setdefault(name_key(alias), player.number)
    seats = [by_key.get(k) for k in keys]
    for seat, key in enumerate(keys):
        if seats[seat] is None and by_alias.get(key) not in (None, *seats):
            seats[seat] = by_alias[key]
    new = [seat for seat, number in enumerate(seats) if number is None]
    if len(known) + len(new) > MOST_PLAYERS:
        raise RuleError(f"A group holds at most {MOST_PLAYERS} players: merge the ones "
                        "who are the same person, or start a new group.", "players")
    for seat in new:
        seats[seat] = _new_player(s, group, names[seat]).number
    return seats


def _new_player(s, group: Group, name: str) -> GroupPlayer:
    """A new player with the next id (ids are never given twice, a merged one's neither)."""
    group.last_player += 1
    s.add(group)
    player = GroupPlayer(group_id=group.id, number=group.last_player, name=name,
                         key=name_key(name), aliases=[])
    s.add(player)
    return player


def add_player(public_id, token, name, aliases=()) -> int:
    """The group's player by that name (made if new), with earlier spellings: the import
    brings a group's players back this way before its games. Their id."""
    name = check_name(name, "A player's name", "players")
    with writing(public_id, token) as (s, group):
        known = players_of(s, group)
        key = name_key(name)
        player = next((p for p in known if p.key == key), None)
        if player is None:
            if len(known) >= MOST_PLAYERS:
                raise RuleError(f"A group holds at most {MOST_PLAYERS} players.", "players")
            player = _new_player(s, group, name)
        player.aliases = _spellings(player.aliases, [a for a in aliases if isinstance(a, str)],
                                    player.name)
        s.add(player)
        s.flush()
        return player.number


def _spellings(kept: list, more: list, current: str) -> list[str]:
    """Earlier spellings, each once, never the current one."""
    return [a for a in dict.fromkeys([*kept, *more]) if a != current]


def update_player(public_id, token, number, body) -> None:
    """PATCH a player: `{"name": ...}` renames (the old spelling stays an alias),
    `{"merge_into": <player id>}` merges this player into another."""
    with writing(public_id, token) as (s, group):
        player = _player(s, group, number)
        if not isinstance(body, dict):
            raise RuleError("The request body must be a JSON object, like {\"name\": \"Annie\"} "
                            "or {\"merge_into\": 2}.", "body")
        for key in body:
            if key not in ("name", "merge_into"):
                raise RuleError(f"“{str(key)[:40]}” is not something a player has: send "
                                "\"name\" or \"merge_into\".", str(key)[:40])
        if ("name" in body) == ("merge_into" in body):
            raise RuleError("Send either a new \"name\" or \"merge_into\" (the id of the player "
                            "this one is the same person as), not both.", "body")
        if "name" in body:
            _rename(s, group, player, body["name"])
        else:
            _merge(s, group, player, body["merge_into"])


def _rename(s, group, player, name) -> None:
    name = check_name(name, "The new name", "name")
    key = name_key(name)
    other = s.exec(select(GroupPlayer).where(GroupPlayer.group_id == group.id,
                                             GroupPlayer.key == key,
                                             GroupPlayer.id != player.id)).first()
    if other is not None:
        raise RuleError(f"{other.name} is already a player of this group. If they are the "
                        f"same person as {player.name}, merge {player.name} into them.", "name")
    if name != player.name:
        player.aliases = _spellings(player.aliases, [player.name], name)
        player.name, player.key = name, key
        s.add(player)


def _merge(s, group, player, into) -> None:
    if isinstance(into, str) and into.isascii() and into.isdigit() and len(into) < 10:
        into = int(into)
    if not isinstance(into, int) or isinstance(into, bool):
        raise RuleError("merge_into must be the id of another player of this group.",
                        "merge_into")
    target = s.exec(select(GroupPlayer).where(GroupPlayer.group_id == group.id,
                                              GroupPlayer.number == into)).first()
    if target is None:
        raise RuleError(f"There is no player {into} in this group to merge into.", "merge_into")
    if target.id == player.id:
        raise RuleError("A player cannot be merged into themselves: pick another player.",
                        "merge_into")
    rows = list(s.exec(select(GroupGame).where(GroupGame.group_id == group.id)))
    both = sum(player.number in r.players and target.number in r.players for r in rows)
    if both:
        raise RuleError(f"{player.name} and {target.name} sat at the same table in {both} "
                        f"game{'s' if both != 1 else ''}: they are two people, so they cannot "
                        "be merged.", "merge_into")
    for row in rows:
        if player.number in row.players:
            row.players = [target.number if n == player.number else n for n in row.players]
            s.add(row)
    target.aliases = _spellings(target.aliases, [player.name, *player.aliases], target.name)
    s.add(target)
    s.delete(player)


def near_matches(group_id, name) -> list[dict]:
    """The group's players whose name (or an earlier spelling) nearly matches `name`, for
    "Did you mean …?": `same` is true when the name's key is theirs (the game will seat
    them anyway: only the spelling differs), false for a near miss ("Zoe" and "Zoë",
    "Jon" and "John"), which is never joined by itself. Closest first. `group_id` is the
    group's public id; no token needed (the players are part of what it reads)."""
    if not isinstance(name, str) or not name.strip():
        return []
    key = name_key(name)
    with db.session() as s:
        group = find_group(s, group_id)
        known = players_of(s, group)
    found = []
    for player in known:
        if player.key == key:
            if player.name != " ".join(name.split()):
                found.append((-1, player, True))
            continue
        how_far = [d for d in (near(name, spelling) for spelling in
                               (player.name, *player.aliases)) if d is not None]
        if how_far:
            found.append((min(how_far), player, False))
    found.sort(key=lambda f: (f[0], f[1].name.casefold()))
    return [{"id": p.number, "name": p.name, "same": same} for _d, p, same in found]


def usual_order(group_id) -> list[dict]:
    """The group's players for the new-game form's chips: the last game's table in its
    seat order first, then everyone else, most games first."""
    with db.session() as s:
        group = find_group(s, group_id)
        known = players_of(s, group)
        rows = s.exec(select(GroupGame.game_id, GroupGame.players)
                      .where(GroupGame.group_id == group.id)
                      .order_by(GroupGame.game_id.desc())).all()
    games = {}
    for _game, seats in rows:
        for number in seats:
            games[number] = games.get(number, 0) + 1
    last = list(rows[0][1]) if rows else []
    rest = sorted((p for p in known if p.number not in last),
                  key=lambda p: (-games.get(p.number, 0), p.name.casefold()))
    by_number = {p.number: p for p in known}
    return [{"id": p.number, "name": p.name, "games": games.get(p.number, 0)}
            for p in [by_number[n] for n in last if n in by_number] + rest]
