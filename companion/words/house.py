"""House rules: what a table plays otherwise than the preset, in the boards' line
("House rules: J♦ −10, moon: choose").

Each item is one phrase of the catalogue, the option and its value together ("moon:
choose", "end at 50"), so a language words it whole; the context "house rules line"
keeps these short words apart from the same English said elsewhere ("none", "left").
"""
from ..rules.games import game_of
from ..rules.registry import OPTIONS
from .house_choices import CHOICES
from .voice import tr

# A flag: (its item when on, when off).
FLAGS = {
    "jack_of_diamonds": (lambda t: t.pgettext("house rules line", "J♦ −10"),
                         lambda t: t.pgettext("house rules line", "J♦ −10: off")),
    "ten_of_diamonds": (lambda t: t.pgettext("house rules line", "10♦ −10"),
                        lambda t: t.pgettext("house rules line", "10♦ −10: off")),
    "moon_needs_bonus": (
        lambda t: t.pgettext("house rules line", "the moon needs the bonus cards"),
        lambda t: t.pgettext("house rules line", "the moon needs the bonus cards: off")),
    "rickety_craig": (lambda t: t.pgettext("house rules line", "Rickety Craig"),
                      lambda t: t.pgettext("house rules line", "Rickety Craig: off")),
    "first_trick": (lambda t: t.pgettext("house rules line", "a clean first trick"),
                    lambda t: t.pgettext("house rules line", "a clean first trick: off")),
    "black_jack": (lambda t: t.pgettext("house rules line", "Black Jack"),
                   lambda t: t.pgettext("house rules line", "Black Jack: off")),
    "ten_of_spades_15": (lambda t: t.pgettext("house rules line", "10♠ 15"),
                         lambda t: t.pgettext("house rules line", "10♠ 15: off")),
    "queen_refusal": (lambda t: t.pgettext("house rules line", "Q♠ may be refused"),
                      lambda t: t.pgettext("house rules line", "Q♠ may be refused: off")),
    "hearts_broken": (lambda t: t.pgettext("house rules line", "hearts broken"),
                      lambda t: t.pgettext("house rules line", "hearts broken: off")),
    "cancellation": (lambda t: t.pgettext("house rules line", "identical cards cancel"),
                     lambda t: t.pgettext("house rules line", "identical cards cancel: off")),
    "turn_cap": (lambda t: t.pgettext("house rules line", "at the turn: down to the turn score"),
                 lambda t: t.pgettext("house rules line", "at the turn: totals kept")),
    "three_trumps_20": (lambda t: t.pgettext("house rules line", "3 players: trump trick +20"),
                        lambda t: t.pgettext("house rules line", "3 players: trump trick +25")),
    "no_trumps": (lambda t: t.pgettext("house rules line", "no-trump deals allowed"),
                  lambda t: t.pgettext("house rules line", "no-trump deals: off")),
    "king_of_hearts_discard": (
        lambda t: t.pgettext("house rules line", "K♥ discarded at the first chance"),
        lambda t: t.pgettext("house rules line", "K♥ discarded at the first chance: off")),
}

# A number: its item with the number; (a count says its plural the language's way).
NUMBERS = {
    "end_score": lambda t, n: t.pgettext("house rules line", "end at %(n)s", n=t.number(n)),
    "turn_score": lambda t, n: t.pgettext("house rules line", "turn at %(n)s", n=t.number(n)),
    "queen_value": lambda t, n: t.pgettext("house rules line", "Q♠ %(n)s", n=t.number(n)),
    "renege_penalty": lambda t, n: t.pgettext("house rules line", "renege %(n)s",
                                              n=t.number(n)),
    "moon_value": lambda t, n: t.pgettext("house rules line", "moon worth %(n)s",
                                          n=t.number(n)),
    "sun_value": lambda t, n: t.pgettext("house rules line", "sun worth %(n)s", n=t.number(n)),
    "end_hands": lambda t, n: t.npgettext("house rules line", "%(num)s hand", "%(num)s hands",
                                          n),
    "time_limit_minutes": lambda t, n: t.npgettext("house rules line", "%(num)s minute",
                                                   "%(num)s minutes", n),
    "decks": lambda t, n: t.npgettext("house rules line", "%(num)s deck", "%(num)s decks", n),
    "pass_count": lambda t, n: t.npgettext("house rules line", "%(num)s card passed",
                                           "%(num)s cards passed", n),
}

# A number left to the game (None): worked out from the cards.
UNSET = {
    "queen_value": lambda t: t.pgettext("house rules line", "Q♠: as the game has it"),
    "moon_value": lambda t: t.pgettext("house rules line", "moon worth: as the game has it"),
    "sun_value": lambda t: t.pgettext("house rules line", "sun worth: as the game has it"),
}


def differs_item(key: str, value, moon: int) -> str:
    """One option as the boards' line says it: 'J♦ −10', 'moon: choose', 'end at 50'."""
    t = tr()
    if key in FLAGS:
        return FLAGS[key][0 if value else 1](t)
    if key == "card_values":
        return t.pgettext("house rules line", "card values: the table's own")
    if key == "contracts":  # (set by the game: said by its name)
        game = game_of({"contracts": value})
        return t.pgettext("house rules line", "contracts: %(game)s",
                          game=t.pgettext("game", game.name)) if game else \
            t.pgettext("house rules line", "no contracts")
    if value in CHOICES.get(key, {}):
        return CHOICES[key][value](t, moon)
    if value is None and key in UNSET:
        return UNSET[key](t)
    if key in NUMBERS and isinstance(value, int):
        return NUMBERS[key](t, value)
    return f"{key}={value}"  # a value these words do not know: the code, as the API has it


def differs_items(differences: dict, moon: int) -> list[str]:
    """Each option that differs from the preset, in the registry's order."""
    return [differs_item(key, differences[key], moon) for key in OPTIONS if key in differences]


def house_rules_words(differences: dict, moon: int) -> str:
    """'House rules: J♦ −10, moon: choose', or '' when the game plays its preset."""
    items = differs_items(differences, moon)
    return tr().gettext("House rules: %(items)s", items=", ".join(items)) if items else ""
