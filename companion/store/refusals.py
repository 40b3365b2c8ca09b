"""A service's refusals: a code and its facts, as the engine's RuleError; the edge
(companion/errors.py) answers each with its status and the words of its code, in the
reader's language (companion/words/refusals.py)."""


class Refusal(Exception):
    """What a service refuses, and why: `code` names it (by default its kind's), `facts`
    fill its sentence, `public_id` names the game or group it is about."""
    status = 422
    code = "invalid"
    words = None  # the sentence's key when it is not the code's (a group's token)

    def __init__(self, code: str | None = None, public_id=None, **facts):
        super().__init__(code or self.code)
        self.code, self.public_id, self.facts = code or self.code, public_id, facts


class NotFound(Refusal):
    """No such game (or hand, group, player, house rules)."""
    status, code = 404, "no_game"

    def __init__(self, code: str | None = None, **facts):
        super().__init__(code, **facts)


class Unauthorized(Refusal):
    """No edit token was given (a game's; a group's subclasses it, its words its own)."""
    status, code, words = 401, "unauthorized", "no_edit_token"


class Forbidden(Refusal):
    """The edit token is wrong."""
    status, code, words = 403, "forbidden", "wrong_edit_token"


class Conflict(Refusal):
    """The game has moved on: a stale hand number, a finished game, not the last hand;
    `public_id` names the game, so an answer can carry the game as it now stands."""
    status = 409
