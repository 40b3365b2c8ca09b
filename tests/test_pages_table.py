"""The scorer's table: the claim link, the edit cookie, the referee panel, the end."""
from tests.helpers import HEARTS, play, state
from tests.pages_support import claimed_game, html, is_partial, page_url, text


def test_claim_sets_the_cookie_and_a_wrong_token_is_refused(client):
    created = claimed_game(client)
    table = client.get(page_url(created, "/table"))
    assert table.status_code == 200
    wrong = client.get(page_url(created, "/edit/not-the-token"))
    assert wrong.status_code == 403
    assert "This scorer link does not work" in text(wrong)
    assert html(wrong).find("a", href=f"/g/{created['id']}") is not None  # the scoreboard
    missing = client.get("/g/nosuchgame/edit/whatever")
    assert missing.status_code == 404


def test_claim_cookie_attributes(client):
    from tests.helpers import create

    created = create(client)
    answer = client.get(page_url(created, f"/edit/{created['edit_token']}"))
    assert answer.status_code == 303 and answer.headers["Location"].endswith("/table")
    cookie = next(c for c in answer.headers.getlist("Set-Cookie") if c.startswith("edit_"))
    assert cookie.startswith(f"edit_{created['id']}={created['edit_token']}")
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert f"Path=/g/{created['id']}" in cookie


def test_every_scorer_page_needs_the_edit_cookie(app, client):
    created = claimed_game(client)
    stranger = app.test_client()
    for url in ("/table", "/hand", "/history", "/hand/1"):
        answer = stranger.get(page_url(created, url))
        assert answer.status_code == 403, url
        assert "Only the scorer's phone can score" in text(answer)
        assert html(answer).find("a", href=f"/g/{created['id']}") is not None
    for url in ("/hand", "/hand/preview", "/undo", "/finish", "/again"):
        answer = stranger.post(page_url(created, url), data={"kind": "misdeal"})
        assert answer.status_code == 403, url
    assert state(client, created)["hands"] == []


def test_table_shows_the_referee_panel_and_standings(client):
    created = claimed_game(client)
    page = client.get(page_url(created, "/table"))
    screen = html(page)
    body = screen.text
    assert "Hand 1" in body and "26 points in play" in body
    roles = {role.find("dt").text: role.find("dd").text
             for role in screen.find("dl", cls="roles").find_all("div", cls="role")}
    assert roles["Deals"] == "Ann" and roles["Cuts"] == "Dan"
    assert "Pass 3 cards to the left" in body
    for arrow in ("Ann → Bob", "Bob → Cat", "Cat → Dan", "Dan → Ann"):
        assert arrow in body
    assert "Whoever holds the 2♣ leads it" in body
    assert "No penalty card on the first trick" in body
    links = {a.attrs.get("href") for a in screen.find_all("a")}
    assert "Enter hand 1" in body and page_url(created, "/hand") in links
    assert page_url(created, "/share") in links  # where the scorer shows the game to others
    assert page.headers["Vary"] == "HX-Request" or "HX-Request" in page.headers["Vary"]
    partial = client.get(page_url(created, "/table"), headers={"HX-Request": "true"})
    assert is_partial(partial) and html(partial).find(id_="table-screen") is not None


def badges(response, kind: str) -> list[str]:
    """The names in the standings marked with this badge (lead, tie, win, out)."""
    rows = html(response).find(id_="standings").find_all("tr", cls="player-row")
    return [row.find(cls="player-name").text for row in rows if row.find(cls=f"badge-{kind}")]


def test_a_replayed_deal_alone_marks_nobody_lowest(client):
    """Only a counted hand says who leads: a renege of a replayed deal moves one total,
    but the three players left on 0 are not all "lowest" (the engine's counted hands)."""
    created = claimed_game(client)
    play(client, created, kind="replay", reneges=[0])
    table = client.get(page_url(created, "/table"))
    assert badges(table, "lead") == []
    assert badges(client.get(page_url(created)), "lead") == []  # the scoreboard too
    play(client, created, give={0: ["QS"]}, rest=1)
    assert badges(client.get(page_url(created, "/table")), "lead") == ["Cat", "Dan"]


