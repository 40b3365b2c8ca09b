"""Refusals the app makes around the rules engine, in words: a request's shape (a body that
is an object, the fields it knows), idempotency keys, the forms' own checks, house rules
and what is not there (a 404). A group's refusals (its players, names and series) are
refusals_groups.py's, joined here. Codes and facts as the engine's
(companion/rules/errors.py): companion/words/refusals.py joins this table to the engine's.
"""
from ..rules.games import GAMES
from ..rules.registry import OPTIONS
from .refusals_groups import SENTENCES as GROUPS
from .voice import tr


def _body_not_object(like) -> str:
    # `like`: examples of the body, JSON as sent (one, or several said as "a or b")
    return tr().gettext("The request body must be a JSON object, like %(like)s.",
                        like=tr().or_list(like if isinstance(like, list) else [like]))


def _unknown_field(key, of) -> str:
    t = tr()
    return {
        "game": lambda: t.gettext("“%(key)s” is not a field of a new game.", key=key),
        "group": lambda: t.gettext("“%(key)s” is not a field of a new group.", key=key),
        "house_rules": lambda: t.gettext("“%(key)s” is not a field of house rules.", key=key),
        "finish": lambda: t.gettext("“%(key)s” is not part of finishing a game.", key=key),
        "player": lambda: t.gettext("“%(key)s” is not something a player has: send \"name\" "
                                    "or \"merge_into\".", key=key),
        "undo": lambda: t.gettext("“%(key)s” is not part of putting a game back: send "
                                  "\"undo\".", key=key),
    }[of]()


def _no_hand(number, count) -> str:
    if count == 0:
        return tr().gettext("There is no hand %(n)s in this game: it has no hands yet.",
                            n=number)
    return tr().ngettext("There is no hand %(n)s in this game: it has %(num)s hand.",
                         "There is no hand %(n)s in this game: it has %(num)s hands.",
                         count, n=number)


def _other_game(ruleset) -> str:
    name = GAMES[ruleset].name  # a variable: each declaration marks its game's name
    game = tr().pgettext("game", name)  # the game's name at this table
    return tr().gettext("These house rules are for %(game)s (“%(ruleset)s”): leave out the "
                        "ruleset or send that one.", game=game, ruleset=ruleset)


def _too_many(what, seconds) -> str:
    """A rate limit's refusal: `what` is "new_games", "changes" or "requests"; the wait in
    seconds, said in minutes from two minutes on."""
    t, minutes = tr(), -(-seconds // 60)
    if what == "requests" and seconds < 120:
        return t.ngettext("Too many requests from this device in a short time: try again in "
                          "%(num)s second.",
                          "Too many requests from this device in a short time: try again in "
                          "%(num)s seconds.", seconds)
    if what == "requests":
        return t.ngettext("Too many requests from this device in a short time: try again in "
                          "%(num)s minute.",
                          "Too many requests from this device in a short time: try again in "
                          "%(num)s minutes.", minutes)
    if what == "new_games" and seconds < 120:
        return t.ngettext("Too many new games from this device in a short time: try again in "
                          "%(num)s second; nothing was saved.",
                          "Too many new games from this device in a short time: try again in "
                          "%(num)s seconds; nothing was saved.", seconds)
    if what == "new_games":
        return t.ngettext("Too many new games from this device in a short time: try again in "
                          "%(num)s minute; nothing was saved.",
                          "Too many new games from this device in a short time: try again in "
                          "%(num)s minutes; nothing was saved.", minutes)
    if seconds < 120:
        return t.ngettext("Too many changes from this device in a short time: try again in "
                          "%(num)s second; nothing was saved.",
                          "Too many changes from this device in a short time: try again in "
                          "%(num)s seconds; nothing was saved.", seconds)
    return t.ngettext("Too many changes from this device in a short time: try again in "
                      "%(num)s minute; nothing was saved.",
                      "Too many changes from this device in a short time: try again in "
                      "%(num)s minutes; nothing was saved.", minutes)


SENTENCES = {
    **GROUPS,
    # the shape of a request
    "body_not_object": _body_not_object,
    "unknown_field": _unknown_field,
    "expected_number_invalid": lambda: tr().gettext(
        "expected_number must be the number of the hand being entered (a whole number "
        "from 1)."),
    "idempotency_key_invalid": lambda: tr().gettext(
        "The Idempotency-Key must be 1 to 64 letters, digits, “-” or “_”; nothing was saved."),
    "idempotency_key_reused": lambda hand: tr().gettext(
        "This Idempotency-Key was already used to save hand %(n)s with other cards; nothing "
        "was saved. A new hand needs a new key.", n=hand),
    "too_many_hands": lambda most: tr().gettext(
        "A game holds at most %(most)s hands: finish this one and play again.", most=most),
    "too_many_requests": _too_many,
    # the forms' own checks (already said in the reader's language where they were made)
    "hand_incomplete": lambda checks: " ".join(checks),
    "option_not_whole": lambda option: tr().gettext(
        "%(option)s must be a whole number.", option=tr().gettext(OPTIONS[option].label)),
    "first_dealer_unnamed": lambda: tr().gettext(
        "The first dealer's row has no name: pick a named player or draw for deal."),
    # house rules
    "house_rules_id_not_text": lambda: tr().gettext(
        "house_rules must be the id of saved house rules (text), as their link shows."),
    "house_rules_other_game": _other_game,
    "too_many_house_rules": lambda most: tr().gettext(
        "A group keeps at most %(most)s house rules.", most=most),
    # not there (404)
    "no_game": lambda: tr().gettext("There is no such game (or hand): check the link."),
    "no_hand": _no_hand,
    "no_group": lambda: tr().gettext("There is no such group: check the link."),
    "no_house_rules": lambda: tr().gettext("There are no such house rules: check the link."),
    # no token (401), a wrong one (403): a game's, a group's
    "no_edit_token": lambda: tr().gettext("Writing needs the game's edit token "
                                          "(Authorization: Bearer <edit_token>)."),
    "wrong_edit_token": lambda: tr().gettext("That edit token does not belong to this game."),
    "no_group_token": lambda: tr().gettext("Writing to a group needs the group's edit token "
                                           "(Authorization: Bearer <edit_token>)."),
    "wrong_group_token": lambda: tr().gettext("That edit token does not belong to this group."),
}
