"""Whole numbers a client sends (a JSON body, a form, a query string, a URL): one check
of their kind and range, used by every reader, so that no number reaches the database
or the engine that it cannot hold. SQLite stops at 2**63 with an OverflowError, and a
PostgreSQL integer column at 2**31; int() of a text of over 4300 digits raises."""

# The largest id a client may name (a group's player, a hand): PostgreSQL's integer.
LARGEST_ID = 2**31 - 1
DIGITS = 18  # a text longer than this is no number we read (int() is not free)


def whole(value, low: int, high: int, text: bool = False) -> int | None:
    """`value` as a whole number from `low` to `high`, else None: a JSON integer (not
    true or false); with `text`, also a form's, a query's or a URL's text of ASCII
    digits with an optional minus, spaces around it ignored ("²", "1_000" and "+1" are
    no numbers here, though int() reads them). JSON's "5" is text, not a number."""
    if text and isinstance(value, str):
        digits = value.strip().removeprefix("-")
        if not (digits.isascii() and digits.isdigit()) or len(digits) > DIGITS:
            return None
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if low <= value <= high else None


def an_id(value, text: bool = False) -> int | None:
    """A player's or a hand's id as a client names it: 1 to LARGEST_ID, else None."""
    return whole(value, 1, LARGEST_ID, text)
