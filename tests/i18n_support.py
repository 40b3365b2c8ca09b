"""Helpers for the language tests: the app with every language offered, a page's language
and its picker, and each language's words (to find English left on a page)."""
import re
from pathlib import Path

from babel.dates import get_day_names, get_month_names
from babel.messages.pofile import read_po

from companion.web import catalogues, i18n
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


TRANSLATIONS = Path(i18n.__file__).parents[1] / "translations"  # companion/translations
WORD = re.compile(r"[^\W\d_]{3,}")
# Words that are the same in every language: names of things, not sentences.
EVERYWHERE = {"companion", "csv", "png", "svg", "json", "api", "omnibus"} | {
    name.casefold() for name in i18n.NAMES.values()}


URL = re.compile(r"\S+://\S+")  # a link shown as text (the join address): not words


def words_of(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(URL.sub(" ", text))}


def calendar_words(locale: str) -> set[str]:
    """The language's names of months and days, as babel writes dates ("Nov." is
    German too)."""
    found = set()
    for width in ("abbreviated", "wide"):
        for context in ("format", "stand-alone"):
            for names in (get_month_names(width, context, locale),
                          get_day_names(width, context, locale)):
                found |= {w for name in names.values() for w in words_of(name)}
    return found


def catalogue_words(locale: str) -> set[str]:
    """Every word the language's own translations use."""
    path = catalogues.catalogue_path(TRANSLATIONS, locale)
    with path.open("rb") as source:
        catalogue = read_po(source, locale=locale)
    found = set()
    for message in catalogue:
        forms = message.string if isinstance(message.string, (list, tuple)) else [
            message.string]
        for form in forms:
            found |= words_of(re.sub(r"%\(\w+\)s", " ", form or ""))
    return found


def english_words() -> set[str]:
    """Every word the English messages (the catalogue template) use."""
    with (TRANSLATIONS / "messages.pot").open("rb") as source:
        template = read_po(source)
    found = set()
    for message in template:
        for said in ([message.id] if isinstance(message.id, str) else message.id):
            found |= words_of(re.sub(r"%\(\w+\)s", " ", said or ""))
    return found


# The attributes a reader hears or sees (and a chat app shows of a shared page).
SAID_ATTRIBUTES = ("aria-label", "alt", "title", "content", "download", "placeholder")


def words_on(response) -> str:
    """Everything a reader sees or hears on the page, or a chat app shows of it: its text
    (the scripts' phrases and an SVG's title included) and the attributes said or shown
    (the description's and the og: cards' meta content; not other metas' technical ones)."""
    page = html(response)
    said = [child for e in page.elements() if e.tag not in ("script", "style")
            for child in e.children if isinstance(child, str)]
    said += [e.attrs[a] for e in page.elements() for a in SAID_ATTRIBUTES
             if e.attrs.get(a) and not (e.tag == "meta" and e.attrs.get("name") != "description"
                                         and not e.attrs.get("property", "").startswith("og:"))]
    return " ".join(said)


def phrases_in(words: str, phrases) -> list[str]:
    """Which of the English `phrases` the words say, each as a whole (not inside a word)."""
    return [phrase for phrase in phrases
            if re.search(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", words)]
