"""The scorer's pages (placeholder until issue 3 builds them)."""
from flask import Blueprint, abort

bp = Blueprint("table", __name__)


@bp.get("/g/<public_id>/edit/<token>")
def claim(public_id, token):
    """Open the scorer's table with the edit capability."""
    abort(404)
