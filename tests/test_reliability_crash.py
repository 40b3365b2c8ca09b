"""A server killed with SIGKILL while a phone saves hands loses nothing it
acknowledged and leaves nothing half-written (SQLite and PostgreSQL)."""
import http.client
import json
import random
import threading
import time

import sqlalchemy as sa

from companion.db import make_engine
from companion.rules import read_entry
from tests.helpers import HEARTS, cards
from tests.server import ServerProcess, api

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
CRASHES = 3


class Phone(threading.Thread):
    """Saves hand after hand (with expected_number) until the server goes away;
    remembers every hand the server acknowledged with 201."""

    def __init__(self, port, game, first):
        super().__init__(daemon=True)
        self.port, self.game, self.number = port, game, first
        self.acknowledged = []
        self.failure = None

    def run(self):
        headers = {"Authorization": "Bearer " + self.game["edit_token"],
                   "Content-Type": "application/json"}
        for _ in range(100_000):  # bounded; the kill ends it long before
            seat = self.number % 4
            body = {"captured": cards({seat: ["QS"], (seat + 1) % 4: HEARTS}),
                    "expected_number": self.number}
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                connection.request("POST", f"/api/v1/games/{self.game['id']}/hands",
                                   json.dumps(body), headers)
                response = connection.getresponse()
                status, answer = response.status, response.read()
                connection.close()
            except (OSError, http.client.HTTPException):
                return  # the server died under us: this hand is unknown
            if status != 201:
                self.failure = (status, answer)
                return
            self.acknowledged.append(self.number)
            self.number += 1


def _stored(database_url, public_id):
    """The game's row and hands straight from the database."""
    engine = make_engine(database_url)
    with engine.connect() as conn:
        game = conn.execute(sa.text("SELECT id, version, players FROM game "
                                    "WHERE public_id = :p"), {"p": public_id}).one()
        hands = conn.execute(sa.text("SELECT number, entry FROM hand WHERE game_id = :g "
                                     "ORDER BY number"), {"g": game.id}).all()
    engine.dispose()
    return game, hands


def _check_whole(database_url, port, game, acknowledged, before, this_round):
    """`before`: hands stored before this round; `this_round`: the 201s of this round."""
    status, state = api(port, "GET", f"/games/{game['id']}")
    assert status == 200, state
    numbers = [h["number"] for h in state["hands"]]
    assert numbers == list(range(1, len(numbers) + 1))  # contiguous
    assert set(acknowledged) <= set(numbers)  # every 201 survived
    # besides: at most the one hand in flight when the server died (saved, unanswered)
    assert len(numbers) <= before + len(this_round) + 1
    row, hands = _stored(database_url, game["id"])
    assert [h.number for h in hands] == numbers
    for hand in hands:  # every stored entry reads back as a hand
        entry = hand.entry if isinstance(hand.entry, dict) else json.loads(hand.entry)
        read_entry(entry, len(PLAYERS))
    assert row.version == state["version"] == len(numbers) + 1  # one bump per saved hand
    return len(numbers)


def test_acknowledged_hands_survive_a_killed_server(durable_database_url):
    database_url = durable_database_url  # PostgreSQL with fsync on, as installed
    if database_url.startswith("postgresql"):
        engine = make_engine(database_url)
        with engine.connect() as conn:
            assert conn.execute(sa.text("SHOW fsync")).scalar() == "on"
        engine.dispose()
    with ServerProcess(database_url) as server:
        status, game = api(server.port, "POST", "/games", {
            "ruleset": "rickety-kate", "players": PLAYERS, "first_dealer": 0,
            "options": {"end_rule": "open"}})
        assert status == 201, game
        acknowledged, saved = [], 0
        for crash in range(CRASHES):
            phone = Phone(server.port, game, saved + 1)
            phone.start()
            while len(phone.acknowledged) < 5 and phone.is_alive():
                time.sleep(0.01)
            time.sleep(random.uniform(0.0, 0.3))  # somewhere in the middle of a save
            server.kill()
            phone.join(30)
            assert phone.failure is None, phone.failure
            acknowledged += phone.acknowledged
            server.start()
            saved = _check_whole(database_url, server.port, game, acknowledged, saved,
                                 phone.acknowledged)
        # the phone, back online, carries on from where the table stands
        status, state = api(server.port, "POST", f"/games/{game['id']}/hands",
                            {"captured": cards({0: ["QS"], 1: HEARTS}),
                             "expected_number": saved + 1}, game["edit_token"])
        assert status == 201 and len(state["hands"]) == saved + 1
