"""Every game is one declaration (companion/rules/games/), and every face derives from it:
a walk over every declared game fails on a missing name in any of the six languages, a
contract name that contradicts its option, a figure shown that the game does not have,
or a deal with no lead rule."""
import itertools
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from sqlmodel import select as db_select

from companion.rules import GAMES, deal_setup
from companion.rules.contracts import LAST
from companion.rules.figures import seat_figures
from companion.rules.games import family_of
from companion.rules.registry import OPTIONS, applies
from companion.words import first_lead_words
from companion.words.contracts import contract_meaning, own_name
from companion.words.speech import ENGLISH
from companion.words.voice import speaking
from tests.test_i18n_words import speech
from tests.helpers import create, post_hand, state
from tests.i18n_support import offer_every_language
from tests.pages_support import claimed_game, html, page_url
from tests.rules_support import HEARTS, NAMES, options_for, play, took

TRANSLATIONS = Path(__file__).resolve().parent.parent / "companion" / "translations"
LANGUAGES = sorted(p.name for p in TRANSLATIONS.iterdir() if (p / "LC_MESSAGES").is_dir())


def catalogue(locale: str) -> dict:
    with (TRANSLATIONS / locale / "LC_MESSAGES" / "messages.po").open("rb") as po:
        return {(m.context, m.id): m.string for m in read_po(po) if m.id}


CATALOGUES = {locale: catalogue(locale) for locale in LANGUAGES}


def readings(key: str):
    """Every table size and every combination of the game's own choices and flags."""
    game = GAMES[key]
    own = [o for o in game.own if o.kind in ("choice", "flag")]
    values = [o.values if o.kind == "choice" else (False, True) for o in own]
    for players in range(game.players[0], game.players[1] + 1):
        for combo in itertools.product(*values):
            yield players, options_for(key, players, **dict(zip((o.name for o in own), combo)))


def deals(options: dict, players: int):
    """Each deal a match plays: its contracts' whole match, or a few deals of the others."""
    length = family_of(options).match_length(options, players) or 4
    return [deal_setup(options, players, 0, rotation) for rotation in range(length)]


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_declared_game_is_named_and_described_in_every_language(locale):
    said = CATALOGUES[locale]
    for game in GAMES.values():
        assert said.get(("game", game.name)), (locale, game.key, "name")
        assert said.get((None, game.blurb)), (locale, game.key, "blurb")
        for option in game.own:  # its own options, as its form asks them
            assert said.get((None, option.label)), (locale, game.key, option.name)
            for _value, words in option.choices:
                assert said.get((None, words)), (locale, game.key, option.name, words)


def test_a_game_takes_its_own_options_and_no_other_games():
    for key, game in GAMES.items():
        for option in OPTIONS.values():
            owners = [g for g in GAMES.values() if option in g.own]
            if owners:
                assert applies(option, key) == (game in owners), (key, option.name)


# The trick words of the contracts' own names, in their languages
OWN_TRICKS = {"pl": {3: ("trzeciej",), 6: ("szóstej",), 7: ("siódmej",), 8: ("ósmej",),
                     LAST: ("ostatniej", "dwóch ostatnich"), LAST - 1: ("dwóch ostatnich",)},
              "nl": {7: ("7e",), LAST: ("13e", "Laatste")}}
MEANT_TRICKS = {3: "3rd", 6: "6th", 7: "7th", 8: "8th", LAST: "last", LAST - 1: "last two"}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_no_contract_name_contradicts_the_option_it_scores_by(key):
    """A deal of named tricks is named by those tricks, in its own language and in the
    reader's (Kierki's deal 6 "3rd and 7th" is "bez trzeciej i siódmej")."""
    for players, options in readings(key):
        for setup in deals(options, players):
            for contract in ([setup.contract] if setup.contract else list(setup.choices)):
                tricks = {n for part in contract.parts for n in part.tricks}
                if not tricks or any(part.kind != "named" for part in contract.parts):
                    continue  # (the robber and Slobberhannes name their tricks among more)
                with speaking(ENGLISH):
                    meaning = contract_meaning(contract)
                assert all(MEANT_TRICKS[n] in meaning for n in tricks), (key, options, meaning)
                words = OWN_TRICKS.get(contract.language)
                if words and contract.own:
                    assert all(any(w in contract.own for w in words[n]) for n in tricks), \
                        (key, contract.own)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_deal_has_a_lead_rule(key):
    """Who leads (or plays first to a layout) is said for every deal of every reading."""
    for players, options in readings(key):
        for setup in deals(options, players):
            rule, seat = setup.first_lead_rule, setup.first_lead_seat
            if rule in ("eldest", "declarer"):
                assert seat in setup.participants, (key, players, setup.deal)
            else:
                assert len(rule) == 2, (key, rule)  # the card whose holder leads it
            with speaking(ENGLISH):
                said = first_lead_words(setup, NAMES[:players])
            if setup.contract is not None and setup.contract.layout:
                assert "plays first" in said, (key, said)  # a layout: no lead
            assert said, (key, setup.deal)


