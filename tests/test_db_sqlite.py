"""SQLite settings every connection gets (companion/db/__init__.py), even when it opens
while another process holds the file's lock."""
import sqlite3
import threading
import time

from companion.db import make_engine


def test_a_connection_opened_during_anothers_lock_waits_and_gets_wal(tmp_path):
    path = tmp_path / "new.sqlite"
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("CREATE TABLE t (x)")
    other.execute("BEGIN EXCLUSIVE")  # another process, mid-write on the new file
    release = threading.Timer(0.5, lambda: other.execute("COMMIT"))
    release.start()
    engine = make_engine(f"sqlite:///{path}")
    start = time.monotonic()
    with engine.connect() as conn:
        pragma = conn.exec_driver_sql
        assert pragma("PRAGMA journal_mode").scalar() == "wal"
        assert pragma("PRAGMA foreign_keys").scalar() == 1
        assert pragma("PRAGMA synchronous").scalar() == 1  # NORMAL
        assert pragma("PRAGMA busy_timeout").scalar() == 30000
    assert time.monotonic() - start >= 0.4  # it waited for the lock, it did not fail
    release.join()
    engine.dispose()
    other.close()


def test_an_in_memory_database_keeps_its_journal(tmp_path):
    engine = make_engine("sqlite://")
    with engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "memory"
    engine.dispose()
