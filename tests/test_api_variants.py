"""Omnibus Hearts, Spot Hearts, the sun, the safety moon and the pass cycles played through
the API (and so the service) from their worked examples (docs/RULES.md 2.9, 2.10, 3.1, 4)."""
from tests.helpers import HEARTS, create, play, post_hand, refused, state

H = dict(zip("23456789TJQKA", HEARTS))
FIVE = ("Ann", "Bob", "Cat", "Dan", "Eve")


def hearts(ranks: str) -> list[str]:
    return [H[r] for r in ranks]


def test_omnibus_to_50_with_the_jack_of_diamonds(client):
    game = create(client, "omnibus", options={"end_score": 50})
    due = game["game"]["next_hand"]
    assert (due["penalty_total"], "JD" in due["penalty_cards"]) == (16, True)
    assert "Bonus: J♦ counts −10 for whoever takes it." in due["reminders"]
    normal = play(client, game, give={0: ["QS"] + hearts("259"), 1: hearts("34678T") + ["JD"],
                                      2: hearts("JQKA"), 3: []})
    assert normal["hands"][0]["scores"] == [16, -4, 4, 0]
    moon = play(client, game, give={0: ["QS"] + HEARTS, 3: ["JD"], 1: [], 2: []})
    assert moon["hands"][1]["moon"] == {"seat": 0, "choice": "others"}
    assert (moon["hands"][1]["scores"], moon["totals"]) == ([0, 26, 26, 16], [16, 22, 30, 16])
    third = play(client, game, give={0: ["JD"], 1: ["QS"] + HEARTS[1:], 2: ["2H"], 3: []})
    assert third["totals"] == [6, 47, 31, 16] and third["status"] == "playing"
    last = play(client, game, points=[-10, 13, 13, 0])
    assert last["hands"][3]["moon"] is None
    assert (last["totals"], last["status"], last["winners"]) == ([-4, 60, 44, 16], "finished",
                                                                 [0])


def test_omnibus_scores_the_jack_of_diamonds_at_the_value_the_table_gave_it(client):
    """{"card_values": {…, "JD": -5}} was reported as −5 and scored −10 (the preset's
    jack_of_diamonds overwrote it): a game says what it scores."""
    values = {"QS": 13, **{card: 1 for card in HEARTS}, "JD": -5}
    game = create(client, "omnibus", options={"card_values": values})
    options = game["game"]["options"]
    assert options["card_values"]["JD"] == -5 and options["jack_of_diamonds"] is False
    hand = play(client, game, give={0: ["QS"] + hearts("259"), 1: hearts("34678T") + ["JD"],
                                    2: hearts("JQKA"), 3: []})
    assert hand["hands"][0]["scores"] == [16, 1, 4, 0]  # Bob: 6 hearts, the J♦ −5
    clash = client.post("/api/v1/games", json={
        "ruleset": "omnibus", "players": ["Ann", "Bob", "Cat", "Dan"],
        "options": {"card_values": values, "jack_of_diamonds": True}})
    assert refused(clash, 422, "card_values")["code"] == "card_value_twice"


def test_the_floor_at_zero_raises_a_total_below_0_to_0(client):
    """{"floor": "total"} was refused as not an option (RULES-variants 1.8): with it no
    running total goes below 0 after a hand; the hand's score says what it added."""
    game = create(client, "omnibus", options={"floor": "total"})
    assert game["game"]["options"]["floor"] == "total"
    first = play(client, game, give={0: ["JD"], 1: ["QS"] + HEARTS[1:], 2: HEARTS[:1], 3: []})
    assert first["totals"] == [0, 25, 1, 0] and first["hands"][0]["scores"] == [0, 25, 1, 0]
    second = play(client, game, give={0: ["QS"] + HEARTS[:3], 1: ["JD"] + HEARTS[3:], 2: [],
                                      3: []})
    assert second["totals"] == [16, 25, 1, 0]  # Bob: 10 hearts and the J♦
    third = play(client, game, give={0: ["JD"], 1: ["QS"], 2: HEARTS, 3: []})
    assert third["totals"] == [6, 38, 14, 0] and third["hands"][2]["scores"] == [-10, 13, 13, 0]
    fourth = play(client, game, give={0: ["JD"], 1: ["QS"], 2: HEARTS, 3: []})
    assert fourth["totals"][0] == 0 and fourth["hands"][3]["scores"][0] == -6
    # without it, the same hands go below 0
    plain = create(client, "omnibus")
    low = play(client, plain, give={0: ["JD"], 1: ["QS"] + HEARTS[1:], 2: HEARTS[:1], 3: []})
    assert low["totals"][0] == -10
    assert refused(client.post("/api/v1/games", json={
        "ruleset": "omnibus", "players": ["A", "B", "C", "D"], "options": {"floor": "hand"}}),
        422, "floor")["code"] == "option_not_a_choice"


