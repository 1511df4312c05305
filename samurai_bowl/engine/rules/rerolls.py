"""A d6 roll against a target, with its re-rolls (R5.6, R11.1): the skill first, then the team's."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.chances import d6_success
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import roll_event
from samurai_bowl.engine.plain import PieceNo
from samurai_bowl.engine.procedure import DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.casting import augury_open, cast

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def passes(face: int, target: int, modifier: int) -> bool:
    """R5.6: modifiers add to the die; a natural 1 fails and a natural 6 succeeds."""
    if face == 1:
        return False
    return face == 6 or face + modifier >= target


@dataclass
class SuccessRoll(Procedure):
    """Roll a d6 for ``piece``; the answer is left in ``m.roll_ok`` for the procedure that asked."""

    NAME = "success_roll"
    ASKS = frozenset({Ask.REROLL, Ask.AUGURY})
    phase: Literal["start", "ask", "reroll", "declined", "augury", "augured", "augury_declined"] = "start"
    purpose: str = ""
    piece: PieceNo = -1
    target: int = 4
    modifier: int = 0
    skill: str = ""  # the skill that may re-roll a failure, if the model has it and may use it
    team_reroll: bool = True  # a failure may take a team re-roll (the active team's own roll)
    turnover_on_fail: bool = False  # R16 Augury may answer this roll's failure
    rerolled: str = ""

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            if self._roll(m, ""):
                return self._finish(m, True)
            if self.skill and self._roll(m, self.skill):
                return self._finish(m, True)
            if not self._team_reroll_possible(m):
                return self._failed(m)
            self.phase = "ask"
        if self.phase == "ask":
            chance = d6_success(self.target, self.modifier)
            return Prompt(
                Ask.REROLL,
                m.pieces[self.piece].side,
                {"purpose": self.purpose, "piece": self.piece, "chance": str(chance)},
            )
        if self.phase == "reroll":
            return self._finish(m, True) if self._roll(m, "team") else self._failed(m)
        if self.phase == "augury":
            return Prompt(
                Ask.AUGURY, int(m.pieces[self.piece].side), {"purpose": self.purpose, "piece": self.piece}
            )
        if self.phase == "augured":
            return self._finish(m, self._roll(m, "Augury"))
        return self._failed(m)  # "declined"

    def _failed(self, m: Match) -> Outcome:
        """R16 Augury: a bonus re-roll, even after a re-roll, when this failure means a turnover."""
        side = int(m.pieces[self.piece].side)
        if self.turnover_on_fail and self.phase != "augury_declined" and augury_open(m, side):
            self.phase = "augury"
            return Prompt(Ask.AUGURY, side, {"purpose": self.purpose, "piece": self.piece})
        return self._finish(m, False)

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        if prompt.kind == "augury":
            return [Action(Act.AUGURY, choice=1), Action(Act.AUGURY, choice=0)]
        return [Action(Act.USE_REROLL), Action(Act.DECLINE_REROLL)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.act is Act.AUGURY:
            if action.choice == 1:
                cast(m, int(m.pieces[self.piece].side), "Augury")
                self.phase = "augured"
            else:
                self.phase = "augury_declined"
        elif action.act is Act.USE_REROLL:
            team = m.team(m.pieces[self.piece].side)
            team.spend_reroll()
            self.phase = "reroll"
        else:
            self.phase = "declined"

    def _team_reroll_possible(self, m: Match) -> bool:
        side = m.pieces[self.piece].side
        team = m.team(side)
        # R11.1: one re-roll per roll, so not after a skill re-roll; one team re-roll per turn
        # R4.4: after a turnover the turn has ended; the ball comes to rest without re-rolls
        return (
            self.team_reroll
            and not self.rerolled
            and m.active == side
            and not m.turnover
            and team.rerolls > 0
            and not team.reroll_used
        )

    def _roll(self, m: Match, reroll: str) -> bool:
        die = roll(m.dice, DieKind.D6, self.purpose)
        ok = passes(die.value, self.target, self.modifier)
        if reroll:
            self.rerolled = reroll
        piece = m.pieces[self.piece]
        m._log(
            roll_event(
                (die,),
                self.purpose,
                of=piece,
                target=self.target,
                modifier=self.modifier,
                success=ok,
                reroll=reroll or None,
                piece=self.piece,
                side=int(piece.side),
            )
        )
        return ok

    def _finish(self, m: Match, ok: bool) -> Outcome:
        m.roll_ok = ok
        return DONE


def chance_of(target: int, modifier: int) -> Fraction:
    return d6_success(target, modifier)
