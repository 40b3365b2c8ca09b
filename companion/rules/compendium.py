"""A compendium deal's setup (contracts.py, schedules.py, menus.py): the contract the
schedule says, or the menu a chooser chooses from, and where the match stands."""
from .menus import declarer_holds, left_to, menu_deals, menu_of
from .schedules import schedule
from .small_games import repeated


def dealer_rotation(options: dict, rotation: int) -> int:
    """How far the deal has gone round: a Barbu declarer deals all seven of theirs."""
    return rotation // declarer_holds(options)


def dress(setup, options: dict, seats: int, rotation: int, named) -> None:
    """Give the deal after `rotation` counted deals its contract, or its chooser's menu:
    the contracts left to them after those `named` (per seat), and who leads."""
    if setup.kind != "normal":
        return  # (a compendium game shares a tie: it has no tie-break deals)
    every = repeated(options)
    if every is not None:  # a small game: the same contract every deal, no schedule
        setup.contract, setup.deal = every, rotation + 1
        return
    contracts = schedule(options, seats)
    if contracts and rotation < len(contracts):
        setup.contract, setup.deal, setup.deals = contracts[rotation], rotation + 1, len(contracts)
        setup.trump_chooser = setup.dealer if setup.contract.trumps else None
        return
    rules, deals = menu_of(options), menu_deals(options, seats)
    if rules and rotation < deals:
        setup.chooser = (setup.dealer + rules.chooser) % seats
        setup.choices = left_to(options, setup.chooser, named)
        setup.deal, setup.deals = rotation + 1, deals
        # Barbu's declarer deals and leads; Bonken's dealer leads, or (an option) the
        # player opposite the chooser
        lead = (setup.chooser + 2) % seats if options["bonken_lead"] == "opposite" \
            else setup.dealer
        setup.first_lead_rule, setup.first_lead_seat = "declarer", lead


def contract_of(setup, entry):
    """The contract a deal played: its schedule's, or the one its chooser named (None
    for a misdeal, a replayed deal or a game of penalty cards)."""
    if setup.contract is not None:
        return setup.contract
    return next((c for c in setup.choices if c.code == entry.contract), None)
