"""Merging a group's player into another (the same person under two names), and
undoing a merge while its page is open.

A merge repoints the player's seats to the other player and keeps their spellings as
the other's earlier ones; the player's id is never given out again. It returns what it
changed (an undo record: the player as they were, the seats it moved, the spellings it
gave the other and the ones that made room for them), which the page keeps in its
session; `unmerge` puts exactly that back, and refuses when the group has moved on
since (a seat changed, the name taken).
"""
import json

from sqlalchemy import update
from sqlmodel import select

from .. import db
from ..db.models import Game, GroupGame, GroupPlayer
from ..store.refusals import NotFound
from ..rules import RuleError
from ..rules.numbers import an_id
from .names import name_key, spellings
from .service import find_group, writing

# The largest undo record a page keeps (JSON bytes, as the session cookie writes it):
# the record rides in the cookie, which a browser drops past 4 kB with everything else.
LARGEST_UNDO = 2000


def _number(into) -> int:
    number = an_id(into, text=True)  # the API's number, or the page's form text
    if number is None:
        raise RuleError("merge_into_invalid", "merge_into")
    return number


def numbered(s, group, number) -> GroupPlayer | None:
    """The group's player with this id, or None."""
    return s.exec(select(GroupPlayer).where(GroupPlayer.group_id == group.id,
                                            GroupPlayer.number == number)).first()


def named(s, group, key: str, but=None) -> GroupPlayer | None:
    """The group's player (other than `but`) whose name has `key` as the rules make keys
    now, not as their row keeps it (a row from before variation selectors were ignored
    keeps them in its key), so a rename or an undo never makes a second one."""
    return next((p for p in s.exec(select(GroupPlayer).where(GroupPlayer.group_id == group.id))
                 if p is not but and name_key(p.name) == key), None)


def plan(s, group, player, into) -> tuple[GroupPlayer, list[GroupGame]]:
    """The player to merge into and the group's games; a refusal when they cannot be
    merged (no such player, the same one, or the two sat at one table)."""
    target = numbered(s, group, _number(into))
    if target is None:
        raise RuleError("merge_target_missing", "merge_into", into=into)
    if target.id == player.id:
        raise RuleError("merge_into_self", "merge_into")
    rows = list(s.exec(select(GroupGame).where(GroupGame.group_id == group.id)))
    both = sum(player.number in r.players and target.number in r.players for r in rows)
    if both:
        raise RuleError("merge_sat_together", "merge_into", player=player.name,
                        other=target.name, games=both)
    return target, rows


def merge(s, group, player, into) -> dict:
    """Merge `player` into player `into`; the undo record."""
    target, rows = plan(s, group, player, into)
    moved = []
    for row in rows:
        if player.number in row.players:
            moved += [[row.game_id, seat] for seat, n in enumerate(row.players)
                      if n == player.number]
            row.players = [target.number if n == player.number else n for n in row.players]
            s.add(row)
    before = list(target.aliases)
    target.aliases = spellings(target.aliases, [player.name, *player.aliases], target.name)
    # what the merge did to the other's spellings: an undo takes back only that, so a
    # spelling the other gains afterwards (a rename, another merge) stays theirs
    record = {"number": player.number, "name": player.name, "aliases": list(player.aliases),
              "into": target.number, "seats": moved,
              "added": [a for a in target.aliases if a not in before],
              "dropped": [a for a in before if a not in target.aliases]}
    s.add(target)
    s.delete(player)
    return record


def preview(public_id, number, into) -> dict:
    """What a merge would do, before it is confirmed: `{"player", "into", "games"}` (the
    names, and how many games become the other's); the refusal it would meet."""
    with db.session() as s:
        group = find_group(s, public_id)
        player = numbered(s, group, number)
        if player is None:
            raise NotFound("no_group_player")
        target, rows = plan(s, group, player, into)
        games = sum(player.number in r.players for r in rows)
    return {"player": player.name, "into": target.name, "games": games}


def fits(record: dict) -> bool:
    """Whether the page may keep this undo record (its session cookie stays small)."""
    return len(json.dumps(record)) <= LARGEST_UNDO


def recolour(record: dict) -> None:
    """After a merge or its undo: each game whose seat changed player moves on a version,
    so its chart and legend are drawn again in the players' colours (pictures/keys.py).
    Its own short write once the group's is in: a game's lock is never taken under the
    group's (Play again takes them the other way round)."""
    games = sorted({game for game, _seat in record["seats"]})
    if games:
        with db.session() as s:
            s.execute(update(Game).where(Game.id.in_(games)).values(version=Game.version + 1))
            s.commit()


def unmerge(public_id, token, record: dict) -> int:
    """Put a merge back as it was (the record `merge` returned); the player's id."""
    number = _unmerged(public_id, token, record)
    recolour(record)
    return number


def _unmerged(public_id, token, record: dict) -> int:
    with writing(public_id, token) as (s, group):
        target = numbered(s, group, record["into"])
        key = name_key(record["name"])
        taken = named(s, group, key)
        if target is None or taken is not None or numbered(s, group, record["number"]):
            raise RuleError("merge_undo_stale", "merge")
        rows = {r.game_id: r for r in s.exec(select(GroupGame).where(
            GroupGame.group_id == group.id,
            GroupGame.game_id.in_({game for game, _seat in record["seats"]})))}
        for game, seat in record["seats"]:
            row = rows.get(game)
            if row is None or seat >= len(row.players) or row.players[seat] != target.number:
                raise RuleError("merge_undo_stale", "merge")
            row.players = [record["number"] if i == seat else n
                           for i, n in enumerate(row.players)]
            s.add(row)
        kept = [a for a in target.aliases if a not in record["added"]]
        target.aliases = spellings(kept, record["dropped"], target.name)
        s.add(target)
        s.add(GroupPlayer(group_id=group.id, number=record["number"], name=record["name"],
                          key=key, aliases=list(record["aliases"])))
    return record["number"]
