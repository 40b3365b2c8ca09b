"""The web pages, one blueprint per thing a person does: home, a new game, the scorer's
table, a hand, the history, the shared scoreboard, sharing, what a phone needs offline,
and what the site answers at its root (the manifest, robots.txt). Each module owns its
routes; this only registers them."""
from ..words import names_and, ordinal, possessive, suit_words
from ..words.contracts import contract_name, scoring_words, signed
from . import answers
from .boards import board, recap
from .entry import hand
from .groups import groups as group_pages
from .groups import housekeeping as group_housekeeping
from .groups import newgame as group_newgame
from .groups import player as group_player
from .site import home, language
from .site import site as site_root
from .start import house_rules, newgame
from .table import evening, history, offline, share
from .table import table as table_page

# Modules named as their sub-packages (table, site, groups) are bound by other names, so
# that companion.pages.table stays the sub-package.
BLUEPRINTS = (home, newgame, table_page, hand, history, board, share, offline, site_root,
              evening, recap, language, group_pages, group_player, group_newgame,
              group_housekeeping, house_rules)


def init_app(app):
    answers.init_app(app)
    recap.init_app(app)
    app.add_template_filter(names_and, "names_and")
    app.add_template_filter(possessive, "possessive")
    app.add_template_filter(ordinal, "ordinal")
    app.add_template_filter(suit_words, "suit_words")
    app.add_template_filter(signed, "signed")
    app.add_template_filter(contract_name, "contract_name")
    app.add_template_filter(scoring_words, "scoring_words")
    for module in BLUEPRINTS:
        app.register_blueprint(module.bp)
    # The language picker posts without a CSRF token: a watcher's page holds none.
    app.extensions["csrf"].exempt(language.bp)
