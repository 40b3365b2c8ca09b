"""The scorer's history page of a game of the most hands a game holds: its size as sent
(raw and gzip, as a browser asks) and the server's time for it, warm (the game's state
remembered) and cold (the first request of a fresh process).

    python bench/history.py            # SQLite; --postgres for PostgreSQL

In-process (Flask's test client); times are medians of 5 (warm) and 3 (cold), in CPU
time of this process, so the machine's other load moves them little.
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


def timed(client, path) -> tuple[float, int, int]:
    """(CPU ms, raw bytes, gzip bytes as sent) of one GET."""
    start = time.process_time()
    zipped = client.get(path, headers={"Accept-Encoding": "gzip"})
    ms = (time.process_time() - start) * 1000
    raw = client.get(path)
    assert raw.status_code == 200, raw.status_code
    return ms, len(raw.get_data()), len(zipped.get_data())


def measure(url, game, path) -> dict:
    apps = [app_for(url) for _ in range(3)]
    cold = [timed(scorer_client(app, game), path)[0] for app in apps]
    warm_client = scorer_client(apps[0], game)
    warm = [timed(warm_client, path) for _ in range(5)]
    dispose(*apps)
    return {"cold": statistics.median(cold), "warm": statistics.median(w[0] for w in warm),
            "raw": warm[0][1], "gzip": warm[0][2]}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postgres", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        url, server = seed.database(args.postgres, scratch, "history")
        try:
            app = app_for(url)
            game = long_game(app.test_client(), url, service.MOST_HANDS)
            dispose(app)
            pages = [("history, newest", f"/g/{game['id']}/history"),
                     ("history, oldest page", f"/g/{game['id']}/history?before=51")]
            figures = [(label, measure(url, game, path)) for label, path in pages]
        finally:
            if server:
                server.stop()
    print(f"History page, {service.MOST_HANDS} hands "
          f"({'PostgreSQL' if args.postgres else 'SQLite'}):")
    for label, f in figures:
        print(f"  {label:22} {f['raw'] / 1024:8.1f} KB raw {f['gzip'] / 1024:7.1f} KB gzip"
              f"   warm {f['warm']:6.1f} ms   cold {f['cold']:6.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
