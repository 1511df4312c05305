"""Passing and hand-offs (R10): range bands, accurate and inaccurate passes, the catch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from samurai_bowl.engine.ball import scatter
from samurai_bowl.engine.ballplay import (
    BallArrives,
    agility_target,
    bounce_from,
    check_touchdown,
    give_ball,
    landing,
)
from samurai_bowl.engine.events import about
from samurai_bowl.engine.pieces import Piece, Skill
from samurai_bowl.engine.procedure import AGAIN, DONE, Outcome, Procedure
from samurai_bowl.engine.rolling import SuccessRoll

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def pass_targets(m: Match, thrower: Piece) -> list[Piece]:
    """R10.1: standing team-mates within range of a ball carrier."""
    if m.ball.carrier != thrower.index or thrower.square is None:
        return []
    reach = m.data.pass_ranges.max_range
    return [p for p in m.side_pieces(thrower.side)
            if p is not thrower and p.standing and p.square is not None
            and m.pitch.distance(thrower.square, p.square) <= reach]


def hand_off_targets(m: Match, giver: Piece) -> list[Piece]:
    """R10.3: an adjacent standing team-mate."""
    if m.ball.carrier != giver.index or giver.square is None:
        return []
    return list(m.board.adjacent(giver.square, giver.side))


@dataclass
class Pass(Procedure):
    NAME = "pass"
    thrower: int = -1
    target: int = -1

    def run(self, m: Match) -> Outcome:
        thrower, target = m.pieces[self.thrower], m.pieces[self.target]
        if self.phase == "start":
            assert thrower.square is not None and target.square is not None
            band = m.data.pass_ranges.band(m.pitch.distance(thrower.square, target.square))
            assert band is not None
            m.log(about(thrower, "pass", f"{thrower.name} throws to {target.name}: {band.name.lower()}"))
            m.push(SuccessRoll(purpose=f"Pass ({band.name.lower()})", piece=thrower.index,
                               target=agility_target(m, thrower), modifier=band.modifier,
                               skill=Skill.PASS.value if thrower.has(Skill.PASS) else ""))
            self.phase = "thrown"
            return AGAIN
        if self.phase == "thrown":
            m.ball.carrier = None
            assert target.square is not None
            if m.roll_ok:  # R10.2: accurate, the target must catch
                m.push(BallArrives(square=target.square))
            else:  # inaccurate: three scatters from the target, a catch there at -1, turnover either way
                m.turnover = True
                m.push(BallArrives(square=self._scatter_three(m, target.square),
                                   catch_modifier=m.rules.ball.inaccurate_catch_modifier))
            self.phase = "landed"
            return AGAIN
        carrier = m.ball.carrier
        if carrier is None or m.pieces[carrier].side != thrower.side:
            m.turnover = True  # R4.4: not caught by a team-mate
        return DONE

    def _scatter_three(self, m: Match, square: int) -> int:
        here = square
        for _ in range(m.rules.ball.inaccurate_pass_scatters):
            flight = scatter(m.pitch, m.data.scatter, m.dice, here, "inaccurate pass")
            here = landing(m, flight, "Inaccurate pass scatters")
            if flight.end is None:  # thrown back in: the scattering is over
                break
        return here


@dataclass
class HandOff(Procedure):
    """R10.3, a free action: the giver's agility roll; success puts the ball in the receiver's hands."""

    NAME = "hand_off"
    giver: int = -1
    receiver: int = -1

    def run(self, m: Match) -> Outcome:
        giver, receiver = m.pieces[self.giver], m.pieces[self.receiver]
        if self.phase == "start":
            m.log(about(giver, "hand_off", f"{giver.name} hands the ball to {receiver.name}"))
            m.push(SuccessRoll(purpose="Hand-off", piece=giver.index, target=agility_target(m, giver)))
            self.phase = "rolled"
            return AGAIN
        if self.phase == "rolled":
            if m.roll_ok:
                give_ball(m, receiver)
                check_touchdown(m)
                return DONE
            assert receiver.square is not None
            m.ball.carrier = None
            m.turnover = True  # [I] R10.3: it bounces from the receiver's square
            m.push(bounce_from(receiver.square))
            self.phase = "done"
            return AGAIN
        return DONE
