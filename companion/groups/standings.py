"""Standings of a run of a group's games (an evening, a series: groups/evenings.py), from
the finished games only: most wins (shared wins count), then most second places, third
places and so on, then fewest points, but only when every finished game was of one
ruleset (docs/DECISIONS.md, "Evenings and series decisions"). Players level on all of
it share a rank."""
from .stats import placing


def places(summary: dict) -> list[int]:
    """Each seat's place (1 = won): winners first, then by total; equal seats share a
    place and the next place is skipped (1, 1, 3)."""
    keys = [placing(summary, seat) for seat in range(len(summary["totals"]))]
    return [1 + sum(other < key for other in keys) for key in keys]


def standings(games: list[dict], names: dict) -> list[dict]:
    """Ranked rows `{"rank", "player", "name", "games", "wins", "places", "points"}` of
    the finished games among `games`; `places[i]` counts the (i+1)th places, `points`
    is per ruleset. `names`: player id -> name."""
    rows, rulesets, sign = {}, set(), 1
    for game in games:
        summary = game["summary"]
        if summary["status"] != "finished":
            continue
        rulesets.add(game["ruleset"])
        for seat, (player, place) in enumerate(zip(game["players"], places(summary))):
            row = rows.setdefault(player, {"player": player, "name": names.get(player, "?"),
                                           "games": 0, "wins": 0, "places": [], "points": {}})
            row["games"] += 1
            row["wins"] += place == 1
            row["places"] += [0] * (place - len(row["places"]))
            row["places"][place - 1] += 1
            points = row["points"]
            points[game["ruleset"]] = points.get(game["ruleset"], 0) + summary["totals"][seat]
            # fewest points rank first, most where the highest total wins (one ruleset)
            sign = -1 if summary.get("highest") else 1
    one_ruleset = len(rulesets) == 1
    longest = max((len(r["places"]) for r in rows.values()), default=0)
    keys = {}
    for player, row in rows.items():
        counts = row["places"] + [0] * (longest - len(row["places"]))
        points = sign * sum(row["points"].values()) if one_ruleset else 0
        keys[player] = (tuple(-n for n in counts), points)
    ranked = sorted(rows.values(), key=lambda r: (keys[r["player"]], r["name"].casefold()))
    for index, row in enumerate(ranked):
        same = index and keys[ranked[index - 1]["player"]] == keys[row["player"]]
        row["rank"] = ranked[index - 1]["rank"] if same else index + 1
    return ranked
