"""Benchmark of the rules engine's hardest checks (pure Python, no server).

    python bench/rules.py            # a few seconds

Prints, for points-only entries of the biggest deals (Black Lady with two
decks and 10 players, with and without bonus cards), how long the
"could these points have come from these cards?" check takes: on points of
real deals, on real deals with a slip of the pen, and on random splits of the
total (the worst case: many are impossible only for subtle reasons). Also how
long a fold of a 200-hand game takes.
"""
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.rules import (Record, RuleError, deal_setup, feasible, fold,  # noqa: E402
                             read_entry, resolve_setup)

NAMES = [f"P{i}" for i in range(10)]


def deal(ruleset, players, **options):
    resolved = resolve_setup(ruleset, NAMES[:players], options, 0)[1]
    return resolved, deal_setup(resolved, players, 0, 0)


def real(rng, cards, players):
    targets = [0] * players
    for card in cards:
        targets[rng.randrange(players)] += card
    return targets


def slip(rng, cards, players):
    targets = real(rng, cards, players)
    a, b = rng.sample(range(players), 2)
    step = rng.randint(1, 9)
    targets[a] += step
    targets[b] -= step
    return targets


def random_split(rng, cards, players):
    cuts = sorted(rng.randint(0, sum(cards)) for _ in range(players - 1))
    return [b - a for a, b in zip([0] + cuts, cuts + [sum(cards)])]


def figures(cards, players, make, count, seed=1):
    rng = random.Random(seed)
    times, steps, refused, undecided = [], [], 0, 0
    for _ in range(count):
        targets = make(rng, cards, players)
        search = feasible._Search(cards, feasible.Budget())
        start = time.perf_counter()
        try:
            refused += not search.run(targets)
        except feasible.Undecided:
            undecided += 1
        times.append(time.perf_counter() - start)
        steps.append(search.nodes)
    times.sort()
    return (f"median {statistics.median(times) * 1000:6.2f} ms, p99 "
            f"{times[int(len(times) * 0.99)] * 1000:7.1f} ms, max {times[-1] * 1000:7.1f} ms, "
            f"most steps {max(steps)}; {refused}/{count} impossible, {undecided} over budget "
            "(refused: too costly to check)")


# Card values crafted so that one split of the points takes an unbounded search seconds.
CRAFTED = {"2H": 19, "3H": 13, "4H": 29, "5H": 13, "6H": 11, "7H": 13, "8H": -41, "9H": -41,
           "TH": 31, "JH": 13, "QH": 13, "KH": 7, "AH": 7, "QS": 17, "JD": 17, "TD": 13,
           "KS": 13, "AS": 19}


def crafted_figure():
    """The worst entry we know of: how long until the check gives up and refuses it."""
    options, setup = deal("black-lady", 10, decks=2, card_values=CRAFTED, end_rule="open")
    entry = read_entry({"points": [93, 7, 1, 3, 48, 8, 36, 80, 44, 12]}, 10)
    start = time.perf_counter()
    try:
        fold(NAMES, options, 0, 0.0, [Record(entry, 0.0)])
        verdict = "accepted"
    except RuleError:
        verdict = "refused"
    return (f"crafted card values, points entry (unbounded: about 5 s): {verdict} after "
            f"{(time.perf_counter() - start) * 1000:.0f} ms (budget {feasible.NODE_BUDGET} "
            "steps per hand)")


def fold_figure():
    options, setup = deal("rickety-kate", 4)
    rng = random.Random(3)
    records = []
    for _ in range(200):
        owners = [rng.randrange(4) for _ in setup.penalty_cards]
        captured = {str(s): [c for c, o in zip(setup.penalty_cards, owners) if o == s]
                    for s in range(4)}
        records.append(Record(read_entry({"captured": captured}, 4), 0.0))
    options["end_rule"] = "open"
    start = time.perf_counter()
    fold(NAMES[:4], options, 0, 0.0, records)
    return f"fold of 200 Rickety Kate hands entered as cards: {(time.perf_counter() - start) * 1000:.0f} ms"


def main():
    for label, options in (("Black Lady, 10 players, 2 decks", {}),
                           ("... with J♦ and 10♦ at −10", {"jack_of_diamonds": True,
                                                           "ten_of_diamonds": True})):
        _, setup = deal("black-lady", 10, **options)
        cards = [setup.values[c] for c in setup.penalty_cards]
        print(f"{label} ({len(cards)} penalty cards, {setup.penalty_total} points):")
        for name, make, count in (("real deals", real, 500), ("slips of the pen", slip, 500),
                                  ("random splits", random_split, 3000)):
            print(f"  {name:17} {figures(cards, 10, make, count)}")
    print(crafted_figure())
    print(fold_figure())


if __name__ == "__main__":
    main()
