"""The small games on the scorer's pages without JavaScript: Polignac's jacks one tap each
and its capot (which then scores the deal alone), Slobberhannes in three taps, Knaves'
card turned up (a jack turned up is not asked about), the usual history, and a correction
that opens as saved."""
from tests.helpers import state
from tests.pages_support import checked, claimed_game, html, page_url, save_hand, seats

FOUR = ("Bartholomäus", "Dobrosława", "Cat", "Dan")
THREE = FOUR[:3]


def asked(page) -> list[str]:
    return [f.attrs["data-question"] for f in page.find_all("fieldset", cls="q")]


def test_polignac_the_jacks_then_a_capot_alone(client):
    game = claimed_game(client, "polignac", FOUR)
    page = html(client.get(page_url(game, "/hand")))
    assert asked(page) == ["J♠", "J♣", "J♦", "J♥", "Capot"]
    save_hand(client, game, {"card-JS": "0", "card-JD": "0", "card-JH": "2", "card-JC": "3"})
    capot = html(client.post(page_url(game, "/hand/preview"), data={"capot": "2:made"}))
    assert asked(capot) == ["Capot"]  # the jacks are not scored
    save_hand(client, game, {"capot": "2:made"})
    now = state(client, game)
    assert [h["scores"] for h in now["hands"]] == [[3, 0, 1, 1], [5, 5, 0, 5]]
    again = html(client.get(page_url(game, "/hand/2")))
    ticked = checked(again)
    assert ticked.get("capot") == "2:made"


def test_slobberhannes_in_three_taps(client):
    game = claimed_game(client, "slobberhannes", FOUR)
    save_hand(client, game, {"w1": "3", "w8": "3", "card-QC": "3"})  # 5.e
    assert state(client, game)["hands"][0]["scores"] == [0, 0, 0, 4]
    history = html(client.get(page_url(game, "/history")))
    assert history.find(id_="sheet") is None or history.find(cls="kind-result") is None


def test_knaves_a_jack_turned_up_is_not_asked(client):
    game = claimed_game(client, "knaves", THREE)
    plain = html(client.get(page_url(game, "/hand")))
    chips = [i.attrs["value"] for i in plain.find_all("input", name="trump")]
    assert chips == ["S", "H", "D", "C", "JS", "JH", "JD", "JC"]
    turned = html(client.post(page_url(game, "/hand/preview"), data={"trump": "JD"}))
    assert "J♦" not in asked(turned) and "J♥" in asked(turned)
    save_hand(client, game, {"trump": "JD", **seats("tricks", [8, 5, 4]), "card-JH": "0",
                             "card-JS": "2", "card-JC": "2"})  # 5.h
    hand = state(client, game)["hands"][0]
    assert (hand["scores"], hand["turn_up"], hand["trump"]) == ([4, 5, 1], "JD", "D")
    again = html(client.get(page_url(game, "/hand/1")))
    assert "checked" in again.find("input", id_="trump-JD").attrs


def test_deals_kept_offline_ask_the_same_questions(client):
    """Every deal plays the same contract: the phone may keep several (no one-deal guard,
    which a schedule's deals need)."""
    small = html(client.get(page_url(claimed_game(client, "slobberhannes", FOUR), "/hand")))
    kierki = html(client.get(page_url(claimed_game(client, "kierki", FOUR), "/hand")))
    assert "data-one-deal" not in small.find(id_="entry").attrs
    assert kierki.find(id_="entry").attrs["data-one-deal"] == "1"


def test_a_capot_seat_that_is_no_number_is_no_answer(client):
    game = claimed_game(client, "polignac", FOUR)
    for odd in ("²:made", "9" * 5000 + ":made", "-1:failed", "1:maybe"):
        page = client.post(page_url(game, "/hand/preview"), data={"capot": odd})
        assert page.status_code == 200
        assert asked(html(page)) == ["J♠", "J♣", "J♦", "J♥", "Capot"]
