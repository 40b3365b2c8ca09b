"""The CPU time one client may spend (limits.py counts its requests; this counts what
they cost).

Counting requests does not bound the work: one crafted points entry costs the server a
thousand times a poll. So each request's CPU time (its thread's) is charged to its
client's bucket, which fills again at RATE_LIMIT_CPU seconds a minute (2) up to
RATE_LIMIT_CPU_BURST (1 s); a client whose bucket is empty gets a 429 sentence, at no
cost, until it has some again.
A table never comes near it: a save costs 5 to 10 ms, a poll 1 to 2 ms, the scorer's
phone well under a second a minute, and a long history page or an export (up to a
second) fits in the burst. Requests from this machine itself are not counted: its
owner runs the server, and a proxy on it that hides its clients' addresses would make
them all one client (behind a proxy, `--trusted-proxy` gives each its own: README,
"Deploying bigger"). Kept in this process's memory, as the request counts are.
"""
import math
import threading
import time

from flask import current_app, g
from flask_limiter.util import get_remote_address

from .links import is_loopback

SETTING = "RATE_LIMIT_CPU"  # CPU seconds a minute a client's bucket fills by
BURST_SETTING = "RATE_LIMIT_CPU_BURST"  # CPU seconds a client may spend at once, from full
DEFAULTS = {SETTING: "2", BURST_SETTING: "1"}  # 33 ms a second; a second at once
SWEEP_EVERY = 1000  # charges between sweeps of the clients whose bucket is full again


class Ledger:
    """Each client's bucket of CPU seconds: [what is left, when it was last counted]. It
    fills by `per_minute` / 60 a second up to `burst`."""

    def __init__(self):
        self._lock = threading.Lock()
        self._buckets: dict[str, list[float]] = {}
        self._charges = 0

    def _left(self, client: str, now: float, per_minute: float, burst: float) -> float:
        left, at = self._buckets.get(client, (burst, now))
        return min(burst, left + (now - at) * per_minute / 60.0)

    def charge(self, client: str, seconds: float, now: float, per_minute: float,
               burst: float) -> None:
        with self._lock:
            self._buckets[client] = [self._left(client, now, per_minute, burst) - seconds, now]
            self._charges += 1
            if self._charges % SWEEP_EVERY == 0:
                self._buckets = {c: b for c, b in self._buckets.items()
                                 if self._left(c, now, per_minute, burst) < burst}

    def wait(self, client: str, now: float, per_minute: float, burst: float) -> int:
        """Seconds until `client` may spend again; 0 when it may now."""
        with self._lock:
            left = self._left(client, now, per_minute, burst)
        if left > 0:
            return 0
        return max(1, math.ceil(-left * 60.0 / per_minute)) if per_minute > 0 else 60


def _bucket() -> tuple[float, float]:
    config = current_app.config
    return float(config[SETTING]), float(config[BURST_SETTING])


def _refuse_the_spent():
    """Before a request: a client over its share hears so and costs nothing more (a
    refusal is not charged); any other starts its count."""
    client = get_remote_address()
    if not current_app.config.get("RATELIMIT_ENABLED", True) \
            or is_loopback(client or "localhost"):
        return None
    wait = current_app.extensions["companion_cpu"].wait(client, time.monotonic(), *_bucket())
    if wait:
        from .errors import error_response
        from .words.refusals_app import SENTENCES

        return error_response(429, SENTENCES["too_many_requests"]("requests", wait),
                              headers={"Retry-After": str(wait)})
    g.companion_cpu = time.thread_time()
    return None


def _charge(_error=None):
    began = g.pop("companion_cpu", None)
    if began is not None:
        current_app.extensions["companion_cpu"].charge(
            get_remote_address(), time.thread_time() - began, time.monotonic(), *_bucket())


def init_app(app) -> None:
    """Count each request's CPU (its settings, DEFAULTS, are set by limits.init_app)."""
    app.extensions["companion_cpu"] = Ledger()
    # Right after the Host check (security.py): a refused client costs no other work.
    app.before_request_funcs.setdefault(None, []).insert(1, _refuse_the_spent)
    app.teardown_request(_charge)
