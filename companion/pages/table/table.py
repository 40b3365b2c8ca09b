"""The scorer's table: the claim link, the screen between hands, the end, play again
(a write the game has moved past is answered with the table: pages/answers.py)."""
from flask import Blueprint, redirect, request, url_for
from werkzeug.datastructures import MultiDict

from ...games import service
from ...groups import following
from ...groups.play_again import PlayedAgain, play_again
from ...rules import GAMES, RuleError
from ...words import lowest_wins_words, win_words
from ...words.refusals import refusal_words
from ..access import NoEditRights, edit_token_for, refusal, remember, scorer_load
from ..boards import live
from ..entry.screen import entry_context
from ...web.negotiation import wants_partial
from ..render import render
from . import undone
from .evening import again_context, next_for_scorer
from .figures import game_figures
from .viewmodel import game_view

bp = Blueprint("table", __name__)


def table_context(game, state, **extra) -> dict:
    view = game_view(game, state)
    return {"game": game, "state": state, "view": view,
            "poll_url": live.poll_url("table.poll", view), "poll_seconds": live.POLL_SECONDS,
            "share": url_for("share.page", public_id=game.public_id),
            "preset": GAMES[game.ruleset],
            "can_finish": state.status == "playing" and state.counted > 0,
            **(again_context(game) if state.status == "finished" else {}),
            "lowest_wins": lowest_wins_words(state.options),
            "win_words": win_words(state) if state.status == "finished" else "",
            "figures": game_figures(state, view.ranking) if state.status == "finished" else None,
            **extra}


def render_table(game, state, status: int = 200, **extra):
    """The table page holds the next hand's entry screen too (hidden): "Enter hand"
    opens it on the phone, with or without the network. A poll's fragment does not."""
    context = table_context(game, state, **extra)
    if state.next_hand is not None and not wants_partial():
        held = entry_context(game, state, state.next_number, MultiDict(), view=context["view"])
        context = {**held, **context, "held": True}
    return render("table.html", "_table.html", status, **context)


@bp.get("/g/<public_id>/edit/<token>")
def claim(public_id, token):
    """Open the scorer's table with the edit capability: keep the token in a cookie."""
    game, _state = service.load(public_id)
    if not service.can_edit(game, token):
        return refusal(public_id, wrong_link=True)
    response = redirect(url_for("table.table", public_id=public_id), 303)
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "no-referrer"
    return remember(response, public_id, token)


@bp.get("/g/<public_id>/table")
def table(public_id):
    """The main screen between hands: referee panel, standings; the end when it is over."""
    game, state, _token = scorer_load(public_id)
    response = render_table(game, state, **undone.notices(public_id, state))
    return remember(response, public_id)


@bp.get("/g/<public_id>/table/poll")
def poll(public_id):
    """The table page's live poll: 204 while it shows the current game, else the table
    anew (another phone scored). The 204 needs the edit cookie and one indexed read,
    like the scoreboard's (it tells no more than the public scoreboard's poll); the
    table itself needs a valid edit token."""
    if not edit_token_for(public_id):
        service.current_version(public_id)  # an unknown game stays a 404
        raise NoEditRights(public_id)

    def fresh():
        game, state, _token = scorer_load(public_id)
        return render_table(game, state)

    response = live.answer(public_id, fresh)
    response.vary.add("HX-Request")
    return response


@bp.post("/g/<public_id>/finish")
def finish(public_id):
    """The table stops after the last hand (open or timed games, or stopping early)."""
    _game, _state, token = scorer_load(public_id)
    expected = request.form.get("expected_number", type=int)
    service.finish_game(public_id, token, {"expected_number": expected})
    return redirect(url_for("table.table", public_id=public_id), 303)


@bp.post("/g/<public_id>/again")
def again(public_id):
    """Play again with the same players, seats and options; the deal moves one seat on.
    A group game's next game stays in its group and series (or starts the series named
    here). Tapped again (or on another phone), it leads to the next game already made."""
    game, state, token = scorer_load(public_id)
    try:
        series = following.new_series(request.form.get("series_name"),
                                      request.form.get("series_length"))
        new, fresh, _state = play_again(public_id, token, series)
    except RuleError as error:
        typed = {k: request.form.get(k, "")[:40] for k in ("series_name", "series_length")}
        return render_table(game, state, 422, again_error=refusal_words(error),
                            again_field=error.field, again_typed=typed)
    except PlayedAgain as known:
        way_on = next_for_scorer(known.next_id)
        if way_on.endswith("/table"):  # this phone made it: a second tap, say
            return redirect(way_on, 303)
        raise  # another phone: the table, 409, with the sentence and the next game's link
    response = redirect(url_for("table.table", public_id=new.public_id), 303)
    return remember(response, new.public_id, fresh)
