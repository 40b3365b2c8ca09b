"""The language picker in Chromium: the phone's own language is the page's, and picking
another at the foot of the page, with JavaScript off or on, comes back to the same page
in that language, and stays."""
import pytest

from tests.helpers import create
from tests.i18n_support import offer_every_language

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("javascript", [False, True], ids=["no-js", "js"])
def test_picking_a_language_comes_back_to_the_same_page_in_it(live_server, browser,
                                                              browser_context_args, javascript):
    offer_every_language(live_server.app)
    game = create(live_server.app.test_client())
    context = browser.new_context(**browser_context_args, locale="de-DE",
                                  java_script_enabled=javascript)
    page = context.new_page()
    board = f"{live_server.url}/g/{game['id']}"
    page.goto(board)
    assert page.locator("html").get_attribute("lang") == "de"
    page.get_by_label("Sprache").select_option(label="Polski")
    with page.expect_navigation():
        page.get_by_role("button", name="Ändern").click()
    assert page.url == board
    assert page.locator("html").get_attribute("lang") == "pl"
    page.goto(live_server.url + "/")  # the choice stays, whatever the phone's language
    assert page.get_by_role("link", name="Zacznij nową grę").is_visible()
    context.close()
