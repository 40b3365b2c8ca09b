"""The state JSON: every field docs/API.md names, with the right types and meanings."""
from companion.rules.registry import DEFAULTS as BASE
from tests.helpers import HEARTS, auth, create, game_url, play, state

API_OPTIONS = {  # docs/API.md's option names and the types they carry
    "end_score": int, "end_rule": str, "moon": str, "pass": str, "jack_of_diamonds": bool,
    "ten_of_diamonds": bool, "rickety_craig": bool, "exact_score": str, "tie": str,
    "decks": int, "renege_penalty": int, "end_hands": int, "time_limit_minutes": int,
}
CHOICES = {"end_rule": {"reach", "over", "hands", "time", "open"},
           "moon": {"none", "old", "new", "lot"}, "pass": {"rotate", "left", "right", "none"},
           "exact_score": {"none", "minus50", "reset0"}, "tie": {"tiebreak", "draw"}}


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def check_next_hand(due, seats):
    assert set(due) >= {"number", "kind", "participants", "dealer", "eldest", "cutter", "pass",
                        "first_lead", "removed", "cards_each", "kitty", "trump",
                        "penalty_cards", "penalty_total"}
    assert is_int(due["number"]) and due["number"] >= 1
    assert due["kind"] in ("normal", "tiebreak")
    assert all(is_int(s) and 0 <= s < seats for s in due["participants"])
    for role in ("dealer", "eldest", "cutter"):
        assert due[role] in due["participants"]
    assert due["pass"]["direction"] in ("left", "right", "across", "hold", "none")
    assert is_int(due["pass"]["count"])
    assert all(isinstance(k, str) and is_int(v) for k, v in due["pass"]["to"].items())
    assert due["first_lead"]["rule"] in ("2C", "eldest")
    if due["first_lead"]["rule"] == "2C":
        assert due["first_lead"]["seat"] is None
    else:
        assert due["first_lead"]["seat"] == due["eldest"]
    assert all(isinstance(c, str) and len(c) == 2 for c in due["removed"] + due["penalty_cards"])
    assert is_int(due["cards_each"]) and is_int(due["kitty"]) and is_int(due["penalty_total"])
    assert due["trump"] in (None, "C", "D", "H", "S")


def check_state(body):
    assert set(body) >= {"id", "ruleset", "options", "players", "status", "totals", "next_hand",
                         "hands", "winners", "draw", "version"}
    seats = len(body["players"])
    assert [p["seat"] for p in body["players"]] == list(range(seats))
    assert all(isinstance(p["name"], str) and p["name"] for p in body["players"])
    assert set(body["options"]) >= set(BASE)  # every option, resolved
    for key, kind in API_OPTIONS.items():
        assert isinstance(body["options"][key], kind), key
    for key, allowed in CHOICES.items():
        assert body["options"][key] in allowed
    assert body["status"] in ("playing", "tiebreak", "finished")
    assert len(body["totals"]) == seats and all(is_int(t) for t in body["totals"])
    if body["status"] == "finished":
        assert body["next_hand"] is None and body["winners"]
    else:
        check_next_hand(body["next_hand"], seats)
        assert body["winners"] == [] and body["draw"] is False
    assert isinstance(body["draw"], bool) and is_int(body["version"])
    for number, hand in enumerate(body["hands"], start=1):
        assert hand["number"] == number
        assert hand["kind"] in ("normal", "tiebreak", "misdeal", "replay")
        assert hand["dealer"] in hand["participants"] and isinstance(hand["pass"], str)
        for key in ("points", "scores", "totals"):
            assert len(hand[key]) == seats and all(is_int(v) for v in hand[key])
        assert hand["captured"] is None or set(hand["captured"]) == {
            str(s) for s in hand["participants"]}
        assert hand["moon"] is None or set(hand["moon"]) == {"seat", "choice"}
        assert all(is_int(s) for s in hand["reneges"])
        if hand["kind"] == "tiebreak":
            assert hand["scores"] == [0] * seats
    if body["hands"]:
        assert body["hands"][-1]["totals"] == body["totals"]


