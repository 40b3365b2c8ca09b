"""Bad input to the pages and forms: hypothesis-made requests to every route of
`app.url_map` outside /api/, and every form the pages show, submitted as shown
and then mangled (wrong types, huge strings, binary bodies, unknown fields,
wrong cookies, wrong methods), on SQLite and PostgreSQL: never a 5xx, a refusal
is a page with the message and writes nothing, only a redirect writes."""
from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict

from tests.fuzzing import (FUZZ, METHODS, Table, fill_path, huge, public_ids, raw_bodies, rules_of,
                           written)
from tests.pages_support import html


@pytest.fixture
def table(app, client):
    return Table(app, client)




def shows_a_message(answer) -> bool:
    """A refusal page says why: an alert with words in it, or the refusal page's heading."""
    page = html(answer)
    if any(alert.text for alert in page.find_all(role="alert")):
        return True
    refusal = page.find("section", cls="refusal")
    heading = refusal.find("h1") if refusal else None
    return bool(heading and heading.text)
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
        assert shows_a_message(answer), answer.get_data(as_text=True)[:800]
    if not 300 <= status < 400:  # forms write only when they redirect (post/redirect/get)
        assert not written(before, after), (status, method, path, request)
    if written(before, after):
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
    rule, allowed = data.draw(st.sampled_from(rules_of(table.app, api=False)), "rule")
    method = data.draw(st.sampled_from(allowed * 3 + METHODS), "method")
    path = fill_path(rule, table, data.draw(public_ids, "id"),
                     data.draw(st.integers(-2, 6), "n"))
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
    from companion import create_app, migrate

    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "t"})
    migrate(app)
    client = app.test_client()
    table = Table(app, client)
    game = table.games[0]
    client.get(f"/g/{game['id']}/edit/{game['edit_token']}")
    before = table.snapshot()
    for path in (f"/g/{game['id']}/undo", f"/g/{game['id']}/finish", "/new"):
        answer = client.post(path, data={"number": "3", "players": "Eve"})
        assert answer.status_code == 400
        assert shows_a_message(answer)
    assert table.snapshot() == before
    app.extensions["companion_engine"].dispose()
