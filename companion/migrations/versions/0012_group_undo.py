"""A deleted group game's undo is kept on the server under a random token (its hash),
no longer signed into a token that anyone holding it could read.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-07

A new table; the signed tokens given out before are refused as stale (a day's life).
"""
import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "group_undo",
        sa.Column("token_hash", sa.String(length=64), primary_key=True),
        sa.Column("group_id", sa.Integer(),
                  sa.ForeignKey("playgroup.id", ondelete="CASCADE"), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
        sa.Column("made_at", sa.Float(), nullable=False))
    op.create_index("ix_group_undo_group_id", "group_undo", ["group_id"])
    op.create_index("ix_group_undo_made_at", "group_undo", ["made_at"])


def downgrade() -> None:
    op.drop_index("ix_group_undo_made_at", table_name="group_undo")
    op.drop_index("ix_group_undo_group_id", table_name="group_undo")
    op.drop_table("group_undo")
