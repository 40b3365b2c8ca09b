"""A compendium deal's setup (contracts.py, schedules.py): the contract the schedule says,
or the menu a declarer chooses from, and where the match stands."""
from .schedules import declarer_holds, menu, schedule


def dealer_rotation(options: dict, rotation: int) -> int:
    """How far the deal has gone round: a Barbu declarer deals all seven of theirs."""
    return rotation // declarer_holds(options)


def dress(setup, options: dict, seats: int, rotation: int, named) -> None:
    """Give the deal after `rotation` counted deals its contract, or its declarer's menu:
    the contracts `named` (per seat) not yet named by the dealer, who leads."""
    if setup.kind != "normal":
        return  # (a compendium game shares a tie: it has no tie-break deals)
    contracts = schedule(options, seats)
    if contracts and rotation < len(contracts):
        setup.contract, setup.deal, setup.deals = contracts[rotation], rotation + 1, len(contracts)
        setup.trump_chooser = setup.dealer if setup.contract.trumps else None
        return
    chosen = menu(options)
    if chosen and rotation < seats * len(chosen):
        done = named[setup.dealer] if named else ()
        setup.choices = tuple(contract for contract in chosen if contract.code not in done)
        setup.chooser = setup.dealer
        setup.deal, setup.deals = rotation + 1, seats * len(chosen)
        setup.first_lead_rule, setup.first_lead_seat = "declarer", setup.dealer


def contract_of(setup, entry):
    """The contract a deal played: its schedule's, or the one its declarer named (None
    for a misdeal, a replayed deal or a game of penalty cards)."""
    if setup.contract is not None:
        return setup.contract
    return next((c for c in setup.choices if c.code == entry.contract), None)
