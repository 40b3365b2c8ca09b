"""Helpers for the language tests: the app with every language offered, a page's language
and its picker."""
from companion import i18n
from tests.pages_support import html

EVERY = tuple(i18n.NAMES)


def offer_every_language(app):
    """Offer all six (their catalogues are complete for the pages that speak them)."""
    app.config["LANGUAGES"] = EVERY
    return app


def page_lang(response) -> str:
    return html(response).find("html").attrs["lang"]


def picker(response):
    """The language form at the foot of the page, or None."""
    return html(response).find("form", cls="language")
