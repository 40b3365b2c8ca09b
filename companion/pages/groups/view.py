"""A group in the words of its pages: its games as the table saw them, its statistics per
game played, head-to-head between two players. Made from what groups.read answers (the
figures are the group service's; this only names and orders them)."""
from dataclasses import dataclass, field
from datetime import date

from babel.dates import format_skeleton
from babel.numbers import format_percent

from ...groups.zones import local_day
from ...rules.games import figures_of
from ...web.i18n import locale_tag, one_decimal
from ...words import names_and, tr
from ..games import game_name

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
    """The game's name at the reader's table ('Herzen', 'Kierki'); an unknown one as kept."""
    try:
        return game_name(key)
    except KeyError:
        return key


def day_words(day: date) -> tuple[str, str]:
    """('Mon, Nov 23, 2026', '2026-11-23'): the day the reader's way ('Mo., 23. Nov.
    2026'), with its weekday (groups meet on a Friday). The day is the group's own, told
    where it sits (groups/zones.py)."""
    return format_skeleton("yMMMEd", day, locale=locale_tag()), day.isoformat()


def figures_said(row: dict) -> dict:
    """A stats row with its rate and average written the reader's way ('50%', '6.3';
    '50 %', '6,3' in German), a dash where there is nothing to count."""
    locale = locale_tag()
    rate, average = row.get("win_pct"), row.get("points_per_hand")
    return {**row,
            "win_rate": "—" if rate is None else format_percent(round(rate) / 100, locale=locale),
            "average": one_decimal(average),
            # the figures that mean something in that game (its declaration says)
            "shows": figures_of(row["ruleset"])}


def game_line(game: dict, zone: str | None) -> GameLine:
    names, seats = game["names"], game["players"]
    status = game["status"]
    winners = [names[seats.index(w)] for w in game["winners"] if w in seats]
    if status == "finished" and winners:
        t = tr()
        result = (t.gettext("%(names)s share the win", names=names_and(winners))
                  if len(winners) > 1 else t.gettext("%(name)s won", name=winners[0]))
    elif status == "finished":
        result = tr().pgettext("game status", "Finished")
    elif status == "tiebreak":
        result = tr().gettext("Tie-break hand next")
    elif game["hands"]:
        result = tr().ngettext("In play: %(num)s hand so far", "In play: %(num)s hands so far",
                               game["hands"])
    else:
        result = tr().gettext("Not started yet")
    day, when = day_words(local_day(game["started_at"], zone))
    return GameLine(game["id"], ruleset_name(game["ruleset"]), day, when, list(names),
                    status, status == "finished", result)


def games_of(answer: dict, every: bool = False) -> list[GameLine]:
    """The group's games, newest first (as the answer orders them)."""
    games = answer["games"] if every else answer["games"][:SHOWN_GAMES]
    return [game_line(g, answer["time_zone"]) for g in games]


def stats_tables(answer: dict) -> list[StatsTable]:
    """Per ruleset (the most played first): each player's row with their name, ordered by
    wins, then win rate, then games."""
    names = {p["id"]: p["name"] for p in answer["players"]}
    tables = {}
    for row in answer["stats"]:
        table = tables.setdefault(row["ruleset"],
                                  StatsTable(row["ruleset"], ruleset_name(row["ruleset"])))
        table.rows.append({**figures_said(row), "name": names.get(row["player"], "?")})
    for table in tables.values():
        table.rows.sort(key=lambda r: (-r["wins"], -(r["win_pct"] or 0), -r["games"],
                                       r["name"].casefold()))
    return sorted(tables.values(), key=lambda t: (-sum(r["games"] for r in t.rows), t.name))


def player_stats(answer: dict, number: int) -> list[dict]:
    """One player's rows, per ruleset, with the ruleset's name."""
    return [{**figures_said(row), "ruleset_name": ruleset_name(row["ruleset"])}
            for row in answer["stats"] if row["player"] == number]


def player_games(answer: dict, number: int) -> list[GameLine]:
    return [game_line(g, answer["time_zone"]) for g in answer["games"]
            if number in g["players"]][:SHOWN_GAMES]


def head_to_head_rows(result: dict) -> list[dict]:
    return [{**row, "name": ruleset_name(row["ruleset"])} for row in result["rulesets"]]
