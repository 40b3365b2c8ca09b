"""History: the score sheet a page at a time, corrections from it, undo of the last hand,
the CSV."""
from companion.pages.table import history
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
    sheet = html(page)
    body = sheet.text
    assert "Tap a hand's number to correct it: a correction recomputes every hand after it." in body
    links = {a.attrs.get("href") for a in sheet.find_all("a")}
    for number in (1, 2, 3):
        assert page_url(created, f"/hand/{number}") in links
    misdeal = sheet.find("tr", cls="kind-misdeal").find("a", cls="hand-link")
    assert "Misdeal: nothing scored" in misdeal.attrs["aria-label"]
    assert [m.attrs["title"] for m in sheet.find("table").find_all(cls="mark-renege")] == \
        ["renege +13"]
    assert "25" in [t.text for t in sheet.find_all("span", cls="sheet-total")]  # Cat: 13 + 12
    assert "Undo hand 3" in body
    partial = client.get(page_url(created, "/history"), headers={"HX-Request": "true"})
    assert is_partial(partial) and html(partial).find(id_="history") is not None


def test_moon_mark_in_history(client):
    created = claimed_game(client)
    play(client, created, give={1: ["QS"]}, rest=1)
    sheet = html(client.get(page_url(created, "/history"))).find("table")
    assert [m.attrs["title"] for m in sheet.find_all(cls="mark-moon")] == ["moon"]
    # Bob: 26 taken, 0 scored; only where points were taken
    assert [p.text for p in sheet.find_all("span", cls="sheet-points")] == ["took 26"]


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
    table = html(client.get(page_url(created, "/table?saved=1")))
    notice = table.find("form", cls="notice")
    assert "Hand 1 saved." in table.text
    assert notice.find("input", name="number").attrs["value"] == "1"
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


def sheet_numbers(page) -> list[int]:
    return [int(link.text.split()[0]) for link in page.find_all("a", cls="hand-link")]


def test_a_long_history_goes_newest_first_a_page_at_a_time(client, monkeypatch):
    monkeypatch.setattr(history, "PAGE", 3)
    created = claimed_game(client, options={"end_rule": "open"})
    for _ in range(8):
        play(client, created, give={0: ["QS"]}, rest=1)
    newest = html(client.get(page_url(created, "/history")))
    assert sheet_numbers(newest) == [8, 7, 6]
    assert not [a for a in newest.find_all("a") if a.text == "Newer hands"]
    older = newest.find(id_="sheet-older").find("a")
    assert older.text == "Older hands"
    assert older.attrs["href"] == page_url(created, "/history?before=6")
    assert newest.find("form", cls="undo").find("button").text == "Undo hand 8"
    middle = html(client.get(older.attrs["href"]))
    assert sheet_numbers(middle) == [5, 4, 3]
    newer = [a for a in middle.find_all("a") if a.text == "Newer hands"][0]
    assert newer.attrs["href"] == page_url(created, "/history")
    oldest = html(client.get(middle.find(id_="sheet-older").find("a").attrs["href"]))
    assert sheet_numbers(oldest) == [2, 1] and oldest.find(id_="sheet-older").find("a") is None
    # htmx: the older page's rows (a tbody) and its own link, swapped into this page
    more = client.get(page_url(created, "/history?before=6"), headers={"HX-Request": "true"})
    fragment = html(more)
    assert is_partial(more) and older.attrs["data-hx-get"] == older.attrs["href"]
    assert (older.attrs["data-hx-select"], older.attrs["data-hx-select-oob"]) == (
        "#sheet > tbody", "#sheet-older")
    assert sheet_numbers(fragment.find(id_="sheet").find("tbody")) == [5, 4, 3]
    assert fragment.find(id_="sheet-older").find("a").attrs["href"].endswith("before=3")


def test_a_correction_shows_the_page_with_the_corrected_hand(client, monkeypatch):
    monkeypatch.setattr(history, "PAGE", 3)
    created = claimed_game(client, options={"end_rule": "open"})
    for _ in range(8):
        play(client, created, give={0: ["QS"]}, rest=1)
    answer = client.post(page_url(created, "/hand/2"),
                         data={"mode": "points", "p_0": "0", "p_1": "26", "p_2": "0",
                               "p_3": "0"})
    assert answer.status_code == 303 and answer.headers["Location"].endswith("corrected=2")
    page = html(client.get(answer.headers["Location"]))
    assert 2 in sheet_numbers(page) and page.find(cls="notice").text.startswith(
        "✓ Hand 2 corrected.")
    assert page.find("a", cls="hand-link", href=page_url(created, "/hand/2")) is not None


def test_the_scorer_downloads_the_games_csv_without_a_token_in_the_link(client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)
    play(client, created, kind="misdeal")
    page = html(client.get(page_url(created, "/history")))
    link = [a for a in page.find_all("a") if a.text == "Download CSV"][0]
    assert link.attrs["href"] == page_url(created, "/history/export.csv")
    assert created["edit_token"] not in link.attrs["href"]
    answer = client.get(link.attrs["href"])
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert "private" in answer.headers["Cache-Control"]
    assert answer.get_data() == client.get(
        f"/api/v1/games/{created['id']}/export.csv").get_data()  # the API's export, as is
    assert answer.get_data(as_text=True).splitlines()[2].startswith("2,misdeal,")
    stranger = client.application.test_client()
    assert stranger.get(link.attrs["href"]).status_code == 403


def test_a_minus_score_has_the_minus_sign_the_panels_use(client):
    """"−10" (U+2212) on the sheet and the standings, as the panels say it, not "-10"."""
    game = claimed_game(client, "omnibus")
    hearts = [r + "H" for r in "23456789TJQKA"]
    assert post_hand(client, game, {"captured": {"0": ["JD"], "1": ["QS", *hearts[1:]],
                                                 "2": hearts[:1]}}) \
        .status_code == 201
    sheet = html(client.get(page_url(game, "/history")))
    scores = [s.text for s in sheet.find_all("span", cls="sheet-score")]
    assert "\u221210" in scores and "-10" not in scores
    table = html(client.get(page_url(game)))
    last = [td.text for td in table.find_all("td", cls="last")]
    assert "\u221210" in last and "-10" not in last
