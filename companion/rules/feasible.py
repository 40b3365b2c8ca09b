"""Can these points have come from these cards? (the check behind "points only" entry)

A set of per-player point totals is possible when the penalty cards in play
can be split among the players to give exactly those totals. The search
deals the cards out one at a time (bonus cards first, then the rest from the
highest down), treats players with the same total still to make as
interchangeable, remembers dead ends, and cuts a branch as soon as a total
can no longer be made:
- no subset of the cards left adds up to it;
- more totals are not multiples of m (m = 2, 3, 4, 5, 10) than cards left are;
- the players with little left can only take small cards, and there are not
  enough of those (once only positive cards are left).
The search is exact within its budget of steps: a pathological entry that
needs more raises Undecided, and the caller refuses it with a clear word
rather than let one request hold the server (real deals need well under a
thousand steps; see bench/rules.py).
"""
from bisect import bisect_left
from functools import lru_cache

# Steps one hand's search may take: real deals of the biggest game (10 players, two decks,
# the J♦ and 10♦ counting) need at most about 500 (bench/rules.py prints it), and a step
# costs at most about 9 µs here (10 players), so no entry holds a request for more than
# about 19 ms, whatever its numbers. It was 4,000 (37 ms) until a busy request was shown to
# slow another table's save by as much again (bench/hostile.py). Counted in steps, not
# seconds: the same entry gets the same answer on every machine.
NODE_BUDGET = 2_000
MODULI = (2, 3, 4, 5, 10)


class Undecided(Exception):
    """The search ran out of steps before it could tell."""


class Budget:
    """Steps left, shared by every search one hand makes."""

    def __init__(self, steps: int = NODE_BUDGET):
        self.left = steps


def possible(card_points: list[int], targets: list[int], budget: Budget | None = None) -> bool:
    """True when `card_points` (one entry per card) split exactly into `targets`;
    Undecided when the budget runs out first."""
    if sum(card_points) != sum(targets):
        return False
    return _Search(card_points, budget or Budget()).run(targets)


class _Search:
    def __init__(self, card_points, budget: Budget):
        cards = tuple(sorted(card_points, key=lambda v: (v > 0, -abs(v))))
        n = len(cards)
        self.cards, self.n, self.budget, self.nodes = cards, n, budget, 0
        self.low = sum(v for v in cards if v < 0)
        self.high = sum(v for v in cards if v > 0)
        self.first_pos = next((i for i, v in enumerate(cards) if v > 0), n)
        # reach[i]: bit (s - low) is set when some subset of cards[i:] adds up to s
        self.reach = [0] * (n + 1)
        self.reach[n] = 1 << -self.low
        self.tail = [0] * (n + 1)  # sum of cards[i:]
        self.odd = [(0,) * len(MODULI)] * (n + 1)  # cards[i:] that are not multiples of m
        for i in range(n - 1, -1, -1):
            v, bits = cards[i], self.reach[i + 1]
            self.reach[i] = bits | (bits << v if v > 0 else bits >> -v)
            self.tail[i] = self.tail[i + 1] + v
            self.odd[i] = tuple(c + (v % m != 0) for c, m in zip(self.odd[i + 1], MODULI))
        self.descending = [-v for v in cards[self.first_pos:]]  # ascending keys for bisect
        self.search = lru_cache(maxsize=None)(self._search)

    def run(self, targets) -> bool:
        return self.search(0, tuple(sorted(targets)))

    def _hopeless(self, i: int, remaining: tuple) -> bool:
        bits = self.reach[i]
        for r in remaining:
            if r < self.low or r > self.high or not bits >> (r - self.low) & 1:
                return True
        odd = self.odd[i]
        return any(sum(1 for r in remaining if r % m) > odd[k] for k, m in enumerate(MODULI))

    def _small_short(self, i: int, busy: list[int]) -> bool:
        """Players with little left can only take cards no bigger than that."""
        need = count = 0
        for r in busy:  # ascending
            need += r
            count += 1
            j = max(i, self.first_pos + bisect_left(self.descending, -r))
            if self.tail[j] < need or self.n - j < count:
                return True
        return False

    def _search(self, i: int, remaining: tuple) -> bool:
        self.nodes += 1
        self.budget.left -= 1
        if self.budget.left < 0:
            raise Undecided
        if i == self.n:
            return not any(remaining)
        if self._hopeless(i, remaining):
            return False
        busy = [r for r in remaining if r]
        if len(busy) <= 1:
            return True  # the one player left takes everything that is left
        if i >= self.first_pos and self._small_short(i, busy):
            return False
        v = self.cards[i]
        # Bonus cards are tried on the smallest totals first, the rest on the largest.
        order = range(len(remaining)) if v < 0 else range(len(remaining) - 1, -1, -1)
        last = None
        for j in order:
            r = remaining[j]
            if r == last:
                continue
            last = r
            after = remaining[:j] + (r - v,) + remaining[j + 1:]
            if self.search(i + 1, tuple(sorted(after))):
                return True
        return False
