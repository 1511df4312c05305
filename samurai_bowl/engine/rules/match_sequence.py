"""The match sequence (R3): before the game, two halves, drives, and the turns in a drive."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import Event, EventKind, roll_event
from samurai_bowl.engine.plain import Count, FrozenMap, SideNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.conditions import end_portents
from samurai_bowl.engine.rules.honour import Grudges, award_favor
from samurai_bowl.engine.rules.postgame import PostGame
from samurai_bowl.engine.rules.staff import Hametsu, asako_yasu, kakita_shijin, seriously_injured_rolls
from samurai_bowl.engine.rules.weather import current as current_weather
from samurai_bowl.engine.rules.weather import roll_weather
from samurai_bowl.engine.state.pieces import Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

SIDE_NAMES = ("home", "away")


@dataclass
class Game(Procedure):
    """R3.1 before the game, then both halves, then the final whistle (R3.7)."""

    NAME = "game"
    ASKS = frozenset({Ask.COIN_TOSS})
    phase: Literal[
        "start", "injuries", "toss", "choose", "first_half", "second_half", "grudges", "post_game", "over"
    ] = "start"
    winner: SideNo = -1

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            roll_weather(m, "Weather")
            award_favor(m)
            asako_yasu(m)
            m._push(Hametsu(side=1))
            m._push(Hametsu(side=0))
            self.phase = "injuries"
            return AGAIN
        if self.phase == "injuries":
            seriously_injured_rolls(m)
            self.phase = "toss"
        if self.phase == "toss":
            toss = roll(m.dice, DieKind.D6, "coin toss")
            self.winner = 0 if toss.value <= 3 else 1
            m._log(
                roll_event(
                    (toss,),
                    "Coin toss (1-3 home, 4-6 away)",
                    result=f"{m.team(self.winner).name} win the toss",
                )
            )
            self.phase = "choose"
        if self.phase == "choose":
            return Prompt(Ask.COIN_TOSS, self.winner)
        if self.phase == "first_half":
            m._push(Half(number=1))
            self.phase = "second_half"
            return AGAIN
        if self.phase == "second_half":
            if m.rules.match.halves >= 2:
                m._push(Half(number=2))
            self.phase = "grudges"
            return AGAIN
        if self.phase == "grudges":  # R9.4: the last challenges are demanded at the game's end
            self.phase = "post_game"
            m._push(Grudges())
            return AGAIN
        if self.phase == "post_game":  # R19: winnings, SPP and the MVP
            self.phase = "over"
            m._push(PostGame())
            return AGAIN
        home, away = m.teams
        m._log(Event(EventKind.GAME_OVER, f"Full time: {home.name} {home.score} – {away.score} {away.name}"))
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return [Action(Act.CHOOSE_KICK, choice=1), Action(Act.CHOOSE_KICK, choice=0)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        m.first_kicker = self.winner if action.choice == 1 else 1 - self.winner
        choice = "kick" if action.choice else "receive"
        m._log(Event(EventKind.COIN_TOSS, f"{m.team(self.winner).name} choose to {choice}", side=self.winner))
        self.phase = "first_half"


def turns_left(m: Match, side: int) -> bool:
    return m.team(side).turn < m.rules.match.turns_per_half


@dataclass
class Half(Procedure):
    """R3.2: turn counters from 1 again, the other team kicks; R3.6 re-rolls refreshed."""

    NAME = "half"
    phase: Literal["start", "drive", "after_drive", "over"] = "start"
    number: Count = 1

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            assert m.first_kicker is not None
            m.half = self.number
            for team in m.teams:
                team.turn = 0
                if self.number == 1 or m.rules.match.rerolls_refresh_at_half_time:
                    team.rerolls = team.rerolls_bought
            if self.number == 2:
                kakita_shijin(m)
            m.kicker = m.first_kicker if self.number % 2 else 1 - m.first_kicker
            m._log(Event(EventKind.HALF, f"Half {self.number} begins"))
            self.phase = "drive"
        if self.phase == "drive":
            if not (turns_left(m, 0) or turns_left(m, 1)):
                self.phase = "over"
                return AGAIN
            assert m.kicker is not None
            m._push(Drive(kicker=m.kicker))
            self.phase = "after_drive"
            return AGAIN
        if self.phase == "after_drive":
            if m.touchdown is not None:
                m.kicker = m.touchdown  # R3.3: the scoring team kicks off next
                m.touchdown = None
                self.phase = "drive"
            else:
                self.phase = "over"
            return AGAIN
        m._log(
            Event(EventKind.HALF_OVER, f"End of half {self.number}", data=FrozenMap({"half": self.number}))
        )
        return DONE


@dataclass
class Drive(Procedure):
    """R3.3: set-up (kicking team first), kickoff, then alternate turns to a touchdown or half's end."""

    NAME = "drive"
    phase: Literal["start", "kicking_setup", "receiving_setup", "kickoff", "turns"] = "start"
    kicker: SideNo = 0
    next_side: SideNo = -1

    def run(self, m: Match) -> Outcome:
        from samurai_bowl.engine.rules.kickoff import Kickoff
        from samurai_bowl.engine.rules.setup import Setup
        from samurai_bowl.engine.rules.turn import Turn

        if self.phase == "start":
            self._recover_knocked_out(m)
            self._clear_pitch(m)
            m.sitting_out, m.cold = m.cold, set()  # R14: the cold ones miss this drive
            m._push(Grudges())  # R9.4: foul victims may demand their challenge now
            self.phase = "kicking_setup"
            return AGAIN
        if self.phase == "kicking_setup":
            m._push(Setup(side=self.kicker))
            self.phase = "receiving_setup"
            return AGAIN
        if self.phase == "receiving_setup":
            m._push(Setup(side=1 - self.kicker))
            self.phase = "kickoff"
            return AGAIN
        if self.phase == "kickoff":
            m.took_part = {p.index for p in m.pieces if p.square is not None}
            m.played |= m.took_part
            m._push(Kickoff(kicker=self.kicker))
            self.next_side = 1 - self.kicker
            self.phase = "turns"
            return AGAIN
        if m.touchdown is None:
            for side in (self.next_side, 1 - self.next_side):
                if turns_left(m, side):
                    m._push(Turn(side=side))
                    self.next_side = 1 - side
                    return AGAIN
        self._catch_cold(m)
        end_portents(m)
        for team in m.teams:
            team.end_drive()
        return DONE

    def _catch_cold(self, m: Match) -> None:
        """R14 Freezing Cold, Winter Warfare: each player who took part rolls a d6; on a 1 he
        misses the next drive. Not after the match's last drive."""
        miss_on = current_weather(m).end_of_drive_miss_on
        last = m.half >= m.rules.match.halves and not (turns_left(m, 0) or turns_left(m, 1))
        if miss_on is None or last:
            return
        for index in sorted(m.took_part):
            piece = m.pieces[index]
            if piece.status in (Status.CASUALTY, Status.DISHONORED):
                continue
            die = roll(m.dice, DieKind.D6, "cold")
            frozen = die.value <= miss_on
            if frozen:
                m.cold.add(index)
            result = "misses the next drive" if frozen else "fine"
            m._log(roll_event((die,), "Cold", of=piece, result=result, piece=index, side=int(piece.side)))

    def _recover_knocked_out(self, m: Match) -> None:
        """R3.5: each Knocked Out player comes back on a d6 of 4+."""
        target = m.rules.match.ko_recovery_target
        for piece in m.pieces:
            if piece.status is Status.KO:
                die = roll(m.dice, DieKind.D6, "KO recovery")
                back = die.value >= target
                if back:
                    piece.status = Status.RESERVES
                m._log(
                    roll_event(
                        (die,),
                        "KO recovery",
                        of=piece,
                        target=target,
                        success=back,
                        piece=piece.index,
                        side=int(piece.side),
                    )
                )

    def _clear_pitch(self, m: Match) -> None:
        for piece in m.pieces:
            if piece.square is not None:
                m.board.remove(piece, Status.RESERVES)
        m.ball.square = m.ball.carrier = None
        m.stunned_at.clear()
        m.touchdown = None
