"""A recorded compendium deal as the entry form's answers: a correction opens with the
deal as it was saved (contract.py's questions, declarer.py's doubles)."""
from ...rules.compendium import contract_of
from .contract import questions_for
from .declarer import form_levels


def contract_answers(hand) -> dict:
    """A recorded compendium deal as form answers (a correction opens pre-filled)."""
    entry, setup = hand.entry, hand.setup
    answers: dict = {"renege": [str(s) for s in entry.reneges]}
    contract = contract_of(setup, entry)
    if contract is None or hand.kind in ("misdeal", "replay"):  # nothing was scored
        return answers
    if entry.trump:  # (a card turned up is its chip: Knaves)
        answers["trump"] = entry.turn_up or entry.trump
    if entry.capot is not None:  # (Polignac: it scored the deal alone)
        made = "made" if entry.capot["made"] else "failed"
        return {**answers, "capot": f"{entry.capot['by']}:{made}"}
    if setup.choices:
        answers["contract"] = contract.code
        answers.update(form_levels(entry, setup, contract))
    owner = {card: seat for seat, cards in (entry.captured or {}).items() for card in cards}
    if entry.counts is not None and len(contract.cards) == 1:  # the K♥ given as a count
        owner = {contract.cards[0]: entry.counts.index(1)}
    for q in questions_for(setup, contract):
        for seat in setup.participants:
            if q.kind == "tricks":
                answers[f"{q.key}_{seat}"] = str(entry.tricks[seat])
            elif q.kind == "count":
                n = entry.counts[seat] if entry.counts is not None else sum(
                    1 for c in q.cards if owner.get(c) == seat)
                answers[f"{q.key}_{seat}"] = str(n)
        if q.kind == "card" and q.cards[0] in owner:
            answers[q.key] = str(owner[q.cards[0]])
        elif q.kind == "winner":
            answers[q.key] = str((entry.winners or {}).get(q.number, ""))
        elif q.kind == "place" and entry.order and q.number <= len(entry.order):
            answers[q.key] = str(entry.order[q.number - 1])
        elif q.kind == "last" and entry.last_out is not None:
            answers[q.key] = str(entry.last_out)
    return answers
