"""Evenings and series: standings of a group's games played together (wins, then places,
then points, never added across rulesets), counted from the stored hands."""
from urllib.parse import urlsplit

from sqlalchemy import text

from companion import db
from companion.games import service
from companion.groups import Filing, following
from companion.groups.evenings import EVENING_GAP, split_evenings
from companion.groups.standings import places, standings
from tests.groups_pages_support import group_page
from tests.groups_support import (count_rows, group_auth, group_game, hand, new_group, player_id,
                                  read_group, spread)
from tests.helpers import cards, play
from tests.pages_support import claimed_game, html, page_url

NAMES = {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan"}


def game(order, started, totals, winners, seats=(1, 2, 3, 4), ruleset="hearts",
         finished=True):
    """A game as the group's summaries hold it (stats.summarise)."""
    return {"id": f"g{order}", "order": order, "started_at": started, "ruleset": ruleset,
            "players": list(seats),
            "summary": {"status": "finished" if finished else "playing", "totals": totals,
                        "winners": winners if finished else [],
                        "finished_at": started + 3600 if finished else None}}


def test_places_share_a_draw_and_skip_the_next():
    summary = {"totals": [10, 10, 30, 20], "winners": [0, 1]}
    assert places(summary) == [1, 1, 4, 3]
    tie_break = {"totals": [40, 40, 60, 70], "winners": [1]}  # Bob won the tie-break hand
    assert places(tie_break) == [2, 1, 3, 4]


def test_wins_then_places_then_points():
    games = [game(1, 0, [10, 20, 30, 40], [0]),  # Ann 1st, Bob 2nd, Cat 3rd, Dan 4th
             game(2, 3600, [30, 10, 20, 40], [1]),  # Bob 1st, Cat 2nd, Ann 3rd, Dan 4th
             game(3, 7200, [50, 40, 5, 60], [2])]  # Cat 1st, Bob 2nd, Ann 3rd, Dan 4th
    rows = standings(games, NAMES)
    assert [(r["name"], r["rank"], r["wins"], r["places"]) for r in rows] == [
        ("Bob", 1, 1, [1, 2]),  # one win and two seconds
        ("Cat", 2, 1, [1, 1, 1]),
        ("Ann", 3, 1, [1, 0, 2]),
        ("Dan", 4, 0, [0, 0, 0, 3])]
    assert rows[0]["points"] == {"hearts": 70} and rows[0]["games"] == 3


def test_points_break_a_tie_only_within_one_ruleset():
    same = [game(1, 0, [10, 20, 30, 40], [0]), game(2, 100, [25, 5, 30, 40], [1])]
    rows = standings(same, NAMES)  # Ann and Bob: one win, one second each
    assert [(r["name"], r["rank"]) for r in rows[:2]] == [("Bob", 1), ("Ann", 2)]  # 25 < 35
    mixed = [game(1, 0, [10, 20, 30, 40], [0]),
             game(2, 100, [25, 5, 30, 40], [1], ruleset="black-lady")]
    rows = standings(mixed, NAMES)
    assert [r["rank"] for r in rows[:2]] == [1, 1]  # level: points never added across games
    assert rows[0]["name"] == "Ann" and rows[0]["points"] == {"hearts": 10, "black-lady": 25}


def test_unfinished_games_do_not_count():
    rows = standings([game(1, 0, [0, 0, 0, 0], [], finished=False)], NAMES)
    assert rows == []


def test_an_evening_ends_after_a_long_pause():
    games = [game(1, 0, [1, 2, 3, 4], [0]),
             game(2, 2 * 3600, [1, 2, 3, 4], [0]),  # two hours later: the same evening
             # game 2 ended at 3 hours; a pause longer than the gap starts another evening
             game(3, 3 * 3600 + EVENING_GAP + 1, [1, 2, 3, 4], [0]),
             game(4, 3 * 3600 + EVENING_GAP + 60, [1, 2, 3, 4], [0])]
    assert [[g["order"] for g in e] for e in split_evenings(games)] == [[1, 2], [3, 4]]
    # a long game counts from its end: the next game started 5 hours after its start
    long_game = game(1, 0, [1, 2, 3, 4], [0])
    long_game["summary"]["finished_at"] = 4 * 3600
    later = game(2, 5 * 3600 + EVENING_GAP - 3600, [1, 2, 3, 4], [0])
    assert len(split_evenings([long_game, later])) == 1


# --- through the API: the group's games, their hands, a correction ---------------------

def evenings(client, group):
    response = client.get(f"/api/v1/groups/{group['id']}/evenings")
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_an_evenings_standings_follow_a_correction(app, client):
    group = new_group(client)
    first = group_game(client, group)
    second = group_game(client, group)
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})  # Ann 13: Dan wins (3)
    hand(client, second, 1, {0: 6, 2: 4, 3: 3})  # Bob 13: Dan wins again
    made = evenings(client, group)
    assert len(made["evenings"]) == 1 and made["series"] == []
    evening = made["evenings"][0]
    assert evening["games"] == [first["id"], second["id"]] and evening["finished"] == 2
    assert [(r["name"], r["wins"]) for r in evening["standings"]][:1] == [("Dan", 2)]
    etag = client.get(f"/api/v1/groups/{group['id']}/evenings").headers["ETag"]
    assert client.get(f"/api/v1/groups/{group['id']}/evenings",
                      headers={"If-None-Match": etag}).status_code == 304
    # correct the second game's hand: Ann took 3 hearts instead of Dan, so Ann wins it
    body = {"captured": cards(spread(1, {0: 3, 2: 4, 3: 6}))}
    fixed = client.put(f"/api/v1/games/{second['id']}/hands/1", json=body,
                       headers={"Authorization": "Bearer " + second["edit_token"]})
    assert fixed.status_code == 200, fixed.get_json()
    rows = evenings(client, group)["evenings"][0]["standings"]
    wins = {r["name"]: r["wins"] for r in rows}
    assert wins == {"Ann": 1, "Bob": 0, "Cat": 0, "Dan": 1}
    assert [r["name"] for r in rows[:2]] == ["Dan", "Ann"]  # Dan: a win and a 2nd
    assert client.get(f"/api/v1/groups/{group['id']}/evenings",
                      headers={"If-None-Match": etag}).status_code == 200


