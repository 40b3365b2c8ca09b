"""A group in the words of its pages: its games as the table saw them, its statistics per
game played, head-to-head between two players. Made from what groups.read answers (the
figures are the group service's; this only names and orders them)."""
import time
from dataclasses import dataclass, field

from ..rules import PRESETS
from ..words import names_and

SHOWN_GAMES = 30  # newest first; the rest behind "Every game"


@dataclass
class GameLine:
    """One game in the group's list, with the names typed that night."""
    id: str
    ruleset: str
    day: str
    when: str  # ISO 8601, for <time datetime>
    names: list[str]
    status: str
    finished: bool
    result: str


@dataclass
class StatsTable:
    """A ruleset's statistics: one row per player, the best record first."""
    ruleset: str
    name: str
    rows: list[dict] = field(default_factory=list)


def ruleset_name(key: str) -> str:
    return PRESETS[key]["name"] if key in PRESETS else key


def day_words(at: float) -> tuple[str, str]:
    """('Mon 23 Nov 2026', '2026-11-23') in UTC: the server does not know the table's zone."""
    moment = time.gmtime(at)
    return time.strftime("%a %d %b %Y", moment), time.strftime("%Y-%m-%d", moment)


def game_line(game: dict) -> GameLine:
    names, seats = game["names"], game["players"]
    status = game["status"]
    winners = [names[seats.index(w)] for w in game["winners"] if w in seats]
    if status == "finished" and winners:
        result = (f"{names_and(winners)} share the win" if len(winners) > 1
                  else f"{winners[0]} won")
    elif status == "finished":
        result = "Finished"
    elif status == "tiebreak":
        result = "Tie-break hand next"
    elif game["hands"]:
        result = f"In play: {game['hands']} hand{'s' if game['hands'] != 1 else ''} so far"
    else:
        result = "Not started yet"
    day, when = day_words(game["started_at"])
    return GameLine(game["id"], ruleset_name(game["ruleset"]), day, when, list(names),
                    status, status == "finished", result)


def games_of(answer: dict, every: bool = False) -> list[GameLine]:
    """The group's games, newest first (as the answer orders them)."""
    games = answer["games"] if every else answer["games"][:SHOWN_GAMES]
    return [game_line(g) for g in games]


def stats_tables(answer: dict) -> list[StatsTable]:
    """Per ruleset (the most played first): each player's row with their name, ordered by
    wins, then win rate, then games."""
    names = {p["id"]: p["name"] for p in answer["players"]}
    tables = {}
    for row in answer["stats"]:
        table = tables.setdefault(row["ruleset"],
                                  StatsTable(row["ruleset"], ruleset_name(row["ruleset"])))
        table.rows.append({**row, "name": names.get(row["player"], "?")})
    for table in tables.values():
        table.rows.sort(key=lambda r: (-r["wins"], -(r["win_pct"] or 0), -r["games"],
                                       r["name"].casefold()))
    return sorted(tables.values(), key=lambda t: (-sum(r["games"] for r in t.rows), t.name))


def player_stats(answer: dict, number: int) -> list[dict]:
    """One player's rows, per ruleset, with the ruleset's name."""
    return [{**row, "ruleset_name": ruleset_name(row["ruleset"])}
            for row in answer["stats"] if row["player"] == number]


def player_games(answer: dict, number: int) -> list[GameLine]:
    return [game_line(g) for g in answer["games"] if number in g["players"]][:SHOWN_GAMES]


def head_to_head_rows(result: dict) -> list[dict]:
    return [{**row, "name": ruleset_name(row["ruleset"])} for row in result["rulesets"]]
