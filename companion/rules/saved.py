"""A folded state as plain values (lists, numbers, strings) and back, so that a long
game's state can be kept (companion/snapshots.py stores it) and read again without
playing every hand again. `restored(saved(state))` equals `state`; tests check it
against a fresh fold."""
from .entry import Entry
from .game import GameState, PlayedHand, _setup, made_setup
from .presets import BASE
from .moon import Moon

FORMAT = 1  # the shape below; a snapshot of another shape is folded again
VALUES = ("status", "totals", "contenders", "winners", "draw", "counted", "tie_from",
          "ended_after")  # the state's own values besides its hands


def saved(state: GameState) -> dict:
    """The state's own values; each hand's setup as the counts it was made from."""
    made_from = {id(setup): counts for setup, counts in state.setups.values()}
    setups, index = [], {}
    hands = []
    for hand in state.hands:
        if id(hand.setup) not in index:
            index[id(hand.setup)] = len(setups)
            setups.append(made_from[id(hand.setup)])
        moon = hand.moon
        hands.append([hand.kind, index[id(hand.setup)], hand.entry.to_json(), hand.points,
                      hand.scores, hand.totals, moon and [moon.seat, moon.choice, moon.sun,
                                                          moon.safety, moon.team, moon.value],
                      hand.at, hand.checked])
    return {"format": FORMAT, **{name: getattr(state, name) for name in VALUES},
            "setups": setups, "hands": hands}


def restored(players, options, first_dealer, started_at, kept: dict) -> GameState:
    """The state `saved` gave these values of, for the game of these players and options."""
    options = options if options.keys() >= BASE.keys() else {**BASE, **options}
    state = GameState(list(players), options, first_dealer, started_at,
                      **{name: kept[name] for name in VALUES})
    setups = [made_setup(state, *made_from) for made_from in kept["setups"]]
    state.hands = [PlayedHand(number, kind, setups[setup], Entry.from_json(entry), points,
                              scores, totals, moon and Moon(*moon), at, checked)
                   for number, (kind, setup, entry, points, scores, totals, moon, at, checked)
                   in enumerate(kept["hands"], 1)]
    state.next_hand = None if state.status == "finished" else _setup(state)
    return state
