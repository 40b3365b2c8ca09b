"""Evenings and series: standings of the games a group played together.

An evening is a run of the group's games each started within EVENING_GAP of the
previous game's start or end (its last hand); a series is the games filed under one
named series ("Best of 5"). Both rank their players the same way, from the finished
games only: most wins (shared wins count), then most second places, third places and
so on, then fewest points, but only when every finished game was of one ruleset
(points of two games are never added across rulesets, docs/DECISIONS.md "Evenings and
series decisions"). Players level on all of it share a rank.

Everything here is a pure function of the group's game summaries (stats.summarise,
folded from the stored hands at each game's version), so a correction of any hand
changes the standings on the next read. `read` wraps it for a group id, once per
group version (kept beside the group's answer in board's memo).
"""
from sqlmodel import select

from .. import db
from ..db.models import Group, GroupGame, GroupSeries
from . import board
from .stats import placing
from .zones import local_day

EVENING_GAP = 6 * 3600  # seconds: longer than any break at a table, shorter than a night


def places(summary: dict) -> list[int]:
    """Each seat's place (1 = won): winners first, then by total; equal seats share a
    place and the next place is skipped (1, 1, 3)."""
    keys = [placing(summary, seat) for seat in range(len(summary["totals"]))]
    return [1 + sum(other < key for other in keys) for key in keys]


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


def standings(games: list[dict], names: dict) -> list[dict]:
    """Ranked rows `{"rank", "player", "name", "games", "wins", "places", "points"}` of
    the finished games among `games`; `places[i]` counts the (i+1)th places, `points`
    is per ruleset. `names`: player id -> name."""
    rows, rulesets, sign = {}, set(), 1
    for game in games:
        summary = game["summary"]
        if summary["status"] != "finished":
            continue
        rulesets.add(game["ruleset"])
        for seat, (player, place) in enumerate(zip(game["players"], places(summary))):
            row = rows.setdefault(player, {"player": player, "name": names.get(player, "?"),
                                           "games": 0, "wins": 0, "places": [], "points": {}})
            row["games"] += 1
            row["wins"] += place == 1
            row["places"] += [0] * (place - len(row["places"]))
            row["places"][place - 1] += 1
            points = row["points"]
            points[game["ruleset"]] = points.get(game["ruleset"], 0) + summary["totals"][seat]
            # fewest points rank first, most where the highest total wins (one ruleset)
            sign = -1 if summary.get("highest") else 1
    one_ruleset = len(rulesets) == 1
    longest = max((len(r["places"]) for r in rows.values()), default=0)
    keys = {}
    for player, row in rows.items():
        counts = row["places"] + [0] * (longest - len(row["places"]))
        points = sign * sum(row["points"].values()) if one_ruleset else 0
        keys[player] = (tuple(-n for n in counts), points)
    ranked = sorted(rows.values(), key=lambda r: (keys[r["player"]], r["name"].casefold()))
    for index, row in enumerate(ranked):
        same = index and keys[ranked[index - 1]["player"]] == keys[row["player"]]
        row["rank"] = ranked[index - 1]["rank"] if same else index + 1
    return ranked


def _summed(games: list[dict], names: dict, zone: str | None) -> dict:
    """What an evening and a series both say of their games (`day`: the first game's,
    where the group sits)."""
    finished = [g for g in games if g["summary"]["status"] == "finished"]
    first = min(g["started_at"] for g in games)
    return {"games": [g["id"] for g in games], "finished": len(finished),
            "playing": len(games) - len(finished),
            "rulesets": sorted({g["ruleset"] for g in finished}),
            "started_at": first, "day": local_day(first, zone).isoformat(),
            "standings": standings(games, names)}


def evenings_of(games: list[dict], names: dict, zone: str | None = None) -> list[dict]:
    """Every evening of the group, newest first, numbered from the first (1)."""
    made = [{"number": n, **_summed(evening, names, zone)}
            for n, evening in enumerate(split_evenings(games), start=1)]
    return made[::-1]


def series_of(games: list[dict], names: dict, filed: dict, series: list[dict],
              zone: str | None = None) -> list[dict]:
    """Every series, newest first. `filed`: game order -> series id; `series`: rows as
    `{"id", "name", "length"}`. A series of a length is over once that many of its games
    finished, and decided once the leader's wins cannot be caught in the games left."""
    made = []
    for row in series:
        mine = sorted((g for g in games if filed.get(g["order"]) == row["id"]),
                      key=lambda g: (g["started_at"], g["order"]))
        if not mine:
            continue
        done = {**row, **_summed(mine, names, zone)}
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
    kept = board.read(public_id, version)
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
    return {"version": kept["version"], "evenings": evenings_of(games, names, zone),
            "series": series_of(games, names, filed, series, zone)}


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
    mine = next((g for g in board.read(public_id)["answer"]["games"]
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
