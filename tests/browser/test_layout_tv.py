"""The layout check of the big screen: a 1080p and a 720p TV across the room, in all six
languages, with ten long names and a mixed evening shown, and with four names alone:
one screen (nothing below the fold, nothing sideways), no name broken inside a word,
and on the 1080p TV no text under 24 px (the chart's labels as drawn) and a QR code
a phone scans from the sofa."""
import pytest

from companion.groups import following
from companion.web.i18n import COOKIE
from tests.browser.test_layout import LANGUAGES, NAMES, TEN, faults
from tests.groups_support import group_game, new_group
from tests.helpers import play

pytestmark = pytest.mark.browser

TVS = ((1920, 1080), (1280, 720))
# Every visible text's size as drawn: an SVG's text scaled with its drawing.
SIZES = """() => {
  let smallest = 99, where = "";
  for (const el of document.querySelectorAll("main *")) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.getClientRects().length) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    const svg = el.closest("svg");
    if (svg) {
      const box = svg.viewBox.baseVal;
      size *= Math.min(svg.clientWidth / box.width, svg.clientHeight / box.height);
    }
    if (size < smallest) [smallest, where] = [size, el.className.baseVal ?? el.className];
  }
  const page = document.documentElement;
  return {smallest, where, height: page.scrollHeight, width: page.scrollWidth,
          qr: document.querySelector(".join .qr").getBoundingClientRect().width};
}"""


def tonight(server, names, evening):
    """A game of `names` with four hands in, in a group (its "group") whose evening mixes
    four games (each over after a hand), the evening shown on its big screen when
    `evening`."""
    client = server.app.test_client()
    group = new_group(client)
    for ruleset, players in (("hearts", TEN[:4]), ("rickety-kate", TEN[4:8]),
                             ("black-lady", TEN[:6]), ("omnibus", TEN[3:8])):
        play(client, group_game(client, group, players, ruleset=ruleset))
    game = group_game(client, group, names, ruleset="black-lady" if len(names) > 6 else "hearts",
                      options={})
    for _ in range(4):
        play(client, game)
    if evening:
        with server.app.app_context():
            following.show_evening(game["id"], game["edit_token"], True)
    return {**game, "group": group}


@pytest.mark.parametrize("names, evening", [(TEN, True), (TEN[:4], False), (TEN[:4], True)])
def test_the_big_screen_fills_one_tv_screen_in_every_language(live_server, browser, names,
                                                               evening):
    game = tonight(live_server, names, evening)
    found = []
    for width, height in TVS:
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        for language in LANGUAGES:
            context.add_cookies([{"name": COOKIE, "value": language, "url": live_server.url}])
            page.goto(f"{live_server.url}/g/{game['id']}/big")
            assert page.locator("section.evening").count() == int(evening)
            seen, where = page.evaluate(SIZES), (len(names), width, language)
            found += faults(page, NAMES + ", .arrows-circle", where)
            if seen["height"] > height:
                found.append((*where, "below the fold", seen["height"]))
            if height == 1080 and (seen["smallest"] < 24 or seen["qr"] < 240):
                found.append((*where, "small", seen))
        context.close()
    assert not found, "\n".join(map(str, found))
