"""The test harness's own promises: a machine without PostgreSQL skips the postgres
runs with a one-line reason, CI (COMPANION_REQUIRE_POSTGRES=1) fails them instead,
and every test gets a database of its own that is gone afterwards."""
import os
import subprocess
import sys
from pathlib import Path

import sqlalchemy as sa

from tests import pg

ROOT = Path(__file__).resolve().parent.parent
NO_POSTGRES = "import tests.pg\ntests.pg.pg_bin = lambda: None\n"  # a machine without it


def _pytest(tmp_path, env=None):
    """One test file run from another directory (tmp_path), as pytest allows."""
    (tmp_path / "no_postgres.py").write_text(NO_POSTGRES)
    test = ROOT / "tests" / "test_migrations.py"
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no_postgres", "-rs", "-q",
         f"{test}::test_empty_database_gets_the_models_schema"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}", **(env or {})})


def test_without_postgresql_the_postgres_runs_are_skipped_with_the_reason(tmp_path):
    done = _pytest(tmp_path, {"COMPANION_REQUIRE_POSTGRES": ""})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed, 1 skipped" in done.stdout
    assert "no PostgreSQL binaries on this machine (apt-get install postgresql)" in done.stdout


def test_ci_fails_instead_of_skipping_when_postgresql_is_missing(tmp_path):
    done = _pytest(tmp_path, {"COMPANION_REQUIRE_POSTGRES": "1"})
    assert done.returncode != 0
    assert "COMPANION_REQUIRE_POSTGRES=1 but no PostgreSQL binaries" in done.stdout


def test_the_reason_is_one_line():
    assert pg.skip_reason() is None  # this machine has it (CI installs it)
    real = pg.pg_bin
    try:
        pg.pg_bin = lambda: None
        reason = pg.skip_reason()
    finally:
        pg.pg_bin = real
    assert reason and "\n" not in reason


_seen = []


def test_each_test_gets_a_fresh_database(database_url):
    """Run twice per engine (by the parametrisation): empty each time, and the
    previous PostgreSQL database is dropped."""
    engine = sa.create_engine(database_url)
    with engine.connect() as conn:
        assert sa.inspect(conn).get_table_names() == []
        if conn.dialect.name == "postgresql":
            names = conn.execute(sa.text("SELECT datname FROM pg_database")).scalars().all()
            assert not set(_seen) & set(names)  # earlier tests' databases are gone
            _seen.append(conn.execute(sa.text("SELECT current_database()")).scalar())
    engine.dispose()


test_each_test_gets_a_fresh_database_again = test_each_test_gets_a_fresh_database
