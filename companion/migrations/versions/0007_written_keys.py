"""Every Idempotency-Key written is kept, with the hand it wrote and in the order written:
a correction no longer takes the key of the save before it (a phone whose answer to
that save was lost recognises its own hand), and `sync` answers every key, oldest first.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27

The hands' own column goes: each hand's key moves to the new table, ordered by hand
number (older than any key written after the upgrade, whose order is the game's
version). SQLite drops the column by copying the table (batch mode), hands and all;
PostgreSQL drops it in place. A downgrade gives each hand back its newest key.
"""
import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "written_key",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("entry", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game_id", "key", name="one_write_per_key"),
    )
    op.create_index("ix_written_key_game_id", "written_key", ["game_id"], unique=False)
    op.execute("INSERT INTO written_key (game_id, key, number, version, entry) "
               "SELECT game_id, idempotency_key, number, number, entry FROM hand "
               "WHERE idempotency_key IS NOT NULL")
    with op.batch_alter_table("hand") as hand:
        hand.drop_index("one_hand_per_key")
        hand.drop_column("idempotency_key")


def downgrade() -> None:
    with op.batch_alter_table("hand") as hand:
        hand.add_column(sa.Column("idempotency_key", sa.String(length=64), nullable=True))
        hand.create_index("one_hand_per_key", ["game_id", "idempotency_key"], unique=True)
    op.execute("UPDATE hand SET idempotency_key = (SELECT w.key FROM written_key w "
               "WHERE w.game_id = hand.game_id AND w.number = hand.number "
               "ORDER BY w.version DESC, w.id DESC LIMIT 1)")
    op.drop_index("ix_written_key_game_id", table_name="written_key")
    op.drop_table("written_key")
