"""Another table's saves while hostile clients send their worst requests.

    python bench/hostile.py                 # SQLite and PostgreSQL, about 2 minutes
    python bench/hostile.py --engines sqlite --seconds 10

`companion serve --trusted-proxy 127.0.0.1` on loopback, as behind a proxy: each client
names its own address in X-Forwarded-For, so the server tells them apart (it counts no
CPU of this machine's own). A quiet table (an address of its own) saves a hand,
corrects it and undoes it in turn; its save latency is measured alone, then while eight
hostile clients (each its own address) send one attack, as fast as they are answered:
- `crafted`: the crafted points entry on a 10-player two-deck Black Lady game (its
  search runs to its budget, then it is refused),
- `preview`: the page's points preview of that entry (the scorer's cookie and form),
- `near`: "Did you mean …?" with a name of 40 Hangul syllables, one typo from a player's,
  in a group of 1,000 players of 40 syllables with 20 spellings each,
- `near-one-address`: the same, the eight clients sharing one address (a burst from one
  phone: its parallel requests must not get more than its burst),
- `mixed`: the first three, shared out among the eight.
The hostile clients run in a process of their own, as they would on other machines: in
this one, the quiet table's client would wait for this interpreter behind their threads
and measure that. The quiet table saves a round every PACE seconds (it too has its CPU
share). Prints the quiet and hostile save p50 and p99, their ratio (target: p50 within
2x, p99 within 3x of quiet), and what the hostile clients were answered, per attack.
"""
import argparse
import collections
import multiprocessing
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import quote, urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import load, seed  # noqa: E402
from companion import create_app, migrate  # noqa: E402
from tests.hardening_support import Browser, csrf_token  # noqa: E402
from tests.server import ServerProcess, api  # noqa: E402

HOSTILE = 8
COSTLY = [66, 79, 17, 43, 20, 3, 3, 62, 3, 112]  # 10 players, two decks: the worst known
TEN = [f"P{n}" for n in range(10)]
TARGET, TARGET_P99 = 2.0, 3.0


ATTACKS = ("crafted", "preview", "near", "near-one-address")
SYLLABLES = 40


def address(n: int) -> dict:
    return {"X-Forwarded-For": f"10.20.{n // 250}.{n % 250 + 1}"}


def hangul(n: int) -> str:
    """Player `n`'s name: 40 Hangul syllables (each three letters under NFKD)."""
    rng = random.Random(n)
    return "".join(chr(0xAC00 + rng.randrange(11172)) for _ in range(SYLLABLES))


def big_group(database_url: str) -> str:
    """A group of 1,000 players of 40 syllables with 20 earlier spellings each, made by
    the import."""
    from companion.groups import replay
    from companion.groups.export import FORMAT, FORMAT_VERSION

    players = [{"id": n, "name": hangul(n),
                "aliases": [hangul(n)[:-2] + hangul(-a)[:2] for a in range(1, 21)]}
               for n in range(1, 1001)]
    app = create_app({"DATABASE_URL": database_url, "SECRET_KEY": "bench"})
    migrate(app)
    with app.app_context():
        made = replay.import_group({"format": FORMAT, "format_version": FORMAT_VERSION,
                                    "group": {"name": "Big"}, "players": players,
                                    "games": []})
    app.extensions["companion_engine"].dispose()
    return made["group"].public_id


def scorer(port: int, game: dict, n: int) -> tuple[Browser, str]:
    """A hostile phone holding the scorer link of `game`: its cookies and a form token."""
    browser = Browser(port)
    via = address(n)
    browser.get(f"/g/{game['id']}/edit/{game['edit_token']}", via)
    _status, _pairs, page = browser.get(f"/g/{game['id']}/hand", via)
    return browser, csrf_token(page)


def hostile(port: int, game: dict, group: str, n: int, attack: str, stop: threading.Event,
            answers: collections.Counter) -> None:
    """Client `n` sends its kind of worst request until `stop`."""
    via = address(100 if attack == "near-one-address" else 100 + n)
    kind = ("crafted", "preview", "near")[n % 3] if attack == "mixed" else attack.split("-")[0]
    typo = quote(hangul(n + 1)[:17] + hangul(n + 1)[18:])
    browser, token = scorer(port, game, 100 + n) if kind == "preview" else (Browser(port), "")
    form = urlencode({"csrf_token": token, "mode": "points",
                      **{f"p_{seat}": str(p) for seat, p in enumerate(COSTLY)}}).encode()
    auth = {"Authorization": "Bearer " + game["edit_token"], **via}
    while not stop.is_set():
        if kind == "crafted":
            status = browser.request("POST", f"/api/v1/games/{game['id']}/hands",
                                     {"points": COSTLY}, auth)[0]
        elif kind == "preview":
            status = browser.request("POST", f"/g/{game['id']}/hand/preview", form, {
                "Content-Type": "application/x-www-form-urlencoded", **via})[0]
        else:
            status = browser.get(f"/api/v1/groups/{group}/near?name={typo}", via)[0]
        answers[f"{kind} {status}"] += 1
    browser.close()


