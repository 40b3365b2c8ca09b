"""The reader's language: the picker's cookie, then Accept-Language (q-values), then
English; every language with a compiled catalogue is offered (a message it lacks is said
in English); the picker works without
JavaScript and only ever sends the reader back to a page of this site."""
import shutil
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from companion import create_app, migrate
from companion.web import catalogues, i18n
from tests.i18n_support import offer_every_language, page_lang, picker
from tests.pages_support import claimed_game, html, page_url, text

TRANSLATIONS = Path(i18n.__file__).parents[1] / "translations"  # companion/translations


def language_cookies(response) -> list[str]:
    return [c for c in response.headers.getlist("Set-Cookie") if c.startswith(i18n.COOKIE + "=")]


@pytest.fixture
def every(app):
    return offer_every_language(app)


def test_every_language_is_offered_by_default(client):
    response = client.get("/", headers={"Accept-Language": "de-DE,de;q=0.9"})
    assert page_lang(response) == "de" and picker(response) is not None
    options = picker(response).find_all("option")
    assert [o.attrs["value"] for o in options] == list(i18n.NAMES)


@pytest.mark.parametrize("locale", list(i18n.NAMES))
def test_each_language_answers_its_own_browser_whatever_babel_says_of_plurals(client, locale):
    """French and Spanish too: Babel 2.19 gives them three plural forms, their catalogues
    two (catalogues.PLURAL_FORMS), and that never takes a language off."""
    response = client.get("/", headers={"Accept-Language": f"{locale};q=0.9, en;q=0.1"})
    assert page_lang(response) == locale
    options = picker(response).find_all("option")
    assert [o.attrs["value"] for o in options if "selected" in o.attrs] == [locale]


def test_a_server_offering_english_alone_shows_no_picker(app, client):
    app.config["LANGUAGES"] = ("en",)
    response = client.get("/", headers={"Accept-Language": "de-DE,de;q=0.9"})
    assert page_lang(response) == "en" and picker(response) is None
    assert "Start a new game" in text(response)
    chosen = client.post("/language", data={"language": "de", "back": "/"})
    assert chosen.status_code == 422 and not language_cookies(chosen)


@pytest.mark.parametrize("header, locale", [
    ("de-DE,de;q=0.9,en;q=0.5", "de"),
    ("fr;q=0.3, pl;q=0.9, de;q=0.5", "pl"),  # the highest q wins, not the first named
    ("nl-BE", "nl"),  # a regional tag finds its language
    ("it, es;q=0.2", "es"),  # Italian is not offered: the next the browser accepts
    ("de;q=0, nl;q=0.1", "nl"),  # q=0 means "not this one"
    ("it, ja", "en"),  # nothing offered: English
    ("", "en"),
])
def test_accept_language_picks_the_best_offered_by_q_value(every, client, header, locale):
    response = client.get("/", headers={"Accept-Language": header} if header else {})
    assert page_lang(response) == locale


def test_the_json_api_stays_english_whatever_the_client_asks(every):
    german = {"Accept-Language": "de", "Cookie": f"{i18n.COOKIE}=de"}
    for path in ("/api/v1/games", "/api/v1/groups"):
        with every.test_request_context(path, headers=german):
            assert i18n.locale_tag() == "en"
    with every.test_request_context("/g/abc", headers=german):
        assert i18n.locale_tag() == "de"


def test_the_pickers_cookie_comes_before_accept_language(every, client):
    client.set_cookie(i18n.COOKIE, "es")
    response = client.get("/", headers={"Accept-Language": "de"})
    assert page_lang(response) == "es"
    assert "Empezar una partida nueva" in text(response)
    client.set_cookie(i18n.COOKIE, "it")  # not offered (an old cookie, a typed one)
    assert page_lang(client.get("/", headers={"Accept-Language": "de"})) == "de"


def test_the_picker_names_each_language_in_itself_and_works_without_javascript(every, client):
    created = claimed_game(client)
    table = client.get(page_url(created, "/table"), headers={"Accept-Language": "de"})
    form = picker(table)
    assert form.attrs["method"] == "post" and form.attrs["action"] == "/language"
    options = form.find_all("option")
    assert [(o.attrs["value"], o.text, o.attrs["lang"]) for o in options] == [
        ("en", "English", "en"), ("de", "Deutsch", "de"), ("es", "Español", "es"),
        ("fr", "Français", "fr"), ("nl", "Nederlands", "nl"), ("pl", "Polski", "pl")]
    assert [o.attrs["value"] for o in options if "selected" in o.attrs] == ["de"]
    label = form.find("label")
    assert label.text == "Sprache" and form.find(id_=label.attrs["for"]).tag == "select"
    assert len(html(table).find_all("form", cls="language")) == 1

    # What the browser sends without JavaScript: the form's own fields, Polish picked.
    fields = {i.attrs["name"]: i.attrs.get("value") for i in form.find_all("input")}
    chosen = client.post(form.attrs["action"], data={**fields, "language": "pl"})
    assert chosen.status_code == 303 and chosen.headers["Location"] == page_url(created, "/table")
    [cookie] = language_cookies(chosen)
    for part in ("language=pl", "Max-Age=31536000", "SameSite=Lax", "Path=/", "HttpOnly"):
        assert part in cookie
    again = client.get(chosen.headers["Location"], headers={"Accept-Language": "de"})
    assert page_lang(again) == "pl" and picker(again).find("label").text == "Język"


