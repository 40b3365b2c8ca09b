"""Benchmark of groups on the production server (`companion serve`, a real subprocess):
a group of 500 finished games (4 to 6 players, 20 hands each) read through the API,
beside other groups, and a hand saved in a group game against one in a lone game.

    python bench/groups.py                          # SQLite
    python bench/groups.py --engines sqlite,postgres

Targets: the group's API read, its page (with the ranking, the records and a season),
its ratings, records and a player's page p50 < 50 ms and p99 < 150 ms on SQLite, not
growing with the number of other groups; a save in a group game within 20% of one in a
lone game. The games are made by copying rows of a few games played
through the API (as bench/seed.py does), each copy with its own players.
"""
import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sqlalchemy as sa  # noqa: E402

from bench import load, seed  # noqa: E402
from bench.group_seed import HANDS, ROSTER, played_game, random_hand, seed_group  # noqa: E402
from companion.db import make_engine  # noqa: E402
from tests.server import ServerProcess  # noqa: E402


def group_reads(port, group, count: int, live_game) -> dict:
    """The group's API read: unchanged (the page reloaded), and after a hand of one of its
    games changed (saved, then undone: the version moves each time); then its page (HTML)
    after such a change."""
    client = load.Client(port)
    path, page = f"/api/v1/groups/{group['id']}", f"/groups/{group['id']}"
    client.timed("GET", path, expect=200)
    same = [client.timed("GET", path, expect=200)[0] for _ in range(count)]
    changed, headers = [], {"Authorization": "Bearer " + live_game["edit_token"]}
    pages = []  # the group's page (HTML), as whoever holds its link opens it
    hands = f"/api/v1/games/{live_game['id']}/hands"
    rng = random.Random(7)

    def change(i: int) -> None:
        """A hand of the live game saved (even i) or undone: the group's version moves."""
        due = json.loads(client.call("GET", f"/api/v1/games/{live_game['id']}")[1])["next_hand"]
        if i % 2 == 0:
            client.timed("POST", hands, random_hand(rng, due), headers, expect=201)
        else:
            client.timed("DELETE", f"{hands}/{due['number'] - 1}", None, headers, expect=200)

    for i in range(2 * count):
        change(i)
        if i < count:
            changed.append(client.timed("GET", path, expect=200)[0])
        else:
            pages.append(client.timed("GET", page, expect=200)[0])
    # the story, after a change each: through the API, and the pages (HTML) a phone opens
    season = f"from={time.strftime('%Y')}-01-01"
    asked = {"ratings": f"{path}/ratings", "records": f"{path}/records?{season}",
             "player": f"{path}/players/1", "season_page": f"{page}?{season}",
             "player_page": f"{page}/players/1"}
    story = {name: [] for name in asked}
    for i in range(2 * count):
        change(i)
        for name, url in asked.items():
            story[name].append(client.timed("GET", url, expect=200)[0])
    client.close()
    return {"same": load.summary(same), "changed": load.summary(changed),
            "page": load.summary(pages), **{k: load.summary(v) for k, v in story.items()}}


def cold_read(port, database_url, group) -> float:
    """The first read once every summary is gone (a new rules engine, or just seeded)."""
    engine = make_engine(database_url)
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE group_game SET summary = NULL, summary_of = NULL"))
    engine.dispose()
    client = load.Client(port)
    took, _ = client.timed("GET", f"/api/v1/groups/{group['id']}", expect=200)
    client.close()
    return took * 1000


def saves(port, lone, grouped, count: int) -> dict:
    """A hand saved (and undone) in a lone game and in a group game, interleaved."""
    client = load.Client(port)
    rng = random.Random(3)
    timings = {"lone": [], "group": []}
    for i in range(count + 1):
        for name, game in (("lone", lone), ("group", grouped)):
            headers = {"Authorization": "Bearer " + game["edit_token"]}
            due = json.loads(client.call("GET", f"/api/v1/games/{game['id']}")[1])["next_hand"]
            took, _ = client.timed("POST", f"/api/v1/games/{game['id']}/hands",
                                   random_hand(rng, due), headers, expect=201)
            client.timed("DELETE", f"/api/v1/games/{game['id']}/hands/{due['number']}", None,
                         headers, expect=200)
            if i:
                timings[name].append(took)
    client.close()
    return {name: load.summary(samples) for name, samples in timings.items()}


