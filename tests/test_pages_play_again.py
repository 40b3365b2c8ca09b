"""Play again: the finished game leads its watchers on to the next game, and a group
game's next game keeps its group, players, seats and series."""
import json
from urllib.parse import urlsplit

from sqlmodel import select

from companion import db
from companion.db.models import Game
from companion.groups import replay
from tests.groups_pages_support import group_page
from tests.groups_support import group_auth, group_game, hand, new_group, read_group
from tests.helpers import HEARTS, play, state
from tests.pages_support import claimed_game, html, page_url, text

OVER_AFTER_ONE = {"end_rule": "hands", "end_hands": 1}


def finished_game(client, **extra):
    created = claimed_game(client, "hearts", options=OVER_AFTER_ONE, **extra)
    play(client, created, give={0: ["QS"], 1: HEARTS[:6], 2: HEARTS[6:10], 3: HEARTS[10:]})
    assert state(client, created)["status"] == "finished"
    return created


def next_link(response):
    """The "Next game →" link of a page, or None."""
    links = [a for a in html(response).find_all("a") if a.text.strip().startswith("Next game")]
    assert len(links) <= 1
    return links[0].attrs["href"] if links else None


def played_again(client, created, **form):
    response = client.post(page_url(created, "/again"), data=form)
    assert response.status_code == 303, text(response)
    return response.headers["Location"].split("/")[2]


def test_the_finished_scoreboard_links_to_the_next_game_on_its_next_poll(app, client):
    created = finished_game(client)
    watcher = app.test_client()  # no edit cookie
    board = watcher.get(page_url(created))
    assert next_link(board) is None
    live = html(board).find("div", id_="board")
    assert "data-poll" in live.attrs  # a finished board still polls
    poll = live.attrs["data-hx-get"]
    assert watcher.get(poll).status_code == 204  # nothing new yet
    etag = board.headers["ETag"]

    new_id = played_again(client, created)
    fragment = watcher.get(poll, headers={"HX-Request": "true"})
    assert fragment.status_code == 200  # the poll sees the finished game move on
    assert next_link(fragment) == f"/g/{new_id}"
    # without JavaScript: the page reloads by itself, and is not a 304 any more
    reloaded = watcher.get(page_url(created), headers={"If-None-Match": etag})
    assert reloaded.status_code == 200 and next_link(reloaded) == f"/g/{new_id}"
    assert watcher.get(f"/g/{new_id}").status_code == 200


def test_the_finished_big_screen_leads_to_the_next_big_screen(app, client):
    created = finished_game(client)
    new_id = played_again(client, created)
    watcher = app.test_client()
    assert next_link(watcher.get(page_url(created, "/big"))) == f"/g/{new_id}/big"


def test_play_again_twice_leads_to_the_same_next_game(app, client):
    created = finished_game(client)
    new_id = played_again(client, created)
    assert played_again(client, created) == new_id  # this phone scores it: its table
    end = client.get(page_url(created, "/table"))
    assert next_link(end) == f"/g/{new_id}/table"
    assert html(end).find("form", cls="play-again") is None
    # another phone with the old scorer link: the conflict, pointing to the scoreboard
    other = app.test_client()
    claim = urlsplit(f"/g/{created['id']}/edit/{created['edit_token']}").path
    other.get(claim)
    refused = other.post(page_url(created, "/again"))
    assert refused.status_code == 409
    assert "already played again" in text(refused)
    assert next_link(refused) == f"/g/{new_id}"
    assert client.get(f"/api/v1/games/{new_id}").status_code == 200


def test_the_next_game_keeps_players_seats_options_and_moves_the_deal(client):
    created = finished_game(client)
    new_id = played_again(client, created)
    fresh = client.get(f"/api/v1/games/{new_id}").get_json()
    old = state(client, created)
    assert [p["name"] for p in fresh["players"]] == [p["name"] for p in old["players"]]
    assert fresh["options"] == old["options"] and fresh["first_dealer"] == 1
    assert "follows" not in fresh and created["id"] not in str(fresh)  # no link back


