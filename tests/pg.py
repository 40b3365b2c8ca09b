"""A throwaway PostgreSQL server for the tests (Debian's postgresql, run as `postgres`)."""
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile


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


class PostgresServer:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="companion-pg-", dir="/tmp")
        self.port = free_port()
        self.bin = pg_bin()
        self._user = {"user": "postgres"} if os.geteuid() == 0 else {}
        if self._user:
            shutil.chown(self.dir, "postgres", "postgres")

    def _run(self, *args):
        subprocess.run([os.path.join(self.bin, args[0]), *args[1:]], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **self._user)

    def start(self):
        data = os.path.join(self.dir, "data")
        self._run("initdb", "-D", data, "-U", "postgres", "-A", "trust", "--no-sync")
        options = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c max_connections=200")
        self._run("pg_ctl", "-D", data, "-l", os.path.join(self.dir, "log"), "-w",
                  "-o", options, "start")
        return self

    def url(self, database="postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(f"postgresql://postgres@127.0.0.1:{self.port}/postgres",
                             autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self):
        try:
            self._run("pg_ctl", "-D", os.path.join(self.dir, "data"), "-m", "immediate", "-w",
                      "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)
