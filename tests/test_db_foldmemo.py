"""The remembered folds (companion/games/foldmemo.py) answer exactly what a fresh fold of
the database answers, after every kind of write, across processes sharing one
database, and never keep a state whose write was rolled back."""
import re

import pytest

from companion import create_app, migrate
from companion.db import session
from companion.games import service
from companion.formats.game_json import state_json
from companion.games.writing import find_game, fold_game, recorded
from tests.helpers import HEARTS, cards

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


def _app(database_url, **config):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t",
                      **config})
    migrate(app)
    return app


def _fresh(public_id):
    """The state folded straight from the database, no memo involved."""
    with session() as s:
        game = find_game(s, public_id)
        return state_json(game, fold_game(game, None, recorded(s, game)))


def _loaded(public_id):
    game, state = service.load(public_id)
    return state_json(game, state)


def _hand(seat):
    return {"captured": cards({seat % 4: ["QS"], (seat + 1) % 4: HEARTS})}


def test_every_write_leaves_the_memo_equal_to_a_fresh_fold(app):
    with app.app_context():
        game, token, _ = service.create_game("rickety-kate", PLAYERS,
                                             {"end_rule": "open"}, 0)
        gid = game.public_id
        steps = [lambda: service.record_hand(gid, token, _hand(0)),
                 lambda: service.record_hand(gid, token, _hand(1)),
                 lambda: service.record_hand(gid, token, {"kind": "misdeal"}),
                 lambda: service.correct_hand(gid, token, 1, _hand(2)),
                 lambda: service.record_hand(gid, token, _hand(3)),
                 lambda: service.undo_hand(gid, token, 4),
                 lambda: service.finish_game(gid, token),
                 lambda: service.undo_hand(gid, token, 3),
                 lambda: service.record_hand(gid, token, _hand(2)),
                 lambda: service.correct_hand(gid, token, 3, _hand(1)),  # the last hand
                 lambda: service.finish_game(gid, token),
                 lambda: service.correct_hand(gid, token, 3, {"kind": "misdeal"}),
                 lambda: service.correct_hand(gid, token, 3, _hand(0)),
                 lambda: service.correct_hand(gid, token, 2, _hand(3))]
        for step in steps:
            _game, answered = step()[:2]  # an undo answers the hand it removed too
            assert _loaded(gid) == _fresh(gid)
            assert state_json(_game, answered) == _fresh(gid)
        assert len(_fresh(gid)["hands"]) == 3


