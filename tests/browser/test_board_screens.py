"""The shared screens at phone size (390x844), light and dark: tap targets of at least
44 px (a thumb's) and link contrast of at least 4.5:1 (WCAG AA), and the scoreboard's QR
code on the scoreboard and the big screen, decoded from the screen."""
import io
from urllib.parse import urlparse

import pytest
import zxingcpp
from PIL import Image

from companion.web.links import lan_address
from tests.browser.support import RECORD_CSP, create_game

pytestmark = pytest.mark.browser

# The contrast of an element's text on the first opaque background behind it, with the
# opacity of the element and its ancestors applied to the text (as the browser paints).
CONTRAST = """(el) => {
  const rgb = (s) => s.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let alpha = 1, back = null;
  for (let n = el; n; n = n.parentElement) {
    const style = getComputedStyle(n);
    alpha *= Number(style.opacity);
    const bg = rgb(style.backgroundColor);
    if (!back && (bg.length === 3 || bg[3] === 1)) back = bg.slice(0, 3);
  }
  back = back || [255, 255, 255];
  const ink = rgb(getComputedStyle(el).color);
  const a = alpha * (ink.length === 4 ? ink[3] : 1);
  const seen = ink.slice(0, 3).map((c, i) => c * a + back[i] * (1 - a));
  const [hi, lo] = [lum(seen), lum(back)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}"""


def scorer(new_context, server, game):
    page = new_context().new_page()
    page.goto(server.url + urlparse(game["links"]["scorer"]).path)
    return page


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_screen_links_are_big_enough_and_readable(new_context, live_server, scheme):
    game = create_game(live_server)
    phone = scorer(new_context, live_server, game)
    phone.emulate_media(color_scheme=scheme)
    phone.goto(f"{live_server.url}/g/{game['id']}/share")
    big_link = phone.get_by_role("link", name="Big-screen mode")
    assert big_link.bounding_box()["height"] >= 44
    big_link.click()
    phone.wait_for_url(f"**/g/{game['id']}/big")
    back = phone.locator(".big-tools").get_by_role("link", name="Scoreboard")
    box = back.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44
    assert back.evaluate(CONTRAST) >= 4.5


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_scoreboard_and_the_big_screen_show_a_qr_that_scans(new_context, live_server,
                                                                 scheme):
    game = create_game(live_server)
    port = urlparse(live_server.url).port
    # Opened on 127.0.0.1: the code carries the LAN address, which other phones can reach.
    board_link = f"http://{lan_address()}:{port}/g/{game['id']}"
    watcher = new_context().new_page()
    watcher.add_init_script(RECORD_CSP)
    watcher.emulate_media(color_scheme=scheme)
    for path in ("", "/big"):
        watcher.goto(f"{live_server.url}/g/{game['id']}{path}")
        frame = watcher.locator(".join .qr-frame")
        frame.scroll_into_view_if_needed()
        frame.locator("img").evaluate("image => image.decode()")  # a lazy image: loaded now
        png = frame.screenshot()
        found = [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))]
        assert found == [board_link], path
        assert game["edit_token"] not in watcher.content()
        width = watcher.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, path  # the code and its link never widen the page
    assert watcher.evaluate("window.__csp") == []
