"""The new games on the scorer's pages: the J♦ asked like any card, the sun ticked on the
entry form, a team moon named by its two partners, the games offered on the new-game page."""
from tests.helpers import play
from tests.pages_support import claimed_game, hand_form, html, page_url, totals

HX = {"HX-Request": "true"}


def preview(client, created, form):
    return html(client.post(page_url(created, "/hand/preview"), data=form, headers=HX))


def test_the_jack_of_diamonds_is_asked_and_counts_minus_ten(client):
    created = claimed_game(client, "omnibus")
    page = html(client.get(page_url(created, "/hand")))
    titles = [legend.text for legend in page.find_all("legend")]
    assert any("J♦" in t for t in titles) and any("Q♠" in t for t in titles)
    form = hand_form(queen=0, hearts={0: 3, 1: 6, 2: 4, 3: 0}, expected=1, c1="1")
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    assert totals(client, created) == [16, -4, 4, 0]


def test_the_sun_is_ticked_on_the_entry_form(client):
    created = claimed_game(client, "hearts", options={"sun": "on"})
    moon = hand_form(queen=1, hearts={0: 0, 1: 13, 2: 0}, expected=1)
    shown = preview(client, created, moon)
    tick = shown.find("input", name="sun")
    assert tick is not None and "checked" not in tick.attrs
    assert "Bob won every trick" in shown.find("label", for_="sun").text
    assert "Bob shot the moon" in shown.find("p", cls="moon-words").text
    sun = preview(client, created, {**moon, "sun": "1"})
    assert sun.find("p", cls="moon-words").text.startswith("☀︎ Bob shot the sun")
    assert client.post(page_url(created, "/hand"), data={**moon, "sun": "1"}).status_code == 303
    assert totals(client, created) == [52, 0, 52, 52]


def test_no_tick_box_without_the_sun_or_without_a_moon(client):
    plain = claimed_game(client, "hearts")
    moon = hand_form(queen=1, hearts={0: 0, 1: 13, 2: 0}, expected=1)
    assert preview(client, plain, moon).find("input", name="sun") is None
    sunny = claimed_game(client, "hearts", options={"sun": "on"})
    split = hand_form(queen=1, hearts={0: 1, 1: 12, 2: 0}, expected=1)
    assert preview(client, sunny, split).find("input", name="sun") is None


def test_a_team_moon_is_named_by_both_partners(client):
    created = claimed_game(client, "partnership")
    form = hand_form(queen=2, hearts={0: 12, 1: 0, 2: 1}, expected=1)
    shown = preview(client, created, form)
    assert "Ann and Cat shot the moon" in shown.find("p", cls="moon-words").text
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    assert totals(client, created) == [0, 26, 0, 26]
    table = html(client.get(page_url(created)))
    rows = {row.find("span", cls="player-name").text: row
            for row in table.find("section", id_="standings").find_all("tr", cls="player-row")}
    assert "moon" in rows["Ann & Cat"].text and "moon" not in rows["Bob & Dan"].text


def test_the_new_game_page_offers_the_new_games_with_their_words(client):
    page = html(client.get("/new"))
    text = page.text
    for name in ("Omnibus Hearts", "Spot Hearts", "Partnership Hearts"):
        assert name in text
    assert "Jack of Diamonds −10" in text
    sizes = {n.text for n in page.find_all("small")}
    assert "4 players" in sizes and "4–4 players" not in sizes


def test_a_team_moon_choice_weighs_the_other_team(client):
    created = claimed_game(client, "partnership", options={"moon": "new", "end_score": 20})
    form = hand_form(queen=2, hearts={0: 12, 1: 0, 2: 1}, expected=1)
    shown = preview(client, created, form)
    assert "Ann and Cat shot the moon: choose +26" in shown.find("fieldset", cls="moon-choice").text
    # +26 for Bob and Dan ends the game with Ann and Cat winning: better than −26 and going on.
    chosen = [i.attrs["value"] for i in shown.find_all("input", name="moon_choice")
              if "checked" in i.attrs]
    assert chosen == ["others"]
    assert [b.text for b in shown.find_all("span", cls="badge-lead")] == ["better for Ann and Cat"]


