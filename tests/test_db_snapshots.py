"""The games' snapshots in the database (companion/games/snapshots.py): a process that has not
seen a game (a restarted one, another one) reads its snapshot and plays only the hands
after it, and what it answers is what a fresh fold of every hand answers, after saves,
corrections of any hand, undos and finishing. A snapshot is a cache: one of other rules
is ignored, and one a write overtook is never kept."""
import pytest
from sqlmodel import select

from companion import create_app, migrate
from companion.db import session
from companion.db.models import FoldSnapshot
from companion.games import service, snapshots
from companion.games.state_values import restored, saved
from companion.formats.game_json import state_json
from companion.games.writing import find_game, fold_game, recorded
from companion.rules import Record, extend, fold, read_entry, resolve_setup
from tests.helpers import HEARTS, cards

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


@pytest.fixture
def step(monkeypatch):
    monkeypatch.setattr(snapshots, "STEP", 3)  # a snapshot every few hands, not every 100
    return 3


def _hand(seat):
    return {"captured": cards({seat % 4: ["QS"], (seat + 1) % 4: HEARTS})}


def _fresh(public_id):
    """Every hand folded straight from the database: no memo, no snapshot."""
    with session() as s:
        game = find_game(s, public_id)
        return state_json(game, fold_game(game, None, recorded(s, game)))


def _cold(database_url, public_id):
    """What a process that never saw the game answers (nothing in its memory)."""
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    migrate(app)
    try:
        with app.app_context():
            game, state = service.load(public_id)
            return state_json(game, state)
    finally:
        app.extensions["companion_engine"].dispose()


def _snapshot_hands(public_id):
    with session() as s:
        game = find_game(s, public_id)
        return s.exec(select(FoldSnapshot.hands).where(FoldSnapshot.game_id == game.id)).first()


def _played_on_top(public_id):
    with session() as s:
        return snapshots.folded(s, find_game(s, public_id))[1]


def test_a_cold_read_starts_from_the_snapshot_and_equals_a_fresh_fold(app, migrated_database_url,
                                                                      step):
    with app.app_context():
        game, token, _ = service.create_game("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
        gid = game.public_id

        def check(snapshot_at, on_top):
            assert _cold(migrated_database_url, gid) == _fresh(gid)
            assert _snapshot_hands(gid) == snapshot_at
            assert _played_on_top(gid) == on_top

        for seat in range(7):
            service.record_hand(gid, token, _hand(seat))
        assert _snapshot_hands(gid) is None  # writes never make one
        check(7, 0)  # the first cold read played 7 hands: it kept them
        service.record_hand(gid, token, _hand(1))
        service.record_hand(gid, token, {"kind": "misdeal"})
        check(7, 2)  # 2 hands on top of it: fewer than STEP, no new one
        service.correct_hand(gid, token, 5, _hand(3))  # a hand it holds: it goes
        assert _snapshot_hands(gid) is None
        check(9, 0)
        service.correct_hand(gid, token, 9, _hand(2))  # the last hand, held by it
        check(9, 0)
        service.undo_hand(gid, token, 9)
        check(8, 0)
        service.finish_game(gid, token)  # after the snapshot was made: applied on top
        check(8, 0)
        assert _cold(migrated_database_url, gid)["status"] != "playing"
        service.undo_hand(gid, token, 8)  # reopens the game
        check(7, 0)
        for seat in range(4):
            service.record_hand(gid, token, _hand(seat))
        check(11, 0)  # 4 on top of 7: a newer one
        service.correct_hand(gid, token, 1, _hand(3))
        check(11, 0)


@pytest.mark.parametrize("finished", [False, True])
def test_a_cold_scoreboard_reads_only_the_hands_it_shows(app, migrated_database_url, step,
                                                         finished):
    """Restoring a snapshot reads the hands' kinds, setups and totals by column (the
    chart, the end test, whether a tie-break was played); a hand is made and read when
    asked for: the scoreboard of a game still played asks for the last alone. A game
    over asks for every hand once, for the game in figures (its Q♠ and reneges are in
    each hand's text), and a second read makes none again."""
    with app.app_context():
        game, token, _ = service.create_game("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
        gid = game.public_id
        last = 6 if finished else 7  # (after 6 hands Dan is lowest alone: no tie-break)
        for seat in range(last):
            service.record_hand(gid, token, _hand(seat))
        if finished:
            service.finish_game(gid, token)
    _cold(migrated_database_url, gid)  # keeps the snapshot of the hands
    cold = create_app({"TESTING": True, "DATABASE_URL": migrated_database_url, "SECRET_KEY": "t"})
    try:
        page = cold.test_client().get(f"/g/{gid}")
        assert page.status_code == 200
        hands = cold.extensions["companion_folds"].get(gid)[2].hands
        made = list(hands.made.values())  # the hands made of the snapshot
        if not finished:  # the last alone
            assert [h.number for h in made] == [last] and "texts" not in made[0].__dict__
        else:
            assert sorted(h.number for h in made) == list(range(1, last + 1))
            assert cold.test_client().get(f"/g/{gid}").status_code == 200
            assert list(hands.made.values()) == made  # the same hands: none made again
        with cold.app_context():
            assert state_json(*service.load(gid)) == _fresh(gid)  # and read, they are all there
    finally:
        cold.extensions["companion_engine"].dispose()


def test_a_stored_snapshot_of_many_chunks_restores_the_fold_and_unpacks_one_chunk():
    """The hands' texts are stored in chunks: a long game comes back equal to its fold,
    plays on alike, and reading one hand unpacks its own chunk alone."""
    count = snapshots.CHUNK * 2 + 5
    players, options = resolve_setup("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
    records = [Record(read_entry(_hand(number), 4), float(number)) for number in range(count)]
    state = fold(players, options, 0, 0.0, records)
    kept = snapshots.unpacked(snapshots.packed(saved(state)))
    back = restored(players, options, 0, 0.0, kept)
    assert back.hands[snapshots.CHUNK + 1].at == snapshots.CHUNK + 1
    assert list(kept["texts"].read) == [1] and list(back.hands.made) == [snapshots.CHUNK + 1]
    assert back == state and back.next_hand == state.next_hand
    more = fold(players, options, 0, 0.0, records + records[:3])
    for record in records[:3]:
        extend(back, record)
    assert back == more and back.branch() == more


def test_a_snapshot_of_other_rules_is_ignored_and_replaced(app, migrated_database_url, step):
    with app.app_context():
        game, token, _ = service.create_game("hearts", PLAYERS, {"end_rule": "open"}, 0)
        for seat in range(4):
            service.record_hand(game.public_id, token, _hand(seat))
        assert _cold(migrated_database_url, game.public_id) == _fresh(game.public_id)
        with session() as s:
            row = s.get(FoldSnapshot, game.id)
            row.engine, row.state = "another release", b"not what these rules read"
            s.add(row)
            s.commit()
        assert _cold(migrated_database_url, game.public_id) == _fresh(game.public_id)
        with session() as s:
            assert s.get(FoldSnapshot, game.id).engine == snapshots.engine_mark()


def test_a_snapshot_a_write_overtook_is_not_kept(app, step):
    with app.app_context():
        game, token, _ = service.create_game("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
        for seat in range(4):
            service.record_hand(game.public_id, token, _hand(seat))
        old, state = service.load(game.public_id)
        service.correct_hand(game.public_id, token, 2, {"kind": "misdeal"})
        snapshots.keep(old, old.version, state)  # folded before the correction landed
        assert _snapshot_hands(game.public_id) is None
