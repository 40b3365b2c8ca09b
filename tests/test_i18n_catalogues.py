"""The catalogues: every .po parses with the plural forms we chose for its language
(catalogues.PLURAL_FORMS, whatever Babel is installed), and they pick the right form; the
template (.pot) holds exactly what `pybabel extract` finds in the modules and templates;
every catalogue translates every message; and the committed .mo files say what the .po
files say (compared by their messages: another Babel writes other bytes)."""
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from babel.support import Translations

from companion.web import catalogues, i18n

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "companion" / "translations"
LOCALES = sorted(p.name for p in TRANSLATIONS.iterdir() if (p / "LC_MESSAGES").is_dir())


def read(path: Path, locale=None):
    with path.open("rb") as source:
        return read_po(source, locale=locale, abort_invalid=True)


def keys(catalogue) -> set:
    """(context, message) of each message; a plural message by its singular and plural."""
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id))
            for m in catalogue if m.id}


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> set:
    """What `pybabel extract` finds now, with the project's babel.cfg."""
    out = tmp_path_factory.mktemp("extract") / "messages.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "-q", "extract",
                    "-F", "babel.cfg", "--no-location", "-o", str(out), "."],
                   cwd=ROOT, check=True, capture_output=True, timeout=120)
    return keys(read(out))


def test_the_six_languages_have_catalogues_but_english_which_is_the_source():
    assert LOCALES == sorted(set(i18n.NAMES) - {i18n.SOURCE}) == sorted(catalogues.PLURAL_FORMS)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalogue_parses_with_the_plural_forms_we_chose(locale):
    catalogue = read(catalogues.catalogue_path(TRANSLATIONS, locale), locale)
    assert catalogue.locale_identifier == locale
    assert catalogue.num_plurals == catalogues.PLURAL_FORMS[locale]  # Polish: 3
    for message in catalogue:
        if message.id and not isinstance(message.id, str):
            forms = message.string
            assert len(forms) in (1, catalogue.num_plurals) or not any(forms), message.id


def test_the_template_holds_every_message_the_code_and_templates_say(extracted):
    template = keys(read(TRANSLATIONS / "messages.pot"))
    assert extracted - template == set(), "run pybabel extract (README, Languages)"
    assert template - extracted == set(), "messages nothing says any more: extract again"


# A count and the form its language says it with: 0 is singular in French, plural in
# Spanish; Polish has "few" for 2-4 (but 12-14) and "many" for the rest.
FORMS_OF = {"de": {0: 1, 1: 0, 2: 1, 1000000: 1}, "nl": {0: 1, 1: 0, 2: 1, 13: 1},
            "es": {0: 1, 1: 0, 2: 1, 1000000: 1}, "fr": {0: 0, 1: 0, 2: 1, 1000000: 1},
            "pl": {0: 2, 1: 0, 2: 1, 4: 1, 5: 2, 12: 2, 13: 2, 22: 1, 25: 2, 104: 1}}


@pytest.mark.parametrize("locale", LOCALES)
def test_each_count_takes_its_languages_form(locale):
    """As gettext picks it at run time, from the compiled catalogue's own Plural-Forms."""
    with catalogues.catalogue_path(TRANSLATIONS, locale).with_suffix(".mo").open("rb") as mo:
        translations = Translations(mo)
    assert {n: translations.plural(n) for n in FORMS_OF[locale]} == FORMS_OF[locale]


def test_babel_agrees_where_our_plural_forms_are_cldrs():
    """Polish, German and Dutch have CLDR's number of forms; French and Spanish keep
    GNU gettext's two, whatever a newer Babel says (CLDR's third is for round millions)."""
    for locale in ("de", "nl", "pl"):
        assert get_plural(locale).num_plurals == catalogues.PLURAL_FORMS[locale]
    for locale in ("fr", "es"):
        assert get_plural(locale).num_plurals in (2, 3)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalogue_translates_every_message(locale, extracted):
    path = catalogues.catalogue_path(TRANSLATIONS, locale)
    assert extracted - keys(read(path, locale)) == set(), "run pybabel update"
    assert catalogues.gaps(path, locale) == []


def said(mo: bytes, tmp_path) -> dict:
    """What gettext reads from a compiled catalogue: every message's words and the header
    (its plural rule among them), less the header's "Generated-By" line."""
    path = tmp_path / "said.mo"
    path.write_bytes(mo)
    catalogue = dict(catalogues.compiled(path))
    catalogue[""] = re.sub(r"(?m)^Generated-By:.*\n", "", catalogue.get("", ""))
    return catalogue


@pytest.mark.parametrize("locale", LOCALES)
def test_the_committed_mo_says_what_the_po_says(locale, tmp_path):
    compiled = io.BytesIO()
    write_mo(compiled, read(catalogues.catalogue_path(TRANSLATIONS, locale), locale))
    mo = catalogues.catalogue_path(TRANSLATIONS, locale).with_suffix(".mo")
    assert said(mo.read_bytes(), tmp_path) == said(compiled.getvalue(), tmp_path), \
        "run pybabel compile (README, Languages)"
    assert catalogues.in_english(TRANSLATIONS, locale) == []


def test_comparing_by_messages_still_finds_a_changed_word(tmp_path):
    po = catalogues.catalogue_path(TRANSLATIONS, "de")
    catalogue = read(po, "de")
    compiled = io.BytesIO()
    write_mo(compiled, catalogue)
    catalogue.get("Start a new game").string = "Neues Spiel"
    changed = io.BytesIO()
    write_mo(changed, catalogue)
    assert said(compiled.getvalue(), tmp_path) != said(changed.getvalue(), tmp_path)
    catalogue.get("Start a new game").string = "Neues Spiel starten"
    again = io.BytesIO()
    write_mo(again, catalogue)
    assert said(compiled.getvalue(), tmp_path) == said(again.getvalue(), tmp_path)


PLURAL_PO = """msgid ""
msgstr ""
"Language: pl\\n"
"Plural-Forms: nplurals={n}; plural=(n != 1);\\n"
"Content-Type: text/plain; charset=utf-8\\n"

msgid "{{num}} card"
msgid_plural "{{num}} cards"
{forms}
"""


@pytest.mark.parametrize("n, forms, complete", [
    (3, ['"%(num)d karta"', '"%(num)d karty"', '"%(num)d kart"'], True),
    (2, ['"%(num)d karta"', '"%(num)d karty"'], False),  # Polish needs three forms
    (3, ['"%(num)d karta"', '"%(num)d karty"', '""'], False),  # one form left empty
])
def test_the_completeness_check_counts_polish_plural_forms(tmp_path, n, forms, complete):
    lines = "\n".join(f"msgstr[{i}] {form}" for i, form in enumerate(forms))
    path = tmp_path / "messages.po"
    path.write_text(PLURAL_PO.format(n=n, forms=lines), encoding="utf-8")
    assert (catalogues.gaps(path, "pl") == []) is complete
