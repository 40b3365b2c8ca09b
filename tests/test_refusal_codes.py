"""The rules engine refuses with a code and its facts; companion/words says the sentence:
every code the engine raises has words, every word is for a code the engine raises, each
sentence is said from the facts a real refusal carries, in English for the API and with no
English left in the reader's language; the API gives the code beside its sentence."""
import ast
import re
from pathlib import Path

import pytest
from babel.support import Translations

from companion.store.refusals import Conflict
from companion.groups.names import AS_NAME
from companion.groups.play_again import PlayedAgain
from companion.rules import RuleError, fold, read_entry, resolve_setup
from companion.rules.checks import can_split, checking
from companion.rules.deal import deal_setup
from companion.rules.feasible import Budget
from companion.rules.names import check_players
from companion.rules.options import check_option
from companion.rules.scoring import score_hand
from companion.web import i18n
from companion.words import (conflicts, refusals_contracts, refusals_entry, refusals_options,
                             speaking)
from companion.words.refusals import SENTENCES, refusal_words
from companion.words.speech import Speech
from tests.helpers import create, post_hand, refused
from tests.i18n_support import offer_every_language
from tests.pages_support import claimed_game, html, page_url
from tests.rules_support import ALL, HEARTS, NAMES, options_for, record, setup_for, took

COMPANION = Path(__file__).resolve().parent.parent / "companion"
RULES = COMPANION / "rules"
ENGINE = {**refusals_entry.SENTENCES, **refusals_options.SENTENCES,
          **refusals_contracts.SENTENCES}
# Codes chosen from a table rather than written at the raise: a group's name refused
# for what the engine refuses in a seat's name.
CHOSEN = {("names.py", "code"): set(AS_NAME.values())}
OTHERS = ("de", "es", "fr", "nl", "pl")


def speech(locale: str) -> Speech:
    return Speech(Translations.load(str(RULES.parent / "translations"), [locale]), locale)


def raised_codes(folder: Path, raised="RuleError") -> set[str]:
    """The code of every `RuleError(...)` (or `raised`) in the modules under `folder`; a
    call whose code is not a string literal (other than passing on another error's
    `.code`) fails."""
    codes = set()
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            called = getattr(node, "func", None)
            if not isinstance(node, ast.Call) or raised not in (
                    getattr(called, "id", None), getattr(called, "attr", None)):
                continue
            code = node.args[0] if node.args else None
            if isinstance(code, ast.Attribute) and code.attr == "code":
                continue  # an error passed on with its own code and facts
            if isinstance(code, ast.Name) and (path.name, code.id) in CHOSEN:
                codes |= CHOSEN[path.name, code.id]
                continue
            assert isinstance(code, ast.Constant) and isinstance(code.value, str), (
                f"{path.name}:{node.lineno}: a RuleError's code must be a string literal")
            assert re.fullmatch(r"[a-z][a-z0-9_]*", code.value), (path.name, code.value)
            codes.add(code.value)
    return codes


def test_every_code_the_engine_raises_has_words_and_every_word_is_raised():
    raised = raised_codes(RULES)
    assert raised - set(SENTENCES) == set()
    assert set(ENGINE) - raised == set()


def test_every_code_the_app_raises_has_words():
    """Outside the engine too (the API's checks, groups, house rules): a code with no
    words would reach a reader as the bare code."""
    assert raised_codes(COMPANION) - set(SENTENCES) == set()


def test_every_conflict_the_services_raise_has_words_and_every_word_is_raised():
    """A write the game moved past (a 409) is a code and its facts too, said at the edge."""
    raised = raised_codes(COMPANION, "Conflict") | {PlayedAgain("g", "h").code}
    assert raised - set(SENTENCES) == set()
    assert set(conflicts.SENTENCES) - raised == set()


CONFLICTS = [  # (code, facts as the services raise them)
    ("hand_already_entered", {"n": 4, "next_number": 6}),
    ("hand_not_due", {"n": 9, "next_number": 6}),
    ("saved_meanwhile", {}),
    ("game_over", {}),
    ("game_over", {"finishing": True}),
    ("not_the_last_hand", {"last": 7, "n": 3}),
    ("played_again", {"next_id": "abc"}),
    ("game_ending", {}),
    ("nothing_to_finish", {}),
    ("not_put_back", {"n": 5, "next_number": None}),
    ("not_put_back", {"n": 5, "next_number": 6}),
    ("not_put_back", {"n": 5, "next_number": 5}),
]


