"""A fresh install: the lock pins what pyproject.toml asks for, within its ranges and with
hashes; the README's two commands install from it and `.ci/run` runs the README's test
command exactly; the README names every game; the drift check reads pins and failures
right; and `-m "not browser"` starts no browser."""
import importlib.util
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from companion.rules import GAMES

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def _drift():
    spec = importlib.util.spec_from_file_location("drift", ROOT / ".ci" / "drift.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


drift = _drift()


def lock(name: str) -> dict[str, str]:
    return drift.pins((ROOT / "requirements" / name).read_text().splitlines())


def wanted(*extras) -> list[Requirement]:
    return [Requirement(line) for line in PROJECT["dependencies"]
            + [line for extra in extras for line in PROJECT["optional-dependencies"][extra]]]


@pytest.mark.parametrize("name, extras", [("app.txt", ("postgres",)),
                                          ("test.txt", ("postgres", "test"))])
def test_the_lock_pins_every_dependency_within_its_range(name, extras):
    pinned = lock(name)
    for requirement in wanted(*extras):
        version = pinned.get(drift.canonical(requirement.name))
        assert version, f"{requirement.name} is not in requirements/{name}: bash requirements/lock.sh"
        assert requirement.specifier.contains(version), (requirement, version)


def test_running_and_testing_install_the_same_releases_each_with_its_hashes():
    app, test = lock("app.txt"), lock("test.txt")
    assert {name: test.get(name) for name in app} == app
    for name in ("app.txt", "test.txt"):
        blocks = (ROOT / "requirements" / name).read_text().split("\n")
        pins = [i for i, line in enumerate(blocks) if drift.PIN.match(line)]
        assert pins and all(blocks[i + 1].strip().startswith("--hash=sha256:") for i in pins)


def commands(section: str) -> list[str]:
    """The shell lines of the first ```sh block under the README's `## section`."""
    part = README.split(f"\n## {section}\n", 1)[1]
    return re.search(r"```sh\n(.*?)```", part, re.S)[1].strip().splitlines()


def test_the_readme_commands_install_from_the_lock():
    assert commands("Run it (SQLite, no setup)") == [
        "pip install -r requirements/app.txt && pip install --no-deps -e . && companion serve"]
    assert commands("Test it") == [
        "pip install -r requirements/test.txt && pip install --no-deps -e . && python -m pytest"]


def test_ci_runs_exactly_the_readmes_test_command_last():
    lines = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines[-1] == commands("Test it")[0]


def test_the_readme_names_every_game_the_app_offers():
    opening = README.split("\n## ", 1)[0]
    words = {8: "eight", 12: "twelve", 17: "seventeen", 21: "twenty-one"}
    count = words.get(len(GAMES), str(len(GAMES)))
    assert f"{count} of them" in opening
    for preset in GAMES.values():
        name = preset.name.split(",")[0].split(" (")[0]  # "Rickety Kate, 46-point"
        assert name in " ".join(opening.split()), name


def test_the_drift_check_names_what_changed_and_what_failed():
    locked = drift.pins(["babel==2.18.0 \\", "    --hash=sha256:ab", "Flask==3.1.3 \\",
                         "gone==1.0 \\"])
    assert locked == {"babel": "2.18.0", "flask": "3.1.3", "gone": "1.0"}
    newest = drift.pins(["Babel==2.19.0", "flask==3.1.3", "new-one==0.1",
                         "-e git+https://example.invalid/x#egg=companion"])
    assert drift.changes(locked, newest) == [("babel", "2.18.0", "2.19.0"),
                                             ("gone", "1.0", None), ("new-one", None, "0.1")]
    said = ["FAILED tests/test_i18n_locale.py::test_x[fr-sqlite] - AssertionError: a - b",
            "ERROR tests/test_db_schema.py::test_y[postgres]", "1 failed, 1 error in 3.0s"]
    assert [m[1] for m in map(drift.FAILED.match, said) if m] == [
        "tests/test_i18n_locale.py::test_x[fr-sqlite]", "tests/test_db_schema.py::test_y[postgres]"]


def test_without_the_browser_marker_no_browser_test_is_collected():
    """Every test under tests/browser is marked `browser`, whether its module says so
    or not: `-m "not browser"` (the drift check's subset) never starts Chromium."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-m",
                           "not browser", "tests/browser"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 5, done.stdout[-2000:]  # 5: no test collected
