"""Barbu on the scorer's pages without JavaScript: the declarer names a contract among
those left, its questions follow, doubles are chips pair by pair; the panel warns when a
player can no longer double the declarer twice; the sheet sums each declarer's deals."""
import pytest

from tests.helpers import state
from tests.pages_support import checked, claimed_game, html, page_url, save_hand, seats

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


# Bartholomäus declares: each contract once (tests/test_api_barbu.py's seven), the
# domino with example 4.b's double and redouble.
SEVEN = [
    {"contract": "no-tricks", **seats("tricks", [4, 3, 5, 1])},
    {"contract": "no-hearts", **seats("c0", [2, 5, 4, 1]), "card-AH": "0"},
    {"contract": "no-queens", **seats("c0", [1, 1, 1, 1])},
    {"contract": "barbu", "card-KH": "1"},
    {"contract": "no-last-two", "w12": "2", "w13": "3"},
    {"contract": "trumps", "trump": "S", **seats("tricks", [5, 3, 3, 2])},
    {"contract": "domino", "o1": "2", "o2": "0", "o3": "3", "double-1-0": "2",
     "double-3-0": "1"},
]


@pytest.fixture
def barbu(client):
    return claimed_game(client, "barbu", NAMES)


def test_a_declarers_seven_deals_through_the_form(client, barbu):
    for answers in SEVEN:
        save_hand(client, barbu, answers)
    now = state(client, barbu)
    assert now["totals"] == [86, -82, 26, -30] and sum(now["totals"]) == 0
    assert now["next_hand"]["dealer"] == 1  # Dobrosława declares next


def test_the_contract_comes_first_and_its_questions_follow(client, barbu):
    first = html(client.get(page_url(barbu, "/hand")))
    assert [i.attrs["value"] for i in first.find_all("input", name="contract")] == [
        "no-tricks", "no-hearts", "no-queens", "barbu", "no-last-two", "trumps", "domino"]
    assert first.find("input", name="tricks_0") is None
    named = html(client.post(page_url(barbu, "/hand/preview"), data={"contract": "trumps"}))
    assert named.find("input", name="trump") is not None
    pairs = {i.attrs["name"] for i in named.find_all("input") if i.attrs["name"].startswith(
        "double-")}
    assert pairs == {"double-1-0", "double-2-0", "double-3-0"}  # only the declarer


def test_a_named_contract_is_not_offered_again(client, barbu):
    save_hand(client, barbu, SEVEN[3])
    page = html(client.get(page_url(barbu, "/hand")))
    assert "barbu" not in [i.attrs["value"] for i in page.find_all("input", name="contract")]


def test_the_panel_warns_when_a_double_owed_can_no_longer_be_made(client, barbu):
    for answers in SEVEN[:6]:  # six deals, nobody doubled the declarer
        save_hand(client, barbu, {k: v for k, v in answers.items() if not k.startswith("double")})
    panel = html(client.get(page_url(barbu, "/table"))).find(id_="referee-panel")
    warnings = [li.text for li in panel.find_all("li", cls="is-warning")]
    assert len(warnings) == 3 and all("Bartholomäus" in w for w in warnings)


def test_the_sheet_sums_each_declarers_deals_to_0(client, barbu):
    for answers in SEVEN:
        save_hand(client, barbu, answers)
    rows = html(client.get(page_url(barbu, "/history"))).find(id_="sheet").find_all("tr")[1:]
    block = [row for row in rows if "kind-declarer" in row.attrs["class"]]
    assert len(block) == 1
    assert block[0].find("td", cls="sheet-sum").text.strip() == "0"
    assert [r.find(cls="deal-name").text for r in rows[:2]] == ["pas de plis", "pas de cœurs"]


def test_a_correction_opens_with_the_contract_and_the_doubles_as_saved(client, barbu):
    for answers in SEVEN:
        save_hand(client, barbu, answers)
    page = html(client.get(page_url(barbu, "/hand/7")))
    ticked = checked(page)
    assert {k: ticked.get(k) for k in ("o1", "o2", "o3", "double-1-0", "double-3-0")} == {
        "o1": "2", "o2": "0", "o3": "3", "double-1-0": "2", "double-3-0": "1"}
    response = client.post(page_url(barbu, "/hand/7"), data={**SEVEN[6], "double-1-0": "1"})
    assert response.status_code == 303
    assert state(client, barbu)["totals"] == [61, -57, 26, -30]  # doubled, not redoubled