def test_going_for_the_lot_as_a_team_measures_against_the_other_team(client):
    created = claimed_game(client, "partnership", options={"moon": "lot"})
    first = hand_form(queen=0, hearts={0: 2, 1: 5, 2: 0, 3: 6}, expected=1)  # NS 15, EW 11
    assert client.post(page_url(created, "/hand"), data=first).status_code == 303
    shown = preview(client, created, hand_form(queen=2, hearts={0: 12, 1: 0, 2: 1}, expected=2))
    # Reset: Ann and Cat 0 against 11 (ahead by 11); double: 15 against 22 (ahead by 7).
    assert [b.text for b in shown.find_all("span", cls="badge-lead")] == ["better for Ann and Cat"]
    chosen = [i.attrs["value"] for i in shown.find_all("input", name="moon_choice")
              if "checked" in i.attrs]
    assert chosen == ["reset"]


def test_a_sun_has_its_own_mark_on_the_sheet_and_the_standings(client):
    created = claimed_game(client, "hearts", options={"sun": "on"})
    moon = hand_form(queen=1, hearts={0: 0, 1: 13, 2: 0}, expected=1)
    assert client.post(page_url(created, "/hand"), data={**moon, "sun": "1"}).status_code == 303
    sheet = html(client.get(page_url(created, "/history")))
    marks = [m for m in sheet.find("table", id_="sheet").find_all("span", cls="mark")]
    assert [(m.attrs["title"], m.text, m.classes) for m in marks] == \
        [("sun", "☀︎", {"mark", "mark-sun"})]
    assert "☀︎ shot the sun" in sheet.find("p", cls="legend").text
    board = html(client.get(page_url(created)))
    assert [m.text for m in board.find_all("span", cls="mark-sun")] == ["sun"]
    assert board.find("span", cls="mark-moon") is None


def test_without_the_sun_the_legend_has_the_moon_alone(client):
    created = claimed_game(client, "hearts")
    moon = hand_form(queen=1, hearts={0: 0, 1: 13, 2: 0}, expected=1)
    assert client.post(page_url(created, "/hand"), data=moon).status_code == 303
    sheet = html(client.get(page_url(created, "/history")))
    assert [m.attrs["title"] for m in sheet.find("table", id_="sheet").find_all(cls="mark")] \
        == ["moon"]
    assert "shot the sun" not in sheet.find("p", cls="legend").text


def test_the_jack_of_diamonds_is_asked_as_a_bonus(client):
    created = claimed_game(client, "omnibus")
    page = html(client.get(page_url(created, "/hand")))
    values = {legend.find("span", cls="card-name").text: legend.find("span", cls="q-value").text
              for legend in page.find_all("legend") if legend.find("span", cls="card-name")}
    assert values["J♦"] == "−10 bonus" and values["Q♠"] == "13"


def test_the_new_game_form_words_the_end_for_teams_and_spot_hearts_too(client):
    page = html(client.get("/new"))
    labels = [label.text for label in page.find_all("label")]
    assert "After the hand in which a total reaches the end score" in labels
    assert not any("someone" in label for label in labels if "end score" in label)
    assert "Spot Hearts 500" in page.text
    assert "first team to 100 ends it" in page.text and "team over 100" not in page.text


def test_a_safety_moon_says_why_the_shooter_took_the_points_off(client):
    created = claimed_game(client, "hearts", options={"moon_safety": "safety",
                                                      "renege_penalty": 1})
    left = [90, 80, 76, 60]
    while any(left):  # replayed deals, a renege worth 1 point
        play(client, created, kind="replay",
             reneges=[seat for seat, n in enumerate(left) for _ in range(min(n, 13))])
        left = [n - min(n, 13) for n in left]
    assert totals(client, created) == [90, 80, 76, 60]
    moon = hand_form(queen=0, hearts={0: 13, 1: 0, 2: 0}, expected=8)
    said = ("Ann shot the moon and took the points off: everyone else scoring them would have "
            "ended the game (safety moon).")
    assert preview(client, created, moon).find("p", cls="moon-words").text == "☾ " + said
    assert client.post(page_url(created, "/hand"), data=moon).status_code == 303
    assert totals(client, created) == [64, 80, 76, 60]
    assert said in html(client.get(page_url(created))).text
