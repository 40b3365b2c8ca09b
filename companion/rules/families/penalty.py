"""The games of penalty cards (docs/RULES.md): every hand scores the cards taken."""
from ..errors import RuleError
from .family import Family


class Penalty(Family):
    def check(self, options: dict, seats: int, setup_for) -> None:
        """Refuse options no hand can be played with: nothing to avoid, or a pass of the
        whole hand. Every table size the game may deal is checked: the full table, and the
        smaller tables of tie-break hands (down to two players)."""
        sizes = [seats] if options["tie"] == "draw" else range(seats, 1, -1)
        for players in sizes:
            setup = setup_for(options, players, 0, 0)
            if setup.positive_total <= 0:
                raise RuleError("no_points_in_play", "card_values", players=players, seats=seats)
            if players == seats and options["pass"] != "none" and \
                    options["pass_count"] >= setup.cards_each:
                raise RuleError("pass_count_too_many", "pass_count", seats=seats,
                                cards_each=setup.cards_each)
            if players == seats and options["pass"] == "scatter" and \
                    seats - 1 >= setup.cards_each:
                raise RuleError("scatter_too_few_cards", "pass", seats=seats,
                                cards_each=setup.cards_each)
        if options["pass"] == "left-right-2" and not 5 <= seats <= 6:
            raise RuleError("pass_cycle_for_five_or_six", "pass", seats=seats)
