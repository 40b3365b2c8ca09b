"""What a catalogue holds: the messages of the template (`messages.pot`, what
`pybabel extract` finds) that one language's `.po` translates, and its compiled `.mo`
says. The app asks which messages a compiled catalogue lacks (they are said in English);
the tests ask whether a `.po` is complete (tests/test_i18n_catalogues.py)."""
import functools
import gettext
import re
from pathlib import Path

from babel.messages.pofile import read_po

DOMAIN = "messages"
# The plural forms each catalogue declares (its Plural-Forms header), which gettext uses:
# GNU gettext's, as every translation tool has them. CLDR, and Babel from 2.19 on, give
# French and Spanish a third form for round millions ("1 million de cartes"); no count in
# a card game comes near one, so they keep two (docs/DECISIONS.md, "Languages"). The tests
# hold each catalogue to this table and to every message, whatever Babel is installed.
PLURAL_FORMS = {"de": 2, "es": 2, "fr": 2, "nl": 2, "pl": 3}


def catalogue_path(directory, locale: str) -> Path:
    return Path(directory) / locale / "LC_MESSAGES" / f"{DOMAIN}.po"


def gaps(path: Path, locale: str) -> list[str]:
    """What keeps the catalogue at `path` from being complete (empty when it is): its
    missing file, a Plural-Forms other than PLURAL_FORMS says, each message untranslated,
    fuzzy or with another number of forms than its catalogue declares. The tests' check."""
    if not path.is_file():
        return [f"no catalogue at {path}"]
    with path.open("rb") as source:
        catalogue = read_po(source, locale=locale, abort_invalid=True)
    wanted = PLURAL_FORMS.get(locale, catalogue.num_plurals)
    found = [] if catalogue.num_plurals == wanted else [
        f"Plural-Forms has {catalogue.num_plurals} forms, {locale} has {wanted}"]
    for message in catalogue:
        if message.id and not _translated(message, catalogue.num_plurals):
            found.append(_said(message))
    return found


def _translated(message, forms: int) -> bool:
    """Every form of `message` said, none fuzzy."""
    said = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    plural = isinstance(message.id, (list, tuple))
    return not message.fuzzy and all(said) and (not plural or len(said) == forms)


def _said(message) -> str:
    return message.id[0] if isinstance(message.id, (list, tuple)) else message.id


def compiled(path: Path) -> dict:
    """What gettext reads from the `.mo` at `path`, as it reads it at run time (the
    standard library's own parser, whatever Babel is installed): each message's key
    ("context\x04message"; a plural form's is (message, n)) to its words, and the
    header under ""."""
    with path.open("rb") as source:
        return gettext.GNUTranslations(source)._catalog  # the parsed file: no other view


def in_english(directory, locale: str) -> list[str]:
    """The template's messages that the compiled catalogue of `locale` in `directory`
    lacks (or leaves untranslated): gettext says those in English."""
    root = Path(directory)
    pot = root / f"{DOMAIN}.pot"
    template = _template(str(pot), pot.stat().st_mtime_ns)
    said = compiled(catalogue_path(root, locale).with_suffix(".mo"))
    forms = int(re.search(r"nplurals=(\d+)", said.get("", "nplurals=2"))[1])
    return [_said(message) for message in template
            if message.id and not _compiled_in(said, message, forms)]


@functools.lru_cache(maxsize=4)
def _template(path: str, _changed: int) -> tuple:
    """The template's messages, read once for every language checked against it (13 ms
    a read, five languages at a process's first page)."""
    with open(path, "rb") as source:
        return tuple(read_po(source))


def _compiled_in(said: dict, message, forms: int) -> bool:
    key = _said(message) if message.context is None else \
        f"{message.context}\x04{_said(message)}"
    if isinstance(message.id, (list, tuple)):
        return all(said.get((key, n)) for n in range(forms))
    return bool(said.get(key))
