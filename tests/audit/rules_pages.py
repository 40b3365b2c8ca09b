"""House rules' pages for the audits: the new-game form with changed options marked and
the save box open on a refusal, the house rules' page, the form set to them, a group
listing them, and a scoreboard and table with the line of what differs."""
from tests.groups_pages_support import edited_group
from tests.pages_support import claimed_game, page_url

CHANGED = {"ruleset": "omnibus", "options_for": "omnibus", "first_dealer": "",
           "end_rule": "over", "end_score": "50", "moon": "new",
           "player": ["Ann", "Bob", "Cat", "Dan"]}


def rules_asks(app, client) -> dict[str, tuple]:
    """{name: (who, method, url, form)}, as tests/audit/pages.py's every_ask."""
    saved = client.post("/new", data={**CHANGED, "action": "save-rules",
                                      "rules_name": "Friday rules"})
    assert saved.status_code == 303, saved.status_code
    rules = saved.headers["Location"].split("?")[0]
    group = edited_group(client, "Rules group")
    filed = client.post(f"/groups/{group['id']}/new",
                        data={**CHANGED, "action": "save-rules", "rules_name": "Ours"})
    assert filed.status_code == 303, filed.status_code
    game = claimed_game(client, "omnibus", options={"jack_of_diamonds": False, "moon": "new"})
    stranger = app.test_client()
    return {
        "new game, rules changed": (client, "post", "/new", {**CHANGED, "action": "refresh"}),
        "422 house rules name": (client, "post", "/new",
                                 {**CHANGED, "action": "save-rules", "rules_name": ""}),
        "house rules": (stranger, "get", rules, None),
        "house rules, just saved": (client, "get", rules + "?saved=1", None),
        "new game from house rules": (stranger, "get",
                                      "/new?rules=" + rules.rsplit("/", 1)[1], None),
        "group with house rules": (client, "get", f"/groups/{group['id']}", None),
        "home with house rules": (client, "get", "/", None),
        "scoreboard, house rules": (stranger, "get", page_url(game), None),
        "table, house rules": (client, "get", page_url(game, "/table"), None),
        "404 house rules": (client, "get", "/rules/nosuchrulesxxxxxxxxxxx", None),
    }
