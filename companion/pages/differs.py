"""What a game plays otherwise than its preset, in one line for the boards: every game
whose options differ says so, started from house rules or not (a game is its options;
which house rules it came from is not kept)."""
from ..rules import deal_setup
from ..rules.registry import differences, with_defaults
from ..words import house_rules_words


def moon_of(options: dict, players: int) -> int:
    """What the moon is worth at that table: the positive points in play."""
    return deal_setup(options, players, 0, 0).positive_total


def house_rules_line(ruleset: str, players: int, options: dict) -> str:
    """'House rules: J♦ −10, moon: choose', or '' when the game plays its preset."""
    options = with_defaults(options)  # (a game stored before an option existed)
    differs = differences(ruleset, players, options)
    return house_rules_words(differs, moon_of(options, players)) if differs else ""
