"""The group's pages for the audits: a group with games (its editor and a stranger), a
player, head-to-head, the forms' refusals, a locked group and its old edit link, and
the new game in the group."""
from tests.groups_pages_support import edited_group
from tests.groups_support import group_game, hand


def group_asks(app, client) -> dict[str, tuple]:
    """{name: (who, method, url, form)}, as tests/audit/pages.py's every_ask."""
    group = edited_group(client)
    game = group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})
    group_game(client, group, ["Dan", "Zoë", "Bob", "Ann"], "rickety-kate")
    empty = edited_group(client, "Tuesday")
    locked = edited_group(client, "Saturday")
    assert client.post(f"/groups/{locked['id']}/lock").status_code == 303
    stranger = app.test_client()
    at = f"/groups/{group['id']}"
    return {
        "start a group": (client, "get", "/groups/new", None),
        "422 group name": (client, "post", "/groups/new", {"name": ""}),
        "group": (client, "get", at, None),
        "group, stranger": (stranger, "get", at, None),
        "group, no games": (client, "get", f"/groups/{empty['id']}", None),
        "group, locked": (client, "get", f"/groups/{locked['id']}?locked=1", None),
        "403 group, old edit link": (stranger, "get",
                                     f"/groups/{locked['id']}/edit/{locked['edit_token']}",
                                     None),
        "group player": (client, "get", f"{at}/players/1", None),
        "422 rename": (client, "post", f"{at}/players/1", {"action": "rename", "name": "Bob"}),
        "422 merge": (client, "post", f"{at}/players/1", {"action": "merge", "merge_into": "2"}),
        "head-to-head": (client, "get", f"{at}/head-to-head?a=1&b=4", None),
        "422 head-to-head": (client, "get", f"{at}/head-to-head?a=1&b=1", None),
        "403 group": (stranger, "post", f"{at}/players/1", {"name": "Annie"}),
        "new game in group": (client, "get", f"{at}/new", None),
        "422 new game in group": (client, "post", f"{at}/new",
                                  {"ruleset": "hearts", "player": ["Zoe", "ann ", "", ""]}),
    }
