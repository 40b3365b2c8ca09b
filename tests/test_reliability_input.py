"""Bad input everywhere: hypothesis-made requests to every API endpoint and every
page or form of `app.url_map` (wrong types, huge strings, binary bodies, unknown
fields, wrong tokens and cookies, wrong methods), on SQLite and PostgreSQL.

Whatever arrives: never a 5xx; a refusal carries a message (JSON {"error"} on
the API, a page with the message elsewhere) and writes nothing; a request that
writes is a valid one, and the game still reads back whole after it.
"""
import json
import re
from html.parser import HTMLParser
from urllib.parse import quote

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict

from tests.helpers import HEARTS, cards

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"]
FUZZ = settings(max_examples=150, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

# -- values ----------------------------------------------------------------------
huge = st.sampled_from(["x" * 5_000, "é" * 30_000, "9" * 4_000, "\u202e" * 1_000])
scalars = (st.none() | st.booleans() | st.integers() | st.integers(-3, 30)
           | st.floats(allow_nan=True) | st.text(max_size=30) | huge)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=12)
card_names = st.sampled_from(["QS", "2H", "TH", "10H", "AH", "KS", "JD", "2C", "qs", "XX",
                              "", "Q♠", "QS ", "1H", "0"]) | st.text(max_size=4)
seats = st.sampled_from(["0", "1", "2", "3", "4", "-1", "01", " 1", "x", ""])
hands = st.fixed_dictionaries({}, optional={
    "captured": st.dictionaries(seats, st.lists(card_names, max_size=15) | json_values,
                                max_size=5) | json_values,
    "points": st.lists(st.integers(-30, 40) | json_values, max_size=5) | json_values,
    "moon_choice": st.sampled_from(["others", "self", "reset", "double", "moon"]) | json_values,
    "reneges": st.lists(st.integers(-1, 5) | json_values, max_size=3) | json_values,
    "kind": st.sampled_from(["normal", "misdeal", "replay", "tiebreak", "x"]) | json_values,
    "expected_number": st.integers(-2, 12) | json_values,
    "colour": json_values,
})
VALID_HANDS = [{"captured": cards({0: ["QS"], 1: HEARTS})},
               {"captured": cards({2: ["QS", "2H"], 3: HEARTS[1:]})},
               {"points": [0, 13, 13, 0]}, {"kind": "misdeal"}]
hand_bodies = hands | st.sampled_from(VALID_HANDS) | st.builds(
    lambda valid, key, value: {**valid, key: value}, st.sampled_from(VALID_HANDS),
    st.sampled_from(["captured", "points", "expected_number", "kind", "reneges", "extra"]),
    json_values)
games = st.fixed_dictionaries({}, optional={
    "ruleset": st.sampled_from(["rickety-kate", "hearts", "black-maria", "poker"]) | json_values,
    "players": st.lists(st.text(max_size=12) | json_values, max_size=8) | json_values
    | st.just(PLAYERS),
    "first_dealer": st.integers(-1, 8) | json_values,
    "options": st.dictionaries(st.sampled_from(["end_score", "end_rule", "moon", "decks",
                                                "pass", "bogus"]), json_values, max_size=3)
    | json_values,
    "unknown": json_values,
})
raw_bodies = (st.binary(max_size=300) | st.text(max_size=200).map(str.encode)
              | st.just(b"\xff\xfe{" * 100) | st.just(b'{"a": ' * 2000)
              | st.just(b"[" * 5000) | st.just(b"x" * 70_000))


def _encode(value) -> bytes:
    return json.dumps(value, allow_nan=True).encode()


api_bodies = ((hand_bodies | games | json_values).map(_encode) | raw_bodies)


# -- the table the requests hit ---------------------------------------------------------
class Table:
    """Two games (one with hands) and a way to see every write in the database."""

    def __init__(self, app, client):
        self.app, self.client = app, client
        self.games = [self._create(), self._create()]
        for body in VALID_HANDS[:3]:
            answer = client.post(f"/api/v1/games/{self.games[0]['id']}/hands", json=body,
                                 headers=self.auth(self.games[0]))
            assert answer.status_code == 201, answer.get_json()

    def _create(self):
        answer = self.client.post("/api/v1/games", json={
            "ruleset": "rickety-kate", "players": PLAYERS, "first_dealer": 0,
            "options": {"end_rule": "open"}})
        assert answer.status_code == 201
        return answer.get_json()

    @staticmethod
    def auth(game):
        return {"Authorization": "Bearer " + game["edit_token"]}

    def snapshot(self):
        """Every game's id, version, end, token and hand count: what any write changes."""
        with self.app.extensions["companion_engine"].connect() as conn:
            return sorted(conn.execute(sa.text(
                "SELECT g.public_id, g.version, g.finished_after, g.edit_token_hash, "
                "(SELECT count(*) FROM hand h WHERE h.game_id = g.id) FROM game g")).all())

    def readable(self):
        """Every game still reads back whole (its stored hands fold)."""
        for game in self.games:
            answer = self.client.get(f"/api/v1/games/{game['id']}")
            assert answer.status_code == 200, answer.get_data(as_text=True)[:300]


