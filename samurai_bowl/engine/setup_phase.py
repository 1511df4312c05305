"""Setting up for a drive (R3.4): place models in your half, or take a ready-made formation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.pieces import Piece, Status
from samurai_bowl.engine.pitch import Side
from samurai_bowl.engine.procedure import DONE, Outcome, Procedure, Prompt
from samurai_bowl.engine.setup import setup_problems

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def own_half(m: Match, side: int) -> list[int]:
    halfway = m.pitch.halfway
    columns = range(halfway) if side == Side.HOME else range(halfway, m.pitch.length)
    return [m.pitch.square(x, y) for x in columns for y in range(m.pitch.width)]


def placed(m: Match, side: int) -> list[Piece]:
    return [p for p in m.side_pieces(side) if p.square is not None]


def problems(m: Match, side: int) -> list[str]:
    return setup_problems(m.pitch, m.rules.setup, Side(side), placed(m, side), len(m.able_to_play(side)))


def formation_squares(m: Match, side: int, index: int) -> list[int]:
    """A formation's squares for ``side`` (mirrored for the away team)."""
    squares = []
    for x, y in m.data.formations.formations[index].squares:
        column = x if side == Side.HOME else m.pitch.length - 1 - x
        squares.append(m.pitch.square(column, y))
    return squares


@dataclass
class Setup(Procedure):
    NAME = "setup"
    side: int = 0

    def run(self, m: Match) -> Outcome:
        if self.phase == "done" or not m.able_to_play(self.side):
            return DONE
        return Prompt("setup", self.side)

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        board = m.board
        free = [sq for sq in own_half(m, self.side) if board.at(sq) is None]
        on_pitch = placed(m, self.side)
        movable = on_pitch[:]
        if len(on_pitch) < m.rules.setup.players_on_pitch:
            movable += [p for p in m.side_pieces(self.side) if p.status is Status.RESERVES]
        actions = [Action(Act.PLACE, piece=p.index, square=sq) for p in movable for sq in free]
        actions += [Action(Act.BENCH, piece=p.index) for p in on_pitch]
        actions += [Action(Act.FORMATION, choice=i) for i in range(len(m.data.formations.formations))]
        if not problems(m, self.side):
            actions.append(Action(Act.END_SETUP))
        return actions

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        board = m.board
        if action.act is Act.PLACE:
            assert action.piece is not None and action.square is not None
            piece = m.pieces[action.piece]
            if piece.square is None:
                board.place(piece, action.square)
            else:
                board.move(piece, action.square)
        elif action.act is Act.BENCH:
            assert action.piece is not None
            board.remove(m.pieces[action.piece], Status.RESERVES)
        elif action.act is Act.FORMATION:
            assert action.choice is not None
            self._formation(m, action.choice)
        else:
            names = ", ".join(f"#{p.number}" for p in placed(m, self.side))
            m.log(Event("setup", f"{m.team(self.side).name} set up: {names}", side=self.side))
            self.phase = "done"

    def _formation(self, m: Match, index: int) -> None:
        for piece in placed(m, self.side):
            m.board.remove(piece, Status.RESERVES)
        able = [p for p in m.side_pieces(self.side) if p.status is Status.RESERVES]
        able.sort(key=lambda p: (-p.st, -p.av, p.number))  # the strongest take the line first
        for piece, square in zip(able, formation_squares(m, self.side, index), strict=False):
            m.board.place(piece, square)
