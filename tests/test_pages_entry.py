"""Entering a hand: the live check, the last player filled in, the moon, reneges,
misdeals, replays, points only, conflicts; full pages and htmx partials."""
import re

from tests.helpers import HEARTS, play, post_hand, state
from tests.pages_support import claimed_game, hand_form, html, is_partial, page_url, text, totals

HX = {"HX-Request": "true"}
HUGE = "9" * 4300  # the longest whole number Python reads from text; too long to print


def test_entry_page_and_partial(client):
    created = claimed_game(client)
    page = client.get(page_url(created, "/hand"))
    assert page.status_code == 200 and "HX-Request" in page.headers["Vary"]
    body = text(page)
    assert "Who took the <span class=\"card-name\">Q♠</span>?" in body
    assert "Hearts</span>: how many did each player take?" in body
    assert 'name="expected_number" value="1"' in body
    assert "Misdeal" in body and "Ann reneged" in body
    partial = client.get(page_url(created, "/hand"), headers=HX)
    assert is_partial(partial) and text(partial).lstrip().startswith("<form")


def test_live_check_fills_in_the_last_player(client):
    created = claimed_game(client)
    early = client.post(page_url(created, "/hand/preview"),
                        data=hand_form(hearts={0: 5}, expected=1), headers=HX)
    assert early.status_code == 200 and is_partial(early)
    body = text(early)
    assert "Still to say who took Q♠." in body
    assert "5 of 13 hearts assigned: tap a number for each player." in body
    assert 'data-complete="false"' in body
    done = client.post(page_url(created, "/hand/preview"),
                       data=hand_form(queen=3, hearts={0: 5, 1: 4, 2: 3}, expected=1), headers=HX)
    body = text(done)
    assert "13 of 13 hearts assigned." in body and 'data-complete="true"' in body
    assert "1 <small>filled in</small>" in body  # Dan's hearts
    assert re.search(r"<th scope=\"row\">Dan</th>\s*<td class=\"num\">\+14</td>", body)
    assert "The game goes on." in body
    too_many = client.post(page_url(created, "/hand/preview"),
                           data=hand_form(queen=3, hearts={0: 9, 1: 9}, expected=1), headers=HX)
    assert "18 hearts assigned, but only 13 are in play." in text(too_many)


def test_save_a_hand_with_the_last_player_filled_in(client):
    created = claimed_game(client)
    answer = client.post(page_url(created, "/hand"),
                         data=hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3}, expected=1))
    assert answer.status_code == 303
    assert answer.headers["Location"].endswith("/table?saved=1")
    assert totals(client, created) == [14, 2, 3, 7]
    table = text(client.get(answer.headers["Location"]))
    assert "Hand 1 saved." in table and "Hand 2" in table and "Pass 3 cards to the right" in table


def test_incomplete_entry_is_refused_with_the_message(client):
    created = claimed_game(client)
    answer = client.post(page_url(created, "/hand"), data=hand_form(hearts={0: 5}, expected=1))
    assert answer.status_code == 422
    body = text(answer)
    assert "Still to say who took Q♠." in body and 'role="alert"' in body
    assert 'value="5" id="n0-0-5" checked' in body  # what was tapped is kept
    assert state(client, created)["hands"] == []


def test_second_phone_gets_a_conflict_and_nothing_is_duplicated(app, client):
    created = claimed_game(client)
    other = app.test_client()
    other.get(page_url(created, f"/edit/{created['edit_token']}"))
    form = hand_form(queen=0, hearts={0: 1, 1: 2, 2: 3}, expected=1)
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    late = other.post(page_url(created, "/hand"), data=form)
    assert late.status_code == 409
    body = text(late)
    assert "Hand 1 was already entered by another phone" in body
    assert "Enter hand 2" in body  # the current table
    assert len(state(client, created)["hands"]) == 1


