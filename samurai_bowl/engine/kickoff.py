"""The kickoff (R12): place the ball, roll the kickoff chart, scatter, bounce, catch or touchback."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from samurai_bowl.data.charts import KickoffEvent
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.ball import kick, scatter
from samurai_bowl.engine.ballplay import BallArrives, give_ball
from samurai_bowl.engine.events import Event, roll_event
from samurai_bowl.engine.pieces import Piece
from samurai_bowl.engine.procedure import AGAIN, DONE, Outcome, Procedure, Prompt
from samurai_bowl.engine.rolls import roll_total
from samurai_bowl.engine.setup_phase import own_half
from samurai_bowl.engine.weather import roll_weather

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


@dataclass
class Kickoff(Procedure):
    NAME = "kickoff"
    kicker: int = 0
    target: int = -1

    @property
    def receiver(self) -> int:
        return 1 - self.kicker

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            return Prompt("kick", self.kicker)
        if self.phase == "kicked":
            return self._kick(m)
        if self.phase == "touchback":
            if not self._touchback_candidates(m):
                return DONE
            return Prompt("touchback", self.receiver)
        return DONE  # "landed": the ball has come to rest or been caught

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        if prompt.kind == "kick":
            return [Action(Act.KICK, square=sq) for sq in own_half(m, self.receiver)]
        return [Action(Act.TOUCHBACK, piece=p.index) for p in self._touchback_candidates(m)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.act is Act.KICK:
            assert action.square is not None
            self.target = action.square
            m.log(Event("kick", f"{m.team(self.kicker).name} kick to {m.pitch.xy(action.square)}",
                        side=self.kicker, square=action.square))
            self.phase = "kicked"
            return
        assert action.piece is not None
        piece = m.pieces[action.piece]
        give_ball(m, piece)
        m.log(Event("touchback", f"Touchback: {piece.name} is given the ball", side=self.receiver,
                    piece=piece.index, square=piece.square))
        self.phase = "landed"

    def _kick(self, m: Match) -> Outcome:
        total, rolls = roll_total(m.dice, m.data.kickoff.dice, "kickoff chart")
        event = m.data.kickoff.lookup(total)
        # R12.2: the chart is rolled and logged here; its events are played in a later rules step
        m.log(roll_event(rolls, "Kickoff chart", result=event.name, side=self.kicker))
        if event.id is KickoffEvent.WEATHER:  # R13 (7), R14: roll again and apply it at once
            roll_weather(m, "The weather changes")
        flight = kick(m.pitch, m.data.scatter, m.dice, self.target, m.rules.ball.kickoff_scatter)
        m.log(roll_event(flight.rolls, "Kickoff scatter", side=self.kicker))
        end = flight.end
        if end is not None:
            bounce = scatter(m.pitch, m.data.scatter, m.dice, end, "kickoff bounce")
            m.log(roll_event(bounce.rolls, "Kickoff bounce", side=self.kicker))
            end = bounce.end
        if end is None or m.pitch.half_of(end) != self.receiver:
            m.log(Event("touchback", "The kick ends out of play or in the kicking half: touchback",
                        side=self.receiver))
            self.phase = "touchback"
            return AGAIN
        m.push(BallArrives(square=end))
        self.phase = "landed"
        return AGAIN

    def _touchback_candidates(self, m: Match) -> list[Piece]:
        return [p for p in m.side_pieces(self.receiver) if p.standing and p.square is not None]