@pytest.mark.parametrize("code, facts", CONFLICTS)
def test_each_conflict_is_said_from_its_facts_in_every_language(code, facts):
    error = Conflict(code, "g", **facts)
    english = refusal_words(error)
    assert english != code and "%(" not in english and "None" not in english
    assert f"hand {facts['n']}" in english.lower() if "n" in facts else True
    for locale in OTHERS:
        with speaking(speech(locale)):
            said = refusal_words(error)
        assert said != english and "%(" not in said, (locale, said)


def test_each_code_has_one_sentence_whatever_table_says_it():
    assert not set(refusals_entry.SENTENCES) & set(refusals_options.SENTENCES)
    assert not set(refusals_contracts.SENTENCES) & (set(refusals_entry.SENTENCES)
                                                    | set(refusals_options.SENTENCES))
    assert all(SENTENCES[code] is say for code, say in ENGINE.items())


def score(ruleset, players, body, participants=None, kind="normal", **options):
    opts = options_for(ruleset, players, **options)
    due = setup_for(ruleset, players, participants=participants, kind=kind, **options)
    score_hand(read_entry(body, players), due, opts, [0] * players, NAMES[:players])


def game(ruleset, players, bodies, finished_after=None, **options):
    records = [record(body, players) for body in bodies]
    fold(NAMES[:players], options_for(ruleset, players, **options), 0, 0.0, records,
         finished_after)


def kierki(deal, body, players=4, **options):
    """Score `body` as deal `deal` (1 to 12) of a Kierki match."""
    opts = options_for("kierki", players, **options)
    due = deal_setup(opts, players, 0, deal - 1)
    score_hand(read_entry(body, players), due, opts, [0] * players, NAMES[:players])


def barbu(bodies):
    """Play Barbu deals in turn (seat 0 declares the first seven)."""
    game("barbu", 4, bodies)


HEARTS_OUT = {"captured": {"0": ["AH", "2H", "3H"], "1": ["4H", "5H", "6H", "7H", "8H"],
                           "2": ["9H", "TH", "JH", "QH"], "3": ["KH"]}}


# Example 1.b's robber (RULES-national): every heart, queen, king and jack once.
ROBBER = {"0": ["KH", "QH", "2H", "3H", "4H", "5H", "QS", "KS", "JD"],
          "1": ["6H", "7H", "QD", "KC", "JS"], "2": ["8H", "9H", "TH", "JH", "KD", "JC"],
          "3": ["AH", "QC"]}


def setup(ruleset, players=4, options=None, first_dealer=None):
    resolve_setup(ruleset, NAMES[:players] if isinstance(players, int) else players,
                  options, first_dealer)


def too_costly():
    with checking(None) as checks:
        checks.budget = Budget(0)  # no step left: the search cannot decide
        can_split([1] * 13 + [13], [7, 7, 6, 6])


