"""Every game of docs/RULES.md section 2 played from the first deal to the winner through the API."""
from tests.helpers import HEARTS, auth, create, game_url, play, post_hand, refused, share_out, state

H = HEARTS  # 2H .. AH
FOUR = ("Ann", "Bob", "Cat", "Dan")


def finish(client, game, status=200):
    answer = client.post(game_url(game, "/finish"), headers=auth(game))
    assert answer.status_code == status, answer.get_json()
    return answer.get_json()


def test_rickety_kate_to_50_with_two_tiebreak_hands(client):
    game = create(client, options={"end_score": 50})  # the house rule: first to 50
    hands = [  # (dealer, pass, give, totals after)
        (0, "left", {0: ["QS"] + H[0:3], 1: H[3:8], 2: H[8:11], 3: H[11:13]}, [16, 5, 3, 2]),
        (1, "right", {1: ["QS"] + H[0:2], 0: H[2:9], 2: H[9:11], 3: H[11:13]}, [23, 20, 5, 4]),
        (2, "across", {2: ["QS"] + H[0:5], 0: H[5:10], 1: H[10:12], 3: H[12:]}, [28, 22, 23, 5]),
        (3, "hold", {3: ["QS"] + H[0:7], 0: H[7:13]}, [34, 22, 23, 25]),
        (0, "left", {0: ["QS"] + H[0:3], 1: H[3:6], 2: H[6:8], 3: H[8:13]}, [50, 25, 25, 30]),
    ]
    for dealer, direction, give, totals in hands:
        due = state(client, game)["next_hand"]
        assert (due["dealer"], due["pass"]["direction"]) == (dealer, direction)
        assert due["penalty_total"] == 26 and due["first_lead"] == {"rule": "2C", "seat": None}
        after = play(client, game, give=give)
        assert after["totals"] == totals
    # Ann reached 50; Bob and Cat tie for lowest on 25: a tie-break hand between them.
    assert after["status"] == "tiebreak" and after["winners"] == []
    tiebreak = after["next_hand"]
    assert tiebreak == {**tiebreak, "number": 6, "kind": "tiebreak", "participants": [1, 2],
                        "dealer": 1, "eldest": 2, "cutter": 2, "removed": [], "kitty": 0,
                        "cards_each": 26, "first_lead": {"rule": "eldest", "seat": 2},
                        "pass": {"direction": "none", "count": 0, "to": {}}}
    refused(post_hand(client, game, {"captured": share_out(tiebreak, {0: ["QS"]})}), 422,
            "captured")  # Ann sits out
    again = play(client, game, give={1: ["QS"], 2: H})  # 13 each: still tied
    assert again["status"] == "tiebreak" and again["next_hand"]["number"] == 7
    assert again["hands"][-1]["kind"] == "tiebreak" and again["hands"][-1]["scores"] == [0] * 4
    assert again["hands"][-1]["points"] == [0, 13, 13, 0]
    assert (again["next_hand"]["dealer"], again["next_hand"]["eldest"]) == (2, 1)
    done = play(client, game, give={1: H[0:5], 2: ["QS"] + H[5:]})
    assert done["status"] == "finished" and done["winners"] == [1] and done["draw"] is False
    assert done["totals"] == [50, 25, 25, 30] and done["next_hand"] is None
    refused(post_hand(client, game, {"points": [26, 0, 0, 0]}), 409)


def test_hearts_over_20_three_players_tiebreak(client):
    game = create(client, "hearts", players=FOUR[:3], options={"end_score": 20})
    due = game["game"]["next_hand"]
    assert due["removed"] == ["2D"] and due["cards_each"] == 17
    assert due["first_lead"] == {"rule": "2C", "seat": None}
    play(client, game, give={0: ["QS"], 1: H[0:7], 2: H[7:]})
    assert state(client, game)["next_hand"]["pass"]["direction"] == "right"
    after = play(client, game, give={2: ["QS"] + H[0:3], 0: H[3:5], 1: H[5:]})
    assert after["totals"] == [15, 15, 22] and after["status"] == "tiebreak"
    tiebreak = after["next_hand"]
    # Cat's deal would be next; she sits out, so the deal goes on to Ann.
    assert (tiebreak["participants"], tiebreak["dealer"], tiebreak["eldest"]) == ([0, 1], 0, 1)
    done = play(client, game, give={0: H[0:4], 1: ["QS"] + H[4:]})
    assert done["winners"] == [0] and done["totals"] == [15, 15, 22]