def test_games_days_apart_are_two_evenings(app, client):
    group = new_group(client)
    moment = [1_800_000_000.0]
    app.config["CLOCK"] = lambda: moment[0]
    group_game(client, group)
    moment[0] += 7 * 24 * 3600
    late = group_game(client, group)
    made = evenings(client, group)
    assert [len(e["games"]) for e in made["evenings"]] == [1, 1]
    assert made["evenings"][0]["games"] == [late["id"]]
    assert [e["number"] for e in made["evenings"]] == [2, 1]  # newest first


def test_an_unknown_group_has_no_evenings(client):
    assert client.get("/api/v1/groups/nope/evenings").status_code == 404


# --- the big screen: the evening under the game's, when the scorer turns it on ----------

def claimed(client, group, players=("Ann", "Bob", "Cat", "Dan")):
    made = group_game(client, group, players)
    client.get(urlsplit(made["links"]["scorer"]).path)
    return made


def test_the_scorer_turns_the_evenings_standings_on_the_big_screen(app, client):
    group = new_group(client)
    earlier = group_game(client, group)
    hand(client, earlier, 0, {1: 6, 2: 4, 3: 3})
    tonight = claimed(client, group)
    watcher = app.test_client()
    assert html(watcher.get(page_url(tonight, "/big"))).find("section", cls="evening") is None
    share = html(client.get(page_url(tonight, "/share")))
    form = share.find("form", id_="big-evening")
    assert form.find("input", name="show").attrs["value"] == "1"
    shown = client.post(page_url(tonight, "/evening"), data={"show": "1", "back": "share"})
    assert shown.status_code == 303
    big = html(watcher.get(page_url(tonight, "/big")))
    evening = big.find("section", cls="evening")
    assert evening is not None
    names = [th.text for th in evening.find_all("th", scope="row")]
    assert names[0] == "Dan" and set(names) == {"Ann", "Bob", "Cat", "Dan"}
    assert group["id"] not in watcher.get(page_url(tonight, "/big")).get_data(as_text=True)
    client.post(page_url(tonight, "/evening"), data={"show": "0"})
    assert html(watcher.get(page_url(tonight, "/big"))).find("section", cls="evening") is None


