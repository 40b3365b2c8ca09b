"""A hand's refusals in words: its shape, the cards and points the players took, reneges,
the moon and the sun, a hand after the end (the codes of rules/entry.py, cards.py,
taken.py, checks.py, moon.py and game.py, with their facts). Joined into refusals.py's
table."""
from .common import card_label, card_name, sentence_start
from .hands import moon_question
from .voice import tr


def _shown(text, most: int) -> str:
    """What was typed, cut short enough for a sentence."""
    text = str(text)
    return text if len(text) <= most else text[:most] + "…"


def _assigned_too_often(card, times, in_play) -> str:
    """'The Queen of Spades is assigned twice.'; two decks: '… three times but only 2 are
    in play.' (more than in play: in_play 1 means twice or more, 2 three times or more)."""
    t, card = tr(), card_name(card)
    if in_play == 1 and times == 2:
        said = t.gettext("%(card)s is assigned twice.", card=card)
    elif in_play == 1 and times == 3:
        said = t.gettext("%(card)s is assigned three times.", card=card)
    elif in_play == 1:
        said = t.ngettext("%(card)s is assigned %(num)s time.",
                          "%(card)s is assigned %(num)s times.", times, card=card)
    elif times == 3:
        said = t.gettext("%(card)s is assigned three times but only %(in_play)s are in play.",
                         card=card, in_play=in_play)
    else:
        said = t.ngettext("%(card)s is assigned %(num)s time but only %(in_play)s are in play.",
                          "%(card)s is assigned %(num)s times but only %(in_play)s are in "
                          "play.", times, card=card, in_play=in_play)
    return sentence_start(said)


def _cards_not_assigned(missing, assigned, total) -> str:
    shown = ", ".join(card_label(c) for c in missing[:6]) + (" …" if len(missing) > 6 else "")
    return tr().gettext("%(assigned)s of %(total)s penalty cards assigned: %(cards)s still to "
                        "assign.", assigned=assigned, total=total, cards=shown)


def moon_asks(shooters, rule, value, sun, **_facts) -> str:
    """What a moon (or sun) scores, or asks its shooter to choose: said when the hand lacks
    the choice, or gives one this moon rule does not offer."""
    t, who = tr(), tr().and_list(shooters)
    if rule == "old":  # nothing to choose: only a wrong choice gets here
        if sun:
            return t.gettext("%(who)s shot the sun: under the old moon everyone else scores "
                             "+%(value)s.", who=who, value=value)
        return t.gettext("%(who)s shot the moon: under the old moon everyone else scores "
                         "+%(value)s.", who=who, value=value)
    if rule == "minus":
        if sun:
            return t.gettext("%(who)s shot the sun: under this moon rule %(who)s scores "
                             "−%(value)s.", who=who, value=value)
        return t.gettext("%(who)s shot the moon: under this moon rule %(who)s scores "
                         "−%(value)s.", who=who, value=value)
    return moon_question(rule, who, value, sun)


def _not_a_choice(choice, **facts) -> str:
    return tr().gettext("“%(choice)s” is not a choice here. %(question)s",
                        choice=_shown(choice, 20), question=moon_asks(**facts))


