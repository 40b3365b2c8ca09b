"""Kierki on the scorer's pages without JavaScript: the referee panel says the deal's
contract and where the match stands, the entry form asks what the contract needs, and a
whole match (RULES-national example 1.c) saved through the form ends with its totals."""
import pytest

from companion.web import i18n
from tests.helpers import state
from tests.i18n_support import offer_every_language
from tests.pages_support import checked, claimed_game, html, page_url, save_hand, seats, text

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


# Example 1.c, deal by deal, as the form's answers (contract.py names the fields).
MATCH = [
    seats("tricks", [4, 3, 5, 1]),
    seats("c0", [2, 6, 0, 5]),
    seats("c0", [1, 1, 2, 0]),
    seats("c0", [3, 2, 1, 2]),
    {"card-KH": "1"},
    {"w7": "2", "w13": "2"},
    # the robber (1.b): plain hearts and plain kings/jacks counted, the others one by one
    {**seats("tricks", [5, 3, 4, 1]), **seats("c0", [4, 2, 3, 1]), **seats("c5", [2, 2, 2, 0]),
     "card-JH": "2", "card-QH": "0", "card-KH": "0", "card-QC": "3", "card-QD": "1",
     "card-QS": "0", "w7": "2", "w13": "0"},
    {"trump": "S", **seats("tricks", [5, 3, 3, 2])},
    {"trump": "H", **seats("tricks", [2, 6, 4, 1])},
    {"trump": "D", **seats("tricks", [4, 4, 2, 3])},
    {"trump": "C", **seats("tricks", [3, 1, 7, 2])},
    {"o1": "3", "o2": "0"},
]


@pytest.fixture
def kierki(client):
    return claimed_game(client, "kierki", NAMES)


def test_a_whole_match_through_the_form_ends_with_example_1c(client, kierki):
    for deal, answers in enumerate(MATCH, start=1):
        page = html(client.get(page_url(kierki, "/hand")))
        assert page.find(cls="contract-name") is not None, deal
        save_hand(client, kierki, answers)
    done = state(client, kierki)
    assert done["totals"] == [-75, -320, -325, 720]
    assert (done["status"], done["winners"]) == ("finished", [3])


def test_the_panel_says_the_contract_the_deal_and_who_names_trumps(client, kierki):
    page = html(client.get(page_url(kierki, "/table")))
    panel = page.find(id_="referee-panel")
    assert panel.find(cls="contract-name").text.strip() == "bez lew (no tricks)"
    assert "Deal 1 of 12" in panel.find("h2").text
    assert panel.find(cls="role-trumps") is None
    for answers in MATCH[:7]:
        save_hand(client, kierki, answers)
    panel = html(client.get(page_url(kierki, "/table"))).find(id_="referee-panel")
    assert panel.find(cls="contract-name").text.strip() == "atu (trumps)"
    assert panel.find(cls="role-trumps").find("dd").text == "Dan"  # the dealer of deal 8


def test_polish_readers_see_the_deal_by_its_own_name(app, client, kierki):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, "pl")
    panel = html(client.get(page_url(kierki, "/table"))).find(id_="referee-panel")
    assert panel.find(cls="contract-name").text.strip() == "bez lew"


def test_tricks_that_do_not_add_up_are_refused_and_write_nothing(client, kierki):
    response = save_hand(client, kierki, seats("tricks", [4, 3, 5, 2]), status=422)
    assert html(response).find(role="alert") is not None
    assert state(client, kierki)["hands"] == []


def test_the_last_player_is_filled_in(client, kierki):
    response = client.post(page_url(kierki, "/hand/preview"),
                           data=seats("tricks", [4, 3, 5]) | {"tricks_3": ""})
    row = [r for r in html(response).find_all(cls="count-row")
           if r.attrs.get("data-player") == "Dan"][0]
    assert row.find(cls="count-now").text.split()[0] == "1"
    save_hand(client, kierki, seats("tricks", [4, 3, 5]))
    assert state(client, kierki)["totals"] == [-80, -60, -100, -20]


