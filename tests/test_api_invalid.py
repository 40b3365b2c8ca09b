"""Bad input of every kind: a 4xx JSON answer with a sentence, never a 500, nothing written."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import (HEARTS, assert_unchanged, auth, cards, create, game_url, play, post_hand,
                           refused, share_out, state)

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
HUGE = "9" * 4300  # the longest whole number Python reads from text; too long to print


def new_game(**fields):
    return {"ruleset": "rickety-kate", "players": PLAYERS, "first_dealer": 0, **fields}


# (body, field named in the 422 answer)
BAD_GAMES = [
    (new_game(ruleset="poker"), "ruleset"),
    (new_game(ruleset=None), "ruleset"),
    (new_game(ruleset=["hearts"]), "ruleset"),
    (new_game(ruleset={"key": "hearts"}), "ruleset"),
    (new_game(ruleset=7), "ruleset"),
    (new_game(ruleset="x" * 50_000), "ruleset"),
    ({"players": PLAYERS}, "ruleset"),
    ({"ruleset": "hearts"}, "players"),
    (new_game(players="Ann, Bob, Cat"), "players"),
    (new_game(players=None), "players"),
    (new_game(players=["Ann", "Bob"]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", 4]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", None]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", ["Dan"]]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", "   "]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", ""]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", "D" * 41]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", "D" * 50_000]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", "ann"]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", " ANN "]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", "Dan\x00"]), "players"),
    (new_game(players=["Ann", "Bob", "Cat", "Dan\x07"]), "players"),
    (new_game(first_dealer=4), "first_dealer"),
    (new_game(first_dealer=-1), "first_dealer"),
    (new_game(first_dealer=1.0), "first_dealer"),
    (new_game(first_dealer=True), "first_dealer"),
    (new_game(first_dealer="1"), "first_dealer"),
    (new_game(first_dealer=10**40), "first_dealer"),
    (new_game(options=[]), "options"),
    (new_game(options="fast"), "options"),
    (new_game(options={"end_score": 0}), "end_score"),
    (new_game(options={"end_score": 10001}), "end_score"),
    (new_game(options={"end_score": -50}), "end_score"),
    (new_game(options={"end_score": 50.0}), "end_score"),
    (new_game(options={"end_score": 50.5}), "end_score"),
    (new_game(options={"end_score": "50"}), "end_score"),
    (new_game(options={"end_score": True}), "end_score"),
    (new_game(options={"end_score": None}), "end_score"),
    (new_game(options={"end_rule": "never"}), "end_rule"),
    (new_game(options={"moon": "sun"}), "moon"),
    (new_game(options={"moon": ["new"]}), "moon"),
    (new_game(options={"pass": "across"}), "pass"),
    (new_game(options={"jack_of_diamonds": "yes"}), "jack_of_diamonds"),
    (new_game(options={"jack_of_diamonds": 1}), "jack_of_diamonds"),
    (new_game(options={"ten_of_diamonds": None}), "ten_of_diamonds"),
    (new_game(options={"rickety_craig": "true"}), "rickety_craig"),
    (new_game(options={"exact_score": "minus100"}), "exact_score"),
    (new_game(options={"tie": "coin"}), "tie"),
    (new_game(options={"decks": 3}), "decks"),
    (new_game(options={"decks": 0}), "decks"),
    (new_game(options={"renege_penalty": -1}), "renege_penalty"),
    (new_game(options={"renege_penalty": 13.5}), "renege_penalty"),
    (new_game(options={"end_hands": 0}), "end_hands"),
    (new_game(options={"time_limit_minutes": 0}), "time_limit_minutes"),
    (new_game(options={"time_limit_minutes": "60"}), "time_limit_minutes"),
    (new_game(options={"colour": "red"}), "colour"),
    (new_game(options={"card_values": {}}), "card_values"),
    (new_game(options={"card_values": {"2H": 0}}), "card_values"),
    (new_game(options={"card_values": {"ZZ": 1}}), "card_values"),
    (new_game(options={"card_values": {"QS": "13"}}), "card_values"),
    (new_game(options={"card_values": ["QS"]}), "card_values"),
    (new_game(extra=True), "extra"),
    (new_game(edit_token="mine"), "edit_token"),
]

NOT_OBJECTS = ["", "null", "[]", "[1, 2]", '"game"', "42", "true", "{", "{'a': 1}", "\xff\xfe",
               "[" * 40_000, '{"a": ' * 10_000, "NaN", '{"ruleset": NaN}', "1" * 5000]


def test_create_refuses_every_bad_body_with_422_naming_the_field(client):
    made = state_count(client)
    for body, field in BAD_GAMES:
        answer = refused(client.post("/api/v1/games", json=body), 422, field)
        assert len(answer["error"]) < 400, answer  # a sentence, not a dump of the input
    for text in NOT_OBJECTS:
        refused(client.post("/api/v1/games", data=text, content_type="application/json"), 422,
                "body")
    assert state_count(client) == made


def state_count(client):
    """How many games there are (read straight from the database)."""
    from sqlmodel import func, select

    from companion import db
    from companion.db.models import Game

    with client.application.app_context(), db.session() as s:
        return s.exec(select(func.count()).select_from(Game)).one()


def test_names_are_trimmed_and_unique_ignoring_case(client):
    game = create(client, players=("  Ann ", "Bob  Smith", "Cat", "Dan"))
    assert [p["name"] for p in game["game"]["players"]] == ["Ann", "Bob Smith", "Cat", "Dan"]
    forty = "N" * 40
    assert create(client, players=(forty, "Bob", "Cat"))["game"]["players"][0]["name"] == forty
    assert "Two players are called" in refused(client.post("/api/v1/games", json=new_game(
        players=["Ann", "Bob", "Cat", "aNN"])), 422, "players")["error"]


def test_every_option_extreme_is_accepted(client):
    for options in ({"end_score": 1}, {"end_score": 10000}, {"decks": 2}, {"renege_penalty": 0},
                    {"end_rule": "hands", "end_hands": 1}, {"card_values": {"QS": 13, "JD": -10}}):
        resolved = create(client, options=options)["game"]["options"]
        assert {key: resolved[key] for key in options} == options


# (body, field) for a hand of a 4-player Rickety Kate game
BAD_HANDS = [
    ({}, "captured"),
    ({"captured": None}, "captured"),
    ({"captured": []}, "captured"),
    ({"captured": "QS"}, "captured"),
    ({"captured": {"0": "QS"}}, "captured"),
    ({"captured": {"0": ["QS"]}}, "captured"),  # hearts not assigned
    ({"captured": {"0": ["QS", "QS"], "1": HEARTS}}, "captured"),
    ({"captured": {"0": ["QS", "ZZ"], "1": HEARTS}}, "captured"),
    ({"captured": {"0": ["QS", 12], "1": HEARTS}}, "captured"),
    ({"captured": {"0": ["QS", None], "1": HEARTS}}, "captured"),
    ({"captured": {"0": ["QS", "K" * 50_000], "1": HEARTS}}, "captured"),
    ({"captured": {"0": ["QS", "2C"], "1": HEARTS}}, "captured"),  # not a penalty card
    ({"captured": {"4": ["QS"], "1": HEARTS}}, "captured"),
    ({"captured": {"-1": ["QS"], "1": HEARTS}}, "captured"),
    ({"captured": {"1.0": ["QS"], "1": HEARTS}}, "captured"),
    ({"captured": {"²": ["QS"], "1": HEARTS}}, "captured"),
    ({"captured": {"9" * 5000: ["QS"], "1": HEARTS}}, "captured"),
    ({"captured": {"one": ["QS"], "1": HEARTS}}, "captured"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "points": [13, 13, 0, 0]}, "points"),
    ({"points": [13, 13, 0]}, "points"),
    ({"points": [13, 13, 0, 0, 0]}, "points"),
    ({"points": [13, 13, 0, 1]}, "points"),
    ({"points": [7, 7, 6, 6]}, "points"),  # nobody can have taken the Queen
    ({"points": [27, -1, 0, 0]}, "points"),
    ({"points": [13.0, 13, 0, 0]}, "points"),
    ({"points": [True, 25, 0, 0]}, "points"),
    ({"points": ["13", 13, 0, 0]}, "points"),
    ({"points": [10**30, 0, 0, 0]}, "points"),
    ({"points": {"0": 26}}, "points"),
    ({"points": None, "captured": None}, "captured"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "moon_choice": "sun"}, "moon_choice"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "moon_choice": 1}, "moon_choice"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "reneges": 1}, "reneges"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "reneges": [4]}, "reneges"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "reneges": [-1]}, "reneges"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "reneges": [1.0]}, "reneges"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "reneges": [True]}, "reneges"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "reneges": [None]}, "reneges"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "kind": "bonus"}, "kind"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "kind": False}, "kind"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "kind": 0}, "kind"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "kind": ["normal"]}, "kind"),
    ({"kind": "misdeal", "captured": {"0": ["QS"], "1": HEARTS}}, "kind"),
    ({"kind": "misdeal", "reneges": [1]}, "kind"),
    ({"kind": "replay"}, "reneges"),
    ({"kind": "replay", "reneges": [1], "points": [26, 0, 0, 0]}, "kind"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "expected_number": 1.0}, "expected_number"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "expected_number": "1"}, "expected_number"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "expected_number": True}, "expected_number"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "expected_number": 0}, "expected_number"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "expected_number": -3}, "expected_number"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "number": 1}, "number"),
    ({"captured": {"0": ["QS"], "1": HEARTS}, "scores": [1, 2, 3, 4]}, "scores"),
]


def test_hands_refuse_every_bad_entry_with_422_naming_the_field(client):
    game = create(client)
    play(client, game, give={0: ["QS"], 1: HEARTS})
    before = state(client, game)
    for body, field in BAD_HANDS:
        answer = refused(post_hand(client, game, body), 422, field)
        assert len(answer["error"]) < 400, answer
        refused(client.put(game_url(game, "/hands/1"), json=body, headers=auth(game)), 422, field)
    for text in NOT_OBJECTS:
        for method, url in (("post", "/hands"), ("put", "/hands/1")):
            answer = getattr(client, method)(game_url(game, url), data=text, headers=auth(game),
                                             content_type="application/json")
            refused(answer, 422, "body")
    assert_unchanged(client, game, before)


def test_a_card_written_10h_is_the_ten_of_hearts(client):
    game = create(client)
    hearts = [("10" + c[1:] if c.startswith("T") else c.lower()) for c in HEARTS]
    answer = post_hand(client, game, {"captured": {"0": ["qs"], "1": hearts}})
    assert answer.status_code == 201, answer.get_json()
    assert "TH" in answer.get_json()["hands"][0]["captured"]["1"]


def test_any_content_type_carrying_json_is_read(client):
    game = create(client)
    answer = client.post(game_url(game, "/hands"), headers=auth(game), content_type="text/plain",
                         data=json.dumps({"captured": cards({0: ["QS"], 1: HEARTS})}))
    assert answer.status_code == 201


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["QS", "TH", "10H", "2C", "0", "1", "3", "normal",
                                             "misdeal", "replay", "new", "others", "self"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.sampled_from(["captured", "points", "kind", "moon_choice", "reneges",
                         "expected_number", "0", "1", "2", "3", "x"]), inner, max_size=5),
    max_leaves=20)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(body=JSON_VALUES)
def test_no_hand_body_ever_gets_a_500(client, body):
    game = _fuzz_game(client)
    before = state(client, game)
    for method, tail in (("post", "/hands"), ("put", "/hands/1"), ("post", "/finish")):
        answer = getattr(client, method)(game_url(game, tail), json=body, headers=auth(game))
        assert answer.status_code < 500, answer.get_data(True)
        if answer.status_code >= 400:
            assert answer.get_json()["error"]
            assert_unchanged(client, game, before)
        else:  # it was a valid write: start again from a fresh game
            game = _fuzz_game(client, fresh=True)
            before = state(client, game)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(body=st.dictionaries(st.sampled_from(["ruleset", "players", "first_dealer", "options"]),
                            JSON_VALUES, max_size=4))
def test_no_new_game_body_ever_gets_a_500(client, body):
    answer = client.post("/api/v1/games", json=body)
    assert answer.status_code in (201, 422), answer.get_data(True)
    assert answer.get_json()


_games = {}


def _fuzz_game(client, fresh=False):
    """One game with a hand, kept across hypothesis examples of one test run."""
    key = client.application.config["DATABASE_URL"]  # one per test and engine
    if fresh or key not in _games:
        game = create(client)
        play(client, game, give={0: ["QS"], 1: HEARTS})
        _games[key] = game
    return _games[key]


def _option(good):
    return st.one_of(good, good, good, JSON_VALUES)  # mostly sensible, sometimes anything


OPTIONS = st.fixed_dictionaries({}, optional={
    "end_score": _option(st.integers(0, 10001)),
    "end_rule": _option(st.sampled_from(["reach", "over", "hands", "time", "open"])),
    "moon": _option(st.sampled_from(["none", "old", "new", "lot"])),
    "pass": _option(st.sampled_from(["rotate", "left", "right", "none"])),
    "pass_count": _option(st.integers(0, 6)),
    "decks": _option(st.integers(0, 3)),
    "deck_prep": _option(st.sampled_from(["rickety", "even", "kitty"])),
    "first_lead": _option(st.sampled_from(["2C", "2C-full", "eldest"])),
    "exact_score": _option(st.sampled_from(["none", "minus50", "reset0"])),
    "tie": _option(st.sampled_from(["tiebreak", "draw"])),
    "moon_value": _option(st.none() | st.integers(0, 100)),
    "trump": _option(st.sampled_from(["none", "rotate"])),
    "card_values": _option(st.dictionaries(st.sampled_from(["QS", "JD", "TD", "2H", "AS", "2C",
                                                            "JS"]),
                                           st.integers(-20, 60), max_size=4)),
    **{flag: _option(st.booleans()) for flag in (
        "jack_of_diamonds", "ten_of_diamonds", "black_jack", "ten_of_spades_15", "rickety_craig",
        "moon_needs_bonus", "cancellation", "queen_refusal", "first_trick", "hearts_broken")},
})


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(ruleset=st.sampled_from(["rickety-kate", "hearts", "rickety-kate-46", "black-widow",
                                "black-maria", "black-lady", "dirty-liz", "cancellation"]),
       seats=st.integers(2, 11), options=OPTIONS, moon=st.sampled_from([None, "others", "reset"]))
def test_no_table_setup_makes_a_hand_fail_with_a_500(client, ruleset, seats, options, moon):
    names = [f"P{seat}" for seat in range(seats)]
    made = client.post("/api/v1/games", json={"ruleset": ruleset, "players": names,
                                              "options": options})
    assert made.status_code in (201, 422), made.get_data(True)
    if made.status_code == 422:
        return
    game = made.get_json()
    due = game["game"]["next_hand"]
    body = {"captured": share_out(due), **({"moon_choice": moon} if moon else {})}
    hand = post_hand(client, game, body)
    assert hand.status_code in (201, 422), hand.get_data(True)
    if hand.status_code == 201:
        points = [hand.get_json()["hands"][0]["points"][s] for s in due["participants"]]
        again = client.put(game_url(game, "/hands/1"), headers=auth(game),
                           json={"points": points, **({"moon_choice": moon} if moon else {})})
        assert again.status_code == 200, again.get_data(True)
        assert again.get_json()["totals"] == hand.get_json()["totals"]


def test_a_table_whose_only_valued_card_is_out_of_the_deck_is_refused(client):
    # Three players take 2D out, so no card in play carries a value: nothing to play for.
    made = client.post("/api/v1/games", json={"ruleset": "rickety-kate", "first_dealer": 0,
                                              "players": ["Ann", "Bob", "Cat"],
                                              "options": {"card_values": {"2D": 5}}})
    assert made.status_code == 422 and made.get_json()["field"] == "card_values"


def test_points_too_long_to_print_are_refused_by_the_api(client):
    created = create(client)
    answer = client.post(f"/api/v1/games/{created['id']}/hands", headers=auth(created),
                         data='{"points": [%s, %s, 0, 0]}' % (HUGE, HUGE),
                         content_type="application/json")
    assert answer.status_code == 422
    assert answer.get_json() == {"error": "Points must be whole numbers from −10000 to 10000.",
                                 "code": "points_too_far", "field": "points"}
    assert state(client, created)["hands"] == []


OUT_OF_RANGE = [10**30, -10**30, 2**63, 2**31]  # past SQLite's integer, and PostgreSQL's


def _walk_numbers(client, group, game, n):
    """Every place a client names a whole number (a JSON body, a form, a query, a URL),
    with `n`: (what, answer)."""
    from tests.groups_support import group_auth

    G, P, key = group["id"], game["id"], group_auth(group)
    client.get("/" + game["links"]["scorer"].split("/", 3)[3])  # the scorer's cookie
    client.get(f"/groups/{G}/edit/{group['edit_token']}")  # the group editor's
    hands = f"/api/v1/games/{P}/hands"
    lone = {"ruleset": "hearts", "players": PLAYERS}
    yield "merge_into", client.patch(f"/api/v1/groups/{G}/players/1", json={"merge_into": n},
                                     headers=key)
    yield "player in URL", client.patch(f"/api/v1/groups/{G}/players/{abs(n)}",
                                        json={"name": "Zed"}, headers=key)
    yield "story player", client.get(f"/api/v1/groups/{G}/players/{abs(n)}")
    yield "head-to-head", client.get(f"/api/v1/groups/{G}/head-to-head?a={n}&b=1")
    yield "hand in URL", client.put(f"{hands}/{abs(n)}", json={"points": [0] * 4},
                                    headers=auth(game))
    yield "undo in URL", client.delete(f"{hands}/{abs(n)}", headers=auth(game))
    yield "expected_number", client.post(hands, json={"expected_number": n}, headers=auth(game))
    yield "first_dealer", client.post("/api/v1/games", json={**lone, "first_dealer": n})
    yield "option", client.post("/api/v1/games", json={**lone, "options": {"end_score": n}})
    yield "card value", client.post("/api/v1/games", json={
        **lone, "options": {"card_values": {"QS": n}}})
    yield "series length", client.post("/api/v1/games", headers=key, json={
        **lone, "group": G, "series": {"name": "Cup", "length": n}})
    yield "seat", client.post(hands, json={"captured": {str(n): ["QS"]}}, headers=auth(game))
    yield "points", client.post(hands, json={"points": [n, 0, 0, 0]}, headers=auth(game))
    yield "page: hand in URL", client.get(f"/g/{P}/hand/{abs(n)}")
    yield "page: expected_number", client.post(f"/g/{P}/hand", data={"expected_number": n})
    yield "page: player in URL", client.get(f"/groups/{G}/players/{abs(n)}")
    yield "page: merge", client.post(f"/groups/{G}/players/1", data={
        "action": "merge", "merge_into": n})
    yield "page: merge confirmed", client.post(f"/groups/{G}/players/1", data={
        "action": "merge", "merge_into": n, "confirm": "1"})
    yield "page: head-to-head", client.get(f"/groups/{G}/head-to-head?a={n}&b=1")
    yield "page: new game", client.post("/new", data={
        "ruleset": "hearts", "player": PLAYERS, "first_dealer": n, "end_score": n})
    yield from _row_buttons(client, G, n)


def _row_buttons(client, G, n):
    """The new-game forms' row buttons (no script needed): a row that is none is no
    change, the form shown again (200)."""
    for action in (f"remove:{n}", f"up:{n}", f"keep:{n}", f"use:{n}:1"):
        for form in ("/new", f"/groups/{G}/new"):
            yield f"row button {action} on {form}", client.post(form, data={
                "ruleset": "hearts", "player": PLAYERS, "first_dealer": n, "action": action})


def test_no_whole_number_out_of_range_gets_a_500_or_writes(client):
    from tests.groups_support import group_game, new_group, read_group

    group = new_group(client)
    game = group_game(client, group, options={})
    before = read_group(client, group), state(client, game)
    for n in OUT_OF_RANGE:
        answers = {what: response.status_code
                   for what, response in _walk_numbers(client, group, game, n)}
        assert [what for what, status in answers.items() if status >= 500] == [], (n, answers)
        assert all(status in (404, 409, 422) or what.startswith("row button") and status == 200
                   for what, status in answers.items()), (n, answers)
    for text in ("²", "9" * 5000):  # a digit to str.isdigit(), too long for int()
        answers = {what: response.status_code
                   for what, response in _row_buttons(client, group["id"], text)}
        assert set(answers.values()) == {200}, answers
    assert (read_group(client, group), state(client, game)) == before
