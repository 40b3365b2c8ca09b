"""History: the score sheet, corrections from it, undo of the last hand."""
from tests.helpers import play, post_hand, state
from tests.pages_support import claimed_game, html, is_partial, page_url, text, totals


def test_history_lists_every_hand_with_marks_and_running_totals(client):
    created = claimed_game(client)
    empty = text(client.get(page_url(created, "/history")))
    assert "No hand has been entered yet." in empty
    play(client, created, give={0: ["QS"]}, rest=1, reneges=[2])  # 13, 13, 13, 0
    play(client, created, kind="misdeal")
    play(client, created, give={3: ["QS", "2H"]}, rest=2)
    page = client.get(page_url(created, "/history"))
    assert page.status_code == 200 and "HX-Request" in page.headers["Vary"]
    body = text(page)
    assert "Tap a hand's number to correct it: a correction recomputes every hand after it." in body
    for number in (1, 2, 3):
        assert page_url(created, f"/hand/{number}") in body
    assert "Misdeal: nothing scored" in body
    assert 'title="renege +13"' in body
    assert '<span class="sheet-total">25</span>' in body  # Cat: 13 + 12
    assert "Undo hand 3" in body
    partial = client.get(page_url(created, "/history"), headers={"HX-Request": "true"})
    assert is_partial(partial) and 'id="history"' in text(partial)


def test_moon_mark_in_history(client):
    created = claimed_game(client)
    play(client, created, give={1: ["QS"]}, rest=1)
    body = text(client.get(page_url(created, "/history")))
    assert 'title="moon"' in body
    assert '<span class="sheet-points">took 26</span>' in body  # Bob: 26 taken, 0 scored
    assert body.count('class="sheet-points"') == 1  # only where points were taken


def test_undo_the_last_hand_only(client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    play(client, created, give={2: ["QS"]}, rest=3)
    stale = client.post(page_url(created, "/undo"), data={"number": "1"})
    assert stale.status_code == 409  # the service's refusal, above the table as it stands
    assert html(stale).find(cls="alert-conflict").text.startswith(
        "Only the last hand (hand 2) can be undone")
    assert len(state(client, created)["hands"]) == 2
    undone = client.post(page_url(created, "/undo"), data={"number": "2"})
    assert undone.status_code == 303
    assert totals(client, created) == [13, 13, 0, 0]
    assert "Hand 2 undone" in text(client.get(undone.headers["Location"]))
    client.post(page_url(created, "/undo"), data={"number": "1"})
    nothing = client.post(page_url(created, "/undo"), data={"number": ""})
    assert nothing.status_code == 409
    assert "There is no hand 0 in this game" in html(nothing).find(cls="alert-conflict").text


def test_undo_of_a_hand_another_phone_undid_is_a_conflict(app, client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    other = app.test_client()
    other.get(page_url(created, f"/edit/{created['edit_token']}"))
    assert other.post(page_url(created, "/undo"), data={"number": "1"}).status_code == 303
    late = client.post(page_url(created, "/undo"), data={"number": "1"})
    assert late.status_code == 409  # not a 404 page: the table as it now stands
    assert html(late).find(id_="enter-hand").text == "Enter hand 1"


def test_undo_from_the_saved_notice(client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    table = text(client.get(page_url(created, "/table?saved=1")))
    assert "Hand 1 saved." in table and 'name="number" value="1"' in table
    assert "Hand 1 saved." not in text(client.get(page_url(created, "/table?saved=7")))


def test_a_correction_from_the_page_keeps_a_double_renege(client):
    created = claimed_game(client)
    first = post_hand(client, created, {"points": [13, 13, 0, 0], "reneges": [1, 1]})
    assert first.get_json()["totals"] == [13, 39, 0, 0]
    form_page = html(client.get(page_url(created, "/hand/1")))
    assert "checked" in form_page.find("input", id_="renege-1-again-1").attrs  # shown ticked
    assert "checked" not in form_page.find("input", id_="renege-1-again-2").attrs  # one more
    answer = client.post(page_url(created, "/hand/1"),
                         data={"mode": "points", "p_0": "13", "p_1": "13", "p_2": "0",
                               "p_3": "0", "renege": ["1", "1"]})
    assert answer.status_code == 303, text(answer)
    assert state(client, created)["hands"][0]["reneges"] == [1, 1]
    assert state(client, created)["totals"] == [13, 39, 0, 0]
