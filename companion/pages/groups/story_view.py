"""A group's story on its page: the overall ranking by rating, the records, and the
season they are for (groups/story.py makes the figures; this names them)."""
from dataclasses import dataclass
from datetime import date

from ...groups import story
from ...groups.zones import local_day
from ...pictures.keys import key, player_hue
from ...rules import RuleError
from ...web.i18n import one_decimal
from ...words import tr
from ...words.refusals import refusal_words
from .view import day_words, ruleset_name


@dataclass
class Season:
    since: str | None
    until: str | None
    error: str = ""  # a day that could not be read: the whole story is shown instead

    @property
    def whole(self) -> bool:
        return not (self.since or self.until)


def season_asked(args) -> Season:
    """The season the page was asked for (`from`, `to`), or all time with the reason."""
    try:
        return Season(*story.season(args.get("from") or None, args.get("to") or None))
    except RuleError as error:
        return Season(None, None, refusal_words(error))


def shortcuts(today: date) -> list[tuple[str, str, str]]:
    """(words, from, to) for this month, this year and all time."""
    t = tr()
    month = today.replace(day=1).isoformat()
    return [(t.gettext("This month"), month, ""),
            (t.gettext("This year"), today.replace(month=1, day=1).isoformat(), ""),
            (t.gettext("All time"), "", "")]


def ranking_rows(public_id, season: Season, names: dict) -> list[dict]:
    rows = story.ratings_of(public_id, (season.since, season.until))["ranking"]
    return [{**row, "name": names.get(row["player"], "?"),
             "said": one_decimal(row["rating"]), "spread": one_decimal(row["sigma"]),
             "key": key(player_hue(row["player"]))}
            for row in rows]


RECORD_WORDS = {
    "best_total": lambda t: t.gettext("Best final total"),
    "worst_hand": lambda t: t.gettext("Worst single hand"),
    "biggest_comeback": lambda t: t.gettext("Biggest comeback (points behind)"),
    "most_moons": lambda t: t.gettext("Most moons in one game"),
    "most_queens": lambda t: t.gettext("Most Q♠ taken in one game"),
    "longest_winning_run": lambda t: t.gettext("Longest run of wins"),
    "longest_losing_run": lambda t: t.gettext("Longest run without a win"),
}


def record_rows(public_id, season: Season, names: dict, zone) -> list[dict]:
    t = tr()
    made = story.records_of(public_id, (season.since, season.until))["records"]
    return [{"what": RECORD_WORDS[r["code"]](t), "game": r["game"],
             "ruleset": ruleset_name(r["ruleset"]) if r["ruleset"] else "",
             "name": names.get(r["player"], "?"), "value": r["value"],
             "day": day_words(local_day(r["at"], zone)) if r["at"] else ("", "")}
            for r in made]


def player_story(public_id, number: int, players: list[dict]) -> dict:
    """A player's rating, placings and record against each other player, named."""
    made = story.player_of(public_id, number)
    names = {p["id"]: p["name"] for p in players}
    rating = made["rating"]
    return {**made, "key": key(player_hue(number)),
            "said": one_decimal(rating["rating"]) if rating else "",
            "spread": one_decimal(rating["sigma"]) if rating else "",
            "placings": sorted((int(place), n) for place, n in made["placings"].items()),
            "against": [{**row, "name": names.get(row["player"], "?"),
                         "key": key(player_hue(row["player"]))} for row in made["against"]]}
