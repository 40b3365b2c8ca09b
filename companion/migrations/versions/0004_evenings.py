"""Play again and series: a game knows the game it was started from, a group's games may
form a named series, and a group game may show the evening's standings on its big screen.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23

New nullable columns (and one boolean that defaults to false), so every existing row
stays as it was: no game follows another, no game is in a series. On SQLite the
group_game table is copied to take its new foreign key (nothing refers to it); the
game table never is (its hands would go with it).
"""
import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "group_series",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("length", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.Float(), nullable=False),
        sa.ForeignKeyConstraint(["group_id"], ["playgroup.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_group_series_group_id", "group_series", ["group_id"], unique=False)
    # A plain column, added in place: a foreign key on SQLite means copying the game
    # table, and dropping the old one would cascade-delete every hand.
    op.add_column("game", sa.Column("follows", sa.Integer(), nullable=True))
    op.create_index("one_next_game", "game", ["follows"], unique=True)
    with op.batch_alter_table("group_game") as batch:  # nothing refers to group_game
        batch.add_column(sa.Column("series_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("show_evening", sa.Boolean(), nullable=False,
                                   server_default=sa.false()))
        batch.create_foreign_key("fk_group_game_series", "group_series", ["series_id"],
                                 ["id"], ondelete="SET NULL")
        batch.create_index("ix_group_game_series_id", ["series_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("group_game") as batch:
        batch.drop_index("ix_group_game_series_id")
        batch.drop_constraint("fk_group_game_series", type_="foreignkey")
        batch.drop_column("show_evening")
        batch.drop_column("series_id")
    op.drop_index("one_next_game", table_name="game")
    op.drop_column("game", "follows")
    op.drop_index("ix_group_series_group_id", table_name="group_series")
    op.drop_table("group_series")
