"""Partnership Hearts in the pages' words: the end, the tie and the win are the team's,
on the table panel and in the finished game's recap picture."""
from companion.pictures import recap
from tests.pages_support import claimed_game, hand_form, html, page_url, totals
from tests.test_board_recap import view_and_state


def table_text(client, created) -> str:
    """The table panel after a first hand (which offers to stop early)."""
    form = hand_form(queen=1, hearts={0: 1, 1: 2, 2: 3, 3: 7}, expected=1)
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    return html(client.get(page_url(created, "/table"))).text


def test_a_team_game_ends_when_a_team_reaches_the_end_score(client):
    created = claimed_game(client, "partnership")
    text = table_text(client, created)
    assert "the hand in which a team reaches 100" in text
    assert "someone reaches" not in text
    assert "the team with the lower total wins" in text


def test_scored_alone_the_end_is_a_player_s_and_the_win_the_lower_team_sum(client):
    created = claimed_game(client, "partnership", options={"partnership": "individual"})
    text = table_text(client, created)
    assert "the hand in which someone reaches 100" in text
    assert "the team with the lower sum of its partners' totals wins" in text


def test_a_team_win_names_both_partners_on_the_table_and_in_the_recap(app, client):
    created = claimed_game(client, "partnership", options={"end_score": 20})
    form = hand_form(queen=1, hearts={0: 1, 1: 6, 2: 0, 3: 6}, expected=1)  # Bob and Dan 25
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    page = html(client.get(page_url(created, "/table")))
    assert page.find("h1", id_="winner-title").text == "Ann and Cat win!"
    assert page.find("p", cls="winner-words").text == "Lowest team total after 1 hand."
    with app.test_request_context():
        view, state = view_and_state(created["id"])
        laid = recap.layout(view, state)
    assert laid.title == "Ann and Cat win"


def test_a_single_winner_still_wins_alone_in_the_recap(app, client):
    created = claimed_game(client, "hearts", options={"end_score": 20})
    form = hand_form(queen=1, hearts={0: 1, 1: 8, 2: 4, 3: 0}, expected=1)  # Bob over 20
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    assert totals(client, created) == [1, 21, 4, 0]
    with app.test_request_context():
        assert recap.layout(*view_and_state(created["id"])).title == "Dan wins"


def standings_names(page) -> list[str]:
    return [row.find("span", cls="player-name").text
            for row in page.find("section", id_="standings").find_all("tr", cls="player-row")]


def test_partners_scored_alone_stand_side_by_side_by_their_team_sum(app, client):
    created = claimed_game(client, "partnership",
                           options={"partnership": "individual", "end_score": 20})
    form = hand_form(queen=1, hearts={0: 4, 1: 3, 2: 3, 3: 3}, expected=1)  # NS 7, EW 19
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    assert standings_names(html(client.get(page_url(created)))) == ["Cat", "Ann", "Dan", "Bob"]
    form = hand_form(queen=3, hearts={0: 0, 1: 13, 2: 0, 3: 0}, expected=2)  # Bob 29: the end
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    assert standings_names(html(client.get(page_url(created)))) == ["Cat", "Ann", "Dan", "Bob"]
    with app.test_request_context():
        laid = recap.layout(*view_and_state(created["id"]))
    assert [(r.rank, r.name, r.winner) for r in laid.rows] == \
        [(1, "Cat", True), (1, "Ann", True), (3, "Dan", False), (3, "Bob", False)]


def test_a_tie_between_the_teams_is_played_off_team_against_team(client):
    created = claimed_game(client, "partnership", options={"end_score": 20})
    form = hand_form(queen=0, hearts={0: 0, 1: 13, 2: 0, 3: 0}, expected=1)  # 13 each side
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    form = hand_form(queen=1, hearts={0: 13, 1: 0, 2: 0, 3: 0}, expected=2)  # 26 each side
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    table = html(client.get(page_url(created, "/table")))
    assert ("Tied for lowest: Ann and Cat against Bob and Dan play a tie-break hand."
            in table.text)
    assert ("Ann and Cat against Bob and Dan: the team that takes fewer penalty points wins."
            in table.text)
    assert "Only Ann, Bob, Cat and Dan play" not in table.text
    assert "with the two teams tied" in table.text


def test_partners_who_score_as_one_are_one_row_and_one_line(app, client):
    """Each team used to be listed twice ("Ann & Cat 16", "Cat & Ann 16") and drawn as
    two lines on top of each other; scored each alone, each player keeps a row."""
    from companion.games import service
    from companion.pictures.chart import score_chart

    created = claimed_game(client, "partnership")
    table_text(client, created)
    rows = html(client.get(page_url(created, "/table"))).find(id_="standings").find_all(
        "tr", cls="player-row")
    assert [(row.find(cls="player-name").text, row.find(cls="total").text) for row in rows] \
        == [("Ann & Cat", "4"), ("Bob & Dan", "22")]
    assert all(row.find(cls="partner") is None for row in rows)
    with app.app_context():
        _game, state = service.load(created["id"])
    assert [(s.name, s.total) for s in score_chart(state).series] == [
        ("Ann & Cat", 4), ("Bob & Dan", 22)]

    alone = claimed_game(client, "partnership", options={"partnership": "individual"})
    table_text(client, alone)
    rows = html(client.get(page_url(alone, "/table"))).find(id_="standings").find_all(
        "tr", cls="player-row")
    assert len(rows) == 4 and rows[0].find(cls="partner") is not None
