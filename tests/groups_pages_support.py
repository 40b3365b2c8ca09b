"""Helpers for the group pages' tests: a group this client edits, its parsed pages."""
from tests.groups_support import new_group
from tests.pages_support import html


def edited_group(client, name="Friday cards") -> dict:
    """A group made through the API whose edit link `client` opened (it keeps the cookie)."""
    group = new_group(client, name)
    opened = client.get(f"/groups/{group['id']}/edit/{group['edit_token']}")
    assert opened.status_code == 303, opened.status_code
    return group


def group_page(client, group, tail="", status=200, **kwargs):
    """The group's page (or one of its pages) parsed, after checking its status."""
    response = client.get(f"/groups/{group['id']}{tail}", **kwargs)
    assert response.status_code == status, (response.status_code, response.get_data(True))
    return html(response)


def stat_card(page, ruleset: str, name: str):
    """The statistics card of `name` under the ruleset's heading."""
    section = page.find("h3", id_=f"stats-{ruleset}").parent
    [card] = [c for c in section.find_all("details", cls="stat-card")
              if c.find("span", cls="stat-name").text == name]
    return card


def figures(node) -> dict[str, str]:
    """{label: value} of a stat grid (its <dt> and <dd>)."""
    grid = node if node.tag == "dl" else node.find("dl", cls="stat-grid")
    return {row.find("dt").text: row.find("dd").text for row in grid.find_all("div")}


def game_links(page) -> list[str]:
    """The games the page lists, as their scoreboard links, in the order shown."""
    return [a.attrs["href"] for a in page.find_all("a", cls="group-game")]
