"""The recap image: the time to draw one (SVG, then PNG with resvg), its size, the memory
the drawing takes, and what asking for it again costs (from the cache, or a 304).

    python bench/recap.py

In-process (Flask's test client) on SQLite: drawing is the cost here, not the database.
Times are medians of 15 draws, wall clock (resvg draws in native code).
"""
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion import create_app, migrate  # noqa: E402
from companion.games import service  # noqa: E402
from companion.pages.table.viewmodel import game_view  # noqa: E402
from companion.pictures import recap  # noqa: E402
from tests.helpers import create, play  # noqa: E402

LONG = [(f"{i} Wilhelmina Montgomery-Worthington " + "W" * 10)[:40] for i in range(10)]
RUNS = 15


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def finished_game(client, ruleset, players, hands, give=None) -> dict:
    game = create(client, ruleset, players, options={"end_rule": "hands", "end_hands": hands})
    for _ in range(hands + 10):  # a tie at the end plays tie-break hands
        if play(client, game, give=give)["status"] == "finished":
            return game
    raise RuntimeError("the game did not finish")


def median_ms(action, runs=RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def measure(app, client, game) -> dict:
    url = f"/g/{game['id']}/recap.png"
    with app.test_request_context():
        view_and_state = (lambda g, s: (game_view(g, s), s))(*service.load(game["id"]))
        before = rss_mb()
        png = recap.image(*view_and_state)  # the first draw also measures the fonts
        first = rss_mb()
        svg_ms = median_ms(lambda: recap.svg(*view_and_state))
        draw_ms = median_ms(lambda: recap.image(*view_and_state))
        after = rss_mb()
    served = client.get(url)
    cached_ms = median_ms(lambda: client.get(url))
    etag = served.headers["ETag"]
    not_modified_ms = median_ms(lambda: client.get(url, headers={"If-None-Match": etag}))
    return {"draw_ms": draw_ms, "svg_ms": svg_ms, "png_kb": len(png) / 1024,
            "rss_first_mb": first - before, "rss_after_mb": after - before,
            "cached_ms": cached_ms, "not_modified_ms": not_modified_ms}


def main() -> int:
    folder = tempfile.mkdtemp(prefix="recap-bench-")
    app = create_app({"DATABASE_URL": f"sqlite:///{folder}/bench.sqlite", "SECRET_KEY": "bench",
                      "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": False})
    migrate(app)
    client = app.test_client()
    games = {
        "4 players, 20 hands": finished_game(client, "hearts", ["Ann", "Bob", "Cat", "Dan"], 20),
        "10 players of 40 characters, 12 hands": finished_game(
            client, "black-lady", LONG, 12, give={3: ["QS", "QS"], 4: ["AS"]}),
    }
    print(f"recap image, 1200x630 PNG (resvg {recap.resvg_py.__resvg_version__}); "
          f"medians of {RUNS}, wall clock")
    for label, game in games.items():
        r = measure(app, client, game)
        print(f"- {label}: draw {r['draw_ms']:.0f} ms (of which the SVG {r['svg_ms']:.1f} ms), "
              f"PNG {r['png_kb']:.0f} kB; memory +{r['rss_first_mb']:.1f} MB after the first "
              f"draw (fonts measured), +{r['rss_after_mb']:.1f} MB after {2 * RUNS + 1}; "
              f"asked again: {r['cached_ms']:.1f} ms from the cache, "
              f"{r['not_modified_ms']:.1f} ms for a 304")
    return 0


if __name__ == "__main__":
    sys.exit(main())