def test_hearts_old_moon_is_automatic(client):
    game = create(client, "hearts", options={"end_score": 60})
    moon = play(client, game, rest=2)
    assert moon["hands"][0]["moon"] == {"seat": 2, "choice": "others"}
    assert moon["totals"] == [26, 26, 0, 26]
    # Over (not reaching) the end score ends Hearts: 52 + 8 = 60 is not over 60.
    play(client, game, give={0: H[0:8], 1: ["QS"], 3: H[8:]})
    assert state(client, game)["totals"] == [34, 39, 0, 31]
    assert state(client, game)["status"] == "playing"
    done = play(client, game, give={0: ["QS"] + H, 1: [], 3: []}, moon_choice="others")
    assert done["hands"][-1]["moon"] == {"seat": 0, "choice": "others"}
    assert done["totals"] == [34, 65, 26, 57] and done["winners"] == [2]


def test_rickety_kate_46_open_with_trickety_kate_and_rickety_craig(client):
    game = create(client, "rickety-kate-46",
                  options={"jack_of_diamonds": True, "rickety_craig": True})
    due = game["game"]["next_hand"]
    assert (due["cards_each"], due["kitty"], due["penalty_total"]) == (12, 4, 36)
    assert due["pass"] == {"direction": "left", "count": 2, "to": {"0": 1, "1": 2, "2": 3, "3": 0}}
    assert due["first_lead"] == {"rule": "eldest", "seat": 1}
    first = play(client, game, give={0: ["QS", "AS"], 1: ["KS"] + H[0:5], 2: H[5:10] + ["JD"],
                                     3: H[10:]})
    assert first["hands"][0]["points"] == [23, 15, -5, 3]
    assert first["totals"] == [23, 15, 5, 3]  # fewest points (Cat, -5) get Rickety Craig's 10
    # Dan takes all 46: everyone else +46; the jack stays with Ann, who also had the fewest.
    moon = play(client, game, give={0: ["JD"]}, rest=3)
    assert moon["hands"][1]["moon"] == {"seat": 3, "choice": "others"}
    assert moon["hands"][1]["scores"] == [46, 46, 46, 0]
    by_points = play(client, game, points=[0, 10, 13, 13])
    assert by_points["hands"][2]["captured"] is None
    assert by_points["hands"][2]["entered_as"] == "points"
    assert by_points["totals"] == [79, 71, 64, 16] and by_points["status"] == "playing"
    done = finish(client, game)
    assert done["status"] == "finished" and done["winners"] == [3] and done["next_hand"] is None


def test_black_widow_over_100_ends_in_a_draw(client):
    game = create(client, "black-widow")
    pattern = {1: ["QS"] + H[0:3], 0: H[3:7], 2: H[7:10], 3: H[10:]}
    play(client, game, give={0: ["QS"] + H[0:3], 1: H[3:7], 2: H[7:10], 3: H[10:]})
    play(client, game, give={0: ["QS"] + H[0:3], 1: H[3:7], 2: H[7:10], 3: H[10:]})
    moon = play(client, game, rest=0)
    assert moon["totals"] == [32, 34, 32, 32]
    for _ in range(5):
        after = play(client, game, give=pattern)
    assert after["totals"] == [52, 114, 47, 47]
    assert after["status"] == "finished" and after["draw"] is True and after["winners"] == [2, 3]


def test_black_widow_exact_100_is_cut_by_50_or_reset(client):
    for rule, landed in (("minus50", 50), ("reset0", 0)):
        game = create(client, "black-widow", options={"exact_score": rule})
        for _ in range(4):
            after = play(client, game, points=[25, 1, 0, 0])
        assert after["totals"][0] == landed and after["hands"][3]["scores"][0] == landed - 75
        assert after["status"] == "playing"


def test_black_maria_three_players_no_moon_and_a_renege(client):
    game = create(client, "black-maria", players=FOUR[:3])
    due = game["game"]["next_hand"]
    assert (due["removed"], due["penalty_total"]) == (["2D"], 43)
    assert due["pass"] == {"direction": "right", "count": 3, "to": {"0": 2, "1": 0, "2": 1}}
    assert due["first_lead"] == {"rule": "eldest", "seat": 1}
    everything = play(client, game, rest=0)
    assert everything["totals"] == [43, 0, 0] and everything["hands"][0]["moon"] is None
    renege = play(client, game, give={1: ["QS"], 2: ["AS", "KS"], 0: H}, reneges=[2])
    assert renege["hands"][1]["reneges"] == [2] and renege["totals"] == [56, 13, 30]
    play(client, game, give={0: ["QS", "AS", "KS"], 1: H[0:6], 2: H[6:]})
    done = play(client, game, give={0: ["KS"] + H[0:5], 1: ["QS"], 2: ["AS"] + H[5:]})
    assert done["totals"] == [101, 32, 52] and done["winners"] == [1]


