"""A folded state as plain values (lists, numbers, strings) and back, so that a long
game's state can be kept (companion/games/snapshots.py stores it) and read again without
playing every hand again. `restored(saved(state))` equals `state`; tests check it
against a fresh fold.

The hands are kept by column (columns.py): their kinds, setups, running totals seat by
seat and which had a moon, and the rest of each hand as its own JSON text. A restored
state's hands are made when first read, and a hand's text read when first asked for: a
scoreboard read cold shows the last hand and draws the totals, it makes one hand, not
3,000.
"""
from ..rules.game import GameState, made_setup, next_setup
from ..rules.registry import with_defaults
from .columns import Columns, KeptHands, kept_hands

FORMAT = 5  # the shape below; a snapshot of another shape is folded again
VALUES = ("status", "totals", "contenders", "winners", "draw", "counted", "tie_from",
          "ended_after", "turned")  # the state's own values besides its hands


def saved(state: GameState) -> dict:
    """The state's own values; its hands by column, each setup as the counts it was made
    from, and each hand's text (snapshots.py stores the texts apart)."""
    made_from = {id(setup): counts for setup, counts in state.setups.values()}
    c = kept_hands(state.hands, len(state.players)).columns
    return {"format": FORMAT, **{name: getattr(state, name) for name in VALUES},
            "setups": [made_from[id(setup)] for setup in c.setups], "kinds": c.kinds,
            "setup_of": c.setup_of, "by_seat": c.by_seat, "moons": c.moons,
            "texts": [c.texts[at] for at in range(len(c))]}


def restored(players, options, first_dealer, started_at, kept: dict) -> GameState:
    """The state `saved` gave these values of, for the game of these players and options;
    `kept["texts"]` may be any sequence of the hands' texts (read only when asked)."""
    options = with_defaults(options)
    state = GameState(list(players), options, first_dealer, started_at,
                      **{name: kept[name] for name in VALUES})
    setups = [made_setup(state, *made_from) for made_from in kept["setups"]]
    state.hands = KeptHands(Columns(kept["kinds"], setups, kept["setup_of"], kept["by_seat"],
                                    kept["moons"], kept["texts"]))
    state.next_hand = None if state.status == "finished" else next_setup(state)
    return state
