"""Names in a group: checking a new name, and names that nearly match.

Seats find their player by the exact key of API.md (rules.names.name_key: NFKC,
case folded, spaces made one). Names that only nearly match ("Zoe" and "Zoë",
"Jon" and "John") are never joined by themselves: `how_near` measures them (near.py
looks them up), so a form can ask "Did you mean …?".
"""
import unicodedata

from ..rules import RuleError
from ..rules.names import clean_name, name_key

__all__ = ["MOST_ALIASES", "check_name", "how_near", "loose_key", "name_key", "distance",
           "spellings"]

# Earlier spellings kept per player, the newest: enough for any nickname's history, and
# what bounds a seat's work and the index "Did you mean …?" makes once per group version.
MOST_ALIASES = 20

# The engine's refusal of a seat's name, as the refusal of a name the group keeps: the
# same fault, said of the name's `subject` instead of a seat (companion/words).
AS_NAME = {"name_missing": "name_empty", "name_shows_nothing": "name_blank",
           "name_refused_character": "name_hidden_character", "name_too_long": "name_too_long"}


def check_name(name, subject: str, field: str) -> str:
    """The name as stored (the rules of a player's name: NFKC, spaces made one, 1 to 40
    characters, nothing invisible), or RuleError saying what is wrong, about `subject`:
    whose name it is ("group", "player", "new_name", "series", "house_rules")."""
    if not isinstance(name, str):
        raise RuleError("name_not_text", field, subject=subject)
    try:
        return clean_name(name, 1)
    except RuleError as error:
        facts = {k: v for k, v in error.facts.items() if k != "position"}
        code = AS_NAME.get(error.code.removeprefix("player_"), error.code)
        raise RuleError(code, field, subject=subject, **facts) from None


def loose_key(name: str) -> str:
    """The name without accents, case, spaces or punctuation: "Zoë" and "zoe" share it."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in decomposed
                   if unicodedata.category(c)[0] in "LN")  # letters and digits only


def distance(a: str, b: str, most: int) -> int:
    """Edit distance (insert, delete, replace, swap two neighbours) of a and b, or
    `most` + 1 when it is over `most` (names are short: at most 40 characters)."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    previous, row = None, list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (ca != cb))
            if (previous is not None and i > 1 and j > 1 and ca == b[j - 2]
                    and a[i - 2] == cb):
                current[j] = min(current[j], previous[j - 2] + 1)
        previous, row = row, current
    return min(row[-1], most + 1)


def how_near(a: str, b: str) -> int | None:
    """How far loose key `b` is from loose key `a` when they nearly match (0: only
    accents, case, spaces or punctuation differ), None when they do not. One typo is
    near from 3 letters, two from 8. Loose keys are made once (groups/near.py keeps
    each player's), not at each comparison."""
    if not a or not b:
        return None
    if a == b:
        return 0
    shorter = min(len(a), len(b))
    most = 2 if shorter >= 8 else 1 if shorter >= 3 else 0
    found = distance(a, b, most) if most else most + 1
    return found if found <= most else None


def spellings(kept: list, more: list, current: str) -> list[str]:
    """Earlier spellings, each once, never the current one, the newest MOST_ALIASES."""
    return [a for a in dict.fromkeys([*kept, *more]) if a != current][-MOST_ALIASES:]