def test_omnibus_book_slam_and_no_slam(client):
    game = create(client, "omnibus-book")
    assert game["game"]["options"]["ten_of_diamonds"] is True
    assert game["game"]["options"]["jack_of_diamonds"] is False
    slam = play(client, game, give={0: ["QS", "TD"] + HEARTS, 1: [], 2: [], 3: []})
    assert slam["hands"][0]["moon"] == {"seat": 0, "choice": "self"}
    assert slam["totals"] == [-26, 0, 0, 0]
    no_slam = play(client, game, give={0: ["QS"] + HEARTS, 3: ["TD"], 1: [], 2: []})
    assert (no_slam["hands"][1]["moon"], no_slam["totals"]) == (None, [0, 0, 0, -10])


def test_spot_hearts_to_500_with_a_sun(client):
    game = create(client, "spot-hearts", options={"sun": "on"})
    assert game["game"]["next_hand"]["penalty_total"] == 129
    spots = {0: ["QS"] + hearts("A2"), 1: hearts("KQJ"), 2: hearts("T987"), 3: hearts("6543")}
    assert play(client, game, give=spots)["totals"] == [41, 36, 34, 18]
    everything = {3: ["QS"] + HEARTS, 0: [], 1: [], 2: []}
    sun = play(client, game, give=everything, sun=True)
    assert sun["hands"][1]["moon"] == {"seat": 3, "choice": "others", "sun": True}
    assert sun["totals"] == [299, 294, 292, 18]
    moon = play(client, game, give={0: ["QS"] + HEARTS, 1: [], 2: [], 3: []})
    assert moon["hands"][2]["moon"] == {"seat": 0, "choice": "others"}
    assert moon["totals"] == [299, 423, 421, 147]
    play(client, game, give=spots)
    done = play(client, game, give={1: ["QS", "AH", "2H"], 0: hearts("KQJ"), 2: hearts("T987"),
                                    3: hearts("6543")})
    assert done["totals"] == [376, 500, 489, 183]
    assert (done["status"], done["winners"]) == ("finished", [3])


def test_a_sun_that_cannot_be_is_refused_and_nothing_is_written(client):
    game = create(client, "spot-hearts", options={"sun": "on"})
    before = state(client, game)
    split = {"captured": {"0": ["QS"] + HEARTS[1:], "1": ["2H"], "2": [], "3": []}, "sun": True}
    answer = refused(post_hand(client, game, split), 422, "sun")
    assert "every card of value" in answer["error"]
    refused(post_hand(client, game, {**split, "sun": "yes"}), 422, "sun")
    assert state(client, game) == before
    plain = create(client, "hearts")
    whole = {"captured": {"0": ["QS"] + HEARTS, "1": [], "2": [], "3": []}, "sun": True}
    assert "no sun" in refused(post_hand(client, plain, whole), 422, "sun")["error"]
    bad = client.post("/api/v1/games", json={"ruleset": "black-maria", "players": list(FIVE[:4]),
                                             "options": {"sun": "on"}})
    assert refused(bad, 422, "sun")


