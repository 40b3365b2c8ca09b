"""The entry form as a phone uses it: it never comes back filled in with a saved hand,
a moon fills in everyone else, a big table enters its two decks a row per player, a
tie-break hand's preview says what each player took, and the row for a second renege
is always there. Parsed pages, on SQLite and PostgreSQL."""
from companion.words import hand_words
from tests.helpers import HEARTS, play, state
from tests.pages_support import claimed_game, html, page_url, totals

HX = {"HX-Request": "true"}
TEN = [f"P{i}" for i in range(10)]
# Black Lady for 10 (two decks), a row per player: the kinds of card, highest first.
KINDS = ["Q♠", "A♠", "10♠", "10–A♥", "9♥", "8♥", "7♥", "6♥", "5♥", "4♥", "3♥", "2♥"]
VALUES = [50, 40, 20, 10, 9, 8, 7, 6, 5, 4, 3, 2]
# A typical hand: what each player took (P4 and P7 nothing; P9 "the rest").
TYPICAL = {0: ["Q♠", "9♥", "4♥"], 1: ["A♠", "10–A♥", "10–A♥", "8♥"], 2: ["10♠", "7♥", "3♥"],
           3: ["Q♠", "10–A♥", "10–A♥", "10–A♥", "6♥"], 5: ["A♠", "9♥", "5♥", "2♥"],
           6: ["10–A♥", "8♥", "7♥"], 8: ["10♠", "6♥", "4♥", "3♥"]}
REST = {9: ["10–A♥"] * 4 + ["5♥", "2♥"]}


def preview(client, created, form, tail="/hand/preview"):
    return html(client.post(page_url(created, tail), data=form, headers=HX))


def checks(page):
    return [li.text for li in page.find("ul", cls="checks").find_all("li")]


def by_player(hands):
    """Form answers for the by-player rows: n<kind>_<seat> counts."""
    form = {}
    for seat, cards in hands.items():
        for card in set(cards):
            form[f"n{KINDS.index(card)}_{seat}"] = str(cards.count(card))
    return form


def test_the_entry_form_keeps_no_answers_of_its_own(client):
    """Back after Save or a reload: the browser must not put the last hand's taps back
    (autocomplete=off); the phone's draft is named by the game (data-draft)."""
    created = claimed_game(client)
    form = html(client.get(page_url(created, "/hand"))).find("form", id="entry")
    assert form.attrs["autocomplete"] == "off" and form.attrs["data-draft"] == created["id"]
    play(client, created, give={1: ["QS"] + HEARTS})
    fix = html(client.get(page_url(created, "/hand/1"))).find("form", id="entry")
    assert fix.attrs["autocomplete"] == "off" and "data-draft" not in fix.attrs


def test_a_moon_in_counts_fills_in_everyone_else_and_the_queen(client):
    created = claimed_game(client, "hearts")
    page = preview(client, created, {"n0_1": "13", "expected_number": "1"})
    assert page.find("section", id="entry-check").attrs["data-complete"] == "true"
    assert checks(page) == ["✓ Q♠: Bob.", "✓ 13 of 13 hearts assigned."]
    for seat in (0, 2, 3):
        assert "is-auto" in page.find("input", id=f"n0-{seat}-0").parent.classes
    queen = page.find("fieldset", cls="q-card")
    assert "Bob: filled in" in queen.find("legend").text
    assert "is-auto" in queen.find("input", id="c0-1").parent.classes
    assert "checked" not in queen.find("input", id="c0-1").attrs  # a tap on another name wins
    assert "Bob shot the moon" in page.find("div", cls="outcome-table").text
    # Without JavaScript the same answers save, checked by the service.
    saved = client.post(page_url(created, "/hand"), data={"n0_1": "13", "expected_number": "1"})
    assert saved.status_code == 303
    assert totals(client, created) == [26, 0, 26, 26]


def test_a_moon_in_points_fills_in_everyone_else(client):
    created = claimed_game(client, "hearts")
    page = preview(client, created, {"mode": "points", "p_2": "26", "expected_number": "1"})
    assert checks(page) == ["✓ Points add up to 26 of 26."]
    assert [s.text for s in page.find_all("small", cls="is-auto")] == ["0 filled in"] * 3
    saved = client.post(page_url(created, "/hand"),
                        data={"mode": "points", "p_2": "26", "expected_number": "1"})
    assert saved.status_code == 303 and totals(client, created) == [26, 26, 0, 26]


def test_filled_in_only_what_is_certain(client):
    # No moon in Black Maria: the other hearts are 0, but who took the Q♠ is asked.
    maria = claimed_game(client, "black-maria")
    page = preview(client, maria, {"n0_1": "13", "expected_number": "1"})
    assert checks(page)[0] == "… Still to say who took Q♠, K♠ and A♠."
    assert checks(page)[1] == "✓ 13 of 13 hearts assigned."
    # A bonus card (the J♦ −10) can leave a player below 0: points are not filled in.
    omnibus = claimed_game(client, "omnibus")
    page = preview(client, omnibus, {"mode": "points", "p_0": "16", "expected_number": "1"})
    assert checks(page) == ["… Points still missing for Bob, Cat and Dan: 0 left to share."]
    # A moon that is not one (someone else took the Q♠) is the scorer's answer.
    hearts = claimed_game(client, "hearts")
    page = preview(client, hearts, {"n0_1": "13", "c0": "2", "expected_number": "1"})
    assert checks(page)[0] == "✓ Q♠: Cat."
    assert "filled in" not in page.find("fieldset", cls="q-card").text


