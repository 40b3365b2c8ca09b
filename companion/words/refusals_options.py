"""A new game's refusals in words: its ruleset, players' names, first dealer, options and
partners (the codes of rules/options.py, names.py and teams.py, with their facts). An
option is named by its label in the reader's language, as the new-game form shows it.
Joined into refusals.py's table."""
from ..rules.games import GAMES
from ..rules.registry import OPTIONS
from .common import card_label
from .voice import tr


def _label(option) -> str:
    """'End score', 'Punktestand zum Ende': the option as the form labels it."""
    known = OPTIONS.get(option)
    return tr().gettext(known.label) if known else str(option)


def _players_for(ruleset, low, high, players, **_facts) -> str:
    t = tr()
    name = GAMES[ruleset].name  # (a variable: each declaration marks its game's name)
    game = t.pgettext("game", name)
    if low == high:
        return t.gettext("%(game)s is for %(low)s players; you entered %(num)s.", game=game,
                         low=low, num=players)
    return t.gettext("%(game)s is for %(low)s to %(high)s players; you entered %(num)s.",
                     game=game, low=low, high=high, num=players)


def _refused_character(position, category, **_facts) -> str:
    """A name holding a character that hides, reorders or cannot be drawn, by its kind."""
    t = tr()
    return {
        "Cc": lambda: t.gettext("Player %(n)s's name has a control character in it: type it "
                                "again with letters, digits or emoji only.", n=position),
        "Cf": lambda: t.gettext("Player %(n)s's name has an invisible formatting character (a "
                                "zero-width space or a direction mark) in it: type it again "
                                "with letters, digits or emoji only.", n=position),
        "Co": lambda: t.gettext("Player %(n)s's name has a private-use character (one only "
                                "some phones can draw) in it: type it again with letters, "
                                "digits or emoji only.", n=position),
        "Cs": lambda: t.gettext("Player %(n)s's name has a broken character (half of an emoji) "
                                "in it: type it again with letters, digits or emoji only.",
                                n=position),
    }[category]()


def _no_points(players, seats, **_facts) -> str:
    if players == seats:
        return tr().gettext("No card worth points is in play: give at least one card a "
                            "positive value, like the Queen of Spades 13.")
    return tr().gettext("No card worth points is in play with %(players)s players (a "
                        "tie-break hand): give at least one card a positive value, like the "
                        "Queen of Spades 13.", players=players)


SENTENCES = {
    # The ruleset and the table (rules/options.py)
    "ruleset_unknown": lambda ruleset, known, **f: tr().gettext(
        "“%(ruleset)s” is not a ruleset; choose one of %(known)s.", ruleset=ruleset[:40],
        known=", ".join(known)),
    "ruleset_not_a_name": lambda known, **f: tr().gettext(
        "The ruleset must be a name; choose one of %(known)s.", known=", ".join(known)),
    "players_for_ruleset": _players_for,
    "first_dealer_not_seat": lambda seats, **f: tr().gettext(
        "The first dealer must be a seat from 0 to %(last)s.", last=seats - 1),
    # Options (rules/options.py)
    "options_not_object": lambda **f: tr().gettext(
        "Options must be an object of option names and values."),
    "not_an_option": lambda key, **f: tr().gettext(
        "“%(key)s” is not an option of this app.", key=key[:40]),
    "option_not_in_ruleset": lambda option, ruleset, **f: tr().gettext(
        "“%(option)s” is not an option of %(game)s.", option=_label(option),
        game=tr().pgettext("game", GAMES[ruleset].name)),
    "option_not_a_choice": lambda option, values, **f: tr().gettext(
        "%(option)s must be one of %(values)s.", option=_label(option),
        values=", ".join(f"“{value}”" for value in values)),
    "option_not_in_range": lambda option, low, high, **f: tr().gettext(
        "%(option)s must be a whole number from %(low)s to %(high)s.", option=_label(option),
        low=low, high=high),
    "option_not_true_or_false": lambda option, **f: tr().gettext(
        "%(option)s must be true or false.", option=_label(option)),
    "card_values_not_cards_to_points": lambda **f: tr().gettext(
        "Card values must map cards to points, like {\"QS\": 13}."),
    "card_value_not_in_range": lambda card, low, high, **f: tr().gettext(
        "The value of %(card)s must be a whole number from %(low)s to %(high)s.", card=card,
        low=low, high=high),
    "card_values_worth_nothing": lambda **f: tr().gettext(
        "Card values need at least one card worth points."),
    "card_value_twice": lambda card, option, **f: tr().gettext(
        "%(card)s is valued twice: in the card values and by %(option)s. Keep one of them.",
        card=card_label(card), option=_label(option)),
    "no_points_in_play": _no_points,
    "pass_count_too_many": lambda seats, cards_each, **f: tr().ngettext(
        "With %(seats)s players each holds %(num)s card, so at most %(most)s can be passed.",
        "With %(seats)s players each holds %(num)s cards, so at most %(most)s can be passed.",
        cards_each, seats=seats, most=cards_each - 1),
    "scatter_too_few_cards": lambda seats, cards_each, **f: tr().ngettext(
        "With %(seats)s players each holds %(num)s card: too few to pass one to each other "
        "player.", "With %(seats)s players each holds %(num)s cards: too few to pass one to "
        "each other player.", cards_each, seats=seats),
    "pass_cycle_for_five_or_six": lambda **f: tr().gettext(
        "Left, right, 2 left, 2 right is a pass cycle for 5 or 6 players."),
    "sun_needs_moon": lambda **f: tr().gettext(
        "Shooting the sun is scored as the moon is: choose a moon rule (old, new or minus) to "
        "play with the sun."),
    # Partners (rules/teams.py)
    "partnership_needs_four": lambda **f: tr().gettext(
        "Partnership Hearts is for four players: partners sit opposite."),
    "partnership_no_sun": lambda **f: tr().gettext(
        "The sun is not part of Partnership Hearts' team scoring: leave it off, or score each "
        "player alone."),
    # Players' names (rules/names.py)
    "players_not_names": lambda **f: tr().gettext("Players must be a list of names."),
    "player_name_refused_character": _refused_character,
    "player_name_missing": lambda position, **f: tr().gettext(
        "Player %(n)s needs a name.", n=position),
    "player_name_shows_nothing": lambda position, **f: tr().gettext(
        "Player %(n)s's name shows nothing: type a name people can read.", n=position),
    "player_name_too_long": lambda name, most, **f: tr().gettext(
        "“%(start)s…” is too long: a name has at most %(most)s characters.", start=name[:20],
        most=most),
    "player_name_twice": lambda name, **f: tr().gettext(
        "Two players are called “%(name)s”: give each a different name.", name=name),
}
