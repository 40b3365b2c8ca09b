"""Big-screen mode (a TV across the room): the standings, the next hand's deal and pass,
the running totals and the scoreboard's QR code; at the end, one banner with the winner."""
from tests.helpers import HEARTS, cards, create, post_hand
from tests.pages_support import html

# Ann takes the Q♠ (13) and Bob every heart: Cat and Dan lead on 0.
HAND = {"captured": cards({0: ["QS"], 1: HEARTS})}
# With the end at 20, Ann (13 + 8 = 21) ends it and Dan (0) wins alone.
ENDING = {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:12], 2: HEARTS[12:]})}


def big_page(client, game):
    answer = client.get(f"/g/{game['id']}/big")
    assert answer.status_code == 200
    return html(answer)


def test_the_big_screen_shows_standings_the_next_deal_and_pass_and_the_chart(client):
    game = create(client)
    assert post_hand(client, game, HAND).status_code == 201
    page = big_page(client, game)
    live = page.find(id_="board")
    assert live.find("h1").text == "Hand 2 is next."
    rows = live.find("table", cls="standings-table").find("tbody").find_all("tr")
    assert [r.find("td", cls="total").text for r in rows] == ["0", "0", "13", "13"]
    panel = live.find("section", id_="referee-panel")
    dealer = panel.find("div", cls="role-dealer")
    assert dealer.find("dt").text == "Deals" and dealer.find("dd").text == "Bob"
    assert panel.find("h3", cls="pass-words").text == "Pass 3 cards to the right"
    assert live.find("figure", id_="chart").find("svg", cls="chart-svg") is not None
    # The QR code is the page's, outside the live fragment that the polls replace.
    assert live.find("section", cls="join") is None
    assert page.find("main").find("section", cls="join") is not None


def test_a_finished_big_screen_has_one_winner_banner(client):
    game = create(client, options={"end_score": 20})
    assert post_hand(client, game, ENDING).status_code == 201
    page = big_page(client, game)
    live = page.find(id_="board")
    banner = live.find("h1", cls="big-banner")
    assert banner.find("span", cls="big-winners").text == "Dan wins"
    assert page.find("main").text.count("Game over") == 1  # once, in the banner
    assert live.find("section", id_="referee-panel") is None
    assert live.find("h2", id_="standings-title").text == "Final standings"
    assert live.find("figure", id_="chart") is not None  # how the game went


def test_a_draw_banner_names_everyone_who_shares_the_win(client):
    game = create(client, options={"end_score": 20, "tie": "draw"})
    # Ann ends it on 21; Bob 5, Cat 0 and Dan 0: Cat and Dan share the win.
    hand = {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:]})}
    assert post_hand(client, game, hand).status_code == 201
    banner = big_page(client, game).find("h1", cls="big-banner")
    assert banner.find("span", cls="big-winners").text == "A draw, Cat and Dan share the win"


def test_the_big_screen_poll_answers_its_own_fragment_with_the_banner(client):
    game = create(client, options={"end_score": 20})
    poll = big_page(client, game).find(id_="board").attrs["data-hx-get"]
    assert "mode=big" in poll
    assert post_hand(client, game, ENDING).status_code == 201
    fresh = client.get(poll)
    assert fresh.status_code == 200
    fragment = html(fresh)
    assert fragment.find("div", cls="big").attrs["id"] == "board"
    assert fragment.find("span", cls="big-winners").text == "Dan wins"
    assert fragment.find("section", cls="join") is None  # the QR is never sent again
