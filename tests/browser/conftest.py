"""Real-browser tests: Debian's Chromium driven by Playwright at phone size (390x844).

The app is served from a thread by werkzeug on a free loopback port, on a fresh
SQLite file. Without /usr/bin/chromium every test here is skipped with a reason.
"""
import os
import threading

import pytest
from werkzeug.serving import make_server

from companion import create_app, migrate

CHROMIUM = "/usr/bin/chromium"


@pytest.hookimpl(tryfirst=True)  # marked before `-m "not browser"` deselects by marks
def pytest_collection_modifyitems(config, items):
    """Every test in this folder is a browser test, whether its module says so or not;
    without Chromium each is skipped with the reason."""
    here = os.path.dirname(__file__) + os.sep
    skip = None if os.path.exists(CHROMIUM) else pytest.mark.skip(
        reason=f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    for item in items:
        if str(item.fspath).startswith(here):
            item.add_marker(pytest.mark.browser)
            if skip:
                item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--no-first-run", "--disable-quic"]}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 390, "height": 844},
            "device_scale_factor": 3, "is_mobile": True, "has_touch": True}


class LiveServer:
    def __init__(self, app):
        self.app = app
        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.thread.join(5)


@pytest.fixture
def live_server(tmp_path):
    """A real HTTP server for the browser, on a fresh SQLite database."""
    app = create_app({"TESTING": True, "SECRET_KEY": "browser-test",
                      "DATABASE_URL": "sqlite:///" + str(tmp_path / "browser.sqlite")})
    migrate(app)
    with LiveServer(app) as server:
        yield server
    app.extensions["companion_engine"].dispose()
