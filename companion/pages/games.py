"""The games by their names at the reader's table (Hartenjagen, Kierki, Schwarze Dame),
with their one-line descriptions: the engine's presets keep the English, the pages say
them in the reader's language when they show them."""
import functools

from ..rules import PRESETS
from ..words import tr


def _names() -> dict[str, str]:
    """The names in the reader's language, made once per catalogue (a group's page names
    a game a few hundred times)."""
    return _names_in(tr().locale)


@functools.lru_cache(maxsize=16)
def _names_in(_locale: str) -> dict[str, str]:
    # Said in the language the words speak now (the catalogue of `_locale`, the key); a
    # name without a local one stays as the table knows it (Rickety Kate, Black Maria).
    t = tr()
    return {
        "rickety-kate": t.pgettext("game", "Rickety Kate"),
        "hearts": t.pgettext("game", "Hearts"),
        "rickety-kate-46": t.pgettext("game", "Rickety Kate, 46-point"),
        "black-widow": t.pgettext("game", "Black Widow"),
        "black-maria": t.pgettext("game", "Black Maria"),
        "black-lady": t.pgettext("game", "Black Lady"),
        "dirty-liz": t.pgettext("game", "Dirty Liz"),
        "omnibus": t.pgettext("game", "Omnibus Hearts"),
        "omnibus-book": t.pgettext("game", "Omnibus Hearts (the book)"),
        "spot-hearts": t.pgettext("game", "Spot Hearts"),
        "partnership": t.pgettext("game", "Partnership Hearts"),
        "cancellation": t.pgettext("game", "Cancellation"),
        "kierki": t.pgettext("game", "Kierki"),
        "kierki-short": t.pgettext("game", "Kierki, short scale"),
        "herzeln": t.pgettext("game", "Herzeln (Piatnik)"),
        "barbu": t.pgettext("game", "Barbu"),
        "hartenjagen-nl": t.pgettext("game", "Dutch Hartenjagen"),
    }


def game_name(ruleset: str) -> str:
    """'Hearts', 'Herzen', 'Kierki'; a ruleset named nowhere here keeps its own name."""
    return _names().get(ruleset) or PRESETS[ruleset]["name"]


def presets_said() -> dict[str, dict]:
    """Every preset as the new-game form shows it: its name and blurb in the reader's
    language (the rest as the engine has it)."""
    names, said = _names(), {}
    for key, preset in PRESETS.items():
        blurb = preset["blurb"]  # marked in the presets (N_)
        said[key] = {**preset, "name": names.get(key) or preset["name"],
                     "blurb": tr().gettext(blurb)}
    return said
