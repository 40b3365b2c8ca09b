"""Who passes what to whom, hand by hand (docs/RULES.md section 4).

A direction is a code: "left", "right", "across", "hold", "none", "scatter" (one card
to each other player), or "left2", "right3" … (that many seats to the left or right).
"""
import functools
from dataclasses import dataclass, field
from math import lcm


@dataclass
class Pass:
    direction: str
    count: int
    to: dict[int, int] = field(default_factory=dict)


FIXED = ("left", "right", "none")  # the same pass every hand


def step_code(step: int, seats: int) -> str:
    """The direction of a pass `step` seats to the left (negative: to the right)."""
    step %= seats
    if step == 1:
        return "left"
    if step == seats - 1:
        return "right"
    if 2 * step == seats:
        return "across"
    return f"left{step}" if 2 * step < seats else f"right{seats - step}"


def cycle(rule: str, seats: int) -> list[str]:
    """The pass cycle of a rule at a table of `seats` (three players have no across)."""
    if rule in FIXED:
        return [rule]
    if rule == "rotate-left":  # one seat further left each hand, then a hold
        return [step_code(k, seats) for k in range(1, seats)] + ["hold"]
    if rule == "left-right-2":
        return ["left", "right", step_code(2, seats), step_code(-2, seats), "hold"]
    order = {"rotate": ["left", "right", "across", "hold"],
             "scatter": ["left", "right", "across", "scatter"],
             "left-across-right": ["left", "across", "right", "hold"],
             "right-left-across": ["right", "left", "across", "hold"]}[rule]
    return [d for d in order if d != "across"] if seats == 3 else order


def pass_direction(options: dict, seats: int, rotation: int) -> str:
    """The pass for the hand after `rotation` counted hands."""
    if options["pass"] == "none" or seats == 2:
        return "none"
    passes = cycle(options["pass"], seats)
    return passes[rotation % len(passes)]


def pass_count(options: dict, direction: str, seats: int) -> int:
    if direction in ("none", "hold"):
        return 0
    return seats - 1 if direction == "scatter" else options["pass_count"]


def pass_targets(direction: str, participants: list[int]) -> dict[int, int]:
    """Who passes to whom; "across" is half the table to the left (docs/RULES.md section 4).
    A scatter goes to everyone else: nobody to name."""
    k = len(participants)
    if direction.startswith(("left", "right")) and direction[-1].isdigit():
        step = int(direction[-1]) * (1 if direction.startswith("left") else -1)
    else:
        step = {"left": 1, "right": -1, "across": k // 2}.get(direction)
    if step is None:
        return {}
    return {seat: participants[(i + step) % k] for i, seat in enumerate(participants)}


def rotation_cycle(options: dict, seats: int) -> int:
    """After this many counted hands every cycle (pass, at any table size a tie-break
    may have, and the trump's four suits) is back where it began."""
    return _rotation_cycle(options["pass"], seats)


@functools.cache  # a fold asks it for every hand; a few rules and table sizes exist
def _rotation_cycle(rule: str, seats: int) -> int:
    return lcm(4, *(len(cycle(rule, k)) for k in range(2, seats + 1)))
