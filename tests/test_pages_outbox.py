"""What the scorer's pages carry for the outbox (static/js/outbox*.js), parsed from the
HTML: the referee panels of the next hands as <template>s, the outbox's URLs, the
phrases, and the service worker only on an https deployment."""
from html.parser import HTMLParser

import pytest

from tests.pages_support import claimed_game, hand_form, page_url, text


class Panels(HTMLParser):
    """The <template data-panel> elements: their attributes, title, dealer and passes;
    and the attributes of every element with an id or a data-upcoming/outbox marker."""

    def __init__(self):
        super().__init__()
        self.panels, self.marked, self.phrases = [], {}, {}
        self.current = None
        self.reading = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "template" and "data-panel" in attrs:
            self.current = {**attrs, "title": "", "dealer": "", "passes": []}
            self.panels.append(self.current)
        for marker in ("id", "data-upcoming"):
            if marker in attrs and (marker != "id" or self.current is None):
                self.marked[attrs.get("id", marker)] = attrs
        if "data-phrase" in attrs:
            self.reading = ("phrase", attrs["data-phrase"])
            self.phrases[attrs["data-phrase"]] = ""
        elif self.current is not None:
            self.reading = {"h2": "title", "dd": "dealer", "li": "passes"}.get(tag)
            if tag == "dd" and self.current["dealer"]:
                self.reading = None  # only the first (the dealer)

    def handle_endtag(self, tag):
        if tag == "template":
            self.current = None
        if tag in ("h2", "span", "dd", "li", "p"):
            self.reading = None

    def handle_data(self, data):
        if isinstance(self.reading, tuple):
            self.phrases[self.reading[1]] += data
        elif self.reading == "passes" and "→" in data:
            self.current["passes"].append(data.strip())
        elif self.reading in ("title", "dealer"):
            self.current[self.reading] += data.strip()


def parse(response) -> Panels:
    assert response.status_code == 200, text(response)
    parser = Panels()
    parser.feed(text(response))
    return parser


@pytest.mark.parametrize("path", ["/table", "/hand"])
def test_the_table_and_entry_pages_carry_the_next_hands_panels(client, path):
    game = claimed_game(client)
    page = parse(client.get(page_url(game, path)))
    assert page.marked["data-upcoming"]["data-from"] == "1"
    assert [(p["data-panel"], p["data-number"], p["title"], p["dealer"]) for p in page.panels] == [
        ("0", "1", "Hand 1", "Ann"), ("1", "2", "Hand 2", "Bob"), ("2", "3", "Hand 3", "Cat"),
        ("3", "4", "Hand 4", "Dan"), ("4", "5", "Hand 5", "Ann")]
    assert page.panels[0]["passes"] == ["Ann → Bob", "Bob → Cat", "Cat → Dan", "Dan → Ann"]
    assert page.panels[1]["passes"] == ["Ann → Dan", "Bob → Ann", "Cat → Bob", "Dan → Cat"]
    assert page.panels[3]["passes"] == []  # hold
    outbox = page.marked["outbox"]
    assert (outbox["data-outbox"], outbox["data-sync"], outbox["data-table"]) == (
        game["id"], page_url(game, "/sync"), page_url(game, "/table"))
    assert "data-sw" not in outbox


def test_after_a_misdeal_the_panels_start_from_the_same_deal(client):
    game = claimed_game(client)
    form = hand_form(expected=1, kind="misdeal")
    assert client.post(page_url(game, "/hand"), data=form).status_code == 303
    page = parse(client.get(page_url(game, "/table")))
    assert page.marked["data-upcoming"]["data-from"] == "2"
    assert [(p["title"], p["dealer"]) for p in page.panels[:3]] == [
        ("Hand 2", "Ann"), ("Hand 3", "Bob"), ("Hand 4", "Cat")]


def test_a_correction_and_the_history_carry_the_outbox_but_no_panels(client):
    game = claimed_game(client)
    client.post(page_url(game, "/hand"), data=hand_form(0, {0: 0, 1: 13, 2: 0}, expected=1))
    for path in ("/hand/1", "/history"):
        page = parse(client.get(page_url(game, path)))
        assert page.panels == [] and "data-upcoming" not in page.marked
        assert page.marked["outbox"]["data-outbox"] == game["id"]
    assert parse(client.get(page_url(game, "/hand/1"))).marked["entry"]["data-number"] == "1"


def test_every_page_carries_the_phrases_once(client):
    game = claimed_game(client)
    for path in ("/table", ""):
        phrases = parse(client.get(page_url(game, path))).phrases
        assert phrases["kept"] == ("Hand {n} is kept on this phone and will be sent when "
                                   "the server is back.")
        assert phrases["conflict"] == "Hand {n} was entered on another phone."
        assert phrases["reconnecting"] == "Updated {s} s ago — reconnecting…"


def test_the_service_worker_only_on_https(app, client):
    game = claimed_game(client)
    assert "data-sw" not in parse(client.get(page_url(game, "/table"))).marked["outbox"]
    app.config["PUBLIC_URL"] = "https://cards.example.org"
    assert parse(client.get(page_url(game, "/table"))).marked["outbox"]["data-sw"] == "/sw.js"
    app.config["PUBLIC_URL"] = None
    secure = client.get(page_url(game, "/table"), base_url="https://localhost")
    assert parse(secure).marked["outbox"]["data-sw"] == "/sw.js"
    worker = client.get("/sw.js")
    assert worker.status_code == 200 and worker.mimetype == "text/javascript"
    assert worker.headers["Cache-Control"] == "no-cache"  # not a scorer page: no edit rights
    assert "addEventListener(\"fetch\"" in text(worker)
