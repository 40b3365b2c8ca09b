"""The group's pages in each of the six languages: starting a group, its page (evenings,
a series, games, statistics, players, sharing and handing the editing on), a player's
page, head-to-head and its refusal, the group's new game with "Did you mean …?", the
refusals of a phone without the edit rights, and an evening on the big screen answer in
the reader's language, with no English sentence left over when another is chosen."""
import re
from urllib.parse import urlsplit

import pytest

from companion.web import i18n
from tests.groups_pages_support import edited_group, figures, group_page, stat_card
from tests.groups_support import group_game, hand
from tests.i18n_support import EVERY, offer_every_language, page_lang, phrases_in, words_on
from tests.pages_support import page_url

# What the group's pages say in English: none of it may show in another language. (Words
# another language spells the same are left out: "Points" and "Places" in French,
# "Series" in Spanish, "won" in Dutch.)
ENGLISH = (
    # starting a group, and the home page's list of groups
    "Start a group", "New group", "A group is the people who play together",
    "The group's name", "Friday cards", "Start the group", "Groups",
    # the group's page
    "This group", "Group", "New game in this group", "Evenings", "Most wins first",
    "Evening of", "in play", "of 3 games played", "Games",
    "hand so far", "Not started yet", "Statistics", "wins in", "Win rate", "Shared wins",
    "Hands", "Points a hand", "Moons shot", "Reneges", "Q♠ taken", "entered as cards",
    "Best total", "Worst total", "Winning streak", "Longest streak", "Ann's games",
    "Only finished games count", "Players", "also typed as", "Tap a player to fix",
    "Head-to-head", "Compare", "against", "Everyone: scan to follow the group",
    "The group's link", "Copy link", "Copied", "It shows the group's games",
    "QR code of the group's link", "Let another phone start games too",
    "This link gives the group's edit rights", "Whoever opens it", "Group edit link",
    "Player", "Wins",
    # a player's page
    "Renamed", "Also typed as", "Fix the name", "New name", "The old spelling stays known",
    "Rename", "Same person as another player", "Merge", "cannot be merged",
    # head-to-head
    "games together", "Ended ahead", "Won", "Points, all games",
    "have not finished a game at the same table", "Pick one of the group's players",
    # the group's new game
    "The group's players: tap to seat them", "seated", "Did you mean", "Use Zoë",
    "Keep", "A name is nearly one of the group's players",
    # without the edit rights
    "Only the group's editor can do this", "This phone holds no working edit link",
    "See the group", "This group's edit link does not work", "no such player in this group",
    "The link is mistyped",
    # locking the group, and its old edit link afterwards
    "Lock the group", "Stops every edit link", "Lock: revoke the group's edit links",
    "Locked. Every edit link of the group",
    # the evening on the big screen, and the scorer's setting for it
    "This evening", "The big screen shows the evening", "Hide the evening",
)


def english_in(words: str) -> list[str]:
    return phrases_in(words, ENGLISH)


def claimed(client, made: dict) -> dict:
    """This client opens the game's scorer link (it keeps the game's edit cookie)."""
    client.get(urlsplit(made["links"]["scorer"]).path)
    return made


def group_walk(app, client, locale=i18n.SOURCE):
    """The group's pages, from starting one to an evening on the big screen, as (name,
    response) pairs; `client` edits the group and scores its last game."""
    yield "start a group", client.get("/groups/new")
    group = edited_group(client, "Kitchen table")
    at = f"/groups/{group['id']}"
    yield "home", client.get("/")
    yield "empty group", client.get(at)
    first = group_game(client, group)
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})
    series = group_game(client, group, series={"name": "Best of 3", "length": 3})
    hand(client, series, 1, {0: 6, 2: 4, 3: 3})
    group_game(client, group, ["Dan", "Zoë", "Bob", "Ann"], "rickety-kate")
    tonight = claimed(client, group_game(client, group, options={"end_rule": "open"}))
    hand(client, tonight, 2, {0: 6, 1: 4, 3: 3})
    client.post(f"{at}/players/4", data={"action": "rename", "name": "Daniel"})
    yield "group", client.get(at)
    yield "player", client.get(f"{at}/players/4?done=renamed")
    yield "head-to-head", client.get(f"{at}/head-to-head?a=1&b=2")
    yield "head-to-head, never together", client.get(f"{at}/head-to-head?a=3&b=5")
    yield "head-to-head, refused", client.get(f"{at}/head-to-head?a=1&b=99")
    yield "new game", client.get(f"{at}/new")
    yield "did you mean", client.post(f"{at}/new", data={
        "ruleset": "hearts", "options_for": "hearts", "first_dealer": "",
        "player": ["Zoe", "Bob", "Cat", ""], "action": "seat:1"})
    yield "did you mean, asked", client.post(f"{at}/new", data={
        "ruleset": "hearts", "options_for": "hearts", "first_dealer": "",
        "player": ["Zoe", "Bob", "Cat", ""]})
    stranger = app.test_client()  # no edit rights, the same language
    stranger.set_cookie(i18n.COOKIE, locale)
    yield "no rights", stranger.get(f"{at}/new")
    yield "wrong edit link", stranger.get(f"{at}/edit/nope")
    yield "no such player", client.get(f"{at}/players/99")
    client.post(page_url(tonight, "/evening"), data={"show": "1", "back": "share"})
    yield "share, evening shown", client.get(page_url(tonight, "/share"))
    yield "big screen, evening", stranger.get(page_url(tonight, "/big"))
    client.post(f"{at}/lock")
    yield "group, locked", client.get(f"{at}?locked=1")
    yield "old edit link", stranger.get(f"{at}/edit/{group['edit_token']}")


EXPECTED = {"head-to-head, refused": 422, "did you mean, asked": 422, "no rights": 403,
            "wrong edit link": 403, "no such player": 404, "old edit link": 403}


@pytest.mark.parametrize("locale", EVERY)
def test_every_group_page_speaks_the_chosen_language(app, client, locale):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, locale)
    for name, response in group_walk(app, client, locale):
        assert response.status_code == EXPECTED.get(name, 200), (name, response.status_code)
        assert page_lang(response) == locale, name
        if locale != i18n.SOURCE:
            assert english_in(words_on(response)) == [], (locale, name)


def test_the_walk_finds_the_english_it_looks_for(app, client):
    """The English pages show every phrase the test looks for, so an empty list in another
    language means they were translated, not that the test looks in the wrong place."""
    found = set()
    for _name, response in group_walk(app, client):
        found.update(english_in(words_on(response)))
    assert set(ENGLISH) - found == set()


def test_a_groups_days_and_figures_read_the_readers_way(app, client):
    """The evening's day is the locale's ('Mo., 23. Nov. 2026'), the win rate and the
    points a hand too ('50 %', '6,3')."""
    offer_every_language(app)
    group = edited_group(client)
    game = group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    client.set_cookie(i18n.COOKIE, "de")
    page = group_page(client, group)
    title = page.find("h3", cls="evening-title").text
    assert title.startswith("Abend vom ") and "." in title, title
    dan = figures(stat_card(page, "hearts", "Dan"))
    assert re.sub(r"\s", " ", dan["Siegquote"]) == "100 %" and dan["Punkte pro Runde"] == "3,0"
