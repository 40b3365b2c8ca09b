"""Benchmark of groups on the production server (`companion serve`, a real subprocess):
a group of 500 finished games (4 to 6 players, 20 hands each) read through the API,
beside other groups, and a hand saved in a group game against one in a lone game.

    python bench/groups.py                          # SQLite
    python bench/groups.py --engines sqlite,postgres

Targets: the group's API read and its page p50 < 50 ms and p99 < 150 ms on
SQLite, not growing with the number of other groups; a save in a group game within 20% of
one in a lone game. The games are made by copying rows of a few games played
through the API (as bench/seed.py does), each copy with its own players.
"""
import argparse
import json
import random
import secrets
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sqlalchemy as sa  # noqa: E402

from bench import load, seed  # noqa: E402
from companion.db import make_engine  # noqa: E402
from tests.helpers import share_out  # noqa: E402
from tests.server import ServerProcess, api  # noqa: E402

ROSTER = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay", "Kim", "Lou"]
RULESETS = ("hearts", "rickety-kate")
HANDS = 20


def random_hand(rng, due) -> dict:
    """A plausible hand for `due` (the state's next_hand): now and then a moon or a renege."""
    give = None
    if rng.random() < 0.05:
        give = {rng.choice(due["participants"]): list(due["penalty_cards"])}
    body = {"captured": share_out(due, give, rest=None) if give else _spread(rng, due),
            "expected_number": due["number"]}
    if rng.random() < 0.05 and due["kind"] == "normal":
        body["reneges"] = [rng.choice(due["participants"])]
    return body


def _spread(rng, due) -> dict:
    captured = {str(seat): [] for seat in due["participants"]}
    for card in due["penalty_cards"]:
        captured[str(rng.choice(due["participants"]))].append(card)
    return captured


def played_game(port, rng, ruleset, players, group=None, hands=HANDS, end="hands") -> dict:
    """A game played through the API: `hands` hands, over after the last (draws shared)."""
    body = {"ruleset": ruleset, "players": players, "first_dealer": 0,
            "options": {"end_rule": end, "end_hands": hands, "tie": "draw", "moon": "old"}}
    token = None
    if group is not None:
        body["group"], token = group["id"], group["edit_token"]
    status, game = api(port, "POST", "/games", body, token)
    if status != 201:
        raise RuntimeError(f"creating a game: {status} {game}")
    state = game["game"]
    for _ in range(hands):
        status, state = api(port, "POST", f"/games/{game['id']}/hands",
                            random_hand(rng, state["next_hand"]), game["edit_token"])
        if status != 201:
            raise RuntimeError(f"saving a hand: {status} {state}")
    return game


def seed_group(port, database_url, rng, games: int, name="Friday cards",
               templates=None) -> dict:
    """A group of `games` finished games: six templates played through the API (4, 5, 6
    players; two rulesets), the rest copies of their rows with other players and times.
    Given `templates` (game ids), every game is a copy of those."""
    status, group = api(port, "POST", "/groups", {"name": name})
    if status != 201:
        raise RuntimeError(f"creating a group: {status} {group}")
    if templates is None:
        templates = [played_game(port, rng, ruleset, ROSTER[:n], group)["id"]
                     for ruleset in RULESETS for n in (4, 5, 6)]
        games -= len(templates)
    group["templates"] = templates
    _copy_games(database_url, group["id"], templates, games, rng)
    return group


