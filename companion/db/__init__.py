"""The database: one engine per app, a session per unit of work.

SQLite in instance/ by default (WAL, foreign keys on); any SQLAlchemy URL via
DATABASE_URL, PostgreSQL being the engine for several app processes.
"""
import os
import sqlite3
import threading
import time

from flask import current_app
from sqlalchemy import event, make_url
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session, create_engine

from . import models  # noqa: F401  (registers the tables)

POOL = 10  # connections kept open unless DB_POOL says: a request holds one at a time, so
# `companion serve`'s 8 threads and 2 to spare (it sets DB_POOL from --threads)
SPARE = 2  # and at most this many more for a moment (README: PostgreSQL's arithmetic)


def make_engine(url: str, pool: int = POOL):
    """An engine with the settings each backend needs for safe concurrent writes."""
    if url.startswith("sqlite"):
        private_file(make_url(url).database)
        engine = create_engine(url, pool_size=pool,
                               connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection, _record):
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA busy_timeout=30000")
            _wal(cursor)  # readers never wait for the writer
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA synchronous=NORMAL")  # durable against a process crash
            cursor.close()

        return engine
    # Disconnects are handled optimistically: a connection the server dropped (a restart)
    # fails one use, and the pool then discards every connection made before it. A read
    # is tried once more (`reading`); a write answers 503 and its client sends it again,
    # which its Idempotency-Key makes safe. A ping before every use would cost every
    # request a round trip.
    return create_engine(url, pool_size=pool, max_overflow=SPARE)


def private_file(path) -> None:
    """Create the SQLite file readable by this user only (the games' edit-token hashes
    are in it); SQLite gives its -wal and -shm files the same mode."""
    if not path or path == ":memory:" or path.startswith("file:") or os.path.exists(path):
        return
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:  # another process made it a moment ago
        pass
    except OSError:  # no such folder, say: let SQLite say so when it opens it
        pass


def _wal(cursor, attempts=300) -> None:
    """Switch a new SQLite file to WAL. Processes opening it at the same moment
    race for that switch, and the loser is told "database is locked" at once (no
    busy wait): it waits a little and looks again (bounded: 30 s)."""
    for _ in range(attempts):
        try:
            if cursor.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                cursor.execute("PRAGMA journal_mode=WAL")  # (":memory:" stays "memory")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise
            time.sleep(0.1)
    raise sqlite3.OperationalError("could not switch the database to WAL: it stays locked")


def get_engine():
    app = current_app._get_current_object()
    engine = app.extensions.get("companion_engine")
    if engine is None:
        engine = make_engine(app.config["DATABASE_URL"], app.config["DB_POOL"] or POOL)
        app.extensions["companion_engine"] = engine
    return engine


def dispose(app) -> None:
    """Close the app's database connections (a command's end)."""
    engine = app.extensions.get("companion_engine")
    if engine is not None:
        engine.dispose()


def reading(read):
    """`read(connection)` on a connection in autocommit: one statement, one round trip,
    no transaction to end. Tried once more when the connection turns out to be one the
    database server dropped."""
    engine = _autocommit_engine()
    for last_try in (False, True):
        try:
            with engine.connect() as connection:
                return read(connection)
        except DBAPIError as error:
            if last_try or not error.connection_invalidated:
                raise


def _autocommit_engine():
    app = current_app._get_current_object()
    engine = app.extensions.get("companion_reader")
    if engine is None:  # shares the engine's pool; each use sets and resets autocommit
        engine = app.extensions["companion_reader"] = get_engine().execution_options(
            isolation_level="AUTOCOMMIT")
    return engine


def session() -> Session:
    """A new session; use it as a context manager for one unit of work."""
    return Session(get_engine(), expire_on_commit=False)


def migrate(app) -> str:
    """Bring the app's database to the newest schema and say what was done ("created",
    "adopted", "upgraded", "current"). Run once per start, not per app or request:
    processes starting together take turns behind the migration lock
    (docs/DECISIONS.md, "Storage decisions")."""
    with app.app_context():
        return init_db()


def init_db(engine=None) -> str:
    """Bring the schema to the newest revision (creating it in an empty database).

    One cheap query when the schema is current; called once per process: at start
    (`companion serve`, `companion migrate`), else by the first request.
    """
    from .. import migrations

    with (engine or get_engine()).begin() as connection:
        done = migrations.upgrade(connection)
    if engine is None:
        current_app.extensions[SCHEMA] = done
    return done


SCHEMA = "companion_schema"  # app.extensions: what init_db did, once it has
_schema_turn = threading.Lock()


def _schema_first():
    """A process started some other way than `companion serve` (`flask --app companion
    run`, a WSGI server of one's own) makes or upgrades the schema on its first request,
    as serve does at start: one flag read per request after that. A database it cannot
    reach leaves the flag unset, so the next request tries again."""
    app = current_app._get_current_object()
    if SCHEMA in app.extensions:
        return
    with _schema_turn:
        if SCHEMA not in app.extensions:
            init_db()


def has_no_tables(error: DBAPIError) -> bool:
    """The database answers, but its tables were never made (or were dropped)."""
    cause = error.orig
    return getattr(cause, "sqlstate", None) == "42P01" or "no such table" in str(cause)


def init_app(app):
    app.before_request(_schema_first)
