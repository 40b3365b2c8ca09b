"""Tables: a game (its setup, a copy of its options) and its hands as recorded.

Nothing derived is stored: totals, dealer, pass, status and winners come from
the rules engine's fold over the hands.
"""
from sqlalchemy import (JSON, Boolean, Column, ForeignKey, Index, Integer, LargeBinary,
                        UniqueConstraint, false, text)
from sqlmodel import Field, SQLModel


class GameBase(SQLModel):
    ruleset: str = Field(max_length=40)
    players: list = Field(sa_column=Column(JSON, nullable=False))
    options: dict = Field(sa_column=Column(JSON, nullable=False))
    first_dealer: int


class Game(GameBase, table=True):
    __table_args__ = (Index("one_next_game", "follows", unique=True),)
    id: int | None = Field(default=None, primary_key=True)
    public_id: str = Field(max_length=64, unique=True, index=True)
    edit_token_hash: str = Field(max_length=64)
    started_at: float
    finished_after: int | None = None  # hand count when the table finished by hand
    version: int = 1  # changes with every write: the ETag of everything derived
    # The game this one was started from by "Play again" (its next game, seen from there):
    # a fact of how the game began, never a copy of the other's state. At most one next
    # game per game (unique), so a second tap finds the first one's game.
    # No foreign key: adding one on SQLite copies the table, and its hands would go.
    follows: int | None = None


class HandBase(SQLModel):
    number: int
    entry: dict = Field(sa_column=Column(JSON, nullable=False))
    recorded_at: float


