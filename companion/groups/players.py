"""A group's players: seating a new game's names, adding, renaming and merging players,
and the usual seat order for the chips."""
from sqlmodel import select

from .. import db
from ..db.models import Group, GroupGame, GroupPlayer
from ..store.refusals import NotFound
from ..rules import RuleError, object_with
from ..rules.numbers import an_id
from .merges import merge, named, numbered, recolour
from .names import check_name, name_key, spellings
from .service import find_group, writing

MOST_PLAYERS = 1000  # a group's players, every spelling they ever had aside


def players_of(s, group: Group) -> list[GroupPlayer]:
    return list(s.exec(select(GroupPlayer).where(GroupPlayer.group_id == group.id)
                       .order_by(GroupPlayer.number)))


def _player(s, group: Group, number) -> GroupPlayer:
    player = None
    if an_id(number) is not None:
        player = numbered(s, group, number)
    if player is None:
        raise NotFound("no_group_player")
    return player


def keyed(known: list[GroupPlayer]) -> dict[str, int]:
    """Each player by the key of their name as the rules make it now, not as their row
    keeps it: a row from before a rule change (variation selectors ignored since the
    third hardening round) is found by its name all the same. The first player wins."""
    by_key = {}
    for player in known:
        by_key.setdefault(name_key(player.name), player.number)
    return by_key


def seat_players(s, group: Group, known: list[GroupPlayer], names: list[str]) -> list[int]:
    """The group's player for each seat: the one whose name has the seat's key, else one
    who was once called so (an alias) and is not seated yet, else a new player."""
    keys = [name_key(n) for n in names]
    by_key = keyed(known)
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
        raise RuleError("too_many_players", "players", most=MOST_PLAYERS)
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
    name = check_name(name, "player", "players")
    with writing(public_id, token) as (s, group):
        known = players_of(s, group)
        number = keyed(known).get(name_key(name))
        player = next((p for p in known if p.number == number), None)
        if player is None:
            if len(known) >= MOST_PLAYERS:
                raise RuleError("too_many_players", "players", most=MOST_PLAYERS)
            player = _new_player(s, group, name)
        player.aliases = spellings(player.aliases,
                                   [a for a in aliases if isinstance(a, str)], player.name)
        s.add(player)
        s.flush()
        return player.number


def update_player(public_id, token, number, body) -> None:
    """PATCH a player: `{"name": ...}` renames (the old spelling stays an alias),
    `{"merge_into": <player id>}` merges this player into another."""
    with writing(public_id, token) as (s, group):
        player = _player(s, group, number)
        object_with(body, ("name", "merge_into"), "player",
                    like=['{"name": "Annie"}', '{"merge_into": 2}'])
        if ("name" in body) == ("merge_into" in body):
            raise RuleError("name_or_merge", "body")
        if "name" in body:
            _rename(s, group, player, body["name"])
            return
        record = merge(s, group, player, body["merge_into"])
    recolour(record)


def merge_player(public_id, token, number, into) -> dict:
    """The page's merge (confirmed): this player into player `into`; the undo record."""
    with writing(public_id, token) as (s, group):
        record = merge(s, group, _player(s, group, number), into)
    recolour(record)
    return record


def _rename(s, group, player, name) -> None:
    name = check_name(name, "new_name", "name")
    key = name_key(name)
    other = named(s, group, key, but=player)
    if other is not None:
        raise RuleError("name_taken", "name", other=other.name, player=player.name)
    if name != player.name:
        player.aliases = spellings(player.aliases, [player.name], name)
        player.name, player.key = name, key
        s.add(player)


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
    return [{"id": p.number, "name": p.name, "games": games.get(p.number, 0),
             "aliases": list(p.aliases)}
            for p in [by_number[n] for n in last if n in by_number] + rest]


def seat_numbers(game_id: int) -> list[int] | None:
    """The group's player in each seat of a game filed in a group; None for a lone game."""
    with db.session() as s:
        return s.exec(select(GroupGame.players).where(GroupGame.game_id == game_id)).first()
