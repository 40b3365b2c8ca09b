"""A group's refusals in words: its players (seating, renaming, merging), the names it
keeps (a group's, a player's, a series', house rules'), its games and series. Joined into
refusals_app.py's table; codes and facts as the engine's (companion/rules/errors.py).
"""
from .voice import tr


def _not_text(subject) -> str:
    t = tr()
    return {
        "group": lambda: t.gettext("The group's name must be text, like \"Ann\"."),
        "player": lambda: t.gettext("A player's name must be text, like \"Ann\"."),
        "new_name": lambda: t.gettext("The new name must be text, like \"Ann\"."),
        "series": lambda: t.gettext("The series' name must be text, like \"Ann\"."),
        "house_rules": lambda: t.gettext("The name of the house rules must be text, like "
                                         "\"Ann\"."),
    }[subject]()


def _empty(subject) -> str:
    t = tr()
    return {
        "group": lambda: t.gettext("The group's name is empty."),
        "player": lambda: t.gettext("A player's name is empty."),
        "new_name": lambda: t.gettext("The new name is empty."),
        "series": lambda: t.gettext("The series' name is empty."),
        "house_rules": lambda: t.gettext("The name of the house rules is empty."),
    }[subject]()


def _blank(subject) -> str:
    t = tr()
    return {
        "group": lambda: t.gettext("The group's name shows nothing: type a name people can "
                                   "read."),
        "player": lambda: t.gettext("A player's name shows nothing: type a name people can "
                                    "read."),
        "new_name": lambda: t.gettext("The new name shows nothing: type a name people can "
                                      "read."),
        "series": lambda: t.gettext("The series' name shows nothing: type a name people can "
                                    "read."),
        "house_rules": lambda: t.gettext("The name of the house rules shows nothing: type a "
                                         "name people can read."),
    }[subject]()


def _hidden(category, subject=None) -> str:
    """A character that hides or cannot be drawn (its Unicode category), said of the name
    the field beside it holds."""
    t = tr()
    return {
        "Cc": lambda: t.gettext("This name has a control character in it: type it again with "
                                "letters, digits or emoji only."),
        "Cf": lambda: t.gettext("This name has an invisible formatting character in it (a "
                                "zero-width space or a direction mark): type it again with "
                                "letters, digits or emoji only."),
        "Co": lambda: t.gettext("This name has a private-use character in it (one only some "
                                "phones can draw): type it again with letters, digits or emoji "
                                "only."),
        "Cs": lambda: t.gettext("This name has a broken character in it (half of an emoji): "
                                "type it again with letters, digits or emoji only."),
    }[category]()


def _too_long(name, most, subject=None) -> str:
    return tr().gettext("“%(start)s…” is too long: a name has at most %(most)s characters.",
                        start=name[:20], most=most)


def _sat_together(player, other, games) -> str:
    return tr().ngettext("%(player)s and %(other)s sat at the same table in %(num)s game: they "
                         "are two people, so they cannot be merged.",
                         "%(player)s and %(other)s sat at the same table in %(num)s games: "
                         "they are two people, so they cannot be merged.",
                         games, player=player, other=other)


def _player_id(name) -> str:
    return tr().gettext("Give %(name)s as the id of a player of this group (?a=1&b=2).",
                        name=name)


SENTENCES = {
    # names: `subject` is whose name it is (group, player, new_name, series, house_rules)
    "name_not_text": _not_text,
    "name_empty": _empty,
    "name_blank": _blank,
    "name_hidden_character": _hidden,
    "name_too_long": _too_long,
    # the group and its players
    "group_name_missing": lambda: tr().gettext(
        "A group needs a name, like {\"name\": \"Friday cards\"}."),
    "time_zone_unknown": lambda zone: tr().gettext(
        "%(zone)s is not a time zone this server knows: send a name like \"Europe/Warsaw\", "
        "or none (the group's days are then told in UTC).", zone=zone),
    "group_id_not_text": lambda: tr().gettext(
        "The group must be a group's id (text), as its link shows."),
    "no_group_player": lambda: tr().gettext("There is no such player in this group."),
    # deleting a game from the group (groups/deleting.py)
    "no_group_game": lambda: tr().gettext("There is no such game in this group."),
    "finished_game_stays": lambda: tr().gettext(
        "A finished game stays: it is part of the group's story. Only a game nobody "
        "finished can be deleted."),
    "game_undo_stale": lambda: tr().gettext(
        "This game can no longer be put back: the undo is over a day old, or the group "
        "changed since (a player merged)."),
    "player_id_invalid": _player_id,  # not a number (?a=x)
    "not_a_group_player": _player_id,  # a number, but no player of the group has it
    "same_player": lambda: tr().gettext("Pick two different players."),
    # a season (groups/story.py)
    "not_a_day": lambda name, given: tr().gettext(
        "“%(field)s” must be a day like 2026-11-28 (got “%(given)s”).", field=name,
        given=given),
    "season_backwards": lambda since, until: tr().gettext(
        "The season ends (%(until)s) before it begins (%(since)s).", since=since,
        until=until),
    "too_many_players": lambda most: tr().gettext(
        "A group holds at most %(most)s players: merge the ones who are the same person, or "
        "start a new group.", most=most),
    "seats_not_group_players": lambda: tr().gettext(
        "Each seat needs a different player of the group."),
    "merge_undo_stale": lambda: tr().gettext(
        "The group has changed since the merge (a seat or the name is another player's "
        "now): it can no longer be undone."),
    "name_or_merge": lambda: tr().gettext(
        "Send either a new \"name\" or \"merge_into\" (the id of the player this one is the "
        "same person as), not both."),
    "name_taken": lambda other, player: tr().gettext(
        "%(other)s is already a player of this group. If they are the same person as "
        "%(player)s, merge %(player)s into them.", other=other, player=player),
    "merge_into_invalid": lambda: tr().gettext(
        "merge_into must be the id of another player of this group."),
    "merge_target_missing": lambda into: tr().gettext(
        "There is no player %(into)s in this group to merge into.", into=into),
    "merge_into_self": lambda: tr().gettext(
        "A player cannot be merged into themselves: pick another player."),
    "merge_sat_together": _sat_together,
    # its games and series
    "too_many_games": lambda most: tr().gettext(
        "A group holds at most %(most)s games: start a new group.", most=most),
    "series_not_object": lambda: tr().gettext(
        "series must be an object like {\"name\": \"Best of 5\", \"length\": 5} (length may "
        "be left out)."),
    "series_without_group": lambda: tr().gettext(
        "Only a game filed in a group can start a series: send \"group\" too."),
    "series_name_missing": lambda: tr().gettext("Give the series a name, like “Best of 5”."),
    "series_length": lambda most: tr().gettext(
        "A series lasts 2 to %(most)s games (or leave its length empty for an open one).",
        most=most),
    "series_outside_group": lambda: tr().gettext(
        "Only a game played in a group can start a series."),
    "series_key_missing": lambda: tr().gettext(
        "its \"series\" needs a \"key\" (a number) and a \"name\"."),
    "no_evening": lambda: tr().gettext("Only a game played in a group has an evening to show."),
}
