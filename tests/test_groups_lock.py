"""Locking a group: a new edit token replaces the old, so every edit link and API token
given out before is refused; the phone (or client) that locked keeps writing with the
new one. The group's games keep their own scorer links. On SQLite and PostgreSQL."""
import re

import pytest

from tests.groups_pages_support import edited_group, group_page
from tests.groups_support import group_auth, group_game, hand, new_group, read_group
from tests.helpers import refused
from tests.pages_support import html


def lock(client, group, headers=None):
    return client.post(f"/api/v1/groups/{group['id']}/lock",
                       headers=group_auth(group) if headers is None else headers)


def rename(client, group, token, name="Annie"):
    return client.patch(f"/api/v1/groups/{group['id']}/players/1", json={"name": name},
                        headers={"Authorization": "Bearer " + token})


def file_game(client, group, token):
    return client.post("/api/v1/games", headers={"Authorization": "Bearer " + token},
                       json={"ruleset": "hearts", "players": ["Ann", "Bob", "Cat", "Dan"],
                             "group": group["id"]})


def test_the_service_replaces_the_token_and_keeps_only_its_hash(app, client):
    from companion import db
    from companion.store.capability import token_hash
    from companion.groups.service import (GroupForbidden, check_group_token, find_group,
                                          new_edit_token)

    group = new_group(client)
    before = read_group(client, group)["version"]
    with app.app_context():
        fresh = new_edit_token(group["id"], group["edit_token"])
        with db.session() as s:
            row = find_group(s, group["id"])
            assert row.edit_token_hash == token_hash(fresh) and fresh not in row.edit_token_hash
            check_group_token(row, fresh)
            with pytest.raises(GroupForbidden):
                check_group_token(row, group["edit_token"])
    assert len(fresh) == 32 and fresh != group["edit_token"]  # 192 random bits, as before
    assert read_group(client, group)["version"] == before + 1  # the lock was taken


def test_the_api_lock_answers_the_new_token_and_the_old_one_writes_no_more(client):
    group = new_group(client)
    group_game(client, group)
    response = lock(client, group)
    assert response.status_code == 200
    assert response.get_json() == {"edit_token": response.get_json()["edit_token"]}
    assert response.headers["Cache-Control"] == "no-store"
    fresh, old = response.get_json()["edit_token"], group["edit_token"]
    assert fresh != old
    # every write with the old token: 403, nothing written
    before = read_group(client, group)
    assert refused(rename(client, group, old), 403)["code"] == "forbidden"
    assert refused(file_game(client, group, old), 403)["code"] == "forbidden"
    assert refused(lock(client, group), 403)["code"] == "forbidden"
    assert read_group(client, group) == before
    # the new token writes
    assert rename(client, group, fresh).status_code == 200
    assert file_game(client, group, fresh).status_code == 201
    again = lock(client, group, {"Authorization": "Bearer " + fresh})
    assert again.status_code == 200 and again.get_json()["edit_token"] not in (old, fresh)


def test_a_stranger_cannot_lock_and_nothing_changes(client):
    group, other = new_group(client), new_group(client, "Tuesday")
    group_game(client, group)
    before = read_group(client, group)
    body = refused(lock(client, group, {}), 401)
    assert body["code"] == "unauthorized"
    assert client.post(f"/api/v1/groups/{group['id']}/lock").headers["WWW-Authenticate"]
    assert refused(lock(client, group, group_auth(other)), 403)["code"] == "forbidden"
    assert refused(lock(client, group, {"Authorization": "Basic x"}), 401)["code"] == \
        "unauthorized"
    missing = client.post("/api/v1/groups/nope/lock", headers=group_auth(group))
    assert refused(missing, 404)["code"] == "no_group"
    assert read_group(client, group) == before  # not even the version moved
    assert rename(client, group, group["edit_token"]).status_code == 200


def test_a_lock_sent_again_with_its_idempotency_key_is_not_replayed(client):
    """The server keeps only the new token's hash, so it cannot answer it a second time:
    the retry, still holding the old token, is refused like any old token."""
    group = new_group(client)
    headers = {**group_auth(group), "Idempotency-Key": "lock-1"}
    assert lock(client, group, headers).status_code == 200
    assert refused(lock(client, group, headers), 403)["code"] == "forbidden"


def test_the_groups_games_keep_their_own_scorer_links(app, client):
    """A game's scorer link is the game's (its own lock is on its share page): the group's
    lock leaves it alone. But Play again from it files no game in the group any more
    (that needs the group's new token): the next game is a lone game."""
    group = new_group(client)
    game = group_game(client, group)
    locked = lock(client, group).get_json()["edit_token"]
    assert hand(client, game, 0, {1: 6, 2: 4, 3: 3})["status"] == "finished"
    scorer = app.test_client()
    assert scorer.get(f"/g/{game['id']}/edit/{game['edit_token']}").status_code == 303
    again = scorer.post(f"/g/{game['id']}/again")
    assert again.status_code == 303
    lone = again.headers["Location"].split("/")[2]
    assert scorer.get(f"/g/{lone}/table").status_code == 200
    assert [g["id"] for g in read_group(client, group)["games"]] == [game["id"]]
    # a game filed with the new token plays again into the group as before
    later = group_game(client, {**group, "edit_token": locked})
    assert hand(client, later, 0, {1: 6, 2: 4, 3: 3})["status"] == "finished"
    assert scorer.get(f"/g/{later['id']}/edit/{later['edit_token']}").status_code == 303
    assert scorer.post(f"/g/{later['id']}/again").status_code == 303
    assert len(read_group(client, group)["games"]) == 3


