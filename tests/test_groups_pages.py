"""The group's pages: starting a group from home, its page (games, statistics, players,
its QR code), the edit link that hands the group to another phone, and privacy."""
from urllib.parse import urlsplit

from tests.groups_pages_support import edited_group, figures, game_links, group_page, stat_card
from tests.groups_support import count_rows, group_game, hand, new_group, spread
from tests.helpers import auth, cards
from tests.pages_support import html


def test_home_starts_a_group_and_this_phone_edits_it(app, client):
    home = html(client.get("/"))
    assert home.find("a", href="/groups/new") is not None
    form = html(client.get("/groups/new")).find("form", cls="group-start")
    assert form.attrs["method"] == "post" and form.find("input", id_="group-name") is not None
    made = client.post("/groups/new", data={"name": "  Friday   cards "})
    assert made.status_code == 303
    public_id = urlsplit(made.headers["Location"]).path.split("/")[2]
    cookies = made.headers.getlist("Set-Cookie")
    edit = next(c for c in cookies if c.startswith(f"group_edit_{public_id}="))
    assert f"Path=/groups/{public_id}" in edit and "HttpOnly" in edit
    page = html(client.get(made.headers["Location"]))
    assert page.find("h1").text == "Friday cards"
    assert page.find("p", cls="notice") is not None  # "The group is ready"
    new_game = page.find("a", href=f"/groups/{public_id}/new")
    assert new_game.text == "New game in this group"
    # the group is now among this phone's groups on the home page
    mine = html(client.get("/")).find("section", id_="groups")
    assert mine.find("a", href=f"/groups/{public_id}").find("strong").text == "Friday cards"
    assert count_rows(app, "playgroup") == 1


def test_the_start_form_keeps_the_browser_s_time_zone_and_shrugs_off_an_unknown_one(client):
    """app.js fills the hidden field from the browser; a zone the server does not know
    (or no script: an empty field) makes the group in UTC rather than refusing it."""
    form = html(client.get("/groups/new")).find("form", cls="group-start")
    assert "data-time-zone" in form.find("input", name="time_zone").attrs
    for sent, kept in (("America/New_York", "America/New_York"), ("Nowhere/Land", None), ("", None)):
        made = client.post("/groups/new", data={"name": "Friday", "time_zone": sent})
        assert made.status_code == 303
        public_id = urlsplit(made.headers["Location"]).path.split("/")[2]
        assert client.get(f"/api/v1/groups/{public_id}").get_json()["time_zone"] == kept


def test_a_group_without_a_name_is_refused_beside_the_field(app, client):
    refused = client.post("/groups/new", data={"name": "   "})
    assert refused.status_code == 422
    page = html(refused)
    error = page.find("p", cls="field-error")
    assert error.attrs["id"] == "group-name-error" and "name" in error.text
    field = page.find("input", id_="group-name")
    assert field.attrs["aria-describedby"] == "group-name-error"
    assert count_rows(app, "playgroup") == 0


def test_the_group_page_lists_games_newest_first_with_their_winners(client):
    group = edited_group(client)
    first = group_game(client, group)
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})  # 13 6 4 3: Dan wins
    second = group_game(client, group, ["Dan", "Cat", "Bob", "ann"], "rickety-kate")
    page = group_page(client, group)
    assert game_links(page) == [f"/g/{second['id']}", f"/g/{first['id']}"]
    games = page.find_all("a", cls="group-game")
    assert games[1].find("span", cls="group-game-result").text.endswith("Dan won")
    assert "is-finished" in games[1].classes and "is-finished" not in games[0].classes
    assert games[0].find("strong").text == "Rickety Kate"
    assert games[0].find("span", cls="group-game-names").text == "Dan, Cat, Bob, ann"
    assert games[0].find("time").attrs["datetime"][:2] == "20"
    players = [a.find("strong").text for a in page.find_all("a", cls="group-player")]
    assert players == ["Ann", "Bob", "Cat", "Dan"]  # "ann" is Ann


