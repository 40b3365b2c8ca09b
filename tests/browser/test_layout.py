"""The layout check: every page a scorer and a watcher meet, on 360 and 390 px phones, in
all six languages, with real long names and the largest table (ten players): nothing
wider than the phone, and no name broken inside a word (it wraps at a space or a
hyphen, or its column gives way) or cut off with an ellipsis."""
import pytest

from companion.web.i18n import COOKIE
from tests.browser.support import api, create_game

pytestmark = pytest.mark.browser

LANGUAGES = ("en", "nl", "de", "fr", "pl", "es")
PHONES = ((360, 740), (390, 844))
TEN = ("Bartholomäus", "Dobrosława", "Anne-Marie", "Łukasz", "Zoë", "Clémentine",
       "Maximiliane", "Małgorzata", "Guadalupe", "Christophe")
FOUR = TEN[:4]

# Names as the pages show them: where a word must stay whole.
NAMES = (".player-name, .grid-name, .count-name, .role dd, .partner, .outcome-row > span,"
         " .sheet-name, .name")
CHECK = """(names) => {
  const width = document.documentElement.clientWidth, broken = [], cut = [];
  for (const e of document.querySelectorAll(names)) {
    if (e.closest("[hidden], template, .visually-hidden") || !e.getClientRects().length) continue;
    const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      for (const m of t.data.matchAll(/[^\\s\\-‐–&,·:]+/g)) {
        const r = document.createRange();
        r.setStart(t, m.index); r.setEnd(t, m.index + m[0].length);
        const lines = new Set(Array.from(r.getClientRects()).filter((x) => x.width)
          .map((x) => Math.round(x.top)));
        if (lines.size > 1) broken.push(m[0]);
      }
    }
    const style = getComputedStyle(e);
    const over = e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1;
    if (style.textOverflow === "ellipsis" && over) cut.push(e.textContent.trim());
  }
  return {page: document.documentElement.scrollWidth, width, broken, cut};
}"""


def faults(page, names: str, where: tuple) -> list[tuple]:
    """What the layout check finds on the page as it is: sideways scrolling, a name of
    `names` broken inside a word or cut off; each after `where` (what was shown)."""
    seen, found = page.evaluate(CHECK, names), []
    if seen["page"] > seen["width"]:
        found.append((*where, "sideways", seen["page"]))
    if seen["broken"] or seen["cut"]:
        found.append((*where, sorted(set(seen["broken"])), sorted(set(seen["cut"]))))
    return found


def played(server, names, ruleset, hands, options=None):
    """A game with `hands` hands in: seat k takes the Q♠ in hand k, the hearts spread."""
    created = create_game(server, ruleset, names, options)
    for _ in range(hands):
        state = api(server, f"/api/v1/games/{created['id']}")
        nxt = state["next_hand"]
        seats = [str(s) for s in nxt["participants"]]
        captured = {seat: [] for seat in seats}
        for i, card in enumerate(nxt["penalty_cards"]):
            captured[seats[(i + nxt["number"]) % len(seats)]].append(card)
        api(server, f"/api/v1/games/{created['id']}/hands",
            {"captured": captured, "expected_number": nxt["number"]}, created["edit_token"])
    return created


def pages(server, created):
    game = f"{server.url}/g/{created['id']}"
    return [game + tail for tail in ("/table", "/hand", "/history", "/share", "")]


@pytest.mark.parametrize("ruleset, names, hands, ended", [
    ("hearts", FOUR, 3, False), ("black-lady", TEN, 3, False), ("spot-hearts", FOUR, 1, False),
    ("black-lady", TEN, 3, True)])  # the end: the final standings and the game in figures
def test_every_scorer_and_watcher_page_fits_every_phone_in_every_language(
        live_server, browser, ruleset, names, hands, ended):
    created = played(live_server, names, ruleset, hands)
    if ended:
        api(live_server, f"/api/v1/games/{created['id']}/finish", {}, created["edit_token"])
    found = []
    for width, height in PHONES:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      device_scale_factor=2, is_mobile=True, has_touch=True)
        page = context.new_page()
        page.goto(f"{live_server.url}/g/{created['id']}/edit/{created['edit_token']}")
        for language in LANGUAGES:
            context.add_cookies([{"name": COOKIE, "value": language, "url": live_server.url}])
            for url in pages(live_server, created):
                page.goto(url)
                found += faults(page, NAMES, (ruleset, width, language, url.rsplit("/", 1)[-1]))
        context.close()
    assert not found, "\n".join(map(str, found))


def test_each_points_field_of_a_ten_player_table_shows_above_the_save_bar(live_server, browser):
    """The keyboard's Next (focus) brought the 10th player's field half under the sticky
    Save bar."""
    created = played(live_server, TEN, "black-lady", 1)
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    page.goto(f"{live_server.url}/g/{created['id']}/edit/{created['edit_token']}")
    page.goto(f"{live_server.url}/g/{created['id']}/hand?mode=points")
    hidden = []
    for seat in range(len(TEN)):
        field = page.locator(f"#p-{seat}")
        field.focus()
        box = field.bounding_box()
        middle = [box["x"] + box["width"] / 2, box["y"] + box["height"] - 2]  # its bottom edge
        if page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.id", middle) != f"p-{seat}":
            hidden.append(seat)
    context.close()
    assert hidden == []


def test_a_kierki_sheet_keeps_each_score_in_its_column_at_360_px(live_server, browser):
    """Four columns of Kierki's minus deals ("−625", "−1300") beside the deals' names:
    no score runs into its neighbour's (they ran together on the subtotal rows)."""
    created = create_game(live_server, "kierki", FOUR)
    hearts = [r + "H" for r in "23456789TJQKA"]
    for body in ({"tricks": [4, 3, 3, 3]}, {"captured": {"0": hearts[:2], "1": hearts[2:]}},
                 {"counts": [1, 1, 1, 1]}, {"counts": [2, 2, 2, 2]},
                 {"captured": {"1": ["KH"]}}, {"winners": {"7": 0, "13": 1}}):
        api(live_server, f"/api/v1/games/{created['id']}/hands", body, created["edit_token"])
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{live_server.url}/g/{created['id']}/edit/{created['edit_token']}")
    for language in ("pl", "de"):
        context.add_cookies([{"name": COOKIE, "value": language, "url": live_server.url}])
        page.goto(f"{live_server.url}/g/{created['id']}/history")
        over = page.evaluate("""() => [...document.querySelectorAll('#sheet td')]
            .filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent)""")
        assert over == [], (language, over)
    context.close()


def test_a_renege_replay_chip_says_its_whole_sentence_at_360_px(live_server, browser):
    """"Bartholomäus hat Farbe verleugnet" wraps at its spaces (it was cut at both ends)."""
    created = create_game(live_server, "hearts", FOUR)
    context = browser.new_context(viewport={"width": 360, "height": 740})
    context.add_cookies([{"name": COOKIE, "value": "de", "url": live_server.url}])
    page = context.new_page()
    page.goto(f"{live_server.url}/g/{created['id']}/edit/{created['edit_token']}")
    page.goto(f"{live_server.url}/g/{created['id']}/hand")
    chips = page.locator("#replay-0, #replay-1")
    assert chips.count() == 2
    cut = page.evaluate("""() => [...document.querySelectorAll('[id^=replay-]')]
        .filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent)""")
    assert cut == []
    context.close()
