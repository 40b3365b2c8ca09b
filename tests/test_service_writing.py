"""The game service's writes: one writer at a time per game, on SQLite and PostgreSQL alike."""
import threading
import time

import pytest
from sqlalchemy import text
from sqlmodel import select

from companion import db
from companion.db.models import Game, Hand
from companion.games import service
from companion.rules import read_entry
from tests.helpers import HEARTS, cards, create, post_hand, state

HAND = {"captured": cards({0: ["QS"], 1: HEARTS})}


def _wait_until_blocked(app, seconds=10.0):
    """Wait until another connection waits for the game's lock.

    PostgreSQL shows the waiting UPDATE in pg_stat_activity. SQLite's busy wait
    cannot be seen from outside, so there we give the writer a moment to get there.
    """
    if not app.config["DATABASE_URL"].startswith("postgresql"):
        time.sleep(0.5)
        return
    engine = db.make_engine(app.config["DATABASE_URL"])
    try:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with engine.connect() as conn:
                waiting = conn.execute(text(
                    "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                    "AND datname = current_database()")).scalar()
            if waiting:
                return
            time.sleep(0.02)
        raise AssertionError("the second writer never waited for the lock")
    finally:
        engine.dispose()


def test_a_second_writer_waits_and_then_sees_the_first_ones_hand(app, client):
    game = create(client)
    answers = []
    second = threading.Thread(target=lambda: answers.append(
        post_hand(app.test_client(), game, HAND)))  # no expected_number: "the next hand"
    with app.app_context():
        with service.writing(game["id"], game["edit_token"]) as (s, locked):
            assert s.exec(select(Hand).where(Hand.game_id == locked.id)).all() == []
            second.start()
            _wait_until_blocked(app)
            assert second.is_alive(), "the second writer did not wait for the lock"
            # The first writer saves hand 1 while the second one waits.
            s.add(Hand(game_id=locked.id, number=1, recorded_at=time.time(),
                       entry=read_entry(HAND, 4).to_json()))
    second.join(30)
    # Had the second writer read the hands before taking the lock, it would have
    # tried to save hand 1 again and met the unique constraint (409).
    assert answers[0].status_code == 201, answers[0].get_json()
    after = answers[0].get_json()
    assert [h["number"] for h in after["hands"]] == [1, 2]
    assert after["totals"] == [26, 26, 0, 0] and after["version"] == 3


def test_the_unique_hand_number_turns_into_a_409_conflict(app, client):
    game = create(client)
    post_hand(client, game, HAND)
    before = state(client, game)
    with app.app_context():
        with pytest.raises(service.Conflict) as caught:
            with service.writing(game["id"], game["edit_token"]) as (s, locked):
                s.add(Hand(game_id=locked.id, number=1, recorded_at=0.0,
                           entry=read_entry(HAND, 4).to_json()))
    assert caught.value.public_id == game["id"] and caught.value.code == "saved_meanwhile"
    assert state(client, game) == before  # the version bump went with the rollback


def test_phones_racing_for_the_same_hand_one_wins(app, client):
    game = create(client)
    answers, start = [], threading.Barrier(6)

    def phone():
        own = app.test_client()
        start.wait()
        answers.append(post_hand(own, game, {**HAND, "expected_number": 1}))

    threads = [threading.Thread(target=phone) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    codes = sorted(a.status_code for a in answers)
    assert codes == [201, 409, 409, 409, 409, 409]
    for answer in answers:
        if answer.status_code == 409:
            assert answer.get_json()["game"]["next_hand"]["number"] == 2
    final = state(client, game)
    assert len(final["hands"]) == 1 and final["version"] == 2


def test_phones_adding_hands_at_once_get_consecutive_numbers(app, client):
    game = create(client, "rickety-kate-46")
    answers, start = [], threading.Barrier(5)

    def phone():
        own = app.test_client()
        start.wait()
        answers.append(post_hand(own, game, {"points": [46, 0, 0, 0], "moon_choice": "others"}))

    threads = [threading.Thread(target=phone) for _ in range(5)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert [a.status_code for a in answers] == [201] * 5
    final = state(client, game)
    assert [h["number"] for h in final["hands"]] == [1, 2, 3, 4, 5]
    assert final["totals"] == [0, 230, 230, 230] and final["version"] == 6


def test_only_the_token_hash_is_stored_and_a_new_token_retires_the_old(app, client):
    game = create(client)
    with app.app_context(), db.session() as s:
        row = s.exec(select(Game).where(Game.public_id == game["id"])).one()
        assert game["edit_token"] not in (row.edit_token_hash, str(row.players), str(row.options))
        assert service.can_edit(row, game["edit_token"]) and not service.can_edit(row, "x")
        assert not service.can_edit(row, None) and not service.can_edit(row, "")
    with app.app_context():
        fresh = service.new_edit_token(game["id"], game["edit_token"])
    assert fresh != game["edit_token"] and len(fresh) >= 32
    assert post_hand(client, game, HAND).status_code == 403
    assert post_hand(client, {**game, "edit_token": fresh}, HAND).status_code == 201


def test_writes_take_their_time_from_the_clock_or_from_at(app, client):
    with app.app_context():
        made, token, _ = service.create_game("black-lady", ["Ann", "Bob", "Cat"], at=1000.0)
        assert made.started_at == 1000.0
        app.config["CLOCK"] = lambda: 4000.0
        _game, now_state = service.record_hand(made.public_id, token, {"points": [50, 40, 114]})
        assert now_state.hands[-1].at == 4000.0
        _game, at_state = service.record_hand(made.public_id, token, {"points": [50, 114, 40]},
                                              at=4700.0)
        assert at_state.hands[-1].at == 4700.0 and at_state.status == "finished"  # 61 minutes
        app.config["CLOCK"] = None
        before = time.time()
        fresh, _token, _ = service.create_game("hearts", ["Ann", "Bob", "Cat"])
        assert before <= fresh.started_at <= time.time()


def test_unknown_and_malformed_ids_are_not_found(app):
    with app.app_context():
        for public_id in ("nope", "", "a\x00b", "a" * 65, None, 7, "☃"):
            with pytest.raises(service.NotFound):
                service.load(public_id)
            with pytest.raises(service.NotFound):
                service.current_version(public_id)
            with pytest.raises(service.NotFound):
                service.record_hand(public_id, "token", HAND)
