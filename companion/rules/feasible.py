"""Can these points have come from these cards? (the check behind "points only" entry)

A set of per-player point totals is possible when the penalty cards in play
can be split among the players to give exactly those totals. The search
assigns cards from the highest absolute value down, treats players with the
same remaining total as interchangeable, and remembers dead ends.
"""
from functools import lru_cache

NODE_BUDGET = 200_000


def possible(card_points: list[int], targets: list[int]) -> bool:
    """True when `card_points` (one entry per card) split exactly into `targets`."""
    if sum(card_points) != sum(targets):
        return False
    cards = tuple(sorted(card_points, key=lambda v: (-abs(v), -v)))
    # suffix sums of positive and negative values bound what is still reachable
    pos, neg = [0] * (len(cards) + 1), [0] * (len(cards) + 1)
    for i in range(len(cards) - 1, -1, -1):
        pos[i] = pos[i + 1] + max(cards[i], 0)
        neg[i] = neg[i + 1] + min(cards[i], 0)
    nodes = [0]

    @lru_cache(maxsize=None)
    def search(i: int, remaining: tuple) -> bool:
        nodes[0] += 1
        if nodes[0] > NODE_BUDGET:
            raise _Undecided
        if i == len(cards):
            return all(r == 0 for r in remaining)
        if any(r > pos[i] or r < neg[i] for r in remaining):
            return False
        rest = set(cards[i:])
        if len(rest) == 1:  # all remaining cards are alike: divisibility decides
            v = cards[i]
            return all(r % v == 0 and r // v >= 0 for r in remaining)
        tried = set()
        for j, r in enumerate(remaining):
            if r in tried:
                continue
            tried.add(r)
            after = remaining[:j] + (r - cards[i],) + remaining[j + 1:]
            if search(i + 1, tuple(sorted(after))):
                return True
        return False

    try:
        return search(0, tuple(sorted(targets)))
    except _Undecided:
        # Too many ways to look through: fall back to each total on its own.
        return all(_subset_sum(cards, t) for t in targets)


class _Undecided(Exception):
    pass


def _subset_sum(cards, target) -> bool:
    reachable = {0}
    for v in cards:
        reachable |= {r + v for r in reachable}
    return target in reachable
