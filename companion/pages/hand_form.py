"""The hand-entry form: which questions to ask, reading the answers, the live check.

Cards of the same suit and value (all hearts worth 1) are asked as a count per
player: any assignment of that many cards scores the same, so concrete cards
are assigned in order. Every other penalty card is asked as "who took it?".
Nothing here scores: the rules engine does that (see hand_preview.py).
"""
from collections import Counter
from dataclasses import dataclass, field

from ..rules import label
from ..rules.cards import rank_index
from ..words import SUITS

COUNT_FROM = 3  # this many alike cards are asked as a count


@dataclass
class Group:
    key: str  # form key: "c0" (one card: who took it) or "n0" (a count per player)
    kind: str  # "card" or "count"
    cards: list[str]  # concrete cards, a card twice when two copies are in play
    title: str
    detail: str = ""


def groups_for(setup) -> list[Group]:
    """The questions for this hand: single cards first (highest value first), then counts."""
    alike: dict[tuple, list[str]] = {}
    for card in setup.penalty_cards:
        alike.setdefault((card[1], setup.values[card]), []).append(card)
    singles, counts = [], []
    for (suit, value), cards in alike.items():
        if len(cards) >= COUNT_FROM:
            counts.append((suit, value, cards))
        else:
            singles.extend(cards)
    singles.sort(key=lambda c: (setup.values[c] < 0, -setup.values[c]))
    groups, seen = [], Counter()
    for i, card in enumerate(singles):
        seen[card] += 1
        copy = " (2nd copy)" if seen[card] > 1 else ""
        groups.append(Group(f"c{i}", "card", [card], f"{label(card)}{copy}",
                            f"{setup.values[card]:+d}" if setup.values[card] < 0
                            else str(setup.values[card])))
    for i, (suit, value, cards) in enumerate(counts):
        whole_suit = len(set(cards)) == sum(1 for c in setup.in_play if c[1] == suit)
        points = f"{value} point{'s' if abs(value) != 1 else ''} each"
        ranks = sorted(set(cards), key=rank_index)
        detail = points if whole_suit else f"{points}: " + " ".join(label(c) for c in ranks)
        symbol, suit_name = SUITS[suit]
        kind = suit_name if whole_suit else f"{value}-point {suit_name.lower()}"
        groups.append(Group(f"n{i}", "count", cards, f"{symbol} {kind}", detail))
    return groups


def _int(text):
    """A form's whole number of at most 6 digits; anything else is no answer."""
    text = "" if text is None else str(text).strip()
    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 6:
        return None
    return int(text)


@dataclass
class EntryForm:
    """What the scorer has entered so far, with the live check."""
    mode: str  # "cards" or "points"
    groups: list[Group]
    participants: list[int]
    names: list[str]
    choice: dict[str, int | None] = field(default_factory=dict)  # card group -> seat
    counts: dict[str, dict[int, int | None]] = field(default_factory=dict)
    auto: dict[str, tuple[int, int]] = field(default_factory=dict)  # filled-in (seat, n)
    points: dict[int, int | None] = field(default_factory=dict)
    points_auto: tuple[int, int] | None = None
    penalty_total: int = 0
    reneges: list[int] = field(default_factory=list)
    moon_choice: str | None = None
    checks: list[tuple[bool, str]] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return all(ok for ok, _ in self.checks)

    def count_of(self, key: str, seat: int):
        """The count shown for a seat: entered, or filled in (the last player)."""
        entered = self.counts[key].get(seat)
        if entered is None and key in self.auto and self.auto[key][0] == seat:
            return self.auto[key][1]
        return entered

    def body(self) -> dict:
        """The hand for the game service (captured cards or points, reneges, moon choice)."""
        body: dict = {"reneges": list(self.reneges)}
        if self.moon_choice:
            body["moon_choice"] = self.moon_choice
        if self.mode == "points":
            auto = dict([self.points_auto]) if self.points_auto else {}
            body["points"] = [self.points.get(s) if self.points.get(s) is not None
                              else auto.get(s, 0) for s in self.participants]
            return body
        captured = {str(s): [] for s in self.participants}
        for group in self.groups:
            if group.kind == "card" and self.choice.get(group.key) is not None:
                captured[str(self.choice[group.key])] += group.cards
            elif group.kind == "count":
                left = list(group.cards)  # equal-valued cards: assign them in order
                for seat in self.participants:
                    n = min(self.count_of(group.key, seat) or 0, len(left))
                    captured[str(seat)] += left[:n]
                    left = left[n:]
        body["captured"] = captured
        return body


