"""A preview of a hand before it is saved, made by the rules engine itself.

The entry is played onto a copy of the game state (rules.extend); where the
moon lets the shooter choose, each choice is played onto its own copy, so the
page can show both outcomes side by side. No scoring rule lives here.
"""
import time
from dataclasses import dataclass, field

from ...rules import Record, RuleError, extend, read_entry
from ...rules.moon import moon_choices
from ...rules.teams import units
from ...words import moon_choice_title, moon_question, moon_words, shooter_words, tr, words_of
from ...words.refusals import refusal_words
from ..table.viewmodel import ending_words, hand_marks


@dataclass
class Outcome:
    choice: str | None
    title: str
    rows: list[tuple[str, int, int, list[str], int]]  # (name, score, total, marks, took)
    verdict: str  # "The game goes on." / "This ends the game: Ann wins."
    rank: tuple = ()  # how good it is for the shooter (higher is better)
    tiebreak: str = ""  # a tie-break hand's note: what it decides (no score, no total moves)


@dataclass
class Preview:
    error: str | None = None
    error_field: str | None = None
    shooter: str | None = None
    moon_words: str = ""
    sun: bool = False  # the shooter won every trick: the sun's mark, not the moon's
    outcome: Outcome | None = None  # when there is nothing to choose
    choices: list[Outcome] = field(default_factory=list)  # the shooter's choices
    best: str | None = None
    even: bool = False  # the shooter's choices come out equally well


def _verdict(after) -> str:
    ending = ending_words(after)
    if ending is None:
        return tr().gettext("The game goes on.")
    if after.status == "tiebreak":
        return tr().gettext("This ends the game in a tie: %(ending)s.", ending=ending)
    return tr().gettext("This ends the game: %(ending)s.", ending=ending)


def _rank(after, shooter: int) -> tuple:
    """Winning beats sharing a win beats a tie-break, beats playing on, beats losing."""
    side = next(u for u in units(after.options, len(after.totals)) if shooter in u)
    others = [t for s, t in enumerate(after.totals) if s not in side]  # a partner is no rival
    margin = (min(others) if others else 0) - after.totals[shooter]
    if after.status == "finished":
        place = (4 if not after.draw else 3) if shooter in after.winners else 0
    elif after.status == "tiebreak":
        place = 2 if shooter in after.contenders else 0
    else:
        place = 1
    return (place, margin)


def _play(before, body: dict, at: float):
    after = before.branch()
    extend(after, Record(read_entry(body, len(before.players)), at))
    return after


def _outcome(after, names, choice, title, renege_penalty) -> Outcome:
    hand = after.hands[-1]
    rows = []
    for seat in hand.setup.participants:
        rows.append((names[seat], hand.scores[seat], after.totals[seat],
                     hand_marks(hand, seat, renege_penalty), hand.points[seat]))
    note = words_of(hand).note if hand.kind == "tiebreak" else ""
    return Outcome(choice, title, rows, _verdict(after), tiebreak=note)


def make_preview(before, body: dict, at: float | None = None) -> Preview:
    """Play `body` onto a copy of `before`; on a moon with a choice, play each choice."""
    names, options = before.players, before.options
    at = time.time() if at is None else at
    penalty = options["renege_penalty"]
    try:
        after = _play(before, {**body, "moon_choice": None}, at)
    except RuleError as error:
        if error.field != "moon_choice":
            return Preview(error=refusal_words(error), error_field=error.field)
        return _choices(before, body, at, refusal_words(error))
    hand = after.hands[-1]
    shooter = shooter_words(names, hand.moon) if hand.moon else None
    title = tr().gettext("After this hand") if hand.kind != "tiebreak" else words_of(hand).title
    return Preview(shooter=shooter, moon_words=moon_words(shooter, hand.moon.choice,
                                                          hand.moon.sun, hand.moon.safety)
                   if hand.moon else "", sun=bool(hand.moon and hand.moon.sun),
                   outcome=_outcome(after, names, None, title, penalty))


def _choices(before, body, at, question) -> Preview:
    names, options = before.players, before.options
    preview = Preview(moon_words=question)
    for choice in moon_choices(options["moon"]):
        try:
            after = _play(before, {**body, "moon_choice": choice}, at)
        except RuleError as error:
            return Preview(error=refusal_words(error), error_field=error.field)
        moon = after.hands[-1].moon
        shooter = moon.seat
        preview.shooter = shooter_words(names, moon)
        outcome = _outcome(after, names, choice,
                           moon_choice_title(choice, preview.shooter, moon.value),
                           options["renege_penalty"])
        outcome.rank = _rank(after, shooter)
        preview.choices.append(outcome)
        preview.moon_words = moon_question(options["moon"], preview.shooter, moon.value,
                                           moon.sun)
    ranked = sorted(preview.choices, key=lambda o: o.rank, reverse=True)
    preview.best = ranked[0].choice
    # Two equally good outcomes: pre-select the first, but call neither "better".
    preview.even = len(ranked) > 1 and ranked[0].rank == ranked[1].rank
    return preview
