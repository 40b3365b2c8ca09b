"""A group keeps its time zone (the browser's, when the group is made), so its evenings
and games are dated where the table sits.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27

One nullable column: the groups made before keep none, and their days stay in UTC as
they were shown. SQLite adds a nullable column in place, as PostgreSQL does.
"""
import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("playgroup", sa.Column("time_zone", sa.String(length=64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("playgroup", recreate="never") as batch:
        batch.drop_column("time_zone")
