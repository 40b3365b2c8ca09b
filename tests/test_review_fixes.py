"""Bugs found by the review of the first full build, each pinned by a test.

1. Points too long to print made a 500 (API and pages).
2. A correction saved from the pages dropped a second renege of the same player.
3. Error messages showed Python's spelling of values (None, ['x'], True).
4. A PUT to a missing hand complained about the body before saying there is no such hand.
5. The moon preview called one of two equally good choices "better".
"""
from companion.rules import RuleError, read_entry, resolve_setup
from tests.helpers import HEARTS, auth, cards, create, post_hand, state
from tests.pages_support import claimed_game, page_url, text

HUGE = "9" * 4300  # the longest whole number Python reads from text; too long to print


def test_points_too_long_to_print_are_refused_by_the_api(client):
    created = create(client)
    answer = client.post(f"/api/v1/games/{created['id']}/hands", headers=auth(created),
                         data='{"points": [%s, %s, 0, 0]}' % (HUGE, HUGE),
                         content_type="application/json")
    assert answer.status_code == 422
    assert answer.get_json() == {"error": "Points must be whole numbers from −10000 to 10000.",
                                 "field": "points"}
    assert state(client, created)["hands"] == []


def test_points_too_long_to_print_are_no_answer_on_the_page(client):
    created = claimed_game(client)
    form = {"mode": "points", "p_0": HUGE, "p_1": HUGE, "p_2": "0", "expected_number": "1"}
    for tail in ("/hand/preview", "/hand"):
        answer = client.post(page_url(created, tail), data=form)
        assert answer.status_code in (200, 422), tail
        assert "Points still missing for 3 players." in text(answer)
    assert state(client, created)["hands"] == []


def test_a_correction_from_the_page_keeps_a_double_renege(client):
    created = claimed_game(client)
    first = post_hand(client, created, {"points": [13, 13, 0, 0], "reneges": [1, 1]})
    assert first.get_json()["totals"] == [13, 39, 0, 0]
    form_page = text(client.get(page_url(created, "/hand/1")))
    assert 'id="renege-1-again-1" checked' in form_page  # the second renege is shown ticked
    assert 'id="renege-1-again-2"' in form_page  # and a third can be added
    answer = client.post(page_url(created, "/hand/1"),
                         data={"mode": "points", "p_0": "13", "p_1": "13", "p_2": "0",
                               "p_3": "0", "renege": ["1", "1"]})
    assert answer.status_code == 303, text(answer)
    assert state(client, created)["hands"][0]["reneges"] == [1, 1]
    assert state(client, created)["totals"] == [13, 39, 0, 0]


def test_messages_do_not_show_python_spellings():
    for body, words in (({"captured": {"0": [None]}}, "A card must be written like QS"),
                        ({"captured": {"0": [[["x" * 500]]]}}, "A card must be written like QS"),
                        ({"reneges": [True]}, "“?” is not a seat")):
        try:
            read_entry(body, 4)
        except RuleError as error:
            assert words in error.message and "None" not in error.message
            assert len(error.message) < 120
        else:
            raise AssertionError(f"{body} was accepted")
    try:
        resolve_setup(["x"], ["Ann", "Bob", "Cat"])
    except RuleError as error:
        assert error.message.startswith("The ruleset must be a name; choose one of rickety-kate")
    else:
        raise AssertionError("a list was taken for a ruleset")


def test_correcting_a_missing_hand_is_404_before_any_word_on_the_body(client):
    created = create(client)
    post_hand(client, created, {"captured": cards({0: ["QS"], 1: HEARTS})})
    for body in ("garbage", '{"expected_number": "x"}'):
        answer = client.put(f"/api/v1/games/{created['id']}/hands/9", data=body,
                            headers=auth(created), content_type="application/json")
        assert answer.status_code == 404, answer.get_json()


def test_equal_moon_choices_are_not_called_better(client):
    created = claimed_game(client, options={"moon": "new"})
    # Ann takes every penalty card in hand 1: +26 for the others or −26 for Ann both
    # leave her 26 ahead and the game going on.
    preview = client.post(page_url(created, "/hand/preview"),
                          data={"mode": "points", "p_0": "26", "p_1": "0", "p_2": "0",
                                "p_3": "0", "expected_number": "1"},
                          headers={"HX-Request": "true"})
    body = text(preview)
    assert 'id="moon-others"' in body and 'id="moon-self"' in body
    assert "better for Ann" not in body
    # When one choice wins the game, it is called better: to 50, Ann and Bob on 39, Cat
    # shoots the moon; +26 for everyone else ends the game with Cat lowest.
    second = claimed_game(client, options={"moon": "new", "end_score": 50})
    for _ in range(3):
        post_hand(client, second, {"points": [13, 13, 0, 0]})
    late = client.post(page_url(second, "/hand/preview"),
                       data={"mode": "points", "p_0": "0", "p_1": "0", "p_2": "26", "p_3": "0",
                             "expected_number": "4"}, headers={"HX-Request": "true"})
    assert "This ends the game: Cat wins." in text(late)
    assert "better for Cat" in text(late)


def test_watchers_get_no_session_cookie(app):
    """The read-only scoreboard and big screen post nothing, so they set no cookie
    (a CSRF token in the page used to start a session for every watcher)."""
    app.config["WTF_CSRF_ENABLED"] = True
    scorer, watcher = app.test_client(), app.test_client()
    created = create(scorer)
    for tail in ("", "/big"):
        page = watcher.get(f"/g/{created['id']}{tail}")
        assert page.status_code == 200
        assert page.headers.getlist("Set-Cookie") == [], tail
        assert "csrf" not in page.get_data(as_text=True).lower(), tail


def test_the_preview_marks_a_double_renege_as_the_table_will(client):
    """The preview used its own marks ("renege +13" twice); it now shows what the table,
    history and scoreboard show once the hand is saved: one "renege +26"."""
    created = claimed_game(client)
    preview = text(client.post(page_url(created, "/hand/preview"),
                               data={"mode": "points", "p_0": "13", "p_1": "13", "p_2": "0",
                                     "p_3": "0", "renege": ["1", "1"], "expected_number": "1"},
                               headers={"HX-Request": "true"}))
    assert "renege +26" in preview and "renege +13" not in preview


def test_new_game_form_states_each_rulesets_moon_from_the_engine(client):
    """The form summed one copy of each penalty card: Cancellation (two decks) said +26."""
    for ruleset, moon in (("rickety-kate", 26), ("cancellation", 52), ("black-maria", 43),
                          ("rickety-kate-46", 46), ("dirty-liz", 36)):
        body = text(client.get(f"/new?ruleset={ruleset}"))
        assert f"Old moon: the shooter scores 0, everyone else +{moon}" in body, ruleset
