"""Measuring a running server: one client in turn (latency), eight at once (throughput).

Eight clients come from `wrk` when it is installed (C, so the load generator
does not eat the CPU the server needs on a 2-core machine), else from Python
threads with keep-alive connections. Every loop is bounded by time or count.
"""
import http.client
import json
import re
import shutil
import statistics
import subprocess
import threading
import time

PHONE = "gzip, deflate, br"  # what a phone's browser accepts


def summary(samples: list[float]) -> dict:
    """Median and p99 in milliseconds of samples in seconds."""
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    return {"p50": statistics.median(ordered) * 1000, "p99": p99 * 1000, "n": len(ordered)}


class Client:
    """One keep-alive connection, like a phone's browser."""

    def __init__(self, port: int):
        self.port = port
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(self, method, path, body=None, headers=None):
        data = json.dumps(body).encode() if body is not None else None
        sent = {"Content-Type": "application/json"} if data is not None else {}
        for attempt in (1, 2):  # a keep-alive connection the server closed: reconnect once
            try:
                self.connection.request(method, path, data, {**sent, **(headers or {})})
                response = self.connection.getresponse()
                return response.status, response.read(), response
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.connection.close()
                if attempt == 2:
                    raise

    def timed(self, method, path, body=None, headers=None, expect=None):
        start = time.perf_counter()
        status, raw, _ = self.call(method, path, body, headers)
        elapsed = time.perf_counter() - start
        if expect is not None and status != expect:
            raise RuntimeError(f"{method} {path}: {status} {raw[:300]!r}")
        return elapsed, raw

    def close(self):
        self.connection.close()


def sequential(port: int, path: str, count: int, expect=200) -> dict:
    """One client asking `count` times in turn: the latency a lone phone sees."""
    client = Client(port)
    headers = {"Accept-Encoding": PHONE}
    client.timed("GET", path, None, headers, expect=expect)  # warm up
    samples = [client.timed("GET", path, None, headers, expect=expect)[0] for _ in range(count)]
    client.close()
    return summary(samples)


def concurrent(port: int, path, seconds: float, clients: int = 8, expect=200) -> dict:
    """`clients` keep-alive clients asking as fast as they can for `seconds`; `path` may
    be a list of paths, asked in turn (round robin)."""
    paths = [path] if isinstance(path, str) else list(path)
    if shutil.which("wrk"):
        return _wrk(port, paths, seconds, clients)
    return _threads(port, paths, seconds, clients, expect)


ROUND_ROBIN = """
paths = {}
for line in io.lines("%s") do paths[#paths + 1] = line end
counter = math.random(#paths)
request = function()
  counter = counter %% #paths + 1
  return wrk.format("GET", paths[counter])
end
"""


def _wrk(port, paths, seconds, clients) -> dict:
    import tempfile

    command = ["wrk", "-t2", f"-c{clients}", f"-d{max(1, round(seconds))}s", "--latency",
               "-H", f"Accept-Encoding: {PHONE}", f"http://127.0.0.1:{port}{paths[0]}"]
    if len(paths) > 1:
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as listed:
            listed.write("\n".join(paths) + "\n")
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
            script.write(ROUND_ROBIN % listed.name)
        command[1:1] = ["-s", script.name]
    out = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60,
                         check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    if "Non-2xx" in out or "Socket errors" in out:
        raise RuntimeError(f"wrk saw errors on {paths[0]} ({len(paths)} paths):\n{out}")
    latency = {p: _ms(re.search(rf"\s{p}%\s+([\d.]+\w+)", out).group(1)) for p in ("50", "99")}
    return {"rps": rate, "p50": latency["50"], "p99": latency["99"], "tool": "wrk"}


def _ms(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}[unit]


def _threads(port, paths, seconds, clients, expect) -> dict:
    samples, errors = [[] for _ in range(clients)], []
    deadline = time.perf_counter() + seconds

    def run(mine):
        client = Client(port)
        try:
            while time.perf_counter() < deadline:
                path = paths[len(mine) % len(paths)]
                mine.append(client.timed("GET", path, None, {"Accept-Encoding": PHONE},
                                         expect=expect)[0])
        except Exception as error:  # noqa: BLE001  (reported after the run)
            errors.append(error)
        client.close()

    threads = [threading.Thread(target=run, args=(s,)) for s in samples]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(seconds + 60)
    elapsed = time.perf_counter() - start
    if errors:
        raise RuntimeError(f"{paths[0]} ({len(paths)} paths): {errors[0]}")
    every = [s for mine in samples for s in mine]
    return {"rps": len(every) / elapsed, **summary(every), "tool": "python threads"}
