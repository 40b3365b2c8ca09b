"""A compendium game's part of the state (docs/API.md section 2, "Compendium games"): each
deal's contract, a hand's contract fields, the score sheet's sums and a small game's
loser. Each kind of entry has one shape in every game (rules/aliases.py): a going-out
order is `order`, a trump suit `trump`, doubles the table's `calls`; a hand also answers
the older names an existing client reads (`last_out`, `doubles` as pairs)."""
from ..rules.aliases import own_trump
from ..rules.compendium import contract_of
from ..rules.doubles import hand_pairs
from ..rules.ending import past_end
from ..rules.entry import calls_json
from ..rules.entry_fields import pair_calls
from ..rules.halves import halves
from ..rules.games import family_of


def contract_json(setup, contract) -> dict:
    """What the deal's contract asks the table for and adds up to, so a client can build
    the entry and check a row itself: the fields to give ("counts" too where a count of
    the cards says as much as the cards), the row's total, and, only where the contract
    has them, the tricks it names, the going-out places it scores, the cards it counts
    and the trump suit it names itself (Bonken's)."""
    answer = {
        "code": contract.code, "deal": setup.deal, "deals": setup.deals,
        "asks": list(contract.asks()) + (["counts"] if contract.counted_alone else []),
        "trump_chooser": setup.trump_chooser,
        "total": setup.total_of(contract),
    }
    named = contract.named_tricks(setup.cards_each)
    if named:
        answer["named_tricks"] = list(named)
    if contract.places > 0:
        answer["places"] = contract.places
    # only the cards dealt count: a game dealt from a shorter pack leaves some out
    counted = [card for card in contract.cards if card in setup.dealt]
    if counted:
        answer["cards"] = counted
    if own_trump(contract):
        answer["trump"] = own_trump(contract)
    return answer


def menu_json(setup) -> dict:
    """A chooser's deal: the contracts left to the chooser. Its `code` is null until the
    entry names one, but for the last one left, which names itself."""
    return {"code": setup.choices[0].code if len(setup.choices) == 1 else None,
            "deal": setup.deal, "deals": setup.deals, "chooser": setup.chooser,
            "choices": [contract_json(setup, c) for c in setup.choices]}


def contract_entry_json(hand) -> dict:
    """A compendium deal's contract and place in the schedule, and the contract fields as
    the table gave them (only those it gave: a misdeal gives none); its `captured` and
    `points` keep their meaning, the cards given and the signed scores before reneges.
    A field given under one name is answered under the other too."""
    entry, setup = hand.entry, hand.setup
    played = setup.contract.code if setup.contract else entry.contract
    answer = {"contract": played, "deal": setup.deal, "entered_as": "contract"}
    pairs = hand_pairs(entry, setup)
    if pairs is not None:  # the calls as said (or as the pairs say them), and the pairs
        answer["doubles"] = [{"by": by, "of": of, "redoubled": again} for by, of, again in pairs]
        said = entry.calls if entry.calls is not None else [
            call for pair in pairs for call in pair_calls(pair)]
        answer["calls"] = calls_json(said)
    for name in ("tricks", "counts", "order", "trump", "last_out", "turn_up", "capot"):
        if getattr(entry, name) is not None:
            answer[name] = getattr(entry, name)
    if entry.winners is not None:  # JSON keys are strings, as `captured`'s seats
        answer["winners"] = {str(number): seat for number, seat in entry.winners.items()}
    contract = contract_of(setup, entry) if hand.kind == "normal" else None
    if contract is not None and own_trump(contract):
        answer["trump"] = own_trump(contract)
    if contract is not None and "last_out" in contract.asks():  # Bonken's domino
        answer["last_out"] = entry.order[-1] if entry.order else entry.last_out
        if not answer.get("order"):  # (an empty order beside last_out says it too)
            answer["order"] = [answer["last_out"]]
    return answer


def loser_json(state) -> list[int] | None:
    """A game the first to the end score loses (Polignac, Slobberhannes): once over, the
    seats on the highest total past it (two may reach it together); None in any other
    game, where the key is left out."""
    if not family_of(state.options).has_loser:
        return None
    if state.status != "finished" or not past_end(state.options, state.totals):
        return []  # (a game the table stopped before anyone reached the end score)
    worst = max(state.totals)
    return [seat for seat, total in enumerate(state.totals) if total == worst]


def sheet_json(state) -> dict | None:
    """The score sheet's sums (rules/halves.py): each seat's minus deals (minusy), plus
    deals (plusy) and result (wynik, the totals); None for a game without the two halves."""
    sums = halves(state)
    if sums is None:
        return None
    return {"minus": sums[0], "plus": sums[1], "result": list(state.totals)}
