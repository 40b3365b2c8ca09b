"""JSON API v1 for groups and exports (docs/API.md sections 8 and 9).

A group's public id reads it (its players, games and statistics, head-to-head,
its JSON export); its edit token (`Authorization: Bearer`) writes (renaming and
merging players, locking the group with a new token; filing a game is
`POST /api/v1/games` with `"group"`). A game's
CSV needs only the game's id, like its state.
"""
from flask import Blueprint, current_app, request, url_for

from .. import groups
from ..games import service
from ..formats import csv_sheet
from ..groups import export, stats
from ..groups.evenings import read as read_evenings
from ..groups.story import season, within
from ..rules import RuleError, object_with
from ..rules.numbers import an_id
from ..web.links import base_url
from .bodies import bearer_token, json_body
from .games import unchanged

bp = Blueprint("api_groups", __name__, url_prefix="/api/v1")
GROUP_FIELDS = ("name", "time_zone")


def group_url(public_id: str) -> str:
    """The group's page, for other phones (the page itself is served by the pages)."""
    return base_url() + f"/groups/{public_id}"


def _etag(version) -> str:
    # The engine's fingerprint too: a new rules engine may count the same hands otherwise.
    return f"{version}.{stats.ENGINE[:8]}"


def _group_response(kept: dict, status: int = 200):
    body = kept.get("body")
    if body is None:  # made once per version and process, like the answer itself
        body = kept["body"] = current_app.json.dumps(kept["answer"])
    response = current_app.response_class(body, status, mimetype="application/json")
    response.set_etag(_etag(kept["version"]))
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.post("/groups")
def create():
    """A new group: its id, edit token, link and (empty) state."""
    body = object_with(json_body(), GROUP_FIELDS, "group", like='{"name": "Friday cards"}')
    if "name" not in body:
        raise RuleError("group_name_missing", "name")
    group, token = groups.create_group(body["name"], time_zone=body.get("time_zone"))
    kept = groups.read(group.public_id)
    response = current_app.json.response({
        "id": group.public_id, "edit_token": token,
        "links": {"group": group_url(group.public_id)},
        "group": kept["answer"]})
    response.status_code = 201
    response.headers["Location"] = url_for(".read", public_id=group.public_id)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/groups/<public_id>")
def read(public_id):
    """The group: players, games, statistics; 304 while the client's ETag is current."""
    version = groups.current_version(public_id)
    if (not_modified := unchanged(_etag(version))) is not None:
        return not_modified
    return _group_response(groups.read(public_id, version))


@bp.patch("/groups/<public_id>")
def rename(public_id):
    """Rename the group (`{"name"}`, its edit token)."""
    body = object_with(json_body(), ("name",), "group", like='{"name": "Friday cards"}')
    groups.rename_group(public_id, bearer_token(), body.get("name"))
    return _group_response(groups.read(public_id))


@bp.patch("/groups/<public_id>/players/<int:number>")
def player(public_id, number):
    """Rename a player (`{"name"}`) or merge them into another (`{"merge_into"}`)."""
    groups.update_player(public_id, bearer_token(), number, json_body())
    return _group_response(groups.read(public_id))


@bp.post("/groups/<public_id>/lock")
def lock(public_id):
    """Replace the group's edit token: every edit link and token given out before is
    refused from now on (403); the answer is the only copy of the new one. It takes no
    Idempotency-Key (docs/DECISIONS.md, "Group page decisions")."""
    fresh = groups.new_edit_token(public_id, bearer_token())
    response = current_app.json.response({"edit_token": fresh})
    response.headers["Cache-Control"] = "no-store"
    return response


def _player_arg(name: str) -> int:
    number = an_id(request.args.get(name, ""), text=True)
    if number is None:
        raise RuleError("player_id_invalid", name, name=name)
    return number


@bp.get("/groups/<public_id>/head-to-head")
def head_to_head(public_id):
    """Players a and b in the finished games where both sat, per ruleset."""
    groups.current_version(public_id)  # 404 before a word about the query
    answer = groups.head_to_head(public_id, _player_arg("a"), _player_arg("b"))
    response = current_app.json.response(answer)
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/groups/<public_id>/evenings")
def evenings(public_id):
    """Standings of each evening and each named series (docs/API.md, "Groups"); 304
    while the client's ETag (the group's) is current."""
    version = groups.current_version(public_id)
    since, until = season(request.args.get("from"), request.args.get("to"))
    if (not_modified := unchanged(_etag(version))) is not None:
        return not_modified
    made = read_evenings(public_id, version)
    if since or until:  # a season: the evenings whose day is in it
        made = {**made, "from": since, "to": until, **{
            held: [e for e in made[held] if within(e["day"], (since, until))]
            for held in ("evenings", "series")}}
    response = current_app.json.response(made)
    response.set_etag(_etag(version))
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/groups/<public_id>/near")
def near(public_id):
    """The group's players whose name nearly matches `?name=` ("Did you mean …?")."""
    name = request.args.get("name", "")[:100]
    return current_app.json.response({"name": name,
                                      "players": groups.near_matches(public_id, name)})


@bp.get("/groups/<public_id>/export.json")
def export_json(public_id):
    """Every game of the group with its options and hands as entered (no token needed:
    it holds nothing the group's id does not read already, and no token)."""
    data = export.export_group(public_id)
    response = current_app.json.response(data)
    response.headers["Content-Disposition"] = 'attachment; filename="companion-group.json"'
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/games/<public_id>/export.csv")
def game_csv(public_id):
    """The game's hands as CSV (docs/API.md section 8): the game's id reads it, no token."""
    version = service.current_version(public_id)
    if (not_modified := unchanged(str(version))) is not None:
        return not_modified
    game, state = service.load(public_id, version)
    response = current_app.response_class(csv_sheet.game_csv(state).encode("utf-8"),
                                          mimetype="text/csv")
    response.headers["Content-Type"] = "text/csv; charset=utf-8"
    response.headers["Content-Disposition"] = \
        f'attachment; filename="{csv_sheet.filename(game)}"'
    response.headers["Cache-Control"] = "no-cache"
    response.set_etag(str(version))
    return response

