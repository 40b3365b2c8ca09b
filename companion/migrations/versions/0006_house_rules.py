"""House rules: a table's own rules saved under a name, optionally filed in a group.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23

A new table only: no game row changes. A game started from house rules stores its
resolved options as every game does, so the house rules are never read again to play it.
"""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "house_rules",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("public_id", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("ruleset", sa.String(length=40), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.Float(), nullable=False),
        sa.ForeignKeyConstraint(["group_id"], ["playgroup.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_house_rules_public_id", "house_rules", ["public_id"], unique=True)
    op.create_index("ix_house_rules_group_id", "house_rules", ["group_id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_house_rules_group_id", table_name="house_rules")
    op.drop_index("ix_house_rules_public_id", table_name="house_rules")
    op.drop_table("house_rules")
