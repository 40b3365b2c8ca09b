"""A compendium deal's entry checked against its contract (RULES-national section 6):
only the fields the contract asks for; tricks that add up to the deal's tricks; every
counted card given to one player; each named trick won by one player; a going-out order
of distinct players; a trump suit. Then its signed scores (contracts.part_scores)."""
from collections import Counter

from .aliases import also_asked, check_own_trump, left_holding
from .contracts import part_scores
from .deal import HandSetup
from .doubles import check_doubles, said_pairs, settled
from .entry import Entry
from .errors import RuleError
from .taken import every_card_once


def contract_scores(entry: Entry, setup: HandSetup, names: list[str],
                    no_trumps: bool) -> list[int]:
    """Each seat's signed score for the deal, or RuleError for an entry that cannot be."""
    contract, seats = setup.contract or chosen(entry, setup, names), len(names)
    # a declarer's deal also says which contract and who doubled whom
    asks = contract.asks() + (("contract", "doubles", "calls") if setup.choices else ())
    for name in entry.given():
        if name not in asks + also_asked(contract) and not (
                name == "counts" and contract.counted_alone):
            raise RuleError("not_for_contract", name, what=name, contract=contract.code)
    check_own_trump(entry, contract)
    if entry.capot is not None:
        return _capot(entry, contract, seats)
    if "trump" in asks:
        if entry.trump is None:
            raise RuleError("trump_needed", "trump")
        if entry.trump == "NT" and not no_trumps:
            raise RuleError("no_trumps_not_allowed", "trump")
        if entry.turn_up is not None and entry.turn_up[1] != entry.trump:
            raise RuleError("turn_up_not_trump", "turn_up", card=entry.turn_up)
    tricks_in_deal = setup.cards_each
    tricks = _tricks(entry, names, tricks_in_deal) if "tricks" in asks else None
    taken = _taken(entry, setup, contract, names) if "captured" in asks else {}
    winners = _winners(entry, contract.named_tricks(tricks_in_deal), names) \
        if "winners" in asks else {}
    order = _order(entry, contract.places, names) if "order" in asks else []
    last = left_holding(entry, names) if "last_out" in asks else None
    if tricks is not None:
        _fits_tricks(tricks, taken, winners, names, seats)
    scores = part_scores(contract, seats, tricks_in_deal, tricks, taken, winners, order, last)
    pairs, field = entry.doubles, "doubles"
    if entry.calls is not None:  # the calls made pairs; beside the pairs, they must agree
        field, pairs = "calls", said_pairs(entry.calls, setup.chooser,
                                           contract.declarer_doubled_only, seats)
        if entry.doubles is not None and sorted(entry.doubles) != sorted(pairs):
            raise RuleError("fields_disagree", "calls", what="calls", other="doubles")
    if not pairs:
        return scores
    check_doubles(pairs, setup.chooser, contract.declarer_doubled_only, names, field)
    return settled(scores, pairs)


def chosen(entry: Entry, setup: HandSetup, names: list[str]):
    """The contract the declarer named for this deal: one of those left to them."""
    left = {contract.code: contract for contract in setup.choices}
    if entry.contract is None:
        raise RuleError("contract_needed", "contract", name=names[setup.chooser],
                        choices=list(left))
    if entry.contract not in left:
        raise RuleError("contract_not_left", "contract", contract=entry.contract,
                        name=names[setup.chooser], choices=list(left))
    return left[entry.contract]


def _capot(entry: Entry, contract, seats: int) -> list[int]:
    """A capot announced: made, every other player scores its value; failed, the
    announcer does. The deal's cards are not scored, so nothing else is given."""
    others = [name for name in entry.given() if name != "capot"]
    if others:
        raise RuleError("capot_alone", others[0], what=others[0])
    by = entry.capot["by"]
    if entry.capot["made"]:
        return [0 if seat == by else contract.capot for seat in range(seats)]
    return [contract.capot if seat == by else 0 for seat in range(seats)]


def _tricks(entry: Entry, names: list[str], tricks_in_deal: int) -> list[int]:
    if entry.tricks is None:
        raise RuleError("tricks_needed", "tricks")
    if len(entry.tricks) != len(names):
        raise RuleError("tricks_count", "tricks", count=len(names), given=len(entry.tricks))
    if sum(entry.tricks) != tricks_in_deal:
        raise RuleError("tricks_do_not_add_up", "tricks", total=sum(entry.tricks),
                        tricks=tricks_in_deal)
    return entry.tricks


def _taken(entry: Entry, setup: HandSetup, contract, names: list[str]) -> dict[int, list[str]]:
    """seat -> the counted cards it took: from the cards, or from counts (one kind of
    card, each worth the same, so a count says as much)."""
    # (a card turned up for trumps is not played: it counts for nobody)
    counted = [card for card in contract.cards if setup.in_play[card] and card != entry.turn_up]
    if entry.captured is not None and entry.counts is not None:
        raise RuleError("cards_or_counts_not_both", "counts")
    if entry.counts is not None:
        if len(entry.counts) != len(names):
            raise RuleError("counts_count", "counts", count=len(names), given=len(entry.counts))
        if sum(entry.counts) != len(counted):
            raise RuleError("counts_do_not_add_up", "counts", total=sum(entry.counts),
                            cards=len(counted))
        # the count stands for that many of the cards: which ones does not change a score
        at = iter(counted)
        return {seat: [next(at) for _ in range(n)] for seat, n in enumerate(entry.counts)}
    if entry.captured is None:
        raise RuleError("contract_cards_needed", "captured", cards=counted)
    taken = Counter()
    for seat, cards in entry.captured.items():
        for card in cards:
            if card not in counted:
                raise RuleError("not_counted_in_contract", "captured", card=card,
                                contract=contract.code)
        taken.update(cards)
    every_card_once(taken, counted, dict.fromkeys(counted, 1))
    return {seat: cards for seat, cards in entry.captured.items()}


def _winners(entry: Entry, named: tuple[int, ...], names: list[str]) -> dict[int, int]:
    given = entry.winners or {}
    for number in given:
        if number not in named:
            raise RuleError("trick_not_named", "winners", trick=number, named=list(named))
    for number in named:
        if number not in given:
            raise RuleError("trick_winner_needed", "winners", trick=number)
    return given


def _order(entry: Entry, places: int, names: list[str]) -> list[int]:
    order = entry.order
    if order is not None and places == len(names) == len(order) + 1 \
            and len(set(order)) == len(order):  # every place scores: the last is who is left
        order = order + [next(s for s in range(len(names)) if s not in order)]
    if order is None or len(order) != places:
        raise RuleError("out_order_places", "order", places=places,
                        given=0 if order is None else len(order))
    for seat, times in Counter(order).items():
        if times > 1:
            raise RuleError("out_order_twice", "order", name=names[seat])
    return order


def _fits_tricks(tricks, taken, winners, names, seats) -> None:
    """What a player took must fit the tricks they won: named tricks are among them,
    and a trick holds one card from each player."""
    won_named = Counter(winners.values())
    for seat in range(seats):
        if won_named[seat] > tricks[seat]:
            raise RuleError("named_tricks_more_than_tricks", "winners", name=names[seat],
                            named=won_named[seat], tricks=tricks[seat])
        held = len(taken.get(seat, ()))
        if held > tricks[seat] * seats:
            raise RuleError("cards_more_than_tricks_hold", "captured", name=names[seat],
                            cards=held, tricks=tricks[seat], most=tricks[seat] * seats)