def test_hold_hand_and_reduced_deck(client):
    created = claimed_game(client, players=("Ann", "Bob", "Cat", "Dan", "Eve"))
    body = text(client.get(page_url(created, "/table")))
    assert "Take out 2♣, 2♠: 10 cards each" in body
    shown = body.split("data-upcoming")[0]  # the next hands' panels (the outbox's) come after
    assert "Ann leads any card" not in shown and "Bob leads any card" in shown
    for _ in range(3):
        play(client, created)
    body = text(client.get(page_url(created, "/table")))
    assert "Hold: no passing this hand" in body and "→" not in body.split("Hold")[1][:200]


def test_finish_an_open_game_and_play_again(client):
    created = claimed_game(client, "rickety-kate-46")
    play(client, created, give={0: ["QS"], 2: ["2H"]}, rest=1)
    page = html(client.get(page_url(created, "/table")))
    finish = page.find("form", cls="finish").find("details")  # one tap never ends a game
    assert finish.find("summary").text == "We are done: finish the game"
    assert finish.find("button").text == "Finish the game now"
    done = client.post(page_url(created, "/finish"), data={"expected_number": "2"})
    assert done.status_code == 303
    end = text(client.get(page_url(created, "/table")))
    assert "Dan wins!" in end and "Lowest total after 1 hand." in end
    assert "Play again with the same players" in end
    again = client.post(page_url(created, "/again"))
    assert again.status_code == 303
    new_id = again.headers["Location"].split("/")[2]
    assert new_id != created["id"]
    fresh = client.get(f"/api/v1/games/{new_id}").get_json()
    assert [p["name"] for p in fresh["players"]] == ["Ann", "Bob", "Cat", "Dan"]
    assert fresh["ruleset"] == "rickety-kate-46" and fresh["first_dealer"] == 1
    assert fresh["options"] == state(client, created)["options"]
    assert client.get(again.headers["Location"]).status_code == 200  # the cookie came too


def test_finish_twice_is_a_conflict_shown_on_the_table(client):
    created = claimed_game(client, "rickety-kate-46")
    play(client, created, give={0: ["QS"], 2: ["2H"]}, rest=1)
    client.post(page_url(created, "/finish"), data={"expected_number": "2"})
    again = client.post(page_url(created, "/finish"), data={"expected_number": "2"})
    assert again.status_code == 409
    assert "The game is already over." in text(again)


def test_the_end_a_draw_and_a_tiebreak(client):
    created = claimed_game(client, "black-widow", options={"end_score": 20})
    # Ann and Bob tie on 0 after someone passes 20: Black Widow calls it a draw
    play(client, created, give={2: ["QS"] + HEARTS[:10], 3: HEARTS[10:]})
    end = text(client.get(page_url(created, "/table")))
    assert "A draw!" in end and "Ann and Bob share the win." in end
    tied = claimed_game(client, options={"end_score": 20})
    play(client, tied, give={2: ["QS"] + HEARTS[:10], 3: HEARTS[10:]})
    page = text(client.get(page_url(tied, "/table")))
    assert "Tied for lowest: Ann and Bob play a tie-break hand." in page
    assert "Tie-break hand 2" in page and "Enter the tie-break hand" in page
    assert "Only Ann and Bob play this hand; fewest penalty points wins." in page
    assert "Cat and Dan sit out and keep their totals." in page


def test_timed_game_shows_the_minutes_left(app, client):
    clock = [1_000_000.0]
    app.config["CLOCK"] = lambda: clock[0]
    created = claimed_game(client, "black-lady")
    assert "About 60 minutes left<" in text(client.get(page_url(created, "/table")))
    clock[0] += 59 * 60 + 40
    assert "About 1 minute left<" in text(client.get(page_url(created, "/table")))
    clock[0] += 30
    assert "Time is up: this is the last hand<" in text(client.get(page_url(created, "/table")))


