"""Evenings and series in the table's words: the standings of each (wins, then places,
then points, each game's points named when the games differ), their titles and how far
a series has gone or how it ended. Used by the group's page, the big screen and a
series' last game (companion/pages/table/evening.py)."""
from dataclasses import dataclass, field
from datetime import date

from ...words import ordinal, tr
from ..groups.view import day_words, ruleset_name


@dataclass
class StandingRow:
    """A player's line in an evening's or a series' standings, ready to print."""
    rank: int
    name: str
    wins: int
    games: int
    places: list[str]  # ["2nd ×2", "3rd"]: the places other than wins, best first
    points: list[str]  # ["84"], or per game, named, when the standings mix games:
    # ["Black Lady 120", "Hearts 84"] (shown under the name: a column would not fit a phone)


@dataclass
class Standings:
    """An evening or a series, in the table's words."""
    title: str
    when: str  # ISO 8601 day, for <time datetime>
    summary: str  # "3 games, 1 in play · Hearts"
    rows: list[StandingRow] = field(default_factory=list)
    mixed: bool = False  # the games differ: each row's points name their game
    anchor: str = ""


@dataclass
class EveningsView:
    """What templates/groups/_evenings.html shows: the newest evenings and every series."""
    evenings: list[Standings]
    series: list[Standings]
    more: int = 0  # evenings left out (older)


def rows_of(standings: list[dict]) -> tuple[list[StandingRow], bool]:
    """The rows in words, and whether the games differ. Points are never added across
    games: when the games differ, each row's points name their game, even a row with
    one game."""
    rows = []
    mixed = len({game for row in standings for game in row["points"]}) > 1
    for row in standings:
        places = [ordinal(n + 1) + (f" ×{count}" if count > 1 else "")
                  for n, count in enumerate(row["places"]) if n and count]
        points = ([f"{ruleset_name(k)} {v}" for k, v in sorted(row["points"].items())] if mixed
                  else [str(v) for v in row["points"].values()])
        rows.append(StandingRow(row["rank"], row["name"], row["wins"], row["games"],
                                places, points))
    return rows, mixed


def summary(made: dict) -> str:
    """'3 games, 1 in play · Hearts, Black Lady': the count, then the games played."""
    count, playing = len(made["games"]), made["playing"]
    words = (tr().ngettext("%(num)s game, %(playing)s in play",
                           "%(num)s games, %(playing)s in play", count, playing=playing)
             if playing else
             tr().ngettext("%(num)s game", "%(num)s games", count))
    if made["rulesets"]:
        words += " · " + ", ".join(ruleset_name(r) for r in made["rulesets"])
    return words


def evening_view(made: dict) -> Standings:
    """One evening (evenings.evenings_of's) in words."""
    day, when = day_words(date.fromisoformat(made["day"]))
    return Standings(tr().gettext("Evening of %(day)s", day=day), when, summary(made),
                     *rows_of(made["standings"]), f"evening-{made['number']}")


def winner(made: dict) -> tuple[str, str] | None:
    """An ended series' one winner and the score against the runner-up ("Zoë", "2–1"; ""
    when the runner-up won as many, the winner ahead on places or points: three players
    with a game each is no "1–1"); None for a shared first place."""
    top = made["standings"]
    if not top or (len(top) > 1 and top[0]["rank"] == top[1]["rank"]):
        return None
    second = top[1]["wins"] if len(top) > 1 else 0
    return top[0]["name"], "" if second == top[0]["wins"] else f"{top[0]['wins']}–{second}"


def progress(made: dict) -> str:
    """How far a series has gone, or how it ended."""
    finished, length = made["finished"], made["length"]
    if length is None:
        return tr().ngettext("%(num)s game played", "%(num)s games played", finished)
    if made["over"]:
        won = winner(made)
        if won and won[1]:
            return tr().ngettext("Over after %(num)s game: %(name)s wins %(score)s",
                                 "Over after %(num)s games: %(name)s wins %(score)s", length,
                                 name=won[0], score=won[1])
        if won:  # as many wins as the runner-up: ahead on places, then points
            return tr().ngettext(
                "Over after %(num)s game: %(name)s wins, ahead on places and points",
                "Over after %(num)s games: %(name)s wins, ahead on places and points", length,
                name=won[0])
        return tr().ngettext("Over after %(num)s game", "Over after %(num)s games", length)
    if made["decided"]:
        return tr().ngettext("%(finished)s of %(num)s game played; %(name)s cannot be caught",
                             "%(finished)s of %(num)s games played; %(name)s cannot be caught",
                             length, finished=finished, name=made["standings"][0]["name"])
    return tr().ngettext("%(finished)s of %(num)s game played",
                         "%(finished)s of %(num)s games played", length, finished=finished)


def series_view(made: dict, number: int) -> Standings:
    """One series (evenings.series_of's) in words: how far it has gone, or how it ended."""
    _day, when = day_words(date.fromisoformat(made["day"]))
    return Standings(made["name"], when, f"{progress(made)} · {summary(made)}",
                     *rows_of(made["standings"]), f"series-{number}")
