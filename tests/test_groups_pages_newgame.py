"""A new game in a group, from its page: the group's players as chips in their usual seat
order, "Did you mean …?" for a name nearly a player's (never joined by itself), and the
game filed in the group (while its own pages never show the group)."""
from tests.groups_pages_support import edited_group, game_links, group_page
from tests.groups_support import count_rows, group_game, read_group
from tests.pages_support import html

FORM = {"ruleset": "hearts", "options_for": "hearts", "first_dealer": ""}


def _post(client, group, players, action="start", **extra):
    return client.post(f"/groups/{group['id']}/new",
                       data={**FORM, "player": players, "action": action, **extra})


def _rows(page) -> list[str]:
    return [i.attrs.get("value", "") for i in page.find_all("input", name="player")]


def test_the_form_offers_the_groups_players_in_their_usual_seats(client):
    group = edited_group(client)
    group_game(client, group, ["Eve", "Fay", "Gus"])
    group_game(client, group, ["Dan", "Cat", "Bob", "Ann"])  # the last table
    page = group_page(client, group, "/new")
    form = page.find("form", id_="newgame")
    assert form.attrs["action"] == f"/groups/{group['id']}/new"
    assert form.attrs["data-hx-post"] == form.attrs["action"]
    assert page.find("h1").find("small").text == "Friday cards"
    assert "checked" in page.find("input", id_="ruleset-hearts").attrs  # the last game's
    chips = page.find("div", cls="roster").find_all("button", cls="roster-chip")
    assert [c.text for c in chips] == ["Dan", "Cat", "Bob", "Ann", "Eve", "Fay", "Gus"]
    assert chips[0].attrs["value"] == "seat:4"


def test_a_chip_seats_its_player_in_the_first_empty_row_and_goes_grey(client):
    group = edited_group(client)
    group_game(client, group)
    tapped = _post(client, group, ["Zed", "", "", ""], action="seat:2")
    assert tapped.status_code == 200
    page = html(tapped)
    assert page.find("input", id_="player-0").attrs["value"] == "Zed"
    assert page.find("input", id_="player-1").attrs["value"] == "Bob"
    bob = page.find("button", id_="roster-2")
    assert "disabled" in bob.attrs and "seated" in bob.text
    assert "autofocus" in page.find("button", id_="roster-1").attrs  # Ann is next to tap
    # with every row full, a chip adds a row
    full = html(_post(client, group, ["Ann", "Bob", "Cat", "Zed"], action="seat:4"))
    assert full.find("input", id_="player-4").attrs["value"] == "Dan"


def test_a_name_nearly_a_players_asks_did_you_mean_and_joins_nothing(app, client):
    group = edited_group(client)
    group_game(client, group, ["Zoë", "Ann", "Bob", "Cat"])
    games = count_rows(app, "game")
    asked = _post(client, group, ["Zoe", "ann ", "Bob", "Cat"])
    assert asked.status_code == 422 and count_rows(app, "game") == games
    page = html(asked)
    first = page.find("div", id_="near-0")
    assert first.find("p").text == "Did you mean Zoë?"
    assert first.find("button", id_="use-0").attrs["value"] == "use:0:1"
    assert "autofocus" in first.find("button", id_="use-0").attrs
    assert page.find("div", id_="near-1") is None  # "ann " is Ann: seated, not asked
    assert page.find("div", id_="near-2") is None  # Bob is Bob
    assert page.find("input", id_="player-0").attrs["value"] == "Zoe"  # nothing changed
    # "Use Zoë" writes the player's name
    used = html(_post(client, group, ["Zoe", "ann ", "Bob", "Cat"], action="use:0:1"))
    assert used.find("input", id_="player-0").attrs["value"] == "Zoë"
    started = _post(client, group, ["Zoë", "ann ", "Bob", "Cat"])
    assert started.status_code == 303
    answer = read_group(client, group)
    assert [p["name"] for p in answer["players"]] == ["Zoë", "Ann", "Bob", "Cat"]
    assert answer["games"][0]["players"] == [1, 2, 3, 4]


def test_a_players_own_name_is_never_asked_about_a_near_one(client):
    """Once a "zoe" existed, tapping the real "✓ Zoë" chip asked "Did you mean zoe?",
    its first (focused) button seating the typo."""
    group = edited_group(client)
    group_game(client, group, ["Zoë", "Ann", "Bob", "Cat"])
    group_game(client, group, ["zoe", "Ann", "Bob", "Cat"])  # a typo, now a player too
    tapped = html(_post(client, group, ["", "Ann", "Bob", "Cat"], action="seat:1"))
    assert tapped.find("input", id_="player-0").attrs["value"] == "Zoë"
    started = _post(client, group, ["Zoë", "Ann", "Bob", "Cat"])
    assert started.status_code == 303
    game_id = started.headers["Location"].split("/")[2]
    game = next(g for g in read_group(client, group)["games"] if g["id"] == game_id)
    assert game["players"][0] == 1  # Zoë, not zoe (5)


