"""A group's time zone: the browser's, kept with the group, so its evenings and games
are dated where the table sits (an evening in New York that runs past midnight UTC is
still that Friday's). None for a group made without one (the JSON API, a browser
without script): those days stay in UTC."""
import functools
import re
import time
from datetime import date, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from ..rules import RuleError

# An IANA name as browsers give it ("Europe/Warsaw", "America/Argentina/Buenos_Aires",
# "UTC"): letters, digits and _+- in up to three parts, checked before the zone database
# is asked (it would read a file of any other name).
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+\-]*(/[A-Za-z0-9_+\-]+){0,2}")
LONGEST = 64
# Files of the zone database that are no place: the server's own zone ("localtime", which
# moves with the server), the "Factory" zone, and the posix/ and right/ copies of every
# zone (right/ counts leap seconds, so its clock is off by half a minute).
NO_PLACE = re.compile(r"localtime|Factory|posixrules|(posix|right)/.*")


def zone_of(name) -> ZoneInfo | None:
    """The zone of a well-formed name this machine knows; None for any other."""
    if not isinstance(name, str) or len(name) > LONGEST or not NAME.fullmatch(name):
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None


@functools.cache
def _places() -> frozenset[str]:
    """The zone database's names of places (made once: it walks the database's folder)."""
    return frozenset(n for n in available_timezones() if not NO_PLACE.fullmatch(n))


def canonical(name) -> bool:
    """Whether `name` is an IANA zone of a place that this machine knows ("Europe/Warsaw",
    "UTC"), as a group may keep it. A group's row that holds another name this machine
    reads ("localtime", kept by an older version) is still read as it is (zone_of)."""
    return isinstance(name, str) and name in _places() and zone_of(name) is not None


def check_zone(name, field: str = "time_zone") -> str | None:
    """A time zone to keep: None (no zone) or a place's name this machine knows; else a
    refusal."""
    if name is None:
        return None
    if not canonical(name):
        raise RuleError("time_zone_unknown", field, zone=str(name)[:LONGEST])
    return name


def local_day(at: float, zone: str | None) -> date:
    """The day of the moment `at` where the group sits (UTC without a zone)."""
    found = zone_of(zone)
    if found is None:
        return date(*time.gmtime(at)[:3])
    return datetime.fromtimestamp(at, found).date()
