"""Deleting an abandoned (unfinished) game from a group, and putting it back: through the
API (the undo token) and the page (the undo while the page is open)."""
import json

import pytest

from companion.groups import deleting
from tests.groups_pages_support import edited_group, group_page
from tests.groups_support import count_rows, group_auth, group_game, hand, new_group, read_group
from tests.helpers import refused

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")
LONG = {"end_score": 100}  # a game that goes on after a hand: unfinished


def url(group, tail=""):
    return f"/api/v1/groups/{group['id']}{tail}"


def delete(client, group, game, **kwargs):
    return client.delete(url(group, f"/games/{game['id']}"),
                         headers=kwargs.pop("headers", group_auth(group)), **kwargs)


def restore(client, group, undo, headers=None):
    return client.post(url(group, "/games/restore"), json={"undo": undo},
                       headers=group_auth(group) if headers is None else headers)


def listed(client, group) -> list[str]:
    return [g["id"] for g in read_group(client, group)["games"]]


def abandoned_group(client, group=None):
    """A group (a new one by default) with a finished game and an abandoned one (a hand
    in, then nobody went on)."""
    group = group or new_group(client)
    done = group_game(client, group, players=NAMES)
    hand(client, done, 0, {1: 10, 2: 3})
    left = group_game(client, group, players=NAMES, options=LONG)
    hand(client, left, 0, {1: 10, 2: 3})
    return group, done, left


def test_an_abandoned_game_goes_and_comes_back_as_it_was(client):
    group, done, left = abandoned_group(client)
    before = read_group(client, group)
    gone = delete(client, group, left)
    assert gone.status_code == 200 and gone.headers["Cache-Control"] == "no-store"
    assert gone.get_json()["deleted"] == left["id"]
    after = read_group(client, group)
    assert [g["id"] for g in after["games"]] == [done["id"]]
    assert after["version"] > before["version"]  # a group's version only grows
    played = [r["games"] for r in after["stats"]]
    assert played == [r["games"] - 1 for r in before["stats"]]  # not counted any more
    # the game itself is still there at its own link, as a lone game
    assert client.get(f"/api/v1/games/{left['id']}").get_json()["totals"] == [13, 10, 3, 0]
    back = restore(client, group, gone.get_json()["undo"])
    assert back.status_code == 200 and back.get_json() == {"restored": left["id"]}
    again = read_group(client, group)
    assert again["version"] > after["version"]
    # as it was, but drawn anew twice (the game's version moved with each: its colours)
    assert [{**g, "version": g["version"] - 2 * (g["id"] == left["id"])}
            for g in again["games"]] == before["games"]
    assert again["stats"] == before["stats"]
    assert again["players"] == before["players"]


def test_a_game_put_back_after_the_groups_lock_stays_filed_as_it_was(app, client):
    """A game filed before the group's lock plays again outside the group; deleted and
    put back after the lock, it still does (its old scorer link must not file games)."""
    from companion.groups.following import filed

    group, _done, left = abandoned_group(client)
    gone = delete(client, group, left).get_json()["undo"]
    locked = client.post(url(group, "/lock"), headers=group_auth(group))
    assert locked.status_code == 200
    group = {**group, "edit_token": locked.get_json()["edit_token"]}
    assert restore(client, group, gone).status_code == 200
    with app.app_context():
        assert filed(_row_id(client, left))["again"] is False


def _row_id(client, game) -> int:
    from sqlmodel import select

    from companion import db
    from companion.db.models import Game

    with db.session() as s:
        return s.exec(select(Game.id).where(Game.public_id == game["id"])).one()


def test_putting_back_twice_puts_it_back_once(app, client):
    group, _done, left = abandoned_group(client)
    undo = delete(client, group, left).get_json()["undo"]
    assert restore(client, group, undo).status_code == 200
    assert restore(client, group, undo).status_code == 200
    assert count_rows(app, "group_game") == 2


def test_a_finished_game_stays(client):
    group, done, _left = abandoned_group(client)
    before = read_group(client, group)
    refused(delete(client, group, done), 422, "game")
    assert delete(client, group, done).get_json()["code"] == "finished_game_stays"
    assert read_group(client, group) == before


def test_only_the_groups_editor_deletes(client):
    group, _done, left = abandoned_group(client)
    assert delete(client, group, left, headers={}).status_code == 401
    assert delete(client, group, left,
                  headers={"Authorization": "Bearer " + "x" * 43}).status_code == 403
    assert left["id"] in listed(client, group)