def claimed_group_game(client, group, players=("Ann", "Bob", "Cat", "Dan")):
    game = group_game(client, group, players)
    client.get(urlsplit(game["links"]["scorer"]).path)
    return game


def test_a_group_games_next_game_stays_in_the_group_with_the_same_players(client):
    group = new_group(client)
    game = claimed_group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    new_id = played_again(client, game)
    answer = read_group(client, group)
    games = {g["id"]: g for g in answer["games"]}
    assert set(games) == {game["id"], new_id}
    assert games[new_id]["players"] == games[game["id"]]["players"]  # same people, same seats
    assert len(answer["players"]) == 4
    # the scorer's pages of the new game still say nothing of the group
    page = text(client.get(f"/g/{new_id}/table"))
    assert group["id"] not in page and "/groups/" not in page


def test_a_series_is_kept_by_play_again_until_its_games_are_played(client):
    group = new_group(client)
    game = claimed_group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    end = html(client.get(page_url(game, "/table")))
    assert end.find("input", id_="series-name") is not None  # a group game may start one
    second = played_again(client, game, series_name="Best of 3", series_length="3")
    ids = [game["id"], second]
    for _ in range(3):  # the series' three games, each played and played again
        play_one(client, ids[-1])
        words = html(client.get(f"/g/{ids[-1]}/table")).find("p", cls="series-next")
        ids.append(played_again(client, {"id": ids[-1]}))
    assert "is over: the next game is in no series" in words.text
    series = evenings_of(client, group)["series"]
    assert [s["name"] for s in series] == ["Best of 3"]
    assert series[0]["games"] == ids[1:4] and series[0]["left"] == 0 and series[0]["over"]
    # the group's page names the winner of the finished series, and by how much
    winner = series[0]["standings"][0]["name"]
    shown = group_page(client, group).text
    assert f"Over after 3 games: {winner} wins 3–0" in shown
    # so do the last game's table (with the series' name), scoreboard and big screen
    # (without: they never name anything of the group); the games before it do not
    last, watcher = ids[3], client.application.test_client()
    said = {tail: html(watcher.get(f"/g/{last}{tail}")).find("p", cls="series-end")
            for tail in ("", "/big")}
    assert {tail: p.text for tail, p in said.items()} == {
        tail: f"The series is over: {winner} wins 3–0" for tail in said}
    table = html(client.get(f"/g/{last}/table")).find("p", cls="series-end")
    assert table.text == f"Best of 3 · Over after 3 games: {winner} wins 3–0"
    assert html(client.get(f"/g/{ids[2]}")).find("p", cls="series-end") is None
    assert html(client.get(f"/g/{ids[0]}/table")).find("p", cls="series-end") is None
    # the game's pages spell the winner as the game does, not as the group now does
    number = series[0]["standings"][0]["player"]
    renamed = client.patch(f"/api/v1/groups/{group['id']}/players/{number}",
                           json={"name": "Somebody Else"}, headers=group_auth(group))
    assert renamed.status_code == 200
    said = html(watcher.get(f"/g/{last}")).find("p", cls="series-end").text
    assert said == f"The series is over: {winner} wins 3–0"
    table = html(client.get(f"/g/{last}/table")).find("p", cls="series-end").text
    assert table == f"Best of 3 · Over after 3 games: {winner} wins 3–0"


def test_a_refused_series_is_said_beside_its_field_and_makes_nothing(client):
    group = new_group(client)
    game = claimed_group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    refused = client.post(page_url(game, "/again"),
                          data={"series_name": "Best of 5", "series_length": "1"})
    assert refused.status_code == 422
    error = html(refused).find("p", id_="again-error")
    assert error is not None and "2 to 99 games" in error.text
    field = html(refused).find("input", id_="series-length")
    assert field.attrs["aria-invalid"] == "true" and "autofocus" in field.attrs
    assert field.attrs["value"] == "1"  # what was typed stays
    assert html(refused).find("input", id_="series-name").attrs["value"] == "Best of 5"
    assert len(read_group(client, group)["games"]) == 1


