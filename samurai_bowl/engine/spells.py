"""The Team Shugenja (R16): one spell per game. [I] The active coach casts in his own turn,
except Augury and Biting Steel, which answer a roll."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.ballplay import Fall, bounce_from
from samurai_bowl.engine.dice import DieKind
from samurai_bowl.engine.events import about, roll_event
from samurai_bowl.engine.pieces import Piece, Status
from samurai_bowl.engine.procedure import AGAIN, DONE, Outcome, Procedure
from samurai_bowl.engine.rolling import passes
from samurai_bowl.engine.rolls import roll
from samurai_bowl.engine.shugenja import cast, spell_ready

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

LINES = ((1, 0), (0, 1), (1, 1), (1, -1))  # the four directions a line of three can run
VOID_STRIKE_CLAN = "phoenix"


def fires_line(m: Match, start: int, direction: int) -> list[int] | None:
    squares = [start]
    for _ in range(2):
        nxt = m.pitch.step(squares[-1], *LINES[direction])
        if nxt is None:
            return None
        squares.append(nxt)
    return squares


def turn_spells(m: Match, side: int) -> list[Action]:
    """The spells the active coach may cast between activations."""
    if not spell_ready(m, side):
        return []
    actions: list[Action] = []
    occupied = [p.square for p in m.pieces if p.square is not None]
    seen: set[tuple[int, ...]] = set()
    for square in occupied:  # every line of three touching a model: the Fires From Within
        x, y = m.pitch.xy(square)
        for direction, (dx, dy) in enumerate(LINES):
            for back in range(3):
                sx, sy = x - back * dx, y - back * dy
                line = fires_line(m, m.pitch.square(sx, sy), direction) if m.pitch.on_pitch(sx, sy) else None
                if line and tuple(line) not in seen:
                    seen.add(tuple(line))
                    actions.append(Action(Act.FIRES_FROM_WITHIN, square=line[0], choice=direction))
    actions += [Action(Act.INNER_FIRE, piece=p.index) for p in m.side_pieces(side)
                if p.status in (Status.PRONE, Status.STUNNED)]
    if m.team_files[side].clan == VOID_STRIKE_CLAN:
        actions += [Action(Act.VOID_STRIKE, square=p.square) for p in m.pieces if p.square is not None]
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
    side: int = 0
    target: int = -1

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
    side: int = 0
    squares: list[int] = field(default_factory=list)
    burning: list[int] = field(default_factory=list)

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
