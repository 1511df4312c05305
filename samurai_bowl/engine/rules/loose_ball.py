"""The loose ball (R6) and models falling over (R5.3, R5.4, R8): catches, bounces, throw-ins,
armour and injury, and the touchdown check (R5.5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.data.charts import CasualtyResult, InjuryResult
from samurai_bowl.engine.events import Event, EventKind, about, roll_event
from samurai_bowl.engine.plain import PieceNo, SideNo, SquareNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Outcome, Procedure
from samurai_bowl.engine.rules.ball_flight import Flight, scatter, throw_in
from samurai_bowl.engine.rules.conditions import unbless
from samurai_bowl.engine.rules.damage import ArmourRoll, armour, injury
from samurai_bowl.engine.rules.rerolls import SuccessRoll
from samurai_bowl.engine.rules.staff import count_death
from samurai_bowl.engine.state.pieces import Piece, Skill, Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def check_touchdown(m: Match) -> bool:
    """R5.5: a standing model holding the ball in the opponent's end zone scores."""
    if m.touchdown is not None or m.ball.carrier is None:
        return m.touchdown is not None
    carrier = m.pieces[m.ball.carrier]
    if carrier.standing and carrier.square is not None and m.pitch.scores_for(carrier.square, carrier.side):
        m.touchdown = int(carrier.side)
        team = m.team(carrier.side)
        team.score += 1
        m._credit(carrier.index, "touchdowns")
        m._log(
            Event(
                EventKind.TOUCHDOWN,
                f"Touchdown! {carrier.name} scores for {team.name}",
                side=int(carrier.side),
                piece=carrier.index,
                square=carrier.square,
            )
        )
        return True
    return False


def give_ball(m: Match, piece: Piece) -> None:
    m.ball.carrier = piece.index
    m.ball.square = piece.square


def agility_target(m: Match, piece: Piece) -> int:
    return m.data.agility.target(piece.ag)


def landing(m: Match, flight: Flight, what: str) -> int:
    """Log a flight; a ball that left the pitch is thrown back in (R6.6). Where it comes down."""
    if flight.rolls:
        m._log(roll_event(flight.rolls, what))
    if flight.end is not None:
        return flight.end
    thrown = throw_in(m.pitch, m.dice, flight.last, flight.exit_step, m.rules.ball.throw_in_distance)
    m._log(roll_event(thrown.rolls, "Throw-in"))
    assert thrown.end is not None
    return thrown.end


@dataclass
class BallArrives(Procedure):
    """The ball comes down on ``square``: a standing model there may catch it (R6.2), else it
    stays (R6.4); a failed catch bounces it on, and a ball off the pitch is thrown in (R6.6)."""

    NAME = "ball_arrives"
    phase: Literal["start", "caught", "bounce"] = "start"
    square: SquareNo = -1
    catch_modifier: int = 0
    catcher: PieceNo = -1
    passed_by: SideNo | None = None  # the side whose accurate pass this is: its catch failing is a turnover

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            m.ball.square, m.ball.carrier = self.square, None
            occupant = m.board.at(self.square)
            if occupant is None:
                where = m.pitch.xy(self.square)
                m._log(Event(EventKind.BALL, f"The ball comes to rest at {where}", square=self.square))
                return DONE
            if not occupant.standing:  # R6.4, R12.3: it never rests on a fallen model: on it bounces
                m._log(about(occupant, EventKind.BALL, f"The ball bounces off {occupant.name}"))
                self.phase = "bounce"
                return AGAIN
            self.catcher = occupant.index
            m._push(
                SuccessRoll(
                    purpose="Catch",
                    piece=occupant.index,
                    target=agility_target(m, occupant),
                    modifier=self.catch_modifier,
                    skill=Skill.CATCH.value if occupant.has(Skill.CATCH) else "",
                    team_reroll=occupant.side == m.active,
                    turnover_on_fail=self.passed_by == occupant.side,
                )
            )  # R16 Augury
            self.phase = "caught"
            return AGAIN
        if self.phase == "caught":
            if m.roll_ok:
                catcher = m.pieces[self.catcher]
                give_ball(m, catcher)
                m._log(about(catcher, EventKind.CATCH, f"{catcher.name} catches the ball"))
                check_touchdown(m)
                return DONE
            self.phase = "bounce"
        # "bounce": one square in a d8 direction, thrown back in if it leaves the pitch
        flight = scatter(m.pitch, m.data.scatter, m.dice, self.square, "bounce")
        self.square, self.catch_modifier, self.phase = landing(m, flight, "Bounce"), 0, "start"
        self.passed_by = None  # a bounce is no longer the pass
        return AGAIN


