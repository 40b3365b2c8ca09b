"""CSRF over HTTPS (web/origin.py): a page's form saves with its token and no Referer
(browsers and privacy extensions strip it); a post the browser says came from another
site, or from a page that would not say where it came from, is refused with a sentence
in the reader's language, and nothing is written. Pages send Referers to this site only.
The whole way through nginx and Chromium: tests/browser/test_https.py."""
import re

import pytest

from companion import create_app, migrate
from tests.helpers import HEARTS, cards, create, post_hand

SITE = "https://cards.example.org"


@pytest.fixture
def client(tmp_path):
    """The app with CSRF on, as in production, read over HTTPS (a trusted proxy's
    X-Forwarded-Proto arrives as the request's scheme)."""
    app = create_app({"TESTING": True, "SECRET_KEY": "test",
                      "DATABASE_URL": "sqlite:///" + str(tmp_path / "origin.sqlite")})
    migrate(app)
    yield app.test_client()
    app.extensions["companion_engine"].dispose()


def scorer(client):
    """A game whose scorer link this client opened over HTTPS."""
    game = create(client)
    opened = client.get(f"/g/{game['id']}/edit/{game['edit_token']}", base_url=SITE)
    assert opened.status_code == 303
    return game


def lock(client, game, **headers):
    """Lock posted from the share page's form, with `headers` (no Referer)."""
    share = client.get(f"/g/{game['id']}/share", base_url=SITE).get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', share).group(1)
    return client.post(f"/g/{game['id']}/lock", data={"csrf_token": token}, base_url=SITE,
                       headers=headers)


@pytest.mark.parametrize("headers", [
    {"Origin": SITE},                      # a browser's post from this site's page
    {"Origin": SITE + ":443"},             # the same origin, its port spelt out
    {"Origin": "null", "Sec-Fetch-Site": "same-origin"},  # a page that said no-referrer
    # the browser's own word, whatever Host and scheme a proxy passed on (a port dropped)
    {"Origin": "https://cards.example.org:8443", "Sec-Fetch-Site": "same-origin"},
    {},                                    # an old browser, a script: the token alone
])
def test_a_form_from_this_site_saves_over_https_without_a_referer(client, headers):
    game = scorer(client)
    assert lock(client, game, **headers).status_code == 303
    assert post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS})}).status_code == 403


@pytest.mark.parametrize("headers", [
    {"Origin": "https://evil.example"},
    {"Origin": "http://cards.example.org"},  # this host, in clear: not this page
    {"Origin": "https://cards.example.org:8443"},
    {"Origin": "https://cards.example.org.evil.example"},
    {"Origin": "null"},                      # a sandboxed frame's post
    {"Origin": "null", "Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "same-site"},         # a sibling subdomain's page
    {"Origin": "https://[::1"},              # unreadable
])
def test_a_post_from_elsewhere_is_refused_with_a_sentence(client, headers):
    game = scorer(client)
    refused = lock(client, game, **headers, Referer=SITE + f"/g/{game['id']}/share")
    assert refused.status_code == 400
    page = refused.get_data(as_text=True)
    assert "This form was not sent from this site&#39;s own page" in page or \
        "This form was not sent from this site's own page" in page, page[:2000]
    # Nothing was written: the game is not locked, its old token still writes.
    assert post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS})}).status_code == 201


def test_a_proxy_that_passes_on_its_own_host_still_serves_public_urls_pages(client):
    """A proxy that sends the app its upstream's Host (nginx's default) serves the pages
    of PUBLIC_URL, the address people use: a post from those pages saves."""
    inside = "http://127.0.0.1:8001"
    game = create(client)
    assert client.get(f"/g/{game['id']}/edit/{game['edit_token']}",
                      base_url=inside).status_code == 303
    share = client.get(f"/g/{game['id']}/share", base_url=inside).get_data(as_text=True)
    form = {"csrf_token": re.search(r'name="csrf_token" value="([^"]+)"', share).group(1)}
    lock_url = f"/g/{game['id']}/lock"
    assert client.post(lock_url, data=form, base_url=inside,
                       headers={"Origin": SITE}).status_code == 400  # not ours, unsaid
    client.application.config["PUBLIC_URL"] = SITE + "/"
    assert client.post(lock_url, data=form, base_url=inside,
                       headers={"Origin": SITE}).status_code == 303
    assert post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS})}).status_code == 403


def test_the_refusal_is_in_the_readers_language(client):
    game = scorer(client)
    refused = lock(client, game, Origin="https://evil.example", **{"Accept-Language": "de"})
    assert refused.status_code == 400
    assert "Seite dieser Website" in refused.get_data(as_text=True)


def test_the_token_is_still_checked_first(client):
    game = scorer(client)
    refused = client.post(f"/g/{game['id']}/lock", base_url=SITE, headers={"Origin": SITE})
    assert refused.status_code == 400 and "CSRF" in refused.get_data(as_text=True)


def test_pages_send_a_referer_to_this_site_only(client):
    game = scorer(client)
    page = client.get(f"/g/{game['id']}/table", base_url=SITE)
    assert page.headers["Referrer-Policy"] == "same-origin"
    assert '<meta name="referrer" content="same-origin">' in page.get_data(as_text=True)
