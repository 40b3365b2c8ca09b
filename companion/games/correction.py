"""A past hand corrected, without scoring every hand after it again.

A hand's scores come from its entry and its deal; the totals before it count only
where a moon reads them (the lot's reset and double, a safety moon) or the exact-score
rule does. So while the hands after the corrected one are dealt as they were (the
corrected hand still counts as it did, the game is still on), each keeps its scores,
and the running totals move by what the correction changed, a whole run of hands at a
time, seat by seat. A hand whose scoring reads the totals is scored again, and so is
every hand from the one that ended the game; where the deal has moved, every later
hand is. The result is the fold of the corrected hands (the property tests fold both),
its hands kept by column (columns.py): a hand is made when it is read.
"""
from bisect import bisect_left
from dataclasses import replace

from ..rules.ending import end_score, past_end, reads_totals
from ..rules.game import GameState, PlayedHand, Record, extend, finish, next_setup
from ..rules.timeline import COUNTED, before, undone
from .columns import Columns, KeptHands, Texts, kept_hands


def corrected(state: GameState, number: int, record: Record, finished_after=None,
              known: dict | None = None) -> tuple[GameState, list[PlayedHand]]:
    """(state, the hands scored again): the game with hand `number` played as `record`
    instead. `finished_after`: the hand after which the table finished the game; `known`:
    points check answers for every hand scored again. Raises RuleError, with `hand` set,
    when the corrected hand or a later one no longer fits."""
    if number == len(state.hands):  # the last: played again onto the state before it
        now = undone(state)
        _play_again(now, record, finished_after)
        return now, [now.hands[-1]]
    old = kept_hands(state.hands, len(state.players))
    was = old.columns
    now = before(replace(state, hands=old), number)
    walk = _Walk(now, was, number - 1, known or {}, finished_after)
    walk.play(record)
    at, last = number, len(was)
    # the hands played while the game was on (the one that ended it is played again)
    playing = last if state.ended_after is None else state.ended_after - 1
    every = reads_totals(now.options)  # "all" hands, only "moons", or None
    while at < last:
        end = _run_end(now, was, at, playing, every)
        if end > at:
            walk.shift(at, end)
            at = end
            continue
        hand = old[at]
        walk.play(Record(hand.entry, hand.at, {**(hand.checked or {}), **walk.known}))
        at += 1
    return walk.done()


def _run_end(now: GameState, was: Columns, at: int, playing: int, every) -> int:
    """Where the run of hands from `at` that keep their scores ends: at the first hand
    that reads the totals, or the game's old end, or where the moved totals end it now.
    `at` itself when that hand is to be scored again."""
    if every == "all" or at >= playing or now.status != "playing":
        return at
    dealt = was.setups[was.setup_of[at]]
    if now.next_hand is not dealt and now.next_hand != dealt:
        return at  # the deal has moved: every hand is scored again
    end = playing
    if every == "moons":
        moon = bisect_left(was.moons, at)
        if moon < len(was.moons):
            end = min(end, was.moons[moon])
    return _first_end(now, was, at, end)


def _first_end(now: GameState, was: Columns, at: int, end: int) -> int:
    """The first hand in [at, end) whose moved totals pass the end score (it is scored
    again, and ends the game), else `end`."""
    options = now.options
    if end_score(options) is None:
        return end
    for seat, kept in enumerate(was.by_seat):
        if end <= at:
            break
        move = now.totals[seat] - (kept[at - 1] if at else 0)
        if past_end(options, [max(kept[at:end]) + move]):
            end = next(hand for hand in range(at, end) if past_end(options, [kept[hand] + move]))
    return end


def _play_again(state: GameState, record: Record, finished_after) -> None:
    extend(state, record)
    if finished_after == len(state.hands) and state.status == "playing":
        finish(state)  # as the fold does for a game the table finished there


class _Walk:
    """The corrected game's hands by column as they are worked out, and its state."""

    def __init__(self, state: GameState, was: Columns, first: int, known: dict,
                 finished_after):
        self.state, self.was, self.known, self.finished_after = state, was, known, finished_after
        self.kinds, self.setup_of = was.kinds[:first], was.setup_of[:first]
        self.setups = list(was.setups)
        # each deal is made once a game (game.made_setup): known by itself, not compared
        self.dealt = {id(setup): at for at, setup in enumerate(self.setups)}
        self.by_seat = [seat[:first] for seat in was.by_seat]
        self.moons = was.moons[:bisect_left(was.moons, first)]
        self.changed = {}
        made = state.hands.made
        # (copied first: other readers of the same state may be making hands meanwhile)
        self.made = {at: hand for at, hand in made.copy().items() if at < first}
        # (the hands played again are made, never read from a text, until done)
        self.columns = Columns(self.kinds, self.setups, self.setup_of, self.by_seat,
                               self.moons, was.texts)

    def play(self, record: Record) -> None:
        """Score the next hand again, onto the hands so far."""
        state = self.state
        state.hands = KeptHands(self.columns, made=self.made)
        _play_again(state, record, self.finished_after)
        hand = state.hands.on_top.pop()
        at = len(self.kinds)
        self.kinds.append(hand.kind)
        dealt = self.dealt.get(id(hand.setup))
        if dealt is None:  # a deal the game had not made before the correction
            dealt = self.dealt[id(hand.setup)] = len(self.setups)
            self.setups.append(hand.setup)
        self.setup_of.append(dealt)
        for seat, total in zip(self.by_seat, hand.totals):
            seat.append(total)
        if hand.moon is not None:
            self.moons.append(at)
        self.made[at] = self.changed[at] = hand

    def shift(self, at: int, end: int) -> None:
        """Hands `at` to `end` (indexes) keep their scores: their totals move."""
        state, was = self.state, self.was
        for seat, (kept, now) in enumerate(zip(was.by_seat, self.by_seat)):
            move = state.totals[seat] - (kept[at - 1] if at else 0)
            now.extend(kept[at:end] if not move else [total + move for total in kept[at:end]])
        kinds = was.kinds[at:end]
        self.kinds.extend(kinds)
        self.setup_of.extend(was.setup_of[at:end])
        self.moons.extend(was.moons[bisect_left(was.moons, at):bisect_left(was.moons, end)])
        state.counted += sum(kinds.count(kind) for kind in COUNTED)
        state.totals = [seat[-1] for seat in self.by_seat]
        state.next_hand = next_setup(state)

    def done(self) -> tuple[GameState, list[PlayedHand]]:
        self.columns.texts = Texts(self.was.texts, self.changed)
        self.state.hands = KeptHands(self.columns, made=self.made)
        return self.state, [self.changed[at] for at in sorted(self.changed)]
