"""What every write checks of what it was asked: a body that is an object, the hand
number the client expects to write, and the hand number it names."""
from ..rules import RuleError, object_with
from ..rules.numbers import whole
from ..store.refusals import NotFound
from ..store.refusals import Conflict


def body_and_expected(body) -> tuple[dict, int | None]:
    """The body as a fresh dict without `expected_number`, and that number (or None)."""
    body = dict(object_with(body, None, "hand", like='{"captured": {...}}'))
    expected = body.pop("expected_number", None)
    # Any positive whole number: one past the game's hands is a conflict (409), as
    # API.md says of every mismatch; it is only compared, never stored or queried.
    if expected is not None and whole(expected, 1, float("inf")) is None:
        raise RuleError("expected_number_invalid", "expected_number")
    return body, expected


def check_expected(expected, next_number: int, public_id) -> None:
    """The form or client was opened for hand `expected`; the game's next is `next_number`."""
    if expected is None or expected == next_number:
        return
    if expected < next_number:
        raise Conflict("hand_already_entered", public_id, n=expected, next_number=next_number)
    raise Conflict("hand_not_due", public_id, n=expected, next_number=next_number)


def check_number(number, count: int) -> None:
    """404 unless `number` is one of the game's `count` hands."""
    if whole(number, 1, count) is None:
        raise NotFound("no_hand", number=str(number)[:20], count=count)
