"""Who stands where: occupancy and tackle-zone counts kept up to date as models move and fall.

Pathing and legal-action generation read these counts thousands of times per AI turn, so
they are maintained incrementally instead of being recounted.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Protocol

from samurai_bowl.engine.state.pieces import Piece, Skill, Status
from samurai_bowl.engine.state.pitch import Pitch, Side

EMPTY = -1
CLOSED = float("inf")  # ``Board.closed`` of a taken square: no chance of a path is above it


class BoardView(Protocol):
    """The board as callers outside the engine see it: who stands where and whose tackle zones
    cover a square, read-only. Only the rules move models (``Match.apply``)."""

    @property
    def pitch(self) -> Pitch: ...
    @property
    def occupant(self) -> Sequence[int]: ...
    @property
    def tz(self) -> tuple[Sequence[int], Sequence[int]]: ...
    @property
    def tackle_tz(self) -> tuple[Sequence[int], Sequence[int]]: ...
    @property
    def closed(self) -> Sequence[float]: ...  # CLOSED where a model stands, else 0.0
    def at(self, square: int) -> Piece | None: ...
    def adjacent(self, square: int, side: Side, standing: bool = True) -> Iterator[Piece]: ...
    def enemy_tz(self, side: Side) -> Sequence[int]: ...
    def assists(self, attacker: Piece, defender: Piece) -> tuple[int, int]: ...
    def block_strength(self, attacker: Piece, defender: Piece) -> tuple[int, int]: ...


class Board:
    def __init__(self, pitch: Pitch, pieces: Sequence[Piece]) -> None:
        self.pitch = pitch
        self.pieces = pieces if isinstance(pieces, list) else list(pieces)  # the match's own list
        self.occupant = [EMPTY] * pitch.size
        # closed[square]: CLOSED where a model stands, else 0.0; the path search starts from a copy
        self.closed = [0.0] * pitch.size
        # tz[side][square]: standing models of ``side`` whose tackle zone covers the square (R5.2)
        self.tz = ([0] * pitch.size, [0] * pitch.size)
        self.tackle_tz = ([0] * pitch.size, [0] * pitch.size)
        for piece in self.pieces:
            if piece.square is not None:
                square, piece.square = piece.square, None
                self.place(piece, square, piece.status)

    def copy(self, pieces: list[Piece]) -> Board:
        """This board over ``pieces``, a copy of its pieces in the same places."""
        twin = Board.__new__(Board)
        twin.pitch, twin.pieces, twin.occupant = self.pitch, pieces, self.occupant.copy()
        twin.closed = self.closed.copy()
        twin.tz = (self.tz[0].copy(), self.tz[1].copy())
        twin.tackle_tz = (self.tackle_tz[0].copy(), self.tackle_tz[1].copy())
        return twin

    # --- changes ----------------------------------------------------------------------
    def place(self, piece: Piece, square: int, status: Status = Status.STANDING) -> None:
        """Put an off-pitch model on a free square."""
        if piece.square is not None:
            raise ValueError(f"{piece!r} is already on the pitch")
        self._require_free(square)
        if not status.on_pitch:
            raise ValueError(f"a model placed on the pitch cannot be {status.value}")
        piece.square, piece.status = square, status
        self.occupant[square] = piece.index
        self.closed[square] = CLOSED
        self._zone(piece, +1)

    def remove(self, piece: Piece, status: Status) -> None:
        """Take a model off the pitch into a box (reserves, KO, casualty, dishonored)."""
        if status.on_pitch:
            raise ValueError(f"a model taken off the pitch cannot be {status.value}")
        if piece.square is not None:
            self._zone(piece, -1)
            self.occupant[piece.square] = EMPTY
            self.closed[piece.square] = 0.0
            piece.square = None
        piece.status = status

    def move(self, piece: Piece, square: int) -> None:
        if piece.square is None:
            raise ValueError(f"{piece!r} is not on the pitch")
        self._require_free(square)
        self._zone(piece, -1)
        self.occupant[piece.square] = EMPTY
        self.closed[piece.square] = 0.0
        piece.square = square
        self.occupant[square] = piece.index
        self.closed[square] = CLOSED
        self._zone(piece, +1)

    def set_status(self, piece: Piece, status: Status) -> None:
        """Stand up, fall over or turn face down/up on the same square."""
        if piece.square is None or not status.on_pitch:
            raise ValueError(f"{piece!r} cannot become {status.value} here")
        self._zone(piece, -1)
        piece.status = status
        self._zone(piece, +1)

    def _require_free(self, square: int) -> None:
        taken = self.at(square)
        if taken is not None:
            raise ValueError(f"square {self.pitch.xy(square)} is taken by {taken!r}")

    def _zone(self, piece: Piece, delta: int) -> None:
        if piece.status is not Status.STANDING or piece.square is None:
            return
        zone, tackle = self.tz[piece.side], self.tackle_tz[piece.side]
        has_tackle = piece.has(Skill.TACKLE)
        for square in self.pitch.neighbours[piece.square]:
            zone[square] += delta
            if has_tackle:
                tackle[square] += delta

    # --- queries ----------------------------------------------------------------------
    def at(self, square: int) -> Piece | None:
        index = self.occupant[square]
        return None if index == EMPTY else self.pieces[index]

    def adjacent(self, square: int, side: Side, standing: bool = True) -> Iterator[Piece]:
        """Models of ``side`` next to a square (standing ones only, unless told otherwise)."""
        for other in self.pitch.neighbours[square]:
            index = self.occupant[other]
            if index != EMPTY:
                piece = self.pieces[index]
                if piece.side is side and (piece.standing or not standing):
                    yield piece

    def enemy_tz(self, side: Side) -> list[int]:
        """Tackle-zone counts that ``side``'s models must dodge out of."""
        return self.tz[side.other]

    def assists(self, attacker: Piece, defender: Piece) -> tuple[int, int]:
        """(attacker's assists, defender's assists) for a block, R7.2.

        An attacking assist stands next to the target and in no defending tackle zone but the
        target's; a defending assist stands next to the attacker and in no attacking tackle zone
        but the attacker's.
        """
        assert attacker.square is not None and defender.square is not None
        return (
            self._helpers(defender.square, attacker, defender),
            self._helpers(attacker.square, defender, attacker),
        )

    def _helpers(self, around: int, helped: Piece, opponent: Piece) -> int:
        count = 0
        enemy_zone = self.tz[opponent.side]
        own = 1 if opponent.standing else 0  # the opponent's zone, on every square next to him
        for piece in self.adjacent(around, helped.side):
            if piece is helped or piece.square is None:
                continue
            if enemy_zone[piece.square] - own == 0:
                count += 1
        return count

    def block_strength(self, attacker: Piece, defender: Piece) -> tuple[int, int]:
        """Total ST on each side of a block: ST plus assists (R7.2, R7.3)."""
        for_attacker, for_defender = self.assists(attacker, defender)
        return attacker.st + for_attacker, defender.st + for_defender

    def recount(self) -> tuple[list[int], tuple[list[int], list[int]], tuple[list[int], list[int]]]:
        """Occupancy and zone counts rebuilt from scratch: the invariant the live ones must equal."""
        fresh = Board(self.pitch, [])
        for piece in self.pieces:
            if piece.square is not None:
                fresh.occupant[piece.square] = piece.index
                fresh._zone(piece, +1)
        return fresh.occupant, fresh.tz, fresh.tackle_tz
