"""The watchers' pages in each of the six languages: the scoreboard (live, finished, a
partnership), the big screen, the scorer's share page, the share button of the result,
the chat app's card of a finished game and the join QR answer without a 500, in the
reader's language, with no English sentence left over when another language is chosen;
and the recap picture is drawn in the language its address names."""
import pytest

from companion.games import service
from companion.pages.table import viewmodel
from companion.pictures import qr, recap
from companion.web import i18n
from tests.helpers import HEARTS, create, play, post_hand
from tests.i18n_support import EVERY, offer_every_language, page_lang, phrases_in, words_on
from tests.pages_support import claimed_game, hand_form, html, page_url
from tests.test_board_recap import DAN_WINS, size_of

# What the board pages said in English: none of it may show in another language.
ENGLISH = (
    "Follow the scores on your phone", "Scan the code", "Live scoreboard",
    "Big screen", "Back to scoring", "Share", "Running totals", "Across: hands played",
    "the dashed line", "end 100", "Game over", "Full screen", "Scoreboard", "Screen",
    "Everyone else", "Scoreboard link", "Copy link", "Copy", "Copied", "Share scoreboard",
    "Big-screen mode", "for a tablet", "Hand the scoring to another phone",
    "This code gives edit rights", "Whoever scans it", "Scorer link", "Lock the game",
    "Stops every scorer link", "Lock: revoke", "Locked", "Share the result", "result.png",
    "QR code", "Final standings after", "the final standings and the running totals",
    "not finished yet", "is next", "wins", "win", "More", "companion: home",
)
def english_in(words: str) -> list[str]:
    return phrases_in(words, ENGLISH)


def board_walk(app, client):
    """The watchers' pages of a game as it is played and once it is over, the scorer's
    share pages, and a partnership's finished board, as (name, response) pairs."""
    app.config["PUBLIC_URL"] = "https://cards.example.org"  # the og: card is shown
    watcher = app.test_client()
    watcher.set_cookie(i18n.COOKIE, client.get_cookie(i18n.COOKIE).value)
    created = claimed_game(client, options={"end_score": 100})
    yield "empty board", watcher.get(page_url(created))
    yield "unfinished recap", watcher.get(page_url(created, "/recap.png?lang=")
                                          + client.get_cookie(i18n.COOKIE).value)
    play(client, created, give={0: ["QS"], 1: HEARTS[:6], 2: HEARTS[6:]})
    yield "live board", watcher.get(page_url(created))
    yield "scorer's board", client.get(page_url(created))
    yield "big screen", watcher.get(page_url(created, "/big"))
    yield "share", client.get(page_url(created, "/share"))
    assert client.post(page_url(created, "/lock")).status_code == 303
    yield "locked share", client.get(page_url(created, "/share?locked=1"))
    done = create(client, options={"end_score": 20})
    assert post_hand(client, done, DAN_WINS).status_code == 201
    yield "finished board", watcher.get(page_url(done))
    yield "finished big screen", watcher.get(page_url(done, "/big"))
    teams = claimed_game(client, "partnership", options={"end_score": 20})
    form = hand_form(queen=1, hearts={0: 1, 1: 6, 2: 0, 3: 6}, expected=1)  # Ann and Cat win
    assert client.post(page_url(teams, "/hand"), data=form).status_code == 303
    yield "partnership board", watcher.get(page_url(teams))
    yield "partnership big screen", watcher.get(page_url(teams, "/big"))


@pytest.mark.parametrize("locale", EVERY)
def test_every_board_page_speaks_the_chosen_language(app, client, locale):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, locale)
    for name, response in board_walk(app, client):
        assert response.status_code == (404 if name == "unfinished recap" else 200), name
        assert page_lang(response) == locale, name
        if locale != i18n.SOURCE:
            assert english_in(words_on(response)) == [], (locale, name)


def test_the_walk_finds_the_english_it_looks_for(app, client):
    """The English pages show the phrases the test looks for, so an empty list in another
    language means they were translated, not that the test looks in the wrong place."""
    client.set_cookie(i18n.COOKIE, "en")
    found = set()
    for _name, response in board_walk(app, client):
        found.update(english_in(words_on(response)))
    assert set(ENGLISH) - found == set()


def join_image(client, path):
    page = html(client.get(path))
    return page.find("section", cls="join").find("img", cls="qr")


@pytest.mark.parametrize("locale", EVERY)
def test_the_join_qr_is_labelled_in_the_language_its_address_names(app, client, locale):
    """The code is kept for a year under its address: the address names the language of
    its label, so one language's picture is never shown on another's page."""
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, locale)
    game = create(client)
    image = join_image(client, f"/g/{game['id']}")
    assert f"lang={locale}" in image.attrs["src"]
    fresh = app.test_client()  # no cookie, no Accept-Language: the address alone says
    code = fresh.get(image.attrs["src"])
    assert code.status_code == 200
    label = html(code).find("svg").attrs["aria-label"]
    assert label == image.attrs["alt"]
    assert code.get_data(as_text=True) == str(qr.svg(game["links"]["scoreboard"], label))
    if locale != i18n.SOURCE:
        assert english_in(label) == []
        english = fresh.get(image.attrs["src"].replace(f"lang={locale}", "lang=en"))
        assert english.headers["ETag"] != code.headers["ETag"]


