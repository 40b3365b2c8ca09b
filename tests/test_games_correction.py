"""Correcting a hand of a long game (games.correction.corrected): the later hands' totals move, only
the hands whose scoring reads the totals are played again, and the result is always the
fold of the corrected hands (the property tests try short random games; these, long
ones)."""
import random

import pytest

from companion.games.correction import corrected
from companion.games.state_values import restored, saved
from companion.rules import RuleError, fold
from tests.rules_support import ALL, NAMES, options_for, record

SEATS = 4


def bodies(count: int, moons_every: int, choice=None, seed: int = 7) -> list[dict]:
    """Hearts hands: the penalty cards shared out at random, every `moons_every`th hand a
    moon (to seat 0, who makes `choice`, if any)."""
    chance = random.Random(seed)
    hands = []
    for number in range(1, count + 1):
        if number % moons_every == 0:
            hands.append({"captured": {"0": list(ALL)}, **({"moon_choice": choice} if choice
                                                           else {})})
            continue
        captured = {}
        for card in ALL:
            captured.setdefault(str(chance.randrange(SEATS)), []).append(card)
        hands.append({"captured": captured})
    return hands


def game(bodies_, **options):
    opts = options_for("hearts", SEATS, **options)
    records = [record(body, SEATS, 60.0 * n) for n, body in enumerate(bodies_, 1)]
    return opts, records, fold(NAMES[:SEATS], opts, 0, 0.0, records)


def correct(opts, records, state, number, body):
    """(the correction, the fold of the corrected hands): each a state, or the refusal."""
    changed = list(records)
    changed[number - 1] = record(body, SEATS, records[number - 1].at)
    outcomes = []
    for make in (lambda: corrected(state, number, changed[number - 1]),
                 lambda: (fold(NAMES[:SEATS], opts, 0, 0.0, changed), None)):
        try:
            outcomes.append(make())
        except RuleError as error:
            outcomes.append((error.code, error.hand))
    return outcomes


@pytest.mark.parametrize("moon", ["old", "lot"])
def test_correcting_hand_one_of_a_long_game_plays_again_only_what_reads_the_totals(moon):
    choice = "reset" if moon == "lot" else None
    opts, records, state = game(bodies(400, 37, choice), moon=moon, end_rule="open")
    (got, played), (expected, _) = correct(opts, records, state, 1,
                                            {"captured": {"3": ALL[:12], "2": ALL[12:]}})
    assert got == expected and got.next_hand == expected.next_hand
    moons = [n for n in range(1, 401) if n % 37 == 0]
    # the old moon scores the others 26 whatever the totals; the lot's reset reads them
    assert [hand.number for hand in played] == [1] + (moons if moon == "lot" else [])
    body = {"captured": {"1": ALL[:5], "0": ALL[5:]}}  # and hand 200 of the corrected game
    again, _ = corrected(got, 200, record(body, SEATS, 60.0 * 200))
    assert again == fold(NAMES[:SEATS], opts, 0, 0.0, [record(
        {"captured": {"3": ALL[:12], "2": ALL[12:]}}, SEATS, 60.0)] + records[1:199] + [
        record(body, SEATS, 60.0 * 200)] + records[200:])


# Each hand: Ann 12 hearts (12 points), Bob a heart and the queen (14). Bob reaches 260
# with hand 19 (266): the game ends there (Cat and Dan, on 0, draw).
STEADY = {"captured": {"0": ALL[:12], "1": ALL[12:]}}
TO_260 = {"moon": "none", "end_rule": "reach", "end_score": 260, "tie": "draw"}


def test_a_correction_that_ends_the_game_sooner_is_refused_as_the_fold_refuses():
    """The moved totals pass the end score before the hand that ended the game: the
    first hand that passes it ends the game, and the next is refused."""
    opts, records, state = game([STEADY] * 19, **TO_260)
    assert state.status == "finished" and state.ended_after == 19
    got, expected = correct(opts, records, state, 1, {"captured": {"1": ALL}})  # Bob +12
    assert got == expected == ("game_over_already", 19)  # over after hand 18 (264)


def test_a_correction_that_puts_the_end_off_plays_on_as_the_fold_does():
    """Lower totals: the hand that ended the game no longer does, and the game is on."""
    opts, records, state = game([STEADY] * 19, **TO_260)
    (got, played), (expected, _) = correct(opts, records, state, 1, {"captured": {"0": ALL}})
    assert got == expected and got.status == "playing" and got.totals[1] == 18 * 14
    assert [hand.number for hand in played] == [1, 19]  # the old end is played again


class Busy(dict):
    """Made hands that another reader of the same state adds to while they are read."""

    def items(self):
        for pair in super().items():
            self.setdefault(10**6 + len(self), None)  # a dict read this way now breaks
            yield pair


def test_a_correction_reads_the_made_hands_of_a_shared_state_safely():
    opts, records, state = game(bodies(30, moons_every=1000), end_rule="open")
    kept = restored(NAMES[:SEATS], opts, 0, 0.0, saved(state))
    kept.hands.made = Busy()
    kept.hands[3], kept.hands[20]  # two hands read, so made
    body = {"captured": {"1": ALL[:5], "0": ALL[5:]}}
    got, _played = corrected(kept, 2, record(body, SEATS, 120.0))
    assert got == fold(NAMES[:SEATS], opts, 0, 0.0, records[:1] + [record(body, SEATS, 120.0)]
                       + records[2:])
