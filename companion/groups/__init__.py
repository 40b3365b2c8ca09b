"""Groups: the people who play together, across games and evenings (API.md, "Groups").

service: making, finding and locking a group, replacing its edit token.
filing: a new game filed in it.
players: seating, renaming and merging its players; near: names that nearly match.
reading: a group with its statistics (stats).
export: the group's JSON export; replay: its import, every hand replayed (a game's CSV
and the import's words are companion/formats/).
imports: which imports are running (what one killed outright left is deleted then).
evenings, following: its evenings and series; play_again: the next game of an evening.
house_rules: a table's saved rules, a group's or a lone table's.
"""
from . import reading
from .reading import current_version, head_to_head, read
from .filing import Filing
from .near import near_matches
from .players import merge_player, update_player, usual_order
from .service import GroupForbidden, GroupUnauthorized, create_group, new_edit_token, rename_group

__all__ = ["Filing", "GroupForbidden", "GroupUnauthorized", "create_group", "current_version",
           "head_to_head", "init_app", "merge_player", "near_matches", "new_edit_token", "read",
           "rename_group", "update_player", "usual_order"]


def init_app(app) -> None:
    """What the group service keeps per app: its memo of groups' answers."""
    reading.init_app(app)
