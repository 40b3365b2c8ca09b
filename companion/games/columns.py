"""A game's hands kept by column: each hand's kind, deal and running totals seat by seat
(what the chart, the end test and a correction read of every hand), the hands with a
moon, and the rest of each hand as its own JSON text, made into a hand only when read.

A restored snapshot's hands are kept so (state_values.py), and so are a corrected game's
(correction.py): a long game's hands are made one at a time, as they are read.
"""
import json
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules.entry import Entry
from ..rules.game import PlayedHand
from ..rules.moon import Moon

LATER = ("entry", "points", "scores", "moon", "at", "checked")  # read from the text
FIELDS = ("number", "kind", "setup", "totals") + LATER


@dataclass
class Columns:
    """Every hand by column. `setups` holds each deal once and `setup_of` the one each
    hand was dealt; `moons` the indexes of the hands with a moon, in order; `texts` each
    hand's text by index (any sequence: a text is read when a hand is first read)."""
    kinds: list[str]
    setups: list
    setup_of: list[int]
    by_seat: list[list[int]]
    moons: list[int]
    texts: Sequence

    def __len__(self) -> int:
        return len(self.kinds)


class KeptHand(PlayedHand):
    """A hand made from columns: number, kind, setup and totals at once, the rest from
    its text (`texts`, by index) the first time one of them is asked for. Equal to the
    PlayedHand it was kept from."""

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
    """The hands kept by column, each made the first time it is read (and kept in `made`,
    by index), then the hands played on top (appended as the fold appends). Equal to the
    list of hands it was kept from; `copy` is the state's branch."""

    def __init__(self, columns: Columns, on_top=None, made=None):
        self.columns = columns  # never changed once the hands are a state's: shared by copies
        self.on_top = on_top if on_top is not None else []
        self.made = made if made is not None else {}

    def __len__(self):
        return len(self.columns) + len(self.on_top)

    def __getitem__(self, at):
        if isinstance(at, slice):
            return [self[i] for i in range(*at.indices(len(self)))]
        kept = len(self.columns)
        at = at + len(self) if at < 0 else at
        if not 0 <= at < len(self):
            raise IndexError(at)
        if at >= kept:
            return self.on_top[at - kept]
        hand = self.made.get(at)
        if hand is None:  # two threads may make it at once: the first kept wins
            c = self.columns
            hand = self.made.setdefault(at, KeptHand(
                at + 1, c.kinds[at], c.setups[c.setup_of[at]],
                [seat[at] for seat in c.by_seat], c.texts))
        return hand

    def append(self, hand: PlayedHand) -> None:
        self.on_top.append(hand)

    def copy(self) -> "KeptHands":
        return KeptHands(self.columns, list(self.on_top), self.made)

    # What the engine reads of a game's hands without making them (rules/hands.py).
    def prefix(self, count: int) -> "KeptHands":
        """The first `count` hands, none made."""
        c = self.columns
        if count >= len(c):
            return KeptHands(c, self.on_top[:count - len(c)], self.made)
        cut = Columns(c.kinds[:count], c.setups, c.setup_of[:count],
                      [seat[:count] for seat in c.by_seat],
                      c.moons[:bisect_left(c.moons, count)], c.texts)
        return KeptHands(cut, made=self.made)  # the same hands at the same places

    def totals_by_seat(self) -> list[list[int]]:
        """Each seat's running totals, straight from the columns (read, never changed)."""
        by_seat = self.columns.by_seat
        if not self.on_top:
            return by_seat
        return [kept + [hand.totals[seat] for hand in self.on_top]
                for seat, kept in enumerate(by_seat)]

    def kinds(self) -> list[str]:
        return self.columns.kinds + [hand.kind for hand in self.on_top]

    def __eq__(self, other):
        if not isinstance(other, (list, KeptHands)):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other))

    __hash__ = None

    def __repr__(self):
        return f"KeptHands({len(self)} hands)"


class Texts(Sequence):
    """Hands' texts by index: the `changed` hands' own (made when asked for), the others
    from `kept` (a sequence of texts). One layer deep, whatever it is laid over."""

    def __init__(self, kept, changed: dict):
        if isinstance(kept, Texts):
            kept, changed = kept.kept, {**kept.changed, **changed}
        self.kept, self.changed = kept, changed

    def __getitem__(self, at: int) -> str:
        hand = self.changed.get(at)
        return self.kept[at] if hand is None else text_of(hand)

    def __len__(self):
        return max(len(self.kept), max(self.changed, default=-1) + 1)


def text_of(hand: PlayedHand) -> str:
    """The hand's text: what a kept hand was made from, else the played hand's own."""
    texts = hand.__dict__.get("texts")
    if texts is not None:
        return texts[hand.number - 1]
    moon = hand.moon
    return json.dumps([hand.entry.to_json(), hand.points, hand.scores, moon and [
        moon.seat, moon.choice, moon.sun, moon.safety, moon.team, moon.value], hand.at,
        hand.checked], separators=(",", ":"))


def kept_hands(hands, seats: int) -> KeptHands:
    """The hands by column, those played on top taken in (a fold's list of hands made
    columns once, its hands kept as they are)."""
    if isinstance(hands, KeptHands):
        if not hands.on_top:
            return hands
        base, top = hands.columns, hands.on_top
        # (a prefix shares its made hands with the game it was cut from: only its own)
        # (copied first: other readers of the same state may be making hands meanwhile)
        made = {at: hand for at, hand in hands.made.copy().items() if at < len(base)}
    else:
        base, top, made = Columns([], [], [], [[] for _ in range(seats)], [], ()), hands, {}
    start = len(base)
    setups, setup_of = list(base.setups), list(base.setup_of)
    index = {id(setup): at for at, setup in enumerate(setups)}
    for hand in top:
        at = index.get(id(hand.setup))
        if at is None:
            at = index[id(hand.setup)] = len(setups)
            setups.append(hand.setup)
        setup_of.append(at)
    made.update((start + at, hand) for at, hand in enumerate(top))
    columns = Columns(
        base.kinds + [hand.kind for hand in top], setups, setup_of,
        [kept + [hand.totals[seat] for hand in top] for seat, kept in enumerate(base.by_seat)],
        base.moons + [start + at for at, hand in enumerate(top) if hand.moon is not None],
        Texts(base.texts, {start + at: hand for at, hand in enumerate(top)}))
    return KeptHands(columns, made=made)
