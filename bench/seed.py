"""Games of a given length for the benchmarks.

The first hands go through the API (so their stored form is the app's own); the
rest are copies of those rows inserted in one statement, with the version the
game would have after that many saves. Four players, Rickety Kate, open end (so
a long evening never ends by itself): every hand is QS and the hearts split
between two seats in turn, 26 points, never a moon.
"""
import sqlalchemy as sa

from companion.db import make_engine
from tests.helpers import HEARTS, cards
from tests.server import api

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


def hand(number: int) -> dict:
    """Hand `number`'s entry: the queen and the hearts go round the table."""
    queen = number % 4
    return {"captured": cards({queen: ["QS"], (queen + 1) % 4: HEARTS[:7],
                               (queen + 2) % 4: HEARTS[7:]})}


def new_game(port: int) -> dict:
    status, created = api(port, "POST", "/games", {
        "ruleset": "rickety-kate", "players": PLAYERS, "first_dealer": 0,
        "options": {"end_rule": "open"}})
    if status != 201:
        raise RuntimeError(f"creating a game: {status} {created}")
    return created


def game_with_hands(port: int, database_url: str, count: int) -> dict:
    """A game with `count` hands recorded; returns the API's create answer."""
    game = new_game(port)
    through_api = min(count, 4)
    for number in range(1, through_api + 1):
        status, answer = api(port, "POST", f"/games/{game['id']}/hands",
                             {**hand(number), "expected_number": number}, game["edit_token"])
        if status != 201:
            raise RuntimeError(f"saving hand {number}: {status} {answer}")
    if count > through_api:
        copy_hands(database_url, game["id"], through_api, count)
    return game


def copy_hands(database_url: str, public_id: str, have: int, want: int) -> None:
    engine = make_engine(database_url)
    with engine.begin() as conn:
        game_id = conn.execute(sa.text("SELECT id FROM game WHERE public_id = :p"),
                               {"p": public_id}).scalar_one()
        rows = conn.execute(sa.text("SELECT number, entry, recorded_at FROM hand "
                                    "WHERE game_id = :g ORDER BY number"), {"g": game_id}).all()
        hand_table = sa.table("hand", sa.column("game_id"), sa.column("number"),
                              sa.column("entry", sa.JSON), sa.column("recorded_at"))
        conn.execute(hand_table.insert(), [
            {"game_id": game_id, "number": n, "entry": _entry(rows[(n - 1) % have].entry),
             "recorded_at": rows[-1].recorded_at + n} for n in range(have + 1, want + 1)])
        conn.execute(sa.text("UPDATE game SET version = :v WHERE id = :g"),
                     {"v": want + 1, "g": game_id})
    engine.dispose()


def _entry(stored):
    """A JSON column as read back: decoded by the driver, or its text (SQLite's raw rows)."""
    import json

    return json.loads(stored) if isinstance(stored, (str, bytes)) else stored


def many_games(port: int, database_url: str, count: int) -> list[str]:
    """`count` games of 20 hands (one through the API, the rest copies of its rows with
    their own ids); returns their public ids."""
    import secrets

    template = game_with_hands(port, database_url, 20)
    engine = make_engine(database_url)
    ids = [secrets.token_urlsafe(16) for _ in range(count - 1)]
    with engine.begin() as conn:
        game = conn.execute(sa.text("SELECT * FROM game WHERE public_id = :p"),
                            {"p": template["id"]}).mappings().one()
        hands = conn.execute(sa.text("SELECT number, entry, recorded_at FROM hand "
                                     "WHERE game_id = :g"), {"g": game["id"]}).all()
        games = sa.table("game", *(sa.column(c, sa.JSON if c in ("players", "options") else None)
                                   for c in game.keys() if c != "id"))
        hand_table = sa.table("hand", sa.column("game_id"), sa.column("number"),
                              sa.column("entry", sa.JSON), sa.column("recorded_at"))
        for start in range(0, len(ids), 1000):
            batch = ids[start:start + 1000]
            row = {k: _entry(v) if k in ("players", "options") else v
                   for k, v in game.items() if k != "id"}
            conn.execute(games.insert(), [{**row, "public_id": i} for i in batch])
            made = dict(conn.execute(sa.select(sa.column("public_id"), sa.column("id"))
                                     .select_from(sa.table("game"))
                                     .where(sa.column("public_id").in_(batch))).all())
            conn.execute(hand_table.insert(), [
                {"game_id": made[i], "number": h.number, "entry": _entry(h.entry),
                 "recorded_at": h.recorded_at} for i in batch for h in hands])
    engine.dispose()
    return [template["id"]] + ids


def database(use_postgres: bool, scratch: str, name: str):
    """(URL, PostgreSQL server or None): a fresh database for a benchmark, in `scratch`
    (SQLite) or on a PostgreSQL server started for the run."""
    if not use_postgres:
        import os

        return "sqlite:///" + os.path.join(scratch, f"{name}.sqlite"), None
    import sys

    from tests import pg

    reason = pg.skip_reason()
    if reason:
        sys.exit(f"PostgreSQL: {reason} (or run with --engines sqlite)")
    server = pg.PostgresServer().start()
    return server.create_database(name), server
