"""A page in another language is another page: the live views' ETags, their kept live
fragments and the compressed pages kept for watchers differ by locale, and every page
says it varies with Accept-Language and Cookie."""
import gzip

import pytest

from companion.games import foldmemo, service
from companion.web import i18n
from tests.helpers import create
from tests.i18n_support import offer_every_language, page_lang, picker
from tests.pages_support import claimed_game, page_url

GZIP = {"Accept-Encoding": "gzip"}


@pytest.fixture
def every(app):
    return offer_every_language(app)


def watch(client, url, language, **headers):
    """A watcher's answer in `language` (by Accept-Language), unpacked: (response, html)."""
    response = client.get(url, headers={"Accept-Language": language, **GZIP, **headers})
    body = response.get_data()
    if response.headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    return response, body.decode()


# A German word each page says: the scoreboard's language picker, the big screen's button.
@pytest.mark.parametrize("mode, german_word", [("", "Sprache"), ("/big", "Vollbild")])
def test_a_german_and_an_english_board_never_share_a_body_or_an_etag(every, client, mode,
                                                                     german_word):
    game = create(client)
    url = f"/g/{game['id']}{mode}"
    english, english_page = watch(client, url, "en")
    german, german_page = watch(client, url, "de")  # the English page is kept by now
    assert german.headers["Content-Encoding"] == "gzip"  # a kept, compressed watcher page
    assert 'lang="de"' in german_page and german_word in german_page
    assert 'lang="en"' in english_page and german_word not in english_page
    assert german.get_etag()[0] != english.get_etag()[0]
    for page in (english, german):
        assert {"Accept-Language", "Cookie"} <= set(page.vary)
    # The browser that showed the English page asks again in German: the German page, not
    # a 304; and the same question asked twice gets the same kept answer.
    switched, switched_page = watch(client, url, "de", If_None_Match=english.headers["ETag"])
    assert switched.status_code == 200 and switched_page == german_page
    again, again_page = watch(client, url, "en")
    assert again_page == english_page and again.get_etag() == english.get_etag()
    unchanged = client.get(url, headers={"Accept-Language": "de",
                                         "If-None-Match": german.headers["ETag"]})
    assert unchanged.status_code == 304


def test_the_cookie_choice_makes_the_board_another_page_too(every, client):
    game = create(client)
    url = f"/g/{game['id']}"
    english, _ = watch(client, url, "en")
    client.set_cookie(i18n.COOKIE, "nl")
    dutch, dutch_page = watch(client, url, "en")
    assert 'lang="nl"' in dutch_page
    assert dutch.get_etag()[0] != english.get_etag()[0]


def test_the_scorers_table_and_every_page_vary_by_language(every, client):
    created = claimed_game(client)
    for url in ("/", "/new", page_url(created, "/table"), page_url(created, "/history")):
        response = client.get(url, headers={"Accept-Language": "fr"})
        assert response.status_code == 200, url
        assert {"Accept-Language", "Cookie"} <= set(response.vary), url
        assert page_lang(response) == "fr" and picker(response) is not None, url
    api = client.get(f"/api/v1/games/{created['id']}", headers={"Accept-Language": "fr"})
    assert "Accept-Language" not in api.vary  # the JSON API stays English


def test_the_kept_live_fragments_are_one_per_language(every, client):
    created = claimed_game(client)
    client.get(page_url(created), headers={"Accept-Language": "en"})
    poll = client.get(page_url(created, "/poll?v=0"), headers={"Accept-Language": "de"})
    assert poll.status_code == 200
    with every.app_context():
        game, _state = service.load(created["id"])
        kept = [key for key in foldmemo.derived(game) if key[0] == "live"]
    assert any("en" in key for key in kept) and any("de" in key for key in kept)
