"""Bonken through the API on both databases: the dealer's left-hand player chooses, every
contract once a match, two minus and one plus each (RULES-national 3.a to 3.c), a whole
match of 12 deals adds up to 0, and an entry the table could not make is refused without
writing anything."""
from tests.helpers import assert_unchanged, create, post_hand, refused, state
from tests.test_rules_bonken import MATCH

NAMES = ("Bartholomäus", "Dobrosława", "Cat", "Dan")
A, B, C, D = range(4)


def bonken(client, first_dealer=D, **extra):
    return create(client, "bonken", players=NAMES, first_dealer=first_dealer, **extra)


def test_the_dealers_left_chooses_and_the_dealer_leads(client):
    game = bonken(client)
    due = state(client, game)["next_hand"]
    assert (due["dealer"], due["first_lead"]) == (D, {"rule": "declarer", "seat": D})
    assert due["contract"]["chooser"] == A and len(due["contract"]["choices"]) == 13
    domino = next(c for c in due["contract"]["choices"] if c["code"] == "domino")
    assert (domino["asks"], domino["total"]) == (["last_out"], -100)
    assert due["reminders"] == [
        "Each contract is played once a match; each chooser names two minus contracts "
        "and one plus."]


def test_example_3b_clubs_doubled_and_redoubled(client):
    game = bonken(client)
    post_hand(client, game, {**MATCH[4], "doubles": [
        {"by": B, "of": A, "redoubled": True}, {"by": C, "of": D, "redoubled": True}]})
    hand = state(client, game)["hands"][0]
    assert hand["scores"] == [280, -120, 200, -100]
    assert hand["contract"] == "clubs"


def test_a_whole_match_of_12_deals_adds_up_to_0(client):
    game = bonken(client, first_dealer=A)
    for body in MATCH:
        assert post_hand(client, game, body).status_code == 201
    done = state(client, game)
    assert sum(done["totals"]) == 0 and done["status"] == "finished"
    assert done["hands"][-1]["last_out"] == A
    assert done["winners"] == [max(range(4), key=lambda s: done["totals"][s])]


def test_a_contract_played_or_over_the_quota_is_refused(client):
    game = bonken(client, first_dealer=A)
    for body in MATCH[:8]:
        post_hand(client, game, body)
    before = state(client, game)
    again = refused(post_hand(client, game, MATCH[0]), 422, "contract")
    assert again["code"] == "contract_not_left"
    plus = refused(post_hand(client, game, {"contract": "no-trumps",
                                            "tricks": [4, 3, 3, 3]}), 422, "contract")
    assert plus["code"] == "contract_not_left"  # Dobrosława has had her plus contract
    missing = refused(post_hand(client, game, {"contract": "domino"}), 422, "last_out")
    assert missing["code"] == "last_out_needed"
    assert_unchanged(client, game, before)


def test_the_chooser_only_redoubles(client):
    game = bonken(client)
    before = state(client, game)
    answer = refused(post_hand(client, game, {**MATCH[4], "doubles": [{"by": A, "of": B}]}),
                     422, "doubles")
    assert answer["code"] == "declarer_cannot_double"
    assert_unchanged(client, game, before)
