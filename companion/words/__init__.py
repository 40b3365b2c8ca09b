"""The table's words: where the rules engine's codes become sentences.

The engine (companion/rules) says what is so in codes and numbers: a hand's kind,
a pass direction, a reminder with its facts, a moon choice, an end rule. This package
is the one place that says them, for the pages and for the API's
`next_hand.reminders` alike, so each phrase exists once. By subject: `common` (suits,
lists of names, places), `reminders`, `deal` (the deck, the pass, the first lead),
hands` (a played hand, a moon, undo), `ends` (the end, the winner, the tie-break),
`conflicts` (a write the game moved past).

Pure functions; no Flask. Each says its sentence through the catalogue in the language
`voice.tr()` gives: English unless the pages set the reader's for their request (so
the JSON API stays English).
"""
from .common import SUITS, card_label, names_and, ordinal, plural, possessive, suit_name, suit_words
from .deal import (PASS_SIGNS, PASS_WHERE, deck_words, first_lead_words, kitty_words, pass_sign,
                   pass_where, pass_words)
from .ends import (counted_hands, end_words, lowest_wins_words, tiebreak_played,
                   tiebreak_players_words, tiebreak_words, win_words, winners_words)
from .hands import (HandWords, cards_taken_words, hand_words, moon_choice_title, moon_question,
                    moon_words, shooter_words, undo_button_words, words_of)
from .house import differs_item, differs_items, house_rules_words  # noqa: F401
from .reminders import REMINDERS, reminder_sentences, reminder_words
from .voice import hush, speak, speaking, tr

__all__ = [
    "SUITS", "card_label", "names_and", "ordinal", "plural", "possessive", "suit_name",
    "suit_words", "PASS_SIGNS", "PASS_WHERE", "deck_words", "first_lead_words", "kitty_words",
    "pass_sign", "pass_where", "pass_words", "counted_hands", "end_words", "lowest_wins_words",
    "tiebreak_played", "tiebreak_players_words", "tiebreak_words", "win_words", "winners_words",
    "HandWords",
    "cards_taken_words", "hand_words", "moon_choice_title", "moon_question", "moon_words",
    "shooter_words", "undo_button_words", "words_of", "REMINDERS",
    "reminder_sentences", "reminder_words", "hush", "speak", "speaking", "tr",
]
