"""The reader's language: Flask-Babel, with the locale taken from the reader's own choice
(the language picker's cookie), then the browser's Accept-Language, then English.

A locale is offered (in the picker, and to Accept-Language) only when the app lists it
(LANGUAGES, a setting) and its catalogue is complete: every message translated, none
fuzzy, each plural message with as many forms as the language has (Polish three).
Anything less and the reader gets English, so no page is ever half in one language and
half in another (docs/DECISIONS.md, "Languages"). English is the source: its words are
the messages themselves and need no catalogue.
"""
import logging
from pathlib import Path

from babel.lists import format_list
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from flask import current_app, g, request
from flask_babel import Babel, get_locale, get_translations, gettext
from markupsafe import Markup, escape

from .speech import Speech
from .words import hush, names_and, speak

SOURCE = "en"
# Each language named in itself, as a reader looking for their own finds it.
NAMES = {"en": "English", "de": "Deutsch", "es": "Español", "fr": "Français",
         "nl": "Nederlands", "pl": "Polski"}
# Offered unless the LANGUAGES setting says otherwise: all six, every page speaking each
# (tests/test_i18n_every_page.py walks them). A server may offer fewer.
LANGUAGES = tuple(NAMES)
# Catalogues kept complete: the tests fail on a message one of them lacks or leaves
# untranslated. A language being started stays out of this list until it is done.
COMPLETE = ("de", "es", "fr", "nl", "pl")
# A picture a page links to (the recap PNG, the join QR's SVG) takes its language from
# its own address (`?lang=de`, put there by the page that links it), else English: a
# kept image never depends on a cookie, and one language's is never another's.
PICTURES = (".png", ".svg")
COOKIE = "language"
KEEP_FOR = 365 * 24 * 3600  # a year: the choice of a phone, not of an evening
DOMAIN = "messages"
log = logging.getLogger(__name__)


def catalogue_path(directory, locale: str) -> Path:
    return Path(directory) / locale / "LC_MESSAGES" / f"{DOMAIN}.po"


def gaps(path: Path, locale: str) -> list[str]:
    """What keeps the catalogue at `path` from being complete (empty when it is): its
    missing file, a plural rule of the wrong size, each message untranslated or fuzzy."""
    if not path.is_file():
        return [f"no catalogue at {path}"]
    with path.open("rb") as source:
        catalogue = read_po(source, locale=locale, abort_invalid=True)
    wanted = get_plural(locale).num_plurals
    found = [] if catalogue.num_plurals == wanted else [
        f"Plural-Forms has {catalogue.num_plurals} forms, {locale} has {wanted}"]
    for message in catalogue:
        if not message.id:
            continue  # the header
        forms = message.string if isinstance(message.string, (list, tuple)) else [
            message.string]
        plural = isinstance(message.id, (list, tuple))
        if message.fuzzy or not all(forms) or (plural and len(forms) != wanted):
            found.append(message.id[0] if plural else message.id)
    return found


def _complete(locale: str) -> bool:
    if locale == SOURCE:
        return True
    paths = [catalogue_path(directory, locale)
             for directory in current_app.extensions["babel"].translation_directories]
    try:
        missing = gaps(next((p for p in paths if p.is_file()), paths[0]), locale)
    except Exception:  # an unreadable catalogue: English, and say why in the log  # noqa: BLE001
        log.exception("the %s catalogue cannot be read", locale)
        return False
    if missing:
        log.warning("%s is not offered: its catalogue lacks %d messages (%s)",
                    locale, len(missing), missing[0])
    return not missing


def offered() -> tuple[str, ...]:
    """The locales a reader may get, English first; worked out once per app and setting."""
    wanted = tuple(current_app.config.get("LANGUAGES") or LANGUAGES)
    kept = current_app.extensions.get("companion_languages")
    if kept is None or kept[0] != wanted:
        ready = tuple(code for code in NAMES  # English, then by their own names
                      if code == SOURCE or (code in wanted and _complete(code)))
        kept = current_app.extensions["companion_languages"] = (wanted, ready)
    return kept[1]


def choose_locale() -> str:
    """The reader's choice (cookie), else the browser's best (q-values, 'de-AT' finds
    'de'), else English: always one of the offered locales. The JSON API is English
    whatever its client sends: programs read its codes, people its pages."""
    if request.path.startswith("/api/"):
        return SOURCE
    languages = offered()
    if request.path.endswith(PICTURES):
        named = request.args.get("lang")
        return named if named in languages else SOURCE
    chosen = request.cookies.get(COOKIE)
    if chosen in languages:
        return chosen
    return request.accept_languages.best_match(languages, SOURCE)


def locale_tag() -> str:
    """The locale this answer is in ('de'): part of every key of a kept page or ETag."""
    return str(get_locale() or SOURCE)


def speech() -> Speech:
    """The reader's language for companion/words (which knows no Flask): the pages pass
    it on; the JSON API never does, so it stays English."""
    return Speech(get_translations(), locale_tag())


def and_list(items) -> Markup:
    """Names (or phrases) joined the reader's way: 'Ann, Bob and Cat', 'Ann, Bob und Cat',
    'Ann, Bob i Cat'. Each item is escaped unless it is markup already (a translated
    sentence), so a page can join sentences without escaping them twice."""
    items = [escape(item) for item in items]
    locale = locale_tag()
    if locale == SOURCE or not items:  # English keeps its own (no serial comma)
        return Markup(names_and(items))
    return Markup(format_list(items, locale=locale))


def mark_words(mark: str) -> str:
    """A mark beside a score ('moon', 'sun', 'renege +13', as the view model makes them)
    in the reader's words; the first word stays the mark's code for its CSS class."""
    code, _space, rest = mark.partition(" ")
    if code == "moon":
        return gettext("moon")
    if code == "sun":
        return gettext("sun")
    if code == "renege":
        return gettext("renege %(points)s", points=rest)
    return mark


def _words_speak():
    """companion/words speak the reader's language for this request (English for the
    API: its locale is English)."""
    g.companion_words = speak(speech())


def _words_hush(_error=None):
    token = g.pop("companion_words", None)
    if token is not None:
        try:
            hush(token)
        except ValueError:  # set in another context (a copied one): it dies with it
            pass


def _page_words(response):
    """A page's words depend on the cookie and on Accept-Language: caches must know."""
    if response.mimetype == "text/html" and request.endpoint != "static":
        response.vary.update(("Accept-Language", "Cookie"))
    return response


def init_app(app):
    Babel(app, locale_selector=choose_locale, default_locale=SOURCE)
    # {% trans %} blocks are one line of the catalogue whatever their indentation (the
    # extraction in babel.cfg trims them the same way).
    app.jinja_env.policies["ext.i18n.trimmed"] = True
    app.after_request(_page_words)
    app.before_request(_words_speak)
    app.teardown_request(_words_hush)
    app.add_template_filter(and_list, "and_list")
    app.add_template_filter(mark_words, "mark_words")

    @app.context_processor
    def languages():
        return {"page_lang": locale_tag(),
                "languages": [(code, NAMES[code]) for code in offered()]}
