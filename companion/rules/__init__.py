"""The rules engine: pure Python, no Flask, no database.

A game is its options and its recorded hands; `fold` derives the rest.
"""
from .cards import label, parse_card
from .deal import HandSetup, deal_setup
from .ending import end_score, goal
from .entry import Entry, read_entry
from .errors import RuleError, object_with
from .game import GameState, PlayedHand, Record, extend, finish, fold
from .options import resolve_setup
from .games import GAMES
from .timeline import before, undone, upcoming

__all__ = ["Entry", "GameState", "HandSetup", "GAMES", "PlayedHand", "Record", "RuleError",
           "before", "deal_setup", "end_score", "extend", "goal", "finish", "fold", "label",
           "object_with", "parse_card", "read_entry", "resolve_setup", "undone", "upcoming"]
