"""The app's PostgreSQL connections: a process opens no more than its threads need (the
README's arithmetic), and when the server drops them (a restart, a failover) the next
poll is answered and the next write is saved, with no ping before each use."""
import itertools
import os
import threading

import pytest
from sqlalchemy import create_engine, text

from companion import create_app, migrate
from tests.helpers import HEARTS, auth, cards, create, game_url, post_hand

pytestmark = pytest.mark.postgres
_names = itertools.count()


@pytest.fixture
def pg_app(postgres_server):
    url = postgres_server.create_database(f"r{os.getpid()}_{next(_names)}")
    app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "t",
                      "WTF_CSRF_ENABLED": False})
    migrate(app)
    yield app, url
    app.extensions["companion_engine"].dispose()
    postgres_server.drop_database(url.rsplit("/", 1)[1])


def the_app_connections(url, what: str) -> int:
    """`what` over every connection to the database but this one (an admin's)."""
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        counted = connection.execute(text(
            f"SELECT {what} FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()")).scalar()
    admin.dispose()
    return counted


def drop_every_connection(url):
    """What a server restart does to the app's pooled connections."""
    return the_app_connections(url, "count(pg_terminate_backend(pid))")


def test_after_the_server_drops_every_connection_polls_and_writes_go_on(pg_app):
    app, url = pg_app
    client = app.test_client()
    game = create(client)
    for _ in range(3):  # connections in the pool, as after a while at the table
        assert client.get(game_url(game)).status_code == 200
    assert drop_every_connection(url) >= 1
    unchanged = client.get(game_url(game), headers={"If-None-Match": '"1"'})
    assert unchanged.status_code == 304  # the version read, tried once more
    saved = post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS}),
                                     "expected_number": 1})
    assert saved.status_code == 201, saved.get_json()
    assert client.get(game_url(game)).get_json()["totals"] == [13, 13, 0, 0]
    assert drop_every_connection(url) >= 1
    after = client.get(game_url(game), headers=auth(game))
    assert after.status_code == 200 and after.get_json()["version"] == 2


def test_a_process_opens_at_most_its_threads_and_four_connections(postgres_server):
    from tests.server import ServerProcess, api

    name = f"c{os.getpid()}_{next(_names)}"
    url = postgres_server.create_database(name)
    try:
        with ServerProcess(url, threads=3) as server:
            _status, game = api(server.port, "POST", "/games",
                                {"ruleset": "hearts", "players": ["A", "B", "C"]})
            answers = []

            def phone():
                for _ in range(10):
                    answers.append(api(server.port, "GET", f"/games/{game['id']}")[0])

            phones = [threading.Thread(target=phone) for _ in range(12)]
            for each in phones:
                each.start()
            for each in phones:
                each.join(60)
            opened = the_app_connections(url, "count(*)")
        assert answers == [200] * 120
        assert 1 <= opened <= 3 + 4
    finally:
        postgres_server.drop_database(name)
