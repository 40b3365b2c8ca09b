"""The one error the rules engine raises: a refusal, as a code and its facts."""


class RuleError(ValueError):
    """An entry or option the rules refuse.

    `code` names the refusal (stable: the API gives it beside its sentence); `facts` are
    the values the sentence names (a seat's name, a card, a count); `field` names the
    input it is about (an API field or form field), when there is one. The engine says
    no English: companion/words/refusals.py words each code, in the reader's language
    on the pages and in English for the API.
    """

    def __init__(self, code: str, field: str | None = None, **facts):
        super().__init__(code)
        self.code = code
        self.field = field
        self.facts = facts
        self.hand: int | None = None  # set by the fold: the hand that did not fit


def object_with(body, fields, of: str, like) -> dict:
    """`body` when it is a JSON object whose every key is one of `fields` (any, for None);
    else the refusal says so of `of` (whose body: "game", "group", "player"...), with
    `like` (an example, or several) for a body that is no object at all."""
    if not isinstance(body, dict):
        raise RuleError("body_not_object", "body", like=like)
    for key in body if fields is not None else ():
        if key not in fields:
            raise RuleError("unknown_field", str(key)[:40], key=str(key)[:40], of=of)
    return body