TIEBREAK = {"participants": [0, 1], "kind": "tiebreak"}
BLACK_LADY_10 = [f"P{i}" for i in range(10)]
# (code, a real refusal that raises it): every sentence is said from real facts.
REFUSALS = [
    ("hand_not_object", lambda: read_entry([], 4)),
    ("not_part_of_hand", lambda: read_entry({"cards": []}, 4)),
    ("hand_kind_unknown", lambda: read_entry({"kind": "later"}, 4)),
    ("moon_choice_unknown", lambda: read_entry({"moon_choice": "both"}, 4)),
    ("sun_not_true_or_false", lambda: read_entry({"sun": 1}, 4)),
    ("not_a_seat", lambda: read_entry({"captured": {"7": []}}, 4)),
    ("captured_not_seats_to_cards", lambda: read_entry({"captured": []}, 4)),
    ("points_not_whole_numbers", lambda: read_entry({"points": "26"}, 4)),
    ("points_too_far", lambda: read_entry({"points": [99999, 0, 0, 0]}, 4)),
    ("reneges_not_seats", lambda: read_entry({"reneges": 1}, 4)),
    ("card_not_text", lambda: read_entry({"captured": {"0": [12]}}, 4)),
    ("not_a_card", lambda: read_entry({"captured": {"0": ["Queen of Spades"]}}, 4)),
    ("renege_sits_out", lambda: score("hearts", 4, {**took(s0=ALL), "reneges": [2]},
                                      **TIEBREAK)),
    ("renege_too_often", lambda: score("hearts", 4, {**took(s0=ALL), "reneges": [1] * 14})),
    ("misdeal_scores_nothing", lambda: score("hearts", 4, {"kind": "misdeal", "reneges": [1]})),
    ("tiebreak_not_replayed", lambda: score("hearts", 4, {"kind": "replay", "reneges": [0]},
                                            **TIEBREAK)),
    ("replay_needs_renege", lambda: score("hearts", 4, {"kind": "replay"})),
    ("replay_scores_no_points", lambda: score("hearts", 4, {"kind": "replay", "reneges": [1],
                                                            "points": [26, 0, 0, 0]})),
    ("cards_or_points_not_both", lambda: score("hearts", 4, {**took(s0=ALL),
                                                             "points": [26, 0, 0, 0]})),
    ("cards_or_points_needed", lambda: score("hearts", 4, {})),
    ("sits_out_takes_cards", lambda: score("hearts", 4, took(s0=["QS"], s1=HEARTS, s3=["2C"]),
                                           **TIEBREAK)),
    ("card_assigned_too_often", lambda: score("hearts", 4, took(s0=["QS", "QS"], s1=HEARTS))),
    ("card_assigned_too_often", lambda: score("cancellation", 8, took(
        s0=["QS", "QS"], s1=HEARTS + HEARTS + ["2H"]))),
    ("card_not_assigned", lambda: score("hearts", 4, took(s1=HEARTS))),
    ("cards_not_assigned", lambda: score("hearts", 4, {"captured": {}})),
    ("card_taken_out", lambda: score("rickety-kate", 3, took(s0=["QS", "2D"], s1=HEARTS),
                                     jack_of_diamonds=True)),
    ("not_a_penalty_card", lambda: score("hearts", 4, took(s0=["QS", "JD"], s1=HEARTS))),
    ("points_count", lambda: score("hearts", 4, {"points": [13, 13]})),
    ("points_do_not_add_up", lambda: score("hearts", 4, {"points": [13, 13, 0, 1]})),
    ("points_negative", lambda: score("hearts", 4, {"points": [27, -1, 0, 0]})),
    ("points_cannot_be_shared", lambda: score("hearts", 4, {"points": [7, 7, 6, 6]})),
    ("points_too_costly", too_costly),
    ("no_sun", lambda: score("hearts", 4, {**took(s0=ALL), "sun": True})),
    ("sun_without_every_card", lambda: score("omnibus", 4, {**took(s0=ALL, s1=["JD"]),
                                                            "sun": True}, sun="on")),
    ("moon_choice_needed", lambda: score("hearts", 4, took(s2=ALL), moon="new")),
    ("moon_choice_needed", lambda: score("black-lady", 4, took(
        s2=setup_for("black-lady", 4).penalty_cards))),
    ("moon_choice_needed", lambda: score("partnership", 4, took(s0=HEARTS, s2=["QS"]),
                                         partnership="team", moon="new")),
    ("moon_choice_not_here", lambda: score("hearts", 4, {**took(s2=ALL), "moon_choice": "self"},
                                           moon="old")),
    ("moon_choice_not_here", lambda: score("omnibus", 4, {**took(s0=ALL, s1=["JD"]),
                                                          "moon_choice": "others"}, moon="minus")),
    ("moon_choice_not_here", lambda: score("omnibus", 4, {**took(s0=ALL + ["JD"]), "sun": True,
                                                          "moon_choice": "self"}, sun="on")),
    ("game_over_already", lambda: game("hearts", 4, [took(s0=ALL)] * 2, finished_after=1)),
    ("ruleset_unknown", lambda: setup("snap")),
    ("ruleset_not_a_name", lambda: setup(["hearts"])),
    ("players_for_ruleset", lambda: setup("hearts", 2)),
    ("players_for_ruleset", lambda: setup("partnership", 5)),
    ("first_dealer_not_seat", lambda: setup("hearts", 4, {}, 9)),
    ("options_not_object", lambda: setup("hearts", 4, ["moon"])),
    ("not_an_option", lambda: check_option("colour", "red")),
    ("option_not_a_choice", lambda: check_option("end_rule", "later")),
    ("option_not_in_range", lambda: check_option("end_score", 0)),
    ("option_not_true_or_false", lambda: check_option("black_jack", 1)),
    ("card_values_not_cards_to_points", lambda: check_option("card_values", [])),
    ("card_value_not_in_range", lambda: check_option("card_values", {"QS": 500})),
    ("card_values_worth_nothing", lambda: check_option("card_values", {"QS": 0})),
    ("card_value_twice", lambda: setup("omnibus", 4, {"card_values": {"QS": 13, "JD": -5},
                                                      "jack_of_diamonds": True})),
    ("no_points_in_play", lambda: setup("rickety-kate", 4, {"card_values": {"JD": -10}})),
    ("no_points_in_play", lambda: setup("rickety-kate", 4, {"card_values": {"2D": 5}})),
    ("pass_count_too_many", lambda: setup("black-lady", 10, {"decks": 1, "pass_count": 5})),
    ("scatter_too_few_cards", lambda: setup("black-lady", BLACK_LADY_10,
                                            {"decks": 1, "pass": "scatter"})),
    ("pass_cycle_for_five_or_six", lambda: setup("hearts", 4, {"pass": "left-right-2"})),
    ("sun_needs_moon", lambda: setup("hearts", 4, {"sun": "on", "moon": "none"})),
    ("partnership_needs_four", lambda: setup("hearts", 5, {"partnership": "team"})),
    ("partnership_no_sun", lambda: setup("hearts", 4, {"partnership": "team", "sun": "on"})),
    ("players_not_names", lambda: check_players("Ann")),
    ("player_name_refused_character", lambda: check_players(["Ann", "B\x07b"])),
    ("player_name_refused_character", lambda: check_players(["Ann", "B\u200bb"])),
    ("player_name_refused_character", lambda: check_players(["Ann", "B\ue000b"])),
    ("player_name_refused_character", lambda: check_players(["Ann", "B\ud800b"])),
    ("player_name_missing", lambda: check_players(["Ann", "  "])),
    ("player_name_shows_nothing", lambda: check_players(["Ann", "\u0301"])),
    ("player_name_refused_character", lambda: check_players(["Ann", "\u2800Ann"])),
    ("player_name_too_long", lambda: check_players(["Ann", "Bob" * 20])),
    ("player_name_twice", lambda: check_players(["Ann", "ANN"])),
    ("option_not_in_ruleset", lambda: setup("kierki", 4, {"moon": "new"})),
    ("option_not_in_ruleset", lambda: setup("hearts", 4, {"deal6_tricks": "last"})),
    # A compendium deal (rules/entry.py, contract_entry.py)
    ("trump_not_a_suit", lambda: read_entry({"trump": "spades"}, 4)),
    ("counts_not_numbers", lambda: read_entry({"tricks": [4, -1, 5, 5]}, 4)),
    ("winners_not_tricks_to_seats", lambda: read_entry({"winners": [0, 2]}, 4)),
    ("order_not_seats", lambda: read_entry({"order": 3}, 4)),
    ("not_for_contract", lambda: kierki(1, {"tricks": [4, 3, 5, 1], "trump": "S"})),
    ("not_for_contract", lambda: kierki(7, {"tricks": [5, 3, 4, 1], "counts": [1, 1, 1, 1],
                                            "winners": {"7": 2, "13": 0}})),
    ("not_in_this_game", lambda: score("hearts", 4, {**took(s0=ALL), "tricks": [13, 0, 0, 0]})),
    ("tricks_needed", lambda: kierki(1, {})),
    ("tricks_count", lambda: kierki(1, {"tricks": [13]})),
    ("tricks_do_not_add_up", lambda: kierki(1, {"tricks": [4, 3, 5, 2]})),
    ("tricks_do_not_add_up", lambda: kierki(1, {"tricks": [7, 6, 5]}, players=3)),
    ("cards_or_counts_not_both", lambda: kierki(2, {"counts": [13, 0, 0, 0],
                                                    "captured": {"0": HEARTS}})),
    ("counts_count", lambda: kierki(2, {"counts": [13]})),
    ("counts_do_not_add_up", lambda: kierki(3, {"counts": [1, 1, 1, 0]})),
    ("contract_cards_needed", lambda: kierki(2, {})),
    ("contract_cards_needed", lambda: kierki(5, {})),
    ("not_counted_in_contract", lambda: kierki(3, {"captured": {"0": ["QS", "QH", "KS"]}})),
    ("card_assigned_too_often", lambda: kierki(5, {"captured": {"0": ["KH"], "1": ["KH"]}})),
    ("trick_not_named", lambda: kierki(6, {"winners": {"7": 0, "13": 1, "12": 2}})),
    ("trick_winner_needed", lambda: kierki(6, {"winners": {"7": 0}})),
    ("out_order_places", lambda: kierki(12, {"order": [0]})),
    ("out_order_twice", lambda: kierki(12, {"order": [0, 0]})),
    ("trump_needed", lambda: kierki(8, {"tricks": [4, 3, 5, 1]})),
    ("last_out_needed", lambda: game("bonken", 4, [{"contract": "domino"}])),
    ("fields_disagree", lambda: game("bonken", 4, [{"contract": "domino", "order": [1, 2],
                                                    "last_out": 3}])),
    ("capot_not_by_and_made", lambda: read_entry({"capot": {"by": 1}}, 4)),
    ("capot_alone", lambda: game("polignac", 4, [{"capot": {"by": 1, "made": True},
                                                  "captured": {"0": ["JS"]}}])),
    ("turn_up_not_trump", lambda: game("knaves", 3, [{"trump": "C", "turn_up": "JD",
                                                      "tricks": [8, 5, 4]}])),
    ("no_trumps_not_allowed", lambda: kierki(8, {"trump": "NT", "tricks": [4, 3, 5, 1]})),
    ("named_tricks_more_than_tricks", lambda: kierki(7, {
        "tricks": [5, 3, 4, 1], "captured": ROBBER, "winners": {"7": 3, "13": 3}})),
    ("contract_not_a_name", lambda: read_entry({"contract": 7}, 4)),
    ("doubles_not_pairs", lambda: read_entry({"doubles": [[1, 0]]}, 4)),
    ("contract_needed", lambda: barbu([{"tricks": [4, 3, 5, 1]}])),
    ("contract_not_left", lambda: barbu([{"contract": "no-hearts", **HEARTS_OUT},
                                         {"contract": "no-hearts", **HEARTS_OUT}])),
    ("double_of_oneself", lambda: barbu([{"contract": "no-tricks", "tricks": [4, 3, 5, 1],
                                          "doubles": [{"by": 1, "of": 1}]}])),
    ("declarer_cannot_double", lambda: barbu([{"contract": "no-tricks", "tricks": [4, 3, 5, 1],
                                               "doubles": [{"by": 0, "of": 1}]}])),
    ("double_only_declarer", lambda: barbu([{"contract": "trumps", "trump": "S",
                                             "tricks": [4, 3, 5, 1],
                                             "doubles": [{"by": 1, "of": 2}]}])),
    ("pair_doubled_twice", lambda: barbu([{"contract": "no-tricks", "tricks": [4, 3, 5, 1],
                                           "doubles": [{"by": 1, "of": 2}, {"by": 2, "of": 1}]}])),
    ("redouble_after_speaking", lambda: barbu([{"contract": "no-tricks", "tricks": [4, 3, 5, 1],
                                                "doubles": [{"by": 2, "of": 1,
                                                             "redoubled": True}]}])),
    ("cards_more_than_tricks_hold", lambda: kierki(7, {
        "tricks": [5, 3, 5, 0], "captured": ROBBER, "winners": {"7": 2, "13": 0}})),
]
# API values quoted as sent ("normal", "sun"): the same words in every language.
QUOTED = re.compile(r"[“„«][^”“»]*[”“»]")