def run_engine(use_postgres: bool, args) -> dict:
    with tempfile.TemporaryDirectory(prefix="companion-groups-") as scratch:
        database_url, postgres = seed.database(use_postgres, scratch, "groups")
        try:
            with ServerProcess(database_url, env={"RATELIMIT_ENABLED": "0"}) as server:
                port, rng = server.port, random.Random(12)
                began = time.perf_counter()
                group = seed_group(port, database_url, rng, args.games)
                live = played_game(port, rng, "hearts", ROSTER[:4], group, hands=HANDS,
                                   end="open")
                seeded = time.perf_counter() - began
                cold = cold_read(port, database_url, group)
                alone = group_reads(port, group, args.count, live)
                for number in range(args.other_groups):
                    other = seed_group(port, database_url, rng, args.other_games,
                                       f"Table {number}", group["templates"])
                    client = load.Client(port)
                    client.timed("GET", f"/api/v1/groups/{other['id']}", expect=200)
                    client.close()
                beside = group_reads(port, group, args.count, live)
                lone = played_game(port, rng, "hearts", ROSTER[:4], hands=HANDS, end="open")
                save = saves(port, lone, live, args.count)
        finally:
            if postgres:
                postgres.stop()
    return {"engine": "PostgreSQL" if use_postgres else "SQLite", "seeded_s": seeded,
            "cold_ms": cold, "alone": alone, "beside": beside, "save": save}


def report(result: dict, args) -> bool:
    alone, beside, save = result["alone"], result["beside"], result["save"]
    ratio = save["group"]["p50"] / save["lone"]["p50"]
    print(f"\n{result['engine']}: a group of {args.games} finished games (4-6 players, "
          f"{HANDS} hands each), {args.count} requests a figure")
    print(f"  seeding took {result['seeded_s']:.1f} s; the first read with no summary kept "
          f"(every game folded): {result['cold_ms']:.0f} ms")
    print("  GET /api/v1/groups/<id>             p50 ms   p99 ms")
    for label, figures in (("unchanged, alone", alone["same"]),
                           ("a game changed, alone", alone["changed"]),
                           (f"unchanged, {args.other_groups} other groups", beside["same"]),
                           (f"a game changed, {args.other_groups} other groups",
                            beside["changed"]),
                           ("its page (HTML), a game changed", alone["page"]),
                           (f"its page, {args.other_groups} other groups", beside["page"]),
                           ("/ratings, a game changed", beside["ratings"]),
                           ("/records this year, a game changed", beside["records"]),
                           ("/players/1, a game changed", beside["player"]),
                           ("its page this year (HTML), changed", beside["season_page"]),
                           ("a player's page (HTML), changed", beside["player_page"])):
        print(f"    {label:<34}{figures['p50']:7.1f}  {figures['p99']:7.1f}")
    print("  POST a hand                         p50 ms   p99 ms")
    for label in ("lone", "group"):
        print(f"    {label + ' game':<34}{save[label]['p50']:7.1f}  {save[label]['p99']:7.1f}")
    shown = [beside["changed"], alone["changed"], beside["page"], beside["ratings"],
             beside["records"], beside["player"], beside["season_page"], beside["player_page"]]
    worst = max(figures["p50"] for figures in shown)
    worst99 = max(figures["p99"] for figures in shown)
    growth = beside["changed"]["p50"] / alone["changed"]["p50"]
    met = {"group read p50 < 50 ms": worst < 50, "group read p99 < 150 ms": worst99 < 150,
           f"beside other groups x{growth:.2f} (< 1.2)": growth < 1.2,
           f"save in a group game x{ratio:.2f} of a lone game (< 1.2)": ratio < 1.2}
    for what, ok in met.items():
        print(f"  {'met ' if ok else 'MISSED'} {what}")
    return all(met.values()) if result["engine"] == "SQLite" else True


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default="sqlite", help="sqlite, postgres or both")
    parser.add_argument("--games", type=int, default=500, help="games of the measured group")
    parser.add_argument("--other-groups", type=int, default=100,
                        help="other groups seeded before the second figures")
    parser.add_argument("--other-games", type=int, default=50, help="games of each other group")
    parser.add_argument("--count", type=int, default=200, help="requests per figure")
    args = parser.parse_args(argv)
    met = [report(run_engine(e.strip() == "postgres", args), args)
           for e in args.engines.split(",")]
    return 0 if all(met) else 1


if __name__ == "__main__":
    sys.exit(main())
