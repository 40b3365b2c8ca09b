"""Groups: the people who play together, across games and evenings (API.md, "Groups").

service: making, finding and locking a group. filing: a new game filed in it.
players: seating, renaming and merging its players, names that nearly match.
board: reading a group with its statistics (stats).
transfer: the group's JSON export and its import. csvfile: a game's CSV.
"""
from .board import current_version, head_to_head, read
from .filing import Filing
from .players import near_matches, update_player, usual_order
from .service import GroupForbidden, GroupUnauthorized, create_group

__all__ = ["Filing", "GroupForbidden", "GroupUnauthorized", "create_group", "current_version",
           "head_to_head", "near_matches", "read", "update_player", "usual_order"]
