"""JSON API v1 (docs/API.md): a thin face over the game service.

The views only translate HTTP to service calls: the service checks the token
before it reads the body, so a stranger gets 401/403 whatever they send.
"""

from flask import Blueprint, jsonify, make_response, request, url_for

from ..games import service
from ..formats.game_json import state_json
from ..groups import house_rules
from ..rules import RuleError, object_with
from ..web.links import scoreboard_url, scorer_url
from .bodies import bearer_token, idempotency_key, json_body

bp = Blueprint("api", __name__, url_prefix="/api/v1")
CREATE_FIELDS = ("ruleset", "players", "first_dealer", "options", "group", "series",
                 "house_rules")
# Keep docs/API.md's field order in answers (JSON_SORT_KEYS is gone since Flask 2.3).
bp.record_once(lambda setup: setattr(setup.app.json, "sort_keys", False))


def _etag(version) -> str:
    return str(version)


def _state_response(game, state, status=200, changed=None, played=None, **extra):
    """The game's state. A write (`changed`: the first hand it made or changed) honours
    `Prefer: return=minimal` by leaving out the hands before that one, and a correction
    the later hands it did not play again (`played`: those it did), so a write to a long
    game answers in the size of what it changed."""
    minimal = changed is not None and _minimal()
    since = changed if minimal else 1
    answer = state_json(game, state, since, played if minimal else None)
    response = jsonify({**answer, **extra})
    response.status_code = status
    response.set_etag(_etag(game.version))
    response.headers["Cache-Control"] = "no-cache"
    if since > 1 or len(answer["hands"]) < len(state.hands):  # hands were left out
        response.headers["Preference-Applied"] = "return=minimal"
    response.vary.add("Prefer")
    return response


def _minimal() -> bool:
    return any(p.strip().lower() == "return=minimal"
               for p in request.headers.get("Prefer", "").split(","))


def _series(series):
    """A new game's `"series": {"name", "length"}` (a group game only), checked."""
    from ..groups.following import new_series

    if series is None:
        return None
    if not isinstance(series, dict) or set(series) - {"name", "length"}:
        raise RuleError("series_not_object", "series")
    return new_series(series.get("name"), series.get("length"))


@bp.post("/games")
def create():
    """Create a game; answer its id, edit token, links and state."""
    body = object_with(json_body(), CREATE_FIELDS, "game",
                       like='{"ruleset": "hearts", "players": ["Ann", "Bob", "Cat"]}')
    group = None
    if body.get("group") is not None:  # filed in a group: its token, checked first
        from ..groups import Filing

        group = Filing(body["group"], bearer_token())
        group.series = _series(body.get("series"))  # after the token: 401/403 come first
    elif body.get("series") is not None:
        raise RuleError("series_without_group", "series")
    ruleset, options = body.get("ruleset"), body.get("options")
    if body.get("house_rules") is not None:  # the saved rules, the body's options on top
        ruleset, options = house_rules.for_game(body["house_rules"], ruleset, options)
    game, token, state = service.create_game(ruleset, body.get("players"), options,
                                             body.get("first_dealer"), group=group)
    answer = {"id": game.public_id, "edit_token": token,
              "links": {"scoreboard": scoreboard_url(game.public_id),
                        "scorer": scorer_url(game.public_id, token)},
              "game": state_json(game, state)}
    response = jsonify(answer)
    response.status_code = 201
    response.headers["Location"] = url_for(".read", public_id=game.public_id)
    response.headers["Cache-Control"] = "no-store"  # it carries the edit token
    response.set_etag(_etag(game.version))
    return response


def unchanged(etag: str):
    """A 304 when the client already holds `etag` (a weak comparison), else None."""
    if not request.if_none_match.contains_weak(etag):
        return None
    response = make_response("", 304)
    response.set_etag(etag)
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/games/<public_id>")
def read(public_id):
    """The game's state; 304 when the client's ETag is still current."""
    version = service.current_version(public_id)
    if (not_modified := unchanged(_etag(version))) is not None:
        return not_modified
    game, state = service.load(public_id, version)
    return _state_response(game, state)


@bp.post("/games/<public_id>/hands")
def record(public_id):
    """Record the next hand (needs the edit token); the same Idempotency-Key again is a
    replay: 200 with the game as it stands, nothing written."""
    try:
        game, state = service.record_hand(public_id, bearer_token(), json_body(),
                                          key=idempotency_key())
    except service.Replayed as replay:
        return _replayed(replay)
    return _state_response(game, state, 201, changed=len(state.hands))


@bp.put("/games/<public_id>/hands/<int:number>")
def correct(public_id, number):
    """Correct a past hand; everything after it is recomputed."""
    try:
        game, state, played = service.correct_hand(public_id, bearer_token(), number,
                                                   json_body(), key=idempotency_key())
    except service.Replayed as replay:
        return _replayed(replay)
    return _state_response(game, state, changed=number, played=played)


def _replayed(replay):
    return _state_response(replay.game, replay.state, 200, changed=replay.number,
                           replayed=True)


@bp.get("/games/<public_id>/sync")
def sync(public_id):
    """For a client with hands waiting: the next hand number, the version, the newest keys."""
    response = jsonify(service.sync(public_id, bearer_token()))
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.delete("/games/<public_id>/hands/<int:number>")
def undo(public_id, number):
    """Undo the last hand."""
    game, state, _removed, _finished = service.undo_hand(public_id, bearer_token(), number)
    return _state_response(game, state, changed=len(state.hands) + 1)


@bp.post("/games/<public_id>/finish")
def finish(public_id):
    """End an open or timed game (or any game the table stops early)."""
    body = json_body(empty={})
    game, state = service.finish_game(public_id, bearer_token(), body)
    return _state_response(game, state, changed=len(state.hands) + 1)
