"""The hand-entry form: reading the answers to its questions (hand_questions.py).

By player (a big table), a blank is 0 and "the rest" gives one player whatever
nobody else took. The live check and what is filled in are hand_check.py's;
nothing here scores (see hand_preview.py).
"""
from dataclasses import dataclass, field

from ...rules.numbers import whole
from .check import check, fill_in
from .questions import Group, by_player, groups_for


def _int(text):
    """A form's whole number of at most 6 digits; anything else is no answer."""
    return whole(text, -999_999, 999_999, text=True)


@dataclass
class EntryForm:
    """What the scorer has entered so far, with the live check."""
    mode: str  # "cards" or "points"
    groups: list[Group]
    participants: list[int]
    names: list[str]
    by_player: bool = False
    choice: dict[str, int | None] = field(default_factory=dict)  # card group -> seat
    choice_auto: dict[str, int] = field(default_factory=dict)  # filled in: the moon's cards
    counts: dict[str, dict[int, int | None]] = field(default_factory=dict)
    auto: dict[str, dict[int, int]] = field(default_factory=dict)  # filled in: {seat: n}
    rest: int | None = None  # by player: who took whatever nobody else did
    points: dict[int, int | None] = field(default_factory=dict)
    points_auto: dict[int, int] = field(default_factory=dict)
    penalty_total: int = 0
    bonus: bool = False  # some card counts below 0: points left over need not be 0
    moon: bool = False  # this hand can be a moon: the shooter's single cards are filled in
    reneges: list[int] = field(default_factory=list)
    moon_choice: str | None = None
    sun: bool = False  # the table ticked "won every trick"
    checks: list[tuple[bool, str]] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return all(ok for ok, _ in self.checks)

    def count_of(self, key: str, seat: int):
        """The count shown for a seat: entered, or filled in."""
        entered = self.counts[key].get(seat)
        auto = self.auto.get(key, {})
        if seat in auto and (entered is None or self.by_player):
            return auto[seat] if not self.by_player else (entered or 0) + auto[seat]
        return entered

    def is_auto(self, key: str, seat: int) -> bool:
        return seat in self.auto.get(key, {})

    def chosen(self, key: str):
        """Who took a single card: the scorer's answer, or the one filled in."""
        seat = self.choice.get(key)
        return seat if seat is not None else self.choice_auto.get(key)

    def taken(self, seat: int) -> int:
        """By player: the points of the cards a player took so far (shown in their row)."""
        return sum((self.count_of(g.key, seat) or 0) * g.value for g in self.groups)

    def points_of(self, seat: int):
        entered = self.points.get(seat)
        return entered if entered is not None else self.points_auto.get(seat)

    def body(self) -> dict:
        """The hand for the game service (captured cards or points, reneges, moon choice)."""
        body: dict = {"reneges": list(self.reneges)}
        if self.moon_choice:
            body["moon_choice"] = self.moon_choice
        if self.sun:
            body["sun"] = True
        if self.mode == "points":
            body["points"] = [self.points_of(s) or 0 for s in self.participants]
            return body
        captured = {str(s): [] for s in self.participants}
        for group in self.groups:
            if group.kind == "card" and self.chosen(group.key) is not None:
                captured[str(self.chosen(group.key))] += group.cards
            elif group.kind == "count":
                left = list(group.cards)  # equal-valued cards: assign them in order
                for seat in self.participants:
                    n = min(self.count_of(group.key, seat) or 0, len(left))
                    captured[str(seat)] += left[:n]
                    left = left[n:]
        body["captured"] = captured
        return body


def read_form(form, setup, names, mode: str, moon: bool = False) -> EntryForm:
    """Read posted answers (a MultiDict); fill in what is certain (hand_check.fill_in).
    `moon`: the game has a moon, so one player taking every count card takes the rest."""
    seats = setup.participants
    entry = EntryForm(mode, groups_for(setup), seats, names, by_player=by_player(setup),
                      penalty_total=setup.penalty_total,
                      bonus=setup.penalty_total != setup.positive_total,
                      moon=moon and setup.kind == "normal")
    blank = 0 if entry.by_player else None  # by player, an untouched card is not taken
    for group in entry.groups:
        if group.kind == "card":
            seat = _int(form.get(group.key))
            entry.choice[group.key] = seat if seat in seats else None
        else:
            entry.counts[group.key] = {
                s: _count(form.get(f"{group.key}_{s}"), len(group.cards), blank) for s in seats}
    rest = _int(form.get("rest"))
    entry.rest = rest if entry.by_player and rest in seats else None
    entry.points = {s: _int(form.get(f"p_{s}")) for s in seats}
    # each ticked chip is one renege: a player can renege twice in a hand
    entry.reneges = [s for s in map(_int, form.getlist("renege")) if s in seats]
    choice = form.get("moon_choice")
    entry.moon_choice = choice if choice in ("others", "self", "reset", "double") else None
    entry.sun = form.get("sun") == "1"
    fill_in(entry)
    check(entry)
    return entry


def _count(text, most, blank=None):
    n = _int(text)
    if n is None and (text is None or str(text).strip() == ""):
        return blank
    return n if n is not None and 0 <= n <= most else None


def from_hand(hand, names) -> dict:
    """A recorded hand as form answers (a correction opens pre-filled)."""
    entry, setup = hand.entry, hand.setup
    answers: dict = {"renege": [str(s) for s in entry.reneges]}
    if entry.moon_choice:
        answers["moon_choice"] = entry.moon_choice
    if entry.sun:
        answers["sun"] = "1"
    if entry.points is not None:
        answers.update({f"p_{s}": str(p) for s, p in zip(setup.participants, entry.points)})
        return answers
    owner = [(card, seat) for seat, cards in (entry.captured or {}).items() for card in cards]
    for group in groups_for(setup):
        if group.kind == "card":
            match = next((o for o in owner if o[0] == group.cards[0]), None)
            if match:
                owner.remove(match)
                answers[group.key] = str(match[1])
        else:
            for seat in setup.participants:
                n = sum(1 for card, s in owner if s == seat and card in group.cards)
                answers[f"{group.key}_{seat}"] = str(n)
    return answers
