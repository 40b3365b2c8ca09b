"""Player names against the real server (SQLite and PostgreSQL): what docs/API.md
refuses is refused with a sentence and writes nothing; what is accepted, from
anywhere in Unicode, renders on every page; names stored by older versions
(a lone surrogate) still render everywhere, the home page's recent list too."""
import json
import unicodedata

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.hardening_support import Browser, count_games, create_game, scorer_path, set_players
from tests.helpers import HEARTS, cards
from tests.server import ServerProcess

REFUSED = {
    "lone surrogate": "Ann\ud800",
    "zero-width space": "Ann\u200b",
    "direction override": "Bob\u202e",
    "byte order mark": "\ufeffCat",
    "private use": "Dan\ue000",
    "control": "Eve\x07",
    "unit separator": "Ann\x1fBob",
    "nothing visible": "\u3164\u3164",
    "grapheme joiner": "An\u034fn",  # Default_Ignorable, though a mark (Mn)
    "khmer inherent vowel": "An\u17b4n",
    "leading braille blank": "\u2800Ann",
    "leading hangul filler": "\u3164Ann",
    "repeated variation selector": "Ann\ufe0f\ufe0f",
    "only a variation selector": "\ufe0f",
    "only variation selectors": "\ufe0e\ufe0f",
    "soft hyphen": "An\u00adn",
    "only a combining accent": "\u0301",
    "only spaces": " \u2003 ",
    "41 characters": "x" * 41,
    "41 after NFKC": "\ufdfa" + "x" * 23,  # one character that NFKC makes 18
}


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres",
                                                              marks=pytest.mark.postgres)])
def server(request, tmp_path_factory):
    """One server per engine for the whole module (the fuzz test makes many games)."""
    if request.param == "sqlite":
        url = "sqlite:///" + str(tmp_path_factory.mktemp("names") / "companion.sqlite")
        name = None
    else:
        postgres = request.getfixturevalue("postgres_server")
        name = f"names_{id(request)}"
        url = postgres.create_database(name)
    with ServerProcess(url) as running:
        yield running
    if name:
        postgres.drop_database(name)


def pages(public_id: str) -> list[str]:
    game = f"/g/{public_id}"
    return [game, f"{game}/big", f"{game}/poll", f"{game}/poll?mode=big", f"{game}/table",
            f"{game}/table/poll", f"{game}/hand", f"{game}/hand/1", f"{game}/history",
            f"{game}/share", "/", f"/api/v1/games/{public_id}"]


def render_everything(server, created) -> None:
    """Every page of the game, as its scorer (cookies from the scorer link, so the
    home page lists it) and as a watcher: none fails."""
    scorer, watcher = Browser(server.port), Browser(server.port)
    try:
        status, _, _ = scorer.get(scorer_path(created))
        assert status == 303
        status, _, text = scorer.request(
            "POST", f"/api/v1/games/{created['id']}/hands",
            {"captured": cards({0: ["QS"], 1: HEARTS})},
            {"Authorization": "Bearer " + created["edit_token"]})
        assert status == 201, text
        for path in pages(created["id"]):
            for phone in (scorer, watcher):
                status, _, text = phone.get(path)
                assert status < 500, (path, status, text[:300], server.output())
    finally:
        scorer.close()
        watcher.close()


@pytest.mark.parametrize("kind", sorted(REFUSED))
def test_a_bad_name_is_refused_with_a_sentence_and_nothing_written(server, kind):
    browser = Browser(server.port)
    before = count_games(server.database_url)
    status, answer = create_game(browser, ["Ann", "Bob", REFUSED[kind], "Zed"])
    assert status == 422, answer
    assert answer["field"] == "players" and answer["error"].endswith("."), answer
    assert "Player 3" in answer["error"] or "too long" in answer["error"], answer
    assert count_games(server.database_url) == before
    browser.close()


@pytest.mark.parametrize("names", [["Ann", "ANN"], ["Ann", "Ａｎｎ"], ["Straße", "STRASSE"],
                                   ["Ann  Lee", "ann lee"], ["Mi\u200dra", "Mira"],
                                   ["Ann", "Ann\ufe0e"], ["ANN\ufe0f", "ann"]])
def test_names_that_are_the_same_player_are_refused(server, names):
    browser = Browser(server.port)
    status, answer = create_game(browser, names + ["Cat", "Dan"])
    assert status == 422 and "Two players are called" in answer["error"], answer
    browser.close()


def test_names_are_stored_normalised(server):
    browser = Browser(server.port)
    status, answer = create_game(browser, ["  Ａｎｎ   Lee ", "Zoë ❤️", "👨\u200d👩\u200d👧", "می\u200cخواهم"])
    assert status == 201, answer
    assert [p["name"] for p in answer["game"]["players"]] == ["Ann Lee", "Zoë ❤️", "👨\u200d👩\u200d👧", "می\u200cخواهم"]
    render_everything(server, answer)
    browser.close()


def test_names_stored_by_an_older_version_still_render_everywhere(server):
    """"Ann\\ud800" was accepted once; its pages, and the home page of every phone
    that opened it, answered 500 (the text cannot be encoded)."""
    browser = Browser(server.port)
    status, created = create_game(browser)
    assert status == 201
    set_players(server.database_url, created["id"],
                ["Ann\ud800", "\udfffBob", "Cat\ud83d\ude00", "Dan\u202e"])
    render_everything(server, created)
    status, _, text = browser.get(f"/api/v1/games/{created['id']}")
    assert status == 200
    assert [p["name"] for p in json.loads(text)["players"][:3]] == ["Ann\ufffd", "\ufffdBob", "Cat😀"]
    browser.close()


any_text = st.text(st.characters(codec=None, exclude_categories=()), max_size=45)
printable = st.text(st.characters(codec=None, exclude_categories=("C",)), min_size=1, max_size=12)
def _same(name: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


names = (st.lists(printable, min_size=4, max_size=4, unique_by=_same)  # mostly accepted
         | st.lists(printable | any_text | st.sampled_from(list(REFUSED.values())),
                    min_size=4, max_size=4, unique_by=_same))


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(players=names)
def test_any_unicode_name_is_refused_or_renders_on_every_page(server, players):
    browser = Browser(server.port)
    status, answer = create_game(browser, players)
    browser.close()
    assert status in (201, 422), answer
    event(f"answered {status}")
    if status == 422:
        assert answer["field"] == "players" and answer["error"], answer
        return
    stored = [p["name"] for p in answer["game"]["players"]]
    assert all(1 <= len(name) <= 40 and name == name.strip() for name in stored)
    render_everything(server, answer)
