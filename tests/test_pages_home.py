"""Home and the new-game page: every form, the reorder buttons without JavaScript, errors."""
import re

from tests.pages_support import is_partial, text

START = {"ruleset": "rickety-kate", "options_for": "rickety-kate", "player": ["Ann", "Bob", "Cat", "Dan"],
         "first_dealer": "", "end_rule": "reach", "end_score": "100", "moon": "old",
         "action": "start"}


def test_home_full_page_and_partial(client):
    page = client.get("/")
    assert page.status_code == 200
    assert "Start a new game" in text(page) and "HX-Request" in page.headers["Vary"]
    partial = client.get("/", headers={"HX-Request": "true"})
    assert partial.status_code == 200 and is_partial(partial)
    assert "Games you start on this phone appear here" in text(partial)


def test_new_game_form_shows_every_ruleset_with_its_blurb(client):
    from companion.rules import GAMES

    page = client.get("/new")
    assert page.status_code == 200
    body = text(page)
    for preset in GAMES.values():
        assert preset.blurb.replace("'", "&#39;") in body
    assert "Old moon: the shooter scores 0, everyone else +26" in body
    assert 'name="end_score"' in body and 'value="100"' in body
    partial = client.get("/new", headers={"HX-Request": "true"})
    assert is_partial(partial) and 'id="newgame"' in text(partial)


def test_start_game_sets_the_edit_cookie_and_remembers_it(client):
    answer = client.post("/new", data={**START, "first_dealer": "2", "end_score": "50",
                                       "moon": "new"})
    assert answer.status_code == 303
    public_id = re.match(r"/g/([^/]+)/table", answer.headers["Location"]).group(1)
    cookies = answer.headers.getlist("Set-Cookie")
    edit = next(c for c in cookies if c.startswith(f"edit_{public_id}="))
    assert "HttpOnly" in edit and "SameSite=Lax" in edit and f"Path=/g/{public_id}" in edit
    game = client.get(f"/api/v1/games/{public_id}").get_json()
    assert game["players"][2]["name"] == "Cat" and game["first_dealer"] == 2
    assert game["options"]["end_score"] == 50 and game["options"]["moon"] == "new"
    assert client.get(answer.headers["Location"]).status_code == 200
    home = text(client.get("/"))
    assert "Back to a game" in home and "Ann, Bob, Cat, Dan" in home
    assert f"/g/{public_id}/table" in home


def test_empty_rows_are_left_out_and_draw_for_deal_picks_a_seat(client):
    answer = client.post("/new", data={**START, "player": ["Ann", "", "Bob", "Cat", ""]})
    public_id = answer.headers["Location"].split("/")[2]
    game = client.get(f"/api/v1/games/{public_id}").get_json()
    assert [p["name"] for p in game["players"]] == ["Ann", "Bob", "Cat"]
    assert 0 <= game["first_dealer"] < 3


def seat_names(body):
    return re.findall(r'name="player" id="player-\d+" value="([^"]*)"', body)


def test_reorder_add_remove_work_without_javascript(client):
    moved = client.post("/new", data={**START, "action": "up:2", "first_dealer": "2"})
    assert moved.status_code == 200
    assert seat_names(text(moved)) == ["Ann", "Cat", "Bob", "Dan"]
    # the chosen first dealer moves with the player
    assert 'value="1" id="dealer-1" checked' in text(moved)
    down = client.post("/new", data={**START, "action": "down:0"})
    assert seat_names(text(down)) == ["Bob", "Ann", "Cat", "Dan"]
    added = client.post("/new", data={**START, "action": "add"})
    assert seat_names(text(added)) == ["Ann", "Bob", "Cat", "Dan", ""]
    removed = client.post("/new", data={**START, "action": "remove:0"})
    assert seat_names(text(removed)) == ["Bob", "Cat", "Dan"]
    # Enter in a name field presses the hidden refresh button: nothing is created
    refreshed = client.post("/new", data={**START, "action": "refresh"})
    assert refreshed.status_code == 200 and seat_names(text(refreshed))[0] == "Ann"


