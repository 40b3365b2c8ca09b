"""Which imports are running: each `companion import` holds a shared lock while it makes
its group, one the database (PostgreSQL) or the system (SQLite) lets go of when its
process ends, however it ends (SIGKILL, a power cut). So an unfinished group nobody
holds the lock for is known at once to be what an import killed outright left, and
is deleted then, without waiting out a guess of how long an import takes.

Deleting takes the same lock alone (exclusive, without waiting): while any import is
running nothing is deleted, since its group may be one of the unfinished ones; the next
import (or `companion migrate`, `companion serve` at start) that runs alone does it.
"""
import sqlite3
from contextlib import contextmanager

from sqlalchemy import make_url, text

from .. import db
from .forgetting import forget_unfinished

KEY = 0x636F6D69  # PostgreSQL advisory lock key of running imports ("comi")


@contextmanager
def running_import():
    """Held while an import makes its group; first deletes what imports killed outright
    left, when no other import is running."""
    url = make_url(str(db.get_engine().url))
    if url.get_backend_name() == "postgresql":
        with _advisory():
            yield
    else:
        with _lock_file(url.database):
            yield


def forget_killed_imports(app) -> None:
    """At start (`companion migrate`, `companion serve`): delete what imports killed
    outright left, unless an import is running."""
    with app.app_context(), running_import():
        pass


@contextmanager
def _advisory():
    """PostgreSQL: a session advisory lock on a connection of its own (no transaction
    stays open), let go of by the server when the connection ends."""
    engine = db.get_engine().execution_options(isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        def ask(call: str):
            return connection.execute(text(f"SELECT {call}(:key)"), {"key": KEY}).scalar()

        if ask("pg_try_advisory_lock"):
            try:
                forget_unfinished()
            finally:
                ask("pg_advisory_unlock")
        ask("pg_advisory_lock_shared")  # (waits for a process deleting meanwhile)
        try:
            yield
        finally:
            ask("pg_advisory_unlock_shared")  # before the connection goes back to its pool


@contextmanager
def _lock_file(path):
    """SQLite: a read transaction on a small database file beside the app's (SQLite's
    own locks, on every system): each import holds a shared lock, and deleting needs the
    exclusive one, which no running import lets it have."""
    if not path or path == ":memory:" or path.startswith("file:"):
        yield  # a database no other process can open: no import but this one
        return
    # (never switched to WAL, whose readers hold no lock of the file)
    db.private_file(path + "-imports")  # as private as the database beside it
    lock = sqlite3.connect(path + "-imports", timeout=60, isolation_level=None)
    try:
        if _alone(lock):
            try:
                forget_unfinished()
            finally:
                lock.execute("COMMIT")
        lock.execute("BEGIN")
        lock.execute("SELECT count(*) FROM sqlite_master").fetchone()  # the shared lock
        yield
    finally:
        lock.close()


def _alone(lock) -> bool:
    """Take the exclusive lock if no import holds the shared one (without waiting)."""
    lock.execute("PRAGMA busy_timeout=0")
    try:
        lock.execute("BEGIN EXCLUSIVE")
        return True
    except sqlite3.OperationalError:  # "database is locked": an import is running
        return False
    finally:
        lock.execute("PRAGMA busy_timeout=60000")
