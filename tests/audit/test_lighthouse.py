"""Every page that answers 2xx scores 100 in Lighthouse's accessibility, best practices
and SEO categories (mobile), in Debian's Chromium.

Lighthouse 12.8 (npm; the newest that runs on Node 20) drives a Chromium that Playwright
launched with a debugging port, so the scorer's pages carry the edit cookie the way a
phone does: it sits in the browser, and the pages' own polls send it too (an extra
Cookie header on Lighthouse's command line would not reach them). COMPANION_LIGHTHOUSE
points at Lighthouse's cli/index.js (.ci/run sets it), else where
`npm install --prefix /tmp/audit lighthouse@12.8` puts it.

One run per page, in the light theme only: a run costs seconds of Chromium, and what
the dark theme changes (colours, hence contrast) is what axe-core already checks on
every page in both themes (test_accessible.py), with the same contrast rule Lighthouse
runs. The performance category is left out: speed is measured in bench/.

The game and group pages sit under /g/ and /groups/, which robots.txt keeps away from
crawlers on purpose (their links carry a capability), so there Lighthouse's
"is-crawlable" audit is skipped; the SEO score of those pages is the rest of the
category, and home and the new-game page are audited in full. POST answers (a
refusal, a preview) cannot be opened by Lighthouse: axe-core and vnu check those.
"""
import json
import os
import shutil
import subprocess
import tempfile
from urllib.parse import urlsplit

import pytest

from tests.audit.conftest import missing
from tests.audit.pages import every_ask
from tests.pg import free_port

pytestmark = pytest.mark.audit

CHROMIUM = "/usr/bin/chromium"
DEFAULT_LIGHTHOUSE = "/tmp/audit/node_modules/lighthouse/cli/index.js"
CATEGORIES = ("accessibility", "best-practices", "seo")
PRIVATE = ("/g/", "/groups/")  # robots.txt: Disallow (capability links)


@pytest.fixture(scope="session")
def lighthouse() -> list[str]:
    """The command that runs Lighthouse (a missing tool skips, or in CI fails)."""
    path = os.environ.get("COMPANION_LIGHTHOUSE", DEFAULT_LIGHTHOUSE)
    if not os.path.exists(CHROMIUM):
        missing(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    node = shutil.which("node")
    if not node:
        missing("no node (apt-get install nodejs npm)")
    if not os.path.isfile(path):
        missing(f"no Lighthouse at {path} (npm install --prefix /tmp/audit lighthouse@12.8)")
    return [node, path]


@pytest.fixture
def served(app):
    from tests.browser.conftest import LiveServer

    with LiveServer(app) as server:
        yield server


@pytest.fixture
def debugged_chromium(playwright):
    """Chromium with a debugging port for Lighthouse, in a persistent context: the tab
    Lighthouse opens shares its cookies. Nothing leaves the machine (loopback bypasses
    the dead proxy)."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="companion-lighthouse-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                  "--proxy-server=http://127.0.0.1:9", f"--remote-debugging-port={port}"])
        yield context, port
        context.close()


def pages_to_audit(app, client) -> dict[str, tuple[str, object]]:
    """{name: (path, who)} of every page of the audit that answers 2xx to a GET (`who`:
    the test client whose cookies the browser must hold to see it)."""
    found = {}
    for name, (who, method, url, form) in every_ask(app, client).items():
        if method == "get" and 200 <= who.get(url).status_code < 300:
            found[name] = (url, who)
    return found


def browser_cookies(who, host: str) -> list[dict]:
    """The cookies a test client holds (the scorer's edit cookies, a group's), for the
    browser. Werkzeug's client keeps them in `_cookies` and offers no public list."""
    return [{"name": c.key, "value": c.value, "domain": host, "path": c.path or "/",
             "httpOnly": c.http_only, "sameSite": (c.same_site or "Lax").capitalize()}
            for c in who._cookies.values()]


def run_lighthouse(command, url: str, port: int, out: str) -> dict:
    skip = ["--skip-audits=is-crawlable"] if urlsplit(url).path.startswith(PRIVATE) else []
    run = subprocess.run([*command, url, f"--port={port}", "--output=json",
                          f"--output-path={out}", f"--only-categories={','.join(CATEGORIES)}",
                          "--disable-storage-reset", "--quiet", *skip],
                         capture_output=True, text=True, timeout=180,
                         env={**os.environ, "CHROME_PATH": CHROMIUM})
    assert run.returncode == 0, f"Lighthouse failed on {url}:\n{run.stderr[-2000:]}"
    with open(out, encoding="utf-8") as report:
        return json.load(report)


def shortfalls(report: dict) -> list[str]:
    """Each category under 100, with the audits that cost it points."""
    lines = []
    for key in CATEGORIES:
        category = report["categories"][key]
        if category["score"] == 1:
            continue
        failed = [ref["id"] for ref in category["auditRefs"] if ref["weight"]
                  and (report["audits"][ref["id"]]["score"] or 0) < 1]
        lines.append(f"{key} {round(category['score'] * 100)}: {', '.join(failed)}")
    return lines


def test_every_page_scores_100_in_lighthouse(lighthouse, debugged_chromium, app, client,
                                            served, tmp_path):
    context, port = debugged_chromium
    pages = pages_to_audit(app, client)
    assert any(browser_cookies(who, "127.0.0.1") for _, who in pages.values())  # the scorer's
    found = []
    for name, (path, who) in pages.items():
        context.clear_cookies()  # each page as its own visitor sees it
        context.add_cookies(browser_cookies(who, "127.0.0.1"))
        out = str(tmp_path / (name.replace(" ", "-") + ".json"))
        report = run_lighthouse(lighthouse, served.url + path, port, out)
        assert report["finalDisplayedUrl"].endswith(path), (name, report["finalDisplayedUrl"])
        found += [f"{name}: {line}" for line in shortfalls(report)]
        scores = [round(report["categories"][key]["score"] * 100) for key in CATEGORIES]
        print(f"{name}: {' / '.join(map(str, scores))}")  # shown with pytest -rP
    assert not found, "\n".join(found)