def refusal(make) -> RuleError:
    with pytest.raises(RuleError) as caught:
        make()
    return caught.value


def words_of(text: str) -> list[str]:
    """The words of `text` (two letters or more: a card's rank is no word), lowercase,
    outside the values it quotes."""
    return [w.lower() for w in re.findall(r"[^\W\d_]{2,}", QUOTED.sub(" ", text))]


def english_phrases(sentence: str, facts: dict) -> set[str]:
    """Each run of three words of an English sentence, leaving out the facts it names and
    the values it quotes (a name, a card's code, a ruleset are the same in every language)."""
    named = set(words_of(repr(facts)))
    words = words_of(sentence)
    return {" ".join(words[i:i + 3]) for i in range(len(words) - 2)
            if not named & set(words[i:i + 3])}


def test_every_engine_code_is_refused_by_a_real_case():
    assert {code for code, _make in REFUSALS} == set(ENGINE)


@pytest.mark.parametrize("code, make", REFUSALS, ids=[code for code, _m in REFUSALS])
def test_each_refusal_is_said_from_its_facts_in_every_language(code, make):
    error = refusal(make)
    assert error.code == code
    english = refusal_words(error)
    assert english != code and not english[:1].islower() and len(english) < 400
    assert "%(" not in english and "None" not in english
    for locale in OTHERS:
        with speaking(speech(locale)):
            said = refusal_words(error)
        assert said != english and "%(" not in said, (locale, said)
        words = " ".join(words_of(said))
        left = [p for p in english_phrases(english, error.facts) if f" {p} " in f" {words} "]
        assert not left, (locale, said, left)


