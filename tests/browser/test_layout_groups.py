"""The layout check of a group's pages on 360 and 390 px phones, in all six languages,
with ten long real names and an evening that mixes four games: nothing wider than the
phone, no name broken inside a word or cut off."""
import pytest

from companion.web.i18n import COOKIE
from tests.browser.test_layout import LANGUAGES, NAMES, PHONES, TEN, faults
from tests.browser.test_layout_tv import tonight

pytestmark = pytest.mark.browser

GROUP_NAMES = NAMES + ", .stat-name, .roster-name, .h2h-name, .game-players, .points-under"


def test_every_group_page_fits_every_phone_in_every_language(live_server, browser):
    group = tonight(live_server, TEN, evening=True)["group"]["id"]
    tails = ("", "/players/1", "/players/6", "/head-to-head?a=1&b=2", "/new")
    found = []
    for width, height in PHONES:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      device_scale_factor=2, is_mobile=True, has_touch=True)
        page = context.new_page()
        for language in LANGUAGES:
            context.add_cookies([{"name": COOKIE, "value": language, "url": live_server.url}])
            for tail in tails:
                page.goto(f"{live_server.url}/groups/{group}{tail}")
                found += faults(page, GROUP_NAMES, (width, language, tail))
        context.close()
    assert not found, "\n".join(map(str, found))
