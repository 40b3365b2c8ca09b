"""A group's statistics: per player and ruleset, counted from the games' folded states.

Each game is summed up once per version (`summarise`: what each seat did), and a
group's statistics add those up (`aggregate`). A summary is a pure function of
the game's rows and of the rules engine that folded them, so it is filed under
both (`summary_key`): a correction of any hand bumps the game's version, and a
new engine (`ENGINE`, a hash of its source) folds every game again. So the
figures are always those of a fresh count over the stored hands.

Definitions (docs/DECISIONS.md, "Groups decisions"): only finished games count,
except `games`, which counts every game the player sat in. `wins` counts every
finished game the player won, alone or shared; `shared_wins` how many of those
were shared (a draw). `hands` counts the hands played (ordinary and tie-break
hands the player took part in; not misdeals or replayed deals); `points` adds
what every hand added to the player's total (so it is the sum of final totals).
`best_total` is the lowest final total, or in a compendium game (where the highest
wins) the highest; `worst_total` the other end.
"""
import hashlib
from pathlib import Path

from ..rules.figures import NOT_DEALT, seat_figures
from ..rules.games import highest_wins
from ..rules.teams import units

HERE = Path(__file__).resolve().parent


def summary_sources() -> list[Path]:
    """The source a summary is made by: the rules engine (its games' declarations and
    families too), how a kept state is read back (games/state_values.py: a snapshot's hands),
    and this file."""
    return (sorted((HERE.parent / "rules").rglob("*.py"))
            + [HERE.parent / "games" / "state_values.py", Path(__file__).resolve()])


def _engine_fingerprint() -> str:
    """A hash of the source that makes a summary."""
    digest = hashlib.sha256()
    for path in summary_sources():
        digest.update(path.relative_to(HERE.parent).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


ENGINE = _engine_fingerprint()


def summary_key(version: int) -> str:
    return f"{version}:{ENGINE}"


def summarise(state) -> dict:
    """What the group needs of one game's state: its outcome and each seat's counts."""
    seats = seat_figures(state)
    worst = [figures.pop("worst") for figures in seats]
    finished = state.status == "finished"
    summary = {"status": state.status, "names": list(state.players),
               "totals": list(state.totals), "winners": list(state.winners) if finished else [],
               "draw": bool(state.draw), "hands": len(state.hands),
               "finished_at": state.hands[-1].at if finished and state.hands else None,
               "seats": seats, "highest": highest_wins(state.options),
               "teams": [list(unit) for unit in units(state.options, len(state.players))]}
    return {**summary, "worst_hands": worst, "comebacks": comebacks(state, summary)}


def comebacks(state, summary: dict) -> list[list[int]]:
    """What the records need of a game's winners (groups/records.py): how far each was
    at worst behind the best total after a hand, as [seat, points]."""
    behind = dict.fromkeys(summary["winners"], 0)
    for hand in state.hands:
        if hand.kind in NOT_DEALT:
            continue
        best = min(lower_better(total, summary) for total in hand.totals)
        for winner in behind:
            behind[winner] = max(behind[winner],
                                 lower_better(hand.totals[winner], summary) - best)
    return [[seat, n] for seat, n in behind.items()]


def _row(player: int, ruleset: str) -> dict:
    return {"player": player, "ruleset": ruleset, "games": 0, "finished": 0, "wins": 0,
            "shared_wins": 0, "hands": 0, "points": 0, "moons": 0, "reneges": 0,
            "queens": 0, "card_hands": 0, "win_pct": None, "points_per_hand": None,
            "best_total": None, "worst_total": None, "current_streak": 0,
            "longest_streak": 0}


def finish_order(game: dict):
    """Games in the order they ended (unfinished ones last, by start)."""
    return (game["summary"]["finished_at"] is None,
            game["summary"]["finished_at"] or 0, game["started_at"], game["order"])


def aggregate(games: list[dict]) -> list[dict]:
    """Per player and ruleset, from games as `{"ruleset", "players" (player ids by seat),
    "started_at", "order", "summary"}`; rows ordered by player id, then ruleset."""
    rows = {}
    for game in sorted(games, key=finish_order):
        summary, ruleset = game["summary"], game["ruleset"]  # (one ruleset, one direction)
        finished = summary["status"] == "finished"
        winners, totals, seats = summary["winners"], summary["totals"], summary["seats"]
        for seat, player in enumerate(game["players"]):
            row = rows.get((player, ruleset))
            if row is None:
                row = rows[player, ruleset] = _row(player, ruleset)
            row["games"] += 1
            if not finished:
                continue
            row["finished"] += 1
            for name, count in seats[seat].items():
                row[name] += count
            # the best total is the lowest, or in a compendium game the highest
            total = -totals[seat] if summary.get("highest") else totals[seat]
            if row["best_total"] is None or total < lower_better(row["best_total"], summary):
                row["best_total"] = totals[seat]
            if row["worst_total"] is None or total > lower_better(row["worst_total"], summary):
                row["worst_total"] = totals[seat]
            if seat in winners:
                row["wins"] += 1
                row["shared_wins"] += len(winners) > 1
                row["current_streak"] += 1
                row["longest_streak"] = max(row["longest_streak"], row["current_streak"])
            else:
                row["current_streak"] = 0
    for row in rows.values():
        if row["finished"]:
            row["win_pct"] = round(100 * row["wins"] / row["finished"], 1)
        if row["hands"]:
            row["points_per_hand"] = round(row["points"] / row["hands"], 2)
    return [rows[key] for key in sorted(rows)]


def lower_better(total: int, summary: dict) -> int:
    """A total as lower-is-better: a compendium game's (highest wins) turned round."""
    return -total if summary.get("highest") else total


def placing(summary: dict, seat: int) -> tuple:
    """How a seat ended (lower is better): a winner before anyone else, then by total
    (the highest first in a compendium game)."""
    return (seat not in summary["winners"], lower_better(summary["totals"][seat], summary))


def head_to_head(games: list[dict], a: int, b: int) -> dict:
    """Finished games where players a and b both sat, per ruleset: how often each ended
    ahead of the other, level, and each one's wins there."""
    rulesets, together = {}, []
    for game in sorted(games, key=finish_order):
        summary, seats = game["summary"], game["players"]
        if summary["status"] != "finished" or a not in seats or b not in seats:
            continue
        sa, sb = seats.index(a), seats.index(b)
        row = rulesets.setdefault(game["ruleset"], {
            "ruleset": game["ruleset"], "games": 0, "a_ahead": 0, "b_ahead": 0, "level": 0,
            "a_wins": 0, "b_wins": 0, "a_points": 0, "b_points": 0})
        row["games"] += 1
        pa, pb = placing(summary, sa), placing(summary, sb)
        row["a_ahead" if pa < pb else "b_ahead" if pb < pa else "level"] += 1
        row["a_wins"] += sa in summary["winners"]
        row["b_wins"] += sb in summary["winners"]
        row["a_points"] += summary["totals"][sa]
        row["b_points"] += summary["totals"][sb]
        together.append(game["id"])
    return {"a": a, "b": b, "rulesets": [rulesets[r] for r in sorted(rulesets)],
            "games": together}
