"""Checking a table's setup: players, first dealer and options (docs/RULES.md section 3;
what each option allows is in registry.py)."""
from .cards import parse_card
from .deal import deal_setup
from .errors import RuleError
from .names import check_players
from .numbers import whole
from .games import GAMES, family_of
from .registry import OPTIONS, applies, preset_options, scheduled, settled, settled_by
from .teams import check_partnership

# Options that set one card's value beside `card_values`, and their "off" value. The
# table that values such a card itself in card_values is scored as it says, and the game
# reports it so (docs/DECISIONS.md, "Rules decisions").
CARD_SETTERS = {"jack_of_diamonds": ("JD", False), "ten_of_diamonds": ("TD", False),
                "ten_of_spades_15": ("TS", False), "queen_value": ("QS", None)}


def check_option(key: str, value):
    """Return the option's value if the registry allows it, else raise RuleError naming it."""
    option = OPTIONS.get(key) if isinstance(key, str) else None
    if option is None:
        raise RuleError("not_an_option", key, key=str(key))
    if option.nullable and value is None:
        return None
    if option.kind == "choice":
        if value not in option.values:
            raise RuleError("option_not_a_choice", key, option=key, values=option.values)
    elif option.kind == "number":
        if whole(value, option.low, option.high) is None:
            raise RuleError("option_not_in_range", key, option=key, low=option.low,
                            high=option.high)
    elif option.kind == "flag":
        if not isinstance(value, bool):
            raise RuleError("option_not_true_or_false", key, option=key)
    else:
        return _check_card_values(value)
    return value


def _check_card_values(value) -> dict:
    if not isinstance(value, dict) or not value:
        raise RuleError("card_values_not_cards_to_points", "card_values")
    values = {}
    for card, points in value.items():
        card = parse_card(card, "card_values")
        if whole(points, -100, 100) is None:
            raise RuleError("card_value_not_in_range", "card_values", card=card, low=-100,
                            high=100)
        if points:
            values[card] = points
    if not values:  # no card worth anything: no hand could be scored
        raise RuleError("card_values_worth_nothing", "card_values")
    return values


def resolve_setup(ruleset, names, options=None, first_dealer=None) -> tuple[list[str], dict]:
    """Check a new game's setup and return (player names, every option resolved).

    `first_dealer` may be None: the caller draws for deal.
    """
    if not isinstance(ruleset, str) or ruleset not in GAMES:  # a list is unhashable
        if isinstance(ruleset, str):
            raise RuleError("ruleset_unknown", "ruleset", ruleset=ruleset, known=tuple(GAMES))
        raise RuleError("ruleset_not_a_name", "ruleset", known=tuple(GAMES))
    players = check_players(names)
    low, high = GAMES[ruleset].players
    if not low <= len(players) <= high:
        raise RuleError("players_for_ruleset", "players", ruleset=ruleset, low=low, high=high,
                        players=len(players))
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RuleError("options_not_object", "options")
    resolved = preset_options(ruleset, len(players))
    family = family_of(resolved)
    implied = settled_by(options)  # a named pack sent beside the deck it deals
    for key, value in options.items():
        value = check_option(key, value)
        if key in implied and value != implied[key][0]:
            raise RuleError("fields_disagree", key, what=key, other=implied[key][1])
        usual = implied[key][0] if key in implied else resolved[key]
        if key != "end_hands" or not family.match_length(resolved, len(players)):
            _fits_ruleset(key, value, usual, ruleset)  # (else checked once known)
        resolved[key] = value
    _settle_card_values(resolved, options)
    settled(resolved)
    scheduled(resolved, len(players))
    if family.match_length(resolved, len(players)) and \
            options.get("end_hands", resolved["end_hands"]) != resolved["end_hands"]:
        # a match is as long as its contracts (its form's)
        raise RuleError("option_not_in_ruleset", "end_hands", option="end_hands",
                        ruleset=ruleset)
    if first_dealer is not None and whole(first_dealer, 0, len(players) - 1) is None:
        raise RuleError("first_dealer_not_seat", "first_dealer", seats=len(players))
    family.check(resolved, len(players), deal_setup)
    check_partnership(resolved, len(players))
    if resolved["sun"] != "none" and resolved["moon"] in ("none", "lot"):
        raise RuleError("sun_needs_moon", "sun")
    return players, resolved


def _fits_ruleset(key: str, value, usual, ruleset: str) -> None:
    """An option the game does not take is refused unless it says what the game has
    anyway (a whole options object sent back as the game answered it). A game of penalty
    cards lets another penalty game's own option by (its value still scores: 10♠ 15)."""
    option = OPTIONS[key]
    owners = [game for game in GAMES.values() if option in game.own]
    penalty_cards = not GAMES[ruleset].family.by_contract and bool(owners) and all(
        not game.family.by_contract for game in owners) and not option.settles
    if not applies(option, ruleset) and not penalty_cards and value != usual:
        raise RuleError("option_not_in_ruleset", key, option=key, ruleset=ruleset)


def _settle_card_values(resolved: dict, sent: dict) -> None:
    """A card valued in the table's own card_values is scored at that value: an option
    the preset turned on that would set the same card is turned off (the game then says
    what it scores), and one the table sent too is a clash, refused."""
    if "card_values" not in sent:
        return
    for option, (card, off) in CARD_SETTERS.items():
        if card in resolved["card_values"] and resolved.get(option, off) != off:
            if option in sent:
                raise RuleError("card_value_twice", "card_values", card=card, option=option)
            resolved[option] = off
