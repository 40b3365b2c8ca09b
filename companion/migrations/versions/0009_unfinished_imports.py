"""A group an import is still making is marked so (`importing_since`), and a group an
import killed outright left behind is deleted by the next import.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27

One nullable column: every group made before is complete (None).
"""
import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("playgroup", sa.Column("importing_since", sa.Float(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("playgroup", recreate="never") as batch:
        batch.drop_column("importing_since")