def _copy_games(database_url, group_public_id, template_ids, count, rng) -> None:
    engine = make_engine(database_url)
    json_columns = ("players", "options", "entry", "checked", "aliases")

    def table(name, columns):
        return sa.table(name, *(sa.column(c, sa.JSON if c in json_columns else None)
                                for c in columns))

    with engine.begin() as conn:
        group_id, last = conn.execute(sa.text(
            "SELECT id, last_player FROM playgroup WHERE public_id = :p"),
            {"p": group_public_id}).one()
        numbers = dict(conn.execute(sa.text(
            "SELECT name, number FROM group_player WHERE group_id = :g"), {"g": group_id}).all())
        players = table("group_player", ["group_id", "number", "name", "key", "aliases"])
        for name in ROSTER:
            if name not in numbers:
                last += 1
                numbers[name] = last
                conn.execute(players.insert(), {"group_id": group_id, "number": last,
                                                "name": name, "key": name.casefold(),
                                                "aliases": []})
        conn.execute(sa.text("UPDATE playgroup SET last_player = :l WHERE id = :g"),
                     {"l": last, "g": group_id})
        templates = []
        for public_id in template_ids:
            game = dict(conn.execute(sa.text("SELECT * FROM game WHERE public_id = :p"),
                                     {"p": public_id}).mappings().one())
            hands = [dict(h) for h in conn.execute(sa.text(
                "SELECT number, entry, recorded_at, checked FROM hand WHERE game_id = :g"),
                {"g": game["id"]}).mappings()]
            templates.append((game, hands))
        games = table("game", [c for c in templates[0][0] if c != "id"])
        hand_table = table("hand", ["game_id", "number", "entry", "recorded_at", "checked"])
        filed = table("group_game", ["game_id", "group_id", "players"])
        start = templates[0][0]["started_at"] - 3600 * (count + 1)
        for first in range(0, count, 250):
            batch = []
            for i in range(first, min(count, first + 250)):
                game, hands = templates[i % len(templates)]
                names = rng.sample(ROSTER, len(_json(game["players"])))
                shift = start + 3600 * i - game["started_at"]
                batch.append((secrets.token_urlsafe(16), names, game, hands, shift))
            conn.execute(games.insert(), [
                {**{k: _json(v) if k in json_columns else v for k, v in game.items()
                    if k != "id"}, "public_id": public_id, "players": names,
                 "started_at": game["started_at"] + shift}
                for public_id, names, game, _hands, shift in batch])
            made = dict(conn.execute(sa.select(sa.column("public_id"), sa.column("id"))
                                     .select_from(sa.table("game"))
                                     .where(sa.column("public_id").in_([b[0] for b in batch])))
                        .all())
            conn.execute(hand_table.insert(), [
                {"game_id": made[public_id], "number": h["number"], "entry": _json(h["entry"]),
                 "recorded_at": h["recorded_at"] + shift, "checked": _json(h["checked"])}
                for public_id, _names, _game, hands, shift in batch for h in hands])
            conn.execute(filed.insert(), [
                {"game_id": made[public_id], "group_id": group_id,
                 "players": [numbers[n] for n in names]}
                for public_id, names, _game, _hands, _shift in batch])
    engine.dispose()


def _json(value):
    return json.loads(value) if isinstance(value, str) else value


def group_reads(port, group, count: int, live_game) -> dict:
    """The group's API read: unchanged (the page reloaded), and after a hand of one of its
    games changed (saved, then undone: the version moves each time); then its page (HTML)
    after such a change."""
    client = load.Client(port)
    path, page = f"/api/v1/groups/{group['id']}", f"/groups/{group['id']}"
    client.timed("GET", path, expect=200)
    same = [client.timed("GET", path, expect=200)[0] for _ in range(count)]
    changed, headers = [], {"Authorization": "Bearer " + live_game["edit_token"]}
    pages = []  # the group's page (HTML), as whoever holds its link opens it
    hands = f"/api/v1/games/{live_game['id']}/hands"
    rng = random.Random(7)
    for i in range(2 * count):
        due = json.loads(client.call("GET", f"/api/v1/games/{live_game['id']}")[1])["next_hand"]
        if i % 2 == 0:
            client.timed("POST", hands, random_hand(rng, due), headers, expect=201)
        else:
            client.timed("DELETE", f"{hands}/{due['number'] - 1}", None, headers, expect=200)
        if i < count:
            changed.append(client.timed("GET", path, expect=200)[0])
        else:
            pages.append(client.timed("GET", page, expect=200)[0])
    client.close()
    return {"same": load.summary(same), "changed": load.summary(changed),
            "page": load.summary(pages)}


def cold_read(port, database_url, group) -> float:
    """The first read once every summary is gone (a new rules engine, or just seeded)."""
    engine = make_engine(database_url)
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE group_game SET summary = NULL, summary_of = NULL"))
    engine.dispose()
    client = load.Client(port)
    took, _ = client.timed("GET", f"/api/v1/groups/{group['id']}", expect=200)
    client.close()
    return took * 1000


def saves(port, lone, grouped, count: int) -> dict:
    """A hand saved (and undone) in a lone game and in a group game, interleaved."""
    client = load.Client(port)
    rng = random.Random(3)
    timings = {"lone": [], "group": []}
    for i in range(count + 1):
        for name, game in (("lone", lone), ("group", grouped)):
            headers = {"Authorization": "Bearer " + game["edit_token"]}
            due = json.loads(client.call("GET", f"/api/v1/games/{game['id']}")[1])["next_hand"]
            took, _ = client.timed("POST", f"/api/v1/games/{game['id']}/hands",
                                   random_hand(rng, due), headers, expect=201)
            client.timed("DELETE", f"/api/v1/games/{game['id']}/hands/{due['number']}", None,
                         headers, expect=200)
            if i:
                timings[name].append(took)
    client.close()
    return {name: load.summary(samples) for name, samples in timings.items()}


