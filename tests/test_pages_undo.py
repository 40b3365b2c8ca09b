"""Undo and its way back: undo lands on the table, which offers to put the hand back
exactly as it was (once, however often it is tapped, and only while nothing took its
place); a misdeal offers "Undo misdeal". Plain form posts and htmx alike."""
from tests.helpers import HEARTS, cards, play, state
from tests.pages_support import claimed_game, html, is_partial, page_url

HTMX = {"HX-Request": "true"}


def notice_of(page):
    """The notice above the table (saved, undone) as (its words, its button's words)."""
    form = page.find("form", cls="notice")
    if form is None:
        return None
    button = form.find("button")
    return form.find("span").text, button.text if button else None


def totals_of(client, created):
    return state(client, created)["totals"]


def undo(client, created, number, **headers):
    return client.post(page_url(created, "/undo"), data={"number": str(number)},
                       headers=headers)


def put_back(client, created, number, **headers):
    return client.post(page_url(created, "/redo"), data={"number": str(number)},
                       headers=headers)


def test_undo_lands_on_the_table_and_puts_the_same_hand_back(client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    play(client, created, give={2: ["QS"], 3: ["2H"]}, rest=1, reneges=[3])
    before = state(client, created)
    kept = before["hands"][1]
    answer = undo(client, created, 2)
    assert answer.status_code == 303 and answer.headers["Location"].endswith("/table?undone=2")
    table = html(client.get(answer.headers["Location"]))
    assert notice_of(table) == ("Hand 2 undone.", "Put it back")
    assert table.find(id_="enter-hand").text == "Enter hand 2"
    back = put_back(client, created, 2)
    assert back.status_code == 303
    now = state(client, created)
    assert [h["captured"] for h in now["hands"]] == [now["hands"][0]["captured"],
                                                     kept["captured"]]
    assert now["hands"][1]["reneges"] == [3] and now["hands"][1]["recorded_at"] == \
        kept["recorded_at"]
    assert now["totals"] == before["totals"] == [13, 25, 13, 14]
    table = html(client.get(back.headers["Location"]))
    assert notice_of(table) == ("✓ Hand 2 is back.", "Undo")  # and undo again from there


def test_a_double_tap_puts_the_hand_back_once(client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    undo(client, created, 1)
    assert put_back(client, created, 1).status_code == 303
    again = put_back(client, created, 1)  # the same form, tapped twice
    assert again.status_code == 303
    assert len(state(client, created)["hands"]) == 1 and totals_of(client, created) == \
        [13, 13, 0, 0]


def test_no_put_back_once_another_hand_took_its_place(app, client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    undo(client, created, 1)
    play(client, created, give={3: ["QS"]}, rest=2)  # another phone enters hand 1 anew
    table = html(client.get(page_url(created, "/table?undone=1")))
    assert notice_of(table) is None  # hand 1 is no longer the next hand: nothing to offer
    refused = put_back(client, created, 1)
    assert refused.status_code == 409
    assert html(refused).find(cls="alert-conflict").text.startswith(
        "Hand 1 cannot be put back: another hand 1 was entered after it was undone.")
    assert totals_of(client, created) == [0, 0, 13, 13]  # nothing was changed


def test_only_the_phone_that_undid_a_hand_can_put_it_back(app, client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    other = app.test_client()
    other.get(page_url(created, f"/edit/{created['edit_token']}"))
    undo(other, created, 1)
    table = html(client.get(page_url(created, "/table?undone=1")))
    assert notice_of(table) == ("Hand 1 undone.", None)  # this phone never held it
    refused = put_back(client, created, 1)
    assert refused.status_code == 409 and "only the phone that undid it" in \
        html(refused).find(cls="alert-conflict").text
    assert put_back(other, created, 1).status_code == 303
    assert len(state(client, created)["hands"]) == 1


def test_undo_misdeal_from_the_table(client):
    created = claimed_game(client)
    saved = client.post(page_url(created, "/hand"), data={"kind": "misdeal",
                                                          "expected_number": "1"})
    table = html(client.get(saved.headers["Location"]))
    assert notice_of(table) == ("✓ Hand 1 saved as a misdeal.", "Undo misdeal")
    undone = undo(client, created, 1)
    assert notice_of(html(client.get(undone.headers["Location"]))) == (
        "Hand 1 undone.", "Put it back")
    assert state(client, created)["hands"] == []
    put_back(client, created, 1)
    assert [h["kind"] for h in state(client, created)["hands"]] == ["misdeal"]


def test_undo_and_put_back_with_htmx_answer_the_table_fragment(client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    table = html(client.get(page_url(created, "/table?saved=1")))
    form = table.find("form", cls="notice")
    assert form.attrs["data-hx-post"] == form.attrs["action"] == page_url(created, "/undo")
    assert form.attrs["data-hx-target"] == "#table-screen"
    undone = client.post(page_url(created, "/undo"), data={"number": "1"}, headers=HTMX,
                         follow_redirects=True)
    assert undone.status_code == 200 and is_partial(undone)
    fragment = html(undone)
    assert notice_of(fragment) == ("Hand 1 undone.", "Put it back")
    back = client.post(page_url(created, "/redo"), data={"number": "1"}, headers=HTMX,
                       follow_redirects=True)
    assert is_partial(back) and notice_of(html(back)) == ("✓ Hand 1 is back.", "Undo")
    late = client.post(page_url(created, "/undo"), data={"number": "2"}, headers=HTMX)
    assert late.status_code == 409 and is_partial(late)  # the fragment, with why


def test_putting_back_the_hand_after_which_the_table_stopped_stops_it_again(client):
    created = claimed_game(client, "rickety-kate-46")
    play(client, created, give={0: ["QS"], 2: ["2H"]}, rest=1)
    client.post(page_url(created, "/finish"), data={"expected_number": "2"})
    undo(client, created, 1)
    assert state(client, created)["status"] == "playing"
    put_back(client, created, 1)
    assert state(client, created)["status"] == "finished"


def test_undo_from_history_lands_on_the_table(client):
    created = claimed_game(client, options={"end_score": 20})
    play(client, created, captured=cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:12],
                                          2: HEARTS[12:]}))
    history = html(client.get(page_url(created, "/history")))
    form = history.find("form", cls="undo")
    answer = client.post(form.attrs["action"], data={"number": "1"})
    assert answer.headers["Location"].endswith("/table?undone=1")
    table = html(client.get(answer.headers["Location"]))
    assert notice_of(table) == ("Hand 1 undone.", "Put it back")
    put_back(client, created, 1)  # the hand that ended the game ends it again
    assert state(client, created)["status"] == "finished"


def test_a_stranger_can_neither_undo_nor_put_back(app, client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    undo(client, created, 1)
    stranger = app.test_client()
    assert put_back(stranger, created, 1).status_code == 403
    assert undo(stranger, created, 1).status_code == 403
    assert state(client, created)["hands"] == []


def test_the_hand_put_back_is_the_one_this_undo_removed(app, client, monkeypatch):
    """Between the page reading the table and the undo taking the game's lock, another
    phone replaced hand 1: what this phone can put back is the hand its undo removed,
    not the one it had read."""
    from companion.games import service

    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    real_undo = service.undo_hand

    def after_another_phone(public_id, token, number):
        real_undo(public_id, token, number)  # the other phone's undo, then its new hand 1
        play(client, created, give={3: ["QS"]}, rest=2)
        return real_undo(public_id, token, number)

    monkeypatch.setattr(service, "undo_hand", after_another_phone)
    undo(client, created, 1)
    monkeypatch.setattr(service, "undo_hand", real_undo)
    assert put_back(client, created, 1).status_code == 303
    assert totals_of(client, created) == [0, 0, 13, 13]  # the other phone's hand 1