def test_a_lone_game_has_no_evening_setting(client):
    created = claimed_game(client)
    assert html(client.get(page_url(created, "/share"))).find("form", id_="big-evening") is None
    assert client.post(page_url(created, "/evening"), data={"show": "1"}).status_code == 422


def test_a_game_started_in_a_group_may_start_a_series(client):
    group = new_group(client)
    body = {"ruleset": "hearts", "players": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0,
            "options": {"end_rule": "hands", "end_hands": 1}, "group": group["id"]}
    with client.application.app_context():
        service.create_game("hearts", body["players"], body["options"], 0,
                            group=Filing(group["id"], group["edit_token"],
                                         series=following.new_series("Friday final", "3")))
    made = evenings(client, group)
    assert [(s["name"], s["length"], s["left"]) for s in made["series"]] == [
        ("Friday final", 3, 3)]


def test_the_api_starts_a_series_with_a_group_game_and_refuses_it_alone(client):
    group = new_group(client)
    group_game(client, group, series={"name": "Best of 5", "length": 5})
    group_game(client, group)  # a game of its own: not in the series
    [series] = evenings(client, group)["series"]
    assert (series["name"], series["length"], len(series["games"])) == ("Best of 5", 5, 1)
    lone = client.post("/api/v1/games", json={"ruleset": "hearts", "players": ["A", "B", "C"],
                                              "series": {"name": "Best of 5"}})
    assert lone.status_code == 422 and lone.get_json()["field"] == "series"
    for bad, field in (({"name": "x", "length": 1}, "series_length"),
                       ({"name": ""}, None), ("Best of 5", "series"),
                       ({"name": "x", "games": 3}, "series")):
        body = {"ruleset": "hearts", "players": ["A", "B", "C"], "group": group["id"],
                "series": bad}
        answer = client.post("/api/v1/games", json=body,
                             headers={"Authorization": "Bearer " + group["edit_token"]})
        if field is None:
            assert answer.status_code == 201  # an empty name starts no series
        else:
            assert answer.status_code == 422 and answer.get_json()["field"] == field, bad
    assert len(evenings(client, group)["series"]) == 1
    wrong = client.post("/api/v1/games", json={
        "ruleset": "hearts", "players": ["A", "B", "C"], "group": group["id"],
        "series": {"name": "x", "length": 1}}, headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 403  # the token before a word about the body


def test_an_evening_of_mixed_games_names_each_rows_game_under_the_name(client):
    """A Points column of "Black Lady 12 · Omnibus Hearts 3" pushed the group page 585 px
    wide on a 390 px phone; and a row with one game said "-8" without saying which."""
    group = new_group(client)
    hand(client, group_game(client, group), 0, {1: 6, 2: 4, 3: 3})  # Dan wins, Ann 13
    one = group_page(client, group).find("section", cls="evening")
    assert [th.text for th in one.find("thead").find_all("th")][-1] == "Points"
    assert one.find("span", cls="points-under") is None
    play(client, group_game(client, group, ("Ann", "Bob", "Cat", "Dan", "Eve"),
                            ruleset="omnibus"))
    mixed = group_page(client, group).find("section", cls="evening")
    assert "Points" not in [th.text for th in mixed.find("thead").find_all("th")]
    under = {row.find("th").children[0].strip(): [p.text for p in row.find_all(cls="points-part")]
             for row in mixed.find("tbody").find_all("tr")}
    assert len(under["Eve"]) == 1 and under["Eve"][0].startswith("Omnibus Hearts ")
    assert under["Ann"][0] == "Hearts 13" and under["Ann"][1].startswith("Omnibus Hearts ")


def test_an_evening_is_dated_where_the_group_sits(app, client):
    """An evening in New York that starts at 22:30 on a Friday is 03:30 on Saturday in
    UTC: it was labelled the next day. A group keeps its browser's time zone."""
    friday_night = 1_800_000_000.0  # 2027-01-15 08:00 UTC
    friday_night += 19.5 * 3600  # 03:30 UTC on Saturday: 22:30 on Friday in New York
    app.config["CLOCK"] = lambda: friday_night
    days = {}
    for zone in ("America/New_York", None):
        body = {"name": "Friday cards", **({"time_zone": zone} if zone else {})}
        group = client.post("/api/v1/groups", json=body).get_json()
        assert read_group(client, group)["time_zone"] == zone
        hand(client, group_game(client, group), 0, {1: 6, 2: 4, 3: 3})
        evening = evenings(client, group)["evenings"][0]
        page = group_page(client, group)
        days[zone] = (evening["day"], page.find("section", cls="evening").find("time").attrs["datetime"],
                      page.find("section", cls="evening").find("h3").text)
    assert days["America/New_York"] == ("2027-01-15", "2027-01-15", "Evening of Fri, Jan 15, 2027")
    assert days[None] == ("2027-01-16", "2027-01-16", "Evening of Sat, Jan 16, 2027")


def test_a_time_zone_the_server_does_not_know_is_refused_and_writes_nothing(app, client):
    # the zone database's files that are no place: the server's own zone, its copies
    no_place = ("localtime", "posix/Europe/Warsaw", "right/Europe/Warsaw", "Factory")
    for zone in ("Mars/Olympus_Mons", "../../etc/passwd", "", 5, "A" * 65, *no_place):
        response = client.post("/api/v1/groups", json={"name": "Friday", "time_zone": zone})
        assert response.status_code == 422, (zone, response.get_json())
        assert response.get_json()["code"] == "time_zone_unknown"
        assert response.get_json()["field"] == "time_zone"
        assert str(zone)[:64] in response.get_json()["error"]  # says which
    assert count_rows(app, "playgroup") == 0


def test_a_zone_kept_by_an_older_version_is_still_read(app, client):
    """"localtime" was accepted once: the group's pages and answers still read."""
    group = new_group(client)
    hand(client, group_game(client, group), 0, {1: 6, 2: 4, 3: 3})
    with app.app_context(), db.get_engine().begin() as c:
        c.execute(text("UPDATE playgroup SET time_zone = :z, version = version + 1"),
                  {"z": "localtime"})
    assert read_group(client, group)["time_zone"] == "localtime"
    assert len(evenings(client, group)["evenings"]) == 1
    assert client.get(f"/groups/{group['id']}").status_code == 200


def test_the_big_screen_names_one_person_once(app, client):
    """The game's standings said "Sam" and the evening's under them "Samira", for one
    person: the evening now says "Samira (Sam)"."""
    group = new_group(client)
    hand(client, group_game(client, group, ("Samira", "Bob", "Cat", "Dan")), 0,
         {1: 6, 2: 4, 3: 3})
    hand(client, group_game(client, group, ("Sam", "Eve", "Fay", "Gus")), 0, {1: 6, 2: 4, 3: 3})
    sam = player_id(read_group(client, group), "Sam")
    merged = client.patch(f"/api/v1/groups/{group['id']}/players/{sam}", json={"merge_into": 1},
                          headers=group_auth(group))
    assert merged.status_code == 200
    tonight = claimed(client, group, ("Sam", "Bob", "Cat", "Dan"))  # seated as Samira
    client.post(page_url(tonight, "/evening"), data={"show": "1", "back": "share"})
    big = html(app.test_client().get(page_url(tonight, "/big")))
    game_names = [e.text for e in big.find("table", cls="standings-table").find_all(
        "span", cls="player-name")]
    evening = [th.text for th in big.find("section", cls="evening").find_all("th", scope="row")]
    assert "Sam" in game_names and "Samira" not in game_names
    assert "Samira (Sam)" in evening and "Samira" not in evening and "Bob" in evening
