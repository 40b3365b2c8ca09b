"""What the bad-input tests share: hypothesis strategies for every kind of wrong
value and body, and the table of games the requests hit (with a way to see any
write in the database)."""
import json
import re
from urllib.parse import quote

import sqlalchemy as sa
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from tests.helpers import HEARTS, cards

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"]
FUZZ = settings(max_examples=300, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

# -- values ----------------------------------------------------------------------
huge = st.sampled_from(["x" * 5_000, "é" * 30_000, "9" * 4_000, "\u202e" * 1_000])
scalars = (st.none() | st.booleans() | st.integers() | st.integers(-3, 30)
           | st.floats(allow_nan=True) | st.text(max_size=30) | huge)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=12)
card_names = st.sampled_from(["QS", "2H", "TH", "10H", "AH", "KS", "JD", "2C", "qs", "XX",
                              "", "Q♠", "QS ", "1H", "0"]) | st.text(max_size=4)
seats = st.sampled_from(["0", "1", "2", "3", "4", "-1", "01", " 1", "x", ""])
hands = st.fixed_dictionaries({}, optional={
    "captured": st.dictionaries(seats, st.lists(card_names, max_size=15) | json_values,
                                max_size=5) | json_values,
    "points": st.lists(st.integers(-30, 40) | json_values, max_size=5) | json_values,
    "moon_choice": st.sampled_from(["others", "self", "reset", "double", "moon"]) | json_values,
    "reneges": st.lists(st.integers(-1, 5) | json_values, max_size=3) | json_values,
    "kind": st.sampled_from(["normal", "misdeal", "replay", "tiebreak", "x"]) | json_values,
    "expected_number": st.integers(-2, 12) | json_values,
    "colour": json_values,
})
VALID_HANDS = [{"captured": cards({0: ["QS"], 1: HEARTS})},
               {"captured": cards({2: ["QS", "2H"], 3: HEARTS[1:]})},
               {"points": [0, 13, 13, 0]}, {"kind": "misdeal"}]
hand_bodies = hands | st.sampled_from(VALID_HANDS) | st.builds(
    lambda valid, key, value: {**valid, key: value}, st.sampled_from(VALID_HANDS),
    st.sampled_from(["captured", "points", "expected_number", "kind", "reneges", "extra"]),
    json_values)
games = st.fixed_dictionaries({}, optional={
    "ruleset": st.sampled_from(["rickety-kate", "hearts", "black-maria", "poker"]) | json_values,
    "players": st.lists(st.text(max_size=12) | json_values, max_size=8) | json_values
    | st.just(PLAYERS),
    "first_dealer": st.integers(-1, 8) | json_values,
    "options": st.dictionaries(st.sampled_from(["end_score", "end_rule", "moon", "decks",
                                                "pass", "bogus"]), json_values, max_size=3)
    | json_values,
    "unknown": json_values,
})
raw_bodies = (st.binary(max_size=300) | st.text(max_size=200).map(str.encode)
              | st.just(b"\xff\xfe{" * 100) | st.just(b'{"a": ' * 2000)
              | st.just(b"[" * 5000) | st.just(b"x" * 70_000))


def encode(value) -> bytes:
    return json.dumps(value, allow_nan=True).encode()


api_bodies = ((hand_bodies | games | json_values).map(encode) | raw_bodies)


# -- the table the requests hit ---------------------------------------------------------
class Table:
    """Two games (one with hands) and a way to see every write in the database."""

    def __init__(self, app, client):
        self.app, self.client = app, client
        self.games = [self._create(), self._create()]
        for body in VALID_HANDS[:3]:
            answer = client.post(f"/api/v1/games/{self.games[0]['id']}/hands", json=body,
                                 headers=self.auth(self.games[0]))
            assert answer.status_code == 201, answer.get_json()

    def _create(self):
        answer = self.client.post("/api/v1/games", json={
            "ruleset": "rickety-kate", "players": PLAYERS, "first_dealer": 0,
            "options": {"end_rule": "open"}})
        assert answer.status_code == 201
        return answer.get_json()

    @staticmethod
    def auth(game):
        return {"Authorization": "Bearer " + game["edit_token"]}

    def snapshot(self):
        """Every game's id, version, end, token and hand count: what any write changes."""
        with self.app.extensions["companion_engine"].connect() as conn:
            return sorted(conn.execute(sa.text(
                "SELECT g.public_id, g.version, g.finished_after, g.edit_token_hash, "
                "(SELECT count(*) FROM hand h WHERE h.game_id = g.id) FROM game g")).all())

    def readable(self):
        """Every game still reads back whole (its stored hands fold)."""
        for game in self.games:
            answer = self.client.get(f"/api/v1/games/{game['id']}")
            assert answer.status_code == 200, answer.get_data(as_text=True)[:300]


public_ids = st.sampled_from(["real"] * 6 + ["other", "junk", "text"]).flatmap(
    lambda kind: st.text(min_size=1, max_size=70) if kind == "text" else st.just(kind))


def fill_path(rule: str, table: Table, public_id: str, number: int) -> str:
    """The rule with its arguments filled in ("real": the game with hands)."""
    chosen = {"real": table.games[0]["id"], "other": table.games[1]["id"],
              "junk": "A" * 22}.get(public_id, public_id)
    path = rule.replace("<public_id>", quote(chosen, safe=""))
    path = re.sub(r"<int:number>", str(number), path)
    return re.sub(r"<(?:\w+:)?(\w+)>", lambda m: quote(str(number)), path)


def rules_of(app, api: bool):
    return sorted((r.rule, sorted(r.methods - {"HEAD", "OPTIONS"}))
                  for r in app.url_map.iter_rules()
                  if r.endpoint != "static" and r.rule.startswith("/api/") == api)


def written(before, after) -> bool:
    return before != after


def check_json_refusal(answer):
    assert answer.is_json, (answer.status_code, answer.get_data()[:200])
    message = answer.get_json().get("error")
    assert isinstance(message, str) and message.strip(), answer.get_json()
