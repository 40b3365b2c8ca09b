"""The layout check of a group's pages on 360 and 390 px phones and a 1080p TV, in all six
languages, with ten long real names and an evening that mixes four games, as its editor
sees them (every form and button the reader sees, and more): nothing wider than the
screen, no name broken inside a word or cut off."""
import pytest

from companion.web.i18n import COOKIE
from tests.browser.test_layout import LANGUAGES, NAMES, PHONES, TEN, faults
from tests.browser.test_layout_tv import tonight

pytestmark = pytest.mark.browser

GROUP_NAMES = (NAMES + ", .stat-name, .roster-name, .h2h-name, .game-players, .points-under,"
               " .ranking-name, .record-who")
SCREENS = (*((width, height, True) for width, height in PHONES), (1920, 1080, False))


def test_every_group_page_fits_every_phone_and_the_tv_in_every_language(live_server, browser):
    group = tonight(live_server, TEN, evening=True)["group"]
    tails = ("", "/players/1", "/players/6", "/head-to-head?a=1&b=2", "/new")
    found = []
    for width, height, phone in SCREENS:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      device_scale_factor=2 if phone else 1, is_mobile=phone,
                                      has_touch=phone)
        page = context.new_page()
        page.goto(f"{live_server.url}/groups/{group['id']}/edit/{group['edit_token']}")
        assert page.locator("form.group-game-delete").count() >= 1  # the games still on
        for language in LANGUAGES:
            context.add_cookies([{"name": COOKIE, "value": language, "url": live_server.url}])
            for tail in tails:
                page.goto(f"{live_server.url}/groups/{group['id']}{tail}")
                found += faults(page, GROUP_NAMES, (width, language, tail))
        context.close()
    assert not found, "\n".join(map(str, found))
