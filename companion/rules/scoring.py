"""What a hand adds to each total: card points, the moon (or sun), reneges, Rickety Craig,
exact score (docs/RULES.md section 5, in the order of section 7)."""
from dataclasses import dataclass

from .checks import can_split
from .deal import HandSetup
from .entry import Entry, card_points, check_shape
from .errors import RuleError
from .teams import TEAM_MODES, TEAMS, team_of, team_scores, team_shooters

CRAIG_BONUS = 10


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
    return {"old": ("others",), "new": ("others", "self"), "minus": ("self",),
            "lot": ("reset", "double")}.get(moon_rule, ())


def moon_value(options: dict, setup: HandSetup, sun: bool = False) -> int:
    """What the moon is worth (a fixed value, or the positive cards in play); a sun is
    worth its own fixed value, or twice the moon."""
    value = options["moon_value"] or setup.positive_total
    if sun:
        return options.get("sun_value") or 2 * value
    return value


def moon_question(moon_rule: str, shooter: str, value: int, sun: bool = False) -> str:
    """The sentence asking the shooter to choose (or saying what the moon scores)."""
    if sun:
        return moon_question(moon_rule, shooter, value).replace("the moon", "the sun")
    if moon_rule == "lot":
        return (f"{shooter} went for the lot: choose to reset {shooter}'s total to 0 "
                f"or to double everyone else's total.")
    if moon_rule == "old":  # nothing to choose: only a wrong choice gets here
        return f"{shooter} shot the moon: under the old moon everyone else scores +{value}."
    if moon_rule == "minus":
        return f"{shooter} shot the moon: under this moon rule {shooter} scores −{value}."
    return f"{shooter} shot the moon: choose +{value} for everyone else or −{value} for {shooter}."


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


def score_hand(entry: Entry, setup: HandSetup, options: dict, totals: list[int],
               names: list[str], safety: bool = False):
    """Return (points, scores, moon) for a counted or tie-break hand, or raise RuleError.
    `safety`: score a moon as the shooter's −N (the safety moon, game.py decides when)."""
    check_shape(entry, setup, names)
    seats = len(names)
    if entry.kind == "misdeal":
        return [0] * seats, [0] * seats, None
    reneges = [0] * seats
    for seat in entry.reneges:
        reneges[seat] += options["renege_penalty"]
    if entry.kind == "replay":
        if options["partnership"] in TEAM_MODES:  # a team's seats carry one total
            reneges = [sum(reneges[p] for p in TEAMS[team_of(s)]) for s in range(seats)]
        return [0] * seats, reneges, None
    points = card_points(entry, setup, names)
    if setup.kind == "tiebreak":
        return points, [0] * seats, None  # the tie-break count is made by the game fold
    if options["partnership"] in TEAM_MODES:
        scores, moon = team_hand(entry, setup, options, points, totals, names, reneges, safety)
        return points, scores, moon
    moon = _moon(entry, setup, options, points, names, safety)
    scores = list(points)
    if moon:
        scores = moon_scores(moon, setup, points, totals, moon_value(options, setup, moon.sun),
                             options["bonus_in_moon"] == "absorbed")
    if options["rickety_craig"]:
        fewest = min(points[s] for s in setup.participants)
        for seat in setup.participants:
            if points[seat] == fewest:
                scores[seat] += CRAIG_BONUS
    return points, [s + r for s, r in zip(scores, reneges)], moon


def _moon(entry, setup, options, points, names, safety=False):
    choices = moon_choices(options["moon"])
    if entry.sun:
        return _sun(entry, setup, options, points, names, choices, safety)
    if not choices or setup.positive_total <= 0:
        return None
    seat = find_shooter(entry, setup, points, options["moon_needs_bonus"])
    if seat is None:
        return None
    return _chosen(entry, options, names, seat, choices, moon_value(options, setup), safety)


def _sun(entry, setup, options, points, names, choices, safety):
    """One player won every trick (the table says so: the app sees cards, not tricks)."""
    if options["sun"] == "none" or not choices or options["moon"] == "lot":
        raise RuleError("This game has no sun: leave “every trick” unticked.", "sun")
    seat = find_shooter(entry, setup, points, True)
    if seat is None:
        raise RuleError("Taking every trick means taking every card of value, bonus cards "
                        "too: no player took them all.", "sun")
    return _chosen(entry, options, names, seat, choices, moon_value(options, setup, True),
                   safety, sun=True)


def _chosen(entry, options, names, seat, choices, value, safety, sun=False) -> Moon:
    if safety:
        return Moon(seat, "self", sun, safety=True, value=value)
    choice = entry.moon_choice or (choices[0] if len(choices) == 1 else None)
    if choice not in choices:
        question = moon_question(options["moon"], names[seat], value, sun)
        if entry.moon_choice:
            question = f"“{entry.moon_choice}” is not a choice here. {question}"
        raise RuleError(question, "moon_choice")
    return Moon(seat, choice, sun, value=value)


def exact_score(total: int, options: dict) -> int:
    """A total landing exactly on the end score is cut by 50 or reset to 0 (Black Widow option)."""
    if options["exact_score"] == "none" or total != options["end_score"]:
        return total
    return total - 50 if options["exact_score"] == "minus50" else 0


def team_hand(entry, setup, options, points, totals, names, reneges, safety):
    """Partnership Hearts' team scoring: every seat scores its team's hand (docs/RULES.md
    section 2.11). Returns (per-seat scores, moon)."""
    team_points = [sum(points[s] for s in team) for team in TEAMS]
    choices = moon_choices(options["moon"])
    seat, moon, value = None, None, 0
    if choices and setup.positive_total > 0:
        if options["partnership"] == "team":
            team = team_shooters(entry, setup, points, options["moon_needs_bonus"])
            seat = team[0] if team else None
        else:  # partner hearts: one player alone, worth twice the moon to the others
            seat = find_shooter(entry, setup, points, options["moon_needs_bonus"])
    shooters = None if seat is None else team_of(seat)
    bonus = list(team_points)
    if shooters is not None:
        value = moon_value(options, setup) * (1 if options["partnership"] == "team" else 2)
        shown = list(names)
        if options["partnership"] == "team":
            shown[seat] = " and ".join(names[s] for s in TEAMS[shooters])
        moon = _chosen(entry, options, shown, seat, choices, value, safety)
        moon.team = options["partnership"] == "team"
        bonus[shooters] = 0 if options["bonus_in_moon"] == "absorbed" else \
            team_points[shooters] - setup.positive_total
    scores = team_scores(team_points, shooters, moon.choice if moon else "", value,
                         [totals[team[0]] for team in TEAMS], bonus)
    if options["rickety_craig"]:
        low = min(points[s] for s in setup.participants)
        for s in setup.participants:
            scores[team_of(s)] += CRAIG_BONUS if points[s] == low else 0
    for s, penalty in enumerate(reneges):
        scores[team_of(s)] += penalty
    return [scores[team_of(s)] for s in range(len(names))], moon
