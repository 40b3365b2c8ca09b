"""JSON API v1 for house rules (docs/API.md, "House rules"): saving a table's rules
under a name, and reading them by their id (the id is the read capability, as a game's).
A game starts from them with `POST /api/v1/games` and `"house_rules": "<id>"`."""
from flask import Blueprint, jsonify, url_for

from ..groups import house_rules
from ..rules import RuleError, object_with
from ..web.links import base_url
from .bodies import bearer_token, json_body

bp = Blueprint("api_rules", __name__, url_prefix="/api/v1")
RULES_FIELDS = ("name", "ruleset", "options", "players", "group")


def rules_url(public_id: str) -> str:
    """The house rules' page, for other phones (the link and QR code hand it on)."""
    return base_url() + f"/rules/{public_id}"


def _answer(rules, status=200):
    response = jsonify({**house_rules.as_json(rules),
                        "links": {"rules": rules_url(rules.public_id)}})
    response.status_code = status
    return response


@bp.post("/house-rules")
def save():
    """Save house rules (`"group"` with the group's bearer token files them there)."""
    body = object_with(json_body(), RULES_FIELDS, "house_rules", like='{"name": "Our rules", '
                       '"ruleset": "hearts", "options": {"moon": "new"}}')
    group = None
    if body.get("group") is not None:
        if not isinstance(body["group"], str):
            raise RuleError("group_id_not_text", "group")
        group = (body["group"], bearer_token())
    rules = house_rules.save(body.get("name"), body.get("ruleset"), body.get("options"),
                             body.get("players"), group=group)
    response = _answer(rules, 201)
    response.headers["Location"] = url_for(".read", public_id=rules.public_id)
    return response


@bp.get("/house-rules/<public_id>")
def read(public_id):
    """The house rules: name, ruleset and the options that differ from its preset."""
    return _answer(house_rules.read(public_id))
