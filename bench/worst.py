"""The costliest requests the app accepts, in CPU time: a game of the most hands a game
holds, met cold (each request the first of a fresh process: nothing remembered, as
after a restart), read, written, corrected at its first hand, and its pages; beside
the same requests on a game of 10 hands.

    python bench/worst.py            # SQLite; --postgres for PostgreSQL

In-process (Flask's test client), so the figure is this process's CPU for the request,
whatever the machine's other load; the database server's CPU (PostgreSQL) is not in it.
The hands are copied in, so the game has no snapshot until the first read makes one
(the first row); before each write a cold read makes it again where a write took it
away, as the watchers' phones do. Each figure is the median of --rounds. Target: every figure under
100 ms.
"""
import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import seed  # noqa: E402
from bench.inprocess import app_for, dispose, long_game, scorer_client  # noqa: E402
from companion.games import service  # noqa: E402
from companion.web import serving  # noqa: E402
from tests.helpers import auth, create  # noqa: E402

TARGET_MS = 100
SHORT = 10  # the short game the long one is set beside


def measure(fresh_client, game, rounds: int) -> list[tuple[str, float, int]]:
    base, headers = f"/api/v1/games/{game['id']}", auth(game)
    minimal = {**headers, "Prefer": "return=minimal"}
    first = fresh_client()
    start = time.process_time()
    answer = first.get(base)
    figures = [("API state, the first read ever (no snapshot)",
                (time.process_time() - start) * 1000, answer.status_code)]
    following = game["hands"] + 1
    asks = [("API state, cold", "get", base, None, {}),
            ("scoreboard page, cold", "get", f"/g/{game['id']}", None, {}),
            ("history page, cold", "get", f"/g/{game['id']}/history", None, {}),
            ("save a hand, cold", "post", base + "/hands", seed.hand(following), minimal),
            ("correct hand 1 (minimal answer), cold", "put", base + "/hands/1", seed.hand(2),
             minimal),
            ("correct hand 1 (whole answer), cold", "put", base + "/hands/1", seed.hand(1),
             headers),
            ("undo the last hand, cold", "delete", f"{base}/hands/{following}", None, minimal)]
    for label, method, path, body, extra in asks:
        took = []
        for _ in range(rounds):
            if method != "get":  # the watchers' reads between writes keep a snapshot
                fresh_client().get(base)
            if method == "delete":  # a hand to undo (the snapshot holds the hands before it)
                fresh_client().post(base + "/hands", json=seed.hand(following), headers=headers)
            client = fresh_client()
            client.get(f"/g/{game['warm']}")  # templates compiled, as any process soon has
            start = time.process_time()
            answer = getattr(client, method)(path, json=body, headers=extra)
            took.append((time.process_time() - start) * 1000)
            if method == "post":  # the game back as it was
                fresh_client().delete(f"{base}/hands/{following}", headers=headers)
            elif method == "put":
                fresh_client().put(path, json=seed.hand(1), headers=headers)
        figures.append((label, statistics.median(took), answer.status_code))
    return figures


def run(url: str, hands: int, rounds: int) -> list[tuple[str, float, int]]:
    """The figures of a game of `hands` hands (and one of a single hand, to warm up on)."""
    apps = []

    def fresh_client():
        """A new app (an empty memo), holding the scorer's cookie."""
        dispose(*apps)  # one process at a time, as after a restart
        apps[:] = [app_for(url)]
        serving.tune_collector()  # as `companion serve` does
        return scorer_client(apps[0], game)

    apps[:] = [app_for(url)]
    client = apps[0].test_client()
    game = long_game(client, url, hands)
    game.update(hands=hands, warm=create(client)["id"])
    try:
        return measure(fresh_client, game, rounds)
    finally:
        dispose(*apps)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--rounds", type=int, default=5, help="each figure's median of")
    args = parser.parse_args(argv)
    longest = service.MOST_HANDS - 1  # the save makes the most a game holds
    with tempfile.TemporaryDirectory() as scratch:
        url, server = seed.database(args.postgres, scratch, "worst")
        try:
            short, long = run(url, SHORT, args.rounds), run(url, longest, args.rounds)
        finally:
            if server:
                server.stop()
    print(f"The costliest requests, each the first of a fresh process "
          f"({'PostgreSQL' if args.postgres else 'SQLite'}), CPU of this process, medians of "
          f"{args.rounds}:")
    print(f"  {'':48} {SHORT:>6} {longest:>6} hands")
    for (label, ms_short, _s), (_l, ms, status) in zip(short, long):
        print(f"  {label:48} {ms_short:6.0f} {ms:6.0f} ms  {ms / ms_short:5.1f}×  ({status})  "
              f"{'✅' if ms < TARGET_MS else '❌'}")
    return 0 if all(ms < TARGET_MS for _label, ms, _status in long) else 1


if __name__ == "__main__":
    sys.exit(main())
