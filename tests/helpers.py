"""Small helpers the API and page tests share."""

HEARTS = [r + "H" for r in "23456789TJQKA"]


def create(client, ruleset="rickety-kate", players=("Ann", "Bob", "Cat", "Dan"), **extra):
    body = {"ruleset": ruleset, "players": list(players), "first_dealer": 0, **extra}
    response = client.post("/api/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def auth(created):
    return {"Authorization": "Bearer " + created["edit_token"]}


def post_hand(client, created, body):
    return client.post(f"/api/v1/games/{created['id']}/hands", json=body, headers=auth(created))


def cards(mapping):
    """{seat: [cards]} with int seats -> the API's string keys."""
    return {str(seat): list(taken) for seat, taken in mapping.items()}
