"""Refusals outside the rules engine (a group's name, merging a player, what is not there)
are codes the words say: in the reader's language on a page, in English to the API and
to a page without a language chosen."""
from companion import i18n
from tests.groups_pages_support import edited_group
from tests.groups_support import group_game
from tests.i18n_support import offer_every_language
from tests.pages_support import html


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
