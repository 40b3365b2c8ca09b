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
