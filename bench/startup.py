"""Start-up: how long `companion serve` takes from launch to its first answer, and what
of it is importing. A restarted server (a deploy, a crash, a laptop woken up) serves
nobody until then, and every process of a pool pays it.

    python bench/startup.py            # medians of 7 starts on a migrated SQLite file
    python bench/startup.py --runs 11

Each start is a fresh `companion serve` process on loopback, run from compiled bytecode
(as installed), asked for the static-file floor every 5 ms until it answers: the wall
time to that first answer, and the CPU the process had spent by then (steadier than
the wall time when the machine is shared).
Beside it, the CPU of importing what serving imports (`companion.cli`, then
`create_app`) and of Python alone, each in a process of its own. Target: start-up
under 0.5 s.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.pg import free_port  # noqa: E402
from tests.server import FLOOR, request, serve_command  # noqa: E402

TARGET_S = 0.5
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_of(pid: int) -> float:
    """Seconds of CPU (user + system) the process has spent so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def one_start(env: dict) -> tuple[float, float]:
    """(wall seconds to the first answer, CPU seconds by then) of one `companion serve`."""
    port = free_port()
    began = time.perf_counter()
    process = subprocess.Popen(serve_command(port), env=env, cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"companion serve exited ({process.returncode})")
            try:
                if request(port, "GET", FLOOR, timeout=1)[0] == 200:
                    return time.perf_counter() - began, cpu_of(process.pid)
            except OSError:
                time.sleep(0.005)
    finally:
        process.terminate()
        process.wait(10)


def cpu_of_code(code: str, env: dict) -> float:
    """CPU seconds of a fresh Python running `code` (its own children's rusage)."""
    script = ("import os, sys; " + code + "; t = os.times(); "
              "sys.stdout.write(str(t.user + t.system))")
    return float(subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT,
                                check=True, capture_output=True, text=True).stdout)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="starts, for each median")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="companion-startup-") as scratch:
        # An installed wheel runs from compiled bytecode: the first start writes it (in
        # the scratch folder, leaving the checkout and site-packages alone), the
        # measured ones read it, whatever PYTHONDONTWRITEBYTECODE the shell has.
        env = {**os.environ, "DATABASE_URL": "sqlite:///" + os.path.join(scratch, "s.sqlite"),
               "SECRET_KEY": "startup-bench-secret-key", "PYTHONUNBUFFERED": "1",
               "PYTHONPYCACHEPREFIX": os.path.join(scratch, "pycache")}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        one_start(env)  # creates and migrates the database, writes the bytecode
        starts = [one_start(env) for _ in range(args.runs)]
        codes = {"Python alone": "pass",
                 "import companion.cli": "import companion.cli",
                 "import companion.cli, create_app()":
                     "from companion import cli; cli.create_app()"}
        cpu = {label: statistics.median(cpu_of_code(code, env) for _ in range(args.runs))
               for label, code in codes.items()}
    wall = statistics.median(s[0] for s in starts)
    served = statistics.median(s[1] for s in starts)
    print(f"`companion serve` to its first answer, medians of {args.runs}:")
    print(f"  wall {wall:.3f} s   CPU {served:.3f} s   (target < {TARGET_S} s) "
          f"{'✅' if served < TARGET_S else '❌'}")
    for label, seconds in cpu.items():
        print(f"  {label:40} CPU {seconds:.3f} s")
    return 0 if served < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
