"""Times no page can show, which the import before the third hardening round wrote
(a game started or a hand recorded at 1e300, Infinity, -1e15), are made readable.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-07

A time is readable from 1970 until the year 9999 begins (a day short of what a date can
hold, for the time zones). An unreadable game start becomes its first readable hand's
time, else its group's making (when the import ran), else 1970; an unreadable hand's
time becomes its game's start. The games changed move on a version and lose their fold
snapshots, so nothing derived from the old times (summaries, folds) is read again.
Nothing to undo: the old values meant nothing.
"""
import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

LATEST = 253370764800.0  # 9999-01-01 UTC


def readable(column: str) -> str:
    """SQL true for a readable time (PostgreSQL's NaN is above every number: false)."""
    return f"({column} >= 0 AND {column} < {LATEST})"


def upgrade() -> None:
    connection = op.get_bind()
    changed = [row[0] for row in connection.execute(sa.text(
        f"SELECT id FROM game WHERE NOT {readable('started_at')} "
        f"UNION SELECT game_id FROM hand WHERE NOT {readable('recorded_at')}"))]
    if not changed:
        return
    op.execute(f"UPDATE game SET started_at = COALESCE("
               f"(SELECT min(h.recorded_at) FROM hand h WHERE h.game_id = game.id "
               f"AND {readable('h.recorded_at')}), "
               f"(SELECT p.created_at FROM group_game gg JOIN playgroup p "
               f"ON p.id = gg.group_id WHERE gg.game_id = game.id), 0) "
               f"WHERE NOT {readable('started_at')}")
    op.execute(f"UPDATE hand SET recorded_at = (SELECT g.started_at FROM game g "
               f"WHERE g.id = hand.game_id) WHERE NOT {readable('recorded_at')}")
    ids = sa.bindparam("ids", changed, expanding=True)
    connection.execute(sa.text("UPDATE game SET version = version + 1 WHERE id IN :ids")
                       .bindparams(ids))
    connection.execute(sa.text("DELETE FROM fold_snapshot WHERE game_id IN :ids")
                       .bindparams(ids))


def downgrade() -> None:
    pass
