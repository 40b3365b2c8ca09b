"""A group's time zone: the browser's, kept with the group, so its evenings and games
are dated where the table sits (an evening in New York that runs past midnight UTC is
still that Friday's). None for a group made without one (the JSON API, a browser
without script): those days stay in UTC."""
import re
import time
from datetime import date, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from ..rules import RuleError

# An IANA name as browsers give it ("Europe/Warsaw", "America/Argentina/Buenos_Aires",
# "UTC"): letters, digits and _+- in up to three parts, checked before the zone database
# is asked (it would read a file of any other name).
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+\-]*(/[A-Za-z0-9_+\-]+){0,2}")
LONGEST = 64


def zone_of(name) -> ZoneInfo | None:
    """The zone of a well-formed name this machine knows; None for any other."""
    if not isinstance(name, str) or len(name) > LONGEST or not NAME.fullmatch(name):
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None


def check_zone(name, field: str = "time_zone") -> str | None:
    """A time zone to keep: None (no zone) or a name this machine knows; else a refusal."""
    if name is None:
        return None
    if zone_of(name) is None:
        raise RuleError("time_zone_unknown", field, zone=str(name)[:LONGEST])
    return name


def local_day(at: float, zone: str | None) -> date:
    """The day of the moment `at` where the group sits (UTC without a zone)."""
    found = zone_of(zone)
    if found is None:
        return date(*time.gmtime(at)[:3])
    return datetime.fromtimestamp(at, found).date()
