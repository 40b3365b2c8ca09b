"""The catalogues: every .po parses with the plural forms of its language, the template
(.pot) holds exactly what `pybabel extract` finds in the modules and templates, each
catalogue declared complete (companion.i18n.COMPLETE) translates every message, and the
committed .mo files are the compiled .po files (README, "Languages")."""
import io
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from companion import i18n

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
    assert LOCALES == sorted(set(i18n.NAMES) - {i18n.SOURCE})
    assert set(i18n.COMPLETE) <= set(LOCALES)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalogue_parses_with_its_languages_plural_forms(locale):
    catalogue = read(i18n.catalogue_path(TRANSLATIONS, locale), locale)
    assert catalogue.locale_identifier == locale
    assert catalogue.num_plurals == get_plural(locale).num_plurals  # Polish: 3
    for message in catalogue:
        if message.id and not isinstance(message.id, str):
            forms = message.string
            assert len(forms) in (1, catalogue.num_plurals) or not any(forms), message.id


def test_the_template_holds_every_message_the_code_and_templates_say(extracted):
    template = keys(read(TRANSLATIONS / "messages.pot"))
    assert extracted - template == set(), "run pybabel extract (README, Languages)"
    assert template - extracted == set(), "messages nothing says any more: extract again"


@pytest.mark.parametrize("locale", i18n.COMPLETE)
def test_a_complete_catalogue_translates_every_message(locale, extracted):
    path = i18n.catalogue_path(TRANSLATIONS, locale)
    assert extracted - keys(read(path, locale)) == set(), "run pybabel update"
    assert i18n.gaps(path, locale) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_the_committed_mo_is_the_compiled_po(locale):
    compiled = io.BytesIO()
    write_mo(compiled, read(i18n.catalogue_path(TRANSLATIONS, locale), locale))
    mo = i18n.catalogue_path(TRANSLATIONS, locale).with_suffix(".mo")
    assert mo.read_bytes() == compiled.getvalue(), "run pybabel compile (README, Languages)"


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
    assert (i18n.gaps(path, "pl") == []) is complete
