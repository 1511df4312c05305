"""Setting up for a drive (R3.4): place models in your half, or take a ready-made formation."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.pieces import Piece, Status
from samurai_bowl.engine.pitch import Side
from samurai_bowl.engine.plain import SideNo
from samurai_bowl.engine.procedure import DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.setup import setup_problems

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def own_half(m: Match, side: int) -> tuple[int, ...]:
    return m.pitch.halves[side]


def placed(m: Match, side: int) -> list[Piece]:
    return [p for p in m.side_pieces(side) if p.square is not None]


def problems(m: Match, side: int) -> list[str]:
    return setup_problems(m.pitch, m.rules.setup, Side(side), placed(m, side), len(m.able_to_play(side)))


@lru_cache(maxsize=256)
def _place_row(piece: int, size: int) -> tuple[Action, ...]:
    """Every PLACE action for one piece, made once: set-up lists thousands at each decision."""
    return tuple(Action(Act.PLACE, piece=piece, square=sq) for sq in range(size))


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
    ASKS = frozenset({Ask.SETUP})
    phase: Literal["start", "done"] = "start"
    side: SideNo = 0

    def run(self, m: Match) -> Outcome:
        if self.phase == "done" or not m.able_to_play(self.side):
            return DONE
        return Prompt(Ask.SETUP, self.side)

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        occupant = m.board.occupant
        free = [sq for sq in own_half(m, self.side) if occupant[sq] < 0]
        on_pitch = placed(m, self.side)
        movable = on_pitch[:]
        if len(on_pitch) < m.rules.setup.players_on_pitch:
            movable += [p for p in m.side_pieces(self.side) if m.in_reserves(p)]
        size = m.pitch.size
        actions = [row[sq] for p in movable for row in (_place_row(p.index, size),) for sq in free]
        actions += [Action(Act.BENCH, piece=p.index) for p in on_pitch]
        actions += [Action(Act.FORMATION, choice=i) for i in range(len(m.data.formations.formations))]
        if not problems(m, self.side):
            actions.append(Action(Act.END_SETUP))
        return actions

    def allows(self, m: Match, prompt: Prompt, action: Action) -> bool | None:
        if action.act is not Act.PLACE:
            return None  # the short list of the other kinds
        if action.piece is None or action.square is None or not 0 <= action.piece < len(m.pieces):
            return False
        piece = m.pieces[action.piece]
        if piece.side != self.side or not 0 <= action.square < m.pitch.size:
            return False
        if m.board.occupant[action.square] >= 0 or m.pitch.half_of(action.square) != self.side:
            return False
        if piece.square is not None:
            return True
        return m.in_reserves(piece) and len(placed(m, self.side)) < m.rules.setup.players_on_pitch

    def refusal(self, m: Match, prompt: Prompt, action: Action) -> str | None:
        if action.act is Act.END_SETUP:
            return "; ".join(problems(m, self.side)) or None
        if action.act is Act.PLACE and action.square is not None and 0 <= action.square < m.pitch.size:
            if m.board.occupant[action.square] >= 0:
                return f"square {m.pitch.xy(action.square)} is taken"
            if m.pitch.half_of(action.square) != self.side:
                return f"R3.4: square {m.pitch.xy(action.square)} is not in your half"
        return None

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
        able = [p for p in m.side_pieces(self.side) if m.in_reserves(p)]
        able.sort(key=lambda p: (-p.st, -p.av, p.number))  # the strongest take the line first
        for piece, square in zip(able, formation_squares(m, self.side, index), strict=False):
            m.board.place(piece, square)
