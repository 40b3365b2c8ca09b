"""Snapshots of long games' folded states, in the database, shared by every process.

A process that has not seen a game's version (another process took the write, or this
one just started) reads its snapshot and plays only the hands after it, instead of
every hand from the first. A snapshot is a cache, never a source: it holds what the
fold of the hands it covers gives (games/state_values.py), it is made again by any process
that finds none, and a correction or an undo of a hand it covers deletes it in the
same transaction. It is made by reads, never by writes (a write stays the cost of its
own hand): a read that played STEP hands or more on top of the snapshot keeps a new one,
under the game's row lock and only if no write landed since it read the hands. One
per game, the newest; one made by other rules (another release) is ignored.
"""
import functools
import hashlib
import json
import struct
import zlib
from pathlib import Path

from sqlalchemy import delete, update
from sqlalchemy.exc import DBAPIError
from sqlmodel import select

from .. import db, rules
from ..db.models import FoldSnapshot, Game
from ..rules import extend, finish
from .state_values import FORMAT, restored, saved
from .writing import fold_game, recorded

STEP = 100  # hands played on top of a snapshot before a read keeps a newer one
CHUNK = 256  # hands' texts compressed together: reading one hand unpacks its chunk alone


@functools.cache
def engine_mark() -> str:
    """The rules' source and the snapshot's format: a release that changes either
    ignores the snapshots of the one before."""
    digest = hashlib.sha256(str(FORMAT).encode())
    here = Path(__file__).parent  # and the store's kept hands, restore and correction
    for path in sorted(Path(rules.__file__).parent.glob("*.py")) + [
            here / "columns.py", here / "state_values.py", here / "correction.py"]:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def folded(s, game: Game):
    """(state, how many hands were played on top of the snapshot): the game's state from
    its snapshot, if it has one made by these rules, and the hands after it."""
    state = _restored(s, game)
    base = len(state.hands) if state is not None else 0
    if state is None:
        state = fold_game(game, None, [])
    elif game.finished_after == base and state.status == "playing":
        finish(state)  # the table finished after the snapshot was made
    for record in recorded(s, game, base):
        extend(state, record)
        if game.finished_after == len(state.hands) and state.status == "playing":
            finish(state)  # as the fold does
    return state, len(state.hands) - base


def _restored(s, game: Game):
    row = s.execute(select(FoldSnapshot.engine, FoldSnapshot.state)
                    .where(FoldSnapshot.game_id == game.id)).first()
    if row is None or row.engine != engine_mark():
        return None
    return restored(game.players, game.options, game.first_dealer, game.started_at,
                    unpacked(row.state))


def packed(kept: dict) -> bytes:
    """The saved state as stored: its values and columns (zlib'd JSON, its length first),
    then the hands' texts in chunks of CHUNK hands, each zlib'd apart."""
    texts = kept.pop("texts")
    chunks = [zlib.compress("\n".join(texts[at:at + CHUNK]).encode(), 1)
              for at in range(0, len(texts), CHUNK)]  # (a JSON text holds no raw newline)
    kept["chunks"] = [len(chunk) for chunk in chunks]
    head = zlib.compress(json.dumps(kept, separators=(",", ":")).encode(), 1)
    return b"".join([struct.pack(">I", len(head)), head, *chunks])


def unpacked(blob: bytes) -> dict:
    """What `packed` stored; the texts unpacked a chunk at a time when first read."""
    (size,) = struct.unpack_from(">I", blob)
    kept = json.loads(zlib.decompress(blob[4:4 + size]))
    kept["texts"] = _Texts(blob, 4 + size, kept.pop("chunks"))
    return kept


class _Texts:
    """The hands' texts of a stored snapshot, by index; a chunk is unpacked once."""

    def __init__(self, blob: bytes, start: int, sizes: list[int]):
        self.blob, self.starts, self.sizes, self.read = bytes(blob), [], sizes, {}
        for size in sizes:
            self.starts.append(start)
            start += size

    def __getitem__(self, at: int) -> str:
        chunk, within = divmod(at, CHUNK)
        texts = self.read.get(chunk)
        if texts is None:
            start = self.starts[chunk]
            texts = self.read.setdefault(chunk, zlib.decompress(
                self.blob[start:start + self.sizes[chunk]]).decode().split("\n"))
        return texts[within]


def keep(game: Game, version: int, state) -> None:
    """Store `state` as the game's snapshot, if the game is still at `version` (the
    version the state was folded at): the game's row is locked first, so a write
    landing now waits and then deletes it if it must. A cache: a failure is let go."""
    packed_state = packed(saved(state))
    try:
        with db.session() as s:
            still = s.execute(update(Game).where(Game.id == game.id, Game.version == version)
                              .values(version=Game.version))  # the row lock, no change
            if still.rowcount != 1:
                return  # a write landed: the next read makes it
            s.execute(delete(FoldSnapshot).where(FoldSnapshot.game_id == game.id))
            s.add(FoldSnapshot(game_id=game.id, hands=len(state.hands), engine=engine_mark(),
                               state=packed_state))
            s.commit()
    except DBAPIError:
        pass  # (a lock that timed out, say): this read still answers


def forget(s, game: Game, number: int) -> None:
    """Hand `number` changes or goes (a correction, an undo): a snapshot holding it goes
    too, in the same transaction."""
    s.execute(delete(FoldSnapshot).where(FoldSnapshot.game_id == game.id,
                                         FoldSnapshot.hands >= number))