def _fresh_cookie(response, public_id) -> str:
    cookie = next(c for c in response.headers.getlist("Set-Cookie")
                  if c.startswith(f"group_edit_{public_id}="))
    assert f"Path=/groups/{public_id}" in cookie and "HttpOnly" in cookie
    return re.match(rf"group_edit_{public_id}=([^;]+)", cookie).group(1)


def test_the_group_page_locks_and_this_phone_keeps_editing(client):
    group = edited_group(client)
    group_game(client, group)
    section = group_page(client, group).find("section", id_="lock")
    assert section.find("h2").text == "Lock the group"
    assert "edit link" in section.find("p").text
    form = section.find("form")
    assert form.attrs["method"] == "post" and form.attrs["action"] == f"/groups/{group['id']}/lock"
    assert form.find("input", name="csrf_token").attrs["type"] == "hidden"
    assert form.find("button").text == "Lock: revoke the group's edit links"
    assert group_page(client, group).find("p", cls="notice-locked") is None

    response = client.post(f"/groups/{group['id']}/lock")
    assert response.status_code == 303
    assert response.headers["Location"].endswith(f"/groups/{group['id']}?locked=1")
    fresh = _fresh_cookie(response, group["id"])
    assert fresh != group["edit_token"]
    page = group_page(client, group, "?locked=1")
    assert "no longer works" in page.find("p", cls="notice-locked").text
    handover = page.find("details", id_="handover")
    assert "edit rights" in handover.find("p", cls="warning").text
    link = handover.find("input", id_="group-edit-link").attrs["value"]
    assert link.endswith(f"/groups/{group['id']}/edit/{fresh}")
    assert page.find("a", href=f"/groups/{group['id']}/new") is not None  # still the editor
    assert client.get(f"/groups/{group['id']}/new").status_code == 200
    assert rename(client, group, fresh).status_code == 200
    assert refused(rename(client, group, group["edit_token"], "Ann"), 403)


def test_a_phone_with_an_old_link_gets_the_no_rights_page(app, client):
    group = edited_group(client)
    group_game(client, group)
    other = app.test_client()
    assert other.get(f"/groups/{group['id']}/edit/{group['edit_token']}").status_code == 303
    assert client.post(f"/groups/{group['id']}/lock").status_code == 303
    page = group_page(other, group, "?locked=1")  # it still reads, and is told nothing
    assert page.find("section", id_="lock") is None and page.find("p", cls="notice") is None
    assert page.find("a", href=f"/groups/{group['id']}/new") is None
    for response in (other.get(f"/groups/{group['id']}/new"),
                     other.post(f"/groups/{group['id']}/players/1",
                                data={"action": "rename", "name": "Annie"}),
                     other.post(f"/groups/{group['id']}/lock")):
        assert response.status_code == 403
        refusal = html(response).find("section", cls="refusal")
        assert refusal.find("h1").text == "Only the group's editor can do this"
        assert "locked" in refusal.find("p").text
    opened = other.get(f"/groups/{group['id']}/edit/{group['edit_token']}")
    assert opened.status_code == 403
    assert html(opened).find("h1").text == "This group's edit link does not work"
    assert "locked" in html(opened).find("section", cls="refusal").find("p").text
    assert read_group(client, group)["players"][0]["name"] == "Ann"
    assert group_page(client, group).find("section", id_="lock") is not None  # still ours


def test_a_stranger_cannot_lock_from_the_pages(app, client):
    group = edited_group(client)
    group_game(client, group)
    stranger = app.test_client()
    assert stranger.post(f"/groups/{group['id']}/lock").status_code == 403
    assert stranger.post("/groups/nope/lock").status_code == 404
    assert rename(client, group, group["edit_token"]).status_code == 200


def test_the_lock_form_needs_its_csrf_token(app, client):
    app.config["WTF_CSRF_ENABLED"] = True
    group = edited_group(client)
    group_game(client, group)
    assert client.post(f"/groups/{group['id']}/lock").status_code == 400
    assert rename(client, group, group["edit_token"]).status_code == 200  # not locked
    form = group_page(client, group).find("section", id_="lock").find("form")
    token = form.find("input", name="csrf_token").attrs["value"]
    response = client.post(f"/groups/{group['id']}/lock", data={"csrf_token": token})
    assert response.status_code == 303
    assert refused(rename(client, group, group["edit_token"], "Ann"), 403)
