"""Home: start a game, resume recent ones."""
from flask import Blueprint, render_template

bp = Blueprint("home", __name__)


@bp.get("/")
def index():
    """The start page."""
    return render_template("home.html")
