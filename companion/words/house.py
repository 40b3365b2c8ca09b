"""House rules: what a table plays otherwise than the preset, in the boards' line
("House rules: J♦ −10, moon: choose").

Each item is one phrase of the catalogue, the option and its value together ("moon:
choose", "end at 50"), so a language words it whole; the context "house rules line"
keeps these short words apart from the same English said elsewhere ("none", "left").
"""
from ..rules.games import game_of
from ..rules.registry import OPTIONS
from .voice import tr

# (option, value) -> the item; a function of the Speech and what the moon is worth.
CHOICES = {
    "end_rule": {
        "reach": lambda t, m: t.pgettext("house rules line", "end: reach the end score"),
        "over": lambda t, m: t.pgettext("house rules line", "end: go over the end score"),
        "hands": lambda t, m: t.pgettext("house rules line", "end: after the hands"),
        "time": lambda t, m: t.pgettext("house rules line", "end: on time"),
        "open": lambda t, m: t.pgettext("house rules line", "end: when we say so"),
        "turn": lambda t, m: t.pgettext("house rules line", "end: count up, then down")},
    "turn_end": {
        "zero": lambda t, m: t.pgettext("house rules line", "counting down: 0 or below wins"),
        "exact": lambda t, m: t.pgettext("house rules line",
                                         "counting down: exactly 0, bounce back")},
    "moon": {
        "none": lambda t, m: t.pgettext("house rules line", "moon: none"),
        "old": lambda t, m: t.pgettext("house rules line", "moon: +%(moon)s to the others",
                                       moon=m),
        "new": lambda t, m: t.pgettext("house rules line", "moon: choose"),
        "minus": lambda t, m: t.pgettext("house rules line", "moon: −%(moon)s to the shooter",
                                         moon=m),
        "lot": lambda t, m: t.pgettext("house rules line", "moon: going for the lot")},
    "pass": {
        "rotate": lambda t, m: t.pgettext("house rules line", "pass: left, right, across, hold"),
        "left": lambda t, m: t.pgettext("house rules line", "pass: left"),
        "right": lambda t, m: t.pgettext("house rules line", "pass: right"),
        "none": lambda t, m: t.pgettext("house rules line", "pass: none"),
        "left-across-right": lambda t, m: t.pgettext("house rules line",
                                                     "pass: left, across, right, hold"),
        "right-left-across": lambda t, m: t.pgettext("house rules line",
                                                     "pass: right, left, across, hold"),
        "rotate-left": lambda t, m: t.pgettext("house rules line",
                                               "pass: a seat further each hand"),
        "left-right-2": lambda t, m: t.pgettext("house rules line",
                                                "pass: left, right, 2 left, 2 right, hold"),
        "scatter": lambda t, m: t.pgettext("house rules line", "pass: scatter")},
    "tie": {
        "tiebreak": lambda t, m: t.pgettext("house rules line", "tie: tie-break"),
        "draw": lambda t, m: t.pgettext("house rules line", "tie: draw"),
        "play-on": lambda t, m: t.pgettext("house rules line", "tie: one more deal")},
    "bonus_in_moon": {
        "keep": lambda t, m: t.pgettext("house rules line", "bonus in a moon: counts"),
        "absorbed": lambda t, m: t.pgettext("house rules line", "bonus in a moon: absorbed")},
    "sun": {
        "none": lambda t, m: t.pgettext("house rules line", "sun: none"),
        "on": lambda t, m: t.pgettext("house rules line", "sun: 2 × the moon")},
    "moon_safety": {
        "off": lambda t, m: t.pgettext("house rules line", "moon at the end: as usual"),
        "safety": lambda t, m: t.pgettext("house rules line", "moon at the end: safety moon"),
        "auto-new": lambda t, m: t.pgettext("house rules line",
                                            "moon at the end: always −%(moon)s", moon=m)},
    "partnership": {
        "none": lambda t, m: t.pgettext("house rules line", "partners: none"),
        "team": lambda t, m: t.pgettext("house rules line", "partners: teams"),
        "partner-hearts": lambda t, m: t.pgettext("house rules line",
                                                  "partners: teams, one player's moon"),
        "individual": lambda t, m: t.pgettext("house rules line",
                                              "partners: each alone, team sums")},
    "exact_score": {
        "none": lambda t, m: t.pgettext("house rules line", "landing on the end score: nothing"),
        "minus50": lambda t, m: t.pgettext("house rules line", "landing on the end score: −50"),
        "reset0": lambda t, m: t.pgettext("house rules line",
                                          "landing on the end score: back to 0")},
    "floor": {
        "off": lambda t, m: t.pgettext("house rules line", "totals below 0: allowed"),
        "total": lambda t, m: t.pgettext("house rules line", "totals below 0: raised to 0")},
    "first_lead": {
        "2C": lambda t, m: t.pgettext("house rules line", "first lead: 2♣"),
        "2C-full": lambda t, m: t.pgettext("house rules line",
                                           "first lead: 2♣ with a full deck"),
        "eldest": lambda t, m: t.pgettext("house rules line", "first lead: left of the dealer"),
        "low-club": lambda t, m: t.pgettext("house rules line", "first lead: lowest club")},
    "trump": {
        "none": lambda t, m: t.pgettext("house rules line", "trumps: none"),
        "rotate": lambda t, m: t.pgettext("house rules line", "trumps: ♦ ♣ ♥ ♠ in turn")},
    "deck_prep": {
        "rickety": lambda t, m: t.pgettext("house rules line", "deck: Rickety Kate's"),
        "even": lambda t, m: t.pgettext("house rules line", "deck: even deal"),
        "kitty": lambda t, m: t.pgettext("house rules line", "deck: kitty"),
        "piquet": lambda t, m: t.pgettext("house rules line", "deck: 32 cards"),
        "short24": lambda t, m: t.pgettext("house rules line", "deck: 24 cards"),
        "short36": lambda t, m: t.pgettext("house rules line", "deck: 36 cards")},
    "pack": {
        "short": lambda t, m: t.pgettext("house rules line", "pack: 32 cards"),
        "full": lambda t, m: t.pgettext("house rules line", "pack: 52 cards")},
    "barbu_pack": {
        "52": lambda t, m: t.pgettext("house rules line", "pack: 52 cards"),
        "32": lambda t, m: t.pgettext("house rules line", "pack: 32 cards, the salade")},
    "slobberhannes_scoring": {
        "dutch": lambda t, m: t.pgettext("house rules line", "Q♣ 1, 1 more for all three"),
        "polish": lambda t, m: t.pgettext("house rules line", "Q♣ 2, no bonus")},
    "direction": {
        "clockwise": lambda t, m: t.pgettext("house rules line", "play to the left"),
        "counter-clockwise": lambda t, m: t.pgettext("house rules line", "play to the right")},
    "bonken_lead": {
        "dealer": lambda t, m: t.pgettext("house rules line", "the dealer leads"),
        "opposite": lambda t, m: t.pgettext("house rules line",
                                            "the player opposite the chooser leads")},
    "barbu_rotation": {
        "declarer": lambda t, m: t.pgettext("house rules line", "seven deals per declarer"),
        "every": lambda t, m: t.pgettext("house rules line", "the deal moves every deal")},
    "kierki_form": {
        "full": lambda t, m: t.pgettext("house rules line", "with the robber"),
        "no-robber-trumps": lambda t, m: t.pgettext("house rules line",
                                                    "no robber, trump deals"),
        "no-robber-domino": lambda t, m: t.pgettext("house rules line",
                                                    "no robber, one loteryjka"),
        "no-robber-dominoes": lambda t, m: t.pgettext("house rules line",
                                                      "no robber, a loteryjka each"),
        "plain": lambda t, m: t.pgettext("house rules line", "kierki zwykłe")},
    "deal6_tricks": {
        "7-last": lambda t, m: t.pgettext("house rules line", "deal 6: 7th and last tricks"),
        "last-two": lambda t, m: t.pgettext("house rules line", "deal 6: the last two tricks"),
        "last": lambda t, m: t.pgettext("house rules line", "deal 6: the last trick, double"),
        "3-7": lambda t, m: t.pgettext("house rules line", "deal 6: 3rd and 7th tricks"),
        "3-8": lambda t, m: t.pgettext("house rules line", "deal 6: 3rd and 8th tricks"),
        "6-last": lambda t, m: t.pgettext("house rules line", "deal 6: 6th and last tricks")},
}

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
