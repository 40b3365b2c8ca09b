"""Which language the words speak: the reader's on a page, English everywhere else.

The words know no Flask: they ask `tr()` for the current `Speech` (companion/words/speech.py),
a context variable that is English unless the pages set the reader's for the request
(companion/web/i18n.py does, before each request; the JSON API and anything outside a
request keep English). `speaking(ENGLISH)` says a block in English whatever the reader
reads, for what is kept and shown to everyone (the API's reminders)."""
from contextlib import contextmanager
from contextvars import ContextVar

from .speech import ENGLISH, Speech

_speech: ContextVar[Speech] = ContextVar("words_speech", default=ENGLISH)


def tr() -> Speech:
    """The language the words speak now."""
    return _speech.get()


def speak(speech: Speech):
    """Speak `speech` from now on in this context (a request); returns the token that
    `hush` takes to go back."""
    return _speech.set(speech)


def hush(token) -> None:
    _speech.reset(token)


@contextmanager
def speaking(speech: Speech):
    """Speak `speech` inside the block only."""
    token = _speech.set(speech)
    try:
        yield speech
    finally:
        _speech.reset(token)
