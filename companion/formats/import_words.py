"""The import's refusals in words (groups/replay.ImportRefused: a code and its facts).
Only the command line imports (`companion import`), and it speaks English, so these
are not in the catalogues; a refusal met while replaying is said by its own words
(companion/words) after where it was met."""
from ..words.refusals import refusal_words


def _said(sentence: str, **facts) -> str:
    return sentence % facts


def _game(number, ruleset, names) -> str:
    return _said("Game %(number)s (%(ruleset)s, %(names)s)", number=number,
                        ruleset=ruleset, names=", ".join(names))


SENTENCES = {
    "not_an_export": lambda format: _said(
        "This file is not a group exported by companion (its \"format\" is not "
        "\"%(format)s\").", format=format),
    "format_version": lambda version, reads: _said(
        "This export is of format version %(version)s; this app reads version %(reads)s.",
        version=version, reads=reads),
    "export_parts_missing": lambda: _said(
        "The export needs \"group\", \"players\" and \"games\"."),
    "player_id_twice": lambda: _said(
        "Two players of the file have the same \"id\": each needs its own."),
    "game_needs_start_and_hands": lambda number: _said(
        "Game %(number)s of the file needs \"started_at\" and \"hands\" (each with its "
        "\"entry\" and \"recorded_at\", times between 2000 and now).", number=number),
    "player_needs_id_and_name": lambda: _said(
        "Each player needs an \"id\" (a number) and a \"name\"."),
    "aliases_not_a_list": lambda player, most: _said(
        "Player %(player)s's \"aliases\" must be a list of at most %(most)s earlier "
        "spellings.", player=player, most=most),
    "aliases_refused": lambda cause, player: _said(
        "Player %(player)s's earlier spellings: %(why)s", player=player, why=cause),
    "seats_unknown": lambda number, ruleset, names: _said(
        "%(game)s: its seats name players the file does not have.",
        game=_game(number, ruleset, names)),
    "game_refused": lambda cause, number, ruleset, names: _said(
        "%(game)s: %(why)s", game=_game(number, ruleset, names), why=cause),
    "hand_refused": lambda cause, number, ruleset, names, hand: _said(
        "%(game)s, hand %(hand)s: %(why)s", game=_game(number, ruleset, names), hand=hand,
        why=cause),
    "not_as_exported": lambda number, ruleset, names, wanted, got: _said(
        "%(game)s does not replay as it was exported: %(wanted)s in the file, %(got)s "
        "here.", game=_game(number, ruleset, names), wanted=wanted, got=got),
    "refused": lambda cause: cause,
}


def import_words(error) -> str:
    """The sentence for an ImportRefused, or for a refusal of the engine (RuleError)."""
    if error.code not in SENTENCES:
        return refusal_words(error)
    facts = dict(error.facts)
    cause = getattr(error, "cause", None)
    if cause is not None:
        facts["cause"] = refusal_words(cause)
    return SENTENCES[error.code](**facts)
