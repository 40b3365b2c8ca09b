"""Names in a group: checking a new name, and names that nearly match.

Seats find their player by the exact key of API.md (rules.names.name_key: NFKC,
case folded, spaces made one). Names that only nearly match ("Zoe" and "Zoë",
"Jon" and "John") are never joined by themselves: `Typed.suspect` and `distance` measure
them (near.py looks them up), so a form can ask "Did you mean …?".
"""
import unicodedata

from ..rules import RuleError
from ..rules.names import clean_name, name_key

__all__ = ["MOST_ALIASES", "Typed", "check_name", "distance", "loose_key", "most_edits",
           "name_key", "spellings"]

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
    """The name without accents, case, spaces or punctuation: "Zoë" and "zoe" share it.
    Composed again after the accents go, so a Hangul syllable stays one letter (NFKD
    makes it three, and a near-name lookup's cost grows with the letters it compares)."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    bare = "".join(c for c in decomposed
                   if unicodedata.category(c)[0] in "LN")  # letters and digits only
    return unicodedata.normalize("NFC", bare)


def most_edits(a: str, b: str) -> int:
    """The typos two loose keys may differ by and still nearly match: one from 3 letters,
    two from 8."""
    shorter = min(len(a), len(b))
    return 2 if shorter >= 8 else 1 if shorter >= 3 else 0


class Typed:
    """A typed name's loose key, with what the quick tests need of it made once: its
    letters and its pairs of neighbours."""

    def __init__(self, key: str):
        self.key, self.letters, self.pairs = key, frozenset(key), set(zip(key, key[1:]))

    def suspect(self, other: str) -> int:
        """The typos the typed key and loose key `other` (another, not empty) may differ
        by when they may nearly match; 0 when they surely do not, told by what costs a
        few microseconds: lengths, the letters each uses (an edit changes at most two of
        them), then the pairs of neighbours (an edit breaks at most three of the typed
        key's). groups/near.py works out the distance of the suspects alone."""
        most = most_edits(self.key, other)
        if (not most or abs(len(self.key) - len(other)) > most
                or len(self.letters.symmetric_difference(other)) > 2 * most
                or len(self.pairs.difference(zip(other, other[1:]))) > 3 * most):
            return 0
        return most


def distance(a: str, b: str, most: int) -> int:
    """Edit distance (insert, delete, replace, swap two neighbours) of a and b, or
    `most` + 1 when it is over `most`. Only the cells within `most` of the diagonal are
    worked out, and it stops at the first row past `most`: a few hundred cells for the
    longest names, whatever their letters."""
    far = most + 1
    if abs(len(a) - len(b)) > most:
        return far
    before, row = None, [j if j <= most else far for j in range(len(b) + 1)]
    for i, ca in enumerate(a, 1):
        current = [far] * (len(b) + 1)
        current[0] = i if i <= most else far
        for j in range(max(1, i - most), min(len(b), i + most) + 1):
            cb = b[j - 1]
            best = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (ca != cb))
            if before is not None and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, before[j - 2] + 1)
            current[j] = min(best, far)
        if min(current) > most:
            return far
        before, row = row, current
    return row[-1]


def spellings(kept: list, more: list, current: str) -> list[str]:
    """Earlier spellings, each once, never the current one, the newest MOST_ALIASES."""
    return [a for a in dict.fromkeys([*kept, *more]) if a != current][-MOST_ALIASES:]
