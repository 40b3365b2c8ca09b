"""The rate limits' counts in this process's memory, whole under waitress's threads.

limits' own MemoryStorage (5.8) is not: a request thread that finds its expiry timer
stopped makes a new one and starts it, unlocked. Two threads could each store a new
timer before either started "its" own, and both then started the last one stored: the
second heard "threads can only be started once" (the window opens while the old timer is
freed, which runs a weakref callback). Flask-Limiter counts a save after its view has
run (a 500 is not counted: limits.py), so that error became a 500 on a save already
written: 4 in 30,414 concurrent requests (tests/test_reliability_load.py).

So every call of this storage, and its timer's sweep, runs under one lock: each is a few
dictionary steps, far shorter than anything else a request does. limits.py maps the
default `memory://` to this scheme; any other storage (redis://…) is used as it is.
"""
import functools
import threading

from limits.storage import MemoryStorage

SCHEME = "companion-memory"
# MemoryStorage's calls that read or change its counts, events, locks or timer.
CALLS = ("incr", "decr", "get", "clear", "acquire_entry", "get_expiry", "get_moving_window",
         "acquire_sliding_window_entry", "get_sliding_window", "clear_sliding_window", "reset")
SWEEP = "_MemoryStorage__expire_events"  # the timer's sweep (tests/test_limit_store.py)


def _whole(method):
    @functools.wraps(method)
    def locked(self, *args, **kwargs):
        with self.whole:
            return method(self, *args, **kwargs)
    return locked


class LockedMemoryStorage(MemoryStorage):
    """MemoryStorage, one call at a time (re-entrant: a sliding window's entry calls incr)."""
    STORAGE_SCHEME = [SCHEME]

    def __init__(self, uri=None, wrap_exceptions=False, **options):
        self.whole = threading.RLock()  # before the parent starts its first timer
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)

    def __getstate__(self):
        state = super().__getstate__()
        del state["whole"]
        return state

    def __setstate__(self, state):
        self.whole = threading.RLock()
        super().__setstate__(state)


for _name in CALLS + (SWEEP,):  # a release without one is named by the test, not a crash
    if hasattr(MemoryStorage, _name):
        setattr(LockedMemoryStorage, _name, _whole(getattr(MemoryStorage, _name)))


def storage_uri(configured: str) -> str:
    """The storage for RATELIMIT_STORAGE_URI: this one for memory://, else the one named."""
    if configured.startswith("memory://"):
        return SCHEME + configured[len("memory"):]
    return configured