def read_form(form, setup, names, mode: str) -> EntryForm:
    """Read posted answers (a MultiDict); fill in the last player where that is certain."""
    seats = setup.participants
    entry = EntryForm(mode, groups_for(setup), seats, names, penalty_total=setup.penalty_total)
    for group in entry.groups:
        if group.kind == "card":
            seat = _int(form.get(group.key))
            entry.choice[group.key] = seat if seat in seats else None
        else:
            entry.counts[group.key] = {s: _count(form.get(f"{group.key}_{s}"), len(group.cards))
                                       for s in seats}
    entry.points = {s: _int(form.get(f"p_{s}")) for s in seats}
    # each ticked chip is one renege: a player can renege twice in a hand
    entry.reneges = [s for s in map(_int, form.getlist("renege")) if s in seats]
    choice = form.get("moon_choice")
    entry.moon_choice = choice if choice in ("others", "self", "reset", "double") else None
    fill_in(entry)
    check(entry)
    return entry


def _count(text, most):
    n = _int(text)
    return n if n is not None and 0 <= n <= most else None


def _last_one(values: dict[int, int | None], total: int):
    """(seat, value) for the only seat left empty, when the rest leaves it a sensible value."""
    empty = [s for s, v in values.items() if v is None]
    if len(empty) != 1 or len(values) < 2:
        return None
    rest = total - sum(v for v in values.values() if v is not None)
    return (empty[0], rest)


def fill_in(entry: EntryForm) -> None:
    for group in entry.groups:
        if group.kind == "count":
            last = _last_one(entry.counts[group.key], len(group.cards))
            if last and last[1] >= 0:
                entry.auto[group.key] = last
    entry.points_auto = _last_one(entry.points, entry.penalty_total)


def check(entry: EntryForm) -> None:
    """The live check: one line per question, ✓ when it is answered completely."""
    if entry.mode == "points":
        given = [entry.points[s] for s in entry.participants]
        if entry.points_auto:
            seat, value = entry.points_auto
            given[entry.participants.index(seat)] = value
        if None in given:
            missing = sum(v is None for v in given)
            entry.checks.append((False, f"Points still missing for {missing} players."))
        else:
            ok = sum(given) == entry.penalty_total
            entry.checks.append((ok, f"Points add up to {sum(given)} of {entry.penalty_total}."))
        return
    singles = [g for g in entry.groups if g.kind == "card"]
    open_cards = [g.title for g in singles if entry.choice.get(g.key) is None]
    if singles and open_cards:
        entry.checks.append((False, "Still to say who took " + ", ".join(open_cards) + "."))
    elif singles:
        taken = "; ".join(f"{g.title}: {entry.names[entry.choice[g.key]]}" for g in singles[:3])
        entry.checks.append((True, taken + (" …" if len(singles) > 3 else "") + "."))
    for group in (g for g in entry.groups if g.kind == "count"):
        counts = [entry.count_of(group.key, s) for s in entry.participants]
        assigned, total = sum(c or 0 for c in counts), len(group.cards)
        noun = group.title.split(" ", 1)[-1].lower()
        if assigned > total:
            entry.checks.append((False, f"{assigned} {noun} assigned, but only {total} are in play."))
        elif None in counts:
            entry.checks.append((False, f"{assigned} of {total} {noun} assigned: "
                                        "tap a number for each player."))
        else:
            entry.checks.append((assigned == total, f"{assigned} of {total} {noun} assigned."))


def from_hand(hand, names) -> dict:
    """A recorded hand as form answers (a correction opens pre-filled)."""
    entry, setup = hand.entry, hand.setup
    answers: dict = {"renege": [str(s) for s in entry.reneges]}
    if entry.moon_choice:
        answers["moon_choice"] = entry.moon_choice
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
