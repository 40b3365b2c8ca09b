"""A group player's colour: the same line (colour and marker) in every game of the group, on
the scoreboard, the big screen and the recap, and beside their name in the ranking and on
their page; a lone game's seats take the colours in turn."""
from companion.pictures.keys import COLOURS, key, player_hue, seat_hues
from tests.groups_support import group_game, hand, new_group, player_id, read_group
from tests.helpers import create
from tests.pages_support import html


def test_a_lone_games_seats_take_the_hues_in_turn():
    assert seat_hues(4) == [0, 1, 2, 3]


def test_a_group_player_keeps_their_numbers_hue_and_a_clash_takes_the_next_free():
    assert seat_hues(3, [3, 1, 2]) == [2, 0, 1]
    # players 1 and 11 share a hue: the later seat takes the next one free
    assert seat_hues(3, [11, 1, 5]) == [0, 1, 4]
    assert seat_hues(3, [2, 12, 3]) == [1, 2, 3]  # and the one after takes the next again
    assert seat_hues(2, [10, 20]) == [9, 0]  # round the end of the list


def test_ten_players_all_clashing_still_get_ten_hues():
    numbers = [1 + 10 * n for n in range(10)]
    assert sorted(seat_hues(10, numbers)) == list(range(len(COLOURS)))


def chart_hues(client, game, tail="") -> dict:
    """Each line's name and hue, as the chart's legend draws it (class "series s<hue>")."""
    page = html(client.get(f"/g/{game['id']}{tail}"))
    legend = page.find("ul", cls="chart-legend")
    found = {}
    for item in legend.find_all("li"):
        group = item.find("g", cls="series")
        hue = next(c for c in group.classes if c.startswith("s") and c[1:].isdigit())
        found[item.find("span", cls="legend-name").text] = int(hue[1:])
    return found


def test_a_players_line_keeps_its_colour_in_another_game_of_the_group(client):
    group = new_group(client)
    first = group_game(client, group, players=("Bartholomäus", "Dobrosława", "Cat", "Dan"))
    hand(client, first, 0, {1: 10, 2: 3})
    # the second game seats them otherwise, with a newcomer: the regulars keep their colour
    second = group_game(client, group, players=("Cat", "Eve", "Dobrosława", "Bartholomäus"))
    hand(client, second, 0, {1: 10, 2: 3})
    assert chart_hues(client, first) == {"Bartholomäus": 0, "Dobrosława": 1, "Cat": 2, "Dan": 3}
    assert chart_hues(client, second) == {
        "Cat": 2, "Eve": 4, "Dobrosława": 1, "Bartholomäus": 0}


def test_a_lone_game_keeps_the_seat_colours(client):
    game = create(client, players=("Cat", "Eve", "Dobrosława", "Bartholomäus"))
    client.post(f"/api/v1/games/{game['id']}/hands", json={"points": [13, 13, 0, 0]},
                headers={"Authorization": "Bearer " + game["edit_token"]})
    assert chart_hues(client, game) == {"Cat": 0, "Eve": 1, "Dobrosława": 2, "Bartholomäus": 3}


def test_the_big_screen_keys_the_standings_in_the_players_colours(client):
    group = new_group(client)
    group_game(client, group, players=("Ann", "Bob", "Cat", "Dan"))  # numbers 1 to 4
    game = group_game(client, group, players=("Dan", "Cat", "Bob", "Ann"))
    hand(client, game, 0, {1: 10, 2: 3})
    page = html(client.get(f"/g/{game['id']}/big"))
    keyed = {row.find("span", cls="player-name").text:
             next(c for c in row.find("g", cls="series").classes if c[1:].isdigit())
             for row in page.find_all("tr", cls="player-row")}
    assert keyed == {"Ann": "s0", "Bob": "s1", "Cat": "s2", "Dan": "s3"}


def test_the_ranking_and_the_player_page_show_the_players_colour(client):
    group = new_group(client)
    for _ in range(2):  # two games: the rating's chart starts from the second
        game = group_game(client, group, players=("Ann", "Bob", "Cat", "Dan"))
        hand(client, game, 0, {1: 10, 2: 3})
    page = html(client.get(f"/groups/{group['id']}"))
    rows = page.find("ol", cls="ranking").find_all("li")
    for row in rows:
        name = row.find("strong", cls="ranking-name").text
        number = player_id(read_group(client, group), name)
        group_el = row.find("g", cls="series")
        assert f"s{player_hue(number)}" in group_el.classes
        assert group_el.attrs["stroke"] == key(player_hue(number)).colour
    bob = player_id(read_group(client, group), "Bob")
    player = html(client.get(f"/groups/{group['id']}/players/{bob}"))
    line = player.find("svg", cls="rating-chart").find("g", cls="series")
    assert f"s{player_hue(bob)}" in line.classes
    for row in player.find("ul", cls="against").find_all("li"):  # each opponent's own
        other = int(row.find("a").attrs["href"].rsplit("/", 1)[1])
        assert f"s{player_hue(other)}" in row.find("g", cls="series").classes


def test_a_merge_and_its_undo_draw_the_games_anew_in_the_players_colours(client):
    group = new_group(client)
    group_game(client, group, players=("Ann", "Bob", "Cat", "Dan"))  # numbers 1 to 4
    game = group_game(client, group, players=("Sam", "Bob", "Cat", "Dan"))  # Sam is 5
    hand(client, game, 0, {1: 10, 2: 3})
    assert chart_hues(client, game)["Sam"] == 4
    client.get(f"/groups/{group['id']}/edit/{group['edit_token']}")  # the editor's phone
    merged = client.post(f"/groups/{group['id']}/players/5",
                         data={"action": "merge", "merge_into": "1", "confirm": "1"})
    assert merged.status_code == 303, merged.get_data(True)[:300]
    assert chart_hues(client, game)["Sam"] == 0  # Ann's now, drawn anew at once
    undone = client.post(f"/groups/{group['id']}/players/1/unmerge")
    assert undone.status_code == 303
    assert chart_hues(client, game)["Sam"] == 4
