"""One command line (click, Flask's own): `companion serve | migrate | import`, and the
same commands under `flask --app companion`."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ("import", "migrate", "serve")


def run(*command, tmp_path):
    environment = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'c.sqlite'}",
                   "SECRET_KEY": "t"}
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120)


def listed(help_text: str) -> set[str]:
    commands = help_text[help_text.index("Commands:"):].splitlines()[1:]
    return {line.split()[0] for line in commands if line.strip()}


def test_companion_and_flask_offer_the_same_commands(tmp_path):
    own = run("companion.cli", "--help", tmp_path=tmp_path)
    assert own.returncode == 0 and listed(own.stdout) == set(COMMANDS)
    flask = run("flask", "--app", "companion", "--help", tmp_path=tmp_path)
    assert flask.returncode == 0 and set(COMMANDS) <= listed(flask.stdout)
    assert "init-db" not in flask.stdout


def test_flask_migrates_as_companion_does(tmp_path):
    made = run("flask", "--app", "companion", "migrate", tmp_path=tmp_path)
    assert (made.returncode, made.stdout) == (0, "Created the database.\n"), made.stderr
    again = run("companion.cli", "migrate", tmp_path=tmp_path)
    assert (again.returncode, again.stdout) == (0, "The database is up to date.\n")


def test_a_wrong_option_is_said_with_the_usage_and_exit_code_2(tmp_path):
    wrong = run("companion.cli", "serve", "--threads", "none", tmp_path=tmp_path)
    assert wrong.returncode == 2
    assert "Usage: companion serve" in wrong.stderr and "--threads" in wrong.stderr
    assert "Traceback" not in wrong.stderr
    missing = run("companion.cli", "import", tmp_path=tmp_path)
    assert missing.returncode == 2 and "Missing argument 'FILE'" in missing.stderr


def test_serve_refuses_a_secret_key_anyone_could_guess(tmp_path):
    """A short SECRET_KEY would let anyone forge a scorer's cookie: `companion serve`
    says so and stops, like any bad setting (an empty one is no setting: the instance's
    own key is used, as `flask run` and any WSGI server do too)."""
    for key in ("short", "x" * 15):
        environment = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'c.sqlite'}",
                       "SECRET_KEY": key}
        refused = subprocess.run([sys.executable, "-m", "companion.cli", "serve", "--host",
                                  "127.0.0.1", "--port", "1"], cwd=ROOT, env=environment,
                                 capture_output=True, text=True, timeout=60)
        assert refused.returncode == 2, refused.stderr
        assert "at least 16" in refused.stderr and "SECRET_KEY" in refused.stderr
        assert "Traceback" not in refused.stderr