def hostile_clients(port: int, game: dict, group: str, attack: str, stop, answered) -> None:
    """The eight hostile clients, in a process of their own, until `stop`; what they were
    answered goes back through `answered`."""
    answers, halt = collections.Counter(), threading.Event()
    threads = [threading.Thread(target=hostile, args=(port, game, group, n, attack, halt,
                                                      answers))
               for n in range(HOSTILE)]
    for thread in threads:
        thread.start()
    stop.wait()
    halt.set()
    for thread in threads:
        thread.join(30)
    answered.put(dict(answers))


PACE = 0.5  # seconds between the quiet table's rounds: a table within its CPU share


def saves(port: int, game: dict, count: int) -> list[float]:
    """The quiet table: save, correct, undo, `count` times, a round every PACE seconds
    (a real table saves once a minute); the saves' latencies."""
    client = load.Client(port)
    headers = {"Authorization": "Bearer " + game["edit_token"], **address(1)}
    path = f"/api/v1/games/{game['id']}/hands"
    took = []
    for i in range(count + 1):
        elapsed, _ = client.timed("POST", path, {**seed.hand(1), "expected_number": 1},
                                  headers, expect=201)
        client.timed("PUT", f"{path}/1", seed.hand(2), headers, expect=200)
        client.timed("DELETE", f"{path}/1", None, headers, expect=200)
        if i:
            took.append(elapsed)
        time.sleep(PACE)
    client.close()
    return took


def run_engine(use_postgres: bool, attack: str, seconds: float, count: int,
               warmup: float) -> dict:
    with tempfile.TemporaryDirectory() as scratch:
        database_url, postgres = seed.database(use_postgres, scratch, "hostile")
        try:
            group = big_group(database_url)
            with ServerProcess(database_url, args=["--trusted-proxy", "127.0.0.1"]) as server:
                quiet_game = seed.new_game(server.port)
                status, target = api(server.port, "POST", "/games", {
                    "ruleset": "black-lady", "players": TEN,
                    "options": {"decks": 2, "end_rule": "open"}})
                assert status == 201, target
                quiet = load.summary(saves(server.port, quiet_game, count))
                spawn = multiprocessing.get_context("spawn")
                stop, answered = spawn.Event(), spawn.Queue()
                clients = spawn.Process(target=hostile_clients, args=(
                    server.port, target, group, attack, stop, answered))
                clients.start()
                time.sleep(warmup)  # past each hostile client's first burst: steady state
                ended, took = time.monotonic() + seconds, []
                while time.monotonic() < ended or not took:
                    took += saves(server.port, quiet_game, count)
                loud = load.summary(took)
                stop.set()
                answers = answered.get(timeout=60)
                clients.join(30)
        finally:
            if postgres:
                postgres.stop()
    return {"engine": "PostgreSQL" if use_postgres else "SQLite", "attack": attack,
            "quiet": quiet,
            "hostile": loud, "answers": dict(sorted(answers.items()))}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default="sqlite,postgres")
    parser.add_argument("--attacks", default=",".join(ATTACKS),
                        help=f"one run each, of {', '.join(ATTACKS + ('mixed',))}")
    parser.add_argument("--seconds", type=float, default=30.0,
                        help="how long the hostile clients send (default 30)")
    parser.add_argument("--saves", type=int, default=40, help="saves per measurement")
    parser.add_argument("--warmup", type=float, default=10.0,
                        help="seconds of hostile sending before measuring (default 10: each "
                             "hostile client's first burst of CPU is spent by then)")
    args = parser.parse_args(argv)
    os.environ.pop("RATELIMIT_ENABLED", None)  # the limits are what is measured
    print(f"another table's save while {HOSTILE} hostile clients send their worst "
          f"(target: p50 within {TARGET:.0f}x and p99 within {TARGET_P99:.0f}x of quiet)")
    print(f"{'engine':11} {'attack':17} {'quiet p50':>10} {'p99':>8} {'hostile p50':>12} "
          f"{'p99':>8} {'ratio p50':>10} {'p99':>6}")
    for engine in args.engines.split(","):
        for attack in args.attacks.split(","):
            row = run_engine(engine.strip() == "postgres", attack.strip(), args.seconds,
                             args.saves, args.warmup)
            quiet, loud = row["quiet"], row["hostile"]
            print(f"{row['engine']:11} {attack:17} {quiet['p50']:8.1f}ms {quiet['p99']:6.1f}ms "
                  f"{loud['p50']:10.1f}ms {loud['p99']:6.1f}ms "
                  f"{loud['p50'] / quiet['p50']:9.2f}x {loud['p99'] / quiet['p99']:5.2f}x")
            print(f"{'':11} hostile answers: {row['answers']}", flush=True)


if __name__ == "__main__":
    main()