def test_a_write_by_another_process_is_seen_at_once(database_url):
    """Two apps on one database stand for two server processes: each remembers
    what it folded, and a version the other wrote is folded afresh."""
    first, second = _app(database_url), _app(database_url)
    with first.app_context():
        game, token, _ = service.create_game("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
        service.record_hand(game.public_id, token, _hand(0))
        assert len(_loaded(game.public_id)["hands"]) == 1  # remembered here
    with second.app_context():
        service.record_hand(game.public_id, token, _hand(1))
        service.correct_hand(game.public_id, token, 1, _hand(3))
    with first.app_context():
        seen = _loaded(game.public_id)
        assert seen == _fresh(game.public_id)
        assert len(seen["hands"]) == 2 and seen["hands"][0]["captured"]["3"] == ["QS"]
        service.record_hand(game.public_id, token, _hand(2))  # its memo is a version behind
        assert _loaded(game.public_id) == _fresh(game.public_id)
    for app in (first, second):
        app.extensions["companion_engine"].dispose()


def test_a_refused_write_leaves_no_state_behind(app):
    with app.app_context():
        game, token, _ = service.create_game("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
        gid = game.public_id
        service.record_hand(gid, token, _hand(0))
        before = _loaded(gid)
        for bad in ({"captured": cards({0: ["QS"]})}, {**_hand(1), "expected_number": 5}):
            try:
                service.record_hand(gid, token, bad)
            except (service.Conflict, Exception):  # noqa: B014  (422 and 409 alike)
                pass
            else:
                raise AssertionError("a bad hand was accepted")
        assert _loaded(gid) == before == _fresh(gid)
        service.record_hand(gid, token, _hand(1))  # the version the refusals used
        assert _loaded(gid) == _fresh(gid) and len(_fresh(gid)["hands"]) == 2


def test_the_memo_can_be_turned_off(database_url):
    app = _app(database_url, FOLD_MEMO_MB=0)
    with app.app_context():
        game, token, _ = service.create_game("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
        service.record_hand(game.public_id, token, _hand(0))
        assert _loaded(game.public_id) == _fresh(game.public_id)
        assert app.extensions["companion_folds"].used == 0
    app.extensions["companion_engine"].dispose()


def test_the_memo_keeps_the_newest_version_and_stays_small(database_url):
    from types import SimpleNamespace as Row

    from companion.games.foldmemo import GAME_BYTES, HAND_BYTES, lookup, remember
    from companion.rules import GameState

    def state(hands):
        return GameState(PLAYERS, {}, 0, 0.0, hands=[object()] * hands)

    budget = 4 * GAME_BYTES + 12 * HAND_BYTES
    app = _app(database_url, FOLD_MEMO_MB=budget / 1024 / 1024)
    with app.app_context():
        def keep(name, version, hands):
            remember(Row(public_id=name, version=version), state(hands))

        def kept():
            return [name for name in "abcdefg" if lookup(name, 1) or lookup(name, 5)]

        keep("a", 5, 10)
        keep("a", 4, 9)  # a late, older fold does not replace the newer one
        assert lookup("a", 4) is None and len(lookup("a", 5)[1].hands) == 10
        game, copy = lookup("a", 5)
        copy.hands.append(object())  # what a caller does with its copy stays its own
        assert game.public_id == "a" and len(lookup("a", 5)[1].hands) == 10
        for name in "bcd":
            keep(name, 1, 1)
        assert kept() == ["b", "c", "d"]  # the least recently used out: "a"
        keep("e", 1, 9)  # exactly the budget
        assert kept() == ["b", "c", "d", "e"]
        keep("f", 1, 1)
        assert kept() == ["c", "d", "e", "f"]  # within the bytes: the least recent out
        assert app.extensions["companion_folds"].used == budget
        keep("g", 1, 200)  # larger than the whole memo: never kept
        assert lookup("g", 1) is None and kept() == ["c", "d", "e", "f"]
    app.extensions["companion_engine"].dispose()


def _without_csrf(html: str) -> str:
    import re

    return re.sub(r'"X-CSRFToken": "[^"]*"', "", html)


def test_live_views_kept_beside_the_state_match_fresh_ones(database_url):
    """The scoreboard, big screen and poll fragment made once per version are the
    ones a process with no memo renders, for watchers and the scorer alike, and a
    new hand shows at once."""
    kept, fresh = _app(database_url), _app(database_url, FOLD_MEMO_MB=0)
    watcher, scorer, plain = kept.test_client(), kept.test_client(), fresh.test_client()
    game = scorer.post("/api/v1/games", json={"ruleset": "rickety-kate", "players": PLAYERS,
                                              "first_dealer": 0}).get_json()
    scorer.get(f"/g/{game['id']}/edit/{game['edit_token']}")
    for number in (1, 2):
        assert scorer.post(f"/api/v1/games/{game['id']}/hands", json=_hand(number),
                           headers={"Authorization": "Bearer " + game["edit_token"]}
                           ).status_code == 201
        for path in (f"/g/{game['id']}", f"/g/{game['id']}/big",
                     f"/g/{game['id']}/poll?v={number}"):
            for _ in range(2):  # the second answer comes from the memo
                seen = _without_csrf(watcher.get(path).get_data(as_text=True))
            assert seen == _without_csrf(plain.get(path).get_data(as_text=True))
            assert f'data-version="{number + 1}"' in seen or path.endswith("/big")
        board = scorer.get(f"/g/{game['id']}").get_data(as_text=True)
        assert "Back to scoring" in board
        assert "Back to scoring" not in watcher.get(f"/g/{game['id']}").get_data(as_text=True)
    for app in (kept, fresh):
        app.extensions["companion_engine"].dispose()


@pytest.mark.parametrize("write", ["undo", "correct", "correct the first"])
def test_undo_and_corrections_read_only_the_hand_they_change(app, write):
    """In a long game they cost what they cost in a short one: the same statements, and
    the state is taken apart from the remembered one (a correction of hand 1 moves the
    later hands' totals: it reads none of them)."""
    from sqlalchemy import event

    from companion import db

    def statements_of(hands):
        game, token, _ = service.create_game("rickety-kate", PLAYERS, {"end_rule": "open"}, 0)
        for number in range(hands):
            service.record_hand(game.public_id, token, _hand(number))
        statements = []
        listener = lambda *args: statements.append(args[2])  # noqa: E731
        event.listen(db.get_engine(), "before_cursor_execute", listener)
        try:
            if write == "undo":
                _game, state, _removed, _finished = service.undo_hand(game.public_id, token, hands)
            else:
                number = 1 if write == "correct the first" else hands
                _game, state, _played = service.correct_hand(game.public_id, token, number,
                                                             _hand(0))
        finally:
            event.remove(db.get_engine(), "before_cursor_execute", listener)
        assert len(state.hands) == hands - (write == "undo")
        assert _loaded(game.public_id) == _fresh(game.public_id)
        return statements

    with app.app_context():
        short, long = statements_of(3), statements_of(40)
    assert len(short) == len(long)
    reads = [s for s in long if s.startswith("SELECT") and "FROM hand" in s]
    assert reads or write == "undo"  # an undo deletes its hand without reading it
    one_hand = re.compile(r"hand\.number (= |IN \([^,)]*\))")  # one number, either way
    assert all(one_hand.search(r) or "idempotency_key" in r.split("WHERE")[1]
               for r in reads), reads
