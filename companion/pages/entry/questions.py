"""The questions of the hand-entry form, from the hand's deal.

Cards of the same suit and value (all hearts worth 1) are asked as a count per
player: any assignment of that many cards scores the same, so concrete cards
are assigned in order. Every other penalty card is asked as "who took it?".
A big table with many penalty cards (Black Lady for 7 to 10, two decks) is
asked the other way round, one row per player: every kind of card is a count.
"""
from collections import Counter
from dataclasses import dataclass

from ...rules.cards import rank_index
from ...words import SUITS, card_label, suit_name, tr

COUNT_FROM = 3  # this many alike cards are asked as a count
BY_PLAYER_FROM = 7  # players from which many single cards are asked a row per player
# By player, a kind with this many copies is picked from a menu (a tap to open it, one to
# pick) rather than counted a tap per copy: the 18 one-point hearts of two decks.
MENU_FROM = 5


@dataclass
class Group:
    key: str  # form key: "c0" (one card: who took it) or "n0" (a count per player)
    kind: str  # "card" or "count"
    cards: list[str]  # concrete cards, a card twice when two copies are in play
    title: str
    detail: str = ""
    short: str = ""  # the chip's label in the by-player rows: "Q♠", "10–A♥"
    value: int = 0

    @property
    def menu(self) -> bool:
        """By player: the copies are picked from a menu, not counted by taps."""
        return self.kind == "count" and len(self.cards) >= MENU_FROM


def _alike(setup) -> dict[tuple, list[str]]:
    alike: dict[tuple, list[str]] = {}
    for card in setup.penalty_cards:
        alike.setdefault((card[1], setup.values[card]), []).append(card)
    return alike


def by_player(setup) -> bool:
    """Many single-card questions at a big table: ask a row per player instead."""
    singles = sum(len(c) for c in _alike(setup).values() if len(c) < COUNT_FROM)
    return len(setup.participants) >= BY_PLAYER_FROM and singles >= 5


def groups_for(setup) -> list[Group]:
    """The questions for this hand: single cards first (highest value first), then counts;
    in the by-player layout every kind of card is a count, highest value first."""
    alike = _alike(setup)
    if by_player(setup):
        kinds = sorted(alike.items(), key=lambda kv: (kv[0][1] < 0, -kv[0][1]))
        return [_count_group(f"n{i}", setup, suit, value, cards)
                for i, ((suit, value), cards) in enumerate(kinds)]
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
        title = (tr().gettext("%(card)s (2nd copy)", card=card_label(card)) if seen[card] > 1
                 else card_label(card))
        groups.append(Group(f"c{i}", "card", [card], title,
                            tr().gettext("−%(value)s bonus", value=-setup.values[card])
                            if setup.values[card] < 0 else str(setup.values[card]),
                            card_label(card), setup.values[card]))
    for i, (suit, value, cards) in enumerate(counts):
        groups.append(_count_group(f"n{i}", setup, suit, value, cards))
    return groups


def _count_group(key, setup, suit, value, cards) -> Group:
    whole_suit = len(set(cards)) == sum(1 for c in setup.in_play if c[1] == suit)
    points = tr().ngettext("%(value)s point each", "%(value)s points each", abs(value), value=value)
    ranks = sorted(set(cards), key=rank_index)
    detail = points if whole_suit else tr().gettext("%(points)s: %(cards)s", points=points,
                                                    cards=" ".join(card_label(c) for c in ranks))
    symbol, name = SUITS[suit][0], suit_name(suit)
    kind = name if whole_suit else tr().ngettext(
        "%(value)s-point %(suit)s", "%(value)s-point %(suit)s", abs(value), value=value,
        suit=name.lower() if tr().english else name)
    if whole_suit:
        short = symbol
    elif len(ranks) == 1:
        short = card_label(ranks[0])
    else:
        short = f"{card_label(ranks[0])[:-1]}–{card_label(ranks[-1])}"
    return Group(key, "count", cards, f"{symbol} {kind}" if len(ranks) > 1 or whole_suit
                 else card_label(ranks[0]), detail, short, value)
