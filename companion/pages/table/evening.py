"""Evenings on the pages: the way on from a finished game to its next one, what Play
again carries over (the group's series), and the scorer's big-screen setting that
shows the evening's standings under the game's.

The next game's link is its public scoreboard (or big screen): public anyway, and
never the group's. A game's pages never name its group; the series' name and the
evening's standings (names and counts, no links) are shown only to the scorer, or on
the big screen once the scorer turned that on (docs/DECISIONS.md, "Evenings and
series decisions").
"""
from flask import Blueprint, redirect, request, url_for

from ...groups import evenings, following
from ...groups.play_again import next_game
from ...rules.names import name_key
from ...words import tr
from ..access import recent_ids, scorer_load
from .evening_words import EveningsView, Standings, evening_view, progress, series_view, winner

bp = Blueprint("evening", __name__)
SHOWN_EVENINGS = 5  # on the group's page, newest first (the JSON has them all)


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
        {**row, "name": tr().gettext("%(name)s (%(typed)s)", name=row["name"],
                                     typed=typed[row["player"]])}
        if name_key(typed.get(row["player"], row["name"])) != name_key(row["name"]) else row
        for row in made["standings"]]}
    shown = evening_view(made)
    shown.title = tr().gettext("This evening") if made["playing"] else tr().gettext("The evening")
    return shown


def filing(game) -> dict | None:
    """For the scorer's own pages: None when the game is in no group, else whether the
    big screen shows the evening and the game's series (name, length, its number)."""
    return following.filed(game.id)


def again_context(game) -> dict:
    """The finished table's Play again: the next game if there is one, the game's filing
    (series, evening), and the series' end when this game ended it."""
    found, filed = next_game(game), filing(game)
    stays = filed if filed and filed["again"] else None  # a lone next game offers no series
    return {"next_url": found and next_for_scorer(found), "filing": stays,
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
        return f"{made['name']} · {progress(shown)}"
    won = winner(made)
    if won is None:
        return tr().gettext("The series is over: a shared first place.")
    if not won[1]:  # as many wins as the runner-up: ahead on places, then points
        return typed and tr().gettext(
            "The series is over: %(name)s wins, ahead on places and points", name=typed)
    return typed and tr().gettext("The series is over: %(name)s wins %(score)s", name=typed,
                                  score=won[1])


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


def evenings_view(public_id) -> EveningsView:
    """The group page's evenings and series (groups/_evenings.html's `evenings`)."""
    made = evenings.read(public_id)
    shown = made["evenings"][:SHOWN_EVENINGS]
    count = len(made["series"])
    return EveningsView([evening_view(e) for e in shown],
                        [series_view(s, count - n) for n, s in enumerate(made["series"])],
                        len(made["evenings"]) - len(shown))
