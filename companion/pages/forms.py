"""The new-game form: its fields in plain words, and reading what was typed.

Every field keeps what was typed, so an invalid setup comes back with the
message beside the field and nothing lost.
"""
from dataclasses import dataclass, field

from ..rules import PRESETS, RuleError, deal_setup
from ..rules.presets import preset_options

MAX_PLAYERS = 10


@dataclass
class Field:
    key: str
    kind: str  # "choice", "number", "flag"
    label: str
    help: str = ""
    choices: list[tuple[str, str]] = field(default_factory=list)
    more: bool = False  # shown under "More table rules"
    only: tuple = ()  # rulesets it applies to (empty: all)


def fields_for(ruleset: str) -> list[Field]:
    """The options of RULES.md section 3 a table may change, explained for that ruleset."""
    moon = moon_points(ruleset)
    fields = [
        Field("end_rule", "choice", "When does the game end?", choices=[
            ("reach", "After the hand in which someone reaches the end score"),
            ("over", "After the hand in which someone goes over the end score"),
            ("hands", "After a number of hands"),
            ("time", "When the time is up (the hand being played is finished)"),
            ("open", "When we say so")]),
        Field("end_score", "number", "End score", "Usually 100; 50 for a short game."),
        Field("moon", "choice", "Shooting the moon (one player takes every penalty card)",
              choices=[("none", "No moon: everyone scores what they took"),
                       ("old", f"Old moon: the shooter scores 0, everyone else +{moon}"),
                       ("new", f"New moon: the shooter chooses +{moon} for everyone else "
                               f"or −{moon} for themselves"),
                       ("lot", "Going for the lot: the shooter chooses to reset their own "
                               "total to 0 or to double everyone else's")]),
        Field("pass", "choice", "Passing cards before play", more=True, choices=[
            ("rotate", "Left, right, across, hold, in turn"),
            ("left", "Always to the left"), ("right", "Always to the right"),
            ("none", "No passing")]),
        Field("tie", "choice", "A tie for lowest at the end", more=True, choices=[
            ("tiebreak", "Tie-break hands among the tied players"),
            ("draw", "A draw: the tied players share the win")]),
        Field("jack_of_diamonds", "flag", "Jack of Diamonds −10",
              "Whoever takes the J♦ takes 10 off.", more=True),
        Field("ten_of_diamonds", "flag", "Ten of Diamonds −10 (Omnibus)",
              "Whoever takes the 10♦ takes 10 off.", more=True),
        Field("moon_needs_bonus", "flag", "The moon needs the bonus cards too", more=True),
        Field("exact_score", "choice", "Landing exactly on the end score", more=True, choices=[
            ("none", "Nothing special"), ("minus50", "Takes 50 off that total"),
            ("reset0", "Resets that total to 0")]),
        Field("rickety_craig", "flag", "Rickety Craig",
              "Whoever takes the fewest points in a hand gets +10.", more=True),
        Field("renege_penalty", "number", "Renege penalty",
              "Points for playing off-suit while holding the suit led.", more=True),
        Field("decks", "choice", "Decks", more=True, choices=[
            ("", "Usual for the table size"), ("1", "One deck"), ("2", "Two decks shuffled together")]),
        Field("end_hands", "number", "Number of hands", "Used when the game ends after a "
              "number of hands.", more=True),
        Field("time_limit_minutes", "number", "Time limit (minutes)",
              "Used when the game ends on time.", more=True),
        Field("first_lead", "choice", "First lead", more=True, choices=[
            ("2C", "Whoever holds the 2♣ leads it, whenever it is in play"),
            ("2C-full", "The 2♣ leads with a full deck; otherwise left of the dealer leads"),
            ("eldest", "The player left of the dealer leads any card")]),
        Field("first_trick", "flag", "No penalty cards on the first trick", more=True),
        Field("black_jack", "flag", "Black Jack",
              "The J♠ is worth 10 and the Q♠ is an ordinary card.", more=True),
        Field("ten_of_spades_15", "flag", "10♠ counts 15 instead of 20", more=True,
              only=("black-lady",)),
    ]
    return [f for f in fields if not f.only or ruleset in f.only]


def moon_points(ruleset: str) -> int:
    """What the moon is worth at the smallest table the ruleset allows (the engine's
    positive total: two decks count twice; a 6-player Rickety Kate's 25 is the exception)."""
    players = PRESETS[ruleset]["players"][0]
    return deal_setup(preset_options(ruleset, players), players, 0, 0).positive_total


def defaults(ruleset: str) -> dict:
    """The preset's options as form values (strings); decks left to the table size."""
    options = preset_options(ruleset, 4)
    values = {}
    for f in fields_for(ruleset):
        value = options.get(f.key)
        values[f.key] = ("1" if value else "") if f.kind == "flag" else str(value)
    values["decks"] = ""
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
    ruleset = form.get("ruleset", "rickety-kate")
    if ruleset not in PRESETS:
        ruleset = "rickety-kate"
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
    for f in fields_for(setup.ruleset):
        raw = setup.values.get(f.key, "")
        if f.kind == "flag":
            options[f.key] = raw == "1"
        elif f.kind == "number" or f.key == "decks":
            if f.key == "decks" and raw == "":
                continue
            try:
                options[f.key] = int(raw.strip())
            except ValueError:
                raise RuleError(f"{f.label} must be a whole number.", f.key) from None
        else:
            options[f.key] = raw
    return options


def names_of(setup: Setup) -> list[str]:
    """Typed names, empty rows left out."""
    return [p for p in setup.players if p.strip()]


def first_dealer_of(setup: Setup):
    """The seat among the named players, or None to draw for deal."""
    if setup.first_dealer == "":
        return None
    try:
        row = int(setup.first_dealer)
    except ValueError:
        return None
    named = [i for i, p in enumerate(setup.players) if p.strip()]
    if row not in named:
        raise RuleError("The first dealer's row has no name: pick a named player or draw "
                        "for deal.", "first_dealer")
    return named.index(row)


def rearrange(setup: Setup, action: str) -> None:
    """Add, remove or move a player row (the up/down buttons work without JavaScript)."""
    verb, _, where = action.partition(":")
    rows, dealer = setup.players, setup.first_dealer
    i = int(where) if where.isdigit() else -1
    if verb == "add" and len(rows) < MAX_PLAYERS:
        rows.append("")
    elif verb == "remove" and 0 <= i < len(rows):
        rows.pop(i)
        if dealer.isdigit():
            d = int(dealer)
            setup.first_dealer = "" if d == i else str(d - 1 if d > i else d)
    elif verb in ("up", "down") and 0 <= i < len(rows):
        j = i - 1 if verb == "up" else i + 1
        if 0 <= j < len(rows):
            rows[i], rows[j] = rows[j], rows[i]
            if dealer in (str(i), str(j)):
                setup.first_dealer = str(j if dealer == str(i) else i)
