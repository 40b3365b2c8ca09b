"""The new-game page puts the eye where it is needed: a refusal on the field at fault (and
summed up at the top), a row button's player still under the thumb, the number of hands
beside the end rule that uses it, and the rulesets named as the table says them."""
import pytest

from companion.rules import GAMES
from companion.rules.games.penalty import BLACK_LADY_VALUES
from companion.rules.registry import OPTIONS, applies
from tests.pages_support import html

START = {"ruleset": "rickety-kate", "options_for": "rickety-kate",
         "player": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": "", "end_rule": "reach",
         "end_score": "100", "moon": "old", "action": "start"}


def focused(page) -> list[str]:
    """The ids of the controls the page focuses when it opens (autofocus)."""
    return [e.attrs.get("id") for e in page.elements() if "autofocus" in e.attrs]


def options_of(client, answer) -> dict:
    public_id = answer.headers["Location"].split("/")[2]
    return client.get(f"/api/v1/games/{public_id}").get_json()["options"]


@pytest.mark.parametrize("names, first_blank", [(["", "", "", ""], 0), (["Ann", "", "", ""], 1)])
def test_blank_names_are_refused_where_the_eye_is(client, names, first_blank):
    answer = client.post("/new", data={**START, "player": names})
    assert answer.status_code == 422
    page = html(answer)
    summary = page.find(id_="form-error")
    assert summary is not None and summary.attrs.get("role") == "alert"
    link = summary.find("a")
    assert link.attrs["href"] == f"#player-{first_blank}" and "players" in link.text
    players = page.find("fieldset", id_="players")
    beside = players.find("p", cls="field-error")
    assert beside is not None and beside.text == link.text
    assert focused(page) == [f"player-{first_blank}"]
    blank = players.find("input", id_=f"player-{first_blank}")
    assert blank.attrs.get("aria-invalid") == "true"
    assert blank.attrs.get("aria-describedby") == "error-players"


def test_a_refused_option_is_focused_and_summed_up(client):
    page = html(client.post("/new", data={**START, "end_score": "lots"}))
    assert focused(page) == ["opt-end_score"]
    assert page.find(id_="form-error").find("a").attrs["href"] == "#opt-end_score"
    assert page.find(id_="option-end_score").find("p", cls="field-error") is not None


@pytest.mark.parametrize("action, focus", [
    ("add", "player-4"), ("remove:1", "remove-1"), ("remove:3", "remove-2"),
    ("up:2", "up-1"), ("up:1", "down-0"), ("down:1", "down-2"), ("down:2", "up-3")])
def test_a_row_button_keeps_that_player_under_the_thumb(client, action, focus):
    answer = client.post("/new", data={**START, "action": action})
    assert answer.status_code == 200
    page = html(answer)
    assert focused(page) == [focus]
    assert page.find(id_=focus).tag in ("input", "button")
    assert page.find(id_="form-error") is None


def test_the_empty_form_focuses_nothing(client):
    assert focused(html(client.get("/new"))) == []


def test_htmx_posts_the_form_in_place_and_a_start_opens_the_table(client):
    page = html(client.get("/new"))
    form = page.find("form", id_="newgame")
    assert form.attrs["data-hx-post"] == "/new" and form.attrs["data-hx-target"] == "this"
    added = client.post("/new", data={**START, "action": "add"}, headers={"HX-Request": "true"})
    fragment = html(added)
    assert fragment.find("html") is None and fragment.find("form", id_="newgame") is not None
    assert focused(fragment) == ["player-4"]
    refused = client.post("/new", data={**START, "player": ["", "", "", ""]},
                          headers={"HX-Request": "true"})
    assert refused.status_code == 422 and focused(html(refused)) == ["player-0"]
    started = client.post("/new", data=START, headers={"HX-Request": "true"})
    assert started.status_code == 204
    public_id = started.headers["HX-Redirect"].split("/")[2]
    assert started.headers["HX-Redirect"] == f"/g/{public_id}/table"
    assert any(c.startswith(f"edit_{public_id}=") for c in started.headers.getlist("Set-Cookie"))
    assert client.get(f"/g/{public_id}/table").status_code == 200


BESIDE = [(name, option.beside) for name, option in OPTIONS.items() if option.beside]


def test_the_registry_asks_the_number_of_hands_and_the_time_beside_their_end_rule():
    assert ("end_hands", ("end_rule", "hands")) in BESIDE
    assert ("time_limit_minutes", ("end_rule", "time")) in BESIDE


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_an_option_one_choice_uses_sits_under_that_choice(client, ruleset):
    page = html(client.get(f"/new?ruleset={ruleset}"))
    more = page.find("details", cls="more-options")
    for name, (owner, value) in BESIDE:
        if not applies(OPTIONS[name], ruleset):
            continue  # (a compendium game asks none of the end rules)
        block = page.find(id_=f"option-{name}")
        assert block is not None and more.find(id_=f"option-{name}") is None, name
        holder = block.parent.parent  # .choice-needs, then .choice-with
        assert "choice-with" in holder.classes
        radio = holder.find("input", type="radio")
        assert (radio.attrs["name"], radio.attrs["value"]) == (owner, value)
        assert page.find(id_=f"option-{owner}").find(id_=f"option-{name}") is block
        assert block.find("p", cls="help") is None  # its choice already says when


def test_the_number_of_hands_is_used_when_picked_and_left_alone_when_not(client):
    hands = client.post("/new", data={**START, "end_rule": "hands", "end_hands": "7"})
    assert hands.status_code == 303
    assert options_of(client, hands)["end_hands"] == 7
    hidden = client.post("/new", data={**START, "end_hands": "many", "time_limit_minutes": ""})
    assert hidden.status_code == 303  # asked beside other choices: not this game's concern
    options = options_of(client, hidden)
    assert options["end_rule"] == "reach" and options["end_hands"] == 10
    wrong = client.post("/new", data={**START, "end_rule": "hands", "end_hands": "many"})
    assert wrong.status_code == 422 and focused(html(wrong)) == ["opt-end_hands"]


@pytest.mark.parametrize("ruleset, words", [
    ("hearts", "Hearts' usual rules are set"), ("black-lady", "Black Lady's usual rules are set"),
    ("black-maria", "Black Maria's usual rules are set")])
def test_the_usual_rules_are_named_in_good_english(client, ruleset, words):
    legend = html(client.get(f"/new?ruleset={ruleset}")).find("fieldset", id_="options").find(
        "legend")
    assert words in legend.text


def test_black_ladys_blurb_says_what_its_hearts_count():
    """It said "hearts by face", but from the Jack up a heart counts 10."""
    assert all(BLACK_LADY_VALUES[f"{r}H"] == 10 for r in "TJQKA")
    blurb = GAMES["black-lady"].blurb
    assert "hearts 2–10 at face value, J–A 10 each" in blurb
    assert "Queen of Spades 50, Ace 40, Ten 20" in blurb