def recap_link(client, game) -> str:
    page = html(client.get(f"/g/{game['id']}"))
    [link] = [a for a in page.find_all("a") if "data-share-result" in a.attrs]
    return link.attrs["href"]


def test_the_recap_png_is_drawn_in_the_language_of_the_page_that_links_it(app, client):
    offer_every_language(app)
    game = create(client, options={"end_score": 20})
    assert post_hand(client, game, DAN_WINS).status_code == 201
    client.set_cookie(i18n.COOKIE, "de")
    german_url = recap_link(client, game)
    assert german_url.endswith("recap.png?lang=de")
    fresh = app.test_client()  # a chat app or a fetch without cookies: the address says
    german = fresh.get(german_url)
    english = fresh.get(german_url.replace("lang=de", "lang=en"))
    assert german.status_code == english.status_code == 200
    assert size_of(german.data) == size_of(english.data) == (1200, 630)
    assert german.data != english.data
    assert german.headers["ETag"] != english.headers["ETag"]
    # A 304 answers only to the picture of the same language.
    again = fresh.get(german_url, headers={"If-None-Match": german.headers["ETag"]})
    assert again.status_code == 304
    other = fresh.get(german_url.replace("lang=de", "lang=pl"),
                      headers={"If-None-Match": german.headers["ETag"]})
    assert other.status_code == 200 and other.data not in (german.data, english.data)
    # Kept per language: asked again, each is the same picture.
    assert fresh.get(german_url).data == german.data


def test_the_chat_card_links_the_picture_in_the_page_s_language(app, client):
    offer_every_language(app)
    app.config["PUBLIC_URL"] = "https://cards.example.org"
    game = create(client, options={"end_score": 20})
    assert post_hand(client, game, DAN_WINS).status_code == 201
    client.set_cookie(i18n.COOKIE, "fr")
    page = html(client.get(f"/g/{game['id']}"))
    tags = {m.attrs["property"]: m.attrs["content"] for m in page.find_all("meta")
            if m.attrs.get("property", "").startswith("og:")}
    assert tags["og:image"] == f"https://cards.example.org/g/{game['id']}/recap.png?lang=fr"
    assert tags["og:description"].startswith("Classement final après 1 donne : Dan ")


def test_the_recap_speaks_polish_with_its_own_letters(app, client):
    """Polish heads the picture with the verb ('Wygrywa Dan'), and DejaVu Sans draws
    every letter of the six languages."""
    offer_every_language(app)
    game = create(client, options={"end_score": 20})
    assert post_hand(client, game, DAN_WINS).status_code == 201
    laid, (regular, bold) = laid_out(app, game, "pl")
    assert laid.title == "Wygrywa Dan"
    assert [words for words, _size, _x in laid.labels] == ["WYNIKI KOŃCOWE",
                                                           "SUMY NARASTAJĄCO"]
    for letter in "łśżźćńąęóŁŚŻßœçñéèàäöüÉ":
        assert ord(letter) in regular.widths and ord(letter) in bold.widths, letter


def laid_out(app, game, locale):
    """The recap's layout and fonts as the picture's address in `locale` lays it out."""
    with app.test_request_context(f"/g/{game['id']}/recap.png?lang={locale}"):
        app.preprocess_request()
        saved, state = service.load(game["id"])
        return recap.layout(viewmodel.game_view(saved, state), state), recap.fonts()


@pytest.mark.parametrize("locale", ("de", "fr", "pl"))
def test_a_draw_of_long_names_fits_the_picture_in_long_languages(app, client, locale):
    """German and French say more than English: the title counts the winners instead of
    running off the picture, and the columns' headings stay in their columns."""
    offer_every_language(app)
    names = ["Maximilian-Alexander", "Bob", "Friederike-Charlotte", "Wilhelmina-Josephine"]
    game = create(client, players=names, options={"end_score": 20, "tie": "draw"})
    hand = {"captured": {"0": ["QS"] + HEARTS[:8], "1": HEARTS[8:]}}  # seats 2 and 3 tie on 0
    assert post_hand(client, game, hand).status_code == 201
    laid, (regular, bold) = laid_out(app, game, locale)
    said = {"de": "Unentschieden: 2 Spieler teilen sich den Sieg",
            "fr": "Égalité : 2 joueurs se partagent la victoire",
            "pl": "Remis: 2 gracze dzielą się zwycięstwem"}[locale]
    assert laid.title == said  # the names would not fit: the standings name them
    assert bold.width(laid.title, laid.title_size) <= recap.WIDTH - 2 * recap.MARGIN
    (first, first_size, first_x), (second, second_size, second_x) = laid.labels
    assert first_x + regular.width(first, first_size) + len(first) <= laid.right
    assert second_x + regular.width(second, second_size) + len(second) <= recap.WIDTH
    assert size_of(client.get(f"/g/{game['id']}/recap.png?lang={locale}").data) == (1200, 630)
