"""The scorer's table: the screen between hands, the referee panel, the history, the
evening, sharing, and what the phone keeps for when the network drops."""