def test_a_game_of_another_group_or_none_is_not_found(client):
    group, _done, _left = abandoned_group(client)
    other, finished, theirs = abandoned_group(client)
    for game in (theirs, finished, {"id": "nosuchgame0000000000"}, {"id": "%C3%A9" * 30}):
        answer = delete(client, group, game)
        assert answer.status_code == 404
        assert answer.get_json()["code"] == "no_group_game"
    assert theirs["id"] in listed(client, other)


@pytest.mark.parametrize("undo", ["", "not a token", 12, None])
def test_an_undo_token_that_is_not_one_is_refused(client, undo):
    group, _done, left = abandoned_group(client)
    delete(client, group, left)
    answer = restore(client, group, undo)
    assert answer.status_code == 422 and answer.get_json()["code"] == "game_undo_stale"
    assert left["id"] not in listed(client, group)


def test_an_undo_for_another_group_or_too_old_is_refused(client, monkeypatch):
    group, _done, left = abandoned_group(client)
    other, _, theirs = abandoned_group(client)
    undo = delete(client, other, theirs).get_json()["undo"]
    assert restore(client, group, undo).get_json()["code"] == "game_undo_stale"
    assert theirs["id"] not in listed(client, group)
    undo = delete(client, group, left).get_json()["undo"]
    monkeypatch.setattr(deleting, "UNDO_SECONDS", -1)  # a day has gone by
    assert restore(client, group, undo).get_json()["code"] == "game_undo_stale"
    assert left["id"] not in listed(client, group)


def test_the_undo_token_says_nothing_and_a_changed_one_is_refused(app, client):
    """The undo token was the record itself, signed: readable JSON with the group's and
    the game's row ids. Now a random token finds the record on the server."""
    import base64
    import binascii
    import zlib

    group, _done, left = abandoned_group(client)
    undo = delete(client, group, left).get_json()["undo"]
    for part in undo.split("."):
        raw = base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))
        try:
            raw = zlib.decompress(raw)
        except zlib.error:
            pass
        assert b'"game"' not in raw and b'"players"' not in raw
    with pytest.raises((binascii.Error, ValueError)):
        json.loads(base64.urlsafe_b64decode(undo + "=" * (-len(undo) % 4)))
    before = (count_rows(app, "group_game"), read_group(client, group)["version"])
    changed = undo[:-1] + ("A" if undo[-1] != "A" else "B")
    answer = restore(client, group, changed)
    assert answer.status_code == 422 and answer.get_json()["code"] == "game_undo_stale"
    assert answer.get_json()["error"].endswith(".")
    assert (count_rows(app, "group_game"), read_group(client, group)["version"]) == before
    assert restore(client, group, undo).status_code == 200
    assert left["id"] in listed(client, group)


def test_an_undo_after_its_player_was_merged_away_is_refused(client):
    group = new_group(client)
    left = group_game(client, group, players=("Ann", "Bob", "Cat", "Sam"), options=LONG)
    hand(client, left, 0, {1: 10, 2: 3})
    undo = delete(client, group, left).get_json()["undo"]
    answer = read_group(client, group)
    sam = next(p["id"] for p in answer["players"] if p["name"] == "Sam")
    ann = next(p["id"] for p in answer["players"] if p["name"] == "Ann")
    merged = client.patch(url(group, f"/players/{sam}"), json={"merge_into": ann},
                          headers=group_auth(group))
    assert merged.status_code == 200, merged.get_json()
    assert restore(client, group, undo).get_json()["code"] == "game_undo_stale"


def test_the_editor_deletes_on_the_page_and_undoes_it(client):
    group, _done, left = abandoned_group(client, edited_group(client))
    page = group_page(client, group)
    forms = page.find_all("form", cls="group-game-delete")
    assert [f.attrs["action"] for f in forms] == [
        f"/groups/{group['id']}/games/{left['id']}/delete"]  # the unfinished game only
    gone = client.post(forms[0].attrs["action"])
    assert gone.status_code == 303 and "deleted=1" in gone.headers["Location"]
    page = group_page(client, group, "?deleted=1")
    notice = page.find("form", cls="notice-deleted")
    assert "Bartholomäus" in notice.text and page.find("a", href=f"/g/{left['id']}") is None
    back = client.post(notice.attrs["action"])
    assert back.status_code == 303 and "restored=1" in back.headers["Location"]
    page = group_page(client, group, "?restored=1")
    assert page.find("a", href=f"/g/{left['id']}") is not None
    assert page.find("form", cls="notice-deleted") is None
    # a second tap on Undo lands where the first did, and changes nothing
    again = client.post(notice.attrs["action"])
    assert again.status_code == 303 and "restored=1" in again.headers["Location"]
    assert listed(client, group).count(left["id"]) == 1


