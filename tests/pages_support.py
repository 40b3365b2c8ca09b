"""Helpers for the scorer-page tests: a claimed game in the test client, entry forms."""
from tests.helpers import create, state


def claimed_game(client, ruleset="rickety-kate", players=("Ann", "Bob", "Cat", "Dan"),
                 options=None):
    """Create a game through the API (seat 0 deals first) and open its scorer link in
    `client`, which keeps the edit cookie."""
    extra = {"options": options} if options else {}
    created = create(client, ruleset, players, **extra)
    response = client.get(f"/g/{created['id']}/edit/{created['edit_token']}")
    assert response.status_code == 303, response.get_data(True)
    return created


def page_url(created, tail=""):
    return f"/g/{created['id']}{tail}"


def hand_form(queen=None, hearts=None, expected=None, **extra):
    """Form answers for a Rickety Kate hand: who took the Q♠ (c0), hearts per seat (n0_<seat>)."""
    form = {}
    if queen is not None:
        form["c0"] = str(queen)
    for seat, n in (hearts or {}).items():
        form[f"n0_{seat}"] = str(n)
    if expected is not None:
        form["expected_number"] = str(expected)
    form.update({k: v for k, v in extra.items()})
    return form


def totals(client, created):
    return state(client, created)["totals"]


def text(response) -> str:
    return response.get_data(as_text=True)


def is_partial(response) -> bool:
    body = text(response)
    return "<html" not in body and "<!doctype" not in body.lower()