def test_a_card_is_named_in_the_readers_words():
    error = refusal(lambda: score("hearts", 4, took(s1=HEARTS)))
    assert refusal_words(error) == "The Queen of Spades has not been assigned."
    with speaking(speech("de")):
        assert refusal_words(error) == "Die Pik-Dame wurde noch niemandem zugeteilt."
    with speaking(speech("pl")):
        assert refusal_words(error) == "Jeszcze nikomu nie przydzielono: dama pik."
    twice = refusal(lambda: score("hearts", 4, took(s0=["2H"], s1=HEARTS + ["QS"])))
    with speaking(speech("fr")):
        assert refusal_words(twice) == "On a attribué 2♥ deux fois."


@pytest.mark.parametrize("times, said", [(4, "przydzielono 4 razy"), (5, "przydzielono 5 razy")])
def test_a_count_is_said_in_the_languages_forms(times, said):
    error = RuleError("card_assigned_too_often", "captured", card="2H", times=times,
                      in_play=1)
    assert refusal_words(error) == f"2♥ is assigned {times} times."
    with speaking(speech("pl")):
        assert said in refusal_words(error)


def test_an_option_is_named_by_its_label_as_the_form_shows_it():
    error = refusal(lambda: check_option("end_score", 0))
    assert (error.code, error.facts) == ("option_not_in_range",
                                         {"option": "end_score", "low": 1, "high": 10000})
    assert refusal_words(error) == "End score must be a whole number from 1 to 10000."
    with speaking(speech("de")):
        label = speech("de").gettext("End score")
        assert refusal_words(error).startswith(label) and label != "End score"