def test_a_figure_shows_only_in_the_games_it_means_something_in():
    """The Q♠ is a penalty card's figure: a Kierki deal entered as cards counts none."""
    for key, game in GAMES.items():
        assert set(game.figures) <= {"moons", "queens", "contracts"}
        if game.family.by_contract:
            assert not {"moons", "queens"} & set(game.figures), key
    kierki = play("kierki", 4, [{"tricks": [4, 3, 3, 3]},
                                {"captured": {"0": ["2H", "3H", "4H", "5H"], "1": ["6H", "7H",
                                 "8H", "9H", "TH", "JH", "QH", "KH", "AH"]}},
                                took(s0=["QS", "QH"], s1=["QD"], s2=["QC"])])
    assert {f["queens"] for f in seat_figures(kierki)} == {0}
    assert {f["card_hands"] for f in seat_figures(kierki)} == {0}
    hearts = play("hearts", 4, [took(s0=["QS"], s1=HEARTS)])
    assert [f["queens"] for f in seat_figures(hearts)] == [1, 0, 0, 0]


def test_the_panel_says_the_contract_by_its_own_name_for_the_option_played():
    """Kierki's deal 6 with "3rd and 7th" is not "bez siódmej i ostatniej"."""
    options = options_for("kierki", 4, deal6_tricks="3-7")
    sixth = deal_setup(options, 4, 0, 5).contract
    with speaking(speech("de")):
        assert own_name(sixth) == "bez trzeciej i siódmej"
        assert contract_meaning(sixth) != contract_meaning(
            deal_setup(options_for("kierki", 4), 4, 0, 5).contract)


def test_the_sheet_names_deal_6_by_its_reading_and_glosses_it_only_in_other_languages(app,
                                                                                      client):
    """Kierki's sheet, "3rd and 7th": "bez trzeciej i siódmej" in every language, its
    meaning beside it in German, nothing beside it in Polish (the name says it)."""
    offer_every_language(app)
    game = claimed_game(client, "kierki", ("Bartholomäus", "Dobrosława", "Cat", "Dan"),
                        {"deal6_tricks": "3-7"})
    assert post_hand(client, game, {"tricks": [4, 3, 3, 3]}).status_code == 201
    for locale, gloss in (("de", "nicht den 3. und 7. Stich"), ("pl", None)):
        page = html(client.get(page_url(game, "/history"),
                               headers={"Accept-Language": locale}))
        sixth = page.find_all("tr", cls="kind-to-play")[4]  # deals 2 to 12 still to play
        assert sixth.find("span", cls="deal-name").text == "bez trzeciej i siódmej"
        said = sixth.find("small", cls="deal-gloss")
        assert (said.text if said else None) == gloss, locale


def test_a_match_panel_says_its_deal_once(app, client):
    """"Deal 2 of 12", not "Hand 2 · Deal 2 of 12" ("Rozdanie 2 Rozdanie 2 z 12"); the
    hand's number only where a misdeal set it apart from the deal's."""
    offer_every_language(app)
    game = claimed_game(client, "kierki", ("Bartholomäus", "Dobrosława", "Cat", "Dan"))
    assert post_hand(client, game, {"tricks": [4, 3, 3, 3]}).status_code == 201
    polish = {"Accept-Language": "pl"}
    title = html(client.get(page_url(game), headers=polish)).find("h2", id="referee-title")
    assert title.text.count("Rozdanie") == 1 and "2 z 12" in title.text
    assert post_hand(client, game, {"kind": "misdeal"}).status_code == 201
    title = html(client.get(page_url(game))).find("h2", id="referee-title")
    assert title.text.split() == ["Deal", "2", "of", "12", "hand", "3"]


OWN_SINCE = ("direction", "pack", "barbu_pack", "slobberhannes_scoring")  # (this round's)


@pytest.mark.parametrize("ruleset, options", [("hearts", {"end_score": 50}),
                                              ("kierki", {"kierki_form": "plain"}),
                                              ("barbu", {"barbu_rotation": "every"})])
def test_a_game_stored_before_its_options_existed_shows_as_before(app, client, ruleset, options):
    """Its stored options lack the options added since: every page reads them filled in
    with their defaults (the boards' house-rules line made a 500 of it)."""
    from sqlalchemy import update

    from companion import db
    from companion.db.models import Game

    game = claimed_game(client, ruleset, ("Bartholomäus", "Dobrosława", "Cat", "Dan"), options)
    with app.app_context(), db.session() as s:
        row = s.exec(db_select(Game).where(Game.public_id == game["id"])).one()
        old = {k: v for k, v in row.options.items() if k not in OWN_SINCE}
        s.exec(update(Game).where(Game.id == row.id).values(options=old, version=row.version + 1))
        s.commit()
    for tail in ("", "/history", "/share"):
        assert client.get(page_url(game, tail)).status_code == 200, tail
    board = html(client.get(page_url(game)))
    assert "House rules" in board.text


def test_a_named_pack_sent_back_with_the_deck_it_deals_is_taken_and_a_contradiction_not(
        client):
    """Play again sends a game's options as the game answered them: Barbu's 32-card pack
    with its `deck_prep`. A deck that contradicts the named pack is refused; and a named
    pack is one game's own, not every penalty game's."""
    barbu = create(client, "barbu", ("Ann", "Bob", "Cat", "Dan"), options={"barbu_pack": "32"})
    again = client.post("/api/v1/games", json={
        "ruleset": "barbu", "players": ["Ann", "Bob", "Cat", "Dan"],
        "options": state(client, barbu)["options"]})
    assert again.status_code == 201, again.get_json()
    for ruleset, options, field in (
            ("hartenjagen-nl", {"pack": "full", "deck_prep": "piquet"}, "deck_prep"),
            ("hearts", {"pack": "full"}, "pack")):
        refused = client.post("/api/v1/games", json={
            "ruleset": ruleset, "players": ["Ann", "Bob", "Cat", "Dan"], "options": options})
        assert (refused.status_code, refused.get_json()["field"]) == (422, field)
