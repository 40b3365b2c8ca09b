"""The one kind of cache here (cachetools' LRU, made safe across a server's threads):
the least recently used go first past a budget, counted in bytes (`sizeof`) or in items.

Everything kept is something any process can rebuild from the database (a folded state,
a group's answer, a compressed page, a drawn picture): a process without it answers the
same, only later. Each is made once per app by its package's `init_app`, its budget from
companion/config.py; a budget of 0 keeps nothing.
"""
import threading

from cachetools import LRUCache


def _one(_value) -> int:
    return 1


class Cache:
    """A cache of at most `most` (bytes by `sizeof`, else items)."""

    def __init__(self, most, sizeof=None):
        self.most, self.sizeof = int(most), sizeof or _one
        self._cache = LRUCache(maxsize=self.most, getsizeof=self.sizeof)
        self._lock = threading.Lock()

    def get(self, key, default=None):
        """The value kept under `key` (now the most recently used), or `default`."""
        with self._lock:
            return self._cache.get(key, default)

    def put(self, key, value, keep_old=None) -> None:
        """Keep `value` under `key`, unless it is larger than the whole budget, or a value
        is kept there already for which `keep_old(old)` says it stays (a newer version)."""
        if self.sizeof(value) > self.most:
            return
        with self._lock:
            old = self._cache.get(key)
            if old is not None and keep_old is not None and keep_old(old):
                return
            self._cache[key] = value

    @property
    def used(self) -> int:
        """What is kept, in the budget's unit."""
        with self._lock:
            return self._cache.currsize