@pytest.fixture
def table(app, client):
    return Table(app, client)


public_ids = st.sampled_from(["real"] * 6 + ["other", "junk", "text"]).flatmap(
    lambda kind: st.text(min_size=1, max_size=70) if kind == "text" else st.just(kind))


def _path(rule: str, table: Table, public_id: str, number: int) -> str:
    """The rule with its arguments filled in ("real": the game with hands)."""
    chosen = {"real": table.games[0]["id"], "other": table.games[1]["id"],
              "junk": "A" * 22}.get(public_id, public_id)
    path = rule.replace("<public_id>", quote(chosen, safe=""))
    path = re.sub(r"<int:number>", str(number), path)
    return re.sub(r"<(?:\w+:)?(\w+)>", lambda m: quote(str(number)), path)


def _rules(app, api: bool):
    return sorted((r.rule, sorted(r.methods - {"HEAD", "OPTIONS"}))
                  for r in app.url_map.iter_rules()
                  if r.endpoint != "static" and r.rule.startswith("/api/") == api)


def _written(before, after) -> bool:
    return before != after


def _check_json_refusal(answer):
    assert answer.is_json, (answer.status_code, answer.get_data()[:200])
    message = answer.get_json().get("error")
    assert isinstance(message, str) and message.strip(), answer.get_json()


# -- the API ----------------------------------------------------------------------
api_tokens = st.sampled_from(["right"] * 5 + ["wrong", "none", "basic", "empty", "other",
                                              "text"]).flatmap(
    lambda kind: st.text(st.characters(max_codepoint=255, blacklist_categories=["Cc"]),
                         max_size=40) if kind == "text" else st.just(kind))


def _api_headers(table: Table, token: str, content_type: str | None) -> dict:
    header = {"right": "Bearer " + table.games[0]["edit_token"],
              "other": "Bearer " + table.games[1]["edit_token"],
              "wrong": "Bearer " + "x" * 32, "basic": "Basic YWxhZGRpbjpvcGVu",
              "empty": "Bearer ", "none": None}.get(token, "Bearer " + token)
    headers = {"Authorization": header} if header is not None else {}
    if content_type:
        headers["Content-Type"] = content_type
    return headers


@FUZZ
@given(data=st.data())
def test_api_never_fails_and_never_writes_what_it_refuses(table, data):
    rules = _rules(table.app, api=True)
    writes = [r for r in rules if "hands" in r[0]]  # where valid writes are rarest
    rule, allowed = data.draw(st.sampled_from(rules + writes * 2), "rule")
    method = data.draw(st.sampled_from(allowed * 3 + METHODS), "method")
    path = _path(rule, table, data.draw(public_ids, "id"), data.draw(st.integers(-2, 6), "n"))
    token = data.draw(api_tokens, "token")
    content_type = data.draw(st.sampled_from(["application/json", "text/plain", None,
                                              "application/x-www-form-urlencoded"]), "type")
    bodies = {"/api/v1/games": games.map(_encode)}.get(rule, hand_bodies.map(_encode))
    body = data.draw(st.one_of(bodies, bodies, api_bodies), "body") if method in ("POST", "PUT", "PATCH") else None
    headers = _api_headers(table, token, content_type)
    if method == "GET" and data.draw(st.booleans(), "etag"):
        headers["If-None-Match"] = data.draw(st.sampled_from(['"1"', '"4"', "*", "junk"]))
    before = table.snapshot()
    answer = table.client.open(path, method=method, data=body, headers=headers)
    status = answer.status_code
    assert status < 500, answer.get_data(as_text=True)[:500]
    after = table.snapshot()
    if status >= 400:
        _check_json_refusal(answer)
        assert not _written(before, after), (status, answer.get_json())
    elif method == "GET":
        assert not _written(before, after)
    elif _written(before, after):
        assert 200 <= status < 300
        _check_one_write(before, after, path, method)
        table.readable()