class Hand(HandBase, table=True):
    __table_args__ = (UniqueConstraint("game_id", "number", name="one_hand_per_number"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True, ondelete="CASCADE")
    # The answers of the points check this hand needed (rules/checks.py), found once
    # when it was written: a fold reads them instead of searching again. A cache of
    # a pure function, filed by question, so it can never be stale, only missing.
    checked: dict | None = Field(default=None, sa_column=Column(JSON, nullable=True))


class WrittenKey(SQLModel, table=True):
    """The client's Idempotency-Key of each write that made a hand (a save, a correction),
    with what it wrote: the same write sent again is recognised and never made twice, even
    after a correction replaced its hand, and a phone with hands waiting is told every key
    written, oldest first (companion/games/idempotency.py). Undoing a hand forgets its keys."""
    __tablename__ = "written_key"
    __table_args__ = (UniqueConstraint("game_id", "key", name="one_write_per_key"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True, ondelete="CASCADE")
    key: str = Field(max_length=64)
    number: int  # the hand it wrote
    version: int  # the game's version that write made: the order keys were written in
    entry: dict = Field(sa_column=Column(JSON, nullable=False))  # the hand as that write had it


class FoldSnapshot(SQLModel, table=True):
    """A game's folded state after its first `hands` hands (games/state_values.py, as zlib'd
    JSON): a cache any process may make again, so that reading a long game in a process
    that has not seen it does not play every hand again (companion/games/snapshots.py). A
    correction or undo of a hand it holds deletes it, in that write's transaction."""
    __tablename__ = "fold_snapshot"
    game_id: int = Field(foreign_key="game.id", primary_key=True, ondelete="CASCADE")
    hands: int
    engine: str = Field(max_length=40)  # the rules it was folded by: other rules, ignored
    state: bytes = Field(sa_column=Column(LargeBinary, nullable=False))


# --- Groups: the people who play together (docs/API.md section 9) --------------------------

class Group(SQLModel, table=True):
    """A circle of players across games: a public id reads it, its edit token writes.
    ("group" is an SQL keyword, hence the table's name.)"""
    __tablename__ = "playgroup"
    id: int | None = Field(default=None, primary_key=True)
    public_id: str = Field(max_length=64, unique=True, index=True)
    edit_token_hash: str = Field(max_length=64)
    name: str = Field(max_length=40)
    created_at: float
    # Bumped by every write to the group itself (a game filed, a player renamed or merged),
    # under which those writes are serialised. The group's version in the API is this plus
    # its games' versions, so it moves with any hand of any of its games too.
    version: int = 1
    last_player: int = 0  # the last player id given out: a merged player's id is never reused
    # The browser's IANA zone when the group was made ("Europe/Warsaw"): its evenings and
    # games are dated there (groups/zones.py). None: UTC.
    time_zone: str | None = Field(default=None, max_length=64)
    # When `companion import` began making this group, until its last game is in (then
    # None): a group an import killed outright (SIGKILL, a power cut) left behind is
    # known by it, and deleted once no import is running (groups/imports.py).
    importing_since: float | None = None
    # How many times the group was locked (a new edit token): Play again keeps a game's
    # next game in the group only while this is what it was when the game was filed.
    locks: int = Field(default=0, sa_column=Column(Integer, nullable=False,
                                                   server_default=text("0")))


class GroupPlayer(SQLModel, table=True):
    """One person of a group, known across games and spellings."""
    __tablename__ = "group_player"
    __table_args__ = (UniqueConstraint("group_id", "number", name="one_player_per_number"),
                      UniqueConstraint("group_id", "key", name="one_player_per_name"))
    id: int | None = Field(default=None, primary_key=True)
    group_id: int = Field(foreign_key="playgroup.id", ondelete="CASCADE")
    number: int  # the player's id in the API: 1, 2, 3… within the group
    name: str = Field(max_length=40)  # as shown now
    key: str = Field(max_length=160)  # rules.names.name_key(name): how seats find the player
    aliases: list = Field(sa_column=Column(JSON, nullable=False))  # earlier spellings


class GroupGame(SQLModel, table=True):
    """A game filed in a group, and which of the group's players sat in each seat.

    `summary` is what the group's statistics need of the game (groups/stats.py), made
    from the game's fold and filed under `summary_of`: the game's version and the
    rules engine it was folded with. A cache of a pure function of the game's rows,
    so never stale, only missing (any write to the game bumps its version)."""
    __tablename__ = "group_game"
    game_id: int = Field(foreign_key="game.id", primary_key=True, ondelete="CASCADE")
    group_id: int = Field(foreign_key="playgroup.id", index=True, ondelete="CASCADE")
    players: list = Field(sa_column=Column(JSON, nullable=False))  # player numbers by seat
    summary: dict | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    summary_of: str | None = Field(default=None, max_length=80)
    # The named series the game is part of ("Best of 5"), if any; Play again keeps it.
    series_id: int | None = Field(default=None, sa_column=Column(
        ForeignKey("group_series.id", ondelete="SET NULL"), nullable=True, index=True))
    # The scorer's choice: the big screen shows the evening's standings under the game's.
    show_evening: bool = Field(default=False, sa_column=Column(
        Boolean, nullable=False, server_default=false()))
    # The group's `locks` when the game was filed (groups/following.py, Play again).
    filed_under: int = Field(default=0, sa_column=Column(Integer, nullable=False,
                                                         server_default=text("0")))


class GroupSeries(SQLModel, table=True):
    """A named run of a group's games with standings of their own ("Best of 5"): a name,
    and how many games it lasts when it has a length (open-ended when not)."""
    __tablename__ = "group_series"
    id: int | None = Field(default=None, primary_key=True)
    group_id: int = Field(foreign_key="playgroup.id", index=True, ondelete="CASCADE")
    name: str = Field(max_length=40)
    length: int | None = None
    created_at: float


class GroupUndo(SQLModel, table=True):
    """What deleting a game from a group did, kept for a day to be put back (groups/
    deleting.py). The undo token is random and only its hash is kept, as edit tokens."""
    __tablename__ = "group_undo"
    token_hash: str = Field(max_length=64, primary_key=True)
    group_id: int = Field(foreign_key="playgroup.id", index=True, ondelete="CASCADE")
    record: dict = Field(sa_column=Column(JSON, nullable=False))
    made_at: float = Field(index=True)


# --- House rules: a table's own rules under a name -------------------------------------

class HouseRules(SQLModel, table=True):
    """A table's rules under a name: a ruleset and only the options that differ from its
    preset. Its public id is the capability to read it (and to start a game with it); it
    is never changed once saved, so a link handed round means the same rules for ever.
    A game started from it copies the resolved options, as any game does."""
    __tablename__ = "house_rules"
    id: int | None = Field(default=None, primary_key=True)
    public_id: str = Field(max_length=64, unique=True, index=True)
    name: str = Field(max_length=40)
    ruleset: str = Field(max_length=40)
    options: dict = Field(sa_column=Column(JSON, nullable=False))  # the differences only
    # Filed in a group (its page lists them); NULL when kept on a phone.
    group_id: int | None = Field(default=None, sa_column=Column(
        ForeignKey("playgroup.id", ondelete="CASCADE"), nullable=True, index=True))
    created_at: float
