"""What the players took in a hand, checked against the deal: what each kind of hand
needs, every penalty card in play taken once, points that some sharing of the cards gives
(docs/RULES.md section 5)."""
from collections import Counter

from .checks import can_split
from .deal import HandSetup
from .entry import Entry
from .entry_fields import CONTRACT_FIELDS
from .errors import RuleError


def check_shape(entry: Entry, setup: HandSetup, names: list[str]) -> None:
    """What each kind of hand needs, and only seats that take part."""
    for seat, times in (Counter(entry.reneges) if entry.reneges else {}).items():
        if seat not in setup.participants:
            raise RuleError("renege_sits_out", "reneges", name=names[seat])
        # A seat listed twice reneged twice (13 each); at most once a trick.
        if times > setup.cards_each:
            raise RuleError("renege_too_often", "reneges", name=names[seat], times=times,
                            tricks=setup.cards_each)
    has_cards = bool(entry.captured and any(entry.captured.values()))
    # (a compendium deal's fields: contract_entry.py checks them against the contract)
    told = [name for name in CONTRACT_FIELDS if getattr(entry, name) is not None]
    if entry.kind == "misdeal":
        if has_cards or entry.points or entry.reneges or told:
            raise RuleError("misdeal_scores_nothing", "kind")
        return
    if entry.kind == "replay":
        if setup.kind == "tiebreak":
            raise RuleError("tiebreak_not_replayed", "kind")
        if not entry.reneges:
            raise RuleError("replay_needs_renege", "reneges")
        if has_cards or entry.points or told:
            raise RuleError("replay_scores_no_points", "kind")
        return
    if setup.by_contract:
        if entry.moon_choice is not None or entry.sun:
            field = "sun" if entry.sun else "moon_choice"
            raise RuleError("not_for_contract", field, what=field,
                            contract=setup.contract.code if setup.contract else "")
        return
    if told:
        raise RuleError("not_in_this_game", told[0], what=told[0])
    if entry.captured is not None and entry.points is not None:
        raise RuleError("cards_or_points_not_both", "points")
    if entry.captured is None and entry.points is None:
        raise RuleError("cards_or_points_needed", "captured")


def card_points(entry: Entry, setup: HandSetup, names: list[str]) -> list[int]:
    """Each seat's captured card points, once the entry is known to be complete."""
    if entry.points is not None:
        return _check_points(entry.points, setup, len(names))
    points = [0] * len(names)
    taken = Counter()
    values = setup.values  # (only cards in play have a value here)
    for seat, cards in entry.captured.items():
        if cards and seat not in setup.participants:
            raise RuleError("sits_out_takes_cards", "captured", name=names[seat])
        try:
            points[seat] += sum(map(values.__getitem__, cards))
        except KeyError:  # a card of no value here: the first one says why
            for card in cards:
                _check_in_play(card, setup)
            raise
        taken.update(cards)
    every_card_once(taken, setup.penalty_cards, setup.in_play)
    return points


def every_card_once(taken: Counter, cards: list[str], copies) -> None:
    """Each of `cards` (a card twice when two copies are in play) assigned as often as it
    is in play (`copies`: card -> copies): no more, and none left over."""
    for card, count in taken.items():
        if count > copies[card]:
            raise RuleError("card_assigned_too_often", "captured", card=card, times=count,
                            in_play=copies[card])
    if taken.total() < len(cards):  # none twice too many (above): some missing
        missing = [c for c in dict.fromkeys(cards) for _ in range(copies[c] - taken[c])]
        if len(missing) == 1:
            raise RuleError("card_not_assigned", "captured", card=missing[0])
        raise RuleError("cards_not_assigned", "captured", missing=missing,
                        assigned=len(cards) - len(missing), total=len(cards))


def _check_in_play(card: str, setup: HandSetup) -> None:
    if card in setup.removed and not setup.in_play[card]:
        raise RuleError("card_taken_out", "captured", card=card,
                        players=len(setup.participants))
    if card not in setup.values:
        raise RuleError("not_a_penalty_card", "captured", card=card)


def _check_points(points: list[int], setup: HandSetup, seats: int) -> list[int]:
    count = len(setup.participants)
    if len(points) != count:
        raise RuleError("points_count", "points", count=count, given=len(points))
    if sum(points) != setup.penalty_total:
        raise RuleError("points_do_not_add_up", "points", total=sum(points),
                        in_play=setup.penalty_total)
    cards = [setup.values[c] for c in setup.penalty_cards]
    if min(cards, default=0) >= 0 and min(points, default=0) < 0:
        raise RuleError("points_negative", "points")
    if not can_split(cards, points):
        raise RuleError("points_cannot_be_shared", "points")
    per_seat = [0] * seats
    for seat, p in zip(setup.participants, points):
        per_seat[seat] = p
    return per_seat
