"""What the browser tests share: the live server's API, a script that records
Content-Security-Policy violations in the page, waiting for htmx to settle, the entry
form's chips, the standings, screenshots (light and dark, with SCREENSHOTS=1), and the
scorer's phone that counts taps and checks every screen."""
import json
import os
import urllib.request
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"
RECORD_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
"""


def api(server, path, body=None, token=None):
    """The JSON answer of the live server's API: a POST of `body`, else a GET."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    request = urllib.request.Request(
        server.url + path, method="POST" if body is not None else "GET",
        data=json.dumps(body).encode() if body is not None else None, headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def create_game(server, ruleset="rickety-kate", players=("Ann", "Bob", "Cat", "Dan"),
                options=None):
    """A new game through the API of the live server (seat 0 deals first)."""
    return api(server, "/api/v1/games", {"ruleset": ruleset, "players": list(players),
                                         "first_dealer": 0, "options": options or {}})


def settled(page):
    """Wait for the page and for htmx to finish (polled: the CSP forbids
    wait_for_function's eval)."""
    page.wait_for_load_state()
    busy = "!!document.querySelector('.htmx-request, .htmx-settling, .htmx-swapping')"
    for _ in range(200):
        try:
            if not page.evaluate(busy):
                return
        except PlaywrightError:  # a page was still loading: wait for it
            page.wait_for_load_state()
        page.wait_for_timeout(25)
    raise AssertionError("htmx did not settle within 5 s")


GONE = "e => !e.isConnected || e.getClientRects().length === 0"


def leave(page, locator, click=False):
    """Tap a control that moves the scorer on, and wait until it is out of sight: a new
    page, the table swapped in after a Save, or the table page's entry screen opened
    (the scorer's table holds it: no page load)."""
    handle = locator.element_handle()
    locator.click() if click else locator.tap()
    for _ in range(600):
        try:
            if handle.evaluate(GONE):
                break
        except PlaywrightError:  # its page has gone
            break
        page.wait_for_timeout(25)
    else:
        raise AssertionError("the page stayed as it was for 15 s")
    page.wait_for_load_state()
    for _ in range(400):  # a new page: loaded with its stylesheets, before it is measured
        try:
            if page.evaluate("document.readyState") == "complete":
                break
        except PlaywrightError:
            pass
        page.wait_for_timeout(25)
    settled(page)


def chip(page, input_id):
    """The label around a radio chip of the entry form (the input is hidden under it)."""
    return page.locator(f"#{input_id}").locator("xpath=..")


def totals(page):
    """{name: total} from the standings table."""
    rows = page.locator(".standings-table tbody tr")
    return {rows.nth(i).locator(".player-name").inner_text():
            int(rows.nth(i).locator(".total").inner_text()) for i in range(rows.count())}


def check_screen(page, name):
    """No sideways scrolling at phone width, no CSP violation; the screen saved light and
    dark when asked (SCREENSHOTS=1)."""
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, name
    assert page.evaluate("window.__csp") == [], name
    save_screens(page, name)


def save_screens(page, name, full_page=True):
    """With SCREENSHOTS=1, the page saved light and dark into screenshots/."""
    if not os.environ.get("SCREENSHOTS"):
        return
    SHOTS.mkdir(exist_ok=True)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.screenshot(path=str(SHOTS / f"{name}-{scheme}.png"), full_page=full_page)
    page.emulate_media(color_scheme="light")


SMALL_TARGETS = """() => [...document.querySelectorAll(
    'a, button, .chip > span, .grid-cell > span, .radio-line, .check-line, .ruleset-option,'
    + ' summary, input[type=text], input[type=number]')]
  .filter((e) => { const r = e.getBoundingClientRect();
    return r.width > 2 && !e.closest('.visually-hidden') && (r.height < 43.5 || r.width < 43.5); })
  .map((e) => e.textContent.trim().slice(0, 30) + ' ' + Math.round(e.getBoundingClientRect().width)
    + 'x' + Math.round(e.getBoundingClientRect().height))"""


class Phone:
    """The scorer's phone: taps are counted, every screen is checked."""

    def __init__(self, page):
        self.page = page
        self.taps = 0
        page.add_init_script(RECORD_CSP)

    def tap(self, locator):
        """A tap that stays on the page (htmx re-renders the entry form)."""
        self.taps += 1
        locator.tap()
        self.settled()

    def go(self, locator):
        """Follow a link or press a plain button (not a counted tap of a hand)."""
        leave(self.page, locator)

    def tap_and_go(self, locator):
        """A tap that submits a form and moves on to the next screen."""
        self.taps += 1
        leave(self.page, locator)

    def pick(self, select, value):
        """The phone's own menu of a <select>: a tap opens it, a second picks `value`."""
        self.taps += 2
        select.tap()  # fails unless the tap lands on the menu itself
        select.select_option(str(value))
        self.settled()

    def chip(self, input_id):
        """The label around a radio chip (the input itself is hidden under it)."""
        return chip(self.page, input_id)

    def settled(self):
        settled(self.page)

    def check(self, name):
        """No sideways scrolling, tap targets of 44 px at least, no CSP violation;
        screenshots light and dark when asked."""
        small = self.page.evaluate(SMALL_TARGETS)
        assert small == [], (name, small)
        check_screen(self.page, f"scorer-{name}")


def start_from_form(phone, server, ruleset, choices=(), numbers=(),
                    names=("Ann", "Bob", "Cat", "Dan")):
    """A game started by taps on the new-game page (Ann deals first): the game picked,
    the names typed, `choices` ((option, value) radio lines or ticks) and `numbers`
    ((option, n)) set; left on the table page."""
    page = phone.page
    page.goto(server.url + "/new")
    phone.tap(page.locator(f'input[name="ruleset"][value="{ruleset}"]').locator("xpath=.."))
    for i, name in enumerate(names):
        page.fill(f"#player-{i}", name)
    phone.chip("dealer-0").tap()
    for key, value in choices:
        line = page.locator(f'input[name="{key}"][value="{value}"]').locator("xpath=..")
        if not line.is_visible():  # under "More table rules"
            page.locator(".more-options summary").tap()
        line.tap()
    for key, n in numbers:
        page.fill(f"#opt-{key}", str(n))
    phone.check(f"{ruleset}-newgame")
    phone.go(page.locator("#start"))
    expect(page.locator(".role-dealer dd")).to_have_text(names[0])
    phone.check(f"{ruleset}-table")


def enter_hand(phone, chips, name):
    """The entry page opened, `chips` (input ids) tapped in turn; the screen checked."""
    phone.go(phone.page.locator("#enter-hand"))
    for input_id in chips:
        phone.tap(phone.chip(input_id))
    phone.check(name)