def test_new_moon_shows_both_outcomes_and_picks_the_better_one(client):
    created = claimed_game(client, options={"moon": "new", "end_score": 30})
    play(client, created, give={0: ["QS"], 1: HEARTS[:10]}, rest=2)  # 13, 10, 3, 0
    form = hand_form(queen=3, hearts={0: 0, 1: 0, 2: 0}, expected=2)
    preview = text(client.post(page_url(created, "/hand/preview"), data=form, headers=HX))
    assert "Dan shot the moon: choose +26 for everyone else or −26 for Dan." in preview
    assert "Everyone else +26" in preview and "Dan −26" in preview
    assert "This ends the game: Dan wins." in preview and "The game goes on." in preview
    assert 'value="others" id="moon-others" checked' in preview  # ending it with a win
    assert "better for Dan" in preview
    # without JavaScript the first save asks, with the better choice already made
    asked = client.post(page_url(created, "/hand"), data=form)
    assert asked.status_code == 422
    assert 'value="others" id="moon-others" checked' in text(asked)
    saved = client.post(page_url(created, "/hand"), data={**form, "moon_choice": "self"})
    assert saved.status_code == 303
    assert totals(client, created) == [13, 10, 3, -26]


def test_old_moon_is_detected_and_shown(client):
    created = claimed_game(client)
    form = hand_form(queen=1, hearts={0: 0, 1: 13, 2: 0}, expected=1)
    preview = text(client.post(page_url(created, "/hand/preview"), data=form, headers=HX))
    assert "Bob shot the moon: everyone else scores the points." in preview
    assert "moon" in preview and "+26" in preview


def test_renege_is_shown_in_the_preview_and_scored(client):
    created = claimed_game(client)
    form = {**hand_form(queen=0, hearts={0: 0, 1: 5, 2: 5}, expected=1), "renege": ["2"]}
    preview = text(client.post(page_url(created, "/hand/preview"), data=form, headers=HX))
    assert "renege +13" in preview and "+18" in preview
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    assert totals(client, created) == [13, 5, 18, 3]
    assert "renege +13" in text(client.get(page_url(created, "/table")))


def test_misdeal_and_replay_are_one_tap_each(client):
    created = claimed_game(client)
    misdeal = client.post(page_url(created, "/hand"), data={"kind": "misdeal", "expected_number": "1"})
    assert misdeal.status_code == 303
    table = text(client.get(page_url(created, "/table")))
    assert "<dt>Deals</dt><dd>Ann</dd>" in table and "Pass 3 cards to the left" in table
    assert "Hand 1: misdeal" in table and "the same dealer deals again" in table
    replay = client.post(page_url(created, "/hand"),
                         data={"kind": "replay", "renege": "2", "expected_number": "2"})
    assert replay.status_code == 303
    assert totals(client, created) == [0, 0, 13, 0]
    table = text(client.get(page_url(created, "/table")))
    assert "<dt>Deals</dt><dd>Ann</dd>" in table and "Hand 3" in table
    assert "the same dealer deals again and the pass repeats" in table


def test_points_only_shortcut(client):
    created = claimed_game(client)
    form_el = html(client.get(page_url(created, "/hand?mode=points"))).find("form", id_="entry")
    assert form_el.find("input", name="p_0") is not None
    assert form_el.attrs["data-hx-select"] == "#entry-check"
    form = {"mode": "points", "p_0": "13", "p_1": "4", "p_2": "9", "expected_number": "1"}
    preview = text(client.post(page_url(created, "/hand/preview"), data=form, headers=HX))
    assert "0 filled in" in preview and "Points add up to 26 of 26." in preview
    wrong = client.post(page_url(created, "/hand"), data={**form, "p_3": "5"})
    assert wrong.status_code == 422 and "Points add up to 31 of 26." in text(wrong)
    odd = client.post(page_url(created, "/hand"), data={**form, "p_0": "12", "p_1": "1",
                                                         "p_2": "12", "p_3": "1"})
    assert odd.status_code == 422 and "No way of sharing out" in text(odd)
    assert client.post(page_url(created, "/hand"), data=form).status_code == 303
    assert totals(client, created) == [13, 4, 9, 0]


def test_black_lady_asks_for_each_card_with_its_value(client):
    created = claimed_game(client, "black-lady")
    body = text(client.get(page_url(created, "/hand")))
    singles = re.findall(r'<th scope="row"><span class="card-name[^"]*">([^<]+)</span> '
                         r'<small class="q-value">(\d+)</small>', body)
    assert singles[:3] == [("Q♠", "50"), ("A♠", "40"), ("10♠", "20")]
    assert ("2♥", "2") in singles and len(singles) == 11
    assert "10 points each: 10♥ J♥ Q♥ K♥ A♥" in body
    assert body.count('name="c3"') == 4  # one cell per player in the 9♥ row


