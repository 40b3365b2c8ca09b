"""The groups the group benchmark reads (bench/groups.py): a group of finished games,
six played through the API of the running server and the rest copies of their rows
with other players and hours, and a plausible hand for a game in play."""
import json
import secrets

import sqlalchemy as sa

from companion.db import make_engine
from tests.helpers import share_out
from tests.server import api

JSON_COLUMNS = ("players", "options", "entry", "checked", "aliases")
ROSTER = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay", "Kim", "Lou"]
RULESETS = ("hearts", "rickety-kate")
HANDS = 20
EVENING = 5  # games an evening, for the copies
WEEK = 7 * 24 * 3600


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
    """`count` copies of the template games filed in the group, each with players of the
    roster drawn at random, inserted 250 at a time. They are played as a group plays
    them: EVENING games an evening, 40 minutes apart, an evening a week, the last a week
    before tonight's (the templates'); so an evening holds a few games, as the app cuts
    them (groups/evenings.py), and a season some of them."""
    engine = make_engine(database_url)
    with engine.begin() as conn:
        group_id, numbers = _roster(conn, group_public_id)
        templates = [_game_rows(conn, public_id) for public_id in template_ids]
        games = _table("game", [c for c in templates[0][0] if c != "id"])
        hand_table = _table("hand", ["game_id", "number", "entry", "recorded_at", "checked"])
        filed = _table("group_game", ["game_id", "group_id", "players"])
        tonight = templates[0][0]["started_at"]
        evenings = -(-count // EVENING)
        for first in range(0, count, 250):
            batch = []
            for i in range(first, min(count, first + 250)):
                game, hands = templates[i % len(templates)]
                names = rng.sample(ROSTER, len(_json(game["players"])))
                shift = (tonight - WEEK * (evenings - i // EVENING) + 2400 * (i % EVENING)
                         - game["started_at"])
                batch.append((secrets.token_urlsafe(16), names, game, hands, shift))
            conn.execute(games.insert(), [
                {**{k: _json(v) if k in JSON_COLUMNS else v for k, v in game.items()
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


def _table(name, columns):
    return sa.table(name, *(sa.column(c, sa.JSON if c in JSON_COLUMNS else None)
                            for c in columns))


def _roster(conn, group_public_id) -> tuple[int, dict[str, int]]:
    """(the group's row id, {name: player number}), every name of the roster made one of
    the group's players."""
    group_id, last = conn.execute(sa.text(
        "SELECT id, last_player FROM playgroup WHERE public_id = :p"),
        {"p": group_public_id}).one()
    numbers = dict(conn.execute(sa.text(
        "SELECT name, number FROM group_player WHERE group_id = :g"), {"g": group_id}).all())
    players = _table("group_player", ["group_id", "number", "name", "key", "aliases"])
    for name in ROSTER:
        if name not in numbers:
            last += 1
            numbers[name] = last
            conn.execute(players.insert(), {"group_id": group_id, "number": last,
                                            "name": name, "key": name.casefold(),
                                            "aliases": []})
    conn.execute(sa.text("UPDATE playgroup SET last_player = :l WHERE id = :g"),
                 {"l": last, "g": group_id})
    return group_id, numbers


def _game_rows(conn, public_id) -> tuple[dict, list[dict]]:
    """A template game's row and its hands' rows, as stored."""
    game = dict(conn.execute(sa.text("SELECT * FROM game WHERE public_id = :p"),
                             {"p": public_id}).mappings().one())
    hands = [dict(h) for h in conn.execute(sa.text(
        "SELECT number, entry, recorded_at, checked FROM hand WHERE game_id = :g"),
        {"g": game["id"]}).mappings()]
    return game, hands


def _json(value):
    return json.loads(value) if isinstance(value, str) else value
