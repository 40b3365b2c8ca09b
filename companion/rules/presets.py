"""The games of docs/RULES.md section 2, each a bundle of options (registry.py)."""
from .marks import N_
from .schedules import match_length, plays_contracts

HEARTS_1 = {f"{r}H": 1 for r in "23456789TJQKA"}
QS_13 = {"QS": 13}
BLACK_LADY_VALUES = {
    **{f"{r}H": int(r) for r in "23456789"}, "TH": 10, "JH": 10, "QH": 10, "KH": 10,
    "AH": 10, "QS": 50, "AS": 40, "TS": 20,
}
SPOT_VALUES = {**{f"{r}H": int(r) for r in "23456789"}, "TH": 10, "JH": 11, "QH": 12, "KH": 13,
               "AH": 14, "QS": 25}
DIRTY_LIZ_VALUES = {**{f"{r}H": 1 for r in "23456789T"}, "JH": 2, "QH": 3, "KH": 4,
                    "AH": 5, "QS": 13}

# What every preset shares unless it says otherwise.
BASE = {
    "decks": 1, "deck_prep": "rickety", "card_values": {**HEARTS_1, **QS_13},
    "jack_of_diamonds": False, "ten_of_diamonds": False, "black_jack": False,
    "ten_of_spades_15": False,
    "pass": "rotate", "pass_count": 3, "queen_refusal": False,
    "first_lead": "2C", "first_trick": True, "hearts_broken": True,
    "moon": "old", "moon_value": None, "moon_needs_bonus": False, "bonus_in_moon": "keep",
    "sun": "none", "sun_value": None, "moon_safety": "off", "queen_value": None,
    "partnership": "none",
    "renege_penalty": 13, "rickety_craig": False, "exact_score": "none", "floor": "off",
    "end_rule": "reach", "end_score": 100, "end_hands": 10, "time_limit_minutes": 60,
    "tie": "tiebreak", "trump": "none", "cancellation": False,
    "contracts": "none", "deal6_tricks": "7-last", "no_trumps": False,
    "turn_score": 50, "turn_cap": False, "turn_end": "zero",
    "kierki_form": "full", "three_trumps_20": False, "barbu_rotation": "declarer",
    "bonken_lead": "dealer", "king_of_hearts_discard": True,
}

# What every compendium game shares (RULES-national 0): no passing, the eldest leads (a
# declarer, in Barbu), no moon, a renege replays the deal at no cost, the match ends
# after its schedule (`end_hands`, presets.scheduled), a tie is shared.
COMPENDIUM = {"pass": "none", "first_lead": "eldest", "first_trick": False,
              "hearts_broken": False, "moon": "none", "renege_penalty": 0,
              "end_rule": "hands", "tie": "draw"}

# The small games play to an end score; a shared best is shared (0.6), but Knaves plays
# one more deal (5.3).
SMALL = {"end_rule": "reach", "end_score": 10, "tie": "draw"}