def _check_one_write(before, after, path, method):
    """A write changes one game by one version (or adds one game), no more."""
    old, new = dict((r[0], r[1:]) for r in before), dict((r[0], r[1:]) for r in after)
    if path == "/api/v1/games" or set(new) != set(old):
        assert len(new) == len(old) + 1 and set(old) <= set(new)
        assert all(old[i] == new[i] for i in old)
        return
    changed = [i for i in old if old[i] != new[i]]
    assert len(changed) == 1
    (version, _finished, _token, count), (version2, _f, _t, count2) = old[changed[0]], \
        new[changed[0]]
    assert version2 == version + 1
    assert count2 - count == {"POST": 1, "PUT": 0, "DELETE": -1}[method] or \
        path.endswith("/finish")


# -- pages and forms ------------------------------------------------------------------
MESSAGE = re.compile(r'role="alert"[^>]*>\s*[^<\s]|<section class="refusal">\s*<h1>[^<]+')
PAGES = ("/new", "/g/{id}/table", "/g/{id}/hand", "/g/{id}/hand?mode=points",
         "/g/{id}/hand/1", "/g/{id}/history", "/g/{id}/share", "/g/{id}")


class Forms(HTMLParser):
    """Every <form> of a page: its action and what a browser would send untouched
    (hidden and typed values, checked boxes, selected options; one submit button)."""

    def __init__(self):
        super().__init__()
        self.forms, self.form, self.select = [], None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.form = {"action": a.get("action", ""), "method": a.get("method", "get").upper(),
                         "fields": [], "buttons": [], "choices": []}
            self.forms.append(self.form)
        elif tag == "option" and self.select:  # the selected one, else the first
            if "selected" in a or self.select[1] is None:
                self.select[1] = a.get("value", "")
        elif self.form is None or "name" not in a:
            return
        elif tag == "select":
            self.select = [a["name"], None]
        elif tag == "button" or a.get("type") == "submit":
            self.form["buttons"].append((a["name"], a.get("value", "")))
        elif tag == "input" and a.get("type") in ("checkbox", "radio"):
            choice = (a["name"], a.get("value", "on"))
            self.form["fields" if "checked" in a else "choices"].append(choice)
        elif tag in ("input", "textarea"):
            self.form["fields"].append((a["name"], a.get("value", "")))

    def handle_endtag(self, tag):
        if tag == "form":
            self.form = None
        elif tag == "select" and self.select and self.form is not None:
            self.form["fields"].append((self.select[0], self.select[1] or ""))
            self.select = None


def _forms_of(table: Table):
    """The forms the app shows for the game with hands, read from its pages so the
    fuzzing follows the forms as they grow (POST forms only: GET forms only read)."""
    game = table.games[0]
    table.client.get(f"/g/{game['id']}/edit/{game['edit_token']}")
    found = {}
    for page in PAGES:
        parser = Forms()
        parser.feed(table.client.get(page.format(id=game["id"])).get_data(as_text=True))
        for form in parser.forms:
            if form["method"] == "POST" and form["action"]:
                key = (form["action"], tuple(sorted({n for n, _ in form["fields"]})))
                found.setdefault(key, form)
    assert found, "no form found on the pages"
    return [found[key] for key in sorted(found)]


field_values = (st.sampled_from(["", "0", "1", "3", "13", "26", "-1", "QS", "on", "points",
                                 "cards", "start", "x" * 41])
                | st.text(max_size=20) | huge | st.integers(-5, 30).map(str))


def _mutated(form):
    """The untouched submission, then boxes ticked (as a person would) and fields
    dropped, changed, doubled or added (as no browser would)."""
    @st.composite
    def build(draw):
        sent = list(form["fields"])
        if form["buttons"]:
            sent.append(draw(st.sampled_from(form["buttons"])))
        if form["choices"]:
            for name, value in draw(st.lists(st.sampled_from(form["choices"]), max_size=6)):
                sent = [f for f in sent if f[0] != name] + [(name, value)]
        for _ in range(draw(st.integers(0, 3))):
            change = draw(st.sampled_from(["drop", "change", "double", "add"]))
            if change == "add" or not sent:
                sent.append((draw(st.text(max_size=10)), draw(field_values)))
                continue
            at = draw(st.integers(0, len(sent) - 1))
            if change == "drop":
                sent.pop(at)
            elif change == "change":
                sent[at] = (sent[at][0], draw(field_values))
            else:
                sent.append((sent[at][0], draw(field_values)))
        return sent
    return build()


