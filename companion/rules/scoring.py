"""What a hand adds to each total: card points, the moon (or sun, moon.py), reneges,
Rickety Craig, exact score (docs/RULES.md section 5, in the order of section 7)."""
from .contract_entry import contract_scores
from .deal import HandSetup
from .entry import Entry
from .moon import chosen_moon, find_shooter, moon_choices, moon_scores, moon_value, shot_moon
from .phases import DOWN
from .games import family_of
from .taken import card_points, check_shape
from .teams import TEAM_MODES, TEAMS, team_of, team_scores, team_shooters

CRAIG_BONUS = 10


def score_hand(entry: Entry, setup: HandSetup, options: dict, totals: list[int],
               names: list[str], safety: bool = False):
    """Return (points, scores, moon) for a counted or tie-break hand, or raise RuleError.
    `safety`: score a moon as the shooter's −N (the safety moon, game.py decides when)."""
    check_shape(entry, setup, names)
    seats = len(names)
    if entry.kind == "misdeal":
        return [0] * seats, [0] * seats, None
    reneges = [0] * seats
    # a penalty counts against its player: minus where the highest total wins
    highest = family_of(options).highest_wins(options)
    penalty = options["renege_penalty"] * (-1 if highest else 1)
    for seat in entry.reneges:
        reneges[seat] += penalty
    if entry.kind == "replay":
        if options["partnership"] in TEAM_MODES:  # a team's seats carry one total
            reneges = [sum(reneges[p] for p in TEAMS[team_of(s)]) for s in range(seats)]
        return [0] * seats, reneges, None
    if setup.by_contract:  # a compendium deal: signed scores
        scores = contract_scores(entry, setup, names, options["no_trumps"])
        return scores, [s + r for s, r in zip(scores, reneges)], None
    points = card_points(entry, setup, names)
    if setup.phase == DOWN:  # counting down: what a player took comes off, a moon too
        return points, [r - p for p, r in zip(points, reneges)], None
    if setup.kind == "tiebreak":
        return points, [0] * seats, None  # the tie-break count is made by the game fold
    if options["partnership"] in TEAM_MODES:
        scores, moon = team_hand(entry, setup, options, points, totals, names, reneges, safety)
        return points, scores, moon
    moon = shot_moon(entry, setup, options, points, names, safety)
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
        shown = [names[s] for s in TEAMS[shooters]] if options["partnership"] == "team" \
            else [names[seat]]
        moon = chosen_moon(entry, options, shown, seat, choices, value, safety)
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
