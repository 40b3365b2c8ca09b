"""The readings added as declarations (RULES-national 5.1, 5.2, 2.1, 4.5, 1.7): Polignac
played counter-clockwise, Slobberhannes' Polish scoring, Dutch Hartenjagen for three and
with the 52-card pack, Barbu's 32-card pack. Through the engine, the API and the pages."""
from companion.rules.contracts import deal_total
from companion.rules.registry import differences
from companion.words import house_rules_words
from tests.helpers import create, post_hand, refused, state
from tests.pages_support import claimed_game, html, page_url
from tests.rules_support import options_for, play, setup_for

FOUR = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


def test_polignac_counter_clockwise_passes_the_deal_and_the_lead_to_the_right():
    right = [setup_for("polignac", 4, rotation, direction="counter-clockwise")
             for rotation in range(3)]
    assert [(s.dealer, s.eldest, s.cutter) for s in right] == [(0, 3, 1), (3, 2, 0), (2, 1, 3)]
    assert [s.first_lead_seat for s in right] == [3, 2, 1]
    assert right[0].reminders[0].code == "counter_clockwise"
    left = setup_for("polignac", 4, 1)
    assert (left.dealer, left.eldest) == (1, 2) and not any(
        note.code == "counter_clockwise" for note in left.reminders)


def test_polignac_counter_clockwise_on_the_panel(client):
    game = claimed_game(client, "polignac", FOUR, {"direction": "counter-clockwise"})
    panel = html(client.get(page_url(game))).find("section", id="referee-panel")
    roles = {div.find("dt").text.split(" (")[0]: div.find("dd").text
             for div in panel.find_all("div", cls="role")}
    assert (roles["Deals"], roles["Eldest"]) == ("Bartholomäus", "Dan")
    assert "(right)" in panel.find_all("div", cls="role")[2].text
    assert "Dan leads any card" in panel.find("p", cls="first-lead").text
    assert any("goes to the right" in li.text for li in panel.find_all("li"))


def test_slobberhannes_polish_scoring_the_queen_of_clubs_2_and_no_bonus():
    cases = [({"winners": {"1": 0, "8": 1}, "captured": {"2": ["QC"]}}, [1, 1, 2, 0]),
             ({"winners": {"1": 3, "8": 3}, "captured": {"3": ["QC"]}}, [0, 0, 0, 4]),
             ({"winners": {"1": 3, "8": 0}, "captured": {"3": ["QC"]}}, [1, 0, 0, 3])]
    for body, scores in cases:
        game = play("slobberhannes", 4, [body], slobberhannes_scoring="polish")
        assert game.hands[0].scores == scores


def test_slobberhannes_polish_scoring_through_the_api(client):
    game = create(client, "slobberhannes", FOUR, options={"slobberhannes_scoring": "polish"})
    assert post_hand(client, game, {"winners": {"1": 2, "8": 2},
                                    "captured": {"2": ["QC"]}}).status_code == 201
    assert state(client, game)["hands"][0]["scores"] == [0, 0, 4, 0]
    # an option of another game is refused, nothing written
    before = client.get("/api/v1/games").status_code
    answer = client.post("/api/v1/games", json={"ruleset": "hearts", "players": list(FOUR),
                                                "options": {"slobberhannes_scoring": "polish"}})
    assert refused(answer, 422, "slobberhannes_scoring")["code"] == "option_not_in_ruleset"
    assert client.get("/api/v1/games").status_code == before


def test_dutch_hartenjagen_for_three_deals_the_36_card_pack():
    due = setup_for("hartenjagen-nl", 3)
    assert (due.cards_each, len(due.removed), due.penalty_total, due.first_lead_rule) == (
        12, 16, 16, "6C")
    full = setup_for("hartenjagen-nl", 4, pack="full")
    assert (full.cards_each, full.penalty_total, full.first_lead_rule) == (13, 20, "2C")


def test_the_52_card_pack_is_a_named_option_the_house_line_says_once():
    options = options_for("hartenjagen-nl", 4, pack="full")
    assert options["deck_prep"] == "even"
    assert differences("hartenjagen-nl", 4, options) == {"pack": "full"}
    assert house_rules_words(differences("hartenjagen-nl", 4, options), 20) \
        == "House rules: pack: 52 cards"


def test_barbu_32_cards_the_french_values_and_the_salade():
    due = setup_for("barbu", 4, barbu_pack="32")
    assert due.cards_each == 8
    in_play = {c for c in due.in_play if due.in_play[c]}
    totals = {c.code: deal_total(c, due.cards_each, in_play) for c in due.choices}
    assert totals == {"no-tricks": -40, "no-hearts": -40, "no-queens": -60, "barbu": -70,
                      "salade": -210, "trumps": 40, "domino": 65}
    salade = play("barbu", 4, [{"contract": "salade", "tricks": [3, 2, 2, 1],
                                "captured": {"0": ["7H", "8H", "9H", "TH", "JH", "QH", "KH",
                                                   "AH", "QS"],
                                             "1": ["QD", "QC"]}}], barbu_pack="32")
    # the Q♥ is a heart and a queen, the K♥ a heart and the barbu: all of it at once
    assert salade.hands[0].scores == [-15 - 40 - 30 - 70, -10 - 30, -10, -5]


def test_barbu_32_cards_a_declarers_block_adds_up_to_the_menu_not_0(client):
    game = claimed_game(client, "barbu", FOUR, {"barbu_pack": "32"})
    assert state(client, game)["next_hand"]["cards_each"] == 8
    deals = [{"contract": "no-tricks", "tricks": [2, 2, 2, 2]},
             {"contract": "barbu", "captured": {"1": ["KH"]}},
             {"contract": "no-queens", "counts": [1, 1, 1, 1]},
             {"contract": "no-hearts", "counts": [2, 2, 2, 2]},
             {"contract": "salade", "tricks": [2, 2, 2, 2],
              "captured": {"0": ["7H", "8H", "QS"], "1": ["9H", "TH", "QD"],
                           "2": ["JH", "QH", "QC"], "3": ["KH", "AH"]}},
             {"contract": "trumps", "trump": "S", "tricks": [2, 2, 2, 2]},
             {"contract": "domino", "order": [0, 1, 2]}]
    for body in deals:
        assert post_hand(client, game, body).status_code == 201, body
    history = html(client.get(page_url(game, "/history")))
    block = history.find("tr", cls="kind-declarer")
    assert "7 of 7" in block.text and block.text.endswith("−315")
    assert "is-wrong" not in block.find("td", cls="sheet-sum").classes
