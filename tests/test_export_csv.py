"""A game's CSV (API.md, "Export"): BOM, one row per hand, seat order, the formula guard."""
import csv
import io

from tests.helpers import HEARTS, cards, create, play, refused, state


def csv_of(client, game):
    response = client.get(f"/api/v1/games/{game['id']}/export.csv")
    assert response.status_code == 200
    return response


def rows(response):
    text = response.get_data().decode("utf-8")
    assert text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(text[1:], newline="")))


def test_one_row_per_hand_with_each_players_score_and_total(client):
    game = create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"])
    play(client, game, give={0: ["QS"], 1: HEARTS[:6], 2: HEARTS[6:10]}, rest=3)
    play(client, game, kind="misdeal")
    play(client, game, give={2: ["QS"] + HEARTS[:1]}, rest=0, reneges=[1])
    response = csv_of(client, game)
    assert response.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert response.headers["Content-Disposition"].startswith('attachment; filename="hearts-')
    raw = response.get_data()
    assert raw.startswith(b"\xef\xbb\xbfhand,kind,dealer,pass,Ann score,Ann total,")
    assert raw.count(b"\r\n") == 4
    assert rows(response) == [
        ["hand", "kind", "dealer", "pass", "Ann score", "Ann total", "Bob score", "Bob total",
         "Cat score", "Cat total", "Dan score", "Dan total"],
        ["1", "normal", "Ann", "left", "13", "13", "6", "6", "4", "4", "3", "3"],
        ["2", "misdeal", "Bob", "right", "0", "13", "0", "6", "0", "4", "0", "3"],
        ["3", "normal", "Bob", "right", "12", "25", "13", "19", "14", "18", "0", "3"],
    ]


def test_the_formula_guard_and_quoting(client):
    names = ["=SUM(A1)", "+Bob", "-Cat", "@Dan", "Eve, \"the\" 2nd"]
    game = create(client, "hearts", names)
    play(client, game, give={0: ["QS"] + HEARTS[:13]})  # a moon: the others get 26
    text = csv_of(client, game).get_data().decode("utf-8")
    header, first = text[1:].split("\r\n")[:2]
    assert header == ("hand,kind,dealer,pass,'=SUM(A1) score,'=SUM(A1) total,'+Bob score,"
                      "'+Bob total,'-Cat score,'-Cat total,'@Dan score,'@Dan total,"
                      "\"Eve, \"\"the\"\" 2nd score\",\"Eve, \"\"the\"\" 2nd total\"")
    # numbers stay numbers (no quote, no guard), the dealer's name is guarded
    scores = state(client, game)["hands"][0]["scores"]
    assert first == "1,normal,'=SUM(A1),left," + ",".join(f"{s},{s}" for s in scores)


def test_negative_numbers_stay_numbers(client):
    game = create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"],
                  options={"jack_of_diamonds": True})
    play(client, game, give={0: ["QS", "JD"], 1: HEARTS[:13]})
    assert rows(csv_of(client, game))[1][4:6] == ["3", "3"]
    game = create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"],
                  options={"jack_of_diamonds": True})
    play(client, game, give={0: ["JD"], 1: ["QS"], 2: HEARTS[:13]})
    text = csv_of(client, game).get_data().decode("utf-8")
    assert "\r\n1,normal,Ann,left,-10,-10,13,13,13,13,0,0\r\n" in text


def test_tiebreak_rows_and_a_game_with_no_hands(client):
    game = create(client, "hearts", ["Ann", "Bob", "Cat"],
                  options={"end_rule": "hands", "end_hands": 1})
    assert rows(csv_of(client, game)) == [["hand", "kind", "dealer", "pass", "Ann score",
                                           "Ann total", "Bob score", "Bob total", "Cat score",
                                           "Cat total"]]
    play(client, game, give={0: ["QS"] + HEARTS[:11], 1: HEARTS[11:12]}, rest=2)
    now = play(client, game, captured=cards({1: ["QS"] + HEARTS[:1], 2: HEARTS[1:]}))
    assert now["status"] == "finished"
    table = rows(csv_of(client, game))
    assert [r[:2] for r in table[1:]] == [["1", "normal"], ["2", "tiebreak"]]
    assert table[2][4:] == ["0", "24", "0", "1", "0", "1"]


def test_the_csv_needs_no_token_and_follows_the_version(client):
    game = create(client)
    first = client.get(f"/api/v1/games/{game['id']}/export.csv")
    assert first.status_code == 200 and first.headers["ETag"] == '"1"'
    again = client.get(f"/api/v1/games/{game['id']}/export.csv",
                       headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    play(client, game)
    moved = client.get(f"/api/v1/games/{game['id']}/export.csv",
                       headers={"If-None-Match": first.headers["ETag"]})
    assert moved.status_code == 200 and len(rows(moved)) == 2
    refused(client.get("/api/v1/games/nope/export.csv"), 404)
    refused(client.get("/api/v1/games/" + "x" * 80 + "/export.csv"), 404)


def test_two_games_of_one_evening_download_as_two_files(client):
    """Both used to be "hearts-<day>.csv": the second download replaced the first."""
    import re

    names = {csv_of(client, create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"]))
             .headers["Content-Disposition"] for _ in range(2)}
    assert len(names) == 2
    assert all(re.fullmatch(r'attachment; filename="hearts-\d{4}-\d\d-\d\d-\d{4}-[\w-]{6}\.csv"', n)
               for n in names), names
