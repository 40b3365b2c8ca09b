"""The layout check of a group's pages on 360 and 390 px phones and a 1080p TV, in all six
languages, with ten long real names and an evening that mixes four games, as its editor
sees them (every form and button the reader sees, and more): nothing wider than the
screen, no name broken inside a word or cut off."""
import pytest

from companion.web.i18n import COOKIE
from tests.browser.test_layout import LANGUAGES, NAMES, PHONES, TEN, faults
from tests.browser.test_layout_tv import tonight
from tests.groups_support import group_game, new_group
from tests.helpers import play

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


def test_an_evening_of_one_game_keeps_its_names_whole_at_360_px(live_server, browser):
    """An evening of one game has its points column too: the names broke inside the word
    ("Bartholo|mäus", "Dobrosł|awa"), and with whole names the table ran wider than
    the phone in Polish and French."""
    client = live_server.app.test_client()
    group = new_group(client)
    hearts = [rank + "H" for rank in "23456789TJQKA"]
    for _ in range(2):  # one lowest total: each game over after its hand
        play(client, group_game(client, group, TEN[:4], ruleset="hearts"),
             give={0: ["QS"], 1: hearts[:7], 2: hearts[7:]})
    found = []
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    for language in ("pl", "fr", "de"):
        context.add_cookies([{"name": COOKIE, "value": language, "url": live_server.url}])
        page.goto(f"{live_server.url}/groups/{group['id']}")
        assert page.locator("table.evening-table th.evening-points, "
                            "table.evening-table thead th").count() >= 5
        found += faults(page, GROUP_NAMES, (360, language))
    context.close()
    assert not found, "\n".join(map(str, found))
