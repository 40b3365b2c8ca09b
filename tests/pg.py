"""A throwaway PostgreSQL server for the tests (Debian's postgresql, run as `postgres`).

One server per test session (per xdist worker), in a fresh directory under /tmp,
stopped and removed at the end. A session killed before its end leaves a server
behind; the next session stops those whose owner process is gone.
"""
import atexit
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile

PREFIX = "companion-pg-"


def pg_bin() -> str | None:
    """The directory of initdb/pg_ctl, or None on a machine without PostgreSQL."""
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.path.exists(os.path.join(candidate, "pg_ctl")):
            return candidate
    found = shutil.which("pg_ctl")
    return os.path.dirname(found) if found else None


def skip_reason() -> str | None:
    if pg_bin() is None:
        return "no PostgreSQL binaries on this machine (apt-get install postgresql)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root without a postgres user to run the server"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class PostgresServer:
    """`durable=False` (the default) turns fsync off: fast, and a test that kills
    only the app loses nothing by it. `durable=True` keeps PostgreSQL's own settings
    (fsync, full page writes, synchronous commit), as a real install runs."""

    def __init__(self, durable: bool = False):
        self.durable = durable
        self.bin = pg_bin()
        self._user = {"user": "postgres"} if os.geteuid() == 0 else {}
        sweep_orphans(self)
        self.dir = tempfile.mkdtemp(prefix=PREFIX, dir="/tmp")
        with open(os.path.join(self.dir, "owner"), "w") as owner:
            owner.write(str(os.getpid()))
        self.port = free_port()
        self.data = os.path.join(self.dir, "data")
        if self._user:
            shutil.chown(self.dir, "postgres", "postgres")

    def _run(self, *args):
        done = subprocess.run([os.path.join(self.bin, args[0]), *args[1:]], cwd="/",
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              **self._user)  # cwd: the postgres user may not enter ours
        if done.returncode:
            log = os.path.join(self.dir, "log")
            tail = open(log).read()[-2000:] if os.path.exists(log) else ""
            raise RuntimeError(f"{args[0]} failed ({done.returncode}): {done.stderr}{tail}")

    def start(self):
        self._run("initdb", "-D", self.data, "-U", "postgres", "-A", "trust", "--no-sync")
        options = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 "
                   "-c max_connections=200")
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run("pg_ctl", "-D", self.data, "-l", os.path.join(self.dir, "log"), "-w",
                  "-o", options, "start")
        atexit.register(self.stop)  # a session that ends without teardown still stops it
        return self

    def url(self, database="postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def _admin(self, sql: str):
        import psycopg

        with psycopg.connect(f"postgresql://postgres@127.0.0.1:{self.port}/postgres",
                             autocommit=True) as conn:
            conn.execute(sql)

    def create_database(self, name: str, template: str | None = None) -> str:
        """A new database: empty, or a copy of the database `template` (which nobody may
        be connected to meanwhile)."""
        self._admin(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else ""))
        return self.url(name)

    def drop_database(self, name: str):
        """Drop a test's database, closing any connection a test left open."""
        self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self):
        atexit.unregister(self.stop)
        if not os.path.isdir(self.dir):
            return
        try:
            if os.path.exists(os.path.join(self.data, "postmaster.pid")):
                self._run("pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


def sweep_orphans(server: PostgresServer):
    """Stop and remove servers left by test sessions that were killed."""
    for directory in glob.glob(os.path.join(tempfile.gettempdir(), PREFIX + "*")):
        try:
            owner = int(open(os.path.join(directory, "owner")).read())
        except (OSError, ValueError):
            continue
        if _alive(owner):
            continue
        data = os.path.join(directory, "data")
        if os.path.exists(os.path.join(data, "postmaster.pid")):
            subprocess.run([os.path.join(server.bin, "pg_ctl"), "-D", data, "-m", "immediate",
                            "-w", "stop"], cwd="/", stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, **server._user)
        shutil.rmtree(directory, ignore_errors=True)
