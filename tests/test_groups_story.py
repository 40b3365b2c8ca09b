"""A group's story through the API on both databases: ratings equal to openskill's own
computation from the same placings, records worked out by hand, a correction of an early
hand that moves ratings, records and ranking at once, a season, an import that rebuilds
the same, and a bad day refused."""
from openskill.models import PlackettLuce

from companion.groups import replay
from tests.groups_support import ONE_HAND, group_game, hand, new_group, player_id, read_group
from tests.helpers import auth, play


def story(client, group, what, **args):
    query = "&".join(f"{k}={v}" for k, v in args.items())
    response = client.get(f"/api/v1/groups/{group['id']}/{what}" + (f"?{query}" if query else ""))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def known_group(client):
    """Three one-hand games of Hearts: Ann wins, then Bob, then Ann and Cat share it."""
    group = new_group(client, "Środa")
    first = group_game(client, group, options=ONE_HAND)
    hand(client, first, 1, {2: 8, 3: 5})  # Ann 0, Bob 13, Cat 8, Dan 5
    second = group_game(client, group, ("Ann", "Bob", "Cat"), options=ONE_HAND)
    hand(client, second, 0, {0: 6, 2: 7})  # Ann 19, Bob 0, Cat 7
    third = group_game(client, group, ("Ann", "Bob", "Cat", "Dan"),
                       options={**ONE_HAND, "tie": "draw"})
    play(client, third, points=[0, 20, 0, 6])  # Ann and Cat share it
    return group, [first, second, third]


def test_ratings_are_openskills_own_from_the_same_placings(client):
    group, _games = known_group(client)
    answer = read_group(client, group)
    ann, bob, cat, dan = (player_id(answer, n) for n in ("Ann", "Bob", "Cat", "Dan"))
    model = PlackettLuce()
    r = {p: model.rating() for p in (ann, bob, cat, dan)}
    for seats, ranks in (((ann, bob, cat, dan), [1, 4, 3, 2]), ((ann, bob, cat), [3, 1, 2]),
                         ((ann, bob, cat, dan), [1, 3, 1, 2])):
        rated = model.rate([[r[p]] for p in seats], ranks=ranks)
        for p, (new,) in zip(seats, rated):
            r[p] = new
    ranking = story(client, group, "ratings")["ranking"]
    got = {row["player"]: row for row in ranking}
    for p in r:
        assert abs(got[p]["mu"] - r[p].mu) < 1e-3 and abs(got[p]["sigma"] - r[p].sigma) < 1e-3
        assert got[p]["provisional"] is True  # three games: under five
    assert [row["player"] for row in ranking] == sorted(r, key=lambda p: -r[p].ordinal())


def test_records_worked_out_by_hand(client):
    group, games = known_group(client)
    answer = read_group(client, group)
    ann, bob = player_id(answer, "Ann"), player_id(answer, "Bob")
    found = {(r["code"], r["ruleset"]): r for r in story(client, group, "records")["records"]}
    assert (found["best_total", "hearts"]["player"], found["best_total", "hearts"]["value"],
            found["best_total", "hearts"]["game"]) == (ann, 0, games[0]["id"])
    assert (found["worst_hand", "hearts"]["player"], found["worst_hand", "hearts"]["value"]) \
        == (bob, 20)
    assert (found["longest_losing_run", None]["player"],
            found["longest_losing_run", None]["value"]) == (player_id(answer, "Cat"), 2)
    # (Dan lost two in a row too, but later: the earlier record stands)


def test_a_correction_of_an_early_hand_moves_everything_at_once(client):
    group, games = known_group(client)
    before = story(client, group, "ratings")
    records_before = story(client, group, "records")
    # the first game corrected: Dan took everything, Ann nothing less
    assert client.put(f"/api/v1/games/{games[0]['id']}/hands/1", headers=auth(games[0]),
                      json={"points": [0, 0, 0, 26]}).status_code == 200
    after = story(client, group, "ratings")
    assert after["version"] > before["version"] and after["ranking"] != before["ranking"]
    worst = {(r["code"], r["ruleset"]): r for r in story(client, group, "records")["records"]}
    assert worst["worst_hand", "hearts"]["value"] == 26
    assert story(client, group, "records") != records_before


def test_a_season_counts_its_games_only(client):
    group, _games = known_group(client)
    empty = story(client, group, "ratings", **{"from": "2001-01-01", "to": "2001-12-31"})
    assert empty["ranking"] == [] and empty["from"] == "2001-01-01"
    whole = story(client, group, "statistics", **{"from": "2001-01-01"})
    assert len(whole["stats"]) == 4
    refused = client.get(f"/api/v1/groups/{group['id']}/ratings?from=28.11.2026")
    assert refused.status_code == 422 and refused.get_json()["code"] == "not_a_day"
    backwards = client.get(f"/api/v1/groups/{group['id']}/evenings?from=2026-12-01&to=2026-01-01")
    assert backwards.get_json()["code"] == "season_backwards"


def test_a_players_page(client):
    group, games = known_group(client)
    ann = player_id(read_group(client, group), "Ann")
    page = story(client, group, f"players/{ann}")
    assert page["placings"] == {"1": 2, "3": 1} and len(page["history"]) == 3
    assert [g["game"] for g in page["games"]] == [g["id"] for g in games[::-1]]
    assert {row["games"] for row in page["against"]} == {3, 2}
    assert client.get(f"/api/v1/groups/{group['id']}/players/99").status_code == 404


