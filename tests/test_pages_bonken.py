"""Bonken on the scorer's pages without JavaScript: the dealer's left-hand player names a
contract among those left in the match and within their quota, its questions follow
(the domino asks one thing: who was left holding cards), doubles are chips for every
pair, and the sheet lists the deals as played with the result."""
import pytest

from tests.helpers import post_hand, state
from tests.pages_support import checked, claimed_game, html, page_url, save_hand, seats

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")

# The first four deals (Dobrosława, Cat, Dan, Bartholomäus choose), the domino last.
FOUR = [
    {"contract": "no-tricks", **seats("tricks", [5, 4, 3, 1])},  # 3.a
    {"contract": "no-queens", **seats("c0", [1, 1, 1, 1])},
    {"contract": "clubs", **seats("tricks", [6, 2, 4, 1]), "double-0-1": "2",
     "double-2-3": "2"},  # 3.b's doubles, in Dan's plus contract
    {"contract": "domino", "last": "2"},
]


@pytest.fixture
def bonken(client):
    return claimed_game(client, "bonken", NAMES)


def offered(page) -> list[str]:
    return [i.attrs["value"] for i in page.find_all("input", name="contract")]


def test_four_deals_through_the_form(client, bonken):
    for answers in FOUR:
        save_hand(client, bonken, answers)
    now = state(client, bonken)
    assert [h["scores"] for h in now["hands"]] == [
        [-50, -40, -30, -10], [-45, -45, -45, -45], [280, -120, 200, -100], [0, 0, -100, 0]]
    assert now["next_hand"]["contract"]["chooser"] == 1  # Dobrosława chooses again


def test_the_chooser_left_of_the_dealer_and_every_pair_may_double(client, bonken):
    page = html(client.get(page_url(bonken, "/table")))
    panel = page.find(id_="referee-panel")
    assert "Dobrosława" in panel.find(cls="contract-name").text  # Bartholomäus deals
    first = html(client.get(page_url(bonken, "/hand")))
    assert len(offered(first)) == 13
    named = html(client.post(page_url(bonken, "/hand/preview"), data={"contract": "spades"}))
    assert named.find("input", name="trump") is None  # the contract names its suit
    pairs = {i.attrs["name"] for i in named.find_all("input")
             if i.attrs["name"].startswith("double-")}
    assert len(pairs) == 6  # every pair, also in a plus contract


def test_the_domino_asks_who_was_left_holding_cards(client, bonken):
    page = html(client.post(page_url(bonken, "/hand/preview"), data={"contract": "domino"}))
    asked = [f.attrs["data-question"] for f in page.find_all("fieldset", cls="q")]
    assert asked[1:-1] == ["Left holding cards"]  # after the contract, before the doubles
    assert len(page.find_all("input", name="last")) == 4


def test_a_contract_played_is_not_offered_again_and_the_quota_holds(client, bonken):
    for answers in FOUR:
        save_hand(client, bonken, answers)
    save_hand(client, bonken, {"contract": "hearts", **seats("tricks", [4, 4, 4, 1])})
    page = html(client.get(page_url(bonken, "/hand")))  # Cat: one minus named, one plus left?
    codes = offered(page)
    assert "no-queens" not in codes and "no-tricks" not in codes and "clubs" not in codes
    assert "hearts" not in codes


def test_the_sheet_lists_the_deals_as_played_in_dutch_names(client, bonken):
    for answers in FOUR:
        save_hand(client, bonken, answers)
    rows = html(client.get(page_url(bonken, "/history"))).find(id_="sheet").find_all("tr")[1:]
    assert [r.find(cls="deal-name").text for r in rows[:4]] == [
        "Bukken", "Vrouwen", "Klaveren troef", "Domino"]
    assert "kind-result" in rows[-1].attrs["class"]


def test_a_correction_opens_with_who_was_left(client, bonken):
    for answers in FOUR:
        save_hand(client, bonken, answers)
    page = html(client.get(page_url(bonken, "/hand/4")))
    ticked = checked(page)
    assert (ticked.get("contract"), ticked.get("last")) == ("domino", "2")


def check_lines(page) -> list[str]:
    return [li.text for li in page.find(id_="entry-check").find_all("li")]


def test_a_later_speakers_double_is_said_as_theirs(client, bonken):
    # Bartholomäus deals, Dobrosława chooses: Cat speaks first, then Dan; Dan doubles Cat
    answers = {"contract": "no-tricks", **seats("tricks", [5, 4, 3, 1]), "double-2-3": "3"}
    page = html(client.post(page_url(bonken, "/hand/preview"), data=answers))
    backs = {i.attrs["name"] for i in page.find_all("input", value="3", type="radio")
             if i.attrs["name"].startswith("double-")}
    assert backs == {"double-2-3", "double-2-0", "double-3-0"}  # never the chooser's
    lines = check_lines(page)
    assert "✓ Dan doubles Cat" in lines and "✓ Cat doubles Dan" not in lines
    save_hand(client, bonken, answers)
    hand = state(client, bonken)["hands"][0]
    assert hand["doubles"] == [{"by": 3, "of": 2, "redoubled": False}]
    assert hand["scores"] == [-50, -40, -50, 10]  # Dan was 20 better: 20 from Cat to Dan


def test_a_correction_names_the_doubler_the_api_was_given(client, bonken):
    post_hand(client, bonken, {"contract": "no-tricks", "tricks": [5, 4, 3, 1],
                               "calls": [{"by": 3, "call": "double", "of": 2}]})
    page = html(client.get(page_url(bonken, "/hand/1")))
    assert checked(page)["double-2-3"] == "3"
    assert "✓ Dan doubles Cat" in check_lines(page)
