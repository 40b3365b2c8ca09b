"""A group's import as a new group, by replaying every hand of its export
(groups/export.py).

The import makes a new group and replays every game through the game service
(create_game, record_hand, finish_game at the recorded times), so every rule is
applied again; a game that does not replay to its `check` stops the import,
and whatever the import made is deleted again.
"""
import math
import time

from .. import db
from ..db.models import Group, GroupGame
from ..games import service
from ..rules import RuleError
from ..store.refusals import Refusal
from .export import FORMAT, FORMAT_VERSION
from .filing import Filing
from .following import new_series
from .forgetting import finished, forget
from .imports import running_import
from .names import MOST_ALIASES, check_name
from .players import add_player
from .service import create_group

# A time in the file (a game's start, a hand's) lies between 2000 and a day from now (a
# clock a little ahead): anything else is no game played here, and a page could not
# show its date ("1e300" is past every calendar).
EARLIEST = 946684800.0
AHEAD = 24 * 3600


class ImportRefused(Refusal):
    """The file cannot be imported (nothing was kept): a code and its facts, said by
    companion/formats/import_words.py. `cause` is the refusal met while replaying (a
    RuleError, NotFound, Conflict) when there is one; `game` (number, ruleset, names)
    and `hand` say where."""

    def __init__(self, code: str, cause=None, **facts):
        super().__init__(code, **facts)
        self.cause = cause


def _where(number: int, game: dict) -> dict:
    """The facts that name a game of the file: its place, its game and its players."""
    return {"number": number, "ruleset": game.get("ruleset"),
            "names": [str(name) for name in game.get("players") or []]}


def import_group(data, name=None, stop_point=lambda: None) -> dict:
    """Make a new group from an export: `{"group": Group, "edit_token", "games": [(new
    game id, its edit token)], "players": {old id: new id}}`. ImportRefused (with nothing
    kept) when the file is not an export or a game does not replay as it was.
    `stop_point` is called between hands: what it raises unwinds the import, and what
    was made is deleted (a stop asked for while a hand is written waits for it)."""
    games, players = _checked(data)
    with running_import():  # (first deleting what an import killed outright left)
        return _made(data, games, players, name, stop_point)


def _made(data, games, players, name, stop_point) -> dict:
    group, made = None, []
    try:  # a stop (SIGTERM) from the group's making on deletes what was made
        group, token = create_group(name if name is not None else data["group"].get("name"),
                                    time_zone=data["group"].get("time_zone"), importing=True)
        mapping = {}
        for player in players:
            mapping[player["id"]] = add_player(group.public_id, token, player["name"],
                                               _aliases(player.get("aliases")))
        replayed = {"games": {}, "series": {}}  # exported ids and keys -> new row ids
        for number, game in enumerate(sorted(games, key=_start), start=1):
            _replay(group, token, game, mapping, number, made, replayed, stop_point)
        stop_point()  # (a stop asked for after the last hand still keeps nothing)
    except (RuleError, service.Conflict, service.NotFound, ImportRefused) as error:
        forget(group, [game_id for game_id, _token in made])
        if isinstance(error, ImportRefused):
            raise
        raise ImportRefused("refused", error) from None
    except BaseException:
        forget(group, [game_id for game_id, _token in made])
        raise
    finished(group)
    return {"group": group, "edit_token": token, "games": made, "players": mapping}


def _start(game: dict):
    return game["started_at"]


def _aliases(aliases) -> list[str]:
    """A player's earlier spellings, each by the rules of a name (checked in _checked)."""
    return [check_name(alias, "player", "aliases") for alias in aliases or ()]