def test_an_import_rebuilds_the_same_ratings_and_records(app, client):
    group, _games = known_group(client)
    data = client.get(f"/api/v1/groups/{group['id']}/export.json").get_json()
    with app.app_context():
        made = replay.import_group(data, "Kopia")
    copy = {"id": made["group"].public_id}
    strip = ("version", "history", "from", "to")
    mine, theirs = story(client, group, "ratings"), story(client, copy, "ratings")
    numbers = {p["id"]: p["name"] for p in read_group(client, group)["players"]}
    again = {p["name"]: p["id"] for p in read_group(client, copy)["players"]}
    same = [{**row, "player": again[numbers[row["player"]]]} for row in mine["ranking"]]
    assert same == theirs["ranking"]
    assert [{k: v for k, v in r.items() if k not in ("game", "player", "at")}
            for r in story(client, group, "records")["records"]] == [
        {k: v for k, v in r.items() if k not in ("game", "player", "at")}
        for r in story(client, copy, "records")["records"]]
    assert strip


def test_the_group_page_ranks_everyone_and_lists_the_records(client):
    from tests.pages_support import html
    group, _games = known_group(client)
    page = html(client.get(f"/groups/{group['id']}"))
    rows = page.find(id_="ranking").find_all("li", cls="ranking-row")
    ranking = story(client, group, "ratings")["ranking"]
    assert [r.find(cls="ranking-name").text for r in rows] == [
        {p["id"]: p["name"] for p in read_group(client, group)["players"]}[row["player"]]
        for row in ranking]
    assert all("is-provisional" in r.attrs["class"] for r in rows)
    records = page.find(id_="records").find_all("li", cls="record")
    assert len(records) == len(story(client, group, "records")["records"])
    empty = html(client.get(f"/groups/{group['id']}?from=2001-01-01&to=2001-12-31"))
    assert empty.find(id_="ranking").find("li", cls="ranking-row") is None
    wrong = html(client.get(f"/groups/{group['id']}?from=yesterday"))
    assert wrong.find(id_="ranking").find(cls="error") is not None  # and the whole story
    assert len(wrong.find(id_="ranking").find_all("li", cls="ranking-row")) == 4


def test_a_players_page_shows_their_rating_over_time(client):
    from tests.pages_support import html
    group, _games = known_group(client)
    ann = player_id(read_group(client, group), "Ann")
    page = html(client.get(f"/groups/{group['id']}/players/{ann}"))
    section = page.find(id_="rating")
    assert len(section.find("svg", cls="rating-chart").find_all("circle")) == 4  # 0 and 3 games
    assert len(section.find("ul", cls="against").find_all("li")) == 3


def test_a_partnership_game_places_teams_and_partners_are_not_opponents(client):
    group = new_group(client, "Pary")
    game = group_game(client, group, ruleset="partnership", options=ONE_HAND)
    play(client, game, points=[13, 3, 7, 3])  # Ann and Cat 20, Bob and Dan 6: they win
    answer = read_group(client, group)
    ann, cat = player_id(answer, "Ann"), player_id(answer, "Cat")
    page = story(client, group, f"players/{ann}")
    assert page["placings"] == {"2": 1}  # second of two teams, not third of four
    assert cat not in [row["player"] for row in page["against"]]


def test_a_missing_player_is_404_even_with_a_current_copy(client):
    group, _games = known_group(client)
    first = client.get(f"/api/v1/groups/{group['id']}/ratings")
    missing = client.get(f"/api/v1/groups/{group['id']}/players/99",
                         headers={"If-None-Match": first.headers["ETag"]})
    assert missing.status_code == 404


def test_a_season_keeps_its_evenings_and_series_only(client):
    group, _games = known_group(client)
    kept = story(client, group, "evenings", **{"from": "2001-01-01", "to": "2001-01-02"})
    assert kept["evenings"] == [] and kept["series"] == []
    assert story(client, group, "evenings")["evenings"] != []


def test_a_hand_saved_in_tonights_game_makes_no_rating_or_record_again(client, monkeypatch):
    """Ratings, records and a player's page count finished games alone: they are kept under
    those games' versions, so a hand saved in a game still on costs them nothing, and the
    game's end moves them at once."""
    from companion.groups import ratings, records

    group, _games = known_group(client)
    live = group_game(client, group, options={**ONE_HAND, "end_hands": 2})
    before = {what: story(client, group, what) for what in ("ratings", "records", "players/1")}
    made = []
    for module, name in ((ratings, "rate"), (records, "records")):
        real = getattr(module, name)
        monkeypatch.setattr(module, name,
                            lambda *a, real=real, **k: made.append(1) or real(*a, **k))
    hand(client, live, 1, {2: 8, 3: 5})
    version = read_group(client, group)["version"]
    for what, answer in before.items():
        again = story(client, group, what)
        assert again["version"] == version > answer["version"]
        assert {**again, "version": answer["version"]} == answer
    assert made == []
    hand(client, live, 1, {2: 8, 3: 5})  # the game's end: Ann wins again
    assert story(client, group, "ratings") != before["ratings"]
    assert story(client, group, "records") != before["records"] and made
