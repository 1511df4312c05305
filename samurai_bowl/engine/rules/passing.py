"""Passing and hand-offs (R10): range bands, accurate and inaccurate passes, the catch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.events import EventKind, about
from samurai_bowl.engine.plain import PieceNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Outcome, Procedure
from samurai_bowl.engine.rules.ball_flight import scatter
from samurai_bowl.engine.rules.loose_ball import (
    BallArrives,
    agility_target,
    bounce_from,
    check_touchdown,
    give_ball,
    landing,
)
from samurai_bowl.engine.rules.rerolls import SuccessRoll
from samurai_bowl.engine.rules.weather import current as current_weather
from samurai_bowl.engine.state.pieces import Piece, Skill

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def pass_targets(m: Match, thrower: Piece) -> list[Piece]:
    """R10.1: standing team-mates within range of a ball carrier."""
    if m.ball.carrier != thrower.index or thrower.square is None:
        return []
    reach = m.data.pass_ranges.max_range
    return [
        p
        for p in m.side_pieces(thrower.side)
        if p is not thrower
        and p.standing
        and p.square is not None
        and m.pitch.distance(thrower.square, p.square) <= reach
    ]


def hand_off_targets(m: Match, giver: Piece) -> list[Piece]:
    """R10.3: an adjacent standing team-mate."""
    if m.ball.carrier != giver.index or giver.square is None:
        return []
    return list(m.board.adjacent(giver.square, giver.side))


@dataclass
class Pass(Procedure):
    NAME = "pass"
    phase: Literal["start", "thrown", "landed"] = "start"
    thrower: PieceNo = -1
    target: PieceNo = -1
    accurate: bool = False
    mate_at_landing: bool = True  # Stifling Wind spares an accurate pass landing away from team-mates

    def run(self, m: Match) -> Outcome:
        thrower, target = m.pieces[self.thrower], m.pieces[self.target]
        if self.phase == "start":
            assert thrower.square is not None and target.square is not None
            band = m.data.pass_ranges.band(m.pitch.distance(thrower.square, target.square))
            assert band is not None
            m._log(
                about(thrower, EventKind.PASS, f"{thrower.name} throws to {target.name}: {band.name.lower()}")
            )
            modifier = band.modifier + current_weather(m).pass_modifier  # R14: -2 in Torrential Rain
            m._push(
                SuccessRoll(
                    purpose=f"Pass ({band.name.lower()})",
                    piece=thrower.index,
                    target=agility_target(m, thrower),
                    modifier=modifier,
                    skill=Skill.PASS.value if thrower.has(Skill.PASS) else "",
                    turnover_on_fail=True,
                )
            )
            self.phase = "thrown"
            return AGAIN
        if self.phase == "thrown":
            m.ball.carrier = None
            assert target.square is not None
            self.accurate = bool(m.roll_ok)
            wind = current_weather(m).pass_scatters
            if self.accurate and not wind:  # R10.2: accurate, the target must catch
                m._push(BallArrives(square=target.square, passed_by=int(thrower.side)))
            else:  # inaccurate (or any pass in Stifling Wind): three scatters from the target
                scatters = wind or m.rules.ball.inaccurate_pass_scatters
                label = "The wind carries the pass" if self.accurate else "Inaccurate pass scatters"
                landing_square = self._scatter(m, target.square, scatters, label)
                mate = m.board.at(landing_square)
                self.mate_at_landing = mate is not None and mate.side == thrower.side
                modifier = 0 if self.accurate else m.rules.ball.inaccurate_catch_modifier
                if not self.accurate:
                    m.turnover = True  # inaccurate: a turnover whoever catches it
                m._push(
                    BallArrives(
                        square=landing_square,
                        catch_modifier=modifier,
                        passed_by=int(thrower.side) if self.accurate else None,
                    )
                )
            self.phase = "landed"
            return AGAIN
        carrier = m.ball.carrier
        spared = self.accurate and current_weather(m).accurate_pass_no_turnover and not self.mate_at_landing
        if (carrier is None or m.pieces[carrier].side != thrower.side) and not spared:
            m.turnover = True  # R4.4: not caught by a team-mate (R14: Stifling Wind's exception)
        elif self.accurate and carrier is not None and m.pieces[carrier].side == thrower.side:
            m._credit(thrower.index, "completions")  # R19.2
        return DONE

    def _scatter(self, m: Match, square: int, times: int, label: str) -> int:
        here = square
        for _ in range(times):
            flight = scatter(m.pitch, m.data.scatter, m.dice, here, "inaccurate pass")
            here = landing(m, flight, label)
            if flight.end is None:  # thrown back in: the scattering is over
                break
        return here


@dataclass
class HandOff(Procedure):
    """R10.3, a free action: the giver's agility roll; success puts the ball in the receiver's hands."""

    NAME = "hand_off"
    phase: Literal["start", "rolled", "done"] = "start"
    giver: PieceNo = -1
    receiver: PieceNo = -1

    def run(self, m: Match) -> Outcome:
        giver, receiver = m.pieces[self.giver], m.pieces[self.receiver]
        if self.phase == "start":
            m._log(about(giver, EventKind.HAND_OFF, f"{giver.name} hands the ball to {receiver.name}"))
            m._push(
                SuccessRoll(
                    purpose="Hand-off",
                    piece=giver.index,
                    target=agility_target(m, giver),
                    turnover_on_fail=True,
                )
            )
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
            m._push(bounce_from(receiver.square))
            self.phase = "done"
            return AGAIN
        return DONE