def test_black_lady_timed_game_with_going_for_the_lot(app, client):
    clock = [1_000_000.0]
    app.config["CLOCK"] = lambda: clock[0]
    game = create(client, "black-lady")
    assert game["game"]["time_up_at"] == 1_000_000.0 + 3600
    assert game["game"]["next_hand"]["penalty_total"] == 204
    clock[0] += 600
    play(client, game, give={0: ["QS"], 1: ["AS"], 2: ["TS"]}, rest=3)
    clock[0] += 900
    before = state(client, game)
    lot = refused(post_hand(client, game, {"captured": share_out(before["next_hand"], rest=2)}),
                  422, "moon_choice")
    assert "reset" in lot["error"] and "double" in lot["error"] and "Cat" in lot["error"]
    assert state(client, game) == before
    double = play(client, game, rest=2, moon_choice="double")
    assert double["hands"][1]["moon"] == {"seat": 2, "choice": "double"}
    assert double["totals"] == [100, 80, 20, 188]
    clock[0] += 900
    reset = play(client, game, rest=0, moon_choice="reset")
    assert reset["totals"] == [0, 80, 20, 188] and reset["hands"][2]["scores"][0] == -100
    clock[0] += 600  # 50 minutes in: time is not up yet
    nobody = play(client, game, give={0: ["TS"], 1: ["QS"], 2: ["AS"]}, rest=3,
                  moon_choice="reset")  # ignored: nobody went for the lot
    assert nobody["hands"][3]["moon"] is None and nobody["status"] == "playing"
    assert nobody["totals"] == [20, 130, 60, 282]
    clock[0] += 700  # 61 minutes: the hand being played is the last
    done = play(client, game, give={1: ["AS"], 2: ["QS"], 3: ["TS"]}, rest=0)
    assert done["totals"] == [114, 170, 110, 302]
    assert done["status"] == "finished" and done["winners"] == [2]
    assert [h["recorded_at"] - 1_000_000.0 for h in done["hands"]] == [600, 1500, 2400, 3000,
                                                                       3700]


def test_black_lady_table_stops_before_time_is_up(app, client):
    clock = [5_000.0]
    app.config["CLOCK"] = lambda: clock[0]
    game = create(client, "black-lady", players=FOUR[:3])
    due = game["game"]["next_hand"]
    assert (due["removed"], due["cards_each"]) == (["2C"], 17)
    clock[0] += 60
    play(client, game, give={0: ["QS"], 1: ["AS"]}, rest=2)
    clock[0] += 60
    play(client, game, give={0: ["QS"], 2: ["AS"]}, rest=1)
    assert state(client, game)["status"] == "playing"
    done = finish(client, game)
    assert done["status"] == "finished" and done["totals"] == [100, 154, 154]
    assert done["winners"] == [0]


def test_dirty_liz_eight_players_two_decks_trumps_rotate(client):
    names = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
    game = create(client, "dirty-liz", players=names)
    due = game["game"]["next_hand"]
    assert game["game"]["options"]["decks"] == 2
    assert (due["removed"], due["cards_each"], due["penalty_total"]) == ([], 13, 72)
    assert due["penalty_cards"].count("QS") == 2 and due["penalty_cards"].count("AH") == 2
    trumps = [due["trump"]]
    for hand in range(4):  # the cards go round the table, the two copies side by side
        after = play(client, game)
        trumps.append(after["next_hand"]["trump"])
    assert trumps == ["D", "C", "H", "S", "D"]
    assert after["totals"] == [32, 32, 76, 76, 20, 20, 16, 16]
    misdeal = play(client, game, kind="misdeal")
    assert misdeal["next_hand"]["trump"] == "D" and misdeal["next_hand"]["dealer"] == 4
    lot = play(client, game, rest=4, moon_choice="double")
    assert lot["hands"][-1]["moon"] == {"seat": 4, "choice": "double"}
    assert lot["totals"] == [64, 64, 152, 152, 20, 40, 32, 32]
    done = finish(client, game)
    assert done["status"] == "finished" and done["winners"] == [4]


def test_cancellation_six_players_two_moons_end_it(client):
    game = create(client, "cancellation", players=("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"))
    due = game["game"]["next_hand"]
    assert (due["removed"], due["cards_each"], due["penalty_total"]) == (["2C", "2D"], 17, 52)
    assert len(due["penalty_cards"]) == 28 and due["penalty_cards"].count("QS") == 2
    first = play(client, game)
    assert sum(first["totals"]) == 52
    moon = play(client, game, rest=5)
    assert moon["hands"][1]["moon"] == {"seat": 5, "choice": "others"}
    across = state(client, game)["next_hand"]["pass"]
    assert across["direction"] == "across" and across["to"]["0"] == 3 and across["to"]["4"] == 1
    play(client, game)
    done = play(client, game, rest=5)
    assert done["status"] == "finished" and done["winners"] == [5]
    assert min(t for s, t in enumerate(done["totals"]) if s != 5) >= 104
