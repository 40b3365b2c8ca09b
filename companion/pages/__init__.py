"""The web pages: the scorer's table (issue 3) and the shared scoreboard (issue 4)."""
from . import board, home, table


def init_app(app):
    app.register_blueprint(home.bp)
    app.register_blueprint(table.bp)
    app.register_blueprint(board.bp)
