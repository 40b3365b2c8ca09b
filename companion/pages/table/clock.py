"""A timed game's clock in the table's words: the one part of a game's view that moves
with the time (service.now) as well as with the game's version."""
import math
from dataclasses import dataclass

from ...games import service
from ...words import tr


@dataclass(frozen=True)
class TimeLeft:
    """A timed game's clock, in the table's words."""
    words: str
    up: bool
    until: int | None  # the second (since the epoch) these words go stale; None once up


def time_left(state, at: float | None = None) -> TimeLeft | None:
    """Minutes left in a timed game, or that time is up (the hand recorded after that
    moment is the last one). Relative, so no phone's time zone or clock matters."""
    if state.options["end_rule"] != "time" or state.status != "playing":
        return None
    up_at = state.time_up_at
    left = up_at - (service.now() if at is None else at)
    if left <= 0:
        return TimeLeft(tr().gettext("Time is up: this is the last hand"), True, None)
    minutes = math.ceil(left / 60)  # "1 minute" until the very last second
    return TimeLeft(tr().ngettext("About %(num)s minute left", "About %(num)s minutes left",
                                  minutes),
                    False,
                    math.ceil(up_at - (minutes - 1) * 60))