def test_a_new_game_state_has_every_field(client):
    game = create(client, options={"jack_of_diamonds": True})
    body = game["game"]
    check_state(body)
    assert body["ruleset"] == "rickety-kate" and body["id"] == game["id"]
    assert body["totals"] == [0, 0, 0, 0] and body["hands"] == [] and body["version"] == 1
    assert body["status"] == "playing" and body["winners"] == [] and body["draw"] is False
    # every option resolved, the preset's and the table's
    assert body["options"]["end_score"] == 100 and body["options"]["jack_of_diamonds"] is True
    assert body["options"]["card_values"]["QS"] == 13
    due = body["next_hand"]
    assert due == {**due, "number": 1, "kind": "normal", "participants": [0, 1, 2, 3],
                   "dealer": 0, "eldest": 1, "cutter": 3, "removed": [], "cards_each": 13,
                   "kitty": 0, "trump": None, "penalty_total": 16,
                   "pass": {"direction": "left", "count": 3,
                            "to": {"0": 1, "1": 2, "2": 3, "3": 0}},
                   "first_lead": {"rule": "2C", "seat": None}}
    assert sorted(due["penalty_cards"]) == sorted(HEARTS + ["QS", "JD"])


def test_state_through_a_whole_game_keeps_its_shape(client):
    game = create(client, "rickety-kate", players=("Ann", "Bob", "Cat"),
                  options={"end_score": 30})
    check_state(state(client, game))
    due = state(client, game)["next_hand"]
    # Three players: 2D out, the eldest leads any card (Rickety Kate's reduced deck, docs/RULES.md 2.1).
    assert due["removed"] == ["2D"] and due["first_lead"] == {"rule": "eldest", "seat": 1}
    versions = [1]
    for body in ({"give": {0: ["QS"], 1: HEARTS}}, {"kind": "misdeal"},
                 {"kind": "replay", "reneges": [0]}, {"give": {2: ["QS"]}, "rest": 1},
                 {"give": {0: ["QS"], 2: HEARTS}}):
        after = play(client, game, **body)
        check_state(after)
        versions.append(after["version"])
    assert versions == [1, 2, 3, 4, 5, 6]
    assert after["totals"] == [39, 26, 26] and after["status"] == "tiebreak"
    again = play(client, game, give={1: ["QS"]}, rest=2)
    check_state(again)
    assert again["status"] == "tiebreak" and again["hands"][-1]["points"] == [0, 13, 13]
    done = play(client, game, give={1: HEARTS[:3]}, rest=2)
    check_state(done)
    assert done["status"] == "finished" and done["winners"] == [1]
    assert [h["kind"] for h in done["hands"]] == ["normal", "misdeal", "replay", "normal",
                                                  "normal", "tiebreak", "tiebreak"]


def test_pass_to_is_empty_when_nobody_passes(client):
    game = create(client, options={"pass": "none"})
    assert game["game"]["next_hand"]["pass"] == {"direction": "none", "count": 0, "to": {}}
    game = create(client)
    for _ in range(3):
        after = play(client, game, give={1: ["QS"]})
    assert after["next_hand"]["pass"] == {"direction": "hold", "count": 0, "to": {}}
    assert [h["pass"] for h in after["hands"]] == ["left", "right", "across"]


def test_winners_stay_empty_until_the_game_is_finished(client):
    game = create(client, options={"end_score": 13})
    tied = play(client, game, give={0: ["QS"], 1: HEARTS})
    assert tied["status"] == "tiebreak" and tied["winners"] == []
    done = play(client, game, give={2: ["QS", "2H"]}, rest=3)
    assert done["status"] == "finished" and done["winners"] == [3]


def test_the_state_is_the_same_from_every_answer(client):
    game = create(client)
    written = play(client, game, give={0: ["QS"]})
    assert state(client, game) == written
    read = client.get(game_url(game))
    assert read.headers["ETag"].strip('"') == str(written["version"])
    finished = client.post(game_url(game, "/finish"), headers=auth(game)).get_json()
    assert state(client, game) == finished


def test_next_hand_reminders_are_sentences_in_the_tables_words(client):
    """The engine gives reminders as codes; the API says them (words.py), as the pages do."""
    game = create(client, "black-lady", ["Ann", "Bob", "Cat", "Dan"],
                  options={"jack_of_diamonds": True})
    reminders = state(client, game)["next_hand"]["reminders"]
    assert reminders and all(isinstance(r, str) and r.endswith(".") for r in reminders)
    assert any(r.startswith("Bonus: J♦ counts −10") for r in reminders), reminders
