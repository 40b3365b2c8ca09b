"""One option registry (companion/rules/registry.py): the API's validation, the new-game
form and docs/OPTIONS.md all read it."""
import runpy
from pathlib import Path

import pytest

from companion.pages.start.form import fields_for
from companion.rules import GAMES, RuleError
from companion.rules.options import check_option
from companion.rules.registry import DEFAULTS as BASE
from companion.rules.registry import OPTIONS, default, on_form
from companion.words.refusals import refusal_words
from tests.pages_support import html

ROOT = Path(__file__).resolve().parent.parent


def test_the_registry_names_every_option_a_game_carries_once():
    assert list(OPTIONS) == list(dict.fromkeys(OPTIONS))
    assert set(OPTIONS) == set(BASE)
    for option in OPTIONS.values():
        assert option.label and option.kind in ("choice", "number", "flag", "cards")
        assert option.form in ("main", "more", "")
    for game in GAMES.values():  # a game's own options are the registry's
        assert all(OPTIONS[option.name] is option for option in game.own)


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_every_presets_default_is_allowed_by_the_registry(ruleset):
    low, high = GAMES[ruleset].players
    for players in (low, high):
        for name in OPTIONS:
            value = default(name, ruleset, players)
            assert check_option(name, value) == value


@pytest.mark.parametrize("key, value, code, words", [
    ("end_rule", "later", "option_not_a_choice", "When does the game end? must be one of "
     "“reach”, “over”, “hands”, “time”, “open”, “turn”."),
    ("decks", 3, "option_not_in_range", "Decks must be a whole number from 1 to 2."),
    ("black_jack", 1, "option_not_true_or_false", "Black Jack must be true or false."),
    ("colour", "red", "not_an_option", "“colour” is not an option of this app.")])
def test_the_api_refuses_what_the_registry_does_not_allow(key, value, code, words):
    with pytest.raises(RuleError) as refused:
        check_option(key, value)
    assert (refused.value.code, refused.value.field) == (code, key)
    assert refusal_words(refused.value) == words


def test_an_option_left_to_the_cards_may_be_none():
    assert check_option("moon_value", None) is None


def test_the_form_asks_the_registrys_options_with_its_choices():
    for ruleset in GAMES:
        fields = {f.key: f for f in fields_for(ruleset)}
        assert list(fields) == [o.name for o in on_form(ruleset)]
        for key, field in fields.items():
            option = OPTIONS[key]
            assert field.label == option.label
            values = [v for v, _words in field.choices if v != ""]
            assert values == [str(v) for v in option.values]
    assert "ten_of_spades_15" in {f.key for f in fields_for("black-lady")}
    assert "ten_of_spades_15" not in {f.key for f in fields_for("hearts")}


def test_the_new_game_page_shows_the_choices_and_labels_from_the_registry(client):
    page = html(client.get("/new?ruleset=hearts"))
    ends = [i.attrs["value"] for i in page.find_all("input", name="end_rule")]
    assert ends == list(OPTIONS["end_rule"].values)
    decks = [i.attrs["value"] for i in page.find_all("input", name="decks")]
    assert decks == ["", "1", "2"]  # "usual for the table size" first
    assert page.find("label", for_="opt-renege_penalty").text == OPTIONS["renege_penalty"].label


def test_the_form_names_an_option_by_its_label_whatever_the_ruleset(client):
    form = {"ruleset": "dirty-liz", "options_for": "dirty-liz", "player": ["A", "B", "C"],
            "first_dealer": "", "action": "start", "time_limit_minutes": "5000"}
    answer = client.post("/new", data=form)
    assert answer.status_code == 422
    error = html(answer).find("div", id_="option-time_limit_minutes").find(cls="field-error")
    assert error.text == "Time limit (minutes) must be a whole number from 1 to 1440."


def test_docs_options_table_is_current():
    written = runpy.run_path(str(ROOT / "docs" / "make_options.py"))["table"]()
    assert (ROOT / "docs" / "OPTIONS.md").read_text(encoding="utf-8") == written, (
        "docs/OPTIONS.md is stale: run python docs/make_options.py")
