"""The site around the games: home, the language picker, the manifest and robots."""
