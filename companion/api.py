"""JSON API v1 (../shared/API.md): a thin face over the game service."""
from flask import Blueprint, jsonify, make_response, request

from . import service
from .links import scoreboard_url, scorer_url
from .rules import RuleError
from .state_json import state_json

bp = Blueprint("api", __name__, url_prefix="/api/v1")
CREATE_FIELDS = ("ruleset", "players", "first_dealer", "options")


def _json_body() -> dict:
    body = request.get_json(force=True, silent=True)
    if not isinstance(body, dict):
        raise RuleError("The request body must be a JSON object (Content-Type: application/json).")
    return body


def _token():
    """The edit token from `Authorization: Bearer <token>`."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else None


def _state_response(game, state, status=200):
    response = jsonify(state_json(game, state))
    response.status_code = status
    response.set_etag(str(game.version))
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.post("/games")
def create():
    """Create a game; answer its id, edit token, links and state."""
    body = _json_body()
    for key in body:
        if key not in CREATE_FIELDS:
            raise RuleError(f"“{str(key)[:40]}” is not a field of a new game.", str(key)[:40])
    game, token, state = service.create_game(body.get("ruleset"), body.get("players"),
                                             body.get("options"), body.get("first_dealer"))
    answer = {"id": game.public_id, "edit_token": token,
              "links": {"scoreboard": scoreboard_url(game.public_id),
                        "scorer": scorer_url(game.public_id, token)},
              "game": state_json(game, state)}
    response = jsonify(answer)
    response.status_code = 201
    response.headers["Location"] = scoreboard_url(game.public_id)
    return response


@bp.get("/games/<public_id>")
def read(public_id):
    """The game's state; 304 when the client's ETag is still current."""
    version = service.current_version(public_id)
    if str(version) in request.if_none_match:
        response = make_response("", 304)
        response.set_etag(str(version))
        return response
    game, state = service.load(public_id)
    return _state_response(game, state)


@bp.post("/games/<public_id>/hands")
def record(public_id):
    """Record the next hand (needs the edit token)."""
    game, state = service.record_hand(public_id, _token(), _json_body())
    return _state_response(game, state, 201)


@bp.put("/games/<public_id>/hands/<int:number>")
def correct(public_id, number):
    """Correct a past hand; everything after it is recomputed."""
    game, state = service.correct_hand(public_id, _token(), number, _json_body())
    return _state_response(game, state)


@bp.delete("/games/<public_id>/hands/<int:number>")
def undo(public_id, number):
    """Undo the last hand."""
    game, state = service.undo_hand(public_id, _token(), number)
    return _state_response(game, state)


@bp.post("/games/<public_id>/finish")
def finish(public_id):
    """End an open or timed game (or any game the table stops early)."""
    game, state = service.finish_game(public_id, _token())
    return _state_response(game, state)
