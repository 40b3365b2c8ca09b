"""Writes answer in the size of what they changed when the client asks
(`Prefer: return=minimal`); without it they answer the whole state, as the contract says."""
from tests.helpers import auth, create, game_url, state

MINIMAL = {"Prefer": "return=minimal"}


def write(client, game, method, tail, body=None, prefer=True):
    headers = {**auth(game), **(MINIMAL if prefer else {})}
    answer = getattr(client, method)(game_url(game, tail), json=body, headers=headers)
    assert answer.status_code in (200, 201), answer.get_json()
    return answer


def misdeal(number):
    return {"kind": "misdeal", "expected_number": number}


def test_each_write_answers_from_the_first_hand_it_changed(client):
    game = create(client, "hearts", options={"end_rule": "open"})
    for number in range(1, 5):
        write(client, game, "post", "/hands", misdeal(number), prefer=False)
    saved = write(client, game, "post", "/hands", {"points": [26, 0, 0, 0]})
    body = saved.get_json()
    assert saved.headers["Preference-Applied"] == "return=minimal"
    assert [h["number"] for h in body["hands"]] == [5] and body["hands_left_out"] == 4
    full = state(client, game)
    assert {k: v for k, v in body.items() if k not in ("hands", "hands_left_out")} == {
        k: v for k, v in full.items() if k != "hands"}
    assert body["hands"] == full["hands"][4:]
    fixed = write(client, game, "put", "/hands/3", {"points": [0, 26, 0, 0]}).get_json()
    # a misdeal made a counted hand: the deal moved on, so every later hand is played again
    assert [h["number"] for h in fixed["hands"]] == [3, 4, 5] and fixed["hands_left_out"] == 2
    assert fixed["hands"] == state(client, game)["hands"][2:]
    undone = write(client, game, "delete", "/hands/5").get_json()
    assert undone["hands"] == [] and undone["hands_left_out"] == 4
    finished = write(client, game, "post", "/finish").get_json()
    assert finished["hands"] == [] and finished["status"] == "finished"


def test_a_correction_answers_the_hands_it_played_again(client):
    """Later hands that keep their scores are left out (a client adds the scores up for
    their totals, as every hand's are); those whose scoring reads the totals are in."""
    game = create(client, "black-widow", options={"end_rule": "open", "exact_score": "reset0"})
    for number in range(1, 5):
        write(client, game, "post", "/hands", {"points": [20, 6, 0, 0],
                                               "expected_number": number}, prefer=False)
    fixed = write(client, game, "put", "/hands/2", {"points": [6, 20, 0, 0]}).get_json()
    whole = state(client, game)
    assert [h["number"] for h in fixed["hands"]] == [2, 3, 4]  # exact score reads totals
    assert fixed["hands"] == whole["hands"][1:] and fixed["totals"] == whole["totals"]
    plain = create(client, "black-widow", options={"end_rule": "open"})
    for number in range(1, 5):
        write(client, plain, "post", "/hands", {"points": [20, 6, 0, 0],
                                                "expected_number": number}, prefer=False)
    fixed = write(client, plain, "put", "/hands/2", {"points": [6, 20, 0, 0]}).get_json()
    whole = state(client, plain)
    assert [h["number"] for h in fixed["hands"]] == [2]
    first = write(client, plain, "put", "/hands/1", {"points": [20, 6, 0, 0]})
    assert [h["number"] for h in first.get_json()["hands"]] == [1]
    assert "hands_left_out" not in first.get_json()  # none before it; the later ones kept
    assert first.headers["Preference-Applied"] == "return=minimal"
    assert fixed["totals"] == whole["totals"] == [66, 38, 0, 0]
    for hand in whole["hands"]:  # every hand's totals: the running sum of its scores
        assert hand["totals"] == [sum(h["scores"][seat] for h in whole["hands"][:hand["number"]])
                                  for seat in range(4)]


def test_without_the_preference_a_write_answers_every_hand(client):
    game = create(client, "hearts", options={"end_rule": "open"})
    write(client, game, "post", "/hands", misdeal(1), prefer=False)
    answer = write(client, game, "post", "/hands", misdeal(2), prefer=False)
    assert "Preference-Applied" not in answer.headers and "Prefer" in answer.headers["Vary"]
    assert [h["number"] for h in answer.get_json()["hands"]] == [1, 2]
    assert "hands_left_out" not in answer.get_json()


def test_a_replay_answers_from_the_hand_it_made(client):
    game = create(client, "hearts", options={"end_rule": "open"})
    write(client, game, "post", "/hands", misdeal(1), prefer=False)
    headers = {**auth(game), **MINIMAL, "Idempotency-Key": "k2"}
    client.post(game_url(game, "/hands"), json=misdeal(2), headers=headers)
    again = client.post(game_url(game, "/hands"), json=misdeal(2), headers=headers).get_json()
    assert again["replayed"] is True and [h["number"] for h in again["hands"]] == [2]
