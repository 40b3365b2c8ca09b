"""The audits: every page checked by outside tools (the Nu HTML checker, axe-core,
Lighthouse).

They run on SQLite only: the HTML does not depend on the database engine.
"""
import os

import pytest

from tests.i18n_support import offer_every_language


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "audit: checks every page with an outside tool (vnu, axe-core, Lighthouse)")


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() == "true"


def missing(reason: str):
    """Skip locally with a one-line reason; in CI a missing tool is a failure, since
    .ci/run installs every tool the audits need."""
    if in_ci():
        pytest.fail(f"CI=true but {reason}")
    pytest.skip(reason)


@pytest.fixture
def database_url(tmp_path):
    return "sqlite:///" + str(tmp_path / "companion.sqlite")


@pytest.fixture
def migrated_database_url(sqlite_database_url):
    return sqlite_database_url


@pytest.fixture
def app(app):
    """Every language offered, so every audited page carries the language picker."""
    return offer_every_language(app)
