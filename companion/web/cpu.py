"""The CPU time one client may spend (limits.py counts its requests; this counts what
they cost).

Counting requests does not bound the work: one crafted points entry costs the server a
thousand times a poll. So each request's CPU time (its thread's) is charged to its
client's bucket, which fills again at RATE_LIMIT_CPU seconds a minute (2) up to
RATE_LIMIT_CPU_BURST (1 s); a client whose bucket is empty gets a 429 sentence, at no
cost, until it has some again.

A request's cost is known only when it ends, so while it runs it holds a share of its
client's bucket: a quarter of the burst (HOLD), or what the costliest answer of its
kind has cost in this process (an export of a big group), up to the whole burst; and
it starts only if its client's bucket, less what its running requests hold, covers it.
So a client's parallel requests are stopped before they run, not charged after, and
together they never get more than the burst (eight costly ones at once used to get a
server thread each). A static file holds nothing: a browser asks for several at once.

A client that has spent half its burst is a *spending* client until its bucket is full
again, and spending clients share one more bucket (RATE_LIMIT_CPU_SPENDERS: half a
second a minute for all of them) and take turns: one of their requests runs at a time,
the others hear a 429 and earn nothing back while they keep asking. A busy thread slows
every other request of the process far beyond its share (each query of a save waits for
the interpreter behind it: a save of 5 ms took 15 to 40), so what eight hostile clients
may spend together is what counts, not what each may.

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

from flask import current_app, g, request
from flask_limiter.util import get_remote_address

from .links import is_loopback
from .security import _known_host

SETTING = "RATE_LIMIT_CPU"  # CPU seconds a minute a client's bucket fills by
BURST_SETTING = "RATE_LIMIT_CPU_BURST"  # CPU seconds a client may spend at once, from full
SHARED_SETTING = "RATE_LIMIT_CPU_SPENDERS"  # CPU seconds a minute for all spending clients
SPENDERS = "spending clients"  # the one client of the spenders' ledger
SPENDING = 0.5  # below this share of its burst left, a client spends from the shared bucket
SWEEP_EVERY = 1000  # charges between sweeps of the clients whose bucket is full again
HOLD = 0.25  # the share of the burst a running request holds


class Ledger:
    """Each client's bucket of CPU seconds: [what is left, when it was last counted]. It
    fills by `per_minute` / 60 a second up to `burst`."""

    def __init__(self):
        self._lock = threading.Lock()
        self._buckets: dict[str, list[float]] = {}
        self._charges = 0
        self._spenders: set[str] = set()  # below SPENDING once, and not full again since
        self._held: dict[str, float] = {}  # what each client's running requests hold

    def _left(self, client: str, now: float, per_minute: float, burst: float) -> float:
        left, at = self._buckets.get(client, (burst, now))
        return min(burst, left + (now - at) * per_minute / 60.0)

    def take(self, client: str, hold: float, now: float, per_minute: float,
             burst: float) -> int:
        """Hold `hold` seconds of `client`'s bucket for a request about to run: 0 when held,
        else the seconds until its bucket, less what its running requests hold, covers it
        (or has anything left, for a request that holds nothing)."""
        with self._lock:
            free = self._left(client, now, per_minute, burst) - self._held.get(client, 0.0)
            if free > 0 and free >= hold:
                if hold:
                    self._held[client] = self._held.get(client, 0.0) + hold
                return 0
        return _seconds(hold - free, per_minute)

    def charge(self, client: str, seconds: float, now: float, per_minute: float,
               burst: float, held: float = 0.0) -> None:
        """Charge what a request cost, and let go of what it held while it ran."""
        with self._lock:
            self._let_go(client, held)
            self._buckets[client] = [self._left(client, now, per_minute, burst) - seconds, now]
            self._charges += 1
            if self._charges % SWEEP_EVERY == 0:
                self._buckets = {c: b for c, b in self._buckets.items()
                                 if self._left(c, now, per_minute, burst) < burst}
                self._spenders &= self._buckets.keys()

    def let_go(self, client: str, held: float) -> None:
        """A request refused after it took its hold: nothing was spent."""
        with self._lock:
            self._let_go(client, held)

    def _let_go(self, client: str, held: float) -> None:
        if held:
            left = self._held.get(client, 0.0) - held
            if left > 1e-9:
                self._held[client] = left
            else:
                self._held.pop(client, None)

    def wait(self, client: str, now: float, per_minute: float, burst: float) -> int:
        """Seconds until `client` may spend again; 0 when it may now (a request that
        holds nothing: the shared bucket's clients hold none)."""
        return self.take(client, 0.0, now, per_minute, burst)

    def stall(self, client: str, now: float) -> None:
        """`client` was refused its turn: it earns nothing back for the time it has
        waited, so one that keeps asking stays a spending client (else the shared
        bucket's refusals would let its own fill, and out it would come, burst again)."""
        with self._lock:
            if client in self._buckets:
                self._buckets[client][1] = now

    def spending(self, client: str, now: float, per_minute: float, burst: float) -> bool:
        """Whether `client` spends from the shared bucket, taking turns with the others:
        from when its own bucket falls below SPENDING of its burst until it is full again
        (else a client would spend its own refill freely each time it rose past the line)."""
        with self._lock:
            left = self._left(client, now, per_minute, burst)
            if left < burst * SPENDING:
                self._spenders.add(client)
            elif left >= burst:
                self._spenders.discard(client)
            return client in self._spenders


def _seconds(short: float, per_minute: float) -> int:
    """Whole seconds until a bucket filling at `per_minute` has `short` seconds more."""
    return max(1, math.ceil(short * 60.0 / per_minute)) if per_minute > 0 else 60


class Shares:
    """What this process counts: each client's bucket (`clients`), the bucket the spending
    clients share (`spenders`, one client: SPENDERS) and their turn, held by the one
    spending client's request running."""

    def __init__(self):
        self.clients, self.spenders, self.turn = Ledger(), Ledger(), threading.Lock()
        self.costliest: dict[str, float] = {}  # an endpoint's costliest answer so far


def _bucket(shared: bool = False) -> tuple[float, float]:
    config = current_app.config
    return float(config[SHARED_SETTING if shared else SETTING]), float(config[BURST_SETTING])


def _refuse_the_spent():
    """Before a request: a client over its share, or a spending one while another's
    request runs, hears so and costs nothing more (a refusal is not charged); any other
    holds its share of the bucket and starts its count."""
    client = get_remote_address()
    if not current_app.config["RATELIMIT_ENABLED"] \
            or is_loopback(client or "localhost"):
        return None
    shares, now, bucket = current_app.extensions["companion_cpu"], time.monotonic(), _bucket()
    hold = 0.0 if request.endpoint == "static" else min(bucket[1], max(
        HOLD * bucket[1], shares.costliest.get(request.endpoint, 0.0)))
    wait = shares.clients.take(client, hold, now, *bucket)
    if not wait and shares.clients.spending(client, now, *bucket):
        wait = shares.spenders.wait(SPENDERS, now, *_bucket(shared=True))
        if not wait:
            g.companion_turn = shares.turn.acquire(blocking=False)
            wait = 0 if g.companion_turn else 1
        if wait:
            shares.clients.stall(client, now)
            shares.clients.let_go(client, hold)
    if wait:
        from ..errors import error_response
        from ..words.refusals_app import SENTENCES

        return error_response(429, SENTENCES["too_many_requests"]("requests", wait),
                              headers={"Retry-After": str(wait)})
    g.companion_held, g.companion_cpu = hold, time.thread_time()
    return None


def _charge(_error=None):
    shares, turn = current_app.extensions["companion_cpu"], g.pop("companion_turn", False)
    began, held = g.pop("companion_cpu", None), g.pop("companion_held", 0.0)
    if began is not None:
        spent, now = time.thread_time() - began, time.monotonic()
        shares.clients.charge(get_remote_address(), spent, now, *_bucket(), held=held)
        if spent > shares.costliest.get(request.endpoint, 0.0):  # (a race keeps one of two)
            shares.costliest[request.endpoint] = spent
        if turn:
            shares.spenders.charge(SPENDERS, spent, now, *_bucket(shared=True))
    if turn:
        shares.turn.release()


def init_app(app) -> None:
    """Count each request's CPU (its settings: companion/config.py)."""
    app.extensions["companion_cpu"] = Shares()
    # Right after the Host check (security.py): a refused client costs no other work.
    first = app.before_request_funcs.setdefault(None, [])
    first.insert(first.index(_known_host) + 1, _refuse_the_spent)
    app.teardown_request(_charge)
