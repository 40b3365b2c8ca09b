"""A deal of contracts, read back: the contract it played."""


def contract_of(setup, entry):
    """The contract a deal played: its schedule's, or the one its chooser named (None
    for a misdeal, a replayed deal or a game of penalty cards)."""
    if setup.contract is not None:
        return setup.contract
    return next((c for c in setup.choices if c.code == entry.contract), None)
