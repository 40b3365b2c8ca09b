"""Entering a hand: the entry screen, its questions, live check, preview and save."""
