"""The new-game form: its fields in plain words, and reading what was typed.

Every field keeps what was typed, so an invalid setup comes back with the
message beside the field and nothing lost.
"""
from dataclasses import dataclass, field

from ...rules import GAMES, RuleError, deal_setup
from ...rules.numbers import DIGITS, whole
from ...rules.games import FIRST
from ...rules.registry import OPTIONS, on_form, preset_options
from ...words import tr

MAX_PLAYERS = 10


@dataclass
class Field:
    """An option as the form asks it (rules/registry.py says what it is)."""
    key: str
    kind: str  # "choice", "number", "flag"
    label: str
    help: str = ""
    choices: list[tuple[str, str]] = field(default_factory=list)  # (form value, words)
    more: bool = False  # shown under "More table rules"
    beside: tuple[str, str] | None = None  # asked under that (option, choice) only


def fields_for(ruleset: str) -> list[Field]:
    """The options a table may change on the form, explained for that ruleset: a number
    with named values (decks) is asked as a choice, its blank left to the table size.
    Its words are the registry's (marked N_ there), said in the reader's language."""
    moon, t = moon_points(ruleset), tr()
    fields = []
    for option in on_form(ruleset):
        choices = [(str(value), t.gettext(words).format(moon=moon))
                   for value, words in option.choices]
        if option.blank:
            choices.insert(0, ("", t.gettext(option.blank)))
        fields.append(Field(option.name, "choice" if choices else option.kind,
                            t.gettext(option.label), t.gettext(option.help) if option.help else "",
                            choices, option.form == "more", option.beside))
    return fields


def moon_points(ruleset: str) -> int:
    """What the moon is worth at the table the form starts with, 4 players where the game
    allows (the engine's positive total: two decks count twice; a 6-player Rickety Kate's
    25 is the exception)."""
    low, high = GAMES[ruleset].players
    players = min(max(4, low), high)
    return deal_setup(preset_options(ruleset, players), players, 0, 0).positive_total


def defaults(ruleset: str) -> dict:
    """The preset's options as form values (strings); decks left to the table size."""
    options = preset_options(ruleset, 4)
    values = {}
    for f in fields_for(ruleset):
        value = options.get(f.key)
        values[f.key] = ("1" if value else "") if f.kind == "flag" else str(value)
    for option in on_form(ruleset):
        if option.blank:
            values[option.name] = ""  # left to the table size
    return values


@dataclass
class Setup:
    """What was typed into the new-game form."""
    ruleset: str
    players: list[str]
    first_dealer: str  # "" draws for deal, else a seat number
    values: dict  # option key -> typed value (strings)
    options_for: str  # the ruleset whose options the form showed


def read_setup(form) -> Setup:
    ruleset = form.get("ruleset", FIRST)
    if ruleset not in GAMES:
        ruleset = FIRST
    players = [p[:60] for p in form.getlist("player")][:MAX_PLAYERS]
    options_for = form.get("options_for") or ruleset
    values = defaults(ruleset)
    for f in fields_for(ruleset):
        if f.kind == "flag":
            values[f.key] = "1" if "1" in form.getlist(f.key) else ""
        elif f.key in form:
            values[f.key] = form.get(f.key, "")[:20]
    return Setup(ruleset, players, form.get("first_dealer", ""), values, options_for)


def options_of(setup: Setup) -> dict:
    """The typed options as the service takes them; a number that isn't one is refused."""
    options = {}
    for option in on_form(setup.ruleset):
        raw = setup.values.get(option.name, "")
        if option.beside and setup.values.get(option.beside[0]) != option.beside[1]:
            continue  # asked beside a choice not picked: hidden, so left to the preset
        if option.kind == "flag":
            options[option.name] = raw == "1"
        elif option.kind == "number":
            if option.blank and raw == "":
                continue  # left to the ruleset and the table size
            number = whole(raw, -10**DIGITS, 10**DIGITS, text=True)  # the rules say the range
            if number is None:
                raise RuleError("option_not_whole", option.name, option=option.name)
            options[option.name] = number
        else:
            options[option.name] = raw
    return options


def names_of(setup: Setup) -> list[str]:
    """Typed names, empty rows left out."""
    return [p for p in setup.players if p.strip()]


def first_dealer_of(setup: Setup):
    """The seat among the named players, or None to draw for deal."""
    if setup.first_dealer == "":
        return None
    row = whole(setup.first_dealer, -10**DIGITS, 10**DIGITS, text=True)
    if row is None:
        return None
    named = [i for i, p in enumerate(setup.players) if p.strip()]
    if row not in named:
        raise RuleError("first_dealer_unnamed", "first_dealer")
    return named.index(row)


def rearrange(setup: Setup, action: str) -> None:
    """Add, remove or move a player row (the up/down buttons work without JavaScript)."""
    verb, _, where = action.partition(":")
    rows, dealer = setup.players, setup.first_dealer
    i = whole(where, 0, len(rows) - 1, text=True)  # ("²" is a digit to str.isdigit())
    if verb == "add" and len(rows) < MAX_PLAYERS:
        rows.append("")
    elif verb == "remove" and i is not None:
        rows.pop(i)
        d = whole(dealer, 0, MAX_PLAYERS, text=True)
        if d is not None:
            setup.first_dealer = "" if d == i else str(d - 1 if d > i else d)
    elif verb in ("up", "down") and i is not None:
        j = i - 1 if verb == "up" else i + 1
        if 0 <= j < len(rows):
            rows[i], rows[j] = rows[j], rows[i]
            if dealer in (str(i), str(j)):
                setup.first_dealer = str(j if dealer == str(i) else i)


def error_focus(setup: Setup, error_field: str | None) -> str | None:
    """The id of the control a refused setup sends the eye to: the first blank name
    when players are missing, else the first control of the field in error."""
    if error_field == "players":
        blank = next((i for i, p in enumerate(setup.players) if not p.strip()), 0)
        return f"player-{blank}" if setup.players else "add-player"
    if error_field == "first_dealer":
        return "dealer-draw"
    if error_field == "ruleset":
        return f"ruleset-{setup.ruleset}"
    if error_field in OPTIONS:
        return f"opt-{error_field}"
    if error_field == "rules_name":
        return "rules-name"
    return None


def rearranged_focus(setup: Setup, action: str) -> str | None:
    """After a row button, the control that keeps the same player under the thumb: the
    new row's name, the moved player's arrow, the next row's ✕ (else "Add a player")."""
    verb, _, where = action.partition(":")
    rows = len(setup.players)
    if verb == "add":
        return f"player-{rows - 1}" if rows else None
    i = whole(where, 0, MAX_PLAYERS, text=True)
    if i is None:
        return None
    if verb == "remove":
        return f"remove-{min(i, rows - 1)}" if rows else "add-player"
    j = max(0, min(rows - 1, i - 1 if verb == "up" else i + 1))
    if verb == "up":
        return f"up-{j}" if j > 0 else f"down-{j}"
    if verb == "down":
        return f"down-{j}" if j < rows - 1 else f"up-{j}"
    return None