def test_after_the_groups_lock_play_again_makes_a_lone_game(client):
    """The group's lock revokes every link given out to file games in it: a scorer link
    of a game filed before still plays again, but into no group (and offers no series)."""
    group = new_group(client)
    game = claimed_group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    assert client.post(f"/api/v1/groups/{group['id']}/lock",
                       headers=group_auth(group)).status_code == 200
    end = html(client.get(page_url(game, "/table")))
    assert end.find("form", cls="play-again") is not None
    assert end.find("input", id_="series-name") is None
    refused = client.post(page_url(game, "/again"), data={"series_name": "Best of 5"})
    assert refused.status_code == 422  # (a crafted form: the page offers no series)
    assert "Next game" not in text(refused)
    new_id = played_again(client, game)
    assert [g["id"] for g in read_group(client, group)["games"]] == [game["id"]]
    assert client.get(f"/g/{new_id}/table").status_code == 200


def test_a_lone_game_offers_no_series(client):
    created = finished_game(client)
    end = html(client.get(page_url(created, "/table")))
    assert end.find("form", cls="play-again") is not None
    assert end.find("input", id_="series-name") is None
    refused = client.post(page_url(created, "/again"), data={"series_name": "Best of 5"})
    assert refused.status_code == 422


def play_one(client, public_id):
    """One hand of a one-hand group game through the scorer's API."""
    body = {"captured": {"0": ["QS"], "1": HEARTS[:6], "2": HEARTS[6:10], "3": HEARTS[10:]}}
    token = client.get_cookie(f"edit_{public_id}", path=f"/g/{public_id}").value
    response = client.post(f"/api/v1/games/{public_id}/hands", json=body,
                           headers={"Authorization": "Bearer " + token})
    assert response.status_code == 201, response.get_json()


def evenings_of(client, group) -> dict:
    response = client.get(f"/api/v1/groups/{group['id']}/evenings")
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_an_exported_group_imports_with_its_series_and_next_games(app, client):
    group = new_group(client)
    game = claimed_group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    second = played_again(client, game, series_name="Best of 3", series_length="3")
    play_one(client, second)
    third = played_again(client, {"id": second})
    client.post(f"/g/{third}/evening", data={"show": "1"})
    exported = client.get(f"/api/v1/groups/{group['id']}/export.json").get_json()
    by_id = {g["id"]: g for g in exported["games"]}
    assert "follows" not in by_id[game["id"]] and by_id[second]["follows"] == game["id"]
    assert by_id[second]["series"] == {"key": 1, "name": "Best of 3", "length": 3}
    assert by_id[third]["series"]["key"] == 1 and by_id[third]["show_evening"] is True
    with app.app_context():
        made = replay.import_group(json.loads(json.dumps(exported)))
        with db.session() as s:
            rows = {g.public_id: g for g in s.exec(select(Game).where(
                Game.public_id.in_([public_id for public_id, _token in made["games"]])))}
    copy = {"id": made["group"].public_id}
    new_ids = [public_id for public_id, _token in made["games"]]
    assert [rows[i].follows for i in new_ids[1:]] == [rows[i].id for i in new_ids[:-1]]
    [series] = evenings_of(client, copy)["series"]
    [original] = evenings_of(client, group)["series"]
    assert series["games"] == new_ids[1:] and series["standings"] == original["standings"]
    assert next_link(client.get(f"/g/{new_ids[0]}")) == f"/g/{new_ids[1]}"


def test_a_series_won_on_places_gives_no_score_of_equal_wins():
    """Three players with a game each: the winner is ahead on places, not "1–1"."""
    from companion.pages.table.evening_words import progress

    made = {"finished": 3, "length": 3, "over": True, "decided": True,
            "standings": [{"name": "Ann", "rank": 1, "wins": 1},
                          {"name": "Bob", "rank": 2, "wins": 1},
                          {"name": "Cat", "rank": 3, "wins": 1}]}
    assert progress(made) == "Over after 3 games: Ann wins, ahead on places and points"
    made["standings"][1]["wins"] = 0
    assert progress(made) == "Over after 3 games: Ann wins 1–0"
