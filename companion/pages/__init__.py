"""The web pages, one blueprint per thing a person does: home, a new game, the scorer's
table, a hand, the history, the shared scoreboard, sharing, and what a phone needs
offline. Each module owns its routes; this only registers them."""
from ..words import names_and
from . import access, board, hand, history, home, newgame, offline, share, table

BLUEPRINTS = (home, newgame, table, hand, history, board, share, offline)


def init_app(app):
    access.init_app(app)
    app.add_template_filter(names_and, "names_and")
    for module in BLUEPRINTS:
        app.register_blueprint(module.bp)
