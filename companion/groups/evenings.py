"""Evenings and series: standings of the games a group played together.

An evening is a run of the group's games each started within EVENING_GAP of the
previous game's start or end (its last hand); a series is the games filed under one
named series ("Best of 5"). Both rank their players the same way (standings.py).

A pure function of the group's game summaries (stats.summarise, folded from the stored
hands at each game's version): a correction of any hand changes the standings on the
next read. `read` wraps it for a group id, once per group version (beside the group's
answer in board's memo), summing again only the evenings and series whose games moved.
"""
from sqlmodel import select

from .. import db
from ..db.models import Group, GroupGame, GroupSeries
from . import reading
from .standings import standings
from .zones import local_day

EVENING_GAP = 6 * 3600  # seconds: longer than any break at a table, shorter than a night


def _last_at(game: dict) -> float:
    """When the game started or, once finished, ended (its last hand)."""
    return max(game["started_at"], game["summary"]["finished_at"] or 0)


def split_evenings(games: list[dict]) -> list[list[dict]]:
    """The games in start order, cut where a game started more than EVENING_GAP after
    every earlier game had started and ended."""
    evenings, latest = [], None
    for game in sorted(games, key=lambda g: (g["started_at"], g["order"])):
        if latest is None or game["started_at"] - latest > EVENING_GAP:
            evenings.append([])
        evenings[-1].append(game)
        latest = max(latest or 0, _last_at(game))
    return evenings


def _summed(games: list[dict], names: dict, zone: str | None, sums=None) -> dict:
    """What an evening and a series both say of their games (`day`: the first game's,
    where the group sits). `sums` (`(before, now)`: dicts) keeps them across the
    group's versions under their games' ids, versions and seats: a hand saved tonight
    sums tonight's evening again, not the group's every one."""
    if sums is None:
        return _sum(games, names, zone)
    key = (zone, tuple((g["order"], g["version"], tuple(g["players"])) for g in games),
           tuple(names.get(player) for g in games for player in g["players"]))
    before, now = sums
    now[key] = before.get(key) or now.get(key) or _sum(games, names, zone)
    return now[key]


def _sum(games: list[dict], names: dict, zone: str | None) -> dict:
    finished = [g for g in games if g["summary"]["status"] == "finished"]
    first = min(g["started_at"] for g in games)
    return {"games": [g["id"] for g in games], "finished": len(finished),
            "playing": len(games) - len(finished),
            "rulesets": sorted({g["ruleset"] for g in finished}),
            "started_at": first, "day": local_day(first, zone).isoformat(),
            "standings": standings(games, names)}


def evenings_of(games: list[dict], names: dict, zone: str | None = None,
                sums=None) -> list[dict]:
    """Every evening of the group, newest first, numbered from the first (1)."""
    made = [{"number": n, **_summed(evening, names, zone, sums)}
            for n, evening in enumerate(split_evenings(games), start=1)]
    return made[::-1]


def series_of(games: list[dict], names: dict, filed: dict, series: list[dict],
              zone: str | None = None, sums=None) -> list[dict]:
    """Every series, newest first. `filed`: game order -> series id; `series`: rows as
    `{"id", "name", "length"}`. A series of a length is over once that many of its games
    finished, and decided once the leader's wins cannot be caught in the games left."""
    made = []
    for row in series:
        mine = sorted((g for g in games if filed.get(g["order"]) == row["id"]),
                      key=lambda g: (g["started_at"], g["order"]))
        if not mine:
            continue
        done = {**row, **_summed(mine, names, zone, sums)}
        left = None if row["length"] is None else max(0, row["length"] - done["finished"])
        wins = sorted((r["wins"] for r in done["standings"]), reverse=True) + [0, 0]
        done["left"] = left
        done["over"] = left == 0
        done["decided"] = left is not None and wins[0] > wins[1] + left
        del done["id"]  # a row id of the database: nothing a reader needs
        made.append(done)
    made.sort(key=lambda s: -s["started_at"])
    return made


def read(public_id, version=None) -> dict:
    """`{"version", "evenings", "series"}` of a group, made once per group version."""
    kept = reading.read(public_id, version)
    made = kept.get("evenings")
    if made is None:
        made = kept["evenings"] = _make(kept)
    return made


def _make(kept: dict) -> dict:
    games = kept["games"]
    names = {p["id"]: p["name"] for p in kept["answer"]["players"]}
    with db.session() as s:
        filed = dict(s.exec(select(GroupGame.game_id, GroupGame.series_id)
                            .join(Group, Group.id == GroupGame.group_id)
                            .where(Group.public_id == kept["answer"]["id"],
                                   GroupGame.series_id.is_not(None))).all())
        rows = s.exec(select(GroupSeries).where(GroupSeries.id.in_(set(filed.values())))
                      ).all() if filed else []
        series = [{"id": r.id, "name": r.name, "length": r.length} for r in rows]
    zone = kept["answer"]["time_zone"]
    carried = kept.setdefault("carried", {})
    sums = (carried.get("sums", {}), {})  # kept: this version's evenings and series alone
    made = {"version": kept["version"], "evenings": evenings_of(games, names, zone, sums),
            "series": series_of(games, names, filed, series, zone, sums)}
    carried["sums"] = sums[1]
    return made


def evening_with(public_id, game_public_id: str) -> dict | None:
    """The evening of a group that holds the game (None if none does)."""
    for evening in read(public_id)["evenings"]:
        if game_public_id in evening["games"]:
            return evening
    return None


def _filed(game):
    """The game's filing: its group's id, the big-screen setting and its series (None
    when the game is in no group)."""
    with db.session() as s:
        return s.exec(select(Group.public_id, GroupGame.show_evening, GroupGame.series_id)
                      .join(Group, Group.id == GroupGame.group_id)
                      .where(GroupGame.game_id == game.id)).first()


def shown_with(game) -> dict | None:
    """The evening to show under a game on its big screen: None unless the game is filed
    in a group and its scorer turned the setting on. `typed`: each of the game's players
    (by group player id) as the game spells them."""
    found = _filed(game)
    if found is None or not found.show_evening:
        return None
    evening = evening_with(found.public_id, game.public_id)
    return None if evening is None else {**evening, "typed": _typed(found.public_id, game)}


def _typed(public_id, game) -> dict[int, str]:
    """The game's players (by group player id) as the game spells them."""
    mine = next((g for g in reading.read(public_id)["answer"]["games"]
                 if g["id"] == game.public_id), None)
    return {} if mine is None else dict(zip(mine["players"], mine["names"]))


def series_with(game) -> dict | None:
    """The series (as `read` makes it) that holds the game, with `typed` as shown_with's;
    None when it is in none."""
    found = _filed(game)
    if found is None or found.series_id is None:
        return None
    made = next((made for made in read(found.public_id)["series"]
                 if game.public_id in made["games"]), None)
    return None if made is None else {**made, "typed": _typed(found.public_id, game)}
