"""Fixtures: `app`, `client`, `runner` (flaskr style), each on SQLite and on PostgreSQL.

Tests that use `app` (or `database_url`) run twice: once on a fresh SQLite file,
once on a fresh database of a real PostgreSQL server the tests start themselves
(`postgres_server`, one per session; each test's database is dropped after it).
`database_url` is empty; `app`'s is migrated: a copy of one database the session
migrated once per engine (a file copy, PostgreSQL's CREATE DATABASE … TEMPLATE), not
the migrations run again for each of some 1,800 tests.
Without PostgreSQL binaries the postgres runs are skipped with the reason, unless
COMPANION_REQUIRE_POSTGRES=1 (set by .ci/run), where a missing server fails.
Select one engine with `-m postgres` or `-m "not postgres"`.
"""
import itertools
import os
import shutil

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


def _fresh_database(request, tmp_path, server_fixture: str, prefix: str, template=None):
    """A fresh database on the engine of `request.param`, dropped after the test: empty,
    or a copy of `template` (a SQLite file's path, a PostgreSQL database's name)."""
    if request.param == "sqlite":
        path = tmp_path / "companion.sqlite"
        if template:
            _copy_private(template, path)
        yield "sqlite:///" + str(path)
        return
    server = request.getfixturevalue(server_fixture)
    name = f"{prefix}{os.getpid()}_{next(_databases)}"
    yield server.create_database(name, template=template)
    server.drop_database(name)


def _copy_private(source, target) -> None:
    """As the app makes its SQLite file: readable by its user only."""
    with open(source, "rb") as original, os.fdopen(
            os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb") as copy:
        shutil.copyfileobj(original, copy)


def _migrated(url: str) -> None:
    """Make the newest schema in the database at `url`, and let go of it."""
    made = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "template"})
    migrate(made)
    made.extensions["companion_engine"].dispose()  # SQLite folds its WAL back in


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory):
    path = tmp_path_factory.mktemp("template") / "companion.sqlite"
    _migrated("sqlite:///" + str(path))
    return path


@pytest.fixture(scope="session")
def postgres_template(postgres_server):
    name = f"template{os.getpid()}"
    _migrated(postgres_server.create_database(name))
    return name


@pytest.fixture
def sqlite_database_url(sqlite_template, tmp_path):
    """A fresh SQLite file with the newest schema, for tests whose point is not the
    engine (a module overrides `migrated_database_url` with it)."""
    path = tmp_path / "companion.sqlite"
    _copy_private(sqlite_template, path)
    return "sqlite:///" + str(path)


@pytest.fixture(params=ENGINES)
def migrated_database_url(request, tmp_path):
    """A fresh database on each engine with the newest schema, as `companion serve`
    leaves it."""
    template = request.getfixturevalue(f"{request.param}_template")
    yield from _fresh_database(request, tmp_path, "postgres_server", "t", template)


@pytest.fixture(params=ENGINES)
def durable_database_url(request, tmp_path):
    """Like database_url, but PostgreSQL writes to disk as a real install does."""
    yield from _fresh_database(request, tmp_path, "durable_postgres_server", "d")


@pytest.fixture(params=ENGINES)
def database_url(request, tmp_path):
    """A fresh, empty database on each engine."""
    yield from _fresh_database(request, tmp_path, "postgres_server", "t")


@pytest.fixture
def app(migrated_database_url):
    app = create_app({"TESTING": True, "DATABASE_URL": migrated_database_url,
                      "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False})
    migrate(app)  # as `companion serve` does at start: here it finds the schema current
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
def real_server(migrated_database_url):
    """`companion serve` in a real subprocess on a loopback port, on each engine."""
    from tests.server import ServerProcess

    with ServerProcess(migrated_database_url) as server:
        yield server
