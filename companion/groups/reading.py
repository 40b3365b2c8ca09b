"""Reading a group: its players, its games and their statistics (API.md, "Groups").

A group's `version` is its own row's version (bumped by every write to the group)
plus the versions of its games (bumped by every write to a game): both only grow,
so the sum moves whenever anything the answer shows changes. One indexed query
reads it; an answer this process made at that version is remembered (a few
groups per process), so a read with nothing new costs that query alone.

Otherwise the answer is made from each game's summary, kept in its `group_game` row
under the version it was made at (groups/summaries.py): only games changed since are
folded again.
"""
from flask import current_app
from sqlalchemy import bindparam, func
from sqlmodel import select

from .. import db
from ..store.cache import Cache
from ..db.models import Game, Group, GroupGame, GroupPlayer
from ..store.capability import well_formed
from ..rules import RuleError
from . import stats, summaries
from .players import players_of
from .service import find_group, no_such_group

_GAMES_SUM = (select(func.coalesce(func.sum(Game.version), 0))
              .select_from(GroupGame).join(Game, Game.id == GroupGame.game_id)
              .where(GroupGame.group_id == Group.id).scalar_subquery())
_VERSION = select(Group.version + _GAMES_SUM).where(Group.public_id == bindparam("public_id"))


def current_version(public_id) -> int:
    """The group's version: one indexed query (what a 304 costs)."""
    if not well_formed(public_id):
        raise no_such_group()
    version = db.reading(lambda c: c.execute(_VERSION, {"public_id": public_id}).scalar())
    if version is None:
        raise no_such_group()
    return version


def _memo() -> Cache:
    return current_app.extensions["companion_groups"]


def read(public_id, version=None) -> dict:
    """The group as `{"version", "answer" (API.md's JSON: do not change it), "games"
    (for head-to-head)}`, made or remembered."""
    version = current_version(public_id) if version is None else version
    kept = _memo().get(public_id)
    if kept is not None and kept["version"] == version:
        return kept
    answer = _make(public_id)
    # What the story keeps across versions goes on to the new one (story.py: the ratings'
    # trails, and answers made of the finished games alone, under those games' versions).
    carried = kept.get("carried", {}) if kept is not None else {}
    kept = {"version": answer["version"], "answer": answer, "games": answer.pop("_games"),
            "carried": carried}
    _memo().put(public_id, kept, keep_old=lambda old: old["version"] > kept["version"])
    return kept


def init_app(app) -> None:
    """This process's answers, the last GROUP_MEMO_SIZE groups read (companion/config.py)."""
    app.extensions["companion_groups"] = Cache(app.config["GROUP_MEMO_SIZE"])


def _make(public_id) -> dict:
    previous = _memo().get(public_id)  # whatever its version: its games' summaries are
    # still those of their versions
    known = {g["order"]: g for g in previous["games"]} if previous is not None else {}
    with db.session() as s:
        group = find_group(s, public_id)
        rows = s.exec(select(GroupGame.game_id, GroupGame.players, GroupGame.summary_of,
                             Game.public_id, Game.ruleset, Game.started_at, Game.version)
                      .join(Game, Game.id == GroupGame.game_id)
                      .where(GroupGame.group_id == group.id)).all()
        # Summaries this process already holds at the game's version are not read again
        # (a change of one game reads one summary, not the group's every one).
        kept = {row.game_id for row in rows if row.summary_of == stats.summary_key(row.version)
                and row.game_id not in summaries.held(known, row)}
        found = dict(s.exec(summaries.kept_summaries(group.id, kept)).all()) if kept else {}
        players = players_of(s, group)
    games, stale = [], []
    for row in rows:
        game = {"id": row.public_id, "ruleset": row.ruleset, "started_at": row.started_at,
                "players": list(row.players), "order": row.game_id, "version": row.version,
                "summary": found.get(row.game_id)}
        same = known.get(row.game_id)
        if same is not None and same["version"] == row.version:
            game["summary"] = same["summary"]
            if same["players"] == game["players"]:
                game["json"] = same.get("json")  # made once per version and seating
        elif game["summary"] is None:
            stale.append(game)
        games.append(game)
    if stale:
        summaries.summarise(stale)
        games = [g for g in games if g["summary"] is not None]
    version = group.version + sum(g["version"] for g in games)
    return {"id": group.public_id, "name": group.name, "version": version,
            "created_at": group.created_at, "time_zone": group.time_zone,
            "players": _players_json(players, games),
            "games": [_game_json(g) for g in
                      sorted(games, key=lambda g: (-g["started_at"], -g["order"]))],
            "stats": stats.aggregate(games),
            "_games": games}


def _players_json(players: list[GroupPlayer], games: list[dict]) -> list[dict]:
    count = {}
    for game in games:
        for number in game["players"]:
            count[number] = count.get(number, 0) + 1
    return [{"id": p.number, "name": p.name, "aliases": list(p.aliases),
             "games": count.get(p.number, 0)} for p in players]


def _game_json(game: dict) -> dict:
    if game.get("json") is None:
        game["json"] = _made_game_json(game)
    return game["json"]


def _made_game_json(game: dict) -> dict:
    summary, seats = game["summary"], game["players"]
    return {"id": game["id"], "ruleset": game["ruleset"], "status": summary["status"],
            "started_at": game["started_at"], "finished_at": summary["finished_at"],
            "players": seats, "winners": [seats[w] for w in summary["winners"]],
            "names": summary["names"], "totals": summary["totals"],
            "hands": summary["hands"], "draw": summary["draw"], "version": game["version"]}


def head_to_head(public_id, a, b) -> dict:
    kept = read(public_id)
    numbers = {p["id"] for p in kept["answer"]["players"]}
    for field, value in (("a", a), ("b", b)):
        if value not in numbers:
            raise RuleError("not_a_group_player", field, name=field)
    if a == b:
        raise RuleError("same_player", "b")
    return {**stats.head_to_head(kept["games"], a, b), "version": kept["version"]}
