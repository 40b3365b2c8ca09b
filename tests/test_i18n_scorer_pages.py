"""The scorer's pages in each of the six languages: the new game, the table before and
during a game, a hand's entry (cards and points), its check, the history, a correction
and the finished table answer without a 500, in the reader's language, and with no
English sentence left over when another language is chosen."""
import pytest

from companion.pages import games
from companion.rules import GAMES
from companion.web import i18n
from tests.helpers import HEARTS, play
from tests.i18n_support import EVERY, offer_every_language, page_lang, phrases_in, words_on
from tests.pages_support import claimed_game, hand_form, page_url

# What the scorer's templates said in English: none of it may show in another language.
ENGLISH = (
    "Share scoreboard", "This game", "Standings", "Player", "Deals", "Cuts",
    "Eldest", "First lead", "points in play", "Enter hand", "Who took",
    "how many did each", "filled in", "Anyone renege", "Twice in one hand", "Tap the cards",
    "each player's points", "Points each player took", "Not a normal hand", "Misdeal",
    "reneged", "Save hand", "Save the correction", "Correct hand", "Saving replaces",
    "Every hand", "Newest first", "Undo hand", "Back to the table", "Download CSV",
    "Big number", "running total", "shot the moon", "New game", "What are you playing",
    "Players, in seat order", "clockwise", "Who deals first", "Draw for deal",
    "Start the game", "Table rules", "More table rules", "Add a player", "Move player",
    "Remove player", "Final standings", "wins!", "share the win", "Play again",
    "See every hand", "with other players", "Hand 1 saved",
    "Keeps score", "Sending hand", "the server", "Discard", "Show mine", "reconnecting",
    # the new-game form's games and options (the engine's registry and presets)
    "When does the game end", "Shooting the moon", "Passing cards", "Old moon",
    "The Australian family game", "Renege penalty", "Always to the left",
    # the table's words (companion/words) and the pages' own sentences
    "Pass 3 cards", "Full deck", "cards each", "Whoever holds", "Hearts may not be led",
    "is next", "The game ends", "The game ended", "Lowest total", "Game over", "Pass left",
    "Undo", "hearts assigned", "Still to say", "After this hand", "The game goes on",
    "point each",
)
def english_in(words: str) -> list[str]:
    return phrases_in(words, ENGLISH)


def scorer_walk(client):
    """The scorer's pages of one game, from its new-game form to its finished table, as
    (name, response) pairs."""
    yield "new game", client.get("/new")
    created = claimed_game(client, "hearts", options={"end_rule": "hands", "end_hands": 2})
    yield "empty table", client.get(page_url(created, "/table"))
    yield "empty history", client.get(page_url(created, "/history"))
    yield "hand", client.get(page_url(created, "/hand"))
    yield "points entry", client.get(page_url(created, "/hand?mode=points"))
    yield "check", client.post(page_url(created, "/hand/preview"),
                               data=hand_form(queen=1, hearts={0: 13}, expected=1))
    play(client, created, give={0: ["QS"], 1: HEARTS[:6], 2: HEARTS[6:10], 3: HEARTS[10:]})
    yield "table", client.get(page_url(created, "/table?saved=1"))
    yield "history", client.get(page_url(created, "/history"))
    yield "correction", client.get(page_url(created, "/hand/1"))
    play(client, created, give={1: ["QS"], 0: HEARTS[:5], 2: HEARTS[5:]})
    yield "finished table", client.get(page_url(created, "/table"))


@pytest.mark.parametrize("locale", EVERY)
def test_every_scorer_page_speaks_the_chosen_language(app, client, locale):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, locale)
    for name, response in scorer_walk(client):
        assert response.status_code in (200, 422), (name, response.status_code)
        if response.mimetype == "text/html" and "<html" in response.get_data(as_text=True):
            assert page_lang(response) == locale, name
        if locale != i18n.SOURCE:
            assert english_in(words_on(response)) == [], (locale, name)


def test_the_walk_finds_the_english_it_looks_for(app, client):
    """The English pages show the phrases the test looks for, so an empty list in another
    language means they were translated, not that the test looks in the wrong place."""
    found = set()
    for name, response in scorer_walk(client):
        found.update(english_in(words_on(response)))
    assert set(ENGLISH) - found == set()


def test_every_game_has_a_name_at_each_table(app):
    """Each preset is named through the catalogue, as each table says it (German tables
    say "Hearts" and "Black Lady": "Herzen" is no game's name)."""
    offer_every_language(app)
    german = {"Cookie": f"{i18n.COOKIE}=de"}
    with app.test_request_context("/new", headers=german):
        app.preprocess_request()
        said = games.presets_said()
        assert set(said) == set(GAMES)
        assert said["hearts"]["name"] == "Hearts" and said["black-lady"]["name"] == "Black Lady"
        assert all(games.game_name(key) == said[key]["name"] for key in GAMES)
