"""Reading a group: its players, its games and their statistics (API.md, "Groups").

A group's `version` is its own row's version (bumped by every write to the group)
plus the versions of its games (bumped by every write to a game): both only grow,
so the sum moves whenever anything the answer shows changes. One indexed query
reads it; an answer this process made at that version is remembered (a few
groups per process), so a read with nothing new costs that query alone.

Otherwise the answer is made from each game's summary (stats.summarise), kept in
its `group_game` row under the version it was made at: only games changed since
are folded again (through reading.load, which the live games' writes keep warm),
many at once in one read of their hands. Summaries made by a read are written
back for the next reader (best effort: a read never fails for it).
"""
import threading
from collections import OrderedDict

from flask import current_app
from sqlalchemy import bindparam, func, update
from sqlalchemy.exc import OperationalError
from sqlmodel import select

from .. import db
from ..models import Game, Group, GroupGame, GroupPlayer, Hand
from ..reading import load
from ..store import NotFound, fold_game, well_formed
from . import stats
from .players import players_of
from .service import find_group, no_such_group

MEMO_SIZE = 16  # group answers kept per process (GROUP_MEMO_SIZE overrides, 0: off)
ONE_BY_ONE = 8  # at most this many changed games are read through reading.load

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


class Memo:
    """The newest answer this process made of each of its recent groups."""

    def __init__(self, size: int):
        self.size, self.kept, self.lock = size, OrderedDict(), threading.Lock()

    def get(self, public_id, version):
        with self.lock:
            kept = self.kept.get(public_id)
            if kept is None or kept["version"] != version:
                return None
            self.kept.move_to_end(public_id)
            return kept

    def previous(self, public_id):
        """The last answer kept of the group, whatever its version (its games' summaries
        are still those of their versions)."""
        with self.lock:
            return self.kept.get(public_id)

    def put(self, public_id, answer) -> dict:
        kept = {"version": answer["version"], "answer": answer, "games": answer.pop("_games")}
        if self.size > 0:
            with self.lock:
                old = self.kept.get(public_id)
                if old is None or old["version"] <= kept["version"]:
                    self.kept[public_id] = kept
                    self.kept.move_to_end(public_id)
                while len(self.kept) > self.size:
                    self.kept.popitem(last=False)
        return kept


def _memo() -> Memo:
    memo = current_app.extensions.get("companion_groups")
    if memo is None:
        memo = current_app.extensions.setdefault(
            "companion_groups", Memo(current_app.config.get("GROUP_MEMO_SIZE", MEMO_SIZE)))
    return memo


def read(public_id, version=None) -> dict:
    """The group as `{"version", "answer" (API.md's JSON: do not change it), "games"
    (for head-to-head)}`, made or remembered."""
    version = current_version(public_id) if version is None else version
    kept = _memo().get(public_id, version)
    if kept is not None:
        return kept
    return _memo().put(public_id, _make(public_id))


def _make(public_id) -> dict:
    previous = _memo().previous(public_id)
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
                and row.game_id not in _same(known, row)}
        summaries = dict(s.exec(_summaries(group.id, kept)).all()) if kept else {}
        players = players_of(s, group)
    games, stale = [], []
    for row in rows:
        game = {"id": row.public_id, "ruleset": row.ruleset, "started_at": row.started_at,
                "players": list(row.players), "order": row.game_id, "version": row.version,
                "summary": summaries.get(row.game_id)}
        same = known.get(row.game_id)
        if same is not None and same["version"] == row.version:
            game["summary"] = same["summary"]
            if same["players"] == game["players"]:
                game["json"] = same.get("json")  # made once per version and seating
        elif game["summary"] is None:
            stale.append(game)
        games.append(game)
    if stale:
        _summarise(stale)
        games = [g for g in games if g["summary"] is not None]
    version = group.version + sum(g["version"] for g in games)
    return {"id": group.public_id, "name": group.name, "version": version,
            "created_at": group.created_at,
            "players": _players_json(players, games),
            "games": [_game_json(g) for g in sorted(games, key=lambda g: (-g["started_at"],
                                                                         -g["order"]))],
            "stats": stats.aggregate(games),
            "_games": games}


def _same(known: dict, row) -> set:
    """{row's game id} when this process holds that game's summary at the row's version."""
    held = known.get(row.game_id)
    return {row.game_id} if held is not None and held["version"] == row.version else set()


def _summaries(group_id: int, wanted: set):
    """(game id, summary) of the wanted games: by id when few, else the whole group's."""
    query = select(GroupGame.game_id, GroupGame.summary)
    if len(wanted) > 200:  # most of the group: one pass over its rows
        return query.where(GroupGame.group_id == group_id)
    return query.where(GroupGame.game_id.in_(wanted))


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


def _summarise(stale: list[dict]) -> None:
    """Fold the games whose summary is missing or older than the game, and keep the new
    summaries for the next reader. Each game's version is the one its state was folded at."""
    if len(stale) > ONE_BY_ONE:
        left = _fold_many(stale)
    else:
        left = stale
    for game in left:
        try:
            row, state = load(game["id"])
        except NotFound:  # deleted a moment ago (nothing deletes games today): left out
            game["summary"] = None
            continue
        game["version"], game["summary"] = row.version, stats.summarise(state)
    _keep(stale)


def _fold_many(stale: list[dict]) -> list[dict]:
    """Fold many games from one read of their rows and hands. A game whose version moved
    while its hands were read is left for reading.load (returned)."""
    by_id = {g["order"]: g for g in stale}
    with db.session() as s:
        rows = {g.id: g for g in s.exec(select(Game).where(Game.id.in_(by_id)))}
        hands = {}
        for hand in s.exec(select(Hand).where(Hand.game_id.in_(by_id))
                           .order_by(Hand.game_id, Hand.number)):
            hands.setdefault(hand.game_id, []).append(hand)
        # Read again: a write commits its hands and its version bump together, so a game
        # whose version did not move had these hands at this version.
        now = dict(s.exec(select(Game.id, Game.version).where(Game.id.in_(by_id))).all())
    left = []
    for game_id, game in by_id.items():
        row = rows.get(game_id)
        if row is None or now.get(game_id) != row.version:
            left.append(game)
            continue
        game["version"] = row.version
        game["summary"] = stats.summarise(fold_game(row, hands.get(game_id, [])))
    return left


def _keep(games: list[dict]) -> None:
    """Write the new summaries back; a busy database only means the next reader folds."""
    try:
        with db.session() as s:
            for game in (g for g in games if g["summary"] is not None):
                s.execute(update(GroupGame).where(GroupGame.game_id == game["order"])
                          .values(summary=game["summary"],
                                  summary_of=stats.summary_key(game["version"])))
            s.commit()
    except OperationalError:
        current_app.logger.warning("could not keep the games' summaries", exc_info=True)


def head_to_head(public_id, a, b) -> dict:
    kept = read(public_id)
    numbers = {p["id"] for p in kept["answer"]["players"]}
    from ..rules import RuleError

    for field, value in (("a", a), ("b", b)):
        if value not in numbers:
            raise RuleError("not_a_group_player", field, name=field)
    if a == b:
        raise RuleError("same_player", "b")
    return {**stats.head_to_head(kept["games"], a, b), "version": kept["version"]}
