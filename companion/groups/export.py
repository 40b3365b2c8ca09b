"""A group's JSON export: what was entered, never what was derived.

Each game's setup (ruleset, names as typed, first dealer, every option resolved, when
it started, where the table finished it by hand) and its hands as entered (cards or
points, moon choice, reneges, kind) with when they were recorded; the group's players
with their earlier spellings, and which player sat in each seat. No token of any kind
is in it. Each game also carries `check`: its status, totals and winners as the app
had them, which the import (groups/replay.py) compares with its own replay.
"""
from sqlmodel import select

from .. import db
from ..db.models import Game, GroupGame, GroupSeries, Hand
from ..games.writing import fold_game
from ..store.clock import now
from .players import players_of
from .service import find_group

FORMAT = "companion-group"
FORMAT_VERSION = 1


def export_group(public_id) -> dict:
    """The group's export (a JSON object)."""
    for _attempt in range(3):
        with db.session() as s:
            group = find_group(s, public_id)
            players = players_of(s, group)
            rows = s.exec(select(GroupGame, Game).join(Game, Game.id == GroupGame.game_id)
                          .where(GroupGame.group_id == group.id)
                          .order_by(Game.started_at, Game.id)).all()
            ids = [game.id for _filed, game in rows]
            s_series = {row.id: (row.name, row.length) for row in s.exec(
                select(GroupSeries).where(GroupSeries.group_id == group.id))}
            hands = {}
            for hand in s.exec(select(Hand).where(Hand.game_id.in_(ids))
                               .order_by(Hand.game_id, Hand.number)):
                hands.setdefault(hand.game_id, []).append(hand)
            # a write commits its hands and its version together: same versions, same hands
            now_at = dict(s.exec(select(Game.id, Game.version).where(Game.id.in_(ids))).all())
        if all(now_at.get(game.id) == game.version for _filed, game in rows):
            break
    return {
        "format": FORMAT, "format_version": FORMAT_VERSION, "exported_at": now(),
        "group": {"id": group.public_id, "name": group.name, "created_at": group.created_at,
                  "time_zone": group.time_zone},
        "players": [{"id": p.number, "name": p.name, "aliases": list(p.aliases)}
                    for p in players],
        "games": [{**_game(filed, game, hands.get(game.id, [])), **evening}
                  for (filed, game), evening in zip(rows, _evenings(s_series, rows))],
    }


def _evenings(series: dict, rows) -> list[dict]:
    """Per game what Play again and series made of it: `follows` (the exported id of the
    game it was played again from), `series` (`{"key", "name", "length"}`, the key one
    number per series of the file) and `show_evening`, each only when there is one."""
    ids = {game.id: game.public_id for _filed, game in rows}
    keys = {}
    made = []
    for filed, game in rows:
        extra = {}
        if game.follows in ids:
            extra["follows"] = ids[game.follows]
        if filed.series_id in series:
            key = keys.setdefault(filed.series_id, len(keys) + 1)
            name, length = series[filed.series_id]
            extra["series"] = {"key": key, "name": name, "length": length}
        if filed.show_evening:
            extra["show_evening"] = True
        made.append(extra)
    return made


def _game(filed: GroupGame, game: Game, hands: list[Hand]) -> dict:
    state = fold_game(game, hands)
    return {
        "id": game.public_id, "ruleset": game.ruleset, "players": list(game.players),
        "group_players": list(filed.players), "first_dealer": game.first_dealer,
        "options": game.options, "started_at": game.started_at,
        "finished_after": game.finished_after,
        "hands": [{"number": h.number, "recorded_at": h.recorded_at, "entry": _entered(h.entry)}
                  for h in hands],
        "check": {"status": state.status, "totals": state.totals,
                  "winners": state.winners if state.status == "finished" else []},
    }


def _entered(stored: dict) -> dict:
    """A stored entry as a hand's API body (its fields that say something)."""
    return {key: value for key, value in stored.items()
            if value is not None and not (key == "reneges" and not value)
            and not (key == "kind" and value == "normal")}
