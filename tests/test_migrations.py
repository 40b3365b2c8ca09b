"""Schema creation and upgrades (Alembic, run from code), on SQLite and PostgreSQL."""
import json
import multiprocessing
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect
from sqlmodel import SQLModel

from companion import create_app, db, migrate, migrations
from companion.db import init_db, make_engine
from companion.rules import read_entry, resolve_setup
from tests.helpers import HEARTS, auth, cards, create, game_url, post_hand

ROOT = Path(__file__).resolve().parent.parent

# The schema as `create_all` made it before migrations existed (commit 5c9152a),
# frozen here: databases created then must survive every later upgrade.
before = sa.MetaData()
sa.Table("game", before,
         sa.Column("ruleset", sa.String(40), nullable=False),
         sa.Column("players", sa.JSON, nullable=False),
         sa.Column("options", sa.JSON, nullable=False),
         sa.Column("first_dealer", sa.Integer, nullable=False),
         sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("public_id", sa.String(64), nullable=False, unique=True, index=True),
         sa.Column("edit_token_hash", sa.String(64), nullable=False),
         sa.Column("started_at", sa.Float, nullable=False),
         sa.Column("finished_after", sa.Integer),
         sa.Column("version", sa.Integer, nullable=False))
sa.Table("hand", before,
         sa.Column("number", sa.Integer, nullable=False),
         sa.Column("entry", sa.JSON, nullable=False),
         sa.Column("recorded_at", sa.Float, nullable=False),
         sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("game_id", sa.Integer, sa.ForeignKey("game.id", ondelete="CASCADE"),
                   nullable=False, index=True),
         sa.UniqueConstraint("game_id", "number", name="one_hand_per_number"))

ENTRY = {"kind": "normal", "captured": {"0": ["QS"], "1": HEARTS, "2": [], "3": []}}


def _old_database(url):
    """A database made the old way, holding one game with two hands."""
    players, options = resolve_setup("rickety-kate", ["Ann", "Bob", "Cat", "Dan"], None, 0)
    engine = make_engine(url)
    before.create_all(engine)
    with engine.begin() as conn:
        game_id = conn.execute(before.tables["game"].insert().values(
            ruleset="rickety-kate", players=players,
            options=options, first_dealer=0, public_id="old-game",
            edit_token_hash="0" * 64, started_at=1.0, finished_after=None,
            version=3)).inserted_primary_key[0]
        conn.execute(before.tables["hand"].insert(), [
            {"game_id": game_id, "number": n, "entry": ENTRY, "recorded_at": 2.0 + n}
            for n in (1, 2)])
    return engine


def _schema_differences(engine):
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        return compare_metadata(context, SQLModel.metadata)


def test_head_constant_matches_the_versions_directory():
    assert migrations.HEAD == migrations.head_of(migrations.HERE)


def test_empty_database_gets_the_models_schema(database_url):
    engine = make_engine(database_url)
    assert init_db(engine) == "created"
    assert _schema_differences(engine) == []
    with engine.connect() as conn:
        assert migrations.current_revision(conn) == migrations.HEAD
    assert init_db(engine) == "current"
    engine.dispose()


def test_database_made_before_migrations_is_adopted_with_its_data(database_url):
    _old_database(database_url).dispose()
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    assert migrate(app) == "adopted"
    client = app.test_client()
    state = client.get("/api/v1/games/old-game").get_json()
    assert [h["number"] for h in state["hands"]] == [1, 2]
    assert state["totals"] == [26, 26, 0, 0] and state["version"] == 3
    engine = app.extensions["companion_engine"]
    with engine.connect() as conn:
        assert migrations.current_revision(conn) == migrations.HEAD
    assert _schema_differences(engine) == []
    # and the adopted database takes new games and hands as usual
    game = create(client)
    assert post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS})}).status_code == 201
    engine.dispose()


NEXT_REVISION = '''
import pytest
import sqlalchemy as sa
from alembic import op

revision = "9999"
down_revision = "{head}"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("game") as batch:
        batch.add_column(sa.Column("table_name", sa.String(60), nullable=False,
                                   server_default="Kitchen"))
    op.execute("UPDATE game SET table_name = 'Table of ' || ruleset")


def downgrade():
    with op.batch_alter_table("game") as batch:
        batch.drop_column("table_name")
'''