def test_a_named_trick_won_by_a_player_with_no_trick_is_refused(client, kierki):
    for answers in MATCH[:6]:
        save_hand(client, kierki, answers)
    robber = {**MATCH[6], "w7": "3", "w13": "3"}  # Dan won 1 trick, not both named ones
    response = save_hand(client, kierki, robber, status=422)
    assert "Dan" in html(response).find(id_="entry-error").text
    assert len(state(client, kierki)["hands"]) == 6


def test_a_misdeal_keeps_the_deal_and_its_contract(client, kierki):
    save_hand(client, kierki, {"kind": "misdeal"})
    panel = html(client.get(page_url(kierki, "/table"))).find(id_="referee-panel")
    assert "Deal 1 of 12" in panel.find("h2").text
    assert state(client, kierki)["next_hand"]["dealer"] == 0


def test_a_correction_opens_with_the_deal_as_saved(client, kierki):
    for answers in MATCH[:7]:
        save_hand(client, kierki, answers)
    page = html(client.get(page_url(kierki, "/hand/7")))
    ticked = checked(page)
    assert {k: ticked.get(k) for k in MATCH[6]} == MATCH[6]
    response = client.post(page_url(kierki, "/hand/7"), data=MATCH[6])
    assert response.status_code == 303
    assert state(client, kierki)["totals"] == [-925, -670, -725, -280]


def test_the_sheet_follows_the_schedule_with_its_subtotals(client, kierki):
    for answers in MATCH:
        save_hand(client, kierki, answers)
    rows = html(client.get(page_url(kierki, "/history"))).find(id_="sheet").find_all("tr")[1:]
    kinds = [row.attrs["class"].split()[-1] for row in rows]
    assert kinds == ["kind-deal"] * 7 + ["kind-minus"] + ["kind-deal"] * 5 + [
        "kind-plus", "kind-result"]
    cells = [[td.text.strip() for td in row.find_all("td")] for row in rows]
    assert cells[7] == ["−925", "−670", "−725", "−280", "−2600"]  # minusy (1.c)
    assert cells[-1] == ["−75", "−320", "−325", "+720", "0"]  # wynik: the match sums to 0
    assert [r.find(cls="deal-trump").text for r in rows[8:12]] == ["♠", "♥", "♦", "♣"]
    assert all("is-wrong" not in td.attrs.get("class", "") for row in rows
               for td in row.find_all("td"))


def test_the_sheet_shows_the_deals_still_to_play(client, kierki):
    save_hand(client, kierki, MATCH[0])
    save_hand(client, kierki, {"kind": "misdeal"})
    rows = html(client.get(page_url(kierki, "/history"))).find(id_="sheet").find_all("tr")[1:]
    assert [row.attrs["class"].split()[-1] for row in rows[:4]] == [
        "kind-deal", "kind-misdeal", "kind-to-play", "kind-to-play"]
    assert rows[1].find(cls="deal-name").text == "bez kierów"
    assert rows[2].find(cls="deal-name").text == "bez kierów"


def test_play_again_starts_the_next_match_with_the_deal_moved_on(client, kierki):
    for answers in MATCH:
        save_hand(client, kierki, answers)
    response = client.post(page_url(kierki, "/again"))
    assert response.status_code == 303
    new_id = response.headers["Location"].split("/")[2]
    panel = html(client.get(f"/g/{new_id}/table")).find(id_="referee-panel")
    assert panel.find(cls="contract-name").text.strip() == "bez lew (no tricks)"
    assert panel.find(cls="role-dealer").find("dd").text == "Dobrosława"


def test_a_misdeals_correction_form_opens(client, kierki):
    save_hand(client, kierki, {"kind": "misdeal"})
    page = client.get(page_url(kierki, "/hand/1"))
    assert page.status_code == 200
    assert html(page).find("input", name="tricks_0") is not None  # asked anew


def test_play_again_takes_a_kierki_zwykle_match_as_it_was(client):
    plain = claimed_game(client, "kierki", NAMES, options={"kierki_form": "plain"})
    for answers in MATCH[:6]:
        save_hand(client, plain, answers)
    response = client.post(page_url(plain, "/again"))
    assert response.status_code == 303, text(response)[:500]
