"""Hands remember the Idempotency-Key of the write that made them, and the answers
of their points check.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23

A nullable column and a unique index on (game_id, idempotency_key): both engines
add them in place (no table copy), and NULLs never collide in a unique index.
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("hand", sa.Column("idempotency_key", sa.String(length=64), nullable=True))
    op.create_index("one_hand_per_key", "hand", ["game_id", "idempotency_key"], unique=True)
    op.add_column("hand", sa.Column("checked", sa.JSON(), nullable=True))


def downgrade() -> None:
    op.drop_column("hand", "checked")
    op.drop_index("one_hand_per_key", table_name="hand")
    op.drop_column("hand", "idempotency_key")