def test_a_later_revision_upgrades_an_old_database_keeping_its_data(database_url, tmp_path):
    """The upgrade path itself: a schema change (a new column, filled from old data,
    copied table on SQLite) applied to a database made before migrations existed."""
    scripts = tmp_path / "migrations"
    shutil.copytree(migrations.HERE, scripts, ignore=shutil.ignore_patterns("__pycache__"))
    (scripts / "versions" / "9999_table_name.py").write_text(
        NEXT_REVISION.format(head=migrations.HEAD))
    engine = _old_database(database_url)
    with engine.begin() as conn:
        assert migrations.upgrade(conn, scripts) == "adopted"
    with engine.connect() as conn:
        assert migrations.current_revision(conn) == "9999"
        rows = conn.execute(sa.text("SELECT public_id, table_name, version FROM game")).all()
        hands = conn.execute(sa.text("SELECT number, game_id FROM hand ORDER BY number")).all()
    assert rows == [("old-game", "Table of rickety-kate", 3)]
    assert [h.number for h in hands] == [1, 2]
    with engine.begin() as conn:  # the unique hand number survived the table copy
        try:
            with conn.begin_nested():
                conn.execute(sa.text("INSERT INTO hand (game_id, number, entry, recorded_at) "
                                     "VALUES (:game, 2, '{}', 0)"), {"game": hands[0].game_id})
        except sa.exc.IntegrityError:
            pass
        else:
            raise AssertionError("a second hand 2 was accepted after the upgrade")
    with engine.begin() as conn:
        assert migrations.upgrade(conn, scripts) == "current"
    engine.dispose()


def test_every_revision_downgrades_and_upgrades_again(database_url):
    engine = make_engine(database_url)
    init_db(engine)
    with engine.begin() as conn:
        command.downgrade(migrations.config(conn), "base")
    assert sa.inspect(engine).get_table_names() == ["alembic_version"]
    assert init_db(engine) == "created"  # base: the version table is empty
    assert _schema_differences(engine) == []
    engine.dispose()


def test_hands_keys_move_to_written_keys_and_back(database_url):
    """0007: each hand's Idempotency-Key becomes a written key (older than any written
    after), sync and replays read them; a downgrade gives each hand its newest key."""
    engine = make_engine(database_url)
    with engine.begin() as conn:
        command.upgrade(migrations.config(conn), "0006")
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    app.extensions["companion_engine"] = engine
    app.extensions[db.SCHEMA] = "0006"  # made above: the app must not upgrade it yet
    client = app.test_client()
    with app.app_context():  # the API of 0006 wrote these; the table is what matters
        game = create(client)
    with engine.begin() as conn:
        game_id = conn.execute(sa.text("SELECT id FROM game")).scalar()
        conn.execute(sa.text("INSERT INTO hand (game_id, number, entry, recorded_at, "
                             "idempotency_key) VALUES (:g, 1, :e, 1, 'old-1'), "
                             "(:g, 2, :e2, 2, NULL)"),
                     {"g": game_id, "e": json.dumps(read_entry(ENTRY, 4).to_json()),
                      "e2": json.dumps(read_entry({"kind": "misdeal"}, 4).to_json())})
        conn.execute(sa.text("UPDATE game SET version = 3"))
    assert init_db(engine) == "upgraded" and _schema_differences(engine) == []
    del app.extensions[db.SCHEMA]
    hand_3 = {"kind": "misdeal", "expected_number": 3}
    headers = {**auth(game), "Idempotency-Key": "new-3"}
    assert client.post(game_url(game, "/hands"), json=hand_3,
                       headers=headers).status_code == 201
    synced = client.get(game_url(game, "/sync"), headers=auth(game)).get_json()
    assert synced["keys"] == ["old-1", "new-3"]
    replay = client.post(game_url(game, "/hands"), json={**ENTRY, "expected_number": 1},
                         headers={**auth(game), "Idempotency-Key": "old-1"})
    assert replay.status_code == 200 and replay.get_json()["replayed"] is True
    with engine.begin() as conn:
        command.downgrade(migrations.config(conn), "0006")
    with engine.connect() as conn:
        kept = conn.execute(sa.text("SELECT number, idempotency_key FROM hand "
                                    "ORDER BY number")).all()
    assert [tuple(row) for row in kept] == [(1, "old-1"), (2, None), (3, "new-3")]
    engine.dispose()


def _start(url, barrier, results):
    barrier.wait()
    engine = make_engine(url)
    try:
        results.put(init_db(engine))
    except Exception as error:  # noqa: BLE001  (the parent reports it)
        results.put(repr(error))
    engine.dispose()


def test_processes_starting_together_create_the_schema_once(database_url, tmp_path):
    """App processes starting at once on an empty database (PostgreSQL: advisory
    lock; SQLite: BEGIN IMMEDIATE, and the switch to WAL retried) all come up,
    and the schema is made once. Three rounds: the races are narrow."""
    processes, context = 4, multiprocessing.get_context("fork")
    for round_ in range(3):
        url = database_url
        if url.startswith("sqlite"):
            url = f"sqlite:///{tmp_path}/round{round_}.sqlite"
        elif round_:
            break  # one PostgreSQL database per test
        barrier, results = context.Barrier(processes), context.Queue()
        started = [context.Process(target=_start, args=(url, barrier, results))
                   for _ in range(processes)]
        for process in started:
            process.start()
        outcomes = sorted(results.get(timeout=60) for _ in started)
        for process in started:
            process.join(10)
        assert outcomes == ["created"] + ["current"] * (processes - 1)
        engine = make_engine(url)
        assert _schema_differences(engine) == []
        engine.dispose()