def test_a_language_not_offered_is_a_422_sentence_and_sets_nothing(every, client):
    response = client.post("/language", data={"language": "it", "back": "/"},
                           headers={"Accept-Language": "fr"})
    assert response.status_code == 422
    assert "Cette langue n’est pas proposée ici" in html(response).find("main").text
    assert not language_cookies(response)


@pytest.mark.parametrize("back", [
    "//evil.example/", "https://evil.example/", "/\\evil.example", "http:/evil.example",
    "javascript:alert(1)", "evil.example", "/\t/evil.example", "/%0d%0a\r\nSet-Cookie: x=1",
])
def test_the_way_back_is_never_another_site(every, client, back):
    response = client.post("/language", data={"language": "de", "back": back})
    assert response.status_code == 422, response.headers.get("Location")
    assert "Location" not in response.headers and not language_cookies(response)


def test_without_a_way_back_the_reader_lands_home(every, client):
    response = client.post("/language", data={"language": "nl"})
    assert response.status_code == 303 and response.headers["Location"] == "/"


def test_a_post_from_another_site_changes_nothing(every, client):
    response = client.post("/language", data={"language": "de", "back": "/"},
                           headers={"Sec-Fetch-Site": "cross-site"})
    assert response.status_code == 403 and not language_cookies(response)
    same = client.post("/language", data={"language": "de", "back": "/"},
                       headers={"Sec-Fetch-Site": "same-origin"})
    assert same.status_code == 303


def test_error_pages_speak_the_language_and_their_picker_goes_home(every, client):
    missing = client.get("/g/no-such-game-typed-here", headers={"Accept-Language": "pl"})
    assert missing.status_code == 404 and page_lang(missing) == "pl"
    assert html(missing).find("h1").text == "Nie znaleziono"
    assert picker(missing).find("input", name="back").attrs["value"] == "/"  # never echoed
    created = claimed_game(client)
    stranger = every.test_client()
    refused = stranger.get(page_url(created, "/table"), headers={"Accept-Language": "fr"})
    assert refused.status_code == 403 and page_lang(refused) == "fr"
    assert html(refused).find("h1").text == "Seul le téléphone du marqueur peut noter les points"
    back = picker(refused).find("input", name="back").attrs["value"]
    assert back == page_url(created, "/table")  # a real game's page: back to it


def _catalogues_lacking(tmp_path, locale: str, message: str, how: str) -> str:
    """A copy of the catalogues whose compiled `locale` lacks `message`: left
    untranslated, or marked fuzzy (pybabel compile leaves a fuzzy message out)."""
    copy = tmp_path / "translations"
    shutil.copytree(TRANSLATIONS, copy)
    po = catalogues.catalogue_path(copy, locale)
    with po.open("rb") as source:
        catalogue = read_po(source, locale=locale)
    if how == "untranslated":
        catalogue.get(message).string = ""
    else:
        catalogue.get(message).flags.add("fuzzy")
    with po.with_suffix(".mo").open("wb") as out:
        write_mo(out, catalogue)
    return str(copy)


@pytest.mark.parametrize("how", ["untranslated", "fuzzy"])
def test_a_catalogue_lacking_one_message_still_speaks_with_that_message_in_english(
        database_url, tmp_path, caplog, how):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t",
                      "BABEL_TRANSLATION_DIRECTORIES": _catalogues_lacking(
                          tmp_path, "pl", "Start a new game", how)})
    migrate(app)
    client = app.test_client()
    with caplog.at_level("WARNING", logger="companion.web.i18n"):
        response = client.get("/", headers={"Accept-Language": "pl, de;q=0.5"})
    assert page_lang(response) == "pl"  # still Polish: one message does not drop a language
    assert [o.attrs["value"] for o in picker(response).find_all("option")] == list(i18n.NAMES)
    said = text(response)
    assert "Start a new game" in said and "Zacznij nową grę" not in said  # that one in English
    assert "Wróć do gry" in said and "Załóż grupę" in said  # the rest in Polish
    assert [r.getMessage() for r in caplog.records if "Start a new game" in r.getMessage()]
    client.set_cookie(i18n.COOKIE, "pl")
    assert page_lang(client.get("/")) == "pl"


def test_a_language_with_no_compiled_catalogue_is_not_offered(database_url, tmp_path, caplog):
    copy = tmp_path / "translations"
    shutil.copytree(TRANSLATIONS, copy)
    catalogues.catalogue_path(copy, "pl").with_suffix(".mo").unlink()
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t",
                      "BABEL_TRANSLATION_DIRECTORIES": str(copy)})
    migrate(app)
    with caplog.at_level("WARNING", logger="companion.web.i18n"):
        response = app.test_client().get("/", headers={"Accept-Language": "pl, de;q=0.5"})
    assert page_lang(response) == "de"  # the browser's next choice
    assert any("pl is not offered" in r.getMessage() for r in caplog.records)
