"""Drift: would the tests still pass with the newest release of every dependency?

The lock (requirements/test.txt) fixes what a fresh install gets, so a new release
changes nothing for users until the lock is made again (README, "Dependencies"). This
check tells the team what the next lock would bring: in a throwaway venv it installs
the project with the newest releases pip resolves today, names each package whose
version differs from the lock, runs the tests that need no browser and, when some fail,
puts each changed package back to its locked version in turn to name the one that
breaks them.

It reports and exits 0 (docs/DECISIONS.md, "Dependencies"): a release made elsewhere
must not stop unrelated work from landing. `--strict` exits 1 on a failure instead.

    python .ci/drift.py [--strict] [--keep DIR]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements" / "test.txt"
EXTRAS = ".[test,postgres]"
SUBSET = "not browser and not audit and not slow"  # fast: no Chromium, no outside tool
RETRIED = 20  # failing tests run again per suspect: enough to tell, cheap to run
LONGEST = 40 * 60  # seconds for one test run: a hung test ends the check, not CI
PIN = re.compile(r"^([A-Za-z0-9._-]+)==([^\s;\\]+)")
FAILED = re.compile(r"^(?:FAILED|ERROR) (\S+?)(?: - .*)?$")


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(lines) -> dict[str, str]:
    """name -> version of each `name==version` line (a lock, or `pip freeze`)."""
    return {canonical(m[1]): m[2] for m in map(PIN.match, lines) if m}


def say(*lines) -> None:
    print(*(f"drift: {line}" for line in lines), sep="\n", flush=True)


def run(*command, log=None, **options) -> subprocess.CompletedProcess:
    out = open(log, "a") if log else subprocess.DEVNULL
    try:
        return subprocess.run(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                              text=True, **options)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(command, -1)
    finally:
        if log:
            out.close()


def changes(locked: dict, newest: dict) -> list[tuple[str, str | None, str | None]]:
    """(package, locked version, newest version) for each that differs, by name."""
    names = sorted((set(locked) | set(newest)) - {"companion", "pip", "setuptools"})
    return [(n, locked.get(n), newest.get(n)) for n in names if locked.get(n) != newest.get(n)]


def failing(python: str, log: Path, tests=()) -> list[str]:
    """The node ids of the tests that fail (all of SUBSET, or only `tests`)."""
    log.write_text("")
    run(python, "-m", "pytest", "-q", "-rfE", "-p", "no:warnings", "-m", SUBSET, *tests,
        log=log, timeout=LONGEST)
    said = log.read_text(errors="replace").splitlines()
    if not any(" passed" in line or " failed" in line for line in said[-3:]):
        return ["(the test run did not finish: " + (said[-1] if said else "no output") + ")"]
    return [m[1] for m in map(FAILED.match, said) if m]


def culprits(python: str, pip: list, moved: list, failed: list, log: Path) -> list[str]:
    """Each changed package whose locked version makes some of the failing tests pass
    again, with how many."""
    tried, found = failed[:RETRIED], []
    for name, locked, newest in moved:
        if not (locked and newest):
            continue  # a package come or gone: no locked version to put back
        run(*pip, "install", "-q", "--no-deps", f"{name}=={locked}", log=log)
        still = failing(python, log.with_suffix(".retry"), tried)
        if not any(test.startswith("(") for test in still):  # the run finished
            mended = [test for test in tried if test not in still]
            if mended:
                found.append(f"{name} {newest}: {len(mended)} of the {len(tried)} failing "
                             f"tests tried pass with the locked {locked}")
        run(*pip, "install", "-q", "--no-deps", f"{name}=={newest}", log=log)
    return found


def check(venv: Path) -> bool:
    """True when nothing drifted or the tests pass with the newest releases."""
    python, log = str(venv / "bin" / "python"), venv / "drift.log"
    pip = [python, "-m", "pip", "--disable-pip-version-check"]
    run(sys.executable, "-m", "venv", str(venv), check=True)
    if run(*pip, "install", "-q", "-e", EXTRAS, log=log).returncode:
        say("pip could not install the newest releases; its words:",
            *log.read_text(errors="replace").splitlines()[-15:])
        return False
    locked = pins(LOCK.read_text().splitlines())
    frozen = subprocess.run([*pip, "freeze"], cwd=ROOT, capture_output=True, text=True)
    moved = changes(locked, pins(frozen.stdout.splitlines()))
    if not moved:
        say(f"none: the newest release of each of {len(locked)} packages is the locked one")
        return True
    say(f"{len(moved)} packages differ from the lock ({LOCK.relative_to(ROOT)}):",
        *(f"  {n} {old or '(not locked)'} -> {new or '(no longer needed)'}"
          for n, old, new in moved))
    failed = failing(python, log.with_suffix(".tests"))
    if not failed:
        say(f"the tests ({SUBSET}) pass with them: make the lock again (README, "
            "Dependencies) when convenient")
        return True
    say(f"{len(failed)} tests fail with the newest releases, for example:",
        *(f"  {test}" for test in failed[:10]))
    blamed = culprits(python, pip, moved, failed, log)
    say(*(["broken by " + b for b in blamed] if blamed else [
        "no one package explains it: the failures need two or more of the changes above"]))
    return False


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strict", action="store_true", help="exit 1 when the tests fail")
    parser.add_argument("--keep", type=Path, help="make the venv here and keep it")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="companion-drift-") as scratch:
        venv = args.keep or Path(scratch) / "venv"
        passed = check(venv)
    return 1 if args.strict and not passed else 0


if __name__ == "__main__":
    os.environ.pop("PIP_CONSTRAINT", None)  # the newest, whatever pins a shell carries
    sys.exit(main())
