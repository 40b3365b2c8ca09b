"""What the in-process benchmarks share (Flask's test client, so a figure is this
process's CPU, whatever the machine's other load): an app on a database, the scorer's
client, and a long game of copied hands."""
from companion import create_app, migrate
from tests.helpers import auth, create

from . import seed

THROUGH_API = 4  # hands played through the API before the rest are copied in


def app_for(url: str):
    """A fresh app (an empty memo, as after a restart) on the database at `url`."""
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench", "WTF_CSRF_ENABLED": False,
                      "RATELIMIT_ENABLED": False})
    migrate(app)
    return app


def scorer_client(app, game: dict):
    """A test client holding the game's edit cookie, as the scorer's phone does."""
    client = app.test_client()
    client.set_cookie(f"edit_{game['id']}", game["edit_token"], path=f"/g/{game['id']}")
    return client


def long_game(client, url: str, hands: int) -> dict:
    """An open-ended game of `hands` hands: the first few played through the API, the
    rest copied in (so the game has no snapshot until a read makes one)."""
    game = create(client, options={"end_rule": "open"})
    for number in range(1, min(hands, THROUGH_API) + 1):
        client.post(f"/api/v1/games/{game['id']}/hands", headers=auth(game),
                    json={**seed.hand(number), "expected_number": number})
    if hands > THROUGH_API:
        seed.copy_hands(url, game["id"], THROUGH_API, hands)
    return game


def dispose(*apps) -> None:
    """Close the apps' database connections (one process at a time, as after a restart)."""
    for app in apps:
        app.extensions["companion_engine"].dispose()
