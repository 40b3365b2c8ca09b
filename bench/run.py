"""Benchmarks of the production server (`companion serve`, a real subprocess on
loopback), each figure beside a floor measured in the same run: a static file
from the same server.

    python bench/run.py                    # SQLite, then PostgreSQL (started for the run)
    python bench/run.py --engines sqlite   # one database only
    python bench/run.py --readme           # also write the figures into README.md

Install `wrk` (apt-get install wrk) for the 8-client figures; without it they
come from Python threads, which share the 2 cores with the server.
"""
import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import load, report, seed, weight  # noqa: E402
from tests.server import FLOOR, ServerProcess  # noqa: E402

SAVE_AT = 200  # hands already recorded when the save latency is measured
LIVE_AT = 20  # hands of the game the 8-client figures read (a long evening's game)
GROWTH = (10, 100, 1000, 2999)  # the save in the last makes hand 3000, the most a game holds


def save_latency(port, game, count: int, minimal=False) -> tuple[dict, dict, dict]:
    """Save the next hand, correct it, then undo it, `count` times: (save, undo, correct
    the last hand) latencies; `minimal`: answers in the size of what changed."""
    client = load.Client(port)
    headers = {"Authorization": "Bearer " + game["edit_token"]}
    if minimal:
        headers["Prefer"] = "return=minimal"
    path = f"/api/v1/games/{game['id']}/hands"
    number = game["hands"] + 1
    saves, undos, corrections = [], [], []
    for i in range(count + 1):
        took, _ = client.timed("POST", path, {**seed.hand(number), "expected_number": number},
                               headers, expect=201)
        fixed, _ = client.timed("PUT", f"{path}/{number}", seed.hand(number + 1), headers,
                                expect=200)
        undone, _ = client.timed("DELETE", f"{path}/{number}", None, headers, expect=200)
        if i:  # the first round warms up
            saves.append(took)
            corrections.append(fixed)
            undos.append(undone)
    client.close()
    return load.summary(saves), load.summary(undos), load.summary(corrections)


def first_corrected(port, game, count: int) -> dict:
    """Correct hand 1 of the game `count` times (two bodies in turn, so each write
    changes it), asking the lighter answer: the latencies."""
    client = load.Client(port)
    headers = {"Authorization": "Bearer " + game["edit_token"], "Prefer": "return=minimal"}
    path = f"/api/v1/games/{game['id']}/hands/1"
    took = [client.timed("PUT", path, seed.hand(2 - i % 2), headers, expect=200)[0]
            for i in range(count + 1)]
    client.close()
    return load.summary(took[1:])  # the first warms up


ROUNDS = 3


def live_figures(port, game, seconds: float) -> dict:
    """Floor, scoreboard, API state and the unchanged poll, 8 clients each, in
    interleaved rounds (the median of each figure is kept), so that other work on
    the machine weighs on the floor and the pages alike."""
    version = game["hands"] + 1  # seeding leaves one version per saved hand
    paths = {"floor": FLOOR, "scoreboard": f"/g/{game['id']}",
             "api": f"/api/v1/games/{game['id']}",
             "poll": f"/g/{game['id']}/poll?v={version}"}
    load.sequential(port, paths["poll"], 3, expect=204)  # the poll really is a 204
    rounds = [{name: load.concurrent(port, path, seconds / ROUNDS,
                                     expect=204 if name == "poll" else 200)
               for name, path in paths.items()} for _ in range(ROUNDS)]
    return {name: {key: statistics.median(r[name][key] for r in rounds)
                   for key in ("rps", "p50", "p99")} | {"tool": rounds[0][name]["tool"]}
            for name in paths}


def growth(port, database_url, count: int) -> list[dict]:
    rows = []
    for hands in GROWTH:
        game = {**seed.game_with_hands(port, database_url, hands), "hands": hands}
        board = load.sequential(port, f"/g/{game['id']}", count)
        state = load.sequential(port, f"/api/v1/games/{game['id']}", count)
        save, undo, correct = save_latency(port, game, count, minimal=True)
        first = first_corrected(port, game, count)
        rows.append({"hands": hands, "scoreboard": board, "api": state, "save": save,
                     "undo": undo, "correct": correct, "first": first})
    return rows


