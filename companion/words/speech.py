"""The language a sentence is said in, for code that must not know Flask (companion/words).

A `Speech` holds a catalogue (any gettext translations object) and its locale, and says
messages through it: whole sentences with named values, plurals by count, words with a
context (a card's name, a game's name), lists joined the locale's way. The pages pass
the reader's (`companion.web.i18n.speech()`); everything else, the JSON API first, gets
`ENGLISH`, the messages as written.
"""
from gettext import NullTranslations

from babel.lists import format_list
from babel.numbers import format_decimal

SOURCE = "en"


class Speech:
    """Says messages in one locale. Methods named as gettext's, so `pybabel extract`
    finds `tr.gettext(...)`, `tr.ngettext(...)`, `tr.pgettext(...)` in the modules."""

    def __init__(self, translations=None, locale: str = SOURCE):
        self.translations = translations or NullTranslations()
        self.locale = locale

    @property
    def english(self) -> bool:
        return self.locale == SOURCE

    def gettext(self, message: str, **values) -> str:
        said = self.translations.gettext(message)
        return said % values if values else said

    def ngettext(self, singular: str, plural: str, num: int, **values) -> str:
        """The form for `num` ('1 card', '3 cards'; Polish has three); `%(num)s` in
        the message is the number."""
        return self.translations.ngettext(singular, plural, num) % {"num": num, **values}

    def pgettext(self, context: str, message: str, **values) -> str:
        said = self.translations.pgettext(context, message)
        return said % values if values else said

    def npgettext(self, context: str, singular: str, plural: str, num: int, **values) -> str:
        said = self.translations.npgettext(context, singular, plural, num)
        return said % {"num": num, **values}

    def and_list(self, items) -> str:
        """'Ann', 'Ann and Bob', 'Ann, Bob and Cat' (English keeps no serial comma);
        'Ann, Bob und Cat', 'Ann, Bob i Cat' elsewhere."""
        items = [str(item) for item in items]
        if len(items) <= 1:
            return "".join(items)
        if self.english:
            return ", ".join(items[:-1]) + " and " + items[-1]
        return format_list(items, locale=self.locale)

    def or_list(self, items) -> str:
        """'left or right', 'links oder rechts'."""
        items = [str(item) for item in items]
        if len(items) <= 1:
            return "".join(items)
        if self.english:
            return ", ".join(items[:-1]) + " or " + items[-1]
        return format_list(items, style="or", locale=self.locale)

    def number(self, value) -> str:
        """A number the locale's way ('1,000', '1.000', '1 000')."""
        return format_decimal(value, locale=self.locale)


ENGLISH = Speech()
