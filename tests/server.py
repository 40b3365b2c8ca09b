"""The production server as users meet it: `companion serve` (waitress) in a real
subprocess on a loopback port. Used by the reliability tests and by bench/."""
import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.pg import free_port

ROOT = Path(__file__).resolve().parent.parent
FLOOR = "/static/vendor/htmx-LICENSE.txt"  # a static file: the server's own floor


def serve_command(port: int, threads: int | None = None) -> list[str]:
    """`companion serve` on loopback, exactly as a user starts it (console script
    or not, the same `companion.cli.main`)."""
    command = [sys.executable, "-m", "companion.cli", "serve", "--host", "127.0.0.1",
               "--port", str(port)]
    return command + (["--threads", str(threads)] if threads else [])


class ServerProcess:
    """One server process; `kill()` is SIGKILL (a crash), `stop()` a clean stop."""

    def __init__(self, database_url: str, threads: int | None = None, env=None, args=()):
        self.database_url = database_url
        self.threads = threads
        self.env = env or {}
        self.args = list(args)  # more `companion serve` options, e.g. --trusted-proxy
        self.port = None
        self.process = None
        handle, self.log = tempfile.mkstemp(prefix="companion-serve-", suffix=".log")
        os.close(handle)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout=30.0, port=None):
        """Start on `port` (a restart on the same one keeps the browser's origin, and with
        it a page's localStorage), else on a free one."""
        self.port = port or free_port()
        env = {**os.environ, "DATABASE_URL": self.database_url,
               "SECRET_KEY": "reliability-tests", "PYTHONUNBUFFERED": "1", **self.env}
        with open(self.log, "ab") as log:  # appended to across restarts
            self.process = subprocess.Popen(serve_command(self.port, self.threads) + self.args,
                                            env=env,
                                            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited ({self.process.returncode}):\n"
                                   + self.output())
            try:
                if request(self.port, "GET", FLOOR)[0] == 200:
                    return self
            except OSError:
                pass
            time.sleep(0.05)
        self.stop()
        raise RuntimeError("the server did not answer within %.0f s:\n%s" % (timeout,
                                                                             self.output()))

    def output(self) -> str:
        with open(self.log, errors="replace") as log:
            return log.read()[-4000:]

    def kill(self):
        """SIGKILL: the process dies mid-whatever, as in a power cut of the app."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
        os.unlink(self.log)


def request(port, method, path, body=None, headers=None, timeout=30.0):
    """One request on a fresh connection: (status, headers, raw body)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        data = json.dumps(body).encode() if body is not None else None
        all_headers = {"Content-Type": "application/json"} if data is not None else {}
        connection.request(method, path, body=data, headers={**all_headers, **(headers or {})})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def api(port, method, path, body=None, token=None):
    """A JSON API call: (status, parsed body or None)."""
    headers = {"Authorization": "Bearer " + token} if token else {}
    status, _, raw = request(port, method, "/api/v1" + path, body, headers)
    return status, (json.loads(raw) if raw else None)
