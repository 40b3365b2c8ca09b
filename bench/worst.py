"""The costliest requests the app accepts, in CPU time: a game of the most hands a game
holds, met cold (each request the first of a fresh process: nothing remembered, as
after a restart), read, written, corrected at its first hand, and its pages.

    python bench/worst.py            # SQLite; --postgres for PostgreSQL

In-process (Flask's test client), so the figure is this process's CPU for the request,
whatever the machine's other load; the database server's CPU (PostgreSQL) is not in it.
Target: every figure under 100 ms.
"""
import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import seed  # noqa: E402
from companion import create_app, migrate, service, serving  # noqa: E402
from tests.helpers import auth, create  # noqa: E402

TARGET_MS = 100


def measure(fresh_client, game) -> list[tuple[str, float, int]]:
    base, headers = f"/api/v1/games/{game['id']}", auth(game)
    minimal = {**headers, "Prefer": "return=minimal"}
    asks = [("API state, cold", "get", base, None, {}),
            ("scoreboard page, cold", "get", f"/g/{game['id']}", None, {}),
            ("history page, cold", "get", f"/g/{game['id']}/history", None, {}),
            ("save the last hand, cold", "post", base + "/hands",
             seed.hand(service.MOST_HANDS), minimal),
            ("correct hand 1 (minimal answer), cold", "put", base + "/hands/1", seed.hand(2),
             minimal),
            ("correct hand 1 (whole answer), cold", "put", base + "/hands/1", seed.hand(1),
             headers)]
    figures = []
    for label, method, path, body, extra in asks:
        client = fresh_client()
        start = time.process_time()
        answer = getattr(client, method)(path, json=body, headers=extra)
        figures.append((label, (time.process_time() - start) * 1000, answer.status_code))
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postgres", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        server = None
        if args.postgres:
            from tests import pg
            server = pg.PostgresServer().start()
            url = server.create_database("worst")
        else:
            url = "sqlite:///" + os.path.join(scratch, "worst.sqlite")
        try:
            apps = []

            def fresh_client():
                """A new app (an empty memo), holding the scorer's cookie."""
                app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench",
                                  "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": False})
                migrate(app)
                apps.append(app)
                serving.tune_collector()  # as `companion serve` does
                client = app.test_client()
                if game:
                    client.set_cookie(f"edit_{game['id']}", game["edit_token"],
                                      path=f"/g/{game['id']}")
                return client

            game = {}
            client = fresh_client()
            game.update(create(client, options={"end_rule": "open"}))
            for number in range(1, 5):
                client.post(f"/api/v1/games/{game['id']}/hands", headers=auth(game),
                            json={**seed.hand(number), "expected_number": number})
            seed._copy_hands(url, game["id"], 4, service.MOST_HANDS - 1)
            figures = measure(fresh_client, game)
            for app in apps:
                app.extensions["companion_engine"].dispose()
        finally:
            if server:
                server.stop()
    print(f"The costliest requests, {service.MOST_HANDS} hands, each the first of a fresh "
          "process "
          f"({'PostgreSQL' if args.postgres else 'SQLite'}), CPU of this process:")
    for label, ms, status in figures:
        print(f"  {label:40} {ms:6.0f} ms  ({status})  {'✅' if ms < TARGET_MS else '❌'}")
    return 0 if all(ms < TARGET_MS for _label, ms, _status in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
