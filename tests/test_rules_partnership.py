"""Partnership Hearts (docs/RULES.md section 2.11): seats N=0, E=1, S=2, W=3; N and S
against E and W. The worked examples 4.a to 4.d, cards taken → scores → totals."""
import pytest

from companion.rules import RuleError
from companion.rules.teams import team_totals
from tests.rules_support import HEARTS, play, said, took

ALL = HEARTS + ["QS"]
A = took(s0=["QS", "2H", "3H"], s1=HEARTS[2:7], s2=[], s3=HEARTS[7:])  # 4.a
B = took(s0=HEARTS[:12], s2=["QS", "AH"])  # 4.b
C = took(s0=ALL)  # 4.c


def hand(mode, body, **options):
    state = play("partnership", 4, [body], partnership=mode, **options)
    return state.hands[-1], team_totals(state.options, state.totals)


def replays(team_or_seat_totals, team=True):
    """Replayed deals (a renege worth 1) that bring the table to these totals: per team
    (N's reneges count for N and S) or per seat."""
    targets = list(team_or_seat_totals)
    seats = (0, 1) if team else (0, 1, 2, 3)
    bodies = []
    while any(targets):
        reneges = []
        for i, seat in enumerate(seats):
            n = min(targets[i], 13)
            reneges += [seat] * n
            targets[i] -= n
        bodies.append({"kind": "replay", "reneges": reneges})
    return bodies


def test_a_normal_hand_adds_the_partners_points():
    played, teams = hand("team", A)
    assert (played.points, played.scores, teams) == ([15, 5, 0, 6], [15, 11, 15, 11], [15, 11])
    assert hand("individual", A)[1] == [15, 11]
    assert hand("partner-hearts", A)[1] == [15, 11]


def test_a_team_moon_is_the_two_partners_between_them():
    played, teams = hand("team", B)
    assert (played.moon.seat, played.moon.team, teams) == (0, True, [0, 26])
    assert hand("individual", B)[1] == [26, 0]
    assert hand("partner-hearts", B)[1] == [26, 0]
    assert hand("team", {"points": [12, 0, 14, 0]})[1] == [0, 26]  # entered as points


def test_one_player_shooting_alone():
    assert hand("team", C)[1] == [0, 26]
    played, teams = hand("individual", C)
    assert (played.scores, teams) == ([0, 26, 26, 26], [26, 52])
    played, teams = hand("partner-hearts", C)
    assert (played.moon.team, teams) == (False, [0, 52])


def test_the_team_moon_under_the_new_moon_asks_the_team():
    with pytest.raises(RuleError) as caught:
        hand("team", B, moon="new")
    assert said(caught.value) == ("Ann and Cat shot the moon: choose +26 for everyone else or "
                                    "−26 for Ann and Cat.")
    assert hand("team", {**B, "moon_choice": "self"}, moon="new")[1] == [-26, 0]


def test_the_end_by_team():
    # 4.d, team: NS 90 and EW 70, then hand 4.a: NS 105, EW 81 and EW wins.
    state = play("partnership", 4, replays([90, 70]) + [A], renege_penalty=1)
    assert team_totals(state.options, state.totals) == [105, 81]
    assert (state.status, state.winners, state.draw) == ("finished", [1, 3], False)


def test_the_end_by_player_then_team_sums():
    # 4.d, individual: E reaches 100 (N 60, E 100, S 20, W 30): NS 80 beats EW 130.
    bodies = replays([60, 75, 20, 29], team=False) + [took(s1=["QS"] + HEARTS[1:], s3=["2H"])]
    state = play("partnership", 4, bodies, partnership="individual", renege_penalty=1)
    assert state.totals == [60, 100, 20, 30]
    assert team_totals(state.options, state.totals) == [80, 130]
    assert (state.status, state.winners, state.draw) == ("finished", [0, 2], False)


def test_a_tie_between_the_teams_is_broken_by_a_four_player_hand():
    tied = play("partnership", 4, [took(s0=["QS"], s1=HEARTS)], end_score=10)
    assert (tied.status, tied.contenders) == ("tiebreak", [0, 1, 2, 3])
    assert tied.next_hand.participants == [0, 1, 2, 3]
    again = play("partnership", 4, [took(s0=["QS"], s1=HEARTS), took(s0=["QS"], s3=HEARTS)],
                 end_score=10)
    assert again.status == "tiebreak"
    done = play("partnership", 4, [took(s0=["QS"], s1=HEARTS), took(s0=["2H"],
                                   s1=["QS"] + HEARTS[1:])], end_score=10)
    assert (done.status, done.winners, done.totals) == ("finished", [0, 2], [13, 13, 13, 13])
    drawn = play("partnership", 4, [took(s0=["QS"], s1=HEARTS)], end_score=10, tie="draw")
    assert (drawn.status, drawn.winners, drawn.draw) == ("finished", [0, 1, 2, 3], True)


def test_a_renege_costs_the_team():
    played, teams = hand("team", {**A, "reneges": [3]})
    assert teams == [15, 24]
    state = play("partnership", 4, [{"kind": "replay", "reneges": [0]}])
    assert state.totals == [13, 0, 13, 0]


def test_partners_need_four_players():
    with pytest.raises(RuleError) as caught:
        play("hearts", 5, [], partnership="team")
    assert caught.value.field == "partnership"
    with pytest.raises(RuleError) as caught:
        play("partnership", 4, [], sun="on")
    assert caught.value.field == "sun"
    with pytest.raises(RuleError) as caught:
        play("partnership", 3, [])
    assert caught.value.field == "players"


def test_the_safety_moon_looks_at_the_teams():
    # NS 90, EW 80 and N and S shoot: the old moon gives EW 106 (over 100) with NS lowest,
    # so it stands; auto-new turns it round whenever it would end the game.
    state = play("partnership", 4, replays([90, 80]) + [B], renege_penalty=1,
                 moon_safety="safety", end_rule="over")
    assert (team_totals(state.options, state.totals), state.status) == ([90, 106], "finished")
    assert state.winners == [0, 2]
    new = play("partnership", 4, replays([90, 80]) + [B], renege_penalty=1,
               moon_safety="auto-new", end_rule="over")
    assert (team_totals(new.options, new.totals), new.status) == ([64, 80], "playing")
    assert new.hands[-1].scores == [-26, 0, -26, 0]
