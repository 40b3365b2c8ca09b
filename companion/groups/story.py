"""A group's whole story (docs/API.md, "Groups"): its ratings and overall ranking, its
records, each player's page, and the statistics of a season (`from`, `to`: days where
the group sits, both included; a game belongs to the day it started).

Each answer is made from the group's games as board.read keeps them, once per group
version and season, and kept beside them: a read with nothing new costs nothing more.
"""
from datetime import date

from ..games.capability import NotFound
from ..rules import RuleError
from . import board, ratings, records, stats
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


SEASONS_KEPT = 16  # answers for seasons other than all time kept per group version


def _made(public_id, kind: str, days, make):
    kept = board.read(public_id)
    store = kept.setdefault("story", {})  # (dropped with the version it was made at)
    key = (kind, days)
    if key not in store:
        games = in_season(kept["games"], days, kept["answer"]["time_zone"])
        seasons = [k for k in store if k[1] != (None, None)]
        if days != (None, None) and len(seasons) >= SEASONS_KEPT:
            store.pop(seasons[0], None)  # the oldest asked: anyone may ask for any days
        store[key] = make(kept, games)
    return store[key]


def _rated(kept, games, days) -> dict:
    """The ratings of these games; for all time, rating only the games changed since the
    trail kept with the group (board.read carries it from version to version)."""
    whole = days == (None, None)
    rated, trail = ratings.rate(games, kept.get("rating_trail") if whole else None)
    if whole:
        kept["rating_trail"] = trail
    return rated


def ratings_of(public_id, days=(None, None)) -> dict:
    """The overall ranking: each player's rating, its uncertainty, provisional or not."""
    def make(kept, games):
        rated = _rated(kept, games, days)
        return {"version": kept["version"], "from": days[0], "to": days[1],
                "model": "openskill PlackettLuce", "provisional_under": ratings.PROVISIONAL,
                "ranking": ratings.ranking(rated),
                "history": {str(p): r["history"] for p, r in rated.items()}}
    return _made(public_id, "ratings", days, make)


def records_of(public_id, days=(None, None)) -> dict:
    return _made(public_id, "records", days, lambda kept, games: {
        "version": kept["version"], "from": days[0], "to": days[1],
        "records": records.records(games)})


def stats_of(public_id, days=(None, None)) -> dict:
    """The per-player, per-ruleset statistics of a season."""
    return _made(public_id, "stats", days, lambda kept, games: {
        "version": kept["version"], "from": days[0], "to": days[1],
        "stats": stats.aggregate(games)})


def check_player(public_id, number: int) -> dict:
    """The group's player of that number, or NotFound."""
    found = next((p for p in board.read(public_id)["answer"]["players"]
                  if p["id"] == number), None)
    if found is None:
        raise NotFound("no_group_player")
    return found


def player_of(public_id, number: int, days=(None, None)) -> dict:
    """One player's page: rating over time, placings, games, record against each other
    player (partners in a team game are not each other's opponents), moons and queens."""
    found = check_player(public_id, number)
    return _made(public_id, f"player:{number}", days,
                 lambda kept, games: _player(kept, games, found, days))


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
