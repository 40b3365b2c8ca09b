"""The scorer's share page: QR codes, the scorer link behind a warning, locking the game."""
import re

from companion.pictures import qr
from companion.web.links import lan_address
from tests.helpers import HEARTS, auth, cards, create, post_hand

HAND = {"captured": cards({0: ["QS"], 1: HEARTS})}


def as_scorer(client, game, token=None, domain="localhost"):
    client.set_cookie(f"edit_{game['id']}", token or game["edit_token"], path=f"/g/{game['id']}",
                      domain=domain)


def svg_codes(html):
    return re.findall(r"<svg[^>]*class=\"qr[^\"]*\"[^>]*>.*?</svg>", html, re.S)


def path_matrix(svg):
    """The dark modules of a code (qr.svg), read back from its path: a run of modules
    a row."""
    size = int(re.search(r'viewBox="0 0 (\d+) \d+"', svg).group(1))
    matrix = [[False] * size for _ in range(size)]
    for x, y, run in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", svg):
        for dx in range(int(run)):
            matrix[int(y)][int(x) + dx] = True
    return matrix


def test_share_page_needs_the_edit_cookie(client):
    game = create(client)
    assert client.get(f"/g/{game['id']}/share").status_code == 403
    as_scorer(client, game, "not-the-token")
    response = client.get(f"/g/{game['id']}/share")
    assert response.status_code == 403
    assert game["edit_token"] not in response.get_data(as_text=True)


def test_share_page_shows_both_codes_scorer_link_hidden_behind_a_warning(client):
    game = create(client)
    as_scorer(client, game, domain="192.168.1.20")
    response = client.get(f"/g/{game['id']}/share", base_url="http://192.168.1.20:5000")
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "private, no-store"
    board_url = f"http://192.168.1.20:5000/g/{game['id']}"
    scorer_url = f"http://192.168.1.20:5000/g/{game['id']}/edit/{game['edit_token']}"
    assert f'value="{board_url}"' in html and 'data-copy="scoreboard-link"' in html
    first, second = svg_codes(html)
    assert path_matrix(first) == qr.make(board_url).get_matrix()
    assert path_matrix(second) == qr.make(scorer_url).get_matrix()
    # The scorer link sits inside a closed <details>, after a warning of what it gives.
    details = html[html.index('<details class="handover"'):html.index("</details>")]
    assert scorer_url in details and "edit rights" in details
    assert "<details class=\"handover\" id=\"handover\">" in html  # not open by default
    assert html.index(scorer_url) > html.index('<details class="handover"')


def test_share_page_on_localhost_uses_the_lan_address(client):
    game = create(client)
    as_scorer(client, game)
    html = client.get(f"/g/{game['id']}/share",
                      base_url="http://localhost:5000").get_data(as_text=True)
    expected = f"http://{lan_address()}:5000/g/{game['id']}"
    assert f'value="{expected}"' in html
    assert path_matrix(svg_codes(html)[0]) == qr.make(expected).get_matrix()


def test_lock_revokes_old_scorer_links_and_hands_this_phone_a_new_one(client):
    game = create(client)
    old = game["edit_token"]
    as_scorer(client, game)
    response = client.post(f"/g/{game['id']}/lock")
    assert response.status_code == 303
    assert response.headers["Location"].endswith(f"/g/{game['id']}/share?locked=1")
    cookie = response.headers["Set-Cookie"]
    assert f"edit_{game['id']}=" in cookie and "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert f"Path=/g/{game['id']}" in cookie
    fresh = re.search(rf"edit_{game['id']}=([^;]+)", cookie).group(1)
    assert fresh != old
    # This phone now holds the new token: the share page shows the new scorer link.
    html = client.get(f"/g/{game['id']}/share?locked=1").get_data(as_text=True)
    assert "Locked." in html and f"/edit/{fresh}" in html and old not in html
    # The old scorer link, the old API token and an old cookie are refused; nothing written.
    assert client.get(f"/g/{game['id']}/edit/{old}").status_code == 403
    assert post_hand(client, game, HAND).status_code == 403
    other = client.application.test_client()
    as_scorer(other, game, old)
    assert other.get(f"/g/{game['id']}/share").status_code == 403
    assert other.post(f"/g/{game['id']}/lock").status_code == 403
    assert post_hand(client, {**game, "edit_token": fresh}, HAND).status_code == 201


def test_lock_without_the_edit_cookie_changes_nothing(client):
    game = create(client)
    version = client.get(f"/api/v1/games/{game['id']}").get_json()["version"]
    assert client.post(f"/g/{game['id']}/lock").status_code == 403
    assert client.get(f"/api/v1/games/{game['id']}").get_json()["version"] == version
    assert post_hand(client, game, HAND).status_code == 201  # the token still works
    assert auth(game)


def test_share_page_of_unknown_game_is_404(client):
    assert client.get("/g/nope/share").status_code == 404
    assert client.post("/g/nope/lock").status_code == 404


def test_the_share_screen_has_one_name_and_says_which_code_a_lock_stops(client):
    from tests.pages_support import html

    game = create(client)
    as_scorer(client, game)
    page = html(client.get(f"/g/{game['id']}/share"))
    assert page.find("h1").text == "Share scoreboard"
    assert page.find("a", cls="tab-share").text == "Share scoreboard"
    lock = page.find("section", cls="lock").find("p").text
    handover = page.find("details", id_="handover").find("summary").text
    assert "code above" not in lock and f"under “{handover.rstrip('…')}”" in lock
    table = html(client.get(f"/g/{game['id']}/table"))
    assert table.find("a", cls="share-cta").find("strong").text == "Share scoreboard"
