"""The reader's language: Flask-Babel, with the locale taken from the reader's own choice
(the language picker's cookie), then the browser's Accept-Language, then English.

A locale is offered (in the picker, and to Accept-Language) when the app lists it
(LANGUAGES, a setting) and ships its compiled catalogue. gettext reads each catalogue's
own Plural-Forms, so what a newer Babel thinks a language's plurals are never changes a
page. A message the catalogue lacks is said in English, that one message only, and the
log names it once per process; completeness is the tests' job (docs/DECISIONS.md,
"Languages"). English is the source: its words are the messages themselves and need no
catalogue.
"""
import logging
from pathlib import Path

from babel.numbers import format_decimal
from flask import current_app, g, request
from flask_babel import Babel, get_locale, get_translations
from markupsafe import Markup, escape

from ..words import hush, speak, tr
from ..words.speech import Speech
from .catalogues import catalogue_path, in_english

SOURCE = "en"
# Each language named in itself, as a reader looking for their own finds it.
NAMES = {"en": "English", "de": "Deutsch", "es": "Español", "fr": "Français",
         "nl": "Nederlands", "pl": "Polski"}
# Offered unless the LANGUAGES setting says otherwise: all six, every page speaking each
# (tests/test_i18n_every_page.py walks them). A server may offer fewer.
LANGUAGES = tuple(NAMES)
# A picture a page links to (the recap PNG, the join QR's SVG) takes its language from
# its own address (`?lang=de`, put there by the page that links it), else English: a
# kept image never depends on a cookie, and one language's is never another's.
PICTURES = (".png", ".svg")
COOKIE = "language"
KEEP_FOR = 365 * 24 * 3600  # a year: the choice of a phone, not of an evening
log = logging.getLogger(__name__)


def _compiled(locale: str) -> Path | None:
    """The directory whose compiled catalogue of `locale` gettext reads, if any."""
    directories = current_app.extensions["babel"].translation_directories
    return next((Path(d) for d in directories
                 if catalogue_path(d, locale).with_suffix(".mo").is_file()), None)


def _ships(locale: str) -> bool:
    """A compiled catalogue is there: the locale is offered. Messages it lacks are said in
    English, and the log names them, once per process."""
    if locale == SOURCE:
        return True
    directory = _compiled(locale)
    if directory is None:
        log.warning("%s is not offered: it has no compiled catalogue (pybabel compile)", locale)
        return False
    try:
        english = in_english(directory, locale)
    except Exception:  # no template to compare with: the catalogue still serves  # noqa: BLE001
        log.exception("could not check the %s catalogue against the template", locale)
        return True
    if english:
        log.warning("%s: %d messages are said in English, its catalogue lacks them: %s",
                    locale, len(english), "; ".join(repr(m) for m in english[:10]))
    return True


def offered() -> tuple[str, ...]:
    """The locales a reader may get, English first; worked out once per app and setting."""
    wanted = tuple(current_app.config["LANGUAGES"] or LANGUAGES)
    kept = current_app.extensions.get("companion_languages")
    if kept is None or kept[0] != wanted:
        ready = tuple(code for code in NAMES  # English, then by their own names
                      if code == SOURCE or (code in wanted and _ships(code)))
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
    return Markup(tr().and_list([escape(item) for item in items]))


def mark_words(mark: str) -> str:
    """A mark beside a score ('moon', 'sun', 'renege +13', as the view model makes them)
    in the reader's words; the first word stays the mark's code for its CSS class."""
    code, _space, rest = mark.partition(" ")
    if code == "moon":
        return tr().gettext("moon")
    if code == "sun":
        return tr().gettext("sun")
    if code == "renege":
        return tr().gettext("renege %(points)s", points=rest)
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


def one_decimal(value) -> str:
    """A figure to one decimal the reader's way ('6.3'; '6,3' in German), a dash for none."""
    return "—" if value is None else format_decimal(round(value, 1), "0.0", locale=locale_tag())


def init_app(app):
    Babel(app, locale_selector=choose_locale, default_locale=SOURCE)
    # {% trans %} blocks are one line of the catalogue whatever their indentation (the
    # extraction in babel.cfg trims them the same way).
    app.jinja_env.policies["ext.i18n.trimmed"] = True
    # Templates say their words through the same catalogue as the code: the one the words
    # speak for this request (companion/words/voice.py), English outside one.
    app.jinja_env.install_gettext_callables(
        gettext=lambda message: tr().translations.gettext(message),
        ngettext=lambda singular, plural, n: tr().translations.ngettext(singular, plural, n),
        pgettext=lambda context, message: tr().translations.pgettext(context, message),
        npgettext=lambda context, singular, plural, n: tr().translations.npgettext(
            context, singular, plural, n),
        newstyle=True)
    app.after_request(_page_words)
    # First of all: a refusal made before any other check (a Host, a CPU share) is said in
    # the reader's language too.
    app.before_request_funcs.setdefault(None, []).insert(0, _words_speak)
    app.teardown_request(_words_hush)
    app.add_template_filter(and_list, "and_list")
    app.add_template_filter(mark_words, "mark_words")
    app.add_template_filter(one_decimal, "decimal")

    @app.context_processor
    def languages():
        return {"page_lang": locale_tag(),
                "languages": [(code, NAMES[code]) for code in offered()]}