def test_the_safety_moon_keeps_the_shooter_in_the_game(client):
    game = create(client, "hearts", options={"end_score": 60, "moon_safety": "safety"})
    for taker, other in ((0, 1), (1, 0), (0, 1), (1, 0)):  # 25 and 1 in turn
        after = play(client, game, give={taker: ["QS"] + HEARTS[1:], other: ["2H"]})
    assert after["totals"] == [52, 52, 0, 0]
    # The old moon would give Bob 78 (over 60) with Cat and Dan lowest: Ann takes −26.
    safe = play(client, game, give={0: ["QS"] + HEARTS, 1: [], 2: [], 3: []})
    assert safe["hands"][4]["moon"] == {"seat": 0, "choice": "self", "safety": True}
    assert (safe["totals"], safe["status"]) == ([26, 52, 0, 0], "playing")


def test_five_players_pass_one_seat_further_left_each_hand(client):
    game = create(client, "hearts", players=FIVE, options={"pass": "rotate-left"})
    seen = []
    for _ in range(5):
        due = state(client, game)["next_hand"]
        seen.append((due["pass"]["direction"], due["pass"]["count"]))
        if due["pass"]["direction"] == "left2":
            assert due["pass"]["to"]["3"] == 0  # 6.e: seat 4 passes to seat 1
        if due["pass"]["direction"] == "right2":
            assert due["pass"]["to"]["1"] == 4  # seat 2 passes to seat 5
        play(client, game, points=[13, 13, 0, 0, 0])
    assert seen == [("left", 3), ("left2", 3), ("right2", 3), ("right", 3), ("hold", 0)]


def test_a_scatter_pass_in_place_of_the_hold(client):
    game = create(client, "hearts", options={"pass": "scatter", "end_rule": "open"})
    for _ in range(3):
        play(client, game, points=[13, 13, 0, 0])
    due = state(client, game)["next_hand"]
    assert due["pass"] == {"direction": "scatter", "count": 3, "to": {}}


def test_partnership_hearts_team_totals_team_moon_and_the_end(client):
    game = create(client, "partnership")
    assert (game["game"]["teams"], game["game"]["team_totals"]) == ([[0, 2], [1, 3]], [0, 0])
    assert game["game"]["next_hand"]["pass"]["to"]["0"] == 1
    first = play(client, game, give={0: ["QS", "2H", "3H"], 1: HEARTS[2:7], 2: [],
                                     3: HEARTS[7:]})  # 4.a
    assert (first["hands"][0]["points"], first["hands"][0]["scores"]) == ([15, 5, 0, 6],
                                                                          [15, 11, 15, 11])
    assert first["team_totals"] == [15, 11] and first["totals"] == [15, 11, 15, 11]
    team_moon = play(client, game, give={0: HEARTS[:12], 2: ["QS", "AH"], 1: [], 3: []})  # 4.b
    assert team_moon["hands"][1]["moon"] == {"seat": 0, "choice": "others", "team": True}
    assert team_moon["team_totals"] == [15, 37]
    alone = play(client, game, give={0: ["QS"] + HEARTS, 1: [], 2: [], 3: []})  # 4.c
    assert alone["team_totals"] == [15, 63]
    by_points = play(client, game, points=[0, 13, 0, 13])  # Bob and Dan's team moon
    assert by_points["hands"][3]["moon"] == {"seat": 1, "choice": "others", "team": True}
    assert by_points["team_totals"] == [41, 63]
    give = {1: ["QS"], 3: HEARTS[1:], 0: ["2H"], 2: []}  # NS 1, EW 25
    assert play(client, game, give=give)["status"] == "playing"
    done = play(client, game, give=give)
    assert (done["team_totals"], done["status"]) == ([43, 113], "finished")
    assert (done["winners"], done["draw"]) == ([0, 2], False)
    assert "teams" not in state(client, create(client, "hearts"))
    five = client.post("/api/v1/games", json={"ruleset": "partnership", "players": list(FIVE)})
    assert refused(five, 422, "players")["error"] == (
        "Partnership Hearts is for 4 players; you entered 5.")
