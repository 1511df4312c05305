"""Iaijutsu duels (R15): initiative, focus or strike, and the strike back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.data.charts import InjuryResult
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import Event, EventKind, about, roll_event
from samurai_bowl.engine.plain import Count, Either, PieceNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.conditions import dishonor
from samurai_bowl.engine.rules.loose_ball import injure
from samurai_bowl.engine.rules.staff import can_force, use_staff
from samurai_bowl.engine.state.pieces import Piece, Skill

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


@dataclass
class Duel(Procedure):
    """``challenger`` against ``challenged``; ``chooser`` is 0 or 1 for whose choice it is."""

    NAME = "duel"
    ASKS = frozenset({Ask.DUEL})
    phase: Literal["start", "choose", "done"] = "start"
    challenger: PieceNo = -1
    challenged: PieceNo = -1
    focus: list[Count] | None = None
    chooser: Either = 0

    def duellists(self, m: Match) -> tuple[Piece, Piece]:
        return m.pieces[self.challenger], m.pieces[self.challenged]

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            self.focus = [0, 0]
            self.chooser = self._initiative(m)
            self.phase = "choose"
        if self.phase == "choose":
            assert self.focus is not None
            piece = self.duellists(m)[self.chooser]
            if self.focus[self.chooser] >= piece.ph:  # [I] no focus left: he must strike
                return self._strike(m)
            return Prompt(
                Ask.DUEL, int(piece.side), {"piece": piece.index, "focus": self.focus[self.chooser]}
            )
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return [Action(Act.DUEL, choice=1), Action(Act.DUEL, choice=0)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        assert self.focus is not None
        piece = self.duellists(m)[self.chooser]
        if action.choice == 1:  # R15.2: focus, then the other chooses
            self.focus[self.chooser] += 1
            m._log(about(piece, EventKind.FOCUS, f"{piece.name} focuses ({self.focus[self.chooser]})"))
            self.chooser = 1 - self.chooser
        else:
            self._strike(m)

    @staticmethod
    def _mighty(m: Match, striker: Piece) -> int:
        """R7.9, R15.3: Mighty Blow's +1 on the strike's injury roll."""
        return m.rules.damage.mighty_blow_bonus if striker.has(Skill.MIGHTY_BLOW) else 0

    def _initiative(self, m: Match) -> int:
        """R15.1: d6 each, +2 with Iaijutsu; [I] ties roll again. Returns who chooses first."""
        honour = m.rules.honour
        while True:
            totals = []
            for piece in self.duellists(m):
                bonus = honour.iaijutsu_duel_bonus if piece.has(Skill.IAIJUTSU) else 0
                die = roll(m.dice, DieKind.D6, "duel initiative")
                totals.append(die.value + bonus)
                m._log(
                    roll_event(
                        (die,),
                        "Duel initiative",
                        of=piece,
                        modifier=bonus,
                        piece=piece.index,
                        side=int(piece.side),
                    )
                )
            if totals[0] != totals[1] or not honour.duel_ties_reroll:
                return 0 if totals[0] >= totals[1] else 1
            m._log(Event(EventKind.DUEL, "A tie: both roll again"))

    def _strike(self, m: Match) -> Outcome:
        """R15.3: an injury roll (no armour) plus the striker's focus; if the other is only
        Stunned he strikes back, plus his own focus."""
        assert self.focus is not None
        striker, other = self.duellists(m)[self.chooser], self.duellists(m)[1 - self.chooser]
        m._log(about(striker, EventKind.STRIKE, f"{striker.name} strikes"))
        if injure(m, other, self.focus[self.chooser] + self._mighty(m, striker)) is InjuryResult.STUNNED:
            m._log(about(other, EventKind.STRIKE, f"{other.name} strikes back"))
            injure(m, striker, self.focus[1 - self.chooser] + self._mighty(m, other))
        self.phase = "done"
        return DONE


@dataclass
class Accept(Procedure):
    """R13 (3): the challenged coach accepts the duel or refuses, and his player is Dishonored."""

    NAME = "accept_duel"
    ASKS = frozenset({Ask.ACCEPT_DUEL, Ask.FORCE_DUEL})
    phase: Literal["start", "refused", "accepted", "done"] = "start"
    challenger: PieceNo = -1
    challenged: PieceNo = -1

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            return Prompt(
                Ask.ACCEPT_DUEL,
                int(m.pieces[self.challenged].side),
                {"challenger": self.challenger, "challenged": self.challenged},
            )
        if self.phase == "refused":  # R17 Kitsuki Yasu may force him to accept
            return Prompt(
                Ask.FORCE_DUEL, int(m.pieces[self.challenger].side), {"challenged": self.challenged}
            )
        if self.phase == "accepted":
            self.phase = "done"
            m._push(Duel(challenger=self.challenger, challenged=self.challenged))
            return AGAIN
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        act = Act.USE_STAFF if prompt.kind == "force_duel" else Act.ACCEPT_DUEL
        return [Action(act, choice=1), Action(act, choice=0)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        challenged = m.pieces[self.challenged]
        if action.act is Act.USE_STAFF:
            if action.choice == 1:
                forced = f"{challenged.name} must accept the challenge"
                use_staff(m, int(m.pieces[self.challenger].side), forced)
                self.phase = "accepted"
            else:
                self._refuse(m, challenged)
        elif action.choice == 1:
            m._log(about(challenged, EventKind.ACCEPT, f"{challenged.name} accepts the challenge"))
            self.phase = "accepted"
        else:
            m._log(about(challenged, EventKind.REFUSE, f"{challenged.name} refuses the challenge"))
            if can_force(m, m.pieces[self.challenger]):
                self.phase = "refused"
            else:
                self._refuse(m, challenged)

    def _refuse(self, m: Match, challenged: Piece) -> None:
        dishonor(m, challenged)  # R9.5: a challenged model who refuses is Dishonored
        self.phase = "done"
