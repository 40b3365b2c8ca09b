"""The hooks every family answers, with what a game of penalty cards says to each."""


class Family:
    by_contract = False  # its deals score a contract (contracts.py), not penalty cards
    # The general options (general.GENERAL) its games take besides their own; None: all
    takes: tuple[str, ...] | None = None
    # The figures that mean something in its games ("moons", "queens", "contracts")
    figures: tuple[str, ...] = ("moons", "queens")
    # A deal's setup depends on the hands before it (a menu: the contracts named so far)
    reads_hands = False
    doubles_owed = 0  # each other player must double the declarer this often (Barbu)
    # The first to the end score loses, rather than the lowest simply winning (Polignac,
    # Slobberhannes): the game answers its loser
    has_loser = False
    # How its score sheet is laid out (pages/table/compendium_sheet.py): "schedule" (a row
    # per deal of the schedule), "declarers" (each declarer's deals together), "played"
    # (the deals as played); None: the usual history
    sheet: str | None = None

    def highest_wins(self, options: dict) -> bool:
        """Does the highest total win (signed scores), or the lowest (penalties)?"""
        return False

    def dress(self, setup, options: dict, seats: int, rotation: int, named) -> None:
        """Give the deal after `rotation` counted deals its contract, or its chooser's menu
        (`named`: per seat, the contracts each has named so far)."""

    def dealer_rotation(self, options: dict, rotation: int) -> int:
        """How far the deal has gone round after `rotation` counted deals."""
        return rotation

    def match_length(self, options: dict, seats: int) -> int:
        """The counted deals a match has (0: it ends by its end rule)."""
        return 0

    def contracts(self, options: dict, seats: int) -> list:
        """Every contract a match may play, in its order (the sheet's, the words')."""
        return []

    def named(self, state) -> list[list[str]]:
        """Per seat, the contracts named so far, read off the hands ([]: nobody names)."""
        return []

    def reminders(self, options: dict, setup) -> list[tuple[str, int]] | None:
        """The deal's play rules as (code, count), or None: the penalty cards' reminders."""
        if setup.contract is not None:
            return list(setup.contract.notes)
        return None

    def check(self, options: dict, seats: int, setup_for) -> None:
        """Refuse options no deal can be played with (`setup_for`: deal.deal_setup)."""
