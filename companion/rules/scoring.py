"""What a hand adds to each total: card points, the moon, reneges, Rickety Craig, exact score."""
from dataclasses import dataclass

from .checks import can_split
from .deal import HandSetup
from .entry import Entry, card_points, check_shape
from .errors import RuleError

CRAIG_BONUS = 10


@dataclass
class Moon:
    seat: int
    choice: str  # others, self, reset, double


def find_shooter(entry: Entry, setup: HandSetup, points: list[int], needs_bonus: bool):
    """The seat that took every positive penalty card (every card, with moon_needs_bonus)."""
    positives = [c for c, v in setup.values.items() if v > 0 or needs_bonus]
    if entry.captured is not None:
        for seat, cards in entry.captured.items():
            if all(cards.count(c) == setup.in_play[c] for c in positives):
                return seat
        return None
    # Points only: the shooter is the seat whose points fit "all the positive cards plus
    # some bonus cards", with the other seats sharing the remaining bonus cards.
    bonus = [setup.values[c] for c in setup.penalty_cards if c not in positives]
    moon_points = sum(setup.values[c] * setup.in_play[c] for c in positives)
    for seat in setup.participants:
        targets = [points[s] - (moon_points if s == seat else 0) for s in setup.participants]
        if can_split(bonus, targets):
            return seat
    return None


def moon_choices(moon_rule: str) -> tuple[str, ...]:
    return {"old": ("others",), "new": ("others", "self"), "lot": ("reset", "double")}.get(
        moon_rule, ())


def moon_question(moon_rule: str, shooter: str, value: int) -> str:
    """The sentence asking the shooter to choose (or saying what the moon scores)."""
    if moon_rule == "lot":
        return (f"{shooter} went for the lot: choose to reset {shooter}'s total to 0 "
                f"or to double everyone else's total.")
    if moon_rule == "old":  # nothing to choose: only a wrong choice gets here
        return f"{shooter} shot the moon: under the old moon everyone else scores +{value}."
    return f"{shooter} shot the moon: choose +{value} for everyone else or −{value} for {shooter}."


def moon_scores(moon: Moon, setup: HandSetup, points: list[int], totals: list[int],
                value: int) -> list[int]:
    """Scores of a moon hand: the positive cards turn into the moon; bonus cards stay put."""
    bonus = [points[s] - (setup.positive_total if s == moon.seat else 0)
             for s in range(len(points))]
    scores = list(bonus)
    for seat in setup.participants:
        shooter = seat == moon.seat
        if moon.choice == "others" and not shooter:
            scores[seat] += value
        elif moon.choice == "self" and shooter:
            scores[seat] -= value
        elif moon.choice == "reset" and shooter:
            scores[seat] -= totals[seat]
        elif moon.choice == "double" and not shooter:
            scores[seat] += totals[seat]
    return scores


def score_hand(entry: Entry, setup: HandSetup, options: dict, totals: list[int],
               names: list[str]):
    """Return (points, scores, moon) for a counted or tie-break hand, or raise RuleError."""
    check_shape(entry, setup, names)
    seats = len(names)
    if entry.kind == "misdeal":
        return [0] * seats, [0] * seats, None
    reneges = [0] * seats
    for seat in entry.reneges:
        reneges[seat] += options["renege_penalty"]
    if entry.kind == "replay":
        return [0] * seats, reneges, None
    points = card_points(entry, setup, names)
    if setup.kind == "tiebreak":
        return points, [0] * seats, None  # the tie-break count is made by the game fold
    moon = _moon(entry, setup, options, points, totals, names)
    value = options["moon_value"] or setup.positive_total
    scores = moon_scores(moon, setup, points, totals, value) if moon else list(points)
    if options["rickety_craig"]:
        fewest = min(points[s] for s in setup.participants)
        for seat in setup.participants:
            if points[seat] == fewest:
                scores[seat] += CRAIG_BONUS
    return points, [s + r for s, r in zip(scores, reneges)], moon


def _moon(entry, setup, options, points, totals, names):
    choices = moon_choices(options["moon"])
    if not choices or setup.positive_total <= 0:
        return None
    seat = find_shooter(entry, setup, points, options["moon_needs_bonus"])
    if seat is None:
        return None
    choice = entry.moon_choice or (choices[0] if len(choices) == 1 else None)
    if choice not in choices:
        value = options["moon_value"] or setup.positive_total
        question = moon_question(options["moon"], names[seat], value)
        if entry.moon_choice:
            question = f"“{entry.moon_choice}” is not a choice here. {question}"
        raise RuleError(question, "moon_choice")
    return Moon(seat, choice)


def exact_score(total: int, options: dict) -> int:
    """A total landing exactly on the end score is cut by 50 or reset to 0 (Black Widow option)."""
    if options["exact_score"] == "none" or total != options["end_score"]:
        return total
    return total - 50 if options["exact_score"] == "minus50" else 0