def test_a_big_table_enters_its_cards_a_row_per_player(client):
    created = claimed_game(client, "black-lady", players=TEN)
    page = html(client.get(page_url(created, "/hand")))
    assert page.find("fieldset", cls="q-card") is None
    rows = page.find("fieldset", cls="q-players").find_all("div", cls="player-cards")
    assert [r.find("span", cls="count-name").text for r in rows] == TEN
    for row in rows:
        assert [t.find("span", cls="card-name").text for t in row.find_all("label", cls="tally")] == KINDS
        assert row.find("input", type="radio").attrs["name"] == "rest"
    assert len(page.find("select", id="n3-0").find_all("option")) == 11  # ten 10–A♥
    assert len(page.find("select", id="n0-0").find_all("option")) == 3  # two Q♠

    form = {**by_player(TYPICAL), "rest": "9", "expected_number": "1"}
    partial = preview(client, created, {**by_player(TYPICAL), "expected_number": "1"})
    assert checks(partial) == ["… 26 of 32 penalty cards given; still to give: 10–A♥ ×4, 5♥, 2♥."]
    done = preview(client, created, form)
    assert checks(done) == ["✓ All 32 penalty cards given."]
    rest = done.find("select", id="n3-9").parent
    assert "is-auto" in rest.classes and rest.find("span", cls="tally-n").text == "4"
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    took = {**TYPICAL, **REST}
    expected = [sum(VALUES[KINDS.index(c)] for c in took.get(seat, [])) for seat in range(10)]
    assert state(client, created)["hands"][0]["points"] == expected
    # A correction opens with each player's cards.
    fix = html(client.get(page_url(created, "/hand/1")))
    options = fix.find("select", id="n3-9").find_all("option")
    assert [o.attrs["value"] for o in options if "selected" in o.attrs] == ["4"]


def test_a_big_table_is_told_of_too_many_copies(client):
    created = claimed_game(client, "black-lady", players=TEN)
    page = preview(client, created, {"n0_0": "2", "n0_1": "1", "rest": "2", "expected_number": "1"})
    assert checks(page) == ["… 3 × Q♠ given, but only 2 are in play."]
    saved = client.post(page_url(created, "/hand"),
                        data={"n0_0": "2", "n0_1": "1", "rest": "2", "expected_number": "1"})
    assert saved.status_code == 422 and state(client, created)["hands"] == []
    assert "only 2 are in play" in html(saved).find("p", id="entry-error").text


def test_a_tie_break_preview_says_what_each_player_took(client):
    created = claimed_game(client, options={"end_score": 20})
    play(client, created, give={2: ["QS"] + HEARTS[:10], 3: HEARTS[10:]})
    page = preview(client, created, {"c0": "0", "n0_0": "3", "expected_number": "2"})
    table = page.find("div", cls="outcome-table")
    words = hand_words(2, "tiebreak")  # the table's one wording of a tie-break hand
    assert [th.text for th in table.find("thead").find_all("th")] == [words.title, "Took", "Total"]
    assert [[c.text for c in tr.find_all("th")] + [td.text for td in tr.find_all("td")]
            for tr in table.find("tbody").find_all("tr")] == [["Ann", "16", "0"], ["Bob", "10", "0"]]
    assert table.find("p", cls="tiebreak-note").text == words.note
    assert table.find("p", cls="verdict").text == "This ends the game: Bob wins."


def test_the_row_for_a_second_renege_is_always_there(client):
    created = claimed_game(client)
    empty = preview(client, created, {"expected_number": "1"})
    row = empty.find("div", cls="renege-again")
    assert row.find("input") is None and row.find("p", cls="renege-hint") is not None
    once = preview(client, created, {"renege": "1", "expected_number": "1"})
    row = once.find("div", cls="renege-again")
    assert [label.text for label in row.find_all("label")] == ["Bob again"]
    assert row.find("p", cls="renege-hint") is None


def test_a_kind_of_many_copies_is_a_menu_of_numbers(client):
    """Dirty Liz for 10 (two decks): the 18 one-point hearts are picked from a menu (▾),
    each kind of two copies is still counted a tap per copy."""
    created = claimed_game(client, "dirty-liz", players=TEN)
    page = html(client.get(page_url(created, "/hand")))
    row = page.find("fieldset", cls="q-players").find("div", cls="player-cards")
    menus = [t.find("span", cls="card-name").text for t in row.find_all("label", cls="tally")
             if "tally-menu" in t.classes]
    assert menus == ["2–10♥"]
    assert row.find("label", cls="tally-menu").find("span", cls="tally-more").text == "▾"
    ones = page.find("select", id="n5-3").find_all("option")
    assert [o.attrs["value"] for o in ones] == [str(n) for n in range(19)]
    assert "▾ opens a menu of numbers" in page.find("fieldset", cls="q-players").find("legend").text
    done = preview(client, created, {"n5_3": "7", "rest": "9", "expected_number": "1"})
    assert done.find("select", id="n5-3").parent.find("span", cls="tally-n").text == "7"
