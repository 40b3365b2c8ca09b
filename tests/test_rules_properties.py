"""Properties of the rules engine over random legal games (Hypothesis; the games are
made by tests/rules_games.py): hands add up, a correction or an undo is a fold of the
hands, any body is refused or played, a saved state plays on as the fold.
"""
import copy
import json
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games.correction import corrected
from companion.games.state_values import restored, saved
from companion.rules import Record, RuleError, before, extend, finish, fold, read_entry, undone
from companion.rules.teams import leading, units
from tests.rules_games import legal_body, play_hand, random_game, tables
from tests.rules_support import said

# RULES_EXAMPLES=2000 for a long hunt; the default keeps the suite quick.
SETTINGS = settings(max_examples=int(os.environ.get("RULES_EXAMPLES", 150)), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(st.data())
def test_legal_games_are_accepted_and_add_up(data):
    names, options, first_dealer, state, records, stop = random_game(data.draw)
    seats = range(len(names))
    assert state.totals == [sum(h.scores[s] for h in state.hands) for s in seats]
    assert [h.number for h in state.hands] == list(range(1, len(state.hands) + 1))
    assert state.counted == sum(h.kind in ("normal", "tiebreak") for h in state.hands)
    if state.status == "finished":
        assert state.winners and state.next_hand is None
        assert set(state.winners) <= set(leading(state.options, state.totals, list(seats)))
        won = {u for u in units(state.options, len(names)) if set(u) & set(state.winners)}
        assert state.draw == (len(won) > 1)
    else:
        assert not state.winners and state.next_hand is not None
    # The fold is deterministic: the same records give the same state.
    assert fold(names, options, first_dealer, 0.0, records, stop) == state
    assert fold(names, copy.deepcopy(options), first_dealer, 0.0, list(records), stop) == state


@SETTINGS
@given(st.data())
def test_correcting_a_hand_and_restoring_it_gives_the_game_back(data):
    names, options, first_dealer, state, records, stop = random_game(data.draw)
    number = data.draw(st.integers(0, len(records) - 1))
    changed = list(records)
    changed[number] = Record(read_entry({"kind": "misdeal"}, len(names)), records[number].at)
    try:
        corrected = fold(names, options, first_dealer, 0.0, changed, stop)
        assert len(corrected.hands) == len(records)
    except RuleError as error:  # a later hand no longer fits: refused, and says which
        assert number + 1 < error.hand <= len(records)
    changed[number] = records[number]
    assert fold(names, options, first_dealer, 0.0, changed, stop) == state


@SETTINGS
@given(st.data())
def test_a_correction_is_the_fold_of_the_corrected_hands(data):
    """games.correction.corrected moves the later hands' totals instead of scoring them again
    where
    it can: the same state as folding every hand (or the same refusal, for the same hand),
    from a folded state or a restored one, and it plays on and saves alike."""
    names, options, first_dealer, state, records, stop = random_game(data.draw)
    number = data.draw(st.integers(1, len(records)))
    at = records[number - 1].at
    scratch = before(state, number)
    body = play_hand(scratch, legal_body(data.draw, scratch.next_hand), at)
    record = Record(read_entry(body, len(names)), at)
    changed = records[:number - 1] + [record] + records[number:]
    if data.draw(st.booleans()):  # a state restored from its snapshot, hands by column
        state = restored(names, options, first_dealer, 0.0, json.loads(json.dumps(saved(state))))
    try:
        expected = fold(names, options, first_dealer, 0.0, changed, stop)
    except RuleError as refusal:
        try:
            corrected(state, number, record, stop)
        except RuleError as error:
            assert (error.code, error.hand) == (refusal.code, refusal.hand)
        else:
            raise AssertionError("the correction was played, the fold refused it")
        return
    got, played = corrected(state, number, record, stop)
    assert got == expected and got.next_hand == expected.next_hand
    assert played[0] == expected.hands[number - 1]
    assert restored(names, options, first_dealer, 0.0, saved(got)) == expected
    if got.next_hand is not None:  # the corrected game plays on as the fold does
        body = play_hand(got, legal_body(data.draw, got.next_hand), 10_000.0)
        extend(expected, Record(read_entry(body, len(names)), 10_000.0))
        assert got == expected


@SETTINGS
@given(st.data())
def test_undoing_the_last_hand_is_folding_the_hands_before_it(data):
    """Undo takes the state apart instead of folding the game again: the same state."""
    names, options, first_dealer, state, records, stop = random_game(data.draw)
    while records:
        records.pop()
        stop = stop if stop is not None and stop <= len(records) else None
        state = undone(state)
        assert state == fold(names, options, first_dealer, 0.0, records, stop)


@SETTINGS
@given(st.data())
def test_the_state_before_a_hand_is_folding_the_hands_before_it(data):
    """What a correction's entry screen plays onto (rules.before), without the database."""
    names, options, first_dealer, state, records, stop = random_game(data.draw)
    number = data.draw(st.integers(1, len(records) + 1))
    stop = stop if stop is not None and stop < number else None  # a finish before the hand
    assert before(state, number) == fold(names, options, first_dealer, 0.0,
                                         records[:number - 1], stop)


junk = st.recursive(st.none() | st.booleans() | st.integers(-3, 30) | st.text(max_size=4),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=3), inner, max_size=4), max_leaves=12)


@SETTINGS
@given(st.data(), st.dictionaries(st.sampled_from(
    ["captured", "points", "moon_choice", "reneges", "kind"]), junk, max_size=5))
def test_any_body_is_refused_with_a_rule_error_or_played(data, body):
    names, options, first_dealer = data.draw(tables())
    state = fold(names, options, first_dealer, 0.0, [])
    try:
        extend(state, Record(read_entry(body, len(names)), 0.0))
    except RuleError as error:
        assert said(error) and len(said(error)) < 400
        assert state.hands == []


@SETTINGS
@given(st.data())
def test_a_saved_state_comes_back_as_the_fold_and_plays_on_alike(data):
    """A snapshot (rules.saved, through JSON as stored) restores the very state, at any
    hand, and the hands after it play onto it as onto the fold."""
    names, options, first_dealer, state, records, stop = random_game(data.draw)
    at = data.draw(st.integers(0, len(records)))
    upto = fold(names, options, first_dealer, 0.0, records[:at], stop)
    kept = json.loads(json.dumps(saved(upto)))
    back = restored(names, options, first_dealer, 0.0, kept)
    assert back == upto and back.next_hand == upto.next_hand
    for record in records[at:]:
        extend(back, record)
        if stop == len(back.hands):
            finish(back)
    assert back == state
    again = json.loads(json.dumps(saved(back)))  # a restored state saves in its turn
    assert restored(names, options, first_dealer, 0.0, again) == state
