"""Fixtures: `app`, `client`, `runner` (flaskr style), each on SQLite and on PostgreSQL.

Tests that use `app` (or `database_url`) run twice: once on a fresh SQLite file,
once on a fresh database of a real PostgreSQL server the tests start themselves
(`postgres_server`, one per session; each test's database is dropped after it).
Without PostgreSQL binaries the postgres runs are skipped with the reason, unless
COMPANION_REQUIRE_POSTGRES=1 (set by .ci/run), where a missing server fails.
Select one engine with `-m postgres` or `-m "not postgres"`.
"""
import itertools
import os

import pytest

from companion import create_app, migrate
from tests import pg

_databases = itertools.count()


def _require_postgres():
    reason = pg.skip_reason()
    if reason:
        if os.environ.get("COMPANION_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"COMPANION_REQUIRE_POSTGRES=1 but {reason}", pytrace=False)
        pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_server():
    _require_postgres()
    server = pg.PostgresServer().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def durable_postgres_server():
    """A second PostgreSQL server with fsync on, for the crash test (started on demand)."""
    _require_postgres()
    server = pg.PostgresServer(durable=True).start()
    yield server
    server.stop()


ENGINES = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def _fresh_database(request, tmp_path, server_fixture: str, prefix: str):
    """A fresh, empty database on the engine of `request.param`, dropped after the test."""
    if request.param == "sqlite":
        yield "sqlite:///" + str(tmp_path / "companion.sqlite")
        return
    server = request.getfixturevalue(server_fixture)
    name = f"{prefix}{os.getpid()}_{next(_databases)}"
    yield server.create_database(name)
    server.drop_database(name)


@pytest.fixture(params=ENGINES)
def durable_database_url(request, tmp_path):
    """Like database_url, but PostgreSQL writes to disk as a real install does."""
    yield from _fresh_database(request, tmp_path, "durable_postgres_server", "d")


@pytest.fixture(params=ENGINES)
def database_url(request, tmp_path):
    """A fresh, empty database on each engine."""
    yield from _fresh_database(request, tmp_path, "postgres_server", "t")


@pytest.fixture
def app(database_url):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url,
                      "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False})
    migrate(app)  # as `companion serve` does at start (create_app leaves the schema alone)
    yield app
    engine = app.extensions.get("companion_engine")
    if engine is not None:
        engine.dispose()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


@pytest.fixture
def real_server(database_url):
    """`companion serve` in a real subprocess on a loopback port, on each engine."""
    from tests.server import ServerProcess

    with ServerProcess(database_url) as server:
        yield server