ODD = {"points": [12, 1, 12, 1]}  # 26 in all, but no sharing of the cards gives it


def test_the_api_gives_the_code_beside_its_english_sentence(client):
    game_ = create(client, "hearts")
    answer = refused(post_hand(client, game_, {"captured": {"0": ["QS", "QS"],
                                                           "1": HEARTS}}), 422, "captured")
    assert (answer["code"], answer["error"]) == ("card_assigned_too_often",
                                                 "The Queen of Spades is assigned twice.")
    client.set_cookie(i18n.COOKIE, "de")  # the API stays English whatever the reader reads
    answer = refused(post_hand(client, game_, ODD), 422, "points")
    assert answer["code"] == "points_cannot_be_shared"
    assert answer["error"] == ("No way of sharing out this hand's penalty cards gives these "
                               "points: check each player's count.")


def test_the_same_hand_refused_on_the_page_is_said_in_the_readers_language(app, client):
    offer_every_language(app)
    client.set_cookie(i18n.COOKIE, "de")
    created = claimed_game(client, "hearts")
    form = {"mode": "points", "expected_number": "1",
            **{f"p_{seat}": str(p) for seat, p in enumerate(ODD["points"])}}
    answer = client.post(page_url(created, "/hand"), data=form)
    assert answer.status_code == 422
    shown = html(answer).find("p", id_="entry-error").text
    assert shown == ("Keine Verteilung der Strafkarten dieser Runde ergibt diese Punkte: "
                     "Prüf die Zählung jedes Spielers.")
