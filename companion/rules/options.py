"""Checking a table's setup: players, first dealer and options (docs/RULES.md section 3;
what each option allows is in registry.py)."""
from .cards import parse_card
from .deal import deal_setup
from .errors import RuleError
from .names import check_players
from .presets import PRESETS, preset_options
from .registry import OPTIONS
from .teams import check_partnership


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_option(key: str, value):
    """Return the option's value if the registry allows it, else raise RuleError naming it."""
    option = OPTIONS.get(key) if isinstance(key, str) else None
    if option is None:
        raise RuleError(f"“{str(key)[:40]}” is not an option of this app.", key)
    if option.nullable and value is None:
        return None
    if option.kind == "choice":
        if value not in option.values:
            allowed = ", ".join(f"“{c}”" for c in option.values)
            raise RuleError(f"The option {key} must be one of {allowed}.", key)
    elif option.kind == "number":
        if not _is_int(value) or not option.low <= value <= option.high:
            raise RuleError(f"The option {key} must be a whole number from {option.low} to "
                            f"{option.high}.", key)
    elif option.kind == "flag":
        if not isinstance(value, bool):
            raise RuleError(f"The option {key} must be true or false.", key)
    else:
        return _check_card_values(value)
    return value


def _check_card_values(value) -> dict:
    if not isinstance(value, dict) or not value:
        raise RuleError("The option card_values must map cards to points, like {\"QS\": 13}.",
                        "card_values")
    values = {}
    for card, points in value.items():
        try:
            card = parse_card(card)
        except RuleError as error:
            raise RuleError(error.code, "card_values", **error.facts) from None
        if not _is_int(points) or not -100 <= points <= 100:
            raise RuleError(f"The value of {card} must be a whole number from -100 to 100.",
                            "card_values")
        if points:
            values[card] = points
    if not values:  # no card worth anything: no hand could be scored
        raise RuleError("The option card_values needs at least one card worth points.",
                        "card_values")
    return values


def resolve_setup(ruleset, names, options=None, first_dealer=None) -> tuple[list[str], dict]:
    """Check a new game's setup and return (player names, every option resolved).

    `first_dealer` may be None: the caller draws for deal.
    """
    if not isinstance(ruleset, str) or ruleset not in PRESETS:  # a list is unhashable
        known = ", ".join(PRESETS)
        shown = f"“{ruleset[:40]}” is not a ruleset" if isinstance(ruleset, str) else \
            "The ruleset must be a name"
        raise RuleError(f"{shown}; choose one of {known}.", "ruleset")
    players = check_players(names)
    low, high = PRESETS[ruleset]["players"]
    if not low <= len(players) <= high:
        sizes = f"{low}" if low == high else f"{low} to {high}"
        raise RuleError(f"{PRESETS[ruleset]['name']} is for {sizes} players; "
                        f"you entered {len(players)}.", "players")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RuleError("Options must be an object of option names and values.", "options")
    resolved = preset_options(ruleset, len(players))
    for key, value in options.items():
        resolved[key] = check_option(key, value)
    if first_dealer is not None and (not _is_int(first_dealer)
                                     or not 0 <= first_dealer < len(players)):
        raise RuleError(f"The first dealer must be a seat from 0 to {len(players) - 1}.",
                        "first_dealer")
    check_playable(resolved, len(players))
    check_partnership(resolved, len(players))
    if resolved["sun"] != "none" and resolved["moon"] in ("none", "lot"):
        raise RuleError("Shooting the sun is scored as the moon is: choose a moon rule "
                        "(old, new or minus) to play with the sun.", "sun")
    return players, resolved


def check_playable(options: dict, seats: int) -> None:
    """Refuse options no hand can be played with: nothing to avoid, or a pass of the whole hand.

    Every table size the game may deal is checked: the full table, and the smaller
    tables of tie-break hands (down to two players).
    """
    sizes = [seats] if options["tie"] == "draw" else range(seats, 1, -1)
    for players in sizes:
        setup = deal_setup(options, players, 0, 0)
        if setup.positive_total <= 0:
            where = "" if players == seats else f" with {players} players (a tie-break hand)"
            raise RuleError(f"No card worth points is in play{where}: give at least one card "
                            "a positive value, like the Queen of Spades 13.", "card_values")
        if players == seats and options["pass"] != "none" and \
                options["pass_count"] >= setup.cards_each:
            raise RuleError(f"With {seats} players each holds {setup.cards_each} cards, so at "
                            f"most {setup.cards_each - 1} can be passed.", "pass_count")
        if players == seats and options["pass"] == "scatter" and seats - 1 >= setup.cards_each:
            raise RuleError(f"With {seats} players each holds {setup.cards_each} cards: too few "
                            "to pass one to each other player.", "pass")
    if options["pass"] == "left-right-2" and not 5 <= seats <= 6:
        raise RuleError("Left, right, 2 left, 2 right is a pass cycle for 5 or 6 players.",
                        "pass")
