"""The one error the rules engine raises: a sentence for the table."""


class RuleError(ValueError):
    """An entry or option the rules refuse.

    `message` is a sentence a person at the table understands; `field` names
    the input it is about (an API field or form field), when there is one.
    """

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.hand: int | None = None  # set by the fold: the hand that did not fit