def test_an_earlier_spelling_seats_its_player_without_asking(client):
    """After "Sam" was merged into Samira, "sam" kept asking "Did you mean Samira?",
    though the game seats Samira by her earlier spelling anyway."""
    group = edited_group(client)
    group_game(client, group, ["Samira", "Ann", "Bob", "Cat"])
    group_game(client, group, ["Sam", "Dan", "Eve", "Fay"])
    sam = next(p["id"] for p in read_group(client, group)["players"] if p["name"] == "Sam")
    merged = client.post(f"/groups/{group['id']}/players/{sam}",
                         data={"action": "merge", "merge_into": "1", "confirm": "1"})
    assert merged.status_code == 303
    started = _post(client, group, ["sam", "Ann", "Bob", "Cat"])
    assert started.status_code == 303, html(started).find("div", id_="near-0")
    game_id = started.headers["Location"].split("/")[2]
    game = next(g for g in read_group(client, group)["games"] if g["id"] == game_id)
    assert game["players"][0] == 1  # Samira


def test_keeping_a_near_name_makes_a_new_player(client):
    group = edited_group(client)
    group_game(client, group, ["Zoë", "Ann", "Bob", "Cat"])
    kept = _post(client, group, ["Zoe", "Ann", "Bob", "Cat"], kept=["Zoe"])
    assert kept.status_code == 303
    names = [p["name"] for p in read_group(client, group)["players"]]
    assert names == ["Zoë", "Ann", "Bob", "Cat", "Zoe"]


def test_the_game_starts_in_the_group_on_this_phone(client):
    group = edited_group(client)
    started = _post(client, group, ["Ann", "Bob", "Cat", "Dan"])
    assert started.status_code == 303
    game_id = started.headers["Location"].split("/")[2]
    assert started.headers["Location"] == f"/g/{game_id}/table"
    assert client.get(started.headers["Location"]).status_code == 200  # this phone scores
    assert game_links(group_page(client, group)) == [f"/g/{game_id}"]
    # the game's own pages never show the group
    for page in (f"/g/{game_id}", f"/g/{game_id}/table"):
        assert group["id"] not in client.get(page).get_data(as_text=True), page
    # htmx posted it: the whole page goes to the table
    again = client.post(f"/groups/{group['id']}/new", headers={"HX-Request": "true"},
                        data={**FORM, "player": ["Ann", "Bob", "Cat"], "action": "start"})
    assert again.status_code == 204 and again.headers["HX-Redirect"].endswith("/table")


def test_another_game_picked_without_javascript_shows_its_usual_rules_first(app, client):
    group = edited_group(client)
    switched = _post(client, group, ["Ann", "Bob", "Cat", "Dan"], ruleset="black-lady")
    assert switched.status_code == 200
    page = html(switched)
    assert page.find("p", cls="notice").text == \
        "You picked Black Lady: here are its usual rules. Check them, then start."
    assert "checked" in page.find("input", id_="ruleset-black-lady").attrs
    assert _rows(page) == ["Ann", "Bob", "Cat", "Dan"]
    assert count_rows(app, "game") == 0


def test_a_refused_setup_comes_back_beside_its_field_and_files_nothing(app, client):
    group = edited_group(client)
    refused = _post(client, group, ["Ann", "", "", ""])
    assert refused.status_code == 422
    page = html(refused)
    assert page.find("p", id_="error-players") is not None
    assert _rows(page) == ["Ann", "", "", ""]
    assert count_rows(app, "group_game") == 0 and count_rows(app, "game") == 0


def test_only_the_groups_editor_starts_its_games(app, client):
    group = edited_group(client)
    stranger = app.test_client()
    assert stranger.get(f"/groups/{group['id']}/new").status_code == 403
    refused = _post(stranger, group, ["Ann", "Bob", "Cat", "Dan"])
    assert refused.status_code == 403
    assert count_rows(app, "game") == 0
    assert client.get(f"/groups/{group['id']}/new").headers["Cache-Control"] == \
        "private, no-store"


def test_a_name_as_close_to_two_players_asks_with_both_offered(app, client):
    """"Zoe" with both "Zoë" and "zoe" in the group: it seated "zoe" without asking."""
    group = edited_group(client)
    group_game(client, group, ["Zoë", "Ann", "Bob", "Cat"])
    group_game(client, group, ["zoe", "Ann", "Bob", "Cat"])
    games = count_rows(app, "game")
    asked = _post(client, group, ["Zoe", "Ann", "Bob", "Cat"])
    assert asked.status_code == 422 and count_rows(app, "game") == games
    offered = html(asked).find("div", id_="near-0")
    names = {b.attrs["value"] for b in offered.find_all("button") if "use" in b.attrs["value"]}
    zoe = next(p["id"] for p in read_group(client, group)["players"] if p["name"] == "zoe")
    assert names == {"use:0:1", f"use:0:{zoe}"}
    # written as one of them, it seats that one without a question
    assert _post(client, group, ["zoe", "Ann", "Bob", "Cat"]).status_code == 303