def test_going_for_the_lot_offers_reset_or_double(client):
    created = claimed_game(client, "black-lady", options={"end_rule": "reach", "end_score": 300})
    play(client, created, give={0: ["QS"], 3: ["2H"]}, rest=1)  # Ann 50, Bob 152, Dan 2
    form = {f"c{i}": "2" for i in range(11)}
    form.update({"n0_0": "0", "n0_1": "0", "n0_3": "0", "expected_number": "2"})
    preview = text(client.post(page_url(created, "/hand/preview"), data=form, headers=HX))
    assert "Cat went for the lot" in preview
    assert "Cat back to 0" in preview and "Everyone else doubled" in preview
    assert 'value="double" id="moon-double" checked' in preview  # doubling ends it: Cat wins
    assert "This ends the game: Cat wins." in preview
    assert client.post(page_url(created, "/hand"), data={**form, "moon_choice": "double"}
                       ).status_code == 303
    assert totals(client, created) == [100, 304, 0, 4]


def test_correct_a_hand_and_everything_after_it_is_recomputed(client):
    created = claimed_game(client)
    play(client, created, give={0: ["QS"]}, rest=1)  # 13, 13, 0, 0
    play(client, created, give={2: ["QS"]}, rest=3)
    form_page = text(client.get(page_url(created, "/hand/1")))
    assert "Correct hand 1" in form_page and "recomputes every hand after it (hands 2)" not in form_page
    assert "recomputes every hand after it (hand 2)" in form_page
    assert 'value="0" id="c0-0" checked' in form_page and 'value="13" id="n0-1-13" checked' in form_page
    fixed = client.post(page_url(created, "/hand/1"),
                        data=hand_form(queen=1, hearts={0: 0, 1: 0, 2: 13}, expected=3))
    assert fixed.status_code == 303 and fixed.headers["Location"].endswith("/history?corrected=1")
    assert totals(client, created) == [0, 13, 26, 13]
    history = text(client.get(fixed.headers["Location"]))
    assert "Hand 1 corrected. Every hand after it, every total and the end of the game were recomputed." in history
    partial = client.post(page_url(created, "/hand/1/preview"),
                          data=hand_form(queen=1, hearts={0: 0, 1: 0, 2: 13}, expected=3), headers=HX)
    assert partial.status_code == 200 and is_partial(partial)
    assert client.get(page_url(created, "/hand/9")).status_code == 404


def test_tie_break_hand_through_the_pages(client):
    created = claimed_game(client, options={"end_score": 20})
    play(client, created, give={2: ["QS"] + HEARTS[:10], 3: HEARTS[10:]})
    page = text(client.get(page_url(created, "/hand")))
    assert "Tie-break hand 2" in page and "Only Ann and Bob play this hand" in page
    assert "Cat reneged" not in page and "Replay" not in page
    assert 'name="n0_2"' not in page  # Cat sits out
    answer = client.post(page_url(created, "/hand"),
                         data=hand_form(queen=0, hearts={0: 3}, expected=2))
    assert answer.status_code == 303
    end = text(client.get(page_url(created, "/table")))
    assert "Bob wins!" in end


def test_finished_game_sends_the_entry_page_to_the_table(client):
    created = claimed_game(client, "black-widow", options={"end_score": 20})
    play(client, created, give={2: ["QS"] + HEARTS[:10], 3: HEARTS[10:]})
    assert client.get(page_url(created, "/hand")).status_code == 303
    late = client.post(page_url(created, "/hand"), data={"kind": "misdeal", "expected_number": "2"})
    assert late.status_code == 409 and "The game is over" in text(late)