def test_flask_runs_the_same_migrate_command(runner):
    """`flask --app companion migrate` is `companion migrate` (one CLI)."""
    result = runner.invoke(args=["migrate"])
    assert result.exit_code == 0
    assert result.output == "The database is up to date.\n"


def _migrate_process(database_url):
    environment = {**os.environ, "DATABASE_URL": database_url, "SECRET_KEY": "t"}
    return subprocess.Popen([sys.executable, "-m", "companion.cli", "migrate"], cwd=ROOT,
                            env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)


def test_create_app_leaves_the_schema_alone_companion_migrate_makes_it_once(database_url):
    """Migrations run at start (companion serve, companion migrate), not in every app:
    two processes migrating together make the schema once, and both succeed."""
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    with app.app_context():
        assert not inspect(db.get_engine()).has_table("game")
        db.get_engine().dispose()
    together = [_migrate_process(database_url) for _ in range(2)]
    said = sorted(process.communicate(timeout=60)[0].strip() for process in together)
    assert [process.returncode for process in together] == [0, 0], said
    assert said == ["Created the database.", "The database is up to date."]
    again = _migrate_process(database_url)
    assert again.communicate(timeout=60)[0].strip() == "The database is up to date."
    engine = make_engine(database_url)
    assert _schema_differences(engine) == []
    engine.dispose()


@pytest.mark.parametrize("bad", ["1e300", "-1e15", "4e12", "'NaN'", "'-Infinity'"])
def test_times_the_old_import_wrote_are_made_readable(database_url, bad):
    """0010: the import before the third hardening round took any number for a time; the
    group page, its evenings, the game's CSV and scoreboard answered 500 on 1e300."""
    from tests.groups_support import group_game, hand, new_group

    if database_url.startswith("sqlite") and "'" in bad:
        pytest.skip("SQLite keeps no NaN or infinity a driver hands it")
    engine = make_engine(database_url)
    init_db(engine)
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    app.extensions["companion_engine"] = engine
    app.extensions[db.SCHEMA] = "made"
    client = app.test_client()
    group = new_group(client)
    one = group_game(client, group, options={"end_rule": "open"})
    hand(client, one, 0, {1: 13})
    two = group_game(client, group)
    hand(client, two, 1, {0: 13})
    with engine.begin() as conn:
        command.downgrade(migrations.config(conn), "0009")
        conn.execute(sa.text(f"UPDATE game SET started_at = {bad} WHERE public_id = :one"),
                     {"one": one["id"]})
        conn.execute(sa.text(f"UPDATE hand SET recorded_at = {bad}"))
    assert init_db(engine) == "upgraded"
    for path in (f"/groups/{group['id']}", f"/api/v1/groups/{group['id']}/evenings",
                 f"/api/v1/groups/{group['id']}", f"/api/v1/games/{one['id']}/export.csv",
                 f"/api/v1/games/{two['id']}/export.csv", f"/g/{one['id']}",
                 f"/api/v1/games/{one['id']}", f"/api/v1/groups/{group['id']}/export.json"):
        assert client.get(path).status_code == 200, path
    games = client.get(f"/api/v1/groups/{group['id']}").get_json()["games"]
    assert len(games) == 2  # the downgrade kept the group's rows (they are what is read)
    started = client.get(f"/api/v1/games/{one['id']}").get_json()["started_at"]
    assert 0 < started <= client.get(f"/api/v1/games/{two['id']}").get_json()["started_at"]
    engine.dispose()


def test_a_downgrade_keeps_every_groups_games_and_players(database_url):
    """Dropping a column of a group's table on SQLite must not make the table anew: with
    foreign keys on, dropping the old one deleted every row that refers to it."""
    from tests.groups_support import group_game, new_group

    engine = make_engine(database_url)
    init_db(engine)
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    app.extensions["companion_engine"] = engine
    app.extensions[db.SCHEMA] = "made"
    group = new_group(app.test_client())
    group_game(app.test_client(), group)

    def counted():
        with engine.connect() as conn:
            return [conn.execute(sa.text(f"SELECT count(*) FROM {table}")).scalar()
                    for table in ("playgroup", "group_game", "group_player")]

    assert counted() == [1, 1, 4]
    with engine.begin() as conn:
        command.downgrade(migrations.config(conn), "0007")
    assert counted() == [1, 1, 4]
    engine.dispose()
