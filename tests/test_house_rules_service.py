"""House rules in the service: saving (only the differences kept, checked as a new game
is), reading, resolving into a game's options; a refusal writes nothing."""
import pytest
from sqlalchemy import func
from sqlmodel import select

from companion import db
from companion.db.models import HouseRules
from companion.games import service
from companion.store.refusals import NotFound
from companion.groups import house_rules
from companion.rules import RuleError
from companion.words.refusals import refusal_words
from tests.groups_support import new_group

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


def count(app) -> int:
    with app.app_context(), db.session() as s:
        return s.exec(select(func.count()).select_from(HouseRules)).one()


def test_saving_keeps_only_what_differs_and_reads_back(app):
    with app.app_context():
        saved = house_rules.save("  Friday  rules ", "omnibus",
                                 {"jack_of_diamonds": False, "moon": "new", "end_score": 100})
        read = house_rules.read(saved.public_id)
    assert read.name == "Friday rules"  # trimmed, runs of spaces made one
    assert read.ruleset == "omnibus"
    assert read.options == {"jack_of_diamonds": False, "moon": "new"}  # 100 is usual
    assert len(read.public_id) >= 22  # 128 random bits, URL-safe


def test_resolving_gives_the_options_and_a_game_copies_them(app):
    with app.app_context():
        saved = house_rules.save("Short", "hearts", {"end_score": 50, "moon": "new"})
        ruleset, options = house_rules.for_game(saved.public_id)
        game, _token, state = service.create_game(ruleset, PLAYERS, options)
    assert ruleset == "hearts"
    assert state.options["end_score"] == 50 and state.options["moon"] == "new"
    assert state.options["end_rule"] == "over"  # the rest is the preset's
    assert game.options == state.options


def test_the_bodys_options_win_over_the_saved_ones(app):
    with app.app_context():
        saved = house_rules.save("Short", "hearts", {"end_score": 50, "moon": "new"})
        _ruleset, options = house_rules.for_game(saved.public_id, "hearts", {"end_score": 75})
    assert options == {"end_score": 75, "moon": "new"}


@pytest.mark.parametrize("name, options, field", [
    ("", {}, "name"),
    ("   ", {}, "name"),
    ("x" * 41, {}, "name"),
    ("Ok", {"moon": "sideways"}, "moon"),
    ("Ok", {"end_score": 0}, "end_score"),
    ("Ok", {"no_such": 1}, "no_such"),
    ("Ok", {"sun": "on", "moon": "none"}, "sun"),
    ("Ok", "moon", "options"),
])
def test_an_invalid_name_or_option_is_refused_and_nothing_written(app, name, options, field):
    with app.app_context(), pytest.raises(RuleError) as refused:
        house_rules.save(name, "hearts", options)
    assert refused.value.field == field
    assert refusal_words(refused.value).strip()
    assert count(app) == 0


def test_a_five_player_pass_is_fine_without_names_but_not_for_four_named(app):
    with app.app_context():
        house_rules.save("Five", "hearts", {"pass": "left-right-2"})
        with pytest.raises(RuleError) as refused:
            house_rules.save("Four", "hearts", {"pass": "left-right-2"}, players=PLAYERS)
    assert refused.value.field == "pass"
    assert count(app) == 1


def test_an_unknown_id_is_not_found_and_refused_on_the_field(app):
    with app.app_context():
        with pytest.raises(NotFound):
            house_rules.read("nosuchrulesxxxxxxxxxxx")
        with pytest.raises(RuleError) as refused:
            house_rules.for_game("nosuchrulesxxxxxxxxxxx")
        assert refused.value.field == "house_rules"
        saved = house_rules.save("Ours", "hearts", {"moon": "new"})
        with pytest.raises(RuleError) as other:
            house_rules.for_game(saved.public_id, "black-maria")
    assert other.value.field == "ruleset"


def test_filed_in_a_group_with_its_token_only(app, client):
    group = new_group(client)
    with app.app_context():
        with pytest.raises(service.Forbidden):
            house_rules.save("Ours", "hearts", {"moon": "new"}, group=(group["id"], "wrong"))
        assert count(app) == 0
        saved = house_rules.save("Ours", "hearts", {"moon": "new"},
                                 group=(group["id"], group["edit_token"]))
        assert [r.public_id for r in house_rules.of_group(group["id"])] == [saved.public_id]
