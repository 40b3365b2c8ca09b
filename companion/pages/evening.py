"""Evenings on the pages: the way on from a finished game to its next one, what Play
again carries over (the group's series), and the scorer's big-screen setting that
shows the evening's standings under the game's.

The next game's link is its public scoreboard (or big screen): public anyway, and
never the group's. A game's pages never name its group; the series' name and the
evening's standings (names and counts, no links) are shown only to the scorer, or on
the big screen once the scorer turned that on (docs/DECISIONS.md, "Evenings and
series decisions").
"""
from dataclasses import dataclass, field
from datetime import date

from flask import Blueprint, redirect, request, url_for
from flask_babel import gettext as _
from flask_babel import ngettext

from ..groups import evenings, following
from ..play_again import next_game
from ..rules.names import name_key
from ..words import ordinal
from .access import recent_ids, scorer_load
from .group_view import day_words, ruleset_name

bp = Blueprint("evening", __name__)
SHOWN_EVENINGS = 5  # on the group's page, newest first (the JSON has them all)


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


def next_link(game, state, mode: str = "board") -> str | None:
    """Where a finished game's watchers go on: its next game's scoreboard (the big
    screen's next big screen), once the scorer played again."""
    if state.status != "finished":
        return None
    found = next_game(game)
    if found is None:
        return None
    return url_for("board.big" if mode == "big" else "board.scoreboard", public_id=found)


def shown_evening(game) -> Standings | None:
    """The evening's standings for the big screen, when the scorer turned them on. One
    person, one name on the screen: the group's, with the game's spelling beside it where
    the game's standings above spell them otherwise ("Samira (Sam)")."""
    made = evenings.shown_with(game)
    if made is None:
        return None
    typed = made["typed"]
    made = {**made, "standings": [
        {**row, "name": _("%(name)s (%(typed)s)", name=row["name"], typed=typed[row["player"]])}
        if name_key(typed.get(row["player"], row["name"])) != name_key(row["name"]) else row
        for row in made["standings"]]}
    shown = evening_view(made)
    shown.title = _("This evening") if made["playing"] else _("The evening")
    return shown


def filing(game) -> dict | None:
    """For the scorer's own pages: None when the game is in no group, else whether the
    big screen shows the evening and the game's series (name, length, its number)."""
    return following.filed(game.id)


def again_context(game) -> dict:
    """The finished table's Play again: the next game if there is one, the game's filing
    (series, evening), and the series' end when this game ended it."""
    found = next_game(game)
    return {"next_url": found and next_for_scorer(found), "filing": filing(game),
            "series_end": series_end(game, scorer=True)}


def series_end(game, scorer: bool = False) -> str | None:
    """A finished game that ended its series says how the series ended: "Best of 3 · Over
    after 3 games: Zoë wins 2–1" for the scorer; "The series is over: Zoë wins 2–1" on
    the public pages, which never name anything of the group (docs/DECISIONS.md): there
    only a winner who sat at this table, spelled as this game spells them."""
    made = evenings.series_with(game)
    if made is None or not made["over"] or made["games"][-1] != game.public_id:
        return None
    top = made["standings"][:1]
    typed = made["typed"].get(top[0]["player"]) if top else None
    if scorer:
        shown = {**made, "standings": [{**top[0], "name": typed}, *made["standings"][1:]]
                 } if typed else made
        return f"{made['name']} · {_progress(shown)}"
    won = _winner(made)
    if won is None:
        return _("The series is over: a shared first place.")
    return typed and _("The series is over: %(name)s wins %(score)s", name=typed, score=won[1])


def next_for_scorer(next_id: str) -> str:
    """The next game's table when this phone started it, else its scoreboard. The edit
    cookie lives under the next game's own path, so this phone's recent games (a cookie
    every page gets) tell whether it was here; the table checks the rights itself."""
    mine = next_id in recent_ids()
    return url_for("table.table" if mine else "board.scoreboard", public_id=next_id)


@bp.post("/g/<public_id>/evening")
def show(public_id):
    """Turn the big screen's evening standings on or off (the scorer's setting)."""
    _game, _state, token = scorer_load(public_id)
    following.show_evening(public_id, token, request.form.get("show") == "1")
    back = request.form.get("back")
    target = "table.table" if back == "table" else "share.page"
    return redirect(url_for(target, public_id=public_id) + "#big-evening", 303)


def _rows(standings: list[dict]) -> tuple[list[StandingRow], bool]:
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


def _summary(made: dict) -> str:
    """'3 games, 1 in play · Hearts, Black Lady': the count, then the games played."""
    count, playing = len(made["games"]), made["playing"]
    words = (ngettext("%(num)s game, %(playing)s in play", "%(num)s games, %(playing)s in play",
                      count, playing=playing) if playing else
             ngettext("%(num)s game", "%(num)s games", count))
    if made["rulesets"]:
        words += " · " + ", ".join(ruleset_name(r) for r in made["rulesets"])
    return words


def evening_view(made: dict) -> Standings:
    """One evening (evenings.evenings_of's) in words."""
    day, when = day_words(date.fromisoformat(made["day"]))
    return Standings(_("Evening of %(day)s", day=day), when, _summary(made),
                     *_rows(made["standings"]), f"evening-{made['number']}")


def _winner(made: dict) -> tuple[str, str] | None:
    """An ended series' one winner and the score against the runner-up ("Zoë", "2–1");
    None for a shared first place."""
    top = made["standings"]
    if not top or (len(top) > 1 and top[0]["rank"] == top[1]["rank"]):
        return None
    return top[0]["name"], f"{top[0]['wins']}–{top[1]['wins'] if len(top) > 1 else 0}"


def _progress(made: dict) -> str:
    """How far a series has gone, or how it ended."""
    finished, length = made["finished"], made["length"]
    if length is None:
        return ngettext("%(num)s game played", "%(num)s games played", finished)
    if made["over"]:
        won = _winner(made)
        if won:
            return ngettext("Over after %(num)s game: %(name)s wins %(score)s",
                            "Over after %(num)s games: %(name)s wins %(score)s", length,
                            name=won[0], score=won[1])
        return ngettext("Over after %(num)s game", "Over after %(num)s games", length)
    if made["decided"]:
        return ngettext("%(finished)s of %(num)s game played; %(name)s cannot be caught",
                        "%(finished)s of %(num)s games played; %(name)s cannot be caught",
                        length, finished=finished, name=made["standings"][0]["name"])
    return ngettext("%(finished)s of %(num)s game played", "%(finished)s of %(num)s games played",
                    length, finished=finished)


def series_view(made: dict, number: int) -> Standings:
    """One series (evenings.series_of's) in words: how far it has gone, or how it ended."""
    _day, when = day_words(date.fromisoformat(made["day"]))
    return Standings(made["name"], when, f"{_progress(made)} · {_summary(made)}",
                     *_rows(made["standings"]), f"series-{number}")


def evenings_view(public_id) -> EveningsView:
    """The group page's evenings and series (groups/_evenings.html's `evenings`)."""
    made = evenings.read(public_id)
    shown = made["evenings"][:SHOWN_EVENINGS]
    count = len(made["series"])
    return EveningsView([evening_view(e) for e in shown],
                        [series_view(s, count - n) for n, s in enumerate(made["series"])],
                        len(made["evenings"]) - len(shown))
