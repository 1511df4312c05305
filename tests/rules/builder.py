"""Positions for rule tests drawn as ASCII: one character a square, '.' or 'X' empty."""

from __future__ import annotations

from dataclasses import dataclass, field

from samurai_bowl.data import load_game_data
from samurai_bowl.engine.state.board import Board
from samurai_bowl.engine.state.pieces import Piece, Status
from samurai_bowl.engine.state.pitch import Pitch, Side, pitch_for

PITCH: Pitch = pitch_for(load_game_data().rules.pitch)


@dataclass
class Spec:
    """What a letter on the drawing stands for."""

    side: Side
    st: int = 3
    ag: int = 3
    skills: tuple[str, ...] = ()
    status: Status = Status.STANDING
    extra: dict[str, int] = field(default_factory=dict)


def board_from(
    drawing: str, legend: dict[str, Spec], origin: tuple[int, int] = (5, 5)
) -> tuple[Board, dict[str, Piece]]:
    """Place a model for every legend letter; the drawing's top-left square is ``origin``."""
    pieces: dict[str, Piece] = {}
    rows = [row.split() for row in drawing.strip().splitlines()]
    for dy, row in enumerate(rows):
        for dx, mark in enumerate(row):
            if mark in (".", "X"):
                continue
            spec = legend[mark]
            square = PITCH.square(origin[0] + dx, origin[1] + dy)
            pieces[mark] = Piece(
                index=len(pieces),
                side=spec.side,
                name=mark,
                number=len(pieces) + 1,
                position="test",
                ma=6,
                st=spec.st,
                ag=spec.ag,
                av=8,
                ph=2,
                skills=frozenset(spec.skills),
                square=square,
                status=spec.status,
            )
    return Board(PITCH, list(pieces.values())), pieces
