"""Helpers the group tests share: a group, games filed in it, hands with known scores."""
from sqlalchemy import text

from tests.helpers import HEARTS, play

PLAYERS = ("Ann", "Bob", "Cat", "Dan")
ONE_HAND = {"end_rule": "hands", "end_hands": 1}  # a game that ends after one hand


def new_group(client, name="Friday cards") -> dict:
    response = client.post("/api/v1/groups", json={"name": name})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def group_auth(group) -> dict:
    return {"Authorization": "Bearer " + group["edit_token"]}


def group_game(client, group, players=PLAYERS, ruleset="hearts", options=None, **extra) -> dict:
    """A game filed in the group (first dealer seat 0; by default over after one hand)."""
    body = {"ruleset": ruleset, "players": list(players), "first_dealer": 0,
            "options": ONE_HAND if options is None else options, "group": group["id"], **extra}
    response = client.post("/api/v1/games", json=body, headers=group_auth(group))
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def spread(queen: int, counts: dict) -> dict:
    """`give` for helpers.play: the Q♠ to seat `queen`, `counts[seat]` hearts to each seat."""
    give, hearts = {queen: ["QS"]}, list(HEARTS)
    for seat, count in counts.items():
        give.setdefault(seat, []).extend(hearts[:count])
        hearts = hearts[count:]
    assert not hearts, "every heart must be given"
    return give


def hand(client, game, queen, counts, **body) -> dict:
    """Record the next hand with these captures; the new state."""
    return play(client, game, give=spread(queen, counts), **body)


def read_group(client, group) -> dict:
    response = client.get(f"/api/v1/groups/{group['id']}")
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def player_id(answer, name) -> int:
    [found] = [p["id"] for p in answer["players"] if p["name"] == name]
    return found


def stat(answer, name, ruleset="hearts") -> dict:
    """The stats row of the player called `name` for `ruleset`."""
    number = player_id(answer, name)
    [row] = [r for r in answer["stats"] if r["player"] == number and r["ruleset"] == ruleset]
    return row


def count_rows(app, table) -> int:
    from companion import db

    with app.app_context():
        return db.reading(lambda c: c.execute(text(f"SELECT count(*) FROM {table}")).scalar())
