"""The initial schema: games and their recorded hands.

Revision ID: 0001
Revises:
Create Date: 2025-01-01

Databases created before migrations existed (by `create_all`) have exactly this
schema; `companion.migrations.upgrade` stamps them with this revision.
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game",
        sa.Column("ruleset", sa.String(length=40), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("first_dealer", sa.Integer(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("public_id", sa.String(length=64), nullable=False),
        sa.Column("edit_token_hash", sa.String(length=64), nullable=False),
        sa.Column("started_at", sa.Float(), nullable=False),
        sa.Column("finished_after", sa.Integer(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_game_public_id", "game", ["public_id"], unique=True)
    op.create_table(
        "hand",
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("entry", sa.JSON(), nullable=False),
        sa.Column("recorded_at", sa.Float(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game_id", "number", name="one_hand_per_number"),
    )
    op.create_index("ix_hand_game_id", "hand", ["game_id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_hand_game_id", table_name="hand")
    op.drop_table("hand")
    op.drop_index("ix_game_public_id", table_name="game")
    op.drop_table("game")
