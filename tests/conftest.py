"""Fixtures: `app`, `client`, `runner` (flaskr style), each on SQLite and on PostgreSQL.

Tests that use `app` run twice: once on a fresh SQLite file, once on a fresh
database of a real PostgreSQL server the tests start themselves. Without
PostgreSQL binaries the postgres runs are skipped with the reason.
"""
import itertools
import os

import pytest

from companion import create_app
from tests import pg

_databases = itertools.count()


@pytest.fixture(scope="session")
def postgres_server():
    reason = pg.skip_reason()
    if reason:
        pytest.skip(reason)
    server = pg.PostgresServer().start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request, tmp_path):
    """A fresh, empty database on each engine."""
    if request.param == "sqlite":
        return "sqlite:///" + str(tmp_path / "companion.sqlite")
    server = request.getfixturevalue("postgres_server")
    return server.create_database(f"t{os.getpid()}_{next(_databases)}")


@pytest.fixture
def app(database_url, tmp_path):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url,
                      "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False})
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
