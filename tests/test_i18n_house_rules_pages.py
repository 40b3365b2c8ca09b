"""House rules in each of the six languages: the new-game form set to them (the usual
marks, the save box), the home page's list of them, their own page, the boards' line of
what a game plays otherwise than its preset, and the CSV a page downloads (its columns
and words in the reader's language; the API's stays English)."""
import csv
import io

import pytest

from companion.rules.registry import OPTIONS
from companion.web import i18n
from companion.words import differs_item
from tests.helpers import HEARTS, create, play
from tests.i18n_support import EVERY, offer_every_language, page_lang, phrases_in, words_on
from tests.pages_support import claimed_game, html, page_url
from tests.test_i18n_scorer_pages import ENGLISH as SCORER

FORM = {"ruleset": "omnibus", "options_for": "omnibus", "first_dealer": "0",
        "end_rule": "over", "end_score": "100", "moon": "new",
        "player": ["Ann", "Bob", "Cat", "Dan"]}  # the J♦ left unticked: off

# What these pages said in English: none of it may show in another language.
ENGLISH = (
    "House rules", "Usual:", "Save these rules as house rules", "Name of the house rules",
    "Friday rules", "Kept on this phone", "the home page lists them", "You get a link",
    "Save house rules", "House rules on this phone", "Set to the house rules",
    "House rules for", "What differs from the usual", "Start a game with these rules",
    "Another table", "scan to play these rules", "Link to these house rules", "Copy link",
    "Copied", "Whoever opens it", "Saved. Share the link", "these are the usual rules of",
    "QR code of the house rules' link", "moon: choose", "−10: off", "Yes",
)


def english_in(words: str) -> list[str]:
    return [phrase for phrase in ENGLISH if phrase in words] + phrases_in(words, SCORER)


def save(client, name, **form):
    """Save house rules from the new-game form; their page's path (with ?saved=1)."""
    response = client.post("/new", data={**FORM, "action": "save-rules", "rules_name": name,
                                         **form})
    assert response.status_code == 303, response.get_data(True)
    return response.headers["Location"]


def house_rules_walk(client):
    """The pages that show house rules, as (name, response) pairs; the boards' line as a
    fragment of the scoreboard."""
    where = save(client, "Piątek")
    rules_id = where.split("/")[2].split("?")[0]
    yield "rules page, just saved", client.get(where)
    usual = save(client, "Zwykłe", moon="old", jack_of_diamonds="1")
    yield "rules page, nothing differs", client.get(usual.split("?")[0])
    hearts = save(client, "Walet", ruleset="hearts", options_for="hearts", moon="old",
                  jack_of_diamonds="1")
    yield "rules page, a flag on", client.get(hearts.split("?")[0])
    yield "home with house rules", client.get("/")
    yield "new game set to them", client.get(f"/new?rules={rules_id}")
    yield "new game changed", client.post("/new", data={**FORM, "action": "refresh"})
    changed = claimed_game(client, "omnibus", options={"jack_of_diamonds": False,
                                                      "moon": "new"})
    yield "table that differs", client.get(page_url(changed, "/table"))
    board = html(client.get(page_url(changed))).find("p", id_="house-rules-line")
    yield "scoreboard's line", board.text


@pytest.mark.parametrize("locale", EVERY)
def test_every_house_rules_page_speaks_the_chosen_language(app, client, locale):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, locale)
    for name, response in house_rules_walk(client):
        if isinstance(response, str):
            said = response
        else:
            assert response.status_code == 200, (name, response.status_code)
            assert page_lang(response) == locale, name
            said = words_on(response)
        if locale != i18n.SOURCE:
            assert english_in(said) == [], (locale, name)


def test_the_walk_finds_the_english_it_looks_for(app, client):
    """The English pages show every phrase looked for, so an empty list in another
    language means they were translated."""
    found = set()
    for name, response in house_rules_walk(client):
        said = response if isinstance(response, str) else words_on(response)
        found.update(phrase for phrase in ENGLISH if phrase in said)
    assert set(ENGLISH) - found == set()


