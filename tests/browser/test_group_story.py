"""A group's story on a phone (390x844), tapped: the ranking and its season picker (the
shortcuts, two days typed, back to all time), a player's page from the ranking with
their rating chart in their own colour, and an abandoned game deleted from the group's
list and put back with Undo.

Every screen is checked for sideways scrolling and CSP violations; with SCREENSHOTS=1
they are saved, light and dark, into screenshots/."""
import re

import pytest
from playwright.sync_api import expect

from companion.pictures.keys import player_hue
from tests.browser.support import RECORD_CSP, check_screen, leave
from tests.groups_support import group_game, hand, new_group

pytestmark = pytest.mark.browser

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")


def friday(server) -> tuple[dict, dict]:
    """A group of six finished games (each over after a hand, a different winner in
    turn) and one game abandoned after a hand."""
    client = server.app.test_client()
    group = new_group(client, "Piątek")
    for n in range(6):
        game = group_game(client, group, players=NAMES[n % 4:] + NAMES[:n % 4])
        hand(client, game, 0, {1: 10, 2: 3})
    left = group_game(client, group, players=NAMES, options={"end_score": 100})
    hand(client, left, 0, {1: 10, 2: 3})
    return group, left


def go(page, locator):
    leave(page, locator, click=True)


def test_the_ranking_its_seasons_a_players_page_and_a_game_deleted_and_back(page, live_server):
    group, left = friday(live_server)
    page.add_init_script(RECORD_CSP)
    page.goto(f"{live_server.url}/groups/{group['id']}/edit/{group['edit_token']}")
    rows = page.locator("li.ranking-row")
    expect(rows).to_have_count(4)
    expect(page.locator(".ranking-row.is-provisional")).to_have_count(0)  # six games each
    check_screen(page, "story-ranking")

    go(page, page.get_by_role("link", name="This month"))
    expect(page).to_have_url(re.compile(r"from=\d{4}-\d{2}-01"))
    expect(rows).to_have_count(4)  # every game was today
    page.fill("input[name=from]", "2001-01-01")
    page.fill("input[name=to]", "2001-12-31")
    go(page, page.get_by_role("button", name="Show"))
    expect(rows).to_have_count(0)
    expect(page.locator("#ranking")).to_contain_text("The ranking appears once a game is finished.")
    expect(page.locator("#ranking-title")).to_contain_text("2001-01-01")
    check_screen(page, "story-season")
    go(page, page.get_by_role("link", name="All time"))
    expect(rows).to_have_count(4)

    first = rows.first.locator(".ranking-name").inner_text()
    go(page, rows.first.locator("a"))
    expect(page.locator("h1")).to_contain_text(first)
    number = int(page.url.rsplit("/", 1)[-1].split("?")[0])
    line = page.locator("svg.rating-chart g.series")
    expect(line).to_have_class(re.compile(rf"\bs{player_hue(number)}\b"))
    check_screen(page, "story-player")

    page.goto(f"{live_server.url}/groups/{group['id']}")
    games = page.locator("a.group-game")
    expect(games).to_have_count(7)
    go(page, page.locator("form.group-game-delete button"))
    expect(page.locator(".notice-deleted")).to_contain_text("Game deleted")
    expect(games).to_have_count(6)
    expect(page.locator(f"a[href='/g/{left['id']}']")).to_have_count(0)
    check_screen(page, "story-deleted")
    go(page, page.locator(".notice-deleted button"))
    expect(page.locator("#games")).to_contain_text("The game is back in the group.")
    expect(games).to_have_count(7)
    expect(page.locator(f"a[href='/g/{left['id']}']")).to_have_count(1)