def test_the_statistics_per_ruleset_equal_the_apis_and_follow_a_correction(client):
    group = edited_group(client)
    first = group_game(client, group, options={"end_rule": "hands", "end_hands": 2})
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})  # 26 12 8 6: Dan
    second = group_game(client, group)
    hand(client, second, 3, {0: 6, 1: 4, 2: 3}, reneges=[1])  # 6 4 3 13 (+ Bob's renege)
    page = group_page(client, group)
    dan = stat_card(page, "hearts", "Dan")
    assert figures(dan) == {
        "Games": "2", "Finished": "2", "Wins": "1", "Win rate": "50%", "Shared wins": "0",
        "Hands": "3", "Points a hand": "6.3", "Moons shot": "0", "Reneges": "0",
        "Q♠ taken": "1 in 3 hands entered as cards", "Best total": "6",
        "Worst total": "13", "Winning streak": "0", "Longest streak": "1"}
    assert figures(stat_card(page, "hearts", "Bob"))["Reneges"] == "1"
    # the best record comes first: a winner before those who never won
    order = [c.find("span", cls="stat-name").text
             for c in page.find("section", id_="stats").find_all("details", cls="stat-card")]
    assert set(order[:2]) == {"Cat", "Dan"}
    # correct hand 1 of the first game (Dan takes the queen): Cat wins both games now
    fixed = client.put(f"/api/v1/games/{first['id']}/hands/1", headers=auth(first),
                       json={"captured": cards(spread(3, {0: 6, 1: 4, 2: 3}))})
    assert fixed.status_code == 200
    cat = figures(stat_card(group_page(client, group), "hearts", "Cat"))
    assert (cat["Wins"], cat["Winning streak"], cat["Win rate"]) == ("2", "2", "100%")


def test_a_group_without_games_says_what_comes(client):
    group = edited_group(client)
    page = group_page(client, group)
    assert page.find("ol", cls="group-games") is None
    assert "No games yet" in page.find("section", id_="games").text
    assert "once a game is played" in page.find("section", id_="stats").text
    assert page.find("section", id_="head-to-head") is None  # nobody to compare yet


def test_the_group_page_shows_its_own_qr_code_and_read_link(client):
    group = edited_group(client)
    page = group_page(client, group)
    share = page.find("section", id_="share")
    link = share.find("input", id_="group-link").attrs["value"]
    assert urlsplit(link).path == f"/groups/{group['id']}"
    assert share.find("svg", role="img").attrs["aria-label"] == "QR code of the group's link"
    assert group["edit_token"] not in share.text + link


def test_a_stranger_reads_the_group_but_cannot_start_its_games(app, client):
    group = edited_group(client)
    group_game(client, group)
    stranger = app.test_client()
    response = stranger.get(f"/groups/{group['id']}")
    assert response.status_code == 200
    assert group["edit_token"] not in response.get_data(as_text=True)
    page = html(response)
    assert page.find("a", href=f"/groups/{group['id']}/new") is None
    assert page.find("details", id_="handover") is None
    refused = stranger.post(f"/groups/{group['id']}/players/1", data={"name": "Annie"})
    assert refused.status_code == 403
    assert html(refused).find("a", href=f"/groups/{group['id']}") is not None


def test_the_edit_link_hands_the_group_to_another_phone_behind_a_warning(app, client):
    group = edited_group(client)
    handover = group_page(client, group).find("details", id_="handover")
    assert "edit rights" in handover.find("p", cls="warning").text
    link = handover.find("input", id_="group-edit-link").attrs["value"]
    assert urlsplit(link).path == f"/groups/{group['id']}/edit/{group['edit_token']}"
    other = app.test_client()
    opened = other.get(urlsplit(link).path)
    assert opened.status_code == 303 and opened.headers["Location"] == f"/groups/{group['id']}"
    assert opened.headers["Referrer-Policy"] == "no-referrer"
    assert group_page(other, group).find("a", href=f"/groups/{group['id']}/new") is not None
    wrong = app.test_client().get(f"/groups/{group['id']}/edit/{'x' * 32}")
    assert wrong.status_code == 403
    assert "does not work" in html(wrong).find("h1").text


def test_group_pages_are_never_cached_and_unknown_groups_are_404(client):
    group = edited_group(client)
    group_game(client, group)
    for tail in ("", "/head-to-head", "/players/1"):
        response = client.get(f"/groups/{group['id']}{tail}")
        assert response.status_code == 200, tail
        assert response.headers["Cache-Control"] == "private, no-store", tail
    assert client.get("/groups/nosuchgroup").status_code == 404
    assert client.get("/groups/nosuchgroup/head-to-head").status_code == 404


def test_a_games_id_or_token_opens_no_group_page(client):
    group = new_group(client)
    game = group_game(client, group)
    for wrong in (game["id"], game["edit_token"], group["edit_token"]):
        assert client.get(f"/groups/{wrong}").status_code == 404
    # the game's token is not the group's: its edit link refuses
    assert client.get(f"/groups/{group['id']}/edit/{game['edit_token']}").status_code == 403
