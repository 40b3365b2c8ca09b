"""The sums of a compendium score sheet (RULES-national 1.8): where a match is its minus
deals, then its plus deals (Kierki), each seat's sum of either half, the sheet's
*minusy* and *plusy*. The page's sheet (pages/table/compendium_sheet.py) and the API's
`sheet` (formats/contract_json.py) both take them from here."""
from .games import family_of


def two_halves(contracts) -> bool:
    """Is the schedule its minus deals, then its plus deals? Not a schedule of one sign
    (kierki zwykłe), of four series (the short scale) or of signs mixed (Herzeln)."""
    signs = [contract.negative for contract in contracts]
    return len(set(signs)) == 2 and signs == sorted(signs, reverse=True)


def halves(state) -> tuple[list[int], list[int]] | None:
    """(minus, plus): each seat's sum of the scores of the deals played in either half,
    a renege's penalty and a misdeal's nothing included; None without two halves."""
    family = family_of(state.options)
    contracts = family.contracts(state.options, len(state.players))
    if family.sheet != "schedule" or not two_halves(contracts):
        return None  # (a menu's deals are not in its order; the small games keep no sheet)
    minus, plus = [0] * len(state.players), [0] * len(state.players)
    for hand in state.hands:
        half = minus if contracts[hand.setup.deal - 1].negative else plus
        for seat, score in enumerate(hand.scores):
            half[seat] += score
    return minus, plus