SENTENCES = {
    # The shape of a hand (rules/entry.py, cards.py)
    "hand_not_object": lambda **f: tr().gettext(
        "A hand must be an object with captured cards or points."),
    "not_part_of_hand": lambda key, **f: tr().gettext(
        "“%(key)s” is not part of a hand.", key=key[:40]),
    "hand_kind_unknown": lambda **f: tr().gettext(
        "The kind of hand must be “normal”, “misdeal” or “replay”."),
    "moon_choice_unknown": lambda **f: tr().gettext(
        "The moon choice must be “others”, “self”, “reset” or “double”."),
    "sun_not_true_or_false": lambda **f: tr().gettext(
        "“sun” must be true (the shooter won every trick) or false."),
    "not_a_seat": lambda seat, seats, **f: tr().gettext(
        "“%(seat)s” is not a seat at this table (seats are 0 to %(last)s).",
        seat=seat[:10], last=seats - 1),
    "captured_not_seats_to_cards": lambda **f: tr().gettext(
        "Captured cards must map each seat to a list of cards."),
    "points_not_whole_numbers": lambda **f: tr().gettext(
        "Points must be a list of whole numbers, one per player."),
    "points_too_far": lambda most, **f: tr().gettext(
        "Points must be whole numbers from −%(most)s to %(most)s.", most=most),
    "reneges_not_seats": lambda **f: tr().gettext("Reneges must be a list of seats."),
    "card_not_text": lambda **f: tr().gettext("A card must be written like QS, TH or 2C."),
    "not_a_card": lambda text, **f: tr().gettext(
        "“%(text)s” is not a card (write cards like QS, TH or 2C)", text=_shown(text, 12)),
    # What each kind of hand needs (rules/taken.py)
    "renege_sits_out": lambda name, **f: tr().gettext(
        "%(name)s sits out this hand and cannot renege.", name=name),
    "renege_too_often": lambda name, times, tricks, **f: tr().ngettext(
        "%(name)s cannot renege %(num)s time in a hand of %(tricks)s tricks.",
        "%(name)s cannot renege %(num)s times in a hand of %(tricks)s tricks.", times,
        name=name, tricks=tricks),
    "misdeal_scores_nothing": lambda **f: tr().gettext(
        "A misdeal scores nothing: leave out cards, points and reneges."),
    "tiebreak_not_replayed": lambda **f: tr().gettext(
        "A tie-break hand is not replayed: mark the renege on the hand itself (it counts in "
        "the tie-break)."),
    "replay_needs_renege": lambda **f: tr().gettext(
        "A replayed deal needs the player who reneged."),
    "replay_scores_no_points": lambda **f: tr().gettext(
        "A replayed deal scores no card points: leave out cards and points."),
    "cards_or_points_not_both": lambda **f: tr().gettext(
        "Give either the captured cards or the points, not both."),
    "cards_or_points_needed": lambda **f: tr().gettext(
        "Say who took which penalty cards (or give each player's points)."),
    # The cards taken (rules/taken.py)
    "sits_out_takes_cards": lambda name, **f: tr().gettext(
        "%(name)s sits out this hand and cannot take cards.", name=name),
    "card_assigned_too_often": lambda card, times, in_play, **f: _assigned_too_often(
        card, times, in_play),
    "card_not_assigned": lambda card, **f: sentence_start(tr().gettext(
        "%(card)s has not been assigned.", card=card_name(card))),
    "cards_not_assigned": lambda missing, assigned, total, **f: _cards_not_assigned(
        missing, assigned, total),
    "card_taken_out": lambda card, players, **f: tr().gettext(
        "%(card)s is not in play with %(players)s players (it is taken out of the deck).",
        card=card_label(card), players=players),
    "not_a_penalty_card": lambda card, **f: sentence_start(tr().gettext(
        "%(card)s is not a penalty card in this game.", card=card_name(card))),
    # Points (rules/taken.py, checks.py)
    "points_count": lambda count, given, **f: tr().ngettext(
        "Give %(num)s points, one for each player in this hand (got %(given)s).",
        "Give %(num)s points, one for each player in this hand (got %(given)s).", count,
        given=given),
    "points_do_not_add_up": lambda total, in_play, **f: tr().ngettext(
        "The points add up to %(total)s, but this hand has %(num)s point in play.",
        "The points add up to %(total)s, but this hand has %(num)s points in play.", in_play,
        total=total),
    "points_negative": lambda **f: tr().gettext(
        "Points cannot be negative: this game has no bonus cards."),
    "points_cannot_be_shared": lambda **f: tr().gettext(
        "No way of sharing out this hand's penalty cards gives these points: check each "
        "player's count."),
    "points_too_costly": lambda **f: tr().gettext(
        "These points can be shared out among the cards in too many ways to check in time: "
        "enter who took which cards instead."),
    # The moon and the sun (rules/moon.py)
    "no_sun": lambda **f: tr().gettext("This game has no sun: leave “every trick” unticked."),
    "sun_without_every_card": lambda **f: tr().gettext(
        "Taking every trick means taking every card of value, bonus cards too: no player "
        "took them all."),
    "moon_choice_needed": moon_asks,
    "moon_choice_not_here": _not_a_choice,
    # The game (rules/game.py)
    "game_over_already": lambda last, number, **f: tr().gettext(
        "The game was over after hand %(last)s, so hand %(number)s cannot follow it.",
        last=last, number=number),
}
