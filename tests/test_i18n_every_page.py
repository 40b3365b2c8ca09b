"""Every page the app serves, in every language: no English left on it.

The pages are the audits' list (tests/audit/pages.py: every kind of page a person can
land on, scorer's and watchers', groups, evenings, house rules, errors). Each is asked
once in English and once in each other language (Accept-Language, so the scorer's
phone and a stranger's alike). A word the English page says that the other page says
too is English left over, unless that language's own catalogue uses the word (German
says "Start" too) or it is one of the table's own names (players, the group). The
per-area walks (tests/test_i18n_*_pages.py) look for whole phrases; this one looks at
every word, so a sentence nobody wrapped cannot hide.
"""
import pytest
from sqlmodel import select

from companion import db
from companion.db.models import Game, Group, GroupPlayer, GroupSeries, HouseRules
from companion.web import catalogues, i18n
from tests.audit.pages import every_ask
from tests.i18n_support import (EVERYWHERE, calendar_words, catalogue_words, offer_every_language,
                                page_lang, words_of)
from tests.pages_support import html

ATTRIBUTES = ("aria-label", "placeholder", "title", "alt", "value")

def said_on(response) -> set[str]:
    """The words a reader sees or hears: text (outside scripts and styles) and the
    attributes shown or read aloud; a hidden input's value is not said."""
    page = html(response)
    said = []
    for element in page.elements():
        if element.tag in ("script", "style"):
            continue
        said += [child for child in element.children if isinstance(child, str)]
        for name in ATTRIBUTES:
            if name == "value" and (element.tag != "input" or
                                    element.attrs.get("type") not in ("submit", "button")):
                continue
            if element.attrs.get(name):
                said.append(element.attrs[name])
        if element.tag == "meta" and element.attrs.get("name") == "description":
            said.append(element.attrs.get("content") or "")
    return words_of(" ".join(said))


def names_given(app) -> set[str]:
    """The words of the table's own names the audits gave: players, groups, series and
    house rules, as stored."""
    with app.app_context(), db.session() as s:
        given = [*s.exec(select(Group.name)), *s.exec(select(GroupPlayer.name)),
                 *s.exec(select(GroupSeries.name)), *s.exec(select(HouseRules.name))]
        given += [name for players in s.exec(select(Game.players)) for name in players]
    return words_of(" ".join(given))


def ask(who, method, url, form, locale):
    return getattr(who, method)(url, data=form, headers={"Accept-Language": locale})


@pytest.fixture
def database_url(tmp_path):
    """The words do not depend on the database engine: SQLite only."""
    return "sqlite:///" + str(tmp_path / "companion.sqlite")


@pytest.fixture
def migrated_database_url(sqlite_database_url):
    return sqlite_database_url


def test_no_page_keeps_english_in_another_language(app, client):
    offer_every_language(app)
    asks = every_ask(app, client)
    english, names = {}, set()
    for name, (who, method, url, form) in asks.items():
        answer = ask(who, method, url, form, i18n.SOURCE)
        assert answer.status_code < 500, name
        english[name] = said_on(answer)
        names |= {w for e in html(answer).find_all("input") if e.attrs.get("type") == "text"
                  for w in words_of(e.attrs.get("value") or "")}  # typed, refused, kept
    names |= names_given(app)
    leftovers = {}
    for locale in catalogues.PLURAL_FORMS:
        allowed = catalogue_words(locale) | calendar_words(locale) | EVERYWHERE | names
        for name, (who, method, url, form) in asks.items():
            answer = ask(who, method, url, form, locale)
            assert answer.status_code < 500, (locale, name)
            assert page_lang(answer) == locale, name
            left = (said_on(answer) & english[name]) - allowed
            if left:
                leftovers[f"{locale} {name}"] = sorted(left)
    assert leftovers == {}, "\n".join(f"{page}: {' '.join(words)}"
                                        for page, words in leftovers.items())


def test_the_check_finds_english_where_it_is():
    """A German page that still says an English sentence is caught; its German words,
    its players' names and the words German shares with English (Team) are not."""
    def page(text):
        return f"<!doctype html><html lang=de><title>t</title><p>{text}</p></html>"

    english = said_on(page("Ann deals. Who took the Q♠? Team"))
    german = said_on(page("Ann gibt. Who took the Q♠? Team"))
    left = (german & english) - catalogue_words("de") - {"ann"}
    assert left == {"who", "took", "the"}
