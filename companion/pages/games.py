"""The games by their names at the reader's table (Hartenjagen, Kierki, Schwarze Dame),
with their one-line descriptions: each game's declaration (rules/games/) marks its
English name (context "game") and blurb; the pages say them in the reader's language."""
from ..rules import GAMES
from ..words import tr


def game_name(ruleset: str) -> str:
    """'Hearts', 'Herzen', 'Kierki'; a name without a local one stays as the table knows
    it (Rickety Kate, Black Maria)."""
    return tr().pgettext("game", GAMES[ruleset].name)


def presets_said() -> dict[str, dict]:
    """Every game as the new-game form shows it: its name, table sizes and blurb in the
    reader's language."""
    return {key: {"name": game_name(key), "players": game.players,
                  "blurb": tr().gettext(game.blurb)} for key, game in GAMES.items()}