def test_a_second_tap_on_delete_lands_on_the_first_ones_undo(client):
    group, _done, left = abandoned_group(client, edited_group(client))
    action = f"/groups/{group['id']}/games/{left['id']}/delete"
    assert client.post(action).status_code == 303
    again = client.post(action)
    assert again.status_code == 303 and "deleted=1" in again.headers["Location"]
    page = group_page(client, group, "?deleted=1")
    assert "Bartholomäus, Dobrosława, Cat, Dan" in page.find("form", cls="notice-deleted").text


def test_a_game_deleted_by_another_phone_is_said_on_the_page(client):
    group, _done, left = abandoned_group(client, edited_group(client))
    assert delete(client, group, left).status_code == 200  # through the API, elsewhere
    answer = client.post(f"/groups/{group['id']}/games/{left['id']}/delete")
    assert answer.status_code == 404
    assert html_alert(answer) == "There is no such game in this group."


def html_alert(response) -> str:
    from tests.pages_support import html
    return html(response).find("p", cls="field-error").text


def test_a_reader_sees_no_delete_and_cannot_post_one(client):
    group, _done, left = abandoned_group(client)
    page = group_page(client, group)
    assert page.find("form", cls="group-game-delete") is None
    answer = client.post(f"/groups/{group['id']}/games/{left['id']}/delete")
    assert answer.status_code in (401, 403)
    assert left["id"] in listed(client, group)


def test_the_refusal_on_the_page_is_in_the_readers_language(client):
    group, done, _left = abandoned_group(client, edited_group(client))
    client.set_cookie("language", "fr")
    answer = client.post(f"/groups/{group['id']}/games/{done['id']}/delete")
    assert answer.status_code == 422
    said = html_alert(answer)
    assert said and "finished game" not in said  # (the catalogue says it in French)


def test_a_restore_body_with_another_field_is_refused_in_words(client):
    group, _done, left = abandoned_group(client)
    undo = delete(client, group, left).get_json()["undo"]
    answer = client.post(url(group, "/games/restore"), json={"undo": undo, "when": "now"},
                         headers=group_auth(group))
    assert answer.status_code == 422 and answer.get_json()["code"] == "unknown_field"
    assert left["id"] not in listed(client, group)


def played_again(client, game) -> str:
    """Play again from `game`'s table (its scorer's phone); the new game's id."""
    client.get(f"/g/{game['id']}/edit/{game['edit_token']}")
    answer = client.post(f"/g/{game['id']}/again")
    assert answer.status_code == 303, answer.get_data(True)[:500]
    return answer.headers["Location"].split("/g/")[1].split("/")[0]


def test_play_again_on_the_game_before_a_deleted_one_starts_a_new_one(client):
    group = new_group(client)
    first = group_game(client, group, players=NAMES)
    hand(client, first, 0, {1: 10, 2: 3})
    second = played_again(client, first)
    undo = delete(client, group, {"id": second}).get_json()["undo"]
    third = played_again(client, first)  # not led to the deleted game
    assert third != second and third in listed(client, group)
    assert restore(client, group, undo).status_code == 200
    assert {second, third} <= set(listed(client, group))
    assert played_again(client, first) == third  # still one next game


def test_a_game_put_back_into_a_series_filled_meanwhile_comes_back_outside_it(client):
    group = new_group(client)
    first = group_game(client, group, players=NAMES, series={"name": "Best of 2", "length": 2})
    hand(client, first, 0, {1: 10, 2: 3})
    second = played_again(client, first)
    undo = delete(client, group, {"id": second}).get_json()["undo"]
    third = played_again(client, first)  # the series' second game now
    assert restore(client, group, undo).status_code == 200
    [series] = client.get(url(group, "/evenings")).get_json()["series"]
    assert third in series["games"] and second not in series["games"]
    assert second in listed(client, group)


def test_a_deleted_game_is_drawn_anew_in_its_seats_colours(client):
    from tests.test_groups_colours import chart_hues
    group = new_group(client)
    group_game(client, group, players=("Eve", "Fay", "Gus", "Hal"))  # players 1 to 4
    left = group_game(client, group, players=NAMES, options=LONG)  # players 5 to 8
    hand(client, left, 0, {1: 10, 2: 3})
    assert list(chart_hues(client, left).values()) == [4, 5, 6, 7]
    undo = delete(client, group, left).get_json()["undo"]
    assert list(chart_hues(client, left).values()) == [0, 1, 2, 3]  # a lone game now
    restore(client, group, undo)
    assert list(chart_hues(client, left).values()) == [4, 5, 6, 7]
