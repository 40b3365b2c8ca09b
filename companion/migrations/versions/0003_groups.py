"""Groups: the people who play together, their players, and the games filed in them.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23

Three new tables; the game and hand tables are not touched (a game's group is a row
of `group_game`, so a game's own reads and writes never see it).
"""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "playgroup",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("public_id", sa.String(length=64), nullable=False),
        sa.Column("edit_token_hash", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.Float(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("last_player", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_playgroup_public_id", "playgroup", ["public_id"], unique=True)
    op.create_table(
        "group_player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("key", sa.String(length=160), nullable=False),
        sa.Column("aliases", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["group_id"], ["playgroup.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("group_id", "key", name="one_player_per_name"),
        sa.UniqueConstraint("group_id", "number", name="one_player_per_number"),
    )
    op.create_table(
        "group_game",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("summary", sa.JSON(), nullable=True),
        sa.Column("summary_of", sa.String(length=80), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["group_id"], ["playgroup.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id"),
    )
    op.create_index("ix_group_game_group_id", "group_game", ["group_id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_group_game_group_id", table_name="group_game")
    op.drop_table("group_game")
    op.drop_table("group_player")
    op.drop_index("ix_playgroup_public_id", table_name="playgroup")
    op.drop_table("playgroup")
