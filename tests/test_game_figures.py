"""The game in figures: what each player did in one game (moons, Q♠ taken, points a hand,
their worst hand), at a game's end, a lone game's too, through the engine, the API and
the pages."""
from companion.rules.figures import points_a_hand
from tests.helpers import HEARTS, cards, create, post_hand, state
from tests.pages_support import claimed_game, html

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")
# Hand 1: Bartholomäus takes the Q♠ (13), Dobrosława every heart (13), Dan reneged (+13).
# Hand 2: Cat shoots the moon, 26 to each of the others: 39, 39, 0, 39, and Cat wins at 20.
RENEGE = {"captured": cards({0: ["QS"], 1: HEARTS}), "reneges": [3]}
MOON = {"captured": cards({2: HEARTS + ["QS"]})}


def finished(client, players=NAMES):
    game = create(client, players=players, options={"end_score": 20})
    for body in (RENEGE, MOON):
        assert post_hand(client, game, body).status_code == 201
    return game


def test_the_api_answers_each_seats_figures_at_the_end(client):
    game = finished(client)
    answer = state(client, game)
    assert answer["status"] == "finished" and answer["totals"] == [39, 39, 0, 39]
    assert answer["figures"] == [
        {"seat": 0, "hands": 2, "moons": 0, "reneges": 0, "queens": 1, "points_a_hand": 19.5,
         "worst_hand": {"score": 26, "hand": 2}},
        {"seat": 1, "hands": 2, "moons": 0, "reneges": 0, "queens": 0, "points_a_hand": 19.5,
         "worst_hand": {"score": 26, "hand": 2}},
        {"seat": 2, "hands": 2, "moons": 1, "reneges": 0, "queens": 1, "points_a_hand": 0.0,
         "worst_hand": {"score": 0, "hand": 1}},
        {"seat": 3, "hands": 2, "moons": 0, "reneges": 1, "queens": 0, "points_a_hand": 19.5,
         "worst_hand": {"score": 26, "hand": 2}}]


def test_a_game_still_playing_has_no_figures_yet(client):
    game = create(client, players=NAMES)
    assert post_hand(client, game, RENEGE).status_code == 201
    assert "figures" not in state(client, game)


def test_points_entered_as_points_have_no_queens(client):
    game = create(client, players=NAMES, options={"end_score": 20})
    for points in ([13, 13, 0, 0], [0, 13, 0, 13]):
        assert post_hand(client, game, {"points": points}).status_code == 201
    figures = state(client, game)["figures"]
    assert [f["queens"] for f in figures] == [None] * 4  # not known: no cards entered
    assert [f["points_a_hand"] for f in figures] == [6.5, 13.0, 0.0, 6.5]


def test_points_a_hand_is_none_before_a_hand():
    assert points_a_hand({"points": 0, "hands": 0}) is None
    assert points_a_hand({"points": 20, "hands": 3}) == 6.7


def figure_rows(page) -> list[list[str]]:
    """Each card of the game in figures: the name, then each figure as "label value"."""
    cards = page.find("section", cls="figures").find_all("li", cls="figure-card")
    return [[card.find("span", cls="player-name").text]
            + [" ".join(f"{item.find('dt').text} {item.find('dd').text}".split())
               for item in card.find("dl").find_all("div")] for card in cards]


def test_the_scoreboard_shows_the_game_in_figures_in_the_standings_order(client):
    game = finished(client)
    rows = figure_rows(html(client.get(f"/g/{game['id']}")))
    assert rows[0] == ["Cat", "Moons 1", "Q♠ 1", "Points a hand 0.0",
                       "Worst hand 0 · hand 1"]  # the winner first
    assert rows[1] == ["Bartholomäus", "Moons 0", "Q♠ 1", "Points a hand 19.5",
                       "Worst hand 26 · hand 2"]
    assert len(rows) == 4


def test_the_table_shows_the_figures_at_the_end_in_the_readers_language(client):
    game = claimed_game(client, players=NAMES, options={"end_score": 20})
    for body in (RENEGE, MOON):
        assert post_hand(client, game, body).status_code == 201
    client.set_cookie("language", "de")
    page = html(client.get(f"/g/{game['id']}/table"))
    rows = figure_rows(page)
    assert rows[0][0] == "Cat" and rows[1][3].endswith(" 19,5")  # a German decimal comma
    assert page.find("h2", id_="figures-title").text != "The game in figures"


def test_a_game_still_playing_shows_no_figures(client):
    game = create(client, players=NAMES)
    assert post_hand(client, game, RENEGE).status_code == 201
    assert html(client.get(f"/g/{game['id']}")).find("section", cls="figures") is None


def test_a_game_without_moons_has_no_moon_column(client):
    game = create(client, players=NAMES, options={"end_score": 20, "moon": "none"})
    for body in (RENEGE, RENEGE):
        assert post_hand(client, game, body).status_code == 201
    assert not any(f.startswith("Moons") for f in
                   figure_rows(html(client.get(f"/g/{game['id']}")))[0])
