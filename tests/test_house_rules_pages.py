"""House rules on the pages: the usual value marked beside a changed option, "Save these
as house rules" (on the phone, or in the group), their page (what differs, QR code, link,
start a game), the form set to them, and the boards' line of what differs."""
from tests.groups_pages_support import edited_group, group_page
from tests.pages_support import claimed_game, html, page_url

FORM = {"ruleset": "omnibus", "options_for": "omnibus", "first_dealer": "0",
        "end_rule": "over", "end_score": "100", "moon": "new",
        "player": ["Ann", "Bob", "Cat", "Dan"]}  # the J♦ left unticked: off


def saved(client, url="/new", name="Friday rules", **extra):
    response = client.post(url, data={**FORM, "action": "save-rules", "rules_name": name,
                                      **extra})
    assert response.status_code == 303, response.get_data(True)
    return response.headers["Location"]


def shown_marks(page) -> dict[str, str]:
    """{option: its "Usual:" words} for the marks shown (not hidden)."""
    return {div.attrs["id"][len("option-"):]: mark.text
            for div in page.find_all("div", cls="option")
            for mark in [div.find("p", cls="usual-value")]
            if mark is not None and mark.parent is div and "hidden" not in mark.attrs}


def test_the_form_marks_the_usual_value_where_an_option_differs(client):
    page = html(client.post("/new", data={**FORM, "action": "refresh"}))
    marks = shown_marks(page)
    assert set(marks) == {"moon", "jack_of_diamonds"}
    assert marks["moon"].startswith("Usual: Old moon")
    assert marks["jack_of_diamonds"] == "Usual: on"
    # every option carries its usual value, hidden while it is set so (the script keeps
    # the marks in step without a round trip)
    end = page.find("div", id_="option-end_score").find("p", cls="usual-value")
    assert end.attrs["data-usual"] == "100" and "hidden" in end.attrs
    assert shown_marks(html(client.get("/new?ruleset=omnibus"))) == {}


def test_saving_opens_the_rules_page_and_keeps_them_on_the_phone(client):
    form = html(client.get("/new")).find("details", id_="save-rules")
    assert form.find("input", name="rules_name") is not None
    assert form.find("button", value="save-rules") is not None
    where = saved(client)
    assert where.startswith("/rules/") and where.endswith("?saved=1")
    page = html(client.get(where))
    assert page.find("h1").text == "Friday rules"
    assert "Omnibus Hearts" in page.find("p", cls="rules-game").text
    lines = {d.find("dt").text: d.find("dd").text for d in page.find_all("div", cls="rules-line")}
    assert lines == {"Shooting the moon (one player takes every penalty card)":
                     "New moon: the shooter chooses +26 for everyone else or −26 for themselves",
                     "Jack of Diamonds −10": "No"}
    assert page.find("svg", cls="qr") is not None
    rules_id = where.split("/")[2].split("?")[0]
    assert page.find("input", id_="rules-link").attrs["value"].endswith(f"/rules/{rules_id}")
    start = page.find("a", id_="start-with-rules")
    assert start.attrs["href"] == f"/new?rules={rules_id}"
    home = html(client.get("/")).find("section", id_="my-rules")
    assert [a.find("strong").text for a in home.find_all("a")] == ["Friday rules"]


def test_the_start_link_sets_the_form_to_the_house_rules(client, app):
    where = saved(client).split("?")[0]
    other = app.test_client()  # another phone, with the link only
    page = html(other.get(html(other.get(where)).find("a", id_="start-with-rules")
                          .attrs["href"]))
    assert "Friday rules" in page.find("p", cls="notice").text
    assert "checked" in page.find("input", id_="ruleset-omnibus").attrs
    assert "checked" in page.find("input", name="moon", value="new").attrs
    assert "checked" not in page.find("input", id_="opt-jack_of_diamonds").attrs
    assert set(shown_marks(page)) == {"moon", "jack_of_diamonds"}


def test_the_seats_typed_come_back_with_the_rules_on_this_phone_only(client, app):
    """"Save these rules" then "Start a game with these rules" used to bring back four
    empty seats: the five names typed were gone."""
    five = {**FORM, "player": ["Bartholomäus", "Dobrosława", "Zoë", "Łukasz", "Anne-Marie"],
            "first_dealer": "2"}
    where = saved(client, **five).split("?")[0]
    start = html(client.get(where)).find("a", id_="start-with-rules").attrs["href"]
    page = html(client.get(start))
    assert [i.attrs.get("value") for i in page.find_all("input", name="player")] == five["player"]
    assert "checked" in page.find("input", name="first_dealer", value="2").attrs
    other = html(app.test_client().get(start))  # the link shared: nobody's names
    assert {i.attrs.get("value", "") for i in other.find_all("input", name="player")} == {""}
    started = client.post("/new", data={**five, "action": "start"})
    assert started.status_code == 303
    again = html(client.get(start))  # the game has them now: the next start is blank
    assert {i.attrs.get("value", "") for i in again.find_all("input", name="player")} == {""}


def test_a_bad_name_comes_back_beside_its_field_and_nothing_is_saved(client):
    response = client.post("/new", data={**FORM, "action": "save-rules", "rules_name": "  "})
    assert response.status_code == 422
    page = html(response)
    box = page.find("details", id_="save-rules")
    assert "open" in box.attrs
    assert "empty" in box.find("p", cls="field-error").text
    assert "autofocus" in box.find("input", id_="rules-name").attrs
    assert page.find("input", name="player").attrs["value"] == "Ann"  # nothing typed lost
    assert html(client.get("/")).find("section", id_="my-rules") is None
    summary = page.find("p", cls="error-summary-title").text
    assert summary == "The house rules were not saved:"  # not "The game has not started"


def test_an_invalid_option_is_refused_beside_that_option(client):
    response = client.post("/new", data={**FORM, "action": "save-rules", "rules_name": "X",
                                         "end_score": "0"})
    assert response.status_code == 422
    option = html(response).find("div", id_="option-end_score")
    assert "End score" in option.find("p", cls="field-error").text


def test_saved_from_a_groups_form_they_are_filed_in_the_group(client):
    group = edited_group(client)
    saved(client, f"/groups/{group['id']}/new", "Group rules")
    listed = group_page(client, group).find("section", id_="house-rules")
    assert [a.find("strong").text for a in listed.find_all("a", cls="group-player")] == \
        ["Group rules"]
    play = listed.find("a", cls="rules-play")
    assert play.attrs["href"].startswith(f"/groups/{group['id']}/new?rules=")
    form = group_page(client, group, play.attrs["href"][len(f"/groups/{group['id']}"):])
    assert "Group rules" in form.find("p", cls="notice").text
    assert "checked" in form.find("input", name="moon", value="new").attrs
    assert form.find("form", id_="newgame").attrs["action"] == f"/groups/{group['id']}/new"


def test_the_scoreboard_and_table_say_what_differs_for_every_game(client):
    changed = claimed_game(client, "omnibus", options={"jack_of_diamonds": False,
                                                      "moon": "new"})
    for url in (page_url(changed), page_url(changed, "/table")):
        line = html(client.get(url)).find("p", id_="house-rules-line")
        assert line.text == "House rules: moon: choose, J♦ −10: off", url
    usual = claimed_game(client, "omnibus")
    for url in (page_url(usual), page_url(usual, "/table")):
        assert html(client.get(url)).find("p", id_="house-rules-line") is None
    added = claimed_game(client, "hearts", options={"jack_of_diamonds": True,
                                                   "end_score": 50})
    assert html(client.get(page_url(added))).find("p", id_="house-rules-line").text == \
        "House rules: end at 50, J♦ −10"
