"""Every setting in one list (companion/config.py): where a value comes from, how the
environment's text is read, and that nothing reads a setting the list lacks."""
import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion import create_app
from companion.config import NAMED, SETTINGS, BadSetting, read
from companion.web import cpu, limits

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_instance_file_wins_over_the_environment_and_a_test_over_both(tmp_path, monkeypatch):
    instance = tmp_path / "instance"
    instance.mkdir()
    (instance / "config.py").write_text('GROUP_MEMO_SIZE = 3\nPUBLIC_URL = "http://file"\n'
                                        'SECRET_KEY = "from the file"\n')
    monkeypatch.setenv("PUBLIC_URL", "https://cards.example.org")
    monkeypatch.setenv("RATE_LIMIT_CPU", "4.5")
    monkeypatch.setenv("LANGUAGES", "de, fr")
    monkeypatch.setenv("RATELIMIT_ENABLED", "off")
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.delenv("SECRET_KEY", raising=False)
    from flask import Flask

    from companion import config
    app = Flask("companion", instance_path=str(instance), instance_relative_config=True)
    config.load(app)
    assert app.config["GROUP_MEMO_SIZE"] == 3  # the file, over the default
    assert app.config["PUBLIC_URL"] == "http://file"  # the file, over the environment
    assert app.config["RATE_LIMIT_CPU"] == 4.5 and app.config["LANGUAGES"] == ("de", "fr")
    assert app.config["RATELIMIT_ENABLED"] is False
    assert app.config["SECRET_KEY"] == "from the file"
    assert app.config["DATABASE_URL"] == f"sqlite:///{instance / 'companion.sqlite'}"
    tested = create_app({"TESTING": True, "SECRET_KEY": "t", "PUBLIC_URL": "http://test",
                         "DATABASE_URL": "sqlite://"})
    assert tested.config["PUBLIC_URL"] == "http://test"  # a test's mapping over everything
    assert tested.config["RATE_LIMIT_CPU"] == 4.5  # the environment still, where it is silent


@pytest.mark.parametrize("name, text, value", [
    ("DB_POOL", "12", 12), ("FOLD_MEMO_MB", "0.5", 0.5), ("RATELIMIT_ENABLED", "0", False),
    ("RATELIMIT_ENABLED", "yes", True), ("LANGUAGES", "en,pl", ("en", "pl")),
    ("RATE_LIMIT_WRITE", " 60 per minute ", "60 per minute")])
def test_the_environments_text_is_read_as_its_settings_kind(name, text, value):
    assert read(NAMED[name], text) == value


def test_a_setting_that_is_not_its_kind_is_refused_with_its_name():
    with pytest.raises(BadSetting, match=r"DB_POOL='many' is not a whole number \(database"):
        read(NAMED["DB_POOL"], "many")


@pytest.mark.parametrize("command, said", [
    (["companion.cli", "migrate"], "companion: "),
    (["flask", "--app", "companion", "migrate"], "Error: ")])
def test_a_bad_setting_stops_the_command_with_a_sentence_not_a_traceback(tmp_path, command,
                                                                         said):
    done = subprocess.run([sys.executable, "-m", *command], cwd=ROOT,
                          env={"PATH": "/usr/bin:/bin", "FOLD_MEMO_MB": "lots",
                               "DATABASE_URL": f"sqlite:///{tmp_path / 'c.sqlite'}",
                               "SECRET_KEY": "t"}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(said + "FOLD_MEMO_MB='lots' is not a number"), done.stderr
    assert "Traceback" not in done.stderr


def test_every_setting_the_code_reads_is_in_the_list():
    """A setting read anywhere is one of config.SETTINGS (its default and its name there),
    or one of the libraries' own that a test sets (TESTING, WTF_CSRF_ENABLED)."""
    read_names = set()
    for path in (ROOT / "companion").rglob("*.py"):
        read_names |= set(re.findall(r'config(?:\.get\(|\[|\.setdefault\()"([A-Z_]+)"',
                                     path.read_text(encoding="utf-8")))
    # and those read through a name: the rate limits and the CPU shares
    read_names |= set(limits.LIMITS) | {cpu.SETTING, cpu.BURST_SETTING, cpu.SHARED_SETTING}
    assert read_names - set(NAMED) == set()


def test_the_readme_lists_every_setting_the_environment_sets():
    section = README[README.index("### Settings"):]
    section = section[:section.index("\n## ")]
    listed = set(re.findall(r"^\| `([A-Z_]+)` \|", section, re.M))
    assert listed == {s.name for s in SETTINGS if s.from_env}
