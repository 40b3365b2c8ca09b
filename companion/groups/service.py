"""The group service: making a group, finding it, checking its token, its write lock,
replacing its token (locking out every edit link given out).

A group is a capability like a game: its public id reads, its edit token writes
(only the token's SHA-256 is stored). Every write to a group locks its row first
(bumping its `version`), as `store.writing` does for a game, so two games filed
at once never make the same new player twice, and a refused write leaves
nothing behind. Order of answers, as for games: 404 (no such group), 401/403
(token), 404 (no such player), then 422 about the body.
"""
from contextlib import contextmanager

from sqlalchemy import func
from sqlmodel import select

from .. import db
from ..db.models import Group, GroupGame
from ..store import capability
from ..store.refusals import Forbidden, NotFound, Unauthorized
from ..store.capability import check_token, find, new_public_id, new_token, replace_token
from ..store.clock import now
from .names import check_name
from .zones import check_zone


class GroupUnauthorized(Unauthorized):
    """No edit token was given for a group write."""
    words = "no_group_token"


class GroupForbidden(Forbidden):
    """The token is not this group's edit token."""
    words = "wrong_group_token"


def no_such_group() -> NotFound:
    return NotFound("no_group")


def find_group(s, public_id) -> Group:
    return find(s, Group, public_id, "no_group")


REFUSALS = (GroupUnauthorized, GroupForbidden)


def check_group_token(group: Group, token) -> None:
    check_token(group, token, REFUSALS)


def holds_token(public_id: str, token) -> bool:
    """Is `token` the group's edit token (a NotFound for no such group)?"""
    with db.session() as s:
        return capability.token_matches(find_group(s, public_id), token)


def create_group(name, at=None, time_zone=None, importing=False) -> tuple[Group, str]:
    """A new group: (group, edit token). Only the token's hash is kept. `time_zone`: an
    IANA name its days are told in (groups/zones.py), or None for UTC. `importing`: an
    import makes it (marked unfinished until the import says it is done)."""
    name = check_name(name, "group", "name")
    time_zone = check_zone(time_zone)
    token, hashed = new_token()
    group = Group(public_id=new_public_id(), edit_token_hash=hashed,
                  name=name, created_at=now() if at is None else at, time_zone=time_zone,
                  importing_since=now() if importing else None)
    with db.session() as s:
        s.add(group)
        s.commit()
    return group, token


def lock(s, group: Group, token) -> Group:
    """Take the group's write lock, then check the token again."""
    return capability.lock(s, group, token, REFUSALS)


@contextmanager
def writing(public_id, token):
    """Find the group, check the token (before the lock: strangers wait for nothing),
    lock it; commits when the block ends, rolls everything back on any exception."""
    with db.session() as s:
        group = find_group(s, public_id)
        check_group_token(group, token)
        yield s, lock(s, group, token)
        s.commit()


def new_edit_token(public_id, token) -> str:
    """Lock the group against every edit link given out: a new token replaces the old,
    under the group's write lock (as a game's lock), so a write racing it with the old
    token either lands first or is refused. The fresh token; only its hash is kept."""
    with writing(public_id, token) as (s, group):
        fresh = replace_token(group)
        group.locks += 1  # the games filed before play again outside the group
        s.add(group)
    return fresh


def rename_group(public_id, token, name) -> None:
    """The group's new name (the token's holder only; checked as a new group's is)."""
    with writing(public_id, token) as (s, group):
        group.name = check_name(name, "group", "name")
        s.add(group)


def listed(public_ids: list[str]) -> list[dict]:
    """Groups by public id, in the order asked (those that no longer exist left out):
    id, name and number of games, for a device's list of its groups. Two queries,
    whatever the groups hold."""
    if not public_ids:
        return []
    with db.session() as s:
        rows = s.exec(select(Group.id, Group.public_id, Group.name)
                      .where(Group.public_id.in_(public_ids))).all()
        counts = dict(s.exec(select(GroupGame.group_id, func.count())
                             .where(GroupGame.group_id.in_([r.id for r in rows]))
                             .group_by(GroupGame.group_id)).all()) if rows else {}
    found = {r.public_id: {"id": r.public_id, "name": r.name, "games": counts.get(r.id, 0)}
             for r in rows}
    return [found[i] for i in public_ids if i in found]