ODD_FORMS = [
    {},
    {"c0": "abc", "n0_0": "99", "n0_9": "3", "expected_number": "x"},
    {"c0": "7", "n0_0": "-1", "renege": ["x", "9", "-1"], "moon_choice": "evil"},
    {"mode": "points", "p_0": "1e5", "p_1": "99999999999999999999999", "p_2": "-26"},
    {"mode": "points", "p_0": "", "p_1": "", "p_2": "", "p_3": ""},
    {"kind": "replay", "expected_number": "1"},
    {"kind": "misdeal", "c0": "0", "renege": "1", "expected_number": "1"},
    {"kind": "bogus", "c0": "0", "n0_0": "13", "n0_1": "0", "n0_2": "0", "expected_number": "99"},
]


def test_odd_forms_never_break_the_pages(client):
    created = claimed_game(client)
    for form in ODD_FORMS:
        for url in ("/hand/preview", "/hand"):
            answer = client.post(page_url(created, url), data=form)
            assert answer.status_code in (200, 303, 409, 422), (url, form, answer.status_code)
    hands = state(client, created)["hands"]
    assert [h["kind"] for h in hands] == ["misdeal"]  # only the one well-formed hand


def test_points_too_long_to_print_are_no_answer_on_the_page(client):
    created = claimed_game(client)
    form = {"mode": "points", "p_0": HUGE, "p_1": HUGE, "p_2": "0", "expected_number": "1"}
    for tail in ("/hand/preview", "/hand"):
        answer = client.post(page_url(created, tail), data=form)
        assert answer.status_code in (200, 422), tail
        assert "Points still missing for Ann, Bob and Dan: 26 left to share." in text(answer)
    assert state(client, created)["hands"] == []


def test_points_at_a_big_table_fill_in_the_last_player(client):
    """Black Lady at 10: after nine players' points the tenth has what is left (it was
    left empty from 7 players on), and the check names who is missing and what is left."""
    names = ("Bartholomäus", "Dobrosława", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy",
             "Jon")
    created = claimed_game(client, "black-lady", names)
    total = state(client, created)["next_hand"]["penalty_total"]
    form = {"mode": "points", "expected_number": "1",
            **{f"p_{seat}": "20" for seat in range(8)}}
    preview = html(client.post(page_url(created, "/hand/preview"), data=form, headers=HX))
    assert "Points still missing for Ivy and Jon: %s left to share." % (total - 160) \
        in preview.text
    answer = client.post(page_url(created, "/hand"), data={**form, "p_8": "40"})
    assert answer.status_code == 303, text(answer)
    assert state(client, created)["hands"][0]["points"][9] == total - 200


def test_equal_moon_choices_are_not_called_better(client):
    created = claimed_game(client, options={"moon": "new"})
    # Ann takes every penalty card in hand 1: +26 for the others or −26 for Ann both
    # leave her 26 ahead and the game going on.
    preview = client.post(page_url(created, "/hand/preview"),
                          data={"mode": "points", "p_0": "26", "p_1": "0", "p_2": "0",
                                "p_3": "0", "expected_number": "1"},
                          headers={"HX-Request": "true"})
    choices = html(preview).find("fieldset", cls="moon-choice")
    assert [i.attrs["value"] for i in choices.find_all("input")] == ["others", "self"]
    assert "better for Ann" not in choices.text
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


def test_the_preview_marks_a_double_renege_as_the_table_will(client):
    """The preview used its own marks ("renege +13" twice); it now shows what the table,
    history and scoreboard show once the hand is saved: one "renege +26"."""
    created = claimed_game(client)
    preview = text(client.post(page_url(created, "/hand/preview"),
                               data={"mode": "points", "p_0": "13", "p_1": "13", "p_2": "0",
                                     "p_3": "0", "renege": ["1", "1"], "expected_number": "1"},
                               headers={"HX-Request": "true"}))
    assert "renege +26" in preview and "renege +13" not in preview


def test_the_check_of_many_single_cards_ends_with_one_full_stop(client):
    created = claimed_game(client, "dirty-liz", players=("Ann", "Bob", "Cy", "Dan"))
    answers = {"c0": "2", "c1": "0", "c2": "1", "c3": "3", "c4": "2", "expected_number": "1"}
    page = html(client.post(page_url(created, "/hand/preview"), data=answers))
    lines = [li.text for li in page.find(id_="entry-check").find_all("li")]
    assert "Q♠: Cy; A♥: Ann; K♥: Bob; and 2 more." in [line.lstrip("✓ ") for line in lines]
