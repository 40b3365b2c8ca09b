"""Tables: a game (its setup, a copy of its options) and its hands as recorded.

Nothing derived is stored: totals, dealer, pass, status and winners come from
the rules engine's fold over the hands.
"""
from sqlalchemy import JSON, Column, Index, UniqueConstraint
from sqlmodel import Field, SQLModel


class GameBase(SQLModel):
    ruleset: str = Field(max_length=40)
    players: list = Field(sa_column=Column(JSON, nullable=False))
    options: dict = Field(sa_column=Column(JSON, nullable=False))
    first_dealer: int


class Game(GameBase, table=True):
    id: int | None = Field(default=None, primary_key=True)
    public_id: str = Field(max_length=64, unique=True, index=True)
    edit_token_hash: str = Field(max_length=64)
    started_at: float
    finished_after: int | None = None  # hand count when the table finished by hand
    version: int = 1  # changes with every write: the ETag of everything derived


class HandBase(SQLModel):
    number: int
    entry: dict = Field(sa_column=Column(JSON, nullable=False))
    recorded_at: float


class Hand(HandBase, table=True):
    __table_args__ = (UniqueConstraint("game_id", "number", name="one_hand_per_number"),
                      Index("one_hand_per_key", "game_id", "idempotency_key", unique=True))
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True, ondelete="CASCADE")
    # The client's Idempotency-Key of the write that made this hand what it is (a save
    # or a correction): the same write sent again is recognised, never made twice.
    # NULL for hands written without one; a unique index ignores NULLs on both engines.
    idempotency_key: str | None = Field(default=None, max_length=64)
    # The answers of the points check this hand needed (rules/checks.py), found once
    # when it was written: a fold reads them instead of searching again. A cache of
    # a pure function, filed by question, so it can never be stale, only missing.
    checked: dict | None = Field(default=None, sa_column=Column(JSON, nullable=True))
