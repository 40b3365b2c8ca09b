"""A row that is a capability (a game, a group, a table's house rules): its public id
reads it, its edit token writes it, and only the token's SHA-256 is kept. The one way
to make, find, check, lock and re-key such a row; the services say which row and which
refusal (a game's `no_game`, a group's `no_group`).

Order of answers, for games and groups alike: 404 (no such row), 401 (no token), 403
(a wrong token), then what the write itself refuses. A write checks the token before
the lock (strangers wait for nothing) and again under it (the token may have been
replaced while it waited).
"""
import hashlib
import hmac
import re
import secrets

from sqlalchemy import update
from sqlmodel import select

from .refusals import Forbidden, NotFound, Unauthorized

# Public ids and tokens are secrets.token_urlsafe: anything else cannot be a row's.
PUBLIC_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def new_public_id() -> str:
    return secrets.token_urlsafe(16)  # 128 random bits


def new_token() -> tuple[str, str]:
    """(a new edit token, its hash): 192 random bits, only the hash is stored."""
    token = secrets.token_urlsafe(24)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def well_formed(public_id) -> bool:
    return isinstance(public_id, str) and PUBLIC_ID.fullmatch(public_id) is not None


def find(s, model, public_id, missing: str):
    """The row of `model` with that public id, else NotFound(`missing`)."""
    row = None
    if well_formed(public_id):
        row = s.exec(select(model).where(model.public_id == public_id)).first()
    if row is None:
        raise NotFound(missing)
    return row


def token_matches(row, token) -> bool:
    """Constant-time comparison of the token's hash with the stored hash."""
    if not isinstance(token, str) or not token:
        return False
    return hmac.compare_digest(token_hash(token), row.edit_token_hash)


def check_token(row, token, refusals=(Unauthorized, Forbidden)) -> None:
    """Raise the first of `refusals` for no token, the second for a wrong one."""
    if not isinstance(token, str) or not token:
        raise refusals[0]
    if not token_matches(row, token):
        raise refusals[1]


def hold(s, row):
    """Take the row's write lock (bump its version: on PostgreSQL the row's lock, on
    SQLite the database's write lock) and read what the last writer left."""
    model = type(row)
    s.execute(update(model).where(model.id == row.id).values(version=model.version + 1))
    s.refresh(row)
    return row


def lock(s, row, token, refusals=(Unauthorized, Forbidden)):
    """Hold the row (`hold`), then check the token again."""
    check_token(hold(s, row), token, refusals)
    return row


def replace_token(row) -> str:
    """A new edit token for the row (under its lock): every link given out stops writing."""
    fresh, row.edit_token_hash = new_token()
    return fresh
