"""The recap image of a finished game (GET /g/<id>/recap.png), its share link and the
og: tags that make a chat app show it."""
import io
import struct
from pathlib import Path

from companion.games import service
from companion.pages.table.viewmodel import game_view
from companion.pictures import recap
from companion.pictures.textfit import ELLIPSIS, face, fit
from tests.helpers import HEARTS, auth, cards, create, play, post_hand
from tests.pages_support import html

# Dan takes the last hearts and the fewest points: 20 is reached, Dan wins.
DAN_WINS = {"captured": cards({0: ["QS"] + HEARTS[:8], 1: HEARTS[8:12], 2: HEARTS[12:]})}
ANN_WINS = {"captured": cards({1: ["QS"] + HEARTS[:8], 2: HEARTS[8:12], 3: HEARTS[12:]})}
LONG_NAMES = [(f"{i} Wilhelmina Montgomery-Worthington " + "W" * 10)[:40] for i in range(10)]


def finished(client, players=("Ann", "Bob", "Cat", "Dan")):
    game = create(client, players=players, options={"end_score": 20})
    assert post_hand(client, game, DAN_WINS).status_code == 201
    return game


def size_of(png: bytes) -> tuple[int, int]:
    """Width and height from the PNG's IHDR chunk, which comes first."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert png[12:16] == b"IHDR"
    return struct.unpack(">II", png[16:24])


def share_links(client, game) -> list:
    page = html(client.get(f"/g/{game['id']}"))
    return [a for a in page.find_all("a") if "data-share-result" in a.attrs]


def og_tags(client, game) -> dict:
    page = html(client.get(f"/g/{game['id']}"))
    return {m.attrs["property"]: m.attrs["content"] for m in page.find_all("meta")
            if m.attrs.get("property", "").startswith("og:")}


def test_a_finished_game_has_a_1200_by_630_png(client):
    game = finished(client)
    answer = client.get(f"/g/{game['id']}/recap.png")
    assert answer.status_code == 200 and answer.mimetype == "image/png"
    assert size_of(answer.data) == (1200, 630)
    assert answer.headers["Cache-Control"] == "public, no-cache"
    assert "Cookie" not in answer.vary and "Set-Cookie" not in answer.headers


def test_the_etag_answers_304_until_a_correction_changes_the_picture(client):
    game = finished(client)
    url = f"/g/{game['id']}/recap.png"
    first = client.get(url)
    again = client.get(url, headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and not again.data
    assert again.headers["ETag"] == first.headers["ETag"]
    corrected = client.put(f"/api/v1/games/{game['id']}/hands/1", json=ANN_WINS,
                           headers=auth(game))
    assert corrected.status_code == 200, corrected.get_json()
    after = client.get(url, headers={"If-None-Match": first.headers["ETag"]})
    assert after.status_code == 200 and after.headers["ETag"] != first.headers["ETag"]
    assert after.data != first.data  # Ann wins now


def test_drawn_once_per_version(client, monkeypatch):
    game = finished(client)
    drawn = []
    draw = recap.image
    monkeypatch.setattr(recap, "image", lambda *a: drawn.append(1) or draw(*a))
    first = client.get(f"/g/{game['id']}/recap.png")
    second = client.get(f"/g/{game['id']}/recap.png")  # no If-None-Match: a new phone
    assert first.data == second.data and len(drawn) == 1


def test_unknown_and_unfinished_games_have_no_picture(client):
    assert client.get("/g/nosuchgame123/recap.png").status_code == 404
    game = create(client)
    answer = client.get(f"/g/{game['id']}/recap.png")
    assert answer.status_code == 404
    assert "not finished yet" in html(answer).find("main").text
    assert share_links(client, game) == []


def test_the_finished_scoreboard_links_share_the_result(client):
    game = finished(client)
    [link] = share_links(client, game)
    assert link.attrs["href"] == f"/g/{game['id']}/recap.png?lang=en"  # the page's language
    assert link.attrs["download"].endswith(".png") and link.text == "Share the result"


def test_og_tags_only_for_a_finished_game_on_https(app, client):
    playing, done = create(client), finished(client)
    assert og_tags(client, done) == {}  # no PUBLIC_URL: a LAN address no chat can reach
    app.config["PUBLIC_URL"] = "http://cards.example.org"
    assert og_tags(client, done) == {}
    app.config["PUBLIC_URL"] = "https://cards.example.org/"
    assert og_tags(client, playing) == {}
    tags = og_tags(client, done)
    assert tags["og:image"] == f"https://cards.example.org/g/{done['id']}/recap.png?lang=en"
    assert tags["og:image:width"] == "1200" and tags["og:image:height"] == "630"
    assert tags["og:title"] == "Dan wins · Rickety Kate"
    assert tags["og:description"].startswith("Final standings after 1 hand: Dan ")
    assert tags["og:url"] == f"https://cards.example.org/g/{done['id']}"


def test_ten_players_with_40_character_names_fit(app, client):
    game = create(client, "black-lady", LONG_NAMES,
                  options={"end_rule": "hands", "end_hands": 1})
    assert play(client, game, give={3: ["QS", "QS"], 4: ["AS"]})["status"] == "finished"
    answer = client.get(f"/g/{game['id']}/recap.png")
    assert answer.status_code == 200 and size_of(answer.data) == (1200, 630)
    with app.test_request_context():
        laid = recap.layout(*view_and_state(game["id"]))
        regular, bold = recap.fonts()
    assert len(laid.rows) == 10
    assert max(row.top for row in laid.rows) + laid.row_height <= recap.HEIGHT - 20
    totals = max(bold.width(str(row.total), laid.text_size) for row in laid.rows)
    for row in laid.rows:  # every name, whole or cut short, ends before its total
        font = bold if row.winner else regular
        assert recap.NAME_X + font.width(row.name, row.size) <= laid.right - laid.left - totals
        assert row.size >= 13
    assert bold.width(laid.title, laid.title_size) <= recap.WIDTH - 2 * recap.MARGIN
    x, _, width, height = laid.chart_frame
    assert x >= laid.right and x + width <= recap.WIDTH - recap.MARGIN + 0.1 and height > 200


def view_and_state(public_id):
    game, state = service.load(public_id)
    return game_view(game, state), state


def test_fit_makes_a_line_smaller_then_cuts_it_short(app):
    font = face(Path(app.static_folder) / recap.FONT_FILES[0])
    assert fit("Ann", 300, 30, 15, font) == ("Ann", 30)
    text, size = fit("Bartholomew Featherstonehaugh", 300, 30, 15, font)
    assert text == "Bartholomew Featherstonehaugh" and 15 <= size < 30
    text, size = fit("W" * 40, 300, 30, 15, font)
    assert text.endswith(ELLIPSIS) and size == 15 and font.width(text, size) <= 300


def test_names_in_other_latin_letters_render(client):
    game = finished(client, ("Zoë", "Åsa", "Łukasz", "Ñandú"))
    assert size_of(client.get(f"/g/{game['id']}/recap.png").data) == (1200, 630)


def scripts(client, game) -> list[str]:
    page = html(client.get(f"/g/{game['id']}"))
    return [s.attrs.get("src", "") for s in page.find_all("script")]


def test_only_a_finished_board_loads_the_share_script(client):
    """A live board stays under its first-load weight: the share script comes with the end."""
    live = create(client)
    assert not any("recap" in src for src in scripts(client, live))
    assert any("js/recap" in src for src in scripts(client, finished(client)))


def pixels(png: bytes, box) -> bytes:
    from PIL import Image

    return Image.open(io.BytesIO(png)).convert("RGB").crop(box).tobytes()


def test_a_name_of_stacked_marks_stays_in_its_own_box(client):
    """"A" and 39 combining accents stacks them far above its line: drawn as a stroke
    through the labels and the title band before each name was clipped to its box."""
    plain = finished(client, ("Ann", "Bob", "Cat", "Dan"))
    marked = finished(client, ("A" + "\u0301" * 39, "Bob", "Cat", "Dan"))  # Ann: not the title
    drawn = [client.get(f"/g/{game['id']}/recap.png").data for game in (plain, marked)]
    above_rows = (0, 0, recap.WIDTH, recap.ROWS_TOP)  # the band and the columns' headings
    assert pixels(drawn[0], above_rows) == pixels(drawn[1], above_rows)
