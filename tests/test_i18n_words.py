"""The table's words in other languages: companion/words speaks the catalogue's language
it is given (no Flask), English by default, plurals by the language's own forms, lists
joined its way; the JSON API stays English whatever the reader's language."""
from pathlib import Path

import pytest
from babel.support import Translations

from companion.rules.registry import DEFAULTS
from companion.web import i18n
from companion.words import (end_words, hand_words, names_and, ordinal, pass_words, speaking,
                             suit_words, tr)
from companion.words.speech import ENGLISH, Speech
from tests.helpers import create, post_hand
from tests.i18n_support import offer_every_language
from tests.pages_support import claimed_game, hand_form, html, page_url

TRANSLATIONS = Path(i18n.__file__).parents[1] / "translations"  # companion/translations


def speech(locale: str) -> Speech:
    return Speech(Translations.load(str(TRANSLATIONS), [locale]), locale)


def test_the_words_speak_english_unless_told_otherwise():
    assert tr() is ENGLISH
    assert pass_words("left", 3) == "Pass 3 cards to the left"
    with speaking(speech("de")):
        assert pass_words("left", 3) == "3 Karten nach links weitergeben"
        assert suit_words("H") == "♥ Herz"
    assert pass_words("left", 3) == "Pass 3 cards to the left"


@pytest.mark.parametrize("count, said", [
    (1, "Przekaż 1 kartę w lewo"), (2, "Przekaż 2 karty w lewo"), (4, "Przekaż 4 karty w lewo"),
    (5, "Przekaż 5 kart w lewo"), (12, "Przekaż 12 kart w lewo"), (22, "Przekaż 22 karty w lewo")])
def test_polish_counts_take_its_three_forms(count, said):
    with speaking(speech("pl")):
        assert pass_words("left", count) == said


@pytest.mark.parametrize("locale, joined", [
    ("en", "Ann, Bob and Cat"), ("de", "Ann, Bob und Cat"), ("nl", "Ann, Bob en Cat"),
    ("fr", "Ann, Bob et Cat"), ("pl", "Ann, Bob i Cat"), ("es", "Ann, Bob y Cat")])
def test_names_are_joined_the_languages_way(locale, joined):
    with speaking(speech(locale) if locale != "en" else ENGLISH):
        assert names_and(["Ann", "Bob", "Cat"]) == joined


def test_a_hands_words_and_places_in_french_and_german():
    with speaking(speech("fr")):
        assert hand_words(4, "misdeal").title == "Donne 4 : maldonne"
        assert ordinal(1) == "1er" and ordinal(2) == "2e"
    with speaking(speech("de")):
        assert hand_words(4, "normal", "left", 3).line == "Nach links"
        assert ordinal(3) == "3."


class _State:
    status = "playing"
    options = {**DEFAULTS, "end_rule": "hands", "end_hands": 1, "end_score": 100}


def test_one_hand_is_singular_in_every_language():
    assert end_words(_State()) == "The game ends after 1 hand."
    with speaking(speech("es")):
        assert end_words(_State()) == "La partida termina tras 1 mano."


def test_the_api_reminders_stay_english_for_a_german_reader(app, client):
    offer_every_language(app)
    created = create(client, "dirty-liz")  # a trump each hand: a reminder with a suit
    german = {"Cookie": f"{i18n.COOKIE}=de", "Accept-Language": "de"}
    game = client.get(f"/api/v1/games/{created['id']}", headers=german).get_json()
    reminders = game["next_hand"]["reminders"]
    assert any(r.startswith("Trumps this hand: ♦ Diamonds") for r in reminders), reminders
    page = client.get(f"/g/{created['id']}", headers=german).get_data(as_text=True)
    assert "Trumpf" in page  # the watchers' page itself speaks German


def test_a_stale_hand_is_refused_in_the_readers_language_and_in_english_to_the_api(app, client):
    offer_every_language(app)
    created = claimed_game(client)
    client.set_cookie(i18n.COOKIE, "de")
    form = hand_form(queen=0, hearts={1: 13}, expected=1)
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    stale = client.post(page_url(created, "/hand"), data=form)
    assert stale.status_code == 409
    assert ("Runde 1 wurde schon auf einem anderen Handy eingetragen; die nächste Runde ist "
            "Runde 2.") in html(stale).find("p", cls="alert").text
    api = post_hand(client, created, {"expected_number": 1, "points": [13, 13, 0, 0]})
    assert api.status_code == 409
    assert api.get_json()["error"] == ("Hand 1 was already entered by another phone; the "
                                       "next hand is hand 2.")


# The badges beside a name say it of anyone: the review found "niedrigster" (de),
# "gagnant", "le plus bas" (fr), "ganador", "el más bajo" (es), as Polish had
# "zwycięzca", "najniższy": each assumes a man.
ASSUMES_A_MAN = {"niedrigster", "Sieger", "gagnant", "le plus bas", "ganador", "el más bajo",
                 "zwycięzca", "najniższy"}


@pytest.mark.parametrize("locale", ["de", "fr", "es", "pl", "nl"])
def test_the_standings_badges_assume_no_gender(locale):
    badges = {msgid: speech(locale).gettext(msgid) for msgid in ("lowest", "winner")}
    assert all(badges[m] != m for m in badges), badges  # translated
    assert not set(badges.values()) & ASSUMES_A_MAN, badges
