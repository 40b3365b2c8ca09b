"""N_: marks an English phrase of the engine's data (an option's label, a game's blurb)
for the pages' catalogue. It changes nothing here, where the phrase stays English for
the API and docs/OPTIONS.md; `pybabel extract` finds it, and the pages say it in the
reader's language when they show it (gettext at that moment)."""


def N_(message: str) -> str:  # noqa: N802 (the name gettext's tools look for)
    return message


def pgettext(context: str, message: str) -> str:
    """Marks a phrase with its context (a game's name: "game"), as N_ does; the pages say
    it with `pgettext(context, message)` of their catalogue."""
    return message
