"""The schema on a fresh database, however the app was started: `companion serve` makes
it at start; `flask --app companion run` (the Flask habit) and any other server make it
on their first request; a database whose tables are gone is named so, never "busy"."""
import os
import subprocess
import sys
import time
from pathlib import Path

from companion import create_app, db
from tests.pages_support import html
from tests.pg import free_port
from tests.server import api, request

ROOT = Path(__file__).resolve().parent.parent
GAME = {"ruleset": "rickety-kate", "players": ["Bartholomäus", "Dobrosława", "Zoë", "Łukasz"]}


def test_flask_run_on_a_fresh_database_serves_and_saves(database_url, tmp_path):
    port = free_port()
    environment = {**os.environ, "DATABASE_URL": database_url, "SECRET_KEY": "flask-run",
                   "PYTHONUNBUFFERED": "1"}
    with open(tmp_path / "flask.log", "w+b") as log:
        server = subprocess.Popen([sys.executable, "-m", "flask", "--app", "companion", "run",
                                   "--port", str(port)], cwd=ROOT, env=environment,
                                  stdout=log, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    status, created = api(port, "POST", "/games", GAME)
                    break
                except OSError:
                    assert server.poll() is None and time.monotonic() < deadline, \
                        log.seek(0) or log.read().decode(errors="replace")
                    time.sleep(0.1)
            assert status == 201, created
            players = api(port, "GET", f"/games/{created['id']}")[1]["players"]
            assert [player["name"] for player in players] == GAME["players"]
            page = request(port, "GET", f"/g/{created['id']}")
            assert page[0] == 200 and "Bartholomäus" in page[2].decode()
        finally:
            server.terminate()
            server.wait(10)


def test_the_first_request_makes_the_tables_once(database_url):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    assert db.SCHEMA not in app.extensions  # create_app alone touches nothing
    client = app.test_client()
    assert client.post("/api/v1/games", json=GAME).status_code == 201
    assert app.extensions[db.SCHEMA] == "created"
    assert client.post("/api/v1/games", json=GAME).status_code == 201
    assert app.extensions[db.SCHEMA] == "created"  # not asked again


def test_a_database_without_tables_says_so_and_never_busy(database_url):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    app.extensions[db.SCHEMA] = "current"  # as if made at start, then dropped meanwhile
    client = app.test_client()
    answer = client.post("/api/v1/games", json=GAME)
    assert answer.status_code == 503 and answer.get_json()["code"] == "no_tables"
    assert "companion migrate" in answer.get_json()["error"]
    assert "busy" not in answer.get_json()["error"]
    page = client.get("/g/abcdefgh/table", headers={"Accept-Language": "de"})
    assert page.status_code == 503
    said = html(page).find("main").text
    assert "companion migrate" in said and "Tabellen" in said, said
