"""A group's records, each with its player, game and date (docs/API.md, "Groups").

Per ruleset, where the numbers mean one thing: the best final total (the lowest, or
the highest in a game where the highest wins), the worst single hand, the biggest
comeback (the most a winner was behind the best total after a hand). Across every
game: the most moons and the most Q♠ taken in one game, and the longest runs of wins
and of games without a win. Made from the games' summaries (stats.summarise), so a
correction moves them at once; a tie keeps the earlier record.
"""
from .stats import finish_order, lower_better


def records(games: list[dict]) -> list[dict]:
    """[{"code", "ruleset" (None across games), "player", "value", "game", "at"}]."""
    found: dict[tuple, dict] = {}
    runs: dict[int, list[int]] = {}  # player -> [wins in a row, games without a win]
    for game in sorted(games, key=finish_order):
        summary = game["summary"]
        if summary["status"] != "finished":
            continue
        ruleset, at = game["ruleset"], summary["finished_at"]

        def keep(code, per_ruleset, player, value, better):
            key = (code, ruleset if per_ruleset else None)
            held = found.get(key)
            if held is None or better > held["_better"]:
                found[key] = {"code": code, "ruleset": key[1], "player": player,
                              "value": value, "game": game["id"], "at": at, "_better": better}

        for seat, player in enumerate(game["players"]):
            total = summary["totals"][seat]
            keep("best_total", True, player, total, -lower_better(total, summary))
            worst = (summary.get("worst_hands") or [None] * (seat + 1))[seat]
            if worst is not None:
                keep("worst_hand", True, player, worst[0], lower_better(worst[0], summary))
            counts = summary["seats"][seat]
            if counts["moons"]:
                keep("most_moons", False, player, counts["moons"], counts["moons"])
            if counts["queens"]:
                keep("most_queens", False, player, counts["queens"], counts["queens"])
            run = runs.setdefault(player, [0, 0])
            won = seat in summary["winners"]
            run[0], run[1] = (run[0] + 1, 0) if won else (0, run[1] + 1)
            if run[0] > 1:
                keep("longest_winning_run", False, player, run[0], run[0])
            if run[1] > 1:
                keep("longest_losing_run", False, player, run[1], run[1])
        for seat, behind in summary.get("comebacks") or ():
            if behind > 0:
                keep("biggest_comeback", True, game["players"][seat], behind, behind)
    return [{k: v for k, v in record.items() if k != "_better"}
            for _key, record in sorted(found.items(), key=lambda item: (
                item[0][1] or "", ORDER.index(item[0][0])))]


ORDER = ("best_total", "worst_hand", "biggest_comeback", "most_moons", "most_queens",
         "longest_winning_run", "longest_losing_run")
