"""A group counts its locks, and a game filed in it keeps the count it was filed under:
Play again files the next game in the group only while the group's token is the one
the game was filed with.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-07

Two columns, 0 for every row made before: which groups were locked before cannot be
known, so their games play again into the group as they did until their next lock.
"""
import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("playgroup", sa.Column("locks", sa.Integer(), nullable=False,
                                         server_default=sa.text("0")))
    op.add_column("group_game", sa.Column("filed_under", sa.Integer(), nullable=False,
                                          server_default=sa.text("0")))


def downgrade() -> None:
    with op.batch_alter_table("group_game", recreate="never") as batch:
        batch.drop_column("filed_under")
    with op.batch_alter_table("playgroup", recreate="never") as batch:
        batch.drop_column("locks")
