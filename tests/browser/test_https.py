"""The pages over HTTPS, as a hosted install serves them: Chromium on a real TLS front
(Debian's nginx with a throwaway certificate, tests/tls_front.py) in front of
`companion serve --trusted-proxy 127.0.0.1`. Every form posts with its CSRF token and
its page's Origin, and the pages tell browsers to send Referers back to this site
only: a hand saved, a misdeal, a correction, Lock, and a group's forms all save.
Without nginx (or openssl) this is skipped, unless CI=true."""
import os
import re

import pytest
from playwright.sync_api import expect

from tests import pages_support, tls_front
from tests.browser.support import Phone, api, enter_hand, start_from_form
from tests.server import ServerProcess

pytestmark = pytest.mark.browser

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "ignore_https_errors": True}  # the throwaway certificate


@pytest.fixture
def https_site(tmp_path):
    """(the app's own server, the TLS front in front of it)."""
    reason = tls_front.skip_reason()
    if reason:
        if os.environ.get("CI", "").lower() == "true":  # .ci/run installs nginx
            pytest.fail(f"CI=true but {reason}", pytrace=False)
        pytest.skip(reason)
    database = "sqlite:///" + str(tmp_path / "https.sqlite")
    with ServerProcess(database, args=["--trusted-proxy", "127.0.0.1"]) as app:
        with tls_front.TlsFront(app.port) as front:
            yield app, front


def game_id(page) -> str:
    return re.search(r"/g/([^/]+)/", page.url).group(1)


def refusal(html: str) -> str:
    """The sentence of an error page: the first paragraph of its refusal."""
    return pages_support.html(html).find("section", cls="refusal").find("p").text


def hands(app, public_id) -> list:
    """The game's hands as the API reads them, from the app itself."""
    return api(app, f"/api/v1/games/{public_id}")["hands"]


def test_a_game_saves_over_https_hand_misdeal_correction_and_lock(page, https_site):
    app, front = https_site
    phone = Phone(page)
    start_from_form(phone, front, "rickety-kate", names=NAMES)
    assert page.url.startswith(front.url + "/g/")
    public_id = game_id(page)
    assert page.evaluate("window.isSecureContext")
    assert page.evaluate("location.protocol") == "https:"

    # Save: Cat took the Q♠; 3, 4 and 1 hearts (Dan's 5 follow).
    enter_hand(phone, ["c0-2", "n0-0-3", "n0-1-4", "n0-2-1"], "https-entry")
    phone.tap_and_go(page.locator("[data-save]"))
    expect(page.locator(".notice-saved")).to_be_visible()
    [first] = hands(app, public_id)
    assert first["scores"] == [3, 4, 14, 5]

    # A misdeal: one tap.
    phone.go(page.locator("#enter-hand"))
    phone.tap_and_go(page.locator("#misdeal"))
    assert [hand["kind"] for hand in hands(app, public_id)] == ["normal", "misdeal"]

    # A correction from History: Dan took the Q♠ in hand 1, not Cat.
    phone.go(page.locator(f"a[href$='/g/{public_id}/history']").first)
    phone.go(page.locator(f"a.hand-link[href$='/g/{public_id}/hand/1']"))
    phone.tap(phone.chip("c0-3"))
    phone.tap_and_go(page.locator("[data-save]"))
    first, misdeal = hands(app, public_id)
    assert first["scores"] == [3, 4, 1, 18] and misdeal["kind"] == "misdeal"

    # Lock on the Share page: the old scorer link is revoked, a new one is shown.
    phone.go(page.locator(".tab-share"))
    old_link = page.locator("#scorer-link").input_value()
    phone.go(page.locator(f"form[action$='/g/{public_id}/lock'] button"))
    expect(page.locator(".notice-locked")).to_be_visible()
    new_link = page.locator("#scorer-link").input_value()
    assert "/edit/" in new_link and new_link != old_link
    assert new_link.startswith("https://")  # (loopback becomes the LAN address: links.py)

    # The CSRF check is on: this phone's cookies and the page's own token, posted from
    # another site's page, lock nothing.
    token = page.locator("form[action$='/lock'] input[name=csrf_token]").input_value()
    forged = page.request.post(f"{front.url}/g/{public_id}/lock", form={"csrf_token": token},
                               headers={"Origin": "https://evil.example"}, max_redirects=0)
    assert forged.status == 400
    assert refusal(forged.text()).startswith("This form was not sent from this site's own page")
    page.reload()
    assert page.locator("#scorer-link").input_value() == new_link

    # This phone keeps its rights under the new link: one more hand saves.
    page.goto(f"{front.url}/g/{public_id}/table")
    enter_hand(phone, ["c0-0", "n0-1-2", "n0-2-3", "n0-3-4"], "https-after-lock")
    phone.tap_and_go(page.locator("[data-save]"))
    assert len(hands(app, public_id)) == 3


def test_a_groups_forms_save_over_https(page, https_site):
    app, front = https_site
    phone = Phone(page)
    page.goto(front.url + "/groups/new")
    page.fill("#group-name", "Stammtisch Łódź")
    phone.go(page.locator("form.group-start button[type=submit]"))
    group_id = re.search(r"/groups/([^/?#]+)", page.url).group(1)
    expect(page.locator("h1")).to_have_text("Stammtisch Łódź")

    # Its new-game form: a game filed in the group.
    phone.go(page.locator(f"a[href*='/groups/{group_id}/new']").first)
    phone.tap(page.locator("label.ruleset-option", has=page.locator("#ruleset-hearts")))
    for i, name in enumerate(NAMES):
        page.fill(f"#player-{i}", name)
    phone.go(page.locator("#start"))
    assert re.search(r"/g/[^/]+/table$", page.url), page.url

    # Rename and Lock, the group page's own forms.
    page.goto(f"{front.url}/groups/{group_id}")
    page.fill("#group-name", "Stammtisch Kraków")
    phone.go(page.locator("#rename form button[type=submit]"))
    phone.go(page.locator("#lock form button[type=submit]"))
    expect(page.locator(".notice-locked")).to_be_visible()
    group = api(app, f"/api/v1/groups/{group_id}")
    assert group["name"] == "Stammtisch Kraków"
    [game] = group["games"]
    assert game["names"] == list(NAMES) and game["ruleset"] == "hearts"
