"""A group's whole story (docs/API.md, "Groups"): its ratings and overall ranking, its
records, each player's page, and the statistics of a season (`from`, `to`: days where
the group sits, both included; a game belongs to the day it started).

Each answer is made from the group's games as reading.read keeps them, once per group
version and season, and kept beside them: a read with nothing new costs nothing more.
"""
from datetime import date

from ..store.refusals import NotFound
from ..rules import RuleError
from . import reading, ratings, records, stats
from .zones import local_day


def season(since: str | None, until: str | None) -> tuple[str | None, str | None]:
    """The `from` and `to` days as given (ISO), checked; None where not given."""
    days = []
    for field, given in (("from", since), ("to", until)):
        if given in (None, ""):
            days.append(None)
            continue
        try:
            days.append(date.fromisoformat(given).isoformat() if len(given) == 10 else None)
        except ValueError:
            days.append(None)
        if days[-1] is None:
            raise RuleError("not_a_day", field, name=field, given=given[:20])
    if days[0] and days[1] and days[0] > days[1]:
        raise RuleError("season_backwards", "to", since=days[0], until=days[1])
    return days[0], days[1]


def within(day: str, days) -> bool:
    """Is the ISO day in the season (either end open)?"""
    since, until = days
    return (since or "") <= day <= (until or "9999")


def in_season(games: list[dict], days, zone) -> list[dict]:
    if days == (None, None):
        return games
    return [g for g in games if within(local_day(g["started_at"], zone).isoformat(), days)]


SEASONS_KEPT = 48  # answers (and games) for seasons other than all time kept per group
# version: the story of 16 seasons, each its games, ratings and records
FINISHED_KEPT = 24  # answers kept across versions, under their finished games' versions


def _made(public_id, kind: str, days, make, by_finished=None):
    """`make(kept, games)` for the season's games, once per group version. Given
    `by_finished` (what else the answer depends on), the answer depends only on the
    season's finished games: it is also kept under their ids, versions and seats across
    group versions, so a hand saved in tonight's game makes it again only once the game
    is over (a rating, a record and a player's page count finished games alone)."""
    kept = reading.read(public_id)
    store = kept.setdefault("story", {})  # (dropped with the version it was made at)
    key = (kind, days)
    if key not in store:
        seasons = [k for k in store if k[1] != (None, None)]
        if days != (None, None) and len(seasons) >= SEASONS_KEPT:
            store.pop(seasons[0], None)  # the oldest asked: anyone may ask for any days
        games = store.get(("games", days))  # the season's games, sorted out once
        if games is None:
            games = store["games", days] = in_season(kept["games"], days,
                                                     kept["answer"]["time_zone"])
        if by_finished is None:
            store[key] = make(kept, games)
        else:
            store[key] = {**_finished_made(kept, key, by_finished, games, make),
                          "version": kept["version"]}
    return store[key]


def _finished_made(kept, key, also, games, make) -> dict:
    made = kept.setdefault("carried", {}).setdefault("finished", {})
    finished = tuple((g["order"], g["version"], tuple(g["players"])) for g in games
                     if g["summary"]["status"] == "finished")
    held = (key, also, hash(finished))
    answer = made.pop(held, None)  # (put back last: the answers asked longest ago go first)
    made[held] = answer if answer is not None else make(kept, games)
    while len(made) > FINISHED_KEPT:
        made.pop(next(iter(made)), None)
    return made[held]


TRAILS_KEPT = 4  # seasons whose ratings' trail goes on to the next version: all time,
# this month, this year and one more (the page's shortcuts)


def _rated(kept, games, days) -> dict:
    """The ratings of these games, rating only the games changed since the trail kept for
    this season with the group (reading.read carries the trails from version to version)."""
    trails = kept.setdefault("carried", {}).setdefault("rating_trails", {})
    trail = trails.pop(days, None)  # (put back last: the trails asked longest ago go first)
    rated, trails[days] = ratings.rate(games, trail)
    while len(trails) > TRAILS_KEPT:
        trails.pop(next(iter(trails)), None)
    return rated


def ratings_of(public_id, days=(None, None)) -> dict:
    """The overall ranking: each player's rating, its uncertainty, provisional or not."""
    def make(kept, games):
        rated = _rated(kept, games, days)
        return {"version": kept["version"], "from": days[0], "to": days[1],
                "model": "openskill PlackettLuce", "provisional_under": ratings.PROVISIONAL,
                "ranking": ratings.ranking(rated),
                "history": {str(p): r["history"] for p, r in rated.items()}}
    return _made(public_id, "ratings", days, make, by_finished=())


def records_of(public_id, days=(None, None)) -> dict:
    return _made(public_id, "records", days, lambda kept, games: {
        "version": kept["version"], "from": days[0], "to": days[1],
        "records": records.records(games)}, by_finished=())


def stats_of(public_id, days=(None, None)) -> dict:
    """The per-player, per-ruleset statistics of a season."""
    return _made(public_id, "stats", days, lambda kept, games: {
        "version": kept["version"], "from": days[0], "to": days[1],
        "stats": stats.aggregate(games)})


def check_player(public_id, number: int) -> dict:
    """The group's player of that number, or NotFound."""
    found = next((p for p in reading.read(public_id)["answer"]["players"]
                  if p["id"] == number), None)
    if found is None:
        raise NotFound("no_group_player")
    return found


def player_of(public_id, number: int, days=(None, None)) -> dict:
    """One player's page: rating over time, placings, games, record against each other
    player (partners in a team game are not each other's opponents), moons and queens."""
    found = check_player(public_id, number)
    return _made(public_id, f"player:{number}", days,
                 lambda kept, games: _player(kept, games, found, days),
                 by_finished=(found["name"], tuple(found["aliases"]), found["games"]))


def _player(kept, games, player, days) -> dict:
    number = player["id"]
    rated = _rated(kept, games, days).get(number)
    played, placings, against = [], {}, {}
    moons = queens = 0
    for game in sorted(games, key=stats.finish_order):
        summary, seats = game["summary"], game["players"]
        if number not in seats or summary["status"] != "finished":
            continue
        seat = seats.index(number)
        teams = summary.get("teams") or [[s] for s in range(len(seats))]
        partners = next(team for team in teams if seat in team)
        place = 1 + sum(stats.placing(summary, team[0]) < stats.placing(summary, seat)
                        for team in teams)
        placings[str(place)] = placings.get(str(place), 0) + 1
        moons += summary["seats"][seat]["moons"]
        queens += summary["seats"][seat]["queens"]
        played.append({"game": game["id"], "ruleset": game["ruleset"],
                       "finished_at": summary["finished_at"],
                       "total": summary["totals"][seat], "place": place,
                       "won": seat in summary["winners"]})
        for other_seat, other in enumerate(seats):
            if other_seat not in partners:
                row = against.setdefault(other, {"player": other, "games": 0, "ahead": 0,
                                                 "behind": 0, "level": 0})
                row["games"] += 1
                mine, theirs = stats.placing(summary, seat), stats.placing(summary, other_seat)
                row["ahead" if mine < theirs else "behind" if theirs < mine else "level"] += 1
    return {"version": kept["version"], "from": days[0], "to": days[1], "player": player,
            "rating": {k: v for k, v in rated.items() if k != "history"} if rated else None,
            "history": rated["history"] if rated else [], "placings": placings,
            "games": played[::-1], "against": [against[k] for k in sorted(against)],
            "moons": moons, "queens": queens}