def run_engine(use_postgres: bool, args) -> dict:
    with tempfile.TemporaryDirectory(prefix="companion-groups-") as scratch:
        database_url, postgres = seed.database(use_postgres, scratch, "groups")
        try:
            with ServerProcess(database_url, env={"RATELIMIT_ENABLED": "0"}) as server:
                port, rng = server.port, random.Random(12)
                began = time.perf_counter()
                group = seed_group(port, database_url, rng, args.games)
                live = played_game(port, rng, "hearts", ROSTER[:4], group, hands=HANDS,
                                   end="open")
                seeded = time.perf_counter() - began
                cold = cold_read(port, database_url, group)
                alone = group_reads(port, group, args.count, live)
                for number in range(args.other_groups):
                    other = seed_group(port, database_url, rng, args.other_games,
                                       f"Table {number}", group["templates"])
                    client = load.Client(port)
                    client.timed("GET", f"/api/v1/groups/{other['id']}", expect=200)
                    client.close()
                beside = group_reads(port, group, args.count, live)
                lone = played_game(port, rng, "hearts", ROSTER[:4], hands=HANDS, end="open")
                save = saves(port, lone, live, args.count)
        finally:
            if postgres:
                postgres.stop()
    return {"engine": "PostgreSQL" if use_postgres else "SQLite", "seeded_s": seeded,
            "cold_ms": cold, "alone": alone, "beside": beside, "save": save}


def report(result: dict, args) -> bool:
    alone, beside, save = result["alone"], result["beside"], result["save"]
    ratio = save["group"]["p50"] / save["lone"]["p50"]
    print(f"\n{result['engine']}: a group of {args.games} finished games (4-6 players, "
          f"{HANDS} hands each), {args.count} requests a figure")
    print(f"  seeding took {result['seeded_s']:.1f} s; the first read with no summary kept "
          f"(every game folded): {result['cold_ms']:.0f} ms")
    print("  GET /api/v1/groups/<id>             p50 ms   p99 ms")
    for label, figures in (("unchanged, alone", alone["same"]),
                           ("a game changed, alone", alone["changed"]),
                           (f"unchanged, {args.other_groups} other groups", beside["same"]),
                           (f"a game changed, {args.other_groups} other groups",
                            beside["changed"]),
                           ("its page (HTML), a game changed", alone["page"]),
                           (f"its page, {args.other_groups} other groups", beside["page"])):
        print(f"    {label:<34}{figures['p50']:7.1f}  {figures['p99']:7.1f}")
    print("  POST a hand                         p50 ms   p99 ms")
    for label in ("lone", "group"):
        print(f"    {label + ' game':<34}{save[label]['p50']:7.1f}  {save[label]['p99']:7.1f}")
    worst = max(beside["changed"]["p50"], alone["changed"]["p50"], beside["page"]["p50"])
    worst99 = max(beside["changed"]["p99"], alone["changed"]["p99"], beside["page"]["p99"])
    growth = beside["changed"]["p50"] / alone["changed"]["p50"]
    met = {"group read p50 < 50 ms": worst < 50, "group read p99 < 150 ms": worst99 < 150,
           f"beside other groups x{growth:.2f} (< 1.2)": growth < 1.2,
           f"save in a group game x{ratio:.2f} of a lone game (< 1.2)": ratio < 1.2}
    for what, ok in met.items():
        print(f"  {'met ' if ok else 'MISSED'} {what}")
    return all(met.values()) if result["engine"] == "SQLite" else True


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default="sqlite", help="sqlite, postgres or both")
    parser.add_argument("--games", type=int, default=500, help="games of the measured group")
    parser.add_argument("--other-groups", type=int, default=100,
                        help="other groups seeded before the second figures")
    parser.add_argument("--other-games", type=int, default=50, help="games of each other group")
    parser.add_argument("--count", type=int, default=200, help="requests per figure")
    args = parser.parse_args(argv)
    met = [report(run_engine(e.strip() == "postgres", args), args)
           for e in args.engines.split(",")]
    return 0 if all(met) else 1


if __name__ == "__main__":
    sys.exit(main())
