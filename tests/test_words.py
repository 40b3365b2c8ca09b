"""The table's words (companion/words.py): the engine's codes said as sentences."""
from companion.rules import upcoming
from companion.words import (deck_words, hand_words, names_and, pass_words, reminder_sentences,
                             words_of)
from tests.rules_support import HEARTS, play, setup_for


def test_reminders_are_said_in_the_tables_words():
    kate = reminder_sentences(setup_for("rickety-kate", 4))
    assert kate == ["No penalty card on the first trick, unless a player holds nothing else.",
                    "Hearts may not be led until a heart has been discarded "
                    "(unless the leader holds only hearts)."]
    assert reminder_sentences(setup_for("rickety-kate-46", 4))[0] == (
        "The 4 cards left over lie face down: the winner of the first trick takes them.")
    assert reminder_sentences(setup_for("rickety-kate-46", 3))[0] == (
        "The card left over lies face down: the winner of the first trick takes it.")
    assert ("A player may refuse the Queen of Spades when it is passed; the passer then "
            "passes another card instead.") in reminder_sentences(setup_for("rickety-kate-46", 5))
    bonus = setup_for("rickety-kate", 4, jack_of_diamonds=True, ten_of_diamonds=True)
    assert "Bonus: J♦ and 10♦ count −10 for whoever takes them." in reminder_sentences(bonus)
    own = setup_for("rickety-kate", 4, card_values={**dict.fromkeys(HEARTS, 1), "QS": 13,
                                                    "JD": -5})
    assert "Bonus: J♦ counts −5 for whoever takes it." in reminder_sentences(own)
    assert "Trumps this hand: ♣ Clubs." in reminder_sentences(setup_for("dirty-liz", 5, rotation=1))
    assert any("first one played wins" in n
               for n in reminder_sentences(setup_for("black-lady", 9)))
    assert any("cancel each other" in n for n in reminder_sentences(setup_for("cancellation", 6)))
    tie = reminder_sentences(setup_for("rickety-kate", 4, participants=[0, 1], kind="tiebreak"))
    assert tie[0].startswith("Tie-break hand: the fewest penalty points taken wins it")


def test_every_reminder_code_the_engine_makes_has_words():
    for ruleset, players, options in [("dirty-liz", 9, {}), ("cancellation", 6, {}),
                                      ("rickety-kate-46", 5, {"jack_of_diamonds": True}),
                                      ("rickety-kate", 4, {"black_jack": True})]:
        state = play(ruleset, players, [], **options)
        for setup in upcoming(state, 4):
            assert all(sentence.endswith(".") for sentence in reminder_sentences(setup))


def test_a_reminder_shown_as_a_fact_of_its_own_is_left_out_by_its_code():
    liz = setup_for("rickety-kate-46", 5)
    assert not any("left over" in n for n in reminder_sentences(liz, leave_out=("kitty",)))


def test_hand_kinds_are_worded_in_one_place():
    assert hand_words(4, "misdeal").title == "Hand 4: misdeal"
    assert hand_words(4, "replay").title == "Hand 4: renege, deal replayed"
    assert hand_words(4, "tiebreak").sign == "tie-break"
    assert (hand_words(4, "normal", "left", 3).line, hand_words(4, "normal", "left", 3).sign) == (
        "Pass left", "←")
    assert hand_words(4, "normal", "hold", 0).line == "Hold"
    state = play("rickety-kate", 4, [{"kind": "misdeal"}])
    assert words_of(state.hands[0]).note == "Nothing scored, and the same dealer deals again."


def test_passes_decks_and_names():
    assert pass_words("left", 3) == "Pass 3 cards to the left"
    assert pass_words("across", 1) == "Pass 1 card across"
    assert pass_words("hold", 0) == "Hold: no passing this hand"
    assert deck_words(setup_for("rickety-kate", 5)) == "Take out 2♣, 2♠: 10 cards each"
    assert deck_words(setup_for("black-lady", 9)).startswith("Two decks shuffled together; take out 2♣ ×2")
    assert names_and(["Ann", "Bob", "Cat"]) == "Ann, Bob and Cat"


def test_the_new_games_and_rules_have_words():
    from companion.rules import GAMES
    from companion.words import moon_words
    for key, preset in GAMES.items():  # every page that names a game finds its words
        assert preset.name and preset.blurb.endswith(".") and "\n" not in preset.blurb
    assert reminder_sentences(setup_for("partnership", 4))[-1] == (
        "Partners sit opposite and score as a team; a moon may be the two of them between them.")
    assert "each scores alone" in reminder_sentences(
        setup_for("partnership", 4, partnership="individual"))[-1]
    assert pass_words("left2", 3) == "Pass 3 cards 2 seats to the left"
    assert pass_words("scatter", 3) == "Pass 1 card to each other player"
    two = hand_words(3, "normal", "right2", 3)
    assert (two.line, two.sign) == ("Pass 2 seats to the right", "→2")
    assert hand_words(4, "normal", "scatter", 3).line == "Scatter pass"
    assert moon_words("Ann", "others", sun=True) == (
        "Ann shot the sun: everyone else scores the points.")
    state = play("omnibus", 4, [])
    assert "Bonus: J♦ counts −10 for whoever takes it." in reminder_sentences(state.next_hand)


def test_single_cards_taken_are_said_with_one_full_stop():
    from companion.words import cards_taken_words

    assert cards_taken_words([("10♠", "Cy"), ("Q♠", "Ann")], 0) == "10♠: Cy; Q♠: Ann."
    assert cards_taken_words([("10♠", "Cy")], 2) == "10♠: Cy; and 2 more."
