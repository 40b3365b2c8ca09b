"""A snapshot of each long game's folded state, so that a process that has not seen the
game reads it without playing every hand again (companion/games/snapshots.py).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23

A new table only: nothing existing changes. It starts empty; snapshots are made as
games are read.
"""
import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fold_snapshot",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("engine", sa.String(length=40), nullable=False),
        sa.Column("state", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id"),
    )


def downgrade() -> None:
    op.drop_table("fold_snapshot")
