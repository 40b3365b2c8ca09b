"""Markup every page shares: htmx is driven by data-hx-* attributes (valid HTML; htmx
reads both spellings), and no heading is a live region (tests/audit checks the rest
with the Nu HTML checker where Java is installed)."""
from tests.audit.pages import every_page
from tests.pages_support import html


def test_no_page_carries_an_invalid_hx_attribute_or_a_live_heading(app, client):
    pages = every_page(app, client)
    driven = 0
    for name, (_, body) in pages.items():
        for element in html(body).elements():
            bare = [a for a in element.attrs if a.startswith("hx-")]
            assert not bare, (name, element.tag, bare)
            driven += any(a.startswith("data-hx-") for a in element.attrs)
            if element.tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
                assert "role" not in element.attrs, (name, element.tag, element.text)
                assert not element.find_all(role="status"), (name, element.text)
    assert driven  # the entry form, the live fragments, the body's CSRF header


def test_every_page_says_what_the_app_is(app, client):
    for name, (_, body) in every_page(app, client).items():
        described = html(body).find("head").find_all("meta", name="description")
        assert len(described) == 1, name
        assert len(described[0].attrs["content"].split()) >= 8, name


def test_robots_keep_crawlers_off_the_capability_links(client):
    answer = client.get("/robots.txt")
    assert answer.status_code == 200 and answer.mimetype == "text/plain"
    rules = [line.split(":", 1) for line in answer.get_data(as_text=True).splitlines() if line]
    rules = [(field.strip().lower(), value.strip()) for field, value in rules]
    assert rules[0] == ("user-agent", "*")
    assert {"/g/", "/groups/"} <= {value for field, value in rules if field == "disallow"}
    assert ("disallow", "/") not in rules  # the home page stays findable


def test_the_seat_buttons_name_starts_with_what_they_show(client):
    """Label in name (WCAG 2.5.3): no aria-label replaces the arrow a person sees; the
    words that follow it are for screen readers."""
    seats = html(client.get("/new")).find_all("li", cls="seat")
    assert seats
    for number, seat in enumerate(seats, 1):
        buttons = seat.find_all("button")
        assert [b.attrs["value"].split(":")[0] for b in buttons] == ["up", "down", "remove"]
        for button, glyph, words in zip(buttons, "↑↓✕", ("Move player {} up",
                                        "Move player {} down", "Remove player {}")):
            assert "aria-label" not in button.attrs
            shown = "".join(c for c in button.children if isinstance(c, str)).strip()
            assert shown == glyph
            said = button.find("span")
            assert "visually-hidden" in said.classes and said.text == words.format(number)
            assert button.text.startswith(glyph)
