"""A refusal in words: the one place a refusal's code and facts become a sentence (a
`RuleError`, and the service's `NotFound` and `Conflict`).

Each subject's module keeps a table `SENTENCES`, code -> a function of the facts that
says the sentence through `tr()` (the reader's language on a page, English for the
API). This module joins the tables and says an error. A code every table lacks is a
bug the tests catch (tests/test_refusal_codes.py); it is said as the bare code rather
than failing the answer.
"""
from .conflicts import SENTENCES as CONFLICTS
from .refusals_contracts import SENTENCES as CONTRACTS
from .refusals_app import SENTENCES as APP
from .refusals_entry import SENTENCES as ENTRY
from .refusals_options import SENTENCES as OPTIONS
from .voice import tr

# Every subject's table, one line each (no code is in two: tests/test_refusal_codes.py).
SENTENCES: dict = {
    **ENTRY,
    **CONTRACTS,
    **OPTIONS,
    **APP,
    **CONFLICTS,
}


def refusal_words(error) -> str:
    """The sentence for `error` (a RuleError), in the language the words speak now."""
    say = SENTENCES.get(getattr(error, "words", None) or error.code)
    sentence = say(**error.facts) if say else error.code
    if getattr(error, "after_change", False) and error.hand is not None:
        return tr().gettext("With this change, hand %(n)s no longer fits: %(why)s",
                            n=error.hand, why=sentence)
    return sentence
