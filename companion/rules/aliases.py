"""The entry fields a deal may be given two ways, made one (docs/API.md section 3, "One
shape for each kind of entry"): a trump suit is `trump` in every game, Bonken's trump
contracts too, which name their suit themselves; a going-out order is `order` in every
game, Bonken's domino too, whose one scoring place is the last: the last seat of its
`order` is the one left holding cards (`last_out`, the older name, still taken). Given
both ways, the two must say the same."""
from collections import Counter

from .errors import RuleError


def own_trump(contract) -> str | None:
    """The trump suit a contract names itself (Bonken's "clubs" ... "no-trumps"; its
    declaration says it)."""
    return contract.suit


def also_asked(contract) -> tuple[str, ...]:
    """The fields a deal of this contract takes under their one name beside those it
    asks for: `trump` where the contract names it, `order` where the last out scores."""
    return (("trump",) if own_trump(contract) else ()) + (
        ("order",) if "last_out" in contract.asks() else ())


def check_own_trump(entry, contract) -> None:
    """A trump suit given with a contract that names its own must be that one."""
    suit = own_trump(contract)
    if suit is not None and entry.trump is not None and entry.trump != suit:
        raise RuleError("fields_disagree", "trump", what="trump", other="contract")


def left_holding(entry, names: list[str]) -> int:
    """The one left holding cards: the last of the going-out order (it may be given from
    anywhere up to its end, each seat once), or `last_out`."""
    if not entry.order:
        if entry.last_out is None:
            raise RuleError("last_out_needed", "order" if entry.order is not None else "last_out")
        return entry.last_out
    for seat, times in Counter(entry.order).items():
        if times > 1:
            raise RuleError("out_order_twice", "order", name=names[seat])
    if entry.last_out is not None and entry.last_out != entry.order[-1]:
        raise RuleError("fields_disagree", "last_out", what="last_out", other="order")
    return entry.order[-1]
