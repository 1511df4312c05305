"""The Team Shugenja (R16): one spell per game. [I] The active coach casts in his own turn,
except Augury and Biting Steel, which answer a roll."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.ballplay import Fall, bounce_from
from samurai_bowl.engine.dice import DieKind
from samurai_bowl.engine.events import about, roll_event
from samurai_bowl.engine.pieces import Piece, Status
from samurai_bowl.engine.pitch import Pitch
from samurai_bowl.engine.plain import PieceNo, SideNo, SquareNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Outcome, Procedure
from samurai_bowl.engine.rolling import passes
from samurai_bowl.engine.rolls import roll
from samurai_bowl.engine.shugenja import cast, spell_ready

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

LINES = ((1, 0), (0, 1), (1, 1), (1, -1))  # the four directions a line of three can run
VOID_STRIKE_CLAN = "phoenix"


def fires_line(m: Match, start: int, direction: int) -> list[int] | None:
    """The three squares of the Fires From Within from ``start`` in ``direction``, if on the pitch."""
    return _line(m.pitch, start, direction)


def _line(pitch: Pitch, start: int, direction: int) -> list[int] | None:
    squares = [start]
    for _ in range(2):
        nxt = pitch.step(squares[-1], *LINES[direction])
        if nxt is None:
            return None
        squares.append(nxt)
    return squares


@lru_cache(maxsize=8)
def _lines_through(pitch: Pitch) -> tuple[tuple[tuple[tuple[int, ...], int], ...], ...]:
    """For each square, every line of three through it with its direction, in the order the
    spell's choices are listed: each direction, the line starting on the square first."""
    through = []
    for square in range(pitch.size):
        x, y = pitch.xy(square)
        lines = []
        for direction, (dx, dy) in enumerate(LINES):
            for back in range(3):
                sx, sy = x - back * dx, y - back * dy
                line = _line(pitch, pitch.square(sx, sy), direction) if pitch.on_pitch(sx, sy) else None
                if line:
                    lines.append((tuple(line), direction))
        through.append(tuple(lines))
    return tuple(through)


def turn_spells(m: Match, side: int) -> list[Action]:
    """The spells the active coach may cast between activations."""
    if not spell_ready(m, side):
        return []
    actions: list[Action] = []
    pieces = m.state.pieces
    through = _lines_through(m.pitch)
    seen: set[tuple[int, ...]] = set()
    for piece in pieces:  # every line of three touching a model: the Fires From Within
        if piece.square is None:
            continue
        for line, direction in through[piece.square]:
            if line not in seen:
                seen.add(line)
                actions.append(Action(Act.FIRES_FROM_WITHIN, square=line[0], choice=direction))
    actions += [Action(Act.INNER_FIRE, piece=p.index) for p in m.side_pieces(side)
                if p.status in (Status.PRONE, Status.STUNNED)]
    if m.team_files[side].clan == VOID_STRIKE_CLAN:
        actions += [Action(Act.VOID_STRIKE, square=p.square) for p in pieces if p.square is not None]
    return actions


def inner_fire(m: Match, side: int, piece: Piece) -> None:
    cast(m, side, "Inner Fire")
    m.board.set_status(piece, Status.STANDING)
    m.stunned_at.pop(piece.index, None)
    m.log(about(piece, "stand_up", f"{piece.name} rises, burning with Inner Fire"))


@dataclass
class VoidStrike(Procedure):
    """Phoenix only: d6; higher than the model's ST knocks it out."""

    NAME = "void_strike"
    phase: Literal["start", "done"] = "start"
    side: SideNo = 0
    target: PieceNo = -1

    def run(self, m: Match) -> Outcome:
        if self.phase == "done":
            return DONE
        piece = m.pieces[self.target]
        cast(m, self.side, "Void Strike")
        die = roll(m.dice, DieKind.D6, "Void Strike")
        struck = die.value > piece.st
        m.log(roll_event((die,), f"Void Strike at {piece.name} (ST {piece.st})", success=struck,
                         result="Knocked Out" if struck else "no effect", side=self.side))
        if not struck or piece.square is None:
            return DONE
        square, had_ball = piece.square, m.ball.carrier == piece.index
        m.board.remove(piece, Status.KO)
        if had_ball:
            m.ball.carrier = None
            if piece.side == m.active:
                m.turnover = True  # R4.4: the active team's carrier is down
            m.push(bounce_from(square))
            self.phase = "done"
            return AGAIN
        return DONE


@dataclass
class FiresFromWithin(Procedure):
    """Every model on the three squares makes a basic agility roll or falls and takes an armour roll."""

    NAME = "fires_from_within"
    phase: Literal["start", "burn"] = "start"
    side: SideNo = 0
    squares: list[SquareNo] = field(default_factory=list)
    burning: list[PieceNo] = field(default_factory=list)

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            cast(m, self.side, "The Fires From Within")
            # [I] only standing models can be brought down
            on_line = (m.board.at(sq) for sq in self.squares)
            self.burning = [p.index for p in on_line if p is not None and p.standing]
            self.phase = "burn"
        while self.burning:
            piece = m.pieces[self.burning.pop(0)]
            if not piece.standing:
                continue
            target = m.data.agility.target(piece.ag)
            die = roll(m.dice, DieKind.D6, "The Fires From Within")
            ok = passes(die.value, target, 0)
            m.log(roll_event((die,), f"The Fires From Within ({piece.name})", target=target, success=ok,
                             piece=piece.index, side=int(piece.side)))
            if not ok:
                if piece.side == self.side:
                    m.turnover = True  # R4.4: a model of the active team falls
                m.push(Fall(piece=piece.index))
                return AGAIN
        return DONE
