"""The group service: making a group, finding it, checking its token, its write lock,
replacing its token (locking out every edit link given out).

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
from ..db.models import Group, GroupGame
from ..games.store import Forbidden, NotFound, Unauthorized, now, token_hash, well_formed
from .names import check_name
from .zones import check_zone


class GroupUnauthorized(Unauthorized):
    """No edit token was given for a group write."""


class GroupForbidden(Forbidden):
    """The token is not this group's edit token."""


def no_such_group() -> NotFound:
    return NotFound("no_group")


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


def create_group(name, at=None, time_zone=None, importing=False) -> tuple[Group, str]:
    """A new group: (group, edit token). Only the token's hash is kept. `time_zone`: an
    IANA name its days are told in (groups/zones.py), or None for UTC. `importing`: an
    import makes it (marked unfinished until the import says it is done)."""
    name = check_name(name, "group", "name")
    time_zone = check_zone(time_zone)
    token = secrets.token_urlsafe(24)  # 192 random bits, as a game's
    group = Group(public_id=secrets.token_urlsafe(16), edit_token_hash=token_hash(token),
                  name=name, created_at=now() if at is None else at, time_zone=time_zone,
                  importing_since=now() if importing else None)
    with db.session() as s:
        s.add(group)
        s.commit()
    return group, token


def lock(s, group_id: int, token) -> Group:
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
        group = lock(s, group.id, token)
        yield s, group
        s.commit()


def new_edit_token(public_id, token) -> str:
    """Lock the group against every edit link given out: a new token replaces the old,
    under the group's write lock (as a game's lock), so a write racing it with the old
    token either lands first or is refused. The fresh token; only its hash is kept."""
    fresh = secrets.token_urlsafe(24)
    with writing(public_id, token) as (s, group):
        group.edit_token_hash = token_hash(fresh)
        s.add(group)
    return fresh


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
