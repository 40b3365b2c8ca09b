"""Starting a game: the new-game form, and house rules saved from it and shared."""
