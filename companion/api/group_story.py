"""JSON API v1 for a group's story (docs/API.md, "A group's story"): its ratings and
overall ranking, its records, each player's page, and any of them, or the statistics
and evenings, for a season (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, days where the group
sits). The group's public id reads them all; each answers 304 while the client's ETag
(the group's) is current. And the group's housekeeping: deleting an unfinished game
(the edit token), with its undo."""
from flask import Blueprint, current_app, request

from .. import groups
from ..groups import deleting, story
from ..rules import object_with
from .bodies import bearer_token, json_body
from .games import unchanged
from .groups import _etag

bp = Blueprint("api_group_story", __name__, url_prefix="/api/v1/groups/<public_id>")


def answer(public_id, make):
    """`make(days)`'s answer at the group's version, for the season asked (checked
    first: a bad day is a 422 even while the client's copy is current)."""
    version = groups.current_version(public_id)
    days = story.season(request.args.get("from"), request.args.get("to"))
    if (not_modified := unchanged(_etag(version))) is not None:
        return not_modified
    response = current_app.json.response(make(days))
    response.set_etag(_etag(version))
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/ratings")
def ratings(public_id):
    """The overall ranking across every game, by rating."""
    return answer(public_id, lambda days: story.ratings_of(public_id, days))


@bp.get("/records")
def records(public_id):
    return answer(public_id, lambda days: story.records_of(public_id, days))


@bp.get("/players/<int:number>")
def player(public_id, number):
    story.check_player(public_id, number)  # 404 even to a client holding a current copy
    return answer(public_id, lambda days: story.player_of(public_id, number, days))


@bp.get("/statistics")
def statistics(public_id):
    """The per-player, per-ruleset statistics, for a season or for all time."""
    return answer(public_id, lambda days: story.stats_of(public_id, days))


@bp.delete("/games/<game_id>")
def delete_game(public_id, game_id):
    """Take an unfinished game out of the group (its edit token); the undo token that puts
    it back (`POST …/games/restore`) within a day."""
    undo = deleting.delete_game(public_id, bearer_token(), game_id)
    response = current_app.json.response({"deleted": game_id, "undo": undo})
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.post("/games/restore")
def restore_game(public_id):
    """Put a deleted game back (`{"undo"}`, the token its deletion answered)."""
    body = object_with(json_body(), ("undo",), "undo", like='{"undo": "…"}')
    return current_app.json.response(
        {"restored": deleting.restore_game(public_id, bearer_token(), body.get("undo"))})
