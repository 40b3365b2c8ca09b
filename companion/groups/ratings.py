"""A group's ratings: one ranking across every game it plays, that knows who you beat.

The model is openskill's Plackett-Luce (Weng-Lin) with its defaults: a new player
starts at mu 25, sigma 25/3; each finished game, in the order the games ended, moves
its players by their placings. A placing is the game's own: its winners first (a
shared win is a tie), then the others by final total (equal totals tie); partners
play as one team. A rating is shown as mu − 3·sigma (openskill's ordinal), so it
rises as the app grows sure of a player; under PROVISIONAL games it is "provisional".

Ratings are derived like every statistic here: made from the games' summaries (kept
per game version, groups/summaries.py), so a corrected hand moves them at once, and
an imported group rebuilds the same. Nothing about them is stored.
"""
from openskill.models import PlackettLuce

from .stats import finish_order, placing

PROVISIONAL = 5  # games: fewer, and a rating is said to be provisional
MODEL = PlackettLuce()  # the library's defaults (docs/DECISIONS.md, "Ratings")


def placings(summary: dict, players: list[int]) -> tuple[list[list[int]], list[int]]:
    """The game's teams (player ids) and their ranks, 1 the best, ties equal."""
    teams = summary.get("teams") or [[seat] for seat in range(len(players))]
    keys = [min(placing(summary, seat) for seat in team) for team in teams]
    ordered = sorted(set(keys))
    return ([[players[seat] for seat in team] for team in teams],
            [ordered.index(key) + 1 for key in keys])


def rate(games: list[dict], trail=None) -> tuple[dict, list]:
    """({player id: {"mu", "sigma", "rating", "games", "provisional", "history": [[game
    id, finished at, rating], ...]}}, the trail) from the finished games (`{"id",
    "version", "players", "summary"}`). The trail is each rated game's key and what it
    moved: given the last one, the games it rated alike are not rated again (a hand
    saved tonight rates nothing before it)."""
    now, made, made_trail = {}, {}, []
    trail = trail or []
    for game in sorted(games, key=finish_order):
        summary = game["summary"]
        if summary["status"] != "finished" or len(set(game["players"])) < 2:
            continue
        key = (game["id"], game.get("version"), tuple(game["players"]))
        step = len(made_trail)
        if step < len(trail) and trail[step][0] == key:
            moved = trail[step][1]
        else:
            trail = []  # from here on, every game is rated afresh
            teams, ranks = placings(summary, game["players"])
            before = [[now.get(p) or MODEL.rating(name=str(p)) for p in team] for team in teams]
            after = MODEL.rate(before, ranks=ranks)
            moved = [(player, rating) for team, rated in zip(teams, after)
                     for player, rating in zip(team, rated)]
        made_trail.append((key, moved))
        for player, rating in moved:
            now[player] = rating
            entry = made.setdefault(player, {"games": 0, "history": []})
            entry["games"] += 1
            entry["history"].append([game["id"], summary["finished_at"],
                                     round(rating.ordinal(), 2)])
    return {player: {"mu": round(now[player].mu, 3), "sigma": round(now[player].sigma, 3),
                     "rating": round(now[player].ordinal(), 2), **made[player],
                     "provisional": made[player]["games"] < PROVISIONAL}
            for player in now}, made_trail


def ranking(rated: dict) -> list[dict]:
    """The overall ranking: settled players by rating, then the provisional ones."""
    rows = [{"player": player, **{k: v for k, v in r.items() if k != "history"}}
            for player, r in rated.items()]
    return sorted(rows, key=lambda r: (r["provisional"], -r["rating"], r["player"]))
