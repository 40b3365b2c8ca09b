"""Every kind of page the app serves, rendered through the Flask test client, for the
audits (the Nu HTML checker here, axe-core in a browser): one game in play, one
finished, and the error pages a person can land on."""
from tests.audit.evening_pages import evening_asks
from tests.audit.group_pages import group_asks
from tests.audit.rules_pages import rules_asks
from tests.helpers import play
from tests.pages_support import claimed_game, hand_form, page_url


def every_ask(app, client) -> dict[str, tuple]:
    """{name: (who, method, url, form)} for each page the audit covers: `who` is `client`
    (the scorer, with the edit cookie) or a stranger's client (no cookie)."""
    created = claimed_game(client)
    play(client, created)  # one hand in: history and the correction form have a hand
    finished = claimed_game(client, "rickety-kate-46")
    play(client, finished, give={0: ["QS"], 2: ["2H"]}, rest=1)
    done = client.post(page_url(finished, "/finish"), data={"expected_number": "2"})
    assert done.status_code == 303, done.status_code
    big = claimed_game(client, "black-lady", players=[f"P{i}" for i in range(10)])
    moon = claimed_game(client, "hearts")
    sunny = claimed_game(client, "hearts", options={"sun": "on"})
    teams = claimed_game(client, "partnership")
    play(client, teams, give={0: ["QS"]}, rest=2)  # a team moon: partners in the standings
    undone = claimed_game(client)  # a hand undone: the table offers to put it back
    play(client, undone)
    client.post(page_url(undone, "/undo"), data={"number": "1"})
    long = claimed_game(client, options={"end_rule": "open"})
    for _ in range(52):  # more than a history page holds: older and newer pages
        play(client, long)
    stranger = app.test_client()  # no edit cookie: the scorer pages answer 403
    asks = {
        "home": (client, "get", "/", None),
        "new game": (client, "get", "/new", None),
        "table": (client, "get", page_url(created, "/table"), None),
        "hand entry": (client, "get", page_url(created, "/hand"), None),
        "points entry": (client, "get", page_url(created, "/hand?mode=points"), None),
        "big table entry": (client, "post", page_url(big, "/hand/preview"),
                            {"n0_0": "1", "n3_1": "2", "rest": "9", "expected_number": "1"}),
        "moon entry": (client, "post", page_url(moon, "/hand/preview"),
                       {"n0_1": "13", "renege": "2", "expected_number": "1"}),
        "sun entry": (client, "post", page_url(sunny, "/hand/preview"),
                      {"c0": "1", "n0_1": "13", "sun": "1", "expected_number": "1"}),
        "partnership table": (client, "get", page_url(teams, "/table"), None),
        "history": (client, "get", page_url(created, "/history"), None),
        "correction": (client, "get", page_url(created, "/hand/1"), None),
        "scoreboard": (stranger, "get", page_url(created), None),
        "big screen": (stranger, "get", page_url(created, "/big"), None),
        "share": (client, "get", page_url(created, "/share"), None),
        "finished table": (client, "get", page_url(finished, "/table"), None),
        "finished board": (stranger, "get", page_url(finished), None),
        "finished big screen": (stranger, "get", page_url(finished, "/big"), None),
        "404": (client, "get", "/g/nosuchgame", None),
        "422 hand": (client, "post", page_url(created, "/hand"),
                     hand_form(hearts={0: 5}, expected=2)),
        "422 new game": (client, "post", "/new",
                         {"ruleset": "rickety-kate", "players": ["", ""]}),
        "undone table": (client, "get", page_url(undone, "/table?undone=1"), None),
        "saved table": (client, "get", page_url(created, "/table?saved=1"), None),
        "history, newest page": (client, "get", page_url(long, "/history"), None),
        "history, older page": (client, "get", page_url(long, "/history?before=3"), None),
        "403": (stranger, "get", page_url(created, "/table"), None),
    }
    asks.update(evening_asks(app, client))
    asks.update(group_asks(app, client))
    asks.update(rules_asks(app, client))
    return asks


def every_page(app, client) -> dict[str, tuple[int, str]]:
    """{name: (status, html)} for each page the audit covers."""
    pages = {}
    for name, (who, method, url, form) in every_ask(app, client).items():
        answer = getattr(who, method)(url, data=form)
        pages[name] = (answer.status_code, answer.get_data(as_text=True))
    return pages
