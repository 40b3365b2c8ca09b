"""Partnership Hearts (docs/RULES.md section 2.11): four players, partners opposite.

Option `partnership`: "none"; "team" (the two partners score as one: their card
points added, a moon by the two of them between them); "partner-hearts" (team
totals, but a moon is one player's alone and gives the other team twice the
moon); "individual" (everyone scored as in Hearts; the game ends on a player's
total and the lower team sum wins it).

In the team modes every seat carries its team's total, so the end test reads the
totals as they are; the units of the end, the tie and the tie-break are teams.
"""
from .checks import can_split
from .deal import HandSetup
from .entry import Entry
from .errors import RuleError
from .games import family_of

TEAMS = ((0, 2), (1, 3))  # seats 1 and 3 against seats 2 and 4
TEAM_MODES = ("team", "partner-hearts")


def units(options: dict, seats: int) -> list[tuple[int, ...]]:
    """Who wins or loses together: the two teams, or each player alone."""
    if options["partnership"] == "none":
        return [(seat,) for seat in range(seats)]
    return list(TEAMS)


def team_totals(options: dict, totals: list[int]) -> list[int] | None:
    """Each team's total (seats 1 and 3, then 2 and 4); None without partners."""
    if options["partnership"] == "none":
        return None
    return [unit_total(options, totals, team) for team in TEAMS]


def unit_total(options: dict, totals: list[int], unit: tuple[int, ...]) -> int:
    if options["partnership"] == "individual":
        return sum(totals[s] for s in unit)
    return totals[unit[0]]  # one seat alone, or a team whose seats carry its total


def leading(options: dict, totals: list[int], among: list[int]) -> list[int]:
    """The seats of the units with the best total, among the seats `among`: the lowest,
    or in a compendium game the highest (its family's highest_wins)."""
    taking = [u for u in units(options, len(totals)) if set(u) & set(among)]
    best = max if family_of(options).highest_wins(options) else min
    low = best(unit_total(options, totals, u) for u in taking)
    return sorted(s for u in taking if unit_total(options, totals, u) == low for s in u
                  if s in among)


def fewest(options: dict, count: dict[int, int]) -> list[int]:
    """The seats whose unit took the fewest points in a tie-break hand (`count`: per seat
    taking part; partners add theirs up)."""
    if options["partnership"] == "none":
        low = min(count.values())
        return [s for s in count if count[s] == low]
    sums = {team: sum(count.get(s, 0) for s in team) for team in TEAMS if set(team) & set(count)}
    low = min(sums.values())
    return sorted(s for team, v in sums.items() if v == low for s in team if s in count)


def one_unit(options: dict, seats: list[int], table: int) -> bool:
    """Do these seats make up a single unit (one player, or one team)?"""
    return len({u for u in units(options, table) for s in seats if s in u}) == 1


def team_of(seat: int) -> int:
    return 0 if seat in TEAMS[0] else 1


def partner(seat: int) -> int:
    """The seat opposite."""
    return (seat + 2) % 4


def check_partnership(options: dict, seats: int) -> None:
    if options["partnership"] == "none":
        return
    if seats != 4:
        raise RuleError("partnership_needs_four", "partnership", players=seats)
    if options["partnership"] in TEAM_MODES and options["sun"] != "none":
        raise RuleError("partnership_no_sun", "sun")


def team_shooters(entry: Entry, setup: HandSetup, points: list[int], needs_bonus: bool):
    """The team that took every positive card between them (every card, with
    moon_needs_bonus), or None."""
    positives = [c for c, v in setup.values.items() if v > 0 or needs_bonus]
    bonus = [setup.values[c] for c in setup.penalty_cards if c not in positives]
    moon_points = sum(setup.values[c] * setup.in_play[c] for c in positives)
    for team, other in (TEAMS, TEAMS[::-1]):
        if entry.captured is not None:
            cards = [c for s in team for c in entry.captured.get(s, [])]
            if all(cards.count(c) == setup.in_play[c] for c in positives):
                return team
        elif can_split(bonus, [sum(points[s] for s in team) - moon_points,
                               sum(points[s] for s in other)]):
            return team
    return None


def team_scores(team_points: list[int], shooters, choice: str, value: int,
                team_totals: list[int], bonus: list[int]) -> list[int]:
    """Each team's score for the hand (index 0: seats 1 and 3, index 1: seats 2 and 4).
    `bonus`: each team's bonus points, kept through its moon; `shooters`: the moon's
    team index, or None."""
    if shooters is None:
        return list(team_points)
    scores = list(bonus)
    other = 1 - shooters
    if choice == "others":
        scores[other] += value
    elif choice == "self":
        scores[shooters] -= value
    elif choice == "reset":
        scores[shooters] -= team_totals[shooters]
    elif choice == "double":
        scores[other] += team_totals[other]
    return scores