def test_the_boards_line_and_the_rules_page_in_german(app, client):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, "de")
    changed = claimed_game(client, "omnibus", options={"jack_of_diamonds": False,
                                                      "moon": "new", "end_score": 1500})
    line = html(client.get(page_url(changed, "/table"))).find("p", id_="house-rules-line")
    assert line.text == "Hausregeln: Ende bei 1.500, Mond: wählen, B♦ −10: aus"  # Bube
    page = html(client.get(save(client, "Freitag")))
    assert page.find("h1").text == "Freitag"
    lines = {d.find("dt").text: d.find("dd").text for d in page.find_all("div", cls="rules-line")}
    assert sorted(lines.values()) == [  # the form's own words
        "Nein", "Neuer Mond: Der Schütze wählt +26 für alle anderen oder −26 für sich"]
    assert page.find("svg", cls="qr").attrs["aria-label"] == "QR-Code des Links zu den Hausregeln"
    form = html(client.get(page.find("a", id_="start-with-rules").attrs["href"]))
    assert form.find("p", cls="notice").text.startswith("Auf die Hausregeln „Freitag“")
    marks = [p.text for p in form.find_all("p", cls="usual-value") if "hidden" not in p.attrs]
    assert "Üblich: an" in marks


def test_every_option_and_value_has_its_own_words_on_the_boards_line():
    """No option of the registry falls back on its code in the boards' line."""
    for key, option in OPTIONS.items():
        if option.kind == "flag":
            values = [True, False]
        elif option.kind == "cards":
            values = [{"QS": 13}]
        elif option.choices and option.kind == "choice":
            values = list(option.values)
        else:
            values = [option.low or 1] + ([None] if option.nullable else [])
        for value in values:
            said = differs_item(key, value, 26)
            assert "=" not in said, (key, value, said)  # the code, as if unknown
    assert differs_item("moon", "nonsense", 26) == "moon=nonsense"


def sheet(response, delimiter):
    text = response.get_data(as_text=True)
    assert text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(text[1:], newline=""), delimiter=delimiter))


def test_the_pages_csv_speaks_german_and_the_apis_stays_english(app, client):
    offer_every_language(app)
    created = claimed_game(client, "hearts")
    play(client, created, give={0: ["QS"], 1: HEARTS[:6], 2: HEARTS[6:10]}, rest=3)
    play(client, created, kind="misdeal")
    client.set_cookie(i18n.COOKIE, "de")
    answer = client.get(page_url(created, "/history/export.csv"))
    assert answer.status_code == 200 and "Cookie" in answer.headers["Vary"]
    rows = sheet(answer, ";")  # a German spreadsheet splits on semicolons
    assert rows[0] == ["Runde", "Art", "Geber", "Weitergeben", "Ann Punkte", "Ann Gesamt",
                       "Bob Punkte", "Bob Gesamt", "Cat Punkte", "Cat Gesamt", "Dan Punkte",
                       "Dan Gesamt"]
    assert rows[1][:4] == ["1", "normal", "Ann", "links"]
    assert rows[2][:4] == ["2", "Vergeben", "Bob", "rechts"]
    api = client.get(f"/api/v1/games/{created['id']}/export.csv",
                     headers={"Accept-Language": "de"})  # the cookie rides along too
    english = sheet(api, ",")
    assert english[0][:4] == ["hand", "kind", "dealer", "pass"]
    assert english[2][:4] == ["2", "misdeal", "Bob", "right"]


def test_the_english_download_is_the_apis_export(app, client):
    offer_every_language(app)
    created = claimed_game(client, "hearts")
    play(client, created, give={0: ["QS"]}, rest=1)
    client.set_cookie(i18n.COOKIE, "en")
    page = client.get(page_url(created, "/history/export.csv")).get_data()
    assert page == client.get(f"/api/v1/games/{created['id']}/export.csv").get_data()


@pytest.mark.parametrize("locale", [code for code in EVERY if code != i18n.SOURCE])
def test_the_csv_columns_are_translated_in_every_locale(app, client, locale):
    offer_every_language(app)
    created = create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"])
    client.get(f"/g/{created['id']}/edit/{created['edit_token']}")
    client.set_cookie(i18n.COOKIE, locale)
    rows = sheet(client.get(page_url(created, "/history/export.csv")), ";")
    assert rows[0][:4] != ["hand", "kind", "dealer", "pass"] and len(rows[0]) == 12
