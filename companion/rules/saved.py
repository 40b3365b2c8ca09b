"""A folded state as plain values (lists, numbers, strings) and back, so that a long
game's state can be kept (companion/snapshots.py stores it) and read again without
playing every hand again. `restored(saved(state))` equals `state`; tests check it
against a fresh fold.

A hand is kept as what every read of the state looks at (its kind, setup and running
totals: the chart, the end test) and the rest as its own JSON text, read only when
something asks for it: a scoreboard read cold shows the last hand, not 3,000 entries.
"""
import json

from .entry import Entry
from .game import GameState, PlayedHand, _setup, made_setup
from .moon import Moon
from .presets import BASE

FORMAT = 2  # the shape below; a snapshot of another shape is folded again
VALUES = ("status", "totals", "contenders", "winners", "draw", "counted", "tie_from",
          "ended_after")  # the state's own values besides its hands
LATER = ("entry", "points", "scores", "moon", "at", "checked")  # read from the text
FIELDS = ("number", "kind", "setup", "totals") + LATER


class KeptHand(PlayedHand):
    """A played hand restored from a snapshot: number, kind, setup and totals at once,
    the rest from its text the first time one of them is asked for. Equal to the
    PlayedHand it was saved from."""

    def __init__(self, number: int, kind: str, setup, totals: list[int], text: str):
        self.number, self.kind, self.setup, self.totals = number, kind, setup, totals
        self.text = text

    def __getattr__(self, name):  # only for what the instance does not hold yet
        if name not in LATER:
            raise AttributeError(name)
        held = self.__dict__
        text = held.get("text")
        if text is not None:  # else another thread read it a moment ago
            entry, points, scores, moon, at, checked = json.loads(text)
            held.update(entry=Entry.from_json(entry), points=points, scores=scores,
                        moon=moon and Moon(*moon), at=at, checked=checked)
            held.pop("text", None)  # once read, the hand weighs what a played one does
        return held[name]

    def __eq__(self, other):
        if not isinstance(other, PlayedHand):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in FIELDS)

    __hash__ = None


def _later_text(hand: PlayedHand) -> str:
    text = hand.__dict__.get("text")
    if text is not None:
        return text  # played hands never change: the text read is the text to keep
    moon = hand.moon
    return json.dumps([hand.entry.to_json(), hand.points, hand.scores, moon and [
        moon.seat, moon.choice, moon.sun, moon.safety, moon.team, moon.value], hand.at,
        hand.checked], separators=(",", ":"))


def saved(state: GameState) -> dict:
    """The state's own values; each hand's setup as the counts it was made from."""
    made_from = {id(setup): counts for setup, counts in state.setups.values()}
    setups, index = [], {}
    hands = []
    for hand in state.hands:
        if id(hand.setup) not in index:
            index[id(hand.setup)] = len(setups)
            setups.append(made_from[id(hand.setup)])
        hands.append([hand.kind, index[id(hand.setup)], hand.totals, _later_text(hand)])
    return {"format": FORMAT, **{name: getattr(state, name) for name in VALUES},
            "setups": setups, "hands": hands}


def restored(players, options, first_dealer, started_at, kept: dict) -> GameState:
    """The state `saved` gave these values of, for the game of these players and options."""
    options = options if options.keys() >= BASE.keys() else {**BASE, **options}
    state = GameState(list(players), options, first_dealer, started_at,
                      **{name: kept[name] for name in VALUES})
    setups = [made_setup(state, *made_from) for made_from in kept["setups"]]
    state.hands = [KeptHand(number, kind, setups[setup], totals, text)
                   for number, (kind, setup, totals, text) in enumerate(kept["hands"], 1)]
    state.next_hand = None if state.status == "finished" else _setup(state)
    return state