def bounce_from(square: int) -> BallArrives:
    """A ball dropped or fumbled at ``square`` bounces from there."""
    return BallArrives(square=square, phase="bounce")


@dataclass
class Fall(Procedure):
    """A model falls or is knocked down: face up, armour, injury; a carrier drops the ball (R6.5)."""

    NAME = "fall"
    phase: Literal["start", "bounce_done"] = "start"
    piece: PieceNo = -1
    armour_modifier: int = 0
    injury_modifier: int = 0
    by: PieceNo = -1  # the model whose block or foul caused it, for casualties caused (R19.2)

    def run(self, m: Match) -> Outcome:
        if self.phase == "bounce_done":
            return DONE
        piece = m.pieces[self.piece]
        square = piece.square
        assert square is not None
        had_ball = m.ball.carrier == piece.index
        m.board.set_status(piece, Status.PRONE)
        m._log(about(piece, EventKind.FALL, f"{piece.name} goes down"))
        self._damage(m, piece)
        if had_ball or (m.ball.loose and m.ball.square == square):  # R6.5; R6.4: falling on it
            m.ball.carrier = None
            m._push(bounce_from(square))
            self.phase = "bounce_done"
            return AGAIN
        return DONE

    def _damage(self, m: Match, piece: Piece) -> None:
        _, result = hit_and_hurt(m, piece, self.armour_modifier, self.injury_modifier)
        if result is InjuryResult.CRITICAL and self.by >= 0:
            m._credit(self.by, "casualties")


def hit_and_hurt(
    m: Match, piece: Piece, armour_modifier: int, injury_modifier: int
) -> tuple[ArmourRoll, InjuryResult | None]:
    """R8.1: an armour roll; if it breaks, the injury roll (R8.2) and its result."""
    hit = roll_armour(m, piece, armour_modifier)
    return hit, injure(m, piece, injury_modifier) if hit.broken else None


def roll_armour(m: Match, piece: Piece, modifier: int, reroll: str = "") -> ArmourRoll:
    """R8.1: 2d6 plus modifiers against his AV, logged."""
    hit = armour(m.dice, piece, modifier)
    m._log(
        roll_event(
            hit.rolls,
            "Armour",
            of=piece,
            av=piece.av,
            modifier=modifier,
            result="broken" if hit.broken else "holds",
            reroll=reroll or None,
            piece=piece.index,
            side=int(piece.side),
        )
    )
    return hit


def injure(m: Match, piece: Piece, modifier: int) -> InjuryResult:
    """R8.2-R8.3: roll injury, log it, and put the model where the result says.

    A model already off the pitch (pushed into the crowd) who is only Stunned waits in the
    reserves [I]: he cannot lie face down off the pitch.
    """
    unbless(m, piece)  # the Touch of Amaterasu ends at any injury
    hurt = injury(m.dice, piece, modifier, m.data.injury, m.data.sigudu)
    result = m.data.injury.lookup(hurt.total).name
    if hurt.casualty is not None:
        result = m.data.sigudu.lookup(hurt.rolls[2].value).name
    m._log(
        roll_event(
            hurt.rolls,
            "Injury",
            of=piece,
            modifier=modifier,
            result=result,
            piece=piece.index,
            side=int(piece.side),
        )
    )
    if hurt.result is InjuryResult.STUNNED:
        if piece.square is not None:
            m.board.set_status(piece, Status.STUNNED)
            m.stunned_at[piece.index] = m.turn_seq
        return hurt.result
    box = Status.KO if hurt.result is InjuryResult.KNOCKED_OUT else Status.CASUALTY
    m.board.remove(piece, box)
    if box is Status.CASUALTY:
        m.injuries[piece.index] = (hurt.casualty or CasualtyResult.BADLY_HURT).value
        if hurt.casualty is CasualtyResult.DEAD:
            count_death(m, piece)
    return hurt.result
