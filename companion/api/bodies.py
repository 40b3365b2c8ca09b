"""What every API view reads of its request: the JSON body, the edit token and the
client's name for a write. The views check the body's fields with rules.object_with."""
import json

from flask import request

from ..games.idempotency import FIELD as IDEMPOTENCY_KEY

NOT_JSON = "(not JSON)"  # stands for a body we cannot read; the service refuses it (422)


def json_body(empty=None):
    """The parsed JSON body (whatever its Content-Type); `empty` when there is none;
    NOT_JSON when it is not strict JSON (NaN and Infinity are not JSON)."""
    data = request.get_data(cache=True)
    if not data.strip():
        return empty
    try:
        body = json.loads(data, parse_constant=_not_a_json_constant)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than we parse
        return NOT_JSON
    return NOT_JSON if body is None else body


def _not_a_json_constant(word):
    raise ValueError(f"{word} is not JSON")


def bearer_token():
    """The edit token from `Authorization: Bearer <token>`."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else None


def idempotency_key():
    """The client's name for this write (`Idempotency-Key`), if it gave one."""
    return request.headers.get(IDEMPOTENCY_KEY)
