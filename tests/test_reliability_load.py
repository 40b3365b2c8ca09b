"""Many clients at once against the real server (`companion serve` subprocess, SQLite
and PostgreSQL), each its own address behind a trusted proxy so the rate limits count
them: saves with an Idempotency-Key, the same save sent again, polls and refused entries,
every write counted by the limits. Not one answer is a 5xx, and every save answered 201
is kept, once.

This load found the rate limiter's thread race (companion/web/limit_store.py): 4 × 500
in 30,414 requests, one on a save already written. COMPANION_LOAD_REQUESTS sets how
many requests in all (the long run: 30000); the suite sends fewer, to fit CI's time.
"""
import json
import os
import threading
from collections import Counter

from tests.hardening_support import Browser
from tests.helpers import HEARTS, cards
from tests.server import ServerProcess

CLIENTS = 16
REQUESTS = int(os.environ.get("COMPANION_LOAD_REQUESTS", "3200"))
HANDS_A_GAME = 30  # then a new game, so a poll stays a small answer
# Every write is counted (the storage that raced), none refused: a 429 is held until its
# Retry-After (serving.Channel), and tests/test_hardening_limits.py refuses floods. The
# CPU share far above what this costs, for the same reason.
LIMITS = {"RATE_LIMIT_WRITE": f"{REQUESTS} per hour", "RATE_LIMIT_CPU": "600",
          "RATE_LIMIT_CPU_BURST": "60"}
PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


class Client:
    """One device: its address, its game, what it was answered, the saves kept."""

    def __init__(self, port: int, number: int):
        self.browser = Browser(port)
        self.address = {"X-Forwarded-For": f"10.30.0.{number + 1}"}
        self.number, self.saves, self.statuses, self.kept = number, 0, Counter(), {}
        self.game = self.last = None

    def send(self, method, path, body=None, headers=None):
        status, _, text = self.browser.request(method, path, body, {**self.address,
                                                                   **(headers or {})})
        self.statuses[status] += 1
        return status, text

    def new_game(self):
        status, text = self.send("POST", "/api/v1/games", {
            "ruleset": "rickety-kate", "players": PLAYERS, "first_dealer": 0,
            "options": {"end_rule": "open"}})
        if status == 201:
            self.game = json.loads(text)
            self.kept[self.game["id"]] = 0

    def save(self, again=False):
        if not again:
            self.saves += 1
            queen = self.saves % 4
            self.last = ({"captured": cards({queen: ["QS"], (queen + 1) % 4: HEARTS})},
                         {"Idempotency-Key": f"c{self.number}-{self.saves}"})
        body, key = self.last
        status, _ = self.send("POST", f"/api/v1/games/{self.game['id']}/hands", body,
                              {"Authorization": "Bearer " + self.game["edit_token"], **key})
        if status == 201:
            self.kept[self.game["id"]] += 1

    def step(self, turn: int):
        """Four saves, a save sent again, four polls and a refused entry in ten."""
        if self.game is None or self.kept.get(self.game["id"], 0) >= HANDS_A_GAME:
            return self.new_game()
        kind = turn % 10
        if kind < 4:
            return self.save()
        if kind == 4:
            return self.save(again=True) if self.last else self.save()
        if kind < 9:
            return self.send("GET", f"/api/v1/games/{self.game['id']}")
        return self.send("POST", f"/api/v1/games/{self.game['id']}/hands",
                         {"captured": {"9": ["QS"]}},
                         {"Authorization": "Bearer " + self.game["edit_token"]})


def _run(client: Client, turns: int, failures: list):
    try:
        for turn in range(turns):
            client.step(turn)
    except Exception as error:  # noqa: BLE001 -- reported by the test, not lost in a thread
        failures.append(repr(error))
    finally:
        client.browser.close()


def _tracebacks(server) -> str:
    """The server's tracebacks (its log is mostly waitress's queue warnings under load)."""
    with open(server.log, errors="replace") as log:
        return "".join(part.split("\n\n")[0] for part in log.read().split("Traceback")[1:4])


def _hands_kept(port: int, game: str) -> int:
    status, _, text = Browser(port).get(f"/api/v1/games/{game}")
    assert status == 200, text
    return len(json.loads(text)["hands"])


def test_sixteen_clients_meet_no_server_error(migrated_database_url):
    with ServerProcess(migrated_database_url, env=LIMITS,
                       args=["--trusted-proxy", "127.0.0.1"]) as server:
        clients, failures = [Client(server.port, n) for n in range(CLIENTS)], []
        threads = [threading.Thread(target=_run, args=(c, REQUESTS // CLIENTS, failures))
                   for c in clients]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        statuses = sum((c.statuses for c in clients), Counter())
        print(f"{sum(statuses.values())} requests from {CLIENTS} clients: {dict(statuses)}")
        assert failures == [], failures
        assert sum(statuses.values()) >= REQUESTS - CLIENTS, statuses
        assert not [s for s in statuses if s >= 500], (statuses, _tracebacks(server))
        assert set(statuses) == {200, 201, 422}, statuses  # saves, replays, polls, refusals
        for client in clients:  # each save answered 201 kept once; the others not at all
            for game, kept in client.kept.items():
                assert _hands_kept(server.port, game) == kept, (client.number, game)
