"""What an option is (registry.py lists the general ones; a game's declaration its own)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Option:
    name: str
    kind: str  # "choice", "number", "flag" or "cards" (card_values)
    label: str
    help: str = ""
    choices: tuple[tuple, ...] = ()  # (value, words): every value allowed, in order
    low: int | None = None  # numbers: the range allowed
    high: int | None = None
    nullable: bool = False  # None is allowed (and means "worked out from the cards")
    blank: str = ""  # the form's words for leaving it to the game and table size
    form: str = ""  # where the new-game form shows it: "main", "more", "" (API only)
    # Only one choice of another option uses it, (option, value): the form asks it
    # beside that choice, and only while it is picked.
    beside: tuple[str, str] | None = None
    default: object = field(default=None, hash=False)  # its value unless a game's declaration says otherwise
    # A value that settles other options (a named pack: the deck it deals), value ->
    # {option: value}; what a table sees is this option, the engine reads the others.
    settles: dict = field(default_factory=dict, hash=False, compare=False)

    @property
    def values(self) -> tuple:
        return tuple(value for value, _words in self.choices)


def listed(*options: Option) -> dict[str, Option]:
    return {option.name: option for option in options}
