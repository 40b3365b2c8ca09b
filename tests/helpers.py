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


# --- JSON API helpers (API tests) -------------------------------------------------

def game_url(created, tail=""):
    return f"/api/v1/games/{created['id']}{tail}"


def state(client, created):
    """The game's state as GET answers it."""
    response = client.get(game_url(created))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def share_out(next_hand, give=None, rest=None):
    """A legal `captured` for the hand about to be played, from `next_hand` itself.

    The cards in `give` ({seat: [cards]}) go to those seats; every other penalty
    card in play (`penalty_cards`, twice over with two decks) goes to `rest`
    when it is given, else round the participants in turn. Every participant
    appears, with [] when they took nothing.
    """
    pool = list(next_hand["penalty_cards"])
    captured = {str(seat): [] for seat in next_hand["participants"]}
    for seat, taken in (give or {}).items():
        for card in taken:
            pool.remove(card)  # a ValueError here is a bug in the test's own hand
            captured.setdefault(str(seat), []).append(card)  # a sitting-out seat too
    seats = [rest] if rest is not None else next_hand["participants"]
    for i, card in enumerate(pool):
        captured[str(seats[i % len(seats)])].append(card)
    return captured


def play(client, created, give=None, rest=None, status=201, **body):
    """Record the next hand (captured built by share_out unless `captured`/`points`/kind
    say otherwise) with expected_number, and return the new state."""
    before = state(client, created)
    if "captured" not in body and "points" not in body and body.get("kind") not in (
            "misdeal", "replay"):
        body["captured"] = share_out(before["next_hand"], give, rest)
    body.setdefault("expected_number", before["next_hand"]["number"])
    response = post_hand(client, created, body)
    assert response.status_code == status, response.get_json()
    return response.get_json()


def refused(response, status, field=None):
    """The answer is a JSON error with this status (and field); returns the body."""
    assert response.status_code == status, (response.status_code, response.get_data(True))
    assert response.is_json, response.get_data(True)
    body = response.get_json()
    assert isinstance(body["error"], str) and body["error"].strip(), body
    assert isinstance(body.get("code"), str) and body["code"], body  # stable, beside it
    if field is not None:
        assert body.get("field") == field, body
    return body


def assert_unchanged(client, created, before):
    """Nothing was written: same version, same hands, same everything."""
    after = state(client, created)
    assert after["version"] == before["version"]
    assert len(after["hands"]) == len(before["hands"])
    assert after == before


def queries(app, client, url, **kwargs):
    """The answer to GET `url` and the SQL statements it ran."""
    from sqlalchemy import event

    from companion import db

    statements = []
    with app.app_context():
        engine = db.get_engine()
    listener = lambda *args: statements.append(args[2])  # noqa: E731
    event.listen(engine, "before_cursor_execute", listener)
    try:
        response = client.get(url, **kwargs)
    finally:
        event.remove(engine, "before_cursor_execute", listener)
    return response, statements
