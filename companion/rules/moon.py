"""Shooting the moon (and the sun): who shot it, what it is worth, the choice it asks
for and what it scores (docs/RULES.md sections 3.1 and 5)."""
from dataclasses import dataclass

from .checks import can_split
from .deal import HandSetup
from .entry import Entry
from .errors import RuleError


@dataclass
class Moon:
    seat: int
    choice: str  # others, self, reset, double
    sun: bool = False  # the shooter also won every trick: worth twice the moon (or sun_value)
    safety: bool = False  # the old moon would have lost the shooter the game: scored "self"
    team: bool = False  # Partnership Hearts: `seat` and the partner took it between them
    value: int = 0  # what the moon (or sun) was worth in this hand


def find_shooter(entry: Entry, setup: HandSetup, points: list[int], needs_bonus: bool):
    """The seat that took every positive penalty card (every card, with moon_needs_bonus)."""
    positives = list(setup.values) if needs_bonus else setup.positive_cards
    if entry.captured is not None:
        # fewer cards than these: not every one of them
        needed = len(setup.penalty_cards) if needs_bonus else setup.positive_count
        for seat, cards in entry.captured.items():
            if len(cards) >= needed and all(cards.count(c) == setup.in_play[c]
                                            for c in positives):
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
    """What the shooter may choose under this moon rule (empty: no moon)."""
    return {"old": ("others",), "new": ("others", "self"), "minus": ("self",),
            "lot": ("reset", "double")}.get(moon_rule, ())


def moon_value(options: dict, setup: HandSetup, sun: bool = False) -> int:
    """What the moon is worth (a fixed value, or the positive cards in play); a sun is
    worth its own fixed value, or twice the moon."""
    value = options["moon_value"] or setup.positive_total
    if sun:
        return options["sun_value"] or 2 * value
    return value


def moon_scores(moon: Moon, setup: HandSetup, points: list[int], totals: list[int],
                value: int, absorbed: bool = False) -> list[int]:
    """Scores of a moon hand: the positive cards turn into the moon; bonus cards stay with
    whoever took them, unless `absorbed`: the moon then replaces the shooter's whole count."""
    bonus = [points[s] - (setup.positive_total if s == moon.seat else 0)
             for s in range(len(points))]
    if absorbed:
        bonus[moon.seat] = 0
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


def shot_moon(entry, setup, options, points, names, safety=False):
    """The moon (or sun) of a hand, with its choice, or None; RuleError when the choice is
    missing or not one this moon rule offers."""
    choices = moon_choices(options["moon"])
    if entry.sun:
        return _sun(entry, setup, options, points, names, choices, safety)
    if not choices or setup.positive_total <= 0:
        return None
    seat = find_shooter(entry, setup, points, options["moon_needs_bonus"])
    if seat is None:
        return None
    return chosen_moon(entry, options, [names[seat]], seat, choices, moon_value(options, setup),
                       safety)


def _sun(entry, setup, options, points, names, choices, safety):
    """One player won every trick (the table says so: the app sees cards, not tricks)."""
    if options["sun"] == "none" or not choices or options["moon"] == "lot":
        raise RuleError("no_sun", "sun")
    seat = find_shooter(entry, setup, points, True)
    if seat is None:
        raise RuleError("sun_without_every_card", "sun")
    return chosen_moon(entry, options, [names[seat]], seat, choices,
                       moon_value(options, setup, True), safety, sun=True)


def chosen_moon(entry, options, shooters, seat, choices, value, safety, sun=False) -> Moon:
    """The moon of `seat` with the choice made (the only one, or the safety moon's).
    `shooters`: the names of who shot it (two for a Partnership Hearts team moon), for
    the refusal that asks them to choose."""
    if safety:
        return Moon(seat, "self", sun, safety=True, value=value)
    choice = entry.moon_choice or (choices[0] if len(choices) == 1 else None)
    if choice not in choices:
        facts = {"shooters": shooters, "rule": options["moon"], "value": value, "sun": sun}
        if entry.moon_choice:
            raise RuleError("moon_choice_not_here", "moon_choice", choice=entry.moon_choice,
                            **facts)
        raise RuleError("moon_choice_needed", "moon_choice", **facts)
    return Moon(seat, choice, sun, value=value)
