"""Compressed answers (companion/web/compress.py): smaller bytes, the same page, and the
scoreboard's 304s still work."""
import gzip

import brotli

from tests.helpers import create

HTMX = "/static/vendor/htmx-2.0.11.min.js"


def test_pages_and_files_come_compressed_to_browsers_that_ask(client):
    game = create(client)
    for path in (f"/g/{game['id']}", HTMX, "/static/css/app.css"):
        plain = client.get(path, headers={"Accept-Encoding": "identity"})
        assert plain.status_code == 200 and "Content-Encoding" not in plain.headers
        assert "Accept-Encoding" in plain.headers["Vary"]
        packed = client.get(path, headers={"Accept-Encoding": "gzip, deflate, br"})
        assert len(packed.data) < len(plain.data) / 2
        assert int(packed.headers["Content-Length"]) == len(packed.data)
        # files brotli at its best, a watcher's scoreboard brotli too: both made once
        assert packed.headers["Content-Encoding"] == "br"
        assert brotli.decompress(packed.data) == plain.data
        zipped = client.get(path, headers={"Accept-Encoding": "gzip"})
        assert zipped.headers["Content-Encoding"] == "gzip"
        assert gzip.decompress(zipped.data)[:200] == plain.data[:200]


def test_a_compressed_scoreboard_still_answers_304(client):
    game = create(client)
    first = client.get(f"/g/{game['id']}", headers={"Accept-Encoding": "br"})
    assert first.headers["ETag"].startswith('W/"')
    again = client.get(f"/g/{game['id']}", headers={"Accept-Encoding": "br",
                                                     "If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304


def test_every_html_answer_comes_compressed(client):
    """The scorer's pages and error pages too: no GET page reflects free input and every
    POST needs the CSRF token, so compression leaks nothing (docs/DECISIONS.md)."""
    game = create(client)
    client.get(f"/g/{game['id']}/edit/{game['edit_token']}")
    for path in ("/", "/new", f"/g/{game['id']}/table", f"/g/{game['id']}/hand",
                 f"/g/{game['id']}/history", f"/g/{game['id']}/share", "/g/no-such-game"):
        page = client.get(path, headers={"Accept-Encoding": "gzip, br"})
        assert page.mimetype == "text/html", path
        assert page.headers["Content-Encoding"] == "gzip", path
        assert gzip.decompress(page.data).lstrip().lower().startswith(b"<!doctype html>"), path


def test_a_page_named_by_its_view_is_compressed_once_and_kept_within_bounds():
    from companion.store.cache import Cache

    kept = Cache(100, len)  # what compress.init_app makes, COMPRESSED_PAGES_BYTES large
    kept.put("a", b"x" * 60)
    kept.put("b", b"y" * 30)
    assert kept.get("a") == b"x" * 60  # now the most recently used
    kept.put("c", b"z" * 30)  # past 100 bytes: "b", the least recently used, goes
    assert (kept.get("b"), kept.used) == (None, 90)
    kept.put("huge", b"h" * 101)  # larger than everything: never kept
    assert kept.get("huge") is None and kept.get("a") and kept.get("c")


def test_the_api_and_small_answers_are_left_alone(client):
    game = create(client)
    state = client.get(f"/api/v1/games/{game['id']}", headers={"Accept-Encoding": "br, gzip"})
    assert "Content-Encoding" not in state.headers
    assert client.get(f"/api/v1/games/{game['id']}",
                      headers={"If-None-Match": state.headers["ETag"]}).status_code == 304
    poll = client.get(f"/g/{game['id']}/poll?v={state.get_json()['version']}",
                      headers={"Accept-Encoding": "br"})
    assert poll.status_code == 204 and "Content-Encoding" not in poll.headers


def test_a_watchers_scoreboard_is_compressed_once_per_version(app, client, monkeypatch):
    """The same bytes for every watcher of a version: made once, then taken as kept."""
    from companion.web import compress

    packs, real = [], compress._pack
    monkeypatch.setattr(compress, "_pack", lambda body, encoding, effort: packs.append(
        (encoding, effort)) or real(body, encoding, effort))
    phone = "gzip, deflate, br"
    first = client.get(f"/g/{game_id(client)}", headers={"Accept-Encoding": phone})
    again = app.test_client().get(first.request.path, headers={"Accept-Encoding": phone})
    assert first.status_code == again.status_code == 200
    # brotli, at the effort worth paying once per version (9 % smaller than gzip)
    assert first.data == again.data and packs == [("br", 1)]
    assert first.headers["Content-Encoding"] == "br"


def game_id(client) -> str:
    return create(client)["id"]
