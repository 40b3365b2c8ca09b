"""Every page is valid HTML by the Nu HTML checker (vnu): 0 errors.

The jar comes from npm's vnu-jar; COMPANION_VNU_JAR points at it (.ci/run sets it),
else the usual place `npm install --prefix /tmp/audit vnu-jar` puts it.
"""
import json
import os
import shutil
import subprocess

import pytest

from tests.audit.conftest import missing
from tests.audit.pages import every_page

pytestmark = pytest.mark.audit

DEFAULT_JAR = "/tmp/audit/node_modules/vnu-jar/build/dist/vnu.jar"


def vnu_jar() -> str:
    jar = os.environ.get("COMPANION_VNU_JAR", DEFAULT_JAR)
    if not shutil.which("java"):
        missing("no java (apt-get install default-jre-headless)")
    if not os.path.isfile(jar):
        missing(f"no vnu.jar at {jar} (npm install --prefix /tmp/audit vnu-jar)")
    return jar


def test_every_page_is_valid_html(app, client, tmp_path):
    jar = vnu_jar()
    pages = every_page(app, client)
    files = {}  # file name -> page name
    for name, (_, body) in pages.items():
        path = tmp_path / (name.replace(" ", "_") + ".html")
        path.write_text(body, encoding="utf-8")
        files[path.name] = name
    # One JVM for every page: starting Java is most of the time this takes.
    run = subprocess.run(["java", "-jar", jar, "--format", "json",
                          *(str(tmp_path / f) for f in files)],
                         capture_output=True, text=True, timeout=300)
    report = json.loads(run.stderr or run.stdout)
    errors = [f"{files.get(m.get('url', '').rsplit('/', 1)[-1], m.get('url'))}: "
              f"line {m.get('lastLine')}: {m['message']}"
              for m in report["messages"] if m["type"] in ("error", "non-document-error")]
    assert not errors, "\n".join(errors)
