"""Schema migrations (Alembic, run from code: there is no alembic.ini).

`upgrade(connection)` brings any database to the newest schema: it creates the
tables in an empty one, adopts one made by `create_all` before migrations
existed (stamping it with the baseline revision it matches), and runs the
revisions an older one lacks. It costs one query when nothing is to do, so the
app runs it once per process (`companion serve` and `companion migrate` at start,
otherwise the first request), never again. New revision: change models.py, then
`python -m companion.migrations revision "what changed"` and read the result.
"""
from pathlib import Path

from sqlalchemy import inspect, text

HERE = Path(__file__).resolve().parent
HEAD = "0012"  # the newest revision in versions/ (a test keeps the two in step)
BASELINE = "0001"  # the schema `create_all` made before migrations existed
LOCK = 0x636F6D70  # PostgreSQL advisory lock key: one migrating process at a time


def current_revision(connection) -> str | None:
    if not inspect(connection).has_table("alembic_version"):
        return None
    return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()


def config(connection, script_location=None):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(script_location or HERE))
    cfg.attributes["connection"] = connection
    return cfg


def head_of(script_location) -> str:
    from alembic.script import ScriptDirectory

    return ScriptDirectory(str(script_location)).get_current_head()


def _lock(connection) -> None:
    """Hold the database's migration lock until the transaction ends."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK})
    elif connection.dialect.name == "sqlite":
        connection.exec_driver_sql("BEGIN IMMEDIATE")  # the write lock (DDL is transactional)


def upgrade(connection, script_location=None) -> str:
    """Bring the schema to the newest revision; say what was done.

    Run it inside a transaction (`engine.begin()`): the whole upgrade is one
    transaction behind the lock, so processes starting together neither race
    nor see a half-made schema.
    """
    head = HEAD if script_location is None else head_of(script_location)
    if current_revision(connection) == head:
        return "current"
    _lock(connection)
    revision = current_revision(connection)  # again: another process may have done it
    if revision == head:
        return "current"
    from alembic import command

    cfg = config(connection, script_location)
    done = "upgraded"
    if revision is None:
        if inspect(connection).has_table("game"):
            command.stamp(cfg, BASELINE)  # made by create_all before migrations existed
            done = "adopted"
        else:
            done = "created"
    command.upgrade(cfg, "head")
    return done
