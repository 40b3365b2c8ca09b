"""Bad input to the JSON API: hypothesis-made requests to every endpoint of
`app.url_map` under /api/ (wrong types, huge strings, binary bodies, unknown
fields, wrong tokens, wrong methods), on SQLite and PostgreSQL: never a 5xx, a
refusal is JSON {"error"} and writes nothing, a write is valid and one write."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzzing import (FUZZ, METHODS, Table, api_bodies, check_json_refusal, encode, fill_path,
                           games, hand_bodies, public_ids, rules_of, written)


@pytest.fixture
def table(app, client):
    return Table(app, client)


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
    rules = rules_of(table.app, api=True)
    writes = [r for r in rules if "hands" in r[0]]  # where valid writes are rarest
    rule, allowed = data.draw(st.sampled_from(rules + writes * 2), "rule")
    method = data.draw(st.sampled_from(allowed * 3 + METHODS), "method")
    path = fill_path(rule, table, data.draw(public_ids, "id"), data.draw(st.integers(-2, 6), "n"))
    token = data.draw(api_tokens, "token")
    content_type = data.draw(st.sampled_from(["application/json", "text/plain", None,
                                              "application/x-www-form-urlencoded"]), "type")
    bodies = {"/api/v1/games": games.map(encode)}.get(rule, hand_bodies.map(encode))
    body = None
    if method in ("POST", "PUT", "PATCH"):
        body = data.draw(st.one_of(bodies, bodies, api_bodies), "body")
    headers = _api_headers(table, token, content_type)
    if method == "GET" and data.draw(st.booleans(), "etag"):
        headers["If-None-Match"] = data.draw(st.sampled_from(['"1"', '"4"', "*", "junk"]))
    before = table.snapshot()
    answer = table.client.open(path, method=method, data=body, headers=headers)
    status = answer.status_code
    assert status < 500, answer.get_data(as_text=True)[:500]
    after = table.snapshot()
    if status >= 400:
        check_json_refusal(answer)
        assert not written(before, after), (status, answer.get_json())
    elif method == "GET":
        assert not written(before, after)
    elif written(before, after):
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
    version, count = old[changed[0]][0], old[changed[0]][3]
    version2, count2 = new[changed[0]][0], new[changed[0]][3]
    assert version2 == version + 1
    assert count2 - count == {"POST": 1, "PUT": 0, "DELETE": -1}[method] or \
        path.endswith("/finish")
