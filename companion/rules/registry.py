"""Every option a game carries, in one registry: the general ones (general.py) and each
game's own (its declaration, rules/games/), with what each game plays by default.

Three readers: the API's validation (options.check_option), the new-game form
(companion/pages/start/form.py) and the table in docs/OPTIONS.md (docs/make_options.py
writes it; a test keeps it current). A game's values come from its declaration, per
table size: `preset_options`.
"""
from .general import GENERAL
from .games import GAMES, family_of
from .option import Option, listed


def _own_options() -> dict[str, Option]:
    own: dict[str, Option] = {}
    for game in GAMES.values():
        for option in game.own:
            assert own.setdefault(option.name, option) is option, option.name  # one each
    return own


# The contracts a game plays: set by the game, so no table chooses them; the stored
# options' link back to the game's declaration (games.family_of).
CONTRACTS = Option("contracts", "choice", "Contracts",
                   "Set by the game: the contracts its deals play (none: every hand scores "
                   "the penalty cards).", default="none",
                   choices=(("none", "None: every hand scores the penalty cards"),) + tuple(
                       (game.contracts, f"{game.name}'s") for game in GAMES.values()
                       if game.contracts != "none"))
OPTIONS = {**GENERAL, **listed(CONTRACTS), **_own_options()}
DEFAULTS = {name: option.default for name, option in OPTIONS.items()}


def with_defaults(options: dict) -> dict:
    """A stored game's options with every option it lacks at its default (a game stored
    before an option existed plays with the option's usual value)."""
    return options if options.keys() >= DEFAULTS.keys() else {**DEFAULTS, **options}


def settled_by(sent: dict) -> dict:
    """What the named choices among `sent` settle: {option: (value, the named option)}."""
    implied = {}
    for name, value in sent.items():
        option = OPTIONS.get(name) if isinstance(name, str) else None
        if option is not None and option.settles and isinstance(value, str):
            for key, settled_value in option.settles.get(value, {}).items():
                implied[key] = (settled_value, name)
    return implied


def applies(option: Option, ruleset: str) -> bool:
    """Does the option mean anything in that game (its declaration says)?"""
    return GAMES[ruleset].takes(option)


def preset_options(ruleset: str, player_count: int) -> dict:
    """A fresh copy of a game's full options for a table of that size."""
    game = GAMES[ruleset]
    options = {**DEFAULTS, **game.options}
    options["card_values"] = dict(options["card_values"])
    if player_count >= game.two_decks_from:
        options["decks"] = 2
    if player_count == 3:
        options.update(game.for_three)
    return scheduled(options, player_count)


def scheduled(options: dict, player_count: int) -> dict:
    """A match of contracts ends after its last deal: `end_hands` is its length."""
    length = family_of(options).match_length(options, player_count)
    if length:
        options["end_hands"] = length
    return options


def settled(options: dict) -> dict:
    """The options a named choice settles (a named pack: the deck it deals), set."""
    for option in [OPTIONS[name] for name in options if name in OPTIONS]:
        if option.settles:
            options.update(option.settles.get(options[option.name], {}))
    return options


def differences(ruleset: str, player_count: int, options: dict) -> dict:
    """The options that differ from the game's for a table of that size (house rules keep
    only these; the boards say them)."""
    usual = preset_options(ruleset, player_count)
    differ = {key: value for key, value in options.items()
              if key in usual and usual[key] != value}
    # an option a named choice settles is said by that choice ("pack: 52 cards")
    implied = {name: value for key, chosen in differ.items() if key in OPTIONS
               for name, value in OPTIONS[key].settles.get(chosen, {}).items()}
    return {key: value for key, value in differ.items()
            if key not in implied or implied[key] != value}


def default(name: str, ruleset: str, players: int = 4):
    """The option's value in that game for a table of that size."""
    return preset_options(ruleset, players)[name]


def on_form(ruleset: str) -> list[Option]:
    """The options the new-game form shows for that game, in the form's order."""
    return [o for o in OPTIONS.values() if o.form and applies(o, ruleset)]

