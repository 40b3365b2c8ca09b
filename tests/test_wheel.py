"""The app as `pip install` (not editable) gives it: a wheel built from the project, in a
fresh venv, serves pages with their templates and static files (setup.py maps the
top-level templates/ and static/ into the package)."""
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.pg import free_port

ROOT = Path(__file__).resolve().parent.parent
LEFT_OUT = shutil.ignore_patterns(".git", "build", "dist", "instance", "*.egg-info", ".hypothesis",
                                  ".benchmarks", "screenshots", "__pycache__", "bench", "tests")


GERMAN_HOME = """from companion import create_app
app = create_app({"SECRET_KEY": "w", "DATABASE_URL": "sqlite://", "LANGUAGES": ["en", "de"]})
print(app.test_client().get("/", headers={"Accept-Language": "de"}).get_data(as_text=True))"""


def run(*command, cwd, timeout=240):
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done.stdout


def get(url: str, deadline: float) -> tuple[int, bytes]:
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                return answer.status, answer.read()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


@pytest.mark.slow
def test_a_wheel_installed_in_a_fresh_venv_serves_pages(tmp_path):
    source = tmp_path / "source"  # a copy: building writes build/ and *.egg-info beside it
    shutil.copytree(ROOT, source, ignore=LEFT_OUT)
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(source), "-w",
        str(tmp_path / "dist"), cwd=tmp_path)
    wheel = next((tmp_path / "dist").glob("companion-*.whl"))
    # The dependencies come from the site-packages of the interpreter running the tests, a
    # venv's or the system's (no network): a .pth names them, since --system-site-packages
    # would name the system Python's even from a venv. companion itself comes only from the
    # wheel: the venv's own site-packages come first, and a .pth line adds a folder without
    # reading the .pth files in it (an editable install's finder among them).
    run(sys.executable, "-m", "venv", "--without-pip", str(tmp_path / "venv"), cwd=tmp_path)
    python = tmp_path / "venv" / "bin" / "python"
    own = Path(run(str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))",
                   cwd=tmp_path).strip())
    (own / "dependencies.pth").write_text("\n".join(
        path for path in sys.path if path.endswith("site-packages")) + "\n")
    run(sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
        "--ignore-installed", "-q", str(wheel), cwd=tmp_path)
    where = run(str(python), "-c", "import companion; print(companion._folder('templates'))",
                cwd=tmp_path).strip()
    assert where.startswith(str(tmp_path / "venv")), where
    # The catalogues ship compiled and complete: a German reader gets German words.
    german = run(str(python), "-c", GERMAN_HOME, cwd=tmp_path)
    assert "Neues Spiel starten" in german and 'lang="de"' in german, german[-2000:]

    port, home = free_port(), tmp_path / "elsewhere"  # not the checkout: nothing to fall back on
    home.mkdir()
    environment = {**os.environ, "DATABASE_URL": f"sqlite:///{home / 'wheel.sqlite'}",
                   "SECRET_KEY": "wheel-test-secret-key", "PYTHONPATH": ""}
    server = subprocess.Popen([str(tmp_path / "venv" / "bin" / "companion"), "serve", "--host",
                               "127.0.0.1", "--port", str(port)], cwd=home, env=environment,
                              stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        status, page = get(f"http://127.0.0.1:{port}/new", deadline)
        assert status == 200 and b'id="newgame"' in page
        assert get(f"http://127.0.0.1:{port}/static/css/app.css", deadline)[0] == 200
    finally:
        server.terminate()
        server.wait(10)
