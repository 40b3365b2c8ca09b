"""Checking a table's setup: players, first dealer and options (docs/RULES.md section 3;
what each option allows is in registry.py)."""
from .cards import parse_card
from .deal import deal_setup
from .errors import RuleError
from .names import check_players
from .numbers import whole
from .presets import PRESETS, preset_options, scheduled
from .registry import OPTIONS, applies, compendium
from .schedules import plays_contracts
from .small_games import check_small
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
    if not isinstance(ruleset, str) or ruleset not in PRESETS:  # a list is unhashable
        if isinstance(ruleset, str):
            raise RuleError("ruleset_unknown", "ruleset", ruleset=ruleset, known=tuple(PRESETS))
        raise RuleError("ruleset_not_a_name", "ruleset", known=tuple(PRESETS))
    players = check_players(names)
    low, high = PRESETS[ruleset]["players"]
    if not low <= len(players) <= high:
        raise RuleError("players_for_ruleset", "players", ruleset=ruleset, low=low, high=high,
                        players=len(players))
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RuleError("options_not_object", "options")
    resolved = preset_options(ruleset, len(players))
    for key, value in options.items():
        value = check_option(key, value)
        if key != "end_hands" or not compendium(ruleset):  # (checked once it is known)
            _fits_ruleset(key, value, resolved[key], ruleset)
        resolved[key] = value
    _settle_card_values(resolved, options)
    scheduled(resolved, len(players))
    if compendium(ruleset) and options.get("end_hands", resolved["end_hands"]) \
            != resolved["end_hands"]:  # a match is as long as its schedule (its form's)
        raise RuleError("option_not_in_ruleset", "end_hands", option="end_hands",
                        ruleset=ruleset)
    if first_dealer is not None and whole(first_dealer, 0, len(players) - 1) is None:
        raise RuleError("first_dealer_not_seat", "first_dealer", seats=len(players))
    check_playable(resolved, len(players))
    check_small(resolved)
    check_partnership(resolved, len(players))
    if resolved["sun"] != "none" and resolved["moon"] in ("none", "lot"):
        raise RuleError("sun_needs_moon", "sun")
    return players, resolved


def _fits_ruleset(key: str, value, usual, ruleset: str) -> None:
    """A compendium game takes only its own options, and its options mean nothing in the
    other games: either is refused unless it says what the ruleset has anyway (a whole
    options object sent back as the game answered it)."""
    option = OPTIONS[key]
    foreign = compendium(ruleset) or key == "contracts" or (
        option.only and all(compendium(r) for r in option.only))
    if foreign and not applies(option, ruleset) and value != usual:
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


def check_playable(options: dict, seats: int) -> None:
    """Refuse options no hand can be played with: nothing to avoid, or a pass of the whole hand.

    Every table size the game may deal is checked: the full table, and the smaller
    tables of tie-break hands (down to two players).
    """
    if plays_contracts(options):
        return  # a compendium deal scores its contract: no penalty cards, no pass
    sizes = [seats] if options["tie"] == "draw" else range(seats, 1, -1)
    for players in sizes:
        setup = deal_setup(options, players, 0, 0)
        if setup.positive_total <= 0:
            raise RuleError("no_points_in_play", "card_values", players=players, seats=seats)
        if players == seats and options["pass"] != "none" and \
                options["pass_count"] >= setup.cards_each:
            raise RuleError("pass_count_too_many", "pass_count", seats=seats,
                            cards_each=setup.cards_each)
        if players == seats and options["pass"] == "scatter" and seats - 1 >= setup.cards_each:
            raise RuleError("scatter_too_few_cards", "pass", seats=seats,
                            cards_each=setup.cards_each)
    if options["pass"] == "left-right-2" and not 5 <= seats <= 6:
        raise RuleError("pass_cycle_for_five_or_six", "pass", seats=seats)
