"""Rows written by older versions, made safe to show as they are read.

Older versions accepted any name, a lone surrogate included ("Ann\\ud800"), which
no UTF-8 page, cookie or JSON answer can carry. Every way a game is read goes
through the ORM, so a load hook repairs the names there, once, for every page
and the API alike. The row itself is left as it was (nothing is written on a read).
"""
from sqlalchemy import event
from sqlalchemy.orm.attributes import set_committed_value

from ..db.models import Game
from ..rules.names import readable


def _readable_players(game: Game, *_args) -> None:
    players = game.__dict__.get("players")
    if isinstance(players, list):
        safe = [readable(name) for name in players]
        if safe != players:
            set_committed_value(game, "players", safe)  # not a change to write back


event.listen(Game, "load", _readable_players)
event.listen(Game, "refresh", _readable_players)
