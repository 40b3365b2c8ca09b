"""A folded state as plain values (lists, numbers, strings) and back, so that a long
game's state can be kept (companion/snapshots.py stores it) and read again without
playing every hand again. `restored(saved(state))` equals `state`; tests check it
against a fresh fold.

The hands are kept by column: their kinds, setups and running totals seat by seat
(what the chart and the end test read of every hand), and the rest of each hand as its
own JSON text. A restored state's hands are made when first read (KeptHands), and a
hand's text read when first asked for (KeptHand): a scoreboard read cold shows the last
hand and draws the totals, it makes one hand, not 3,000.
"""
import json
from collections.abc import Sequence

from .entry import Entry
from .game import GameState, PlayedHand, _setup, made_setup
from .moon import Moon
from .presets import BASE

FORMAT = 3  # the shape below; a snapshot of another shape is folded again
VALUES = ("status", "totals", "contenders", "winners", "draw", "counted", "tie_from",
          "ended_after")  # the state's own values besides its hands
LATER = ("entry", "points", "scores", "moon", "at", "checked")  # read from the text
FIELDS = ("number", "kind", "setup", "totals") + LATER


class KeptHand(PlayedHand):
    """A played hand restored from a snapshot: number, kind, setup and totals at once,
    the rest from its text (in `texts`, the snapshot's, by index) the first time one of
    them is asked for. Equal to the PlayedHand it was saved from."""

    def __init__(self, number: int, kind: str, setup, totals: list[int], texts):
        self.number, self.kind, self.setup, self.totals = number, kind, setup, totals
        self.texts = texts

    def __getattr__(self, name):  # only for what the instance does not hold yet
        if name not in LATER:
            raise AttributeError(name)
        held = self.__dict__
        texts = held.get("texts")
        if texts is not None:  # else another thread read it a moment ago
            entry, points, scores, moon, at, checked = json.loads(texts[self.number - 1])
            held.update(entry=Entry.from_json(entry), points=points, scores=scores,
                        moon=moon and Moon(*moon), at=at, checked=checked)
            held.pop("texts", None)  # once read, the hand weighs what a played one does
        return held[name]

    def __eq__(self, other):
        if not isinstance(other, PlayedHand):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in FIELDS)

    __hash__ = None


class KeptHands(Sequence):
    """A restored state's hands, each made the first time it is read (and kept), then
    the hands played on top (appended as the fold appends). Equal to the list of hands
    it was saved from; `copy` is the state's branch."""

    def __init__(self, kinds, setups, setup_of, by_seat, texts, on_top=None, made=None):
        self.kinds, self.setups, self.setup_of = kinds, setups, setup_of
        self.by_seat, self.texts = by_seat, texts  # never changed: shared by copies
        self.on_top = on_top if on_top is not None else []
        self.made = made if made is not None else {}

    def __len__(self):
        return len(self.kinds) + len(self.on_top)

    def __getitem__(self, at):
        if isinstance(at, slice):
            return [self[i] for i in range(*at.indices(len(self)))]
        kept = len(self.kinds)
        at = at + len(self) if at < 0 else at
        if not 0 <= at < len(self):
            raise IndexError(at)
        if at >= kept:
            return self.on_top[at - kept]
        hand = self.made.get(at)
        if hand is None:  # two threads may make it at once: the first kept wins
            hand = self.made.setdefault(at, KeptHand(
                at + 1, self.kinds[at], self.setups[self.setup_of[at]],
                [seat[at] for seat in self.by_seat], self.texts))
        return hand

    def append(self, hand: PlayedHand) -> None:
        self.on_top.append(hand)

    def copy(self) -> "KeptHands":
        return KeptHands(self.kinds, self.setups, self.setup_of, self.by_seat, self.texts,
                         list(self.on_top), self.made)

    def __eq__(self, other):
        if not isinstance(other, (list, KeptHands)):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other))

    __hash__ = None

    def __repr__(self):
        return f"KeptHands({len(self)} hands)"


def totals_by_seat(hands, seats: int) -> list[list[int]]:
    """Each seat's running totals after hand 1, 2, ... (read, never to be changed):
    a restored state's straight from its columns, without making its hands."""
    if isinstance(hands, KeptHands):
        if not hands.on_top:
            return hands.by_seat
        return [kept + [hand.totals[seat] for hand in hands.on_top]
                for seat, kept in enumerate(hands.by_seat)]
    return [[hand.totals[seat] for hand in hands] for seat in range(seats)]


def hand_kinds(hands) -> list[str]:
    """Every hand's kind, without making a restored state's hands."""
    if isinstance(hands, KeptHands):
        return hands.kinds + [hand.kind for hand in hands.on_top]
    return [hand.kind for hand in hands]


def _text(hands, at: int) -> str:
    # played hands never change: a kept hand's text, read or not, is the one to keep
    if isinstance(hands, KeptHands) and at < len(hands.kinds):
        return hands.texts[at]
    hand = hands[at]
    texts = hand.__dict__.get("texts")
    if texts is not None:
        return texts[hand.number - 1]
    moon = hand.moon
    return json.dumps([hand.entry.to_json(), hand.points, hand.scores, moon and [
        moon.seat, moon.choice, moon.sun, moon.safety, moon.team, moon.value], hand.at,
        hand.checked], separators=(",", ":"))


def _kinds_and_setups(hands) -> tuple[list, list]:
    if isinstance(hands, KeptHands):  # the kept ones read from the columns, not made
        kept = [(kind, hands.setups[at]) for kind, at in zip(hands.kinds, hands.setup_of)]
        return kept + [(hand.kind, hand.setup) for hand in hands.on_top]
    return [(hand.kind, hand.setup) for hand in hands]


def saved(state: GameState) -> dict:
    """The state's own values; its hands by column, each setup as the counts it was made
    from, and each hand's text (snapshots.py stores the texts apart)."""
    made_from = {id(setup): counts for setup, counts in state.setups.values()}
    setups, index, setup_of, kinds = [], {}, [], []
    for kind, setup in _kinds_and_setups(state.hands):
        if id(setup) not in index:
            index[id(setup)] = len(setups)
            setups.append(made_from[id(setup)])
        kinds.append(kind)
        setup_of.append(index[id(setup)])
    hands = state.hands
    return {"format": FORMAT, **{name: getattr(state, name) for name in VALUES},
            "setups": setups, "kinds": kinds, "setup_of": setup_of,
            "by_seat": totals_by_seat(hands, len(state.players)),
            "texts": [_text(hands, at) for at in range(len(hands))]}


def restored(players, options, first_dealer, started_at, kept: dict) -> GameState:
    """The state `saved` gave these values of, for the game of these players and options;
    `kept["texts"]` may be any sequence of the hands' texts (read only when asked)."""
    options = options if options.keys() >= BASE.keys() else {**BASE, **options}
    state = GameState(list(players), options, first_dealer, started_at,
                      **{name: kept[name] for name in VALUES})
    setups = [made_setup(state, *made_from) for made_from in kept["setups"]]
    state.hands = KeptHands(kept["kinds"], setups, kept["setup_of"], kept["by_seat"],
                            kept["texts"])
    state.next_hand = None if state.status == "finished" else _setup(state)
    return state
