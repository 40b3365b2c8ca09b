"""The rules engine: pure Python, no Flask, no database.

A game is its options and its recorded hands; `fold` derives the rest.
"""
from .cards import label, parse_card
from .deal import HandSetup, deal_setup
from .entry import Entry, read_entry
from .errors import RuleError
from .ending import end_score
from .game import GameState, PlayedHand, Record, extend, finish, fold
from .options import resolve_setup
from .presets import PRESETS
from .timeline import before, undone, upcoming
from .correction import corrected

__all__ = ["Entry", "GameState", "HandSetup", "PRESETS", "PlayedHand", "Record", "RuleError",
           "before", "corrected", "deal_setup", "end_score", "extend", "finish", "fold", "label",
           "parse_card", "read_entry", "resolve_setup", "undone", "upcoming"]