PRESETS = {
    "rickety-kate": {
        "name": "Rickety Kate", "players": (3, 6),
        "blurb": N_("The Australian family game: hearts 1, the Queen of Spades 13, first to 100 ends it."),
        "options": {"first_lead": "2C-full"},
    },
    "hearts": {
        "name": "Hearts", "players": (3, 6),
        "blurb": N_("The classic: pass left, right, across, hold; the game ends when someone goes over 100."),
        "options": {"end_rule": "over", "first_trick": False},
    },
    "rickety-kate-46": {
        "name": "Rickety Kate, 46-point", "players": (3, 8),
        "blurb": N_("Ace and King of Spades 10 each, pass 2 to the left, a kitty for the first trick."),
        "options": {"deck_prep": "kitty", "card_values": {**HEARTS_1, **QS_13, "AS": 10, "KS": 10},
                    "pass": "left", "pass_count": 2, "queen_refusal": True,
                    "first_lead": "eldest", "first_trick": False, "hearts_broken": False,
                    "end_rule": "open"},
    },
    "black-widow": {
        "name": "Black Widow", "players": (3, 6),
        "blurb": N_("American Hearts with the Queen: over 100 ends it, a tie for lowest is a draw."),
        "options": {"end_rule": "over", "tie": "draw"},
    },
    "black-maria": {
        "name": "Black Maria", "players": (3, 6),
        "blurb": N_("The British game: Ace of Spades 7, King 10, Queen 13; pass right, no moon."),
        "options": {"card_values": {**HEARTS_1, **QS_13, "AS": 7, "KS": 10},
                    "pass": "right", "first_lead": "eldest", "first_trick": False,
                    "hearts_broken": False, "moon": "none", "end_rule": "over"},
    },
    "black-lady": {
        "name": "Black Lady", "players": (3, 10),
        "blurb": N_("Big tables: the Queen of Spades 50, Ace 40, Ten 20; hearts 2–10 at face "
                  "value, J–A 10 each; play until time is up."),
        "options": {"deck_prep": "even", "card_values": BLACK_LADY_VALUES, "pass": "left",
                    "first_lead": "eldest", "first_trick": False, "hearts_broken": False,
                    "moon": "lot", "end_rule": "time"},
        "two_decks_from": 8,
    },
    "dirty-liz": {
        "name": "Dirty Liz", "players": (3, 10),
        "blurb": N_("Black Lady with a trump each hand (♦ ♣ ♥ ♠) and 36 points a deck."),
        "options": {"deck_prep": "even", "card_values": DIRTY_LIZ_VALUES, "pass": "left",
                    "first_lead": "eldest", "first_trick": False, "hearts_broken": False,
                    "moon": "lot", "end_rule": "time", "trump": "rotate"},
        "two_decks_from": 8,
    },
    "omnibus": {
        "name": "Omnibus Hearts", "players": (3, 6),
        "blurb": N_("Hearts with the Jack of Diamonds −10 for whoever takes it; the moon is the 26 points."),
        "options": {"end_rule": "over", "first_trick": False, "jack_of_diamonds": True},
    },
    "omnibus-book": {
        "name": "Omnibus Hearts (the book)", "players": (3, 6),
        "blurb": N_("Hoyle's Omnibus: the 10♦ −10; a slam of all 15 counting cards takes 26 off the slammer."),
        "options": {"end_rule": "over", "first_trick": False, "ten_of_diamonds": True,
                    "moon": "minus", "moon_needs_bonus": True, "bonus_in_moon": "absorbed"},
    },
    "spot-hearts": {
        "name": "Spot Hearts", "players": (3, 6),
        "blurb": N_("Hearts count their rank (2 to 10, J 11, Q 12, K 13, A 14), the Queen 25; first to 500 ends it."),
        "options": {"card_values": SPOT_VALUES, "end_score": 500, "first_trick": False},
    },
    "partnership": {
        "name": "Partnership Hearts", "players": (4, 4),
        "blurb": N_("Hearts for two teams, partners sitting opposite: team totals, a team moon, first team to 100 ends it."),
        "options": {"partnership": "team", "first_trick": False},
    },
    "cancellation": {
        "name": "Cancellation", "players": (6, 10),
        "blurb": N_("Rickety Kate with two decks for 6 or more: identical cards in a trick cancel."),
        "options": {"decks": 2, "deck_prep": "even", "first_lead": "2C-full",
                    "cancellation": True},
    },
    # The Dutch game (RULES-national section 2): 32 cards, hearts 1, J♣ 2, Q♠ 5 (15 a
    # deal); count up to 50, then down: the first at 0 or below wins.
    "hartenjagen-nl": {
        "name": "Dutch Hartenjagen", "players": (4, 4),
        "blurb": N_("The Dutch game with 32 cards: hearts 1, J♣ 2, Q♠ 5; count up until "
                    "someone reaches 50, then count down: the first at 0 wins."),
        "options": {"deck_prep": "piquet", "card_values": {**HEARTS_1, "JC": 2, "QS": 5},
                    "first_lead": "low-club", "first_trick": False, "hearts_broken": False,
                    "end_rule": "turn", "tie": "draw", "renege_penalty": 15},
    },
    # The compendium games (RULES-national): a schedule of contracts, signed scores, the
    # highest total wins; the match ends after its last scheduled deal.
    "kierki": {
        "name": "Kierki", "players": (3, 4),
        "blurb": N_("The Polish compendium: seven penalty deals, then a trump deal each and "
                    "the loteryjka; the match adds up to 0 and the highest total wins."),
        "options": {**COMPENDIUM, "contracts": "kierki", "deck_prep": "even"},
    },
    "herzeln": {
        "name": "Herzeln (Piatnik)", "players": (3, 4),
        "blurb": N_("The Austrian compendium with 32 cards: eight tours in turn, hearts by "
                    "their value, tricks plus and minus, queens, the K♥, the last trick, the "
                    "layout from the jacks; the highest total wins."),
        "options": {**COMPENDIUM, "contracts": "herzeln", "deck_prep": "piquet"},
        "for_three": {"deck_prep": "short24"},  # 9 to ace, 8 each (RULES-national 5.4)
    },
    "barbu": {
        "name": "Barbu", "players": (4, 4),
        "blurb": N_("The French compendium: each player declares seven deals and names each "
                    "contract once, doubles settle pair by pair; the highest total wins."),
        "options": {**COMPENDIUM, "contracts": "barbu"},
    },
    "bonken": {
        "name": "Bonken", "players": (4, 4),
        "blurb": N_("The Dutch compendium: the dealer's left-hand player names the contract, "
                    "two minus and one plus each, every contract once a match; doubles settle "
                    "pair by pair; the match adds up to 0 and the highest total wins."),
        "options": {**COMPENDIUM, "contracts": "bonken"},
    },
    # The small games (RULES-national 5): one contract every deal, to an end score.
    "polignac": {
        "name": "Polignac", "players": (3, 6),
        "blurb": N_("The French jack game with 32 cards: the J♠ 2, the other jacks 1, a "
                    "capot worth 5 to the others; the first to 10 loses."),
        "options": {**COMPENDIUM, **SMALL, "contracts": "polignac", "deck_prep": "piquet"},
    },
    "slobberhannes": {
        "name": "Slobberhannes", "players": (4, 4),
        "blurb": N_("32 cards: 1 for the first trick, the last trick and the Q♣, one more "
                    "for taking all three; the first to 10 loses."),
        "options": {**COMPENDIUM, **SMALL, "contracts": "slobberhannes",
                    "deck_prep": "piquet"},
    },
    "knaves": {
        "name": "Knaves", "players": (3, 3),
        "blurb": N_("Three players, a trump turned up: +1 a trick, the jacks −4 (♥) to −1 "
                    "(♠); the first to 20 wins."),
        "options": {**COMPENDIUM, **SMALL, "contracts": "knaves", "deck_prep": "kitty",
                    "end_score": 20, "tie": "play-on"},
    },
    "kierki-short": {
        "name": "Kierki, short scale", "players": (4, 4),
        "blurb": N_("Kierki at small values (−2 a trick … −16 for the K♥) played as four "
                    "series of twelve deals; the last loteryjka scores all four places."),
        "options": {**COMPENDIUM, "contracts": "kierki-short", "deck_prep": "even"},
    },
}


def preset_options(ruleset: str, player_count: int) -> dict:
    """A fresh copy of a preset's full options for a table of that size."""
    preset = PRESETS[ruleset]
    options = {**BASE, **preset["options"]}
    options["card_values"] = dict(options["card_values"])
    if player_count >= preset.get("two_decks_from", 99):
        options["decks"] = 2
    if player_count == 3:
        options.update(preset.get("for_three", {}))
    return scheduled(options, player_count)


def scheduled(options: dict, player_count: int) -> dict:
    """A compendium game ends after its schedule's last deal: `end_hands` is its length."""
    if plays_contracts(options) and match_length(options, player_count):
        options["end_hands"] = match_length(options, player_count)
    return options


def differences(ruleset: str, player_count: int, options: dict) -> dict:
    """The options that differ from the preset for a table of that size (house rules keep
    only these; the boards say them)."""
    usual = preset_options(ruleset, player_count)
    return {key: value for key, value in options.items()
            if key in usual and usual[key] != value}
