"""A compendium game's score sheet (RULES-national 1.8): one row per deal in the
schedule's order with the deal's own name (a trump deal with its suit), the minus deals'
subtotal, the plus deals' subtotal and the result; each row checked against the deal's
total. Deals still to play are rows without scores, so the sheet shows where the match
stands; a misdeal is a row of its own that moves nothing."""
from dataclasses import dataclass

from ...rules.cards import SUIT_SYMBOLS
from ...rules.compendium import contract_of
from ...rules.games import family_of
from ...rules.halves import halves
from ...words import tr
from ...words.contracts import contract_meaning, own_name


@dataclass
class SheetRow:
    kind: str  # "deal", "misdeal", "replay", "to-play", "minus", "plus", "result"
    name: str  # the deal's own name ("bez lew"), or the subtotal's
    gloss: str  # what it means in the reader's words
    cells: list[int | None]  # each player's score (None: still to play)
    number: int | None = None  # the hand's number, to correct it
    trump: str = ""  # a trump deal's suit symbol
    total: int | None = None  # the row's sum
    expected: int | None = None  # what the deal adds up to
    lang: str = ""  # the language of the deal's own name ("pl"), for the page to mark

    @property
    def adds_up(self) -> bool:
        return self.expected is None or self.total == self.expected


def compendium_sheet(state) -> list[SheetRow] | None:
    """The sheet (None for a small game: one contract every deal, the usual history)."""
    family = family_of(state.options)
    seats = len(state.players)
    if family.sheet is None:
        return None
    if family.sheet == "played":  # the deals as played (Bonken's match sums to 0)
        return [_hand_row(hand, contract_of(hand.setup, hand.entry))
                for hand in state.hands] + [_result(state)]
    if family.sheet == "declarers":  # each declarer names every contract: a block each
        return _declarers_sheet(state, family.match_length(state.options, seats) // seats) \
            + [_result(state)]
    contracts = family.contracts(state.options, seats)
    by_deal: dict[int, list] = {}
    for hand in state.hands:
        by_deal.setdefault(hand.setup.deal, []).append(hand)
    rows = []
    # subtotals where the match is two halves, the minus deals then the plus deals (Kierki)
    sums = halves(state)
    for deal, contract in enumerate(contracts, start=1):
        hands = by_deal.get(deal, [])
        for hand in hands:
            rows.append(_hand_row(hand, contract))
        if not any(h.kind == "normal" for h in hands):
            rows.append(SheetRow("to-play", own_name(contract), _meaning(contract),
                                 [None] * seats, lang=contract.language))
        following = contracts[deal] if deal < len(contracts) else None
        if sums and contract.negative and (following is None or not following.negative):
            rows.append(_subtotal("minus", sums[0]))
    if sums:
        rows.append(_subtotal("plus", sums[1]))
    return rows + [_result(state)]


def _result(state) -> SheetRow:
    return SheetRow("result", tr().pgettext("score sheet", "Result"), "", list(state.totals),
                    total=sum(state.totals))


def _declarers_sheet(state, per_declarer: int) -> list[SheetRow]:
    """Barbu: each declarer's deals together, in the order they declared, each block with
    its sum, checked once the declarer's seven contracts are played: what the menu adds
    up to (0 with 52 cards; the 32-card values do not balance)."""
    seats = len(state.players)
    blocks: dict[int, list] = {}
    for hand in state.hands:
        blocks.setdefault(hand.setup.chooser, []).append(hand)
    rows = []
    # what a declarer's seven deals add up to: the menu's totals, the same for each of them
    whole = sum(map(state.hands[0].setup.total_of,
                    family_of(state.options).contracts(state.options, seats))) \
        if state.hands else None
    for declarer, hands in blocks.items():
        sums = [0] * seats
        for hand in hands:
            rows.append(_hand_row(hand, contract_of(hand.setup, hand.entry)))
            sums = [a + b for a, b in zip(sums, hand.scores)]
        done = sum(hand.kind == "normal" for hand in hands)
        rows.append(SheetRow("declarer", tr().gettext(
            "%(name)s declared %(done)s of %(all)s", name=state.players[declarer], done=done,
            all=per_declarer), "", sums, total=sum(sums),
            expected=whole if done == per_declarer else None))
    return rows


def _meaning(contract) -> str:
    """What the deal means in the reader's words; nothing when the reader speaks the
    game's own language, where its name says it all (as words.contracts.contract_name)."""
    return "" if tr().locale == contract.language else contract_meaning(contract)


def _hand_row(hand, contract) -> SheetRow:
    setup = hand.setup
    expected = None
    if contract is None:  # a declarer's misdeal or replayed deal: nothing was named
        return SheetRow(hand.kind, tr().gettext("Deal %(n)s", n=setup.deal), "",
                        list(hand.scores), hand.number, total=sum(hand.scores))
    if hand.kind == "normal":
        expected = setup.total_of(contract)
    trump = hand.entry.trump or ""
    return SheetRow(hand.kind if hand.kind != "normal" else "deal", own_name(contract),
                    _meaning(contract), list(hand.scores), hand.number,
                    "NT" if trump == "NT" else SUIT_SYMBOLS.get(trump, ""),
                    sum(hand.scores), expected, contract.language)


def _subtotal(kind: str, cells: list[int]) -> SheetRow:
    t = tr()
    name = {"minus": t.pgettext("score sheet", "Minus deals"),
            "plus": t.pgettext("score sheet", "Plus deals")}[kind]
    return SheetRow(kind, name, "", list(cells), total=sum(cells))