def test_invalid_setup_is_refused_beside_the_field_with_what_was_typed(client):
    few = client.post("/new", data={**START, "player": ["Ann", "Bob", "", ""]})
    assert few.status_code == 422
    body = text(few)
    assert "Rickety Kate is for 3 to 6 players; you entered 2." in body
    assert body.index("field-error") > body.index('id="players"')
    assert seat_names(body) == ["Ann", "Bob", "", ""]
    twice = client.post("/new", data={**START, "player": ["Ann", "ann", "Cat"]})
    assert twice.status_code == 422 and "Two players are called" in text(twice)
    score = client.post("/new", data={**START, "end_score": "lots"})
    assert score.status_code == 422
    body = text(score)
    assert "End score must be a whole number." in body and 'value="lots"' in body
    assert body.index("field-error") > body.index('id="option-end_score"')
    big = client.post("/new", data={**START, "end_score": "0"})
    assert big.status_code == 422 and "End score must be a whole number from 1 to 10000" in text(big)
    assert "recent-list" not in text(client.get("/"))  # nothing was created


def test_picking_another_ruleset_shows_its_usual_rules(client):
    partial = client.post("/new/options", data={**START, "ruleset": "black-lady"},
                          headers={"HX-Request": "true"})
    assert partial.status_code == 200 and is_partial(partial)
    body = text(partial)
    assert body.lstrip().startswith("<fieldset") and 'value="black-lady"' in body
    assert re.search(r'name="moon" value="lot" checked', body)
    assert "10♠ counts 15 instead of 20" in body
    # without JavaScript: starting with the old ruleset's options shows the new ones first
    switched = client.post("/new", data={**START, "ruleset": "black-lady"})
    assert switched.status_code == 200
    assert "You picked Black Lady: here are its usual rules." in text(switched)
    assert seat_names(text(switched)) == ["Ann", "Bob", "Cat", "Dan"]
    started = client.post("/new", data={**START, "ruleset": "black-lady",
                                        "options_for": "black-lady", "end_rule": "time",
                                        "moon": "lot", "time_limit_minutes": "45"})
    assert started.status_code == 303
    public_id = started.headers["Location"].split("/")[2]
    options = client.get(f"/api/v1/games/{public_id}").get_json()["options"]
    assert options["time_limit_minutes"] == 45 and options["moon"] == "lot"


def test_flags_and_unchecked_boxes(client):
    data = {**START, "jack_of_diamonds": ["0", "1"], "first_trick": ["0"]}
    public_id = client.post("/new", data=data).headers["Location"].split("/")[2]
    options = client.get(f"/api/v1/games/{public_id}").get_json()["options"]
    assert options["jack_of_diamonds"] is True and options["first_trick"] is False


def test_odd_new_game_forms_never_break_the_page(client):
    odd = [
        {},
        {"ruleset": "poker", "player": ["A"] * 50, "first_dealer": "abc"},
        {**START, "first_dealer": "99"},
        {**START, "first_dealer": "1", "player": ["Ann", "", "Cat", "Dan"]},
        {**START, "action": "up:999"}, {**START, "action": "remove:-1"}, {**START, "action": "zzz"},
        {**START, "end_score": "1" * 40, "renege_penalty": "-5", "decks": "3"},
        {**START, "moon": "sideways", "tie": None},
    ]
    for form in odd:
        answer = client.post("/new", data={k: v for k, v in form.items() if v is not None})
        assert answer.status_code in (200, 303, 422), (form, answer.status_code)
    answer = client.post("/new", data={**START, "first_dealer": "1", "player": ["Ann", "", "Cat", "Dan"]})
    assert answer.status_code == 422 and "The first dealer&#39;s row has no name" in text(answer)


def test_new_game_form_states_each_rulesets_moon_from_the_engine(client):
    """The form summed one copy of each penalty card: Cancellation (two decks) said +26."""
    for ruleset, moon in (("rickety-kate", 26), ("cancellation", 52), ("black-maria", 43),
                          ("rickety-kate-46", 46), ("dirty-liz", 36)):
        body = text(client.get(f"/new?ruleset={ruleset}"))
        assert f"Old moon: the shooter scores 0, everyone else +{moon}" in body, ruleset
