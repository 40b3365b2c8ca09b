"""Security: headers on every answer, CSRF on cookie form posts, names shown as text."""
import re

import pytest

from companion import create_app, migrate
from companion.web.security import CONTENT_SECURITY_POLICY
from tests.helpers import HEARTS, cards, create, post_hand

EVIL = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>']
EXPECTED_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; "
                               "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; "
                               "base-uri 'none'; form-action 'self'; object-src 'none'",
    "Referrer-Policy": "same-origin",  # Referers back to this server only (web/origin.py)
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
}


# The header's script-src also names the import map by its hash (web/scripts.py;
# tests/test_scripts.py checks the hash against the page's map).
MAP_HASH = re.compile(r"script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='")


def assert_headers(response, what):
    for name, value in EXPECTED_HEADERS.items():
        got = response.headers.get(name)
        if name == "Content-Security-Policy":
            got = MAP_HASH.sub("script-src 'self'", got or "")
        assert got == value, (what, name)


def test_policy_is_the_documented_one():
    assert CONTENT_SECURITY_POLICY == EXPECTED_HEADERS["Content-Security-Policy"]


def test_headers_on_every_kind_of_answer(client):
    game = create(client)
    client.set_cookie(f"edit_{game['id']}", game["edit_token"])
    etag = client.get(f"/g/{game['id']}").headers["ETag"]
    answers = {
        "home": client.get("/"),
        "scoreboard": client.get(f"/g/{game['id']}"),
        "304": client.get(f"/g/{game['id']}", headers={"If-None-Match": etag}),
        "poll 204": client.get(f"/g/{game['id']}/poll?v={game['game']['version']}"),
        "big": client.get(f"/g/{game['id']}/big"),
        "share": client.get(f"/g/{game['id']}/share"),
        "api": client.get(f"/api/v1/games/{game['id']}"),
        "api error": client.post(f"/api/v1/games/{game['id']}/hands", json={}),
        "404": client.get("/no/such/page"),
        "static": client.get("/static/js/board.js"),
    }
    assert answers["304"].status_code == 304 and answers["poll 204"].status_code == 204
    for what, response in answers.items():
        assert_headers(response, what)


def test_static_files_are_fingerprinted_and_cached_for_long(app, client):
    with app.test_request_context():
        from flask import url_for

        url = url_for("static", filename="js/board.js")
    assert re.fullmatch(r"/static/js/board\.js\?v=[0-9a-f]{10}", url)
    cached = client.get(url)
    assert cached.status_code == 200
    assert "max-age=31536000" in cached.headers["Cache-Control"]
    assert "immutable" in cached.headers["Cache-Control"]
    # A stale or missing fingerprint is served, but must be checked again next time.
    for stale in ("/static/js/board.js?v=0000000000", "/static/js/board.js"):
        response = client.get(stale)
        assert response.status_code == 200
        assert "immutable" not in response.headers.get("Cache-Control", "")
    # Pages link the fingerprinted URLs.
    game = create(client)
    assert url in client.get(f"/g/{game['id']}").get_data(as_text=True)


@pytest.fixture
def csrf_app(database_url):
    """Like `app`, but with CSRF protection on, as in production."""
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "test"})
    migrate(app)
    yield app
    app.extensions["companion_engine"].dispose()


def test_a_form_post_without_the_csrf_token_is_refused(csrf_app):
    client = csrf_app.test_client()
    game = create(client)  # the API is exempt: it uses a bearer token, not a cookie
    client.set_cookie(f"edit_{game['id']}", game["edit_token"])
    share = client.get(f"/g/{game['id']}/share").get_data(as_text=True)
    refused = client.post(f"/g/{game['id']}/lock")
    assert refused.status_code == 400
    assert "CSRF" in refused.get_data(as_text=True)
    assert "<html" in refused.get_data(as_text=True).lower() or "<p>" in refused.get_data(as_text=True)
    # Nothing was written: the old token still writes.
    assert post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS})}).status_code == 201
    token = re.search(r'name="csrf_token" value="([^"]+)"', share).group(1)
    locked = client.post(f"/g/{game['id']}/lock", data={"csrf_token": token})
    assert locked.status_code == 303
    assert post_hand(client, game, {"captured": cards({0: ["QS"], 1: HEARTS})}).status_code == 403


def test_every_api_write_takes_a_bearer_token_not_a_csrf_token(csrf_app):
    """An API blueprint left out of the CSRF exemption refuses every outside tool's write
    with a 400 (the group's DELETE of a game was)."""
    client = csrf_app.test_client()
    writes = [(method, re.sub(r"<(int:)?\w+>", lambda m: "1" if m.group(1) else "x", rule.rule))
              for rule in csrf_app.url_map.iter_rules() if rule.rule.startswith("/api/")
              for method in sorted(rule.methods & {"POST", "PATCH", "PUT", "DELETE"})]
    assert ("DELETE", "/api/v1/groups/x/games/x") in writes
    for method, url in writes:
        answer = client.open(url, method=method, json={})
        assert "CSRF" not in answer.get_data(as_text=True), (method, url, answer.status_code)


@pytest.mark.parametrize("evil", EVIL)
def test_names_with_markup_are_text_on_every_page(client, evil):
    game = create(client, players=[evil, "Bob", "Cat", "Dan"])
    post_hand(client, game, {"captured": cards({0: ["QS"] + HEARTS})})  # the evil name's moon
    post_hand(client, game, {"captured": cards({1: ["QS"], 0: HEARTS}), "reneges": [0]})
    client.set_cookie(f"edit_{game['id']}", game["edit_token"])
    gid = game["id"]
    urls = [f"/g/{gid}", f"/g/{gid}/big", f"/g/{gid}/poll", f"/g/{gid}/poll?mode=big",
            f"/g/{gid}/share", f"/g/{gid}/table", f"/g/{gid}/history", f"/g/{gid}/hand",
            f"/g/{gid}/hand?mode=points", f"/g/{gid}/hand/1", "/"]
    for url in urls:
        response = client.get(url, follow_redirects=True)
        html = response.get_data(as_text=True)
        assert response.status_code == 200, url
        assert evil not in html, url
        assert "<script>alert" not in html and "<img src=x" not in html, url
    board = client.get(f"/g/{gid}").get_data(as_text=True)
    svg = board[board.index('<svg class="chart-svg"'):board.index("</svg>", board.index("chart-svg"))]
    assert "&lt;" in svg  # the name is in the chart's description, escaped
    assert " style=" not in board  # CSP style-src 'self': no style attributes