def _set_cookie(table: Table, data) -> tuple[str, str, str | None]:
    """Give the client the right, a wrong or no edit cookie for the game with hands."""
    game = table.games[0]
    key, path = "edit_" + game["id"], f"/g/{game['id']}"
    cookie = data.draw(st.sampled_from(["right"] * 4 + ["none", "wrong"]), "cookie")
    if cookie == "none":
        table.client.delete_cookie(key, path=path)
    else:
        table.client.set_cookie(key, game["edit_token"] if cookie == "right" else "x" * 32,
                                path=path)
    return key, path, _cookie_token(table, key, path)


def _cookie_token(table: Table, key: str, path: str):
    cookie = table.client.get_cookie(key, path=path)
    return cookie.value if cookie else None


def _send_page_request(table: Table, hypothesis_data, method, path, **request):
    key, cookie_path, sent_cookie = _set_cookie(table, hypothesis_data)
    headers = {"HX-Request": "true"} if hypothesis_data.draw(st.booleans(), "htmx") else {}
    before = table.snapshot()
    answer = table.client.open(path, method=method, headers=headers, **request)
    status = answer.status_code
    assert status < 500, answer.get_data(as_text=True)[:800]
    after = table.snapshot()
    if status >= 400:
        assert MESSAGE.search(answer.get_data(as_text=True)), answer.get_data(as_text=True)[:800]
    if not 300 <= status < 400:  # forms write only when they redirect (post/redirect/get)
        assert not _written(before, after), (status, method, path, request)
    if _written(before, after):
        table.readable()
        fresh = _cookie_token(table, key, cookie_path)
        if fresh and fresh != sent_cookie:  # the lock gave this phone a new scorer link
            table.games[0]["edit_token"] = fresh
    return status


@FUZZ
@given(data=st.data())
def test_forms_as_shown_then_mangled_never_fail_nor_write_when_refused(table, data):
    if not hasattr(table, "forms"):
        table.forms = _forms_of(table)
    form = data.draw(st.sampled_from(table.forms), "form")
    sent = data.draw(_mutated(form), "sent")
    path = form["action"].replace(table.games[0]["id"], "{id}")
    if data.draw(st.integers(0, 9), "other game") == 0:
        path = path.replace("{id}", table.games[1]["id"])
    body = MultiDict(sent)
    _send_page_request(table, data, "POST", path.format(id=table.games[0]["id"]), data=body)


@FUZZ
@given(data=st.data())
def test_every_page_route_never_fails_and_never_writes_what_it_refuses(table, data):
    rule, allowed = data.draw(st.sampled_from(_rules(table.app, api=False)), "rule")
    method = data.draw(st.sampled_from(allowed * 3 + METHODS), "method")
    path = _path(rule, table, data.draw(public_ids, "id"), data.draw(st.integers(-2, 6), "n"))
    query = data.draw(st.dictionaries(st.sampled_from(["v", "mode", "ruleset", "saved",
                                                       "corrected", "locked", "number"]),
                                      field_values, max_size=3), "query")
    form = data.draw(st.dictionaries(st.text(max_size=10), field_values, max_size=6), "form")
    raw = data.draw(st.none() | raw_bodies, "raw") if method != "GET" else None
    _send_page_request(table, data, method, path, query_string=query,
                       data=raw if raw is not None else (form or None),
                       content_type="application/x-www-form-urlencoded"
                       if raw is not None else None)


def test_form_posts_without_the_csrf_token_are_refused_with_a_page(database_url):
    """The fuzzing above runs with CSRF off to reach the handlers; with it on (as
    served), a forged form post gets a page with the message and writes nothing."""
    from companion import create_app

    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    client = app.test_client()
    table = Table(app, client)
    game = table.games[0]
    client.get(f"/g/{game['id']}/edit/{game['edit_token']}")
    before = table.snapshot()
    for path in (f"/g/{game['id']}/undo", f"/g/{game['id']}/finish", "/new"):
        answer = client.post(path, data={"number": "3", "players": "Eve"})
        assert answer.status_code == 400
        assert MESSAGE.search(answer.get_data(as_text=True))
    assert table.snapshot() == before
    app.extensions["companion_engine"].dispose()
