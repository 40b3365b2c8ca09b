"""A hand saved from the scorer's page is saved once: the form names its save with a key,
and the scorer's outbox reads JSON answers and asks /sync."""
from html.parser import HTMLParser

from tests.helpers import state
from tests.pages_support import claimed_game, hand_form, page_url, text

JSON = {"Accept": "application/json"}
HX = {"HX-Request": "true"}


class Keys(HTMLParser):
    """The idempotency keys of the page's forms, in page order."""

    def __init__(self):
        super().__init__()
        self.keys = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "input" and attrs.get("name") == "idempotency_key":
            self.keys.append(attrs.get("value"))


def keys_of(response) -> list[str]:
    parser = Keys()
    parser.feed(text(response))
    return parser.keys


def entry_key(client, created, tail="/hand") -> str:
    return keys_of(client.get(page_url(created, tail)))[0]


def test_each_entry_form_gets_its_own_key_and_previews_keep_it(client):
    created = claimed_game(client)
    first, second = entry_key(client, created), entry_key(client, created)
    assert first != second and len(first) >= 16
    preview = client.post(page_url(created, "/hand/preview"),
                          data=hand_form(queen=0, expected=1, idempotency_key=first), headers=HX)
    assert keys_of(preview) == [first]
    entry, misdeal, replay = keys_of(client.get(page_url(created, "/hand")))
    assert (misdeal, replay) == (entry + "-misdeal", entry + "-replay")


def test_the_same_form_saved_twice_saves_one_hand(client):
    """Back after Save shows the old form: saving it again must not enter the hand twice."""
    created = claimed_game(client)
    form = hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3}, expected=1,
                     idempotency_key=entry_key(client, created))
    first = client.post(page_url(created, "/hand"), data=form)
    assert first.status_code == 303 and first.headers["Location"].endswith("/table?saved=1")
    version = state(client, created)["version"]
    again = client.post(page_url(created, "/hand"), data=form)
    assert again.status_code == 303 and again.headers["Location"].endswith("/table?saved=1")
    after = state(client, created)
    assert len(after["hands"]) == 1 and after["version"] == version


def test_the_outbox_gets_json_answers(client):
    created = claimed_game(client)
    key = entry_key(client, created)
    form = hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3}, expected=1, idempotency_key=key)
    saved = client.post(page_url(created, "/hand"), data=form, headers=JSON)
    assert (saved.status_code, saved.get_json()) == (201, {"saved": 1, "replayed": False})
    replay = client.post(page_url(created, "/hand"), data=form, headers=JSON)
    assert (replay.status_code, replay.get_json()) == (200, {"saved": 1, "replayed": True})
    taken = client.post(page_url(created, "/hand"), headers=JSON,
                        data={**form, "idempotency_key": "another-phone"})
    assert taken.status_code == 409
    assert taken.get_json()["error"].startswith("Hand 1 was already entered")
    assert taken.get_json()["game"]["next_hand"]["number"] == 2
    incomplete = client.post(page_url(created, "/hand"), headers=JSON,
                             data=hand_form(queen=0, expected=2, idempotency_key="k2"))
    assert incomplete.status_code == 422 and incomplete.get_json()["error"]
    assert len(state(client, created)["hands"]) == 1


def test_a_correction_saved_twice_is_made_once(client):
    created = claimed_game(client)
    client.post(page_url(created, "/hand"), data=hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3},
                                                           expected=1))
    key = entry_key(client, created, "/hand/1")
    form = hand_form(queen=1, hearts={0: 1, 1: 2, 2: 3}, expected=2, idempotency_key=key)
    first = client.post(page_url(created, "/hand/1"), data=form, headers=JSON)
    assert (first.status_code, first.get_json()) == (200, {"saved": 1, "replayed": False})
    version = state(client, created)["version"]
    again = client.post(page_url(created, "/hand/1"), data=form)
    assert again.status_code == 303 and again.headers["Location"].endswith("/history?corrected=1")
    assert state(client, created)["version"] == version


def test_sync_for_the_scorer_page(client):
    created = claimed_game(client)
    key = entry_key(client, created)
    client.post(page_url(created, "/hand"), data=hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3},
                                                           expected=1, idempotency_key=key))
    synced = client.get(page_url(created, "/sync"), headers=JSON)
    assert synced.status_code == 200 and synced.headers["Cache-Control"] == "private, no-store"
    assert synced.get_json() == {"next_number": 2, "version": 2, "keys": [key]}
    client.delete_cookie(f"edit_{created['id']}", path=f"/g/{created['id']}")
    refused = client.get(page_url(created, "/sync"), headers=JSON)
    assert refused.status_code == 401 and refused.get_json()["error"]