def test_the_app_is_installable(client):
    import json
    import struct

    head = html(client.get("/")).find("head")
    assert head.find("meta", name="theme-color") is not None
    manifest = client.get(head.find("link", rel="manifest").attrs["href"])
    assert manifest.status_code == 200
    assert manifest.mimetype == "application/manifest+json"
    data = json.loads(manifest.get_data())
    assert data["display"] == "standalone" and data["theme_color"] == "#0f5132"
    assert data["start_url"] == "/"
    # The same fingerprinted URL as the page's icon link: the browser fetches it once.
    assert head.find("link", rel="icon").attrs["href"] in {i["src"] for i in data["icons"]}
    sizes = set()
    for icon in data["icons"]:
        assert "?v=" in icon["src"], icon
        answer = client.get(icon["src"])
        assert answer.status_code == 200, icon
        assert "immutable" in answer.headers["Cache-Control"], icon
        if icon["type"] == "image/png":
            png = answer.get_data()
            assert png[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", png[16:24])
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(width)
    assert {192, 512} <= sizes
    again = client.get("/manifest.webmanifest", headers={"If-None-Match": manifest.headers["ETag"]})
    assert again.status_code == 304


def test_a_tie_break_is_said_as_what_decided_the_game(client):
    created = claimed_game(client, options={"end_rule": "hands", "end_hands": 2})
    for _ in range(2):  # Ann and Bob stay on 0: tied for lowest after the 2 hands
        play(client, created, give={2: ["QS"]}, rest=3)
    page = html(client.get(page_url(created, "/table")))
    ending = page.find("p", cls="end-words").text
    assert ending == ("The game ended after hand 2 with a tie for the lowest total: "
                      "a tie-break hand decides it.")
    play(client, created, give={1: ["QS"]}, rest=1)  # hand 3, the tie-break: Ann took none
    end = html(client.get(page_url(created, "/table")))
    assert end.find("h1").text == "Ann wins!"
    assert end.find("p", cls="winner-words").text == (
        "Won the tie-break after a tie with Bob for the lowest total (0).")
    assert end.find("p", cls="end-words").text == (
        "The game ended after hand 2. A tie-break hand decided it.")
    assert "The game ends after 2 hands" not in end.text


def test_the_table_page_holds_the_next_hands_form_and_its_fragment_does_not(client):
    """The scorer's phone opens the next hand with no request (static/js/screens.js):
    the table page holds its form, hidden, with a key of its own per page; the poll's
    fragment never does (it would swap the form under the scorer's fingers), and the
    link stays for a phone without JavaScript. A finished game holds none."""
    created = claimed_game(client, "rickety-kate-46")
    first = html(client.get(page_url(created, "/table")))
    screen = first.find(id_="entry-screen")
    assert screen is not None and "hidden" in screen.attrs
    form = screen.find("form", id_="entry")
    assert form.attrs["action"] == page_url(created, "/hand")
    assert form.find("input", name="expected_number").attrs["value"] == "1"
    assert screen.find("button", id_="misdeal") is not None
    assert first.find("a", id_="enter-hand").attrs["href"] == page_url(created, "/hand")
    assert {"css/forms.css", "css/entry.css"} <= {
        link.attrs["href"].split("/static/")[1].split("?")[0]
        for link in first.find_all("link", rel="stylesheet")}
    keys = {page.find(id_="entry").find("input", name="idempotency_key").attrs["value"]
            for page in (first, html(client.get(page_url(created, "/table"))))}
    assert len(keys) == 2 and "" not in keys
    fragment = html(client.get(page_url(created, "/table"), headers={"HX-Request": "true"}))
    assert fragment.find(id_="table-screen") is not None and fragment.find(id_="entry") is None

    play(client, created, give={0: ["QS"], 2: ["2H"]}, rest=1)
    after = html(client.get(page_url(created, "/table")))
    assert after.find(id_="entry").find("input", name="expected_number").attrs["value"] == "2"
    client.post(page_url(created, "/finish"), data={"expected_number": "2"})
    end = html(client.get(page_url(created, "/table")))
    assert end.find(id_="entry-screen") is None and end.find(id_="scorer") is not None


def test_a_misdeal_is_no_hand_in_how_the_end_counts_them(client, app):
    """A misdeal keeps its number in the record, but "Lowest total after 3 hands" and the
    recap's "3 hands" count the hands played, not 4."""
    from companion.pictures import recap
    from tests.test_board_recap import view_and_state

    created = claimed_game(client, "rickety-kate", options={"end_rule": "hands", "end_hands": 3})
    play(client, created, give={0: ["QS"], 2: ["2H"]}, rest=1)
    play(client, created, kind="misdeal")
    play(client, created, give={1: ["QS"], 3: ["2H"]}, rest=0)
    play(client, created, give={2: ["QS"], 0: ["2H"]}, rest=3)
    end = html(client.get(page_url(created, "/table")))
    assert end.find("p", cls="winner-words").text == "Lowest total after 3 hands."
    with app.test_request_context():
        view, state = view_and_state(created["id"])
        assert (len(state.hands), view.hands_counted) == (4, 3)
        assert recap.layout(view, state).overline.endswith("· 3 hands")
