"""Player names (docs/API.md section 1): what a name may hold, and when two are one.

A name is shown on every phone at the table and read aloud from the pass line, so
it must look like what was typed: Unicode NFKC (a full-width "Ａｎｎ" is "Ann"),
runs of spaces made one, and no character that hides, reorders or cannot be
drawn. Two names are the same player when they match ignoring case, joiners and
variation selectors.
"""
import functools
import unicodedata

from .errors import RuleError

MAX_NAME = 40
# Unicode categories a name may not hold: control, format (invisible), private-use and
# surrogate (half of an emoji). The refusal names the category; the words say it.
REFUSED = frozenset({"Cc", "Cf", "Co", "Cs"})
# Letters and symbols that draw nothing, though their category says otherwise (Unicode's
# fillers, and the blank braille pattern): refused anywhere in a name, since "⠀Ann"
# shows as "Ann" beside the real one.
FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# Zero-width (non-)joiners are format characters too, but Persian and Indic names
# and emoji such as a family need them: allowed between two visible characters.
JOINERS = frozenset("\u200c\u200d")
# An emoji's text or picture form ("❤️"): allowed once, right after what it dresses.
VARIATIONS = frozenset("\ufe0e\ufe0f")
UNSEEN = JOINERS | VARIATIONS  # allowed where they dress something, ignored when comparing


@functools.cache
def _ignorable():
    """Unicode's Default_Ignorable_Code_Point, from the `regex` module's own Unicode data
    (not a list kept here): characters a font draws as nothing ("An\u034fn" is "Ann").
    Made on first use: most processes check no name before their first request."""
    import regex

    return regex.compile(r"\p{Default_Ignorable_Code_Point}").match


def _visible(char: str) -> bool:
    return char not in FILLERS and unicodedata.category(char)[0] not in "ZMC"


def _hidden(char: str) -> str | None:
    """The refused category of a character that hides, or None: a control, format,
    private-use or surrogate character by its own category, an ignorable or a filler as
    the invisible formatting character it shows as ("Cf")."""
    category = unicodedata.category(char)
    if category in REFUSED:
        return category
    return "Cf" if char in FILLERS or _ignorable()(char) else None


def _allowed_here(name: str, at: int) -> bool:
    char, before = name[at], name[at - 1] if at else ""
    if char in JOINERS:
        return 0 < at < len(name) - 1 and _visible(before) and _visible(name[at + 1])
    return char in VARIATIONS and bool(before) and _visible(before)


def _refused(name: str) -> str | None:
    for at, char in enumerate(name):
        what = _hidden(char)
        if what and not _allowed_here(name, at):
            return what
    return None


def clean_name(name: str, position: int) -> str:
    """The name as it is stored and shown, or RuleError saying what is wrong with it."""
    # Checked before NFKC and before splitting: str.split() would quietly
    # turn some control characters (\x1c to \x1f) into spaces.
    what = _refused(name)
    if what is None:
        name = unicodedata.normalize("NFKC", name)
        what = _refused(name)
    if what:
        raise RuleError("player_name_refused_character", "players", position=position,
                        category=what)
    name = " ".join(name.split())
    if not name:
        raise RuleError("player_name_missing", "players", position=position)
    if not any(_visible(char) for char in name):
        raise RuleError("player_name_shows_nothing", "players", position=position)
    if len(name) > MAX_NAME:
        raise RuleError("player_name_too_long", "players", name=name, most=MAX_NAME)
    return name


def same_name_key(name: str) -> str:
    """Two names with the same key are one player ("Ann" and "ANN", "Straße" and
    "STRASSE"; a joiner or a variation selector, which may not show, does not tell two
    names apart: "Ann" and "Ann" + U+FE0F are one; a name keeps its selector as shown)."""
    key = unicodedata.normalize("NFKC", name.casefold())
    return "".join(char for char in key if char not in UNSEEN)


def name_key(name: str) -> str:
    """The key two names share when they are one player (docs/API.md section 1): Unicode
    NFKC, case folded, runs of spaces made one and trimmed (same_name_key of the name as
    clean_name stores it). Pure: any string has a key, checked or not."""
    return same_name_key(" ".join(unicodedata.normalize("NFKC", name).split()))


def check_players(names) -> list[str]:
    """The names as stored: each cleaned (see clean_name), no two the same player."""
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise RuleError("players_not_names", "players")
    cleaned, seen = [], set()
    for position, name in enumerate(names, start=1):
        name = clean_name(name, position)
        key = same_name_key(name)
        if key in seen:
            raise RuleError("player_name_twice", "players", name=name)
        seen.add(key)
        cleaned.append(name)
    return cleaned


def readable(name) -> str:
    """A name stored by an older version, made safe to send: a lone surrogate (which
    UTF-8 cannot encode) becomes U+FFFD, a whole pair becomes its character."""
    if not isinstance(name, str):
        return str(name)
    return name.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
