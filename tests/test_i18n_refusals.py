"""Refusals outside the rules engine (a group's name, merging a player, what is not there)
are codes the words say: in the reader's language on a page, in English to the API and
to a page without a language chosen."""
from pathlib import Path

from babel.support import Translations

from companion.web import i18n
from companion.words import speaking
from companion.words.refusals import SENTENCES
from companion.words.speech import Speech
from tests.groups_pages_support import edited_group
from tests.groups_support import group_game
from tests.i18n_support import offer_every_language
from tests.pages_support import html

TRANSLATIONS = Path(i18n.__file__).parents[1] / "translations"  # companion/translations


def speech(locale: str) -> Speech:
    return Speech(Translations.load(str(TRANSLATIONS), [locale]), locale)


def _merge_into_self(client, group):
    return client.post(f"/groups/{group['id']}/players/1",
                       data={"action": "merge", "merge_into": "1"})


def _field_error(response, section=None):
    page = html(response)
    where = page.find("section", id_=section) if section else page
    return where.find("p", cls="field-error").text


def test_a_group_without_a_name_is_refused_in_german(app, client):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, "de")
    refused = client.post("/groups/new", data={"name": "   "})
    assert refused.status_code == 422
    assert _field_error(refused) == "Der Name der Gruppe ist leer."
    client.set_cookie(i18n.COOKIE, "pl")
    hidden = client.post("/groups/new", data={"name": "Ann\u200b"})  # a zero-width space
    assert _field_error(hidden).startswith("Ta nazwa zawiera niewidoczny znak formatowania")


def test_a_group_without_a_name_stays_english_without_a_language(app, client):
    offer_every_language(app)
    refused = client.post("/groups/new", data={"name": "   "})
    assert refused.status_code == 422
    assert _field_error(refused) == "The group's name is empty."
    api = client.post("/api/v1/groups", json={"name": "   "},
                      headers={"Cookie": f"{i18n.COOKIE}=de", "Accept-Language": "de"})
    assert api.get_json() == {"error": "The group's name is empty.", "code": "name_empty",
                              "field": "name"}


def test_merging_a_player_into_themselves_is_refused_in_the_readers_language(app, client):
    offer_every_language(app)
    group = edited_group(client)
    group_game(client, group)
    english = _merge_into_self(client, group)
    assert english.status_code == 422
    assert _field_error(english, "merge") == ("A player cannot be merged into themselves: "
                                              "pick another player.")
    client.set_cookie(i18n.COOKIE, "de")
    german = _merge_into_self(client, group)
    assert german.status_code == 422
    assert _field_error(german, "merge") == ("Ein Spieler kann nicht mit sich selbst "
                                             "zusammengeführt werden: Wähle einen anderen "
                                             "Spieler.")
    client.set_cookie(i18n.COOKIE, "fr")
    taken = client.post(f"/groups/{group['id']}/players/1",
                        data={"action": "rename", "name": "bob"})
    assert _field_error(taken, "rename") == (
        "Bob est déjà un joueur de ce groupe. Si c’est la même personne que Ann, fusionnez "
        "Ann avec Bob.")


def test_what_is_not_there_is_said_in_the_readers_language(app, client):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, "nl")
    group = client.get("/groups/nosuchgroup")
    assert group.status_code == 404
    assert html(group).find("section", cls="refusal").find("p").text == \
        "Die groep bestaat niet: controleer de link."
    address = client.get("/no/such/page")
    assert address.status_code == 404
    assert html(address).find("section", cls="refusal").find("p").text == \
        "Op dit adres staat geen pagina: controleer de link."
    client.set_cookie(i18n.COOKIE, "en")
    assert html(client.get("/groups/nosuchgroup")).find("section", cls="refusal").find(
        "p").text == "There is no such group: check the link."


def test_a_rate_limits_wait_is_counted_in_each_languages_forms():
    too_many = SENTENCES["too_many_requests"]
    assert too_many("new_games", 1) == ("Too many new games from this device in a short time: "
                                        "try again in 1 second; nothing was saved.")
    assert too_many("changes", 150).startswith("Too many changes from this device") and \
        "try again in 3 minutes;" in too_many("changes", 150)
    with speaking(speech("pl")):
        assert "za 2 sekundy;" in too_many("new_games", 2)
        assert "za 5 sekund;" in too_many("new_games", 5)
        assert too_many("changes", 60).startswith("Za dużo zmian z tego urządzenia")
    with speaking(speech("de")):
        assert "Versuche es in 61 Sekunden noch einmal" in too_many("changes", 61)
        assert "Versuche es in 2 Minuten noch einmal" in too_many("changes", 120)