LIVE_GAMES = 2000  # an evening's live games, read round robin


def many_live_games(port, database_url, games: int, seconds: float) -> dict:
    """The scoreboards of LIVE_GAMES games read round robin by 8 clients (beside the
    floor, asked the same way), then each of `games` games read once: the server's
    resident memory after that (the caches are bounded by memory, not by games)."""
    ids = seed.many_games(port, database_url, max(games, LIVE_GAMES))
    boards = [f"/g/{public_id}" for public_id in ids[:LIVE_GAMES]]
    client = load.Client(port)
    for board in boards:  # every one opened once, as the evening's phones did
        client.timed("GET", board, None, {}, expect=200)
    floor = load.concurrent(port, FLOOR, seconds / 2)
    live = load.concurrent(port, boards, seconds)
    for public_id in ids:
        client.timed("GET", f"/g/{public_id}", None, {}, expect=200)
    client.close()
    return {"games": games, "round_robin": live, "floor": floor}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default="sqlite,postgres",
                        help="which databases, in one run (default both: sqlite,postgres)")
    parser.add_argument("--seconds", type=float, default=6,
                        help="each 8-client figure, over its rounds")
    parser.add_argument("--count", type=int, default=200, help="requests per latency figure")
    parser.add_argument("--readme", action="store_true", help="write the figures into README")
    parser.add_argument("--games", type=int, default=20000,
                        help="live games read once each before the memory figure")
    args = parser.parse_args(argv)
    runs = [run_engine(engine.strip() == "postgres", args)
            for engine in args.engines.split(",")]
    for results in runs:
        text = report.markdown(results)
        print(text + "\n")
        if args.readme:
            report.write_readme(ROOT / "README.md", text, results["engine"])
    if len(runs) > 1:
        print(report.side_by_side(runs))
    if args.readme:
        print("README.md updated.")
    return 0 if all(report.all_met(r) for r in runs) else 1


def run_engine(use_postgres: bool, args) -> dict:
    """Every figure on one database, beside the same server's static-file floor."""
    load_at_start = report.load_average()
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as scratch:
        database_url, postgres = seed.database(use_postgres, scratch, "bench")
        try:
            # One client writing as fast as it can is what the rate limit is for: off here.
            with ServerProcess(database_url, env={"RATELIMIT_ENABLED": "0"}) as server:
                port = server.port
                floor = load.sequential(port, FLOOR, args.count)
                game = {**seed.game_with_hands(port, database_url, SAVE_AT), "hands": SAVE_AT}
                save, undo, _correct = save_latency(port, game, args.count)
                live_game = {**seed.game_with_hands(port, database_url, LIVE_AT),
                             "hands": LIVE_AT}
                live = live_figures(port, live_game, args.seconds)
                rows = growth(port, database_url, max(20, args.count // 4))
                longest = {**seed.game_with_hands(port, database_url, GROWTH[-1] + 1),
                           "hands": GROWTH[-1] + 1}  # the most a game holds
                page = {**weight.page_weight(port, longest), "hands": longest["hands"]}
                memory = report.peak_memory(server.process.pid)
                many = many_live_games(port, database_url, args.games, args.seconds)
                memory.update(games=many["games"],
                              after=report.peak_memory(server.process.pid)["now"])
        finally:
            if postgres:
                postgres.stop()
    return {"engine": "PostgreSQL" if use_postgres else "SQLite", "floor": floor,
            "save": save, "undo": undo, "live": live, "growth": rows, "weight": page,
            "many": many,
            "memory": memory, "seconds": args.seconds, "count": args.count,
            "load": (load_at_start, report.load_average())}


if __name__ == "__main__":
    sys.exit(main())
