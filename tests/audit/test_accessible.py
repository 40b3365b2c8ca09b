"""Every page passes axe-core 4.x in Chromium with no violation (best-practice rules
included), light and dark, at phone size.

The pages are rendered by the Flask test client (tests/audit/pages.py) and handed to the
browser at their own URL on a live server of the same app, so their stylesheets,
scripts and polls load as they would. axe.min.js comes from npm's axe-core;
COMPANION_AXE_JS points at it (.ci/run sets it), else where
`npm install --prefix /tmp/audit axe-core@4` puts it.
"""
import os

import pytest

from tests.audit.conftest import missing
from tests.audit.pages import every_page

pytestmark = pytest.mark.audit

CHROMIUM = "/usr/bin/chromium"
DEFAULT_AXE = "/tmp/audit/node_modules/axe-core/axe.min.js"


@pytest.fixture(scope="session")
def axe_js() -> str:
    """axe-core's source (asked for before the browser: a missing tool skips, or in CI
    fails, with its reason)."""
    path = os.environ.get("COMPANION_AXE_JS", DEFAULT_AXE)
    if not os.path.exists(CHROMIUM):
        missing(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    if not os.path.isfile(path):
        missing(f"no axe.min.js at {path} (npm install --prefix /tmp/audit axe-core@4)")
    with open(path, encoding="utf-8") as source:
        return source.read()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright's browser is Debian's Chromium, as in tests/browser."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]}


@pytest.fixture
def served(app):
    from tests.browser.conftest import LiveServer

    with LiveServer(app) as server:
        yield server


def answer_with(status: int, body: str):
    def answer(route):
        route.fulfill(status=status, body=body, content_type="text/html; charset=utf-8")
    return answer


def test_every_page_has_no_axe_violation_light_and_dark(axe_js, browser, app, client, served):
    source = axe_js
    pages = every_page(app, client)
    found = []
    for scheme in ("light", "dark"):
        context = browser.new_context(viewport={"width": 390, "height": 844},
                                      color_scheme=scheme)
        page = context.new_page()
        for name, (status, body) in pages.items():
            url = f"{served.url}/audit/{name.replace(' ', '-')}"
            page.route(url, answer_with(status, body))
            page.goto(url)
            page.evaluate(source)  # evaluated by the browser itself: the page's CSP allows it
            report = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
            for violation in report["violations"]:
                targets = [" ".join(map(str, n["target"])) for n in violation["nodes"]][:3]
                found.append(f"{scheme} {name}: {violation['id']} ({violation['impact']}): "
                             f"{violation['help']} at {targets}")
            page.unroute(url)
        context.close()
    assert not found, "\n".join(found)
