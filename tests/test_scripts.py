"""The scorer's scripts as ES modules (static/js, web/scripts.py), read from the HTML and
the files: only module scripts and the import map (and the vendored htmx), the map's hash
in the CSP, every module it names on disk and every relative import in it, and no
module sharing a global."""
import base64
import hashlib
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.pages_support import claimed_game, page_url, text

JS = Path(__file__).resolve().parent.parent / "static" / "js"
HTMX = "/static/vendor/htmx-2.0.11.min.js"  # the one classic script: not ours to rewrite
IMPORT = re.compile(r"""^\s*import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["']""", re.M)


class Scripts(HTMLParser):
    """Every <script>: its attributes and its inline text."""

    def __init__(self):
        super().__init__()
        self.found, self.inside = [], None

    def handle_starttag(self, tag, attrs):
        if tag == "script":
            self.inside = {"attrs": dict(attrs), "text": ""}
            self.found.append(self.inside)

    def handle_data(self, data):
        if self.inside is not None:
            self.inside["text"] += data

    def handle_endtag(self, tag):
        if tag == "script":
            self.inside = None


def scripts(response) -> list[dict]:
    parser = Scripts()
    parser.feed(text(response))
    return parser.found


def scorer_pages(client):
    game = claimed_game(client)
    return {tail or "board": client.get(page_url(game, tail))
            for tail in ("/table", "/hand", "/history", "/share", "", "/big")}


def the_map(found) -> dict:
    maps = [s for s in found if s["attrs"].get("type") == "importmap"]
    assert len(maps) == 1
    return json.loads(maps[0]["text"])["imports"]


def test_only_modules_and_the_import_map_on_the_scorers_pages(client):
    for name, response in scorer_pages(client).items():
        assert response.status_code == 200, name
        found = scripts(response)
        kinds = [s["attrs"].get("type") for s in found]
        assert kinds.index("importmap") == 0, name  # before any module
        imports = the_map(found)
        for script in found[1:]:
            src = script["attrs"].get("src", "")
            if src.startswith(HTMX + "?v="):
                continue
            assert script["attrs"].get("type") == "module", (name, script)
            assert not script["text"].strip(), (name, src)  # no inline script
            # The tag's URL is the map's, so a module imported both ways runs once.
            assert src in imports.values(), (name, src)


def test_the_import_map_hash_is_in_the_policy(client):
    for name, response in scorer_pages(client).items():
        inline = [s for s in scripts(response) if s["attrs"].get("type") == "importmap"][0]
        digest = hashlib.sha256(inline["text"].encode()).digest()
        source = "'sha256-" + base64.b64encode(digest).decode() + "'"
        policy = response.headers["Content-Security-Policy"]
        assert f"script-src 'self' {source};" in policy, name
    static = client.get("/static/js/board.js")
    assert source in static.headers["Content-Security-Policy"]  # one policy everywhere


def test_the_map_names_every_module_fingerprinted(client):
    imports = the_map(scripts(scorer_pages(client)["/table"]))
    files = sorted(path.name for path in JS.glob("*.js"))
    assert sorted(key.rsplit("/", 1)[1] for key in imports) == files
    for key, url in imports.items():
        name = key.removeprefix("companion/")
        assert re.fullmatch(re.escape(f"/static/js/{name}") + r"\?v=[0-9a-f]{10}", url), key
        # (the service worker keeps these)
        assert client.get(url).status_code == 200, url


@pytest.mark.parametrize("path", sorted(JS.glob("*.js")), ids=lambda path: path.name)
def test_each_module_imports_only_mapped_files_and_shares_no_global(path):
    source = path.read_text(encoding="utf-8")
    assert "window.companion" not in source
    assert "(function () {" not in source.split("*/", 1)[1][:200]  # no IIFE wrapper
    for specifier in IMPORT.findall(source):
        # A bare name only the import map resolves: a browser without one runs none of
        # the importing modules (never a second, unversioned copy of one).
        assert specifier.startswith("companion/") and specifier.endswith(".js"), specifier
        assert (JS / specifier.removeprefix("companion/")).is_file(), specifier


def test_the_kept_hand_words_are_data_on_the_form(client):
    """"Show mine" reads the entry form's data- attributes, never its classes."""
    game = claimed_game(client)
    form = text(client.get(page_url(game, "/hand")))
    assert 'data-question="Q♠"' in form and 'data-question="♥ Hearts"' in form
    for seat in ("Ann", "Bob", "Cat", "Dan"):
        assert f'data-player="{seat}"' in form and f'data-answer="{seat}"' in form
    assert 'data-answer="Ann reneged"' in form
    points = text(client.get(page_url(game, "/hand?mode=points")))
    assert 'data-question="Points each player took"' in points
    source = (JS / "outbox-form.js").read_text(encoding="utf-8")
    summary = source[source.index("function summary"):source.index("// The hand this form")]
    assert not re.search(r"""querySelector(All)?\(["'][^"']*\.[a-z]""", summary)
    assert not re.search(r"""all\([a-z]+, ["'][^"']*\.[a-z]""", summary)


def test_a_first_request_whose_host_makes_no_link_still_gets_the_policy(migrated_database_url):
    """The map is made for the header of whatever answer comes first, a 400 for a Host no
    URL can be built for included (its URLs are not made by url_for)."""
    from companion import create_app, db

    app = create_app({"TESTING": True, "DATABASE_URL": migrated_database_url,
                      "SECRET_KEY": "t"})
    refused = app.test_client().get("/", headers={"Host": "a" * 64 + ".example"})
    assert refused.status_code == 400
    assert "script-src 'self' 'sha256-" in refused.headers["Content-Security-Policy"]
    db.dispose(app)
