""""Did you mean …?" in a group of 1,000 players with the longest names, in scripts
whose letters decompose (Hangul: a syllable is three letters under NFKD), with
combining marks, and in a group made to look alike (every name two typos from the
next), beside a floor measured in the same run: the same lookup in a group of ten
short names.

    python bench/names.py                 # about half a minute
    python bench/names.py --lookups 200

Each lookup's CPU time (its thread's), p50 and p99, for names typed near a player's
and far from every one. Target: p99 under 20 ms whatever the script (bench/README's
table; issue "Hardening round 3"). The group's index of names is made once per group
version: its cost is printed too.
"""
import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import load  # noqa: E402
from companion import create_app, migrate  # noqa: E402

PLAYERS = 1000
LONGEST = 40  # a name's most characters (rules/names.py)
TARGET_MS = 20.0
HANGUL = [chr(c) for c in range(0xAC00, 0xD7A4)]
DEVANAGARI = [chr(c) for c in range(0x0915, 0x0939)]  # consonants
VOWEL_SIGNS = [chr(c) for c in range(0x093E, 0x094D)]
MARKS = [chr(c) for c in range(0x0300, 0x0315)]  # combining accents


def hangul(rng) -> str:
    return "".join(rng.choice(HANGUL) for _ in range(LONGEST))


def devanagari(rng) -> str:
    return "".join(rng.choice(DEVANAGARI) + rng.choice(VOWEL_SIGNS)
                   for _ in range(LONGEST // 2))


def marked(rng) -> str:
    return "".join(rng.choice("aeiounrst") + rng.choice(MARKS) for _ in range(LONGEST // 2))


def alike(rng, base=None) -> str:
    """Latin names two typos apart from one base name: every one a suspect."""
    base = base or ("bartholomausdobroslawaannebelle" + "qwertyuiop")[:LONGEST]
    name = list(base)
    for _ in range(2):
        name[rng.randrange(len(name))] = rng.choice("abcdefghij")
    return "".join(name)


def typo(rng, name: str) -> str:
    at = rng.randrange(len(name))
    return name[:at] + name[at + 1:]


def make_group(app, names: list[str]) -> str:
    from companion.groups import replay
    from companion.groups.export import FORMAT, FORMAT_VERSION

    players = [{"id": n, "name": name, "aliases": []} for n, name in enumerate(names, 1)]
    with app.app_context():
        made = replay.import_group({"format": FORMAT, "format_version": FORMAT_VERSION,
                                    "group": {"name": "Big"}, "players": players,
                                    "games": []})
    return made["group"].public_id


def lookups(app, group: str, typed: list[str]) -> tuple[float, dict]:
    """(the first lookup's CPU ms, which makes the index; the others' summary in ms)."""
    from companion.groups import near_matches

    took = []
    with app.app_context():
        for name in typed:
            began = time.thread_time()
            near_matches(group, name)
            took.append(time.thread_time() - began)
    return took[0] * 1000, load.summary(took[1:])


def unique(rng, make, count: int) -> list[str]:
    names = set()
    while len(names) < count:
        names.add(make(rng))
    return sorted(names)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lookups", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as scratch:
        app = create_app({"DATABASE_URL": f"sqlite:///{scratch}/names.sqlite",
                          "SECRET_KEY": "bench"})
        migrate(app)
        floor_group = make_group(app, ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus",
                                       "Hal", "Ivy", "Jay"])
        _made, floor = lookups(app, floor_group, ["Anne", "Bobb", "Zed"] * args.lookups)
        print(f"floor: 10 short names, p50 {floor['p50']:.3f} ms, p99 {floor['p99']:.3f} ms")
        worst = 0.0
        for script, make in (("Hangul", hangul), ("Devanagari", devanagari),
                             ("combining marks", marked), ("look-alike", alike)):
            names = unique(rng, make, PLAYERS)
            group = make_group(app, names)
            typed = [typo(rng, rng.choice(names)) if n % 2 else make(rng)
                     for n in range(args.lookups + 1)]
            made, figures = lookups(app, group, typed)
            worst = max(worst, figures["p99"])
            print(f"{script}: {PLAYERS} players of {LONGEST} letters, lookup CPU "
                  f"p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms "
                  f"({figures['p99'] / floor['p99']:.0f}x the floor); "
                  f"the index made once: {made:.0f} ms")
        print(f"worst p99 {worst:.2f} ms: {'within' if worst < TARGET_MS else 'OVER'} "
              f"the target of {TARGET_MS:.0f} ms")


if __name__ == "__main__":
    main()
