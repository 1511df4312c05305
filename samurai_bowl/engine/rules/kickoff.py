"""The kickoff (R12): place the ball, roll the kickoff chart, scatter, bounce, catch or touchback."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.data.charts import KickoffEvent
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.rolled import roll, roll_total
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import Event, EventKind, roll_event
from samurai_bowl.engine.plain import SideNo, SquareNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.ball_flight import kick, scatter
from samurai_bowl.engine.rules.conditions import evil_portents
from samurai_bowl.engine.rules.kickoff_events import Challenge, TouchOfAmaterasu
from samurai_bowl.engine.rules.loose_ball import BallArrives, give_ball
from samurai_bowl.engine.rules.setup import Setup, own_half
from samurai_bowl.engine.rules.turn import Turn
from samurai_bowl.engine.rules.weather import roll_weather
from samurai_bowl.engine.state.pieces import Piece

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


@dataclass
class Kickoff(Procedure):
    NAME = "kickoff"
    ASKS = frozenset({Ask.KICK, Ask.TOUCHBACK})
    phase: Literal["start", "flight", "kicked", "landed", "touchback"] = "start"
    kicker: SideNo = 0
    target: SquareNo = -1
    gust: bool = False  # R13 Gust of Wind: the kick scatters 2d6

    @property
    def receiver(self) -> int:
        return 1 - self.kicker

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            return Prompt(Ask.KICK, self.kicker)
        if self.phase == "kicked":
            return self._chart(m)
        if self.phase == "flight":
            return self._kick(m)
        if self.phase == "touchback":
            if not self._touchback_candidates(m):
                return DONE
            return Prompt(Ask.TOUCHBACK, self.receiver)
        return DONE  # "landed": the ball has come to rest or been caught

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        if prompt.kind == "kick":
            return [Action(Act.KICK, square=sq) for sq in own_half(m, self.receiver)]
        return [Action(Act.TOUCHBACK, piece=p.index) for p in self._touchback_candidates(m)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.act is Act.KICK:
            assert action.square is not None
            self.target = action.square
            m._log(
                Event(
                    EventKind.KICK,
                    f"{m.team(self.kicker).name} kick to {m.pitch.xy(action.square)}",
                    side=self.kicker,
                    square=action.square,
                )
            )
            self.phase = "kicked"
            return
        assert action.piece is not None
        piece = m.pieces[action.piece]
        give_ball(m, piece)
        m._log(
            Event(
                EventKind.TOUCHBACK,
                f"Touchback: {piece.name} is given the ball",
                side=self.receiver,
                piece=piece.index,
                square=piece.square,
            )
        )
        self.phase = "landed"

    def _chart(self, m: Match) -> Outcome:
        """R12.2, R13: roll the kickoff chart and play its event before the ball comes down."""
        total, rolls = roll_total(m.dice, m.data.kickoff.dice, "kickoff chart")
        event = m.data.kickoff.lookup(total).id
        m._log(roll_event(rolls, "Kickoff chart", result=m.data.kickoff.lookup(total).name, side=self.kicker))
        self.phase = "flight"
        CHART_EVENTS[event](self, m, event)
        return AGAIN

    def _kick(self, m: Match) -> Outcome:
        distance = m.rules.ball.gust_of_wind_scatter if self.gust else m.rules.ball.kickoff_scatter
        flight = kick(m.pitch, m.data.scatter, m.dice, self.target, distance)
        m._log(roll_event(flight.rolls, "Kickoff scatter", side=self.kicker))
        end = flight.end
        if end is not None:
            bounce = scatter(m.pitch, m.data.scatter, m.dice, end, "kickoff bounce")
            m._log(roll_event(bounce.rolls, "Kickoff bounce", side=self.kicker))
            end = bounce.end
        if end is None or m.pitch.half_of(end) != self.receiver:
            m._log(
                Event(
                    EventKind.TOUCHBACK,
                    "The kick ends out of play or in the kicking half: touchback",
                    side=self.receiver,
                )
            )
            self.phase = "touchback"
            return AGAIN
        m._push(BallArrives(square=end))
        self.phase = "landed"
        return AGAIN

    def _touchback_candidates(self, m: Match) -> list[Piece]:
        return [p for p in m.side_pieces(self.receiver) if p.standing and p.square is not None]


def peasant_revolt(m: Match) -> None:
    """R13 (2): both turn counters advance by one d6, up to the last turn of the half."""
    die = roll(m.dice, DieKind.D6, "Peasant Revolt")
    last = m.rules.match.turns_per_half
    for team in m.teams:
        team.turn = min(last, team.turn + die.value)
    m._log(roll_event((die,), "Peasant Revolt", result=f"both turn counters advance by {die.value}"))


def rallying_cry(m: Match) -> None:
    """R13 (4): each team rolls d6 + its Geisha; the higher gets a bonus re-roll for this drive."""
    totals = []
    for side, team in enumerate(m.teams):
        die = roll(m.dice, DieKind.D6, "Rallying Cry")
        geisha = m.team_files[side].geisha
        totals.append(die.value + geisha)
        m._log(roll_event((die,), f"Rallying Cry ({team.name}, {geisha} Geisha)", modifier=geisha, side=side))
    if totals[0] == totals[1]:
        m._log(Event(EventKind.RALLYING_CRY, "Rallying Cry: a tie, nobody is roused"))
        return
    winner = 0 if totals[0] > totals[1] else 1
    team = m.team(winner)
    team.rerolls += 1
    team.drive_rerolls += 1
    m._log(Event(EventKind.RALLYING_CRY, f"{team.name} gain a bonus re-roll for this drive", side=winner))


# R13: what each result of the kick-off chart does, before the ball comes down. Every result has
# its entry (a test holds the table to the chart's list), so none can pass without effect.
ChartEvent = Callable[[Kickoff, "Match", KickoffEvent], None]


def _weather_changes(kickoff: Kickoff, m: Match, event: KickoffEvent) -> None:
    roll_weather(m, "The weather changes")  # roll again and apply it at once (R14)


def _gust_of_wind(kickoff: Kickoff, m: Match, event: KickoffEvent) -> None:
    kickoff.gust = True


def _superior_tactics(kickoff: Kickoff, m: Match, event: KickoffEvent) -> None:
    m._push(Setup(side=kickoff.kicker, event=event.value))  # the kicking team re-arranges, set-up rules hold


def _sneak_attack(kickoff: Kickoff, m: Match, event: KickoffEvent) -> None:
    m._push(Turn(side=kickoff.kicker, bonus=True))  # a bonus turn now, before the ball lands


def _touch_of_amaterasu(kickoff: Kickoff, m: Match, event: KickoffEvent) -> None:
    m._push(TouchOfAmaterasu(side=kickoff.kicker))


def _challenge(kickoff: Kickoff, m: Match, event: KickoffEvent) -> None:
    m._push(Challenge(side=kickoff.kicker, event=event.value))


def _on_the_match(play: Callable[[Match], None]) -> ChartEvent:
    """An event that plays on the match alone, whoever kicked."""
    return lambda kickoff, m, event: play(m)


CHART_EVENTS: dict[KickoffEvent, ChartEvent] = {
    KickoffEvent.WEATHER: _weather_changes,
    KickoffEvent.PEASANT_REVOLT: _on_the_match(peasant_revolt),
    KickoffEvent.RALLYING_CRY: _on_the_match(rallying_cry),
    KickoffEvent.GUST_OF_WIND: _gust_of_wind,
    KickoffEvent.SUPERIOR_TACTICS: _superior_tactics,
    KickoffEvent.SNEAK_ATTACK: _sneak_attack,
    KickoffEvent.TOUCH_OF_AMATERASU: _touch_of_amaterasu,
    KickoffEvent.IAIJUTSU_CHALLENGE: _challenge,
    KickoffEvent.TEST_OF_MIGHT: _challenge,
    KickoffEvent.SHOW_ME_YOUR_STANCE: _challenge,
    KickoffEvent.EVIL_PORTENTS: _on_the_match(evil_portents),
}
