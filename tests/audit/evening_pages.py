"""Evenings and Play again for the audits: a finished group game's table (Play again with
the series choice, and its refusal), the finished board leading to the next game, the
share page's big-screen setting and the big screen showing the evening."""
from urllib.parse import urlsplit

from tests.groups_support import group_game, hand, new_group


def evening_asks(app, client) -> dict[str, tuple]:
    """{name: (who, method, url, form)}, as tests/audit/pages.py's every_ask."""
    group = new_group(client, "Audit evening")
    first = group_game(client, group)
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})
    finished = group_game(client, group)
    client.get(urlsplit(finished["links"]["scorer"]).path)  # the scorer's cookie
    hand(client, finished, 1, {0: 6, 2: 4, 3: 3})
    played = group_game(client, group)
    client.get(urlsplit(played["links"]["scorer"]).path)
    hand(client, played, 2, {0: 6, 1: 4, 3: 3})
    again = client.post(f"/g/{played['id']}/again", data={"series_name": "Best of 3",
                                                           "series_length": "3"})
    assert again.status_code == 303, again.status_code
    next_id = again.headers["Location"].split("/")[2]
    shown = client.post(f"/g/{next_id}/evening", data={"show": "1"})
    assert shown.status_code == 303, shown.status_code
    stranger = app.test_client()
    at = f"/g/{finished['id']}"
    return {
        "finished group table": (client, "get", f"{at}/table", None),
        "422 series": (client, "post", f"{at}/again",
                       {"series_name": "Best of 5", "series_length": "1"}),
        "finished board, next game": (stranger, "get", f"/g/{played['id']}", None),
        "finished big screen, next game": (stranger, "get", f"/g/{played['id']}/big", None),
        "share, group game": (client, "get", f"/g/{next_id}/share", None),
        "big screen with the evening": (stranger, "get", f"/g/{next_id}/big", None),
    }
