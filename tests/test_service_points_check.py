"""The points check ("could these points come from these cards?") is made once, when a
hand is written, bounded, and kept with the hand: a fold never searches again."""
import pytest
from sqlmodel import select

from companion import db, games
from companion.db.models import Hand
from companion.games import service
from companion.rules import feasible
from tests.helpers import auth, create, game_url, refused, state

PLAYERS = [f"P{i}" for i in range(10)]
# Card values crafted so that one split of the points takes an unbounded search
# seconds to decide (two decks, ten players, many equal and negative values).
CRAFTED = {"2H": 19, "3H": 13, "4H": 29, "5H": 13, "6H": 11, "7H": 13, "8H": -41, "9H": -41,
           "TH": 31, "JH": 13, "QH": 13, "KH": 7, "AH": 7, "QS": 17, "JD": 17, "TD": 13,
           "KS": 13, "AS": 19}
COSTLY = [93, 7, 1, 3, 48, 8, 36, 80, 44, 12]


@pytest.fixture
def searches(monkeypatch):
    """How many searches the points check starts (the search itself runs as it is)."""
    calls = []
    original = feasible.possible

    def counted(*args, **kwargs):
        calls.append(args[1])
        return original(*args, **kwargs)

    monkeypatch.setattr("companion.rules.checks.possible", counted)
    return calls


def crafted_game(client):
    return create(client, "black-lady", PLAYERS,
                  options={"decks": 2, "card_values": CRAFTED, "end_rule": "open"})


def test_points_too_costly_to_check_are_refused_with_a_sentence_and_write_nothing(client):
    game = crafted_game(client)
    before = state(client, game)
    answer = refused(client.post(game_url(game, "/hands"), json={"points": COSTLY},
                                 headers=auth(game)), 422, "points")
    assert answer["code"] == "points_too_costly"
    assert answer["error"] == ("These points can be shared out among the cards in too many ways "
                               "to check in time: enter who took which cards instead.")
    assert state(client, game)["version"] == before["version"]


def points_hand(client, game, points, number):
    answer = client.post(game_url(game, "/hands"), headers=auth(game),
                         json={"points": points, "expected_number": number})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def keep_no_folds(app):
    """The app's memo made again with no room: every read folds the game from its hands."""
    app.config["FOLD_MEMO_MB"] = 0
    games.init_app(app)


def hearts_game(client):
    return create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"],
                  options={"end_rule": "open", "moon": "old"})


def test_a_hand_keeps_its_answers_and_a_fold_reads_them(app, client, searches):
    keep_no_folds(app)  # every read folds every hand again
    game = hearts_game(client)
    for number, points in enumerate([[13, 5, 4, 4], [0, 26, 0, 0], [10, 3, 13, 0]], start=1):
        written = points_hand(client, game, points, number)
    assert written["totals"] == [13 + 26 + 10, 5 + 0 + 3, 4 + 26 + 13, 4 + 26 + 0]
    assert searches  # writing them searched
    with app.app_context(), db.session() as s:
        rows = s.exec(select(Hand).order_by(Hand.number)).all()
    assert all(row.checked and all(isinstance(v, bool) for v in row.checked.values())
               for row in rows)
    searches.clear()
    assert state(client, game)["totals"] == written["totals"]
    assert searches == []  # a read never searches


def test_a_correction_searches_only_for_the_hand_it_changes(app, client, searches):
    keep_no_folds(app)
    game = hearts_game(client)
    for number in range(1, 6):
        points_hand(client, game, [13, 5, 4, 4], number)
    searches.clear()
    fixed = client.put(game_url(game, "/hands/1"), json={"points": [4, 13, 5, 4]},
                       headers=auth(game))
    assert fixed.status_code == 200
    corrected = list(searches)
    searches.clear()
    points_hand(client, hearts_game(client), [4, 13, 5, 4], 1)
    assert corrected == searches  # what one new hand costs: none for the four after it
    searches.clear()
    assert state(client, game)["totals"] == [4 * 13 + 4, 4 * 5 + 13, 4 * 4 + 5, 5 * 4]
    assert searches == []


def test_the_points_check_runs_before_the_game_is_locked(app, client, searches, monkeypatch):
    """The search happens on a copy before the write takes the lock; under the lock the
    write reads the answer it found."""
    game = hearts_game(client)
    locked = []
    real_writing = service.writing

    def watching(*args):
        locked.append(len(searches))
        return real_writing(*args)

    monkeypatch.setattr(service, "writing", watching)
    points_hand(client, game, [13, 5, 4, 4], 1)
    assert locked and locked[0] == len(searches) > 0


def test_a_game_holds_a_bounded_number_of_hands(client, monkeypatch):
    monkeypatch.setattr(service, "MOST_HANDS", 2)
    game = hearts_game(client)
    points_hand(client, game, [13, 5, 4, 4], 1)
    points_hand(client, game, [13, 5, 4, 4], 2)
    answer = refused(client.post(game_url(game, "/hands"), json={"points": [13, 5, 4, 4]},
                                 headers=auth(game)), 422, "number")
    assert "at most 2 hands" in answer["error"]
