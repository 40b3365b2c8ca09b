"""The read-only scoreboard (placeholder until issue 4 builds it)."""
from flask import Blueprint, abort

bp = Blueprint("board", __name__)


@bp.get("/g/<public_id>")
def scoreboard(public_id):
    """The live, read-only scoreboard."""
    abort(404)