def _checked(data) -> tuple[list, list]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportRefused("not_an_export", format=FORMAT)
    if data.get("format_version") != FORMAT_VERSION:
        raise ImportRefused("format_version", version=data.get("format_version"),
                            reads=FORMAT_VERSION)
    games, players, group = data.get("games"), data.get("players"), data.get("group")
    if not isinstance(games, list) or not isinstance(players, list) \
            or not isinstance(group, dict):
        raise ImportRefused("export_parts_missing")
    ids = [_checked_player(player) for player in players]
    if len(set(ids)) != len(ids):
        raise ImportRefused("player_id_twice")
    latest = time.time() + AHEAD
    for at, game in enumerate(games, start=1):
        if not isinstance(game, dict) or not isinstance(game.get("hands"), list) \
                or not _time(game.get("started_at"), latest) \
                or not all(isinstance(h, dict) and isinstance(h.get("entry"), dict)
                           and _time(h.get("recorded_at"), latest) for h in game["hands"]):
            raise ImportRefused("game_needs_start_and_hands", number=at)
    return games, players


def _checked_player(player) -> int:
    """A player of the file: its id, once its name and earlier spellings are names."""
    if not isinstance(player, dict) or not isinstance(player.get("id"), int) \
            or not isinstance(player.get("name"), str):
        raise ImportRefused("player_needs_id_and_name")
    aliases = player.get("aliases") or []
    if not isinstance(aliases, list) or len(aliases) > MOST_ALIASES:
        raise ImportRefused("aliases_not_a_list", player=player["id"], most=MOST_ALIASES)
    try:
        _aliases(aliases)
    except RuleError as error:
        raise ImportRefused("aliases_refused", error, player=player["id"]) from None
    return player["id"]


def _time(value, latest: float) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and math.isfinite(value) and EARLIEST <= value <= latest


def _replay(group: Group, token: str, game: dict, mapping: dict, number: int, made: list,
            replayed: dict, stop_point):
    """Create the game in the group and record its hands as they were; (id, edit token)
    goes into `made` as soon as the game exists. `replayed` maps the file's game ids and
    series keys to the new rows (a game follows one replayed before it, by start)."""
    where = _where(number, game)
    seats = game.get("group_players")
    if seats is not None:
        if not isinstance(seats, list) or any(s not in mapping for s in seats):
            raise ImportRefused("seats_unknown", **where)
        seats = [mapping[s] for s in seats]
    try:
        filing = Filing(group.public_id, token, players=seats)
        key = _series_of(filing, game.get("series"), replayed["series"])
        filing.show_evening = game.get("show_evening") is True
        new, edit, _state = service.create_game(
            game.get("ruleset"), game.get("players"), game.get("options"),
            game.get("first_dealer"), at=game["started_at"], group=filing,
            follows=replayed["games"].get(game.get("follows")))
    except RuleError as error:
        raise ImportRefused("game_refused", error, **where) from None
    made.append((new.public_id, edit))
    if isinstance(game.get("id"), str):
        replayed["games"][game["id"]] = new.id
    if key is not None and key not in replayed["series"]:
        with db.session() as s:
            replayed["series"][key] = s.get(GroupGame, new.id).series_id
    finished_after = game.get("finished_after")
    for position, hand in enumerate(game["hands"], start=1):
        stop_point()
        try:
            _row, state = service.record_hand(new.public_id, edit, hand["entry"],
                                              at=hand["recorded_at"])
            if finished_after == len(state.hands):
                service.finish_game(new.public_id, edit)
        except (RuleError, service.Conflict) as error:
            raise ImportRefused("hand_refused", error, hand=position, **where) from None
    check = game.get("check")
    if isinstance(check, dict):
        _row, state = service.load(new.public_id)
        got = {"status": state.status, "totals": state.totals,
               "winners": state.winners if state.status == "finished" else []}
        wanted = {key: check.get(key) for key in got}
        if got != wanted:
            raise ImportRefused("not_as_exported", wanted=wanted, got=got, **where)


def _series_of(filing: Filing, series, known: dict):
    """The file's series of a game (`{"key", "name", "length"}`): the filing joins the
    series an earlier game of the file started, or starts it. Its key, or None."""
    if series is None:
        return None
    if not isinstance(series, dict) or not isinstance(series.get("key"), int):
        raise RuleError("series_key_missing", "series")
    if series["key"] in known:
        filing.in_series = known[series["key"]]
    else:
        filing.series = new_series(series.get("name"), series.get("length"))
    return series["key"]
