"""Kickoff events that pick or change models (R13): Touch of Amaterasu, Test of Might, Show Me
Your Stance and Evil Portents. [I] Events naming an adjacent opponent do nothing without one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.data.charts import KickoffEvent
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import Event, EventKind, roll_event
from samurai_bowl.engine.plain import PieceNo, SideNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.conditions import bless, dishonor
from samurai_bowl.engine.rules.damage import block_knockdown_modifiers
from samurai_bowl.engine.rules.duel import Accept
from samurai_bowl.engine.rules.loose_ball import Fall
from samurai_bowl.engine.state.pieces import Piece

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def challenge_pairs(m: Match, side: int) -> list[tuple[Piece, Piece]]:
    """(challenger, challenged): a standing model of ``side`` and an adjacent standing opponent."""
    pairs = []
    for piece in m.side_pieces(side):
        if piece.standing and piece.square is not None:
            pairs += [(piece, other) for other in m.board.adjacent(piece.square, piece.side.other)]
    return pairs


@dataclass
class TouchOfAmaterasu(Procedure):
    """R13 (5): the kicking coach picks one of his players on the pitch not already touched (the
    Touch does not stack: a second one on him would be lost at his first injury all the same)."""

    NAME = "touch_of_amaterasu"
    ASKS = frozenset({Ask.TOUCH_OF_AMATERASU})
    phase: Literal["start", "done"] = "start"
    side: SideNo = 0

    def run(self, m: Match) -> Outcome:
        if self.phase == "done" or not self._candidates(m):
            return DONE
        return Prompt(Ask.TOUCH_OF_AMATERASU, self.side)

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return [Action(Act.CHOOSE_PLAYER, piece=p.index) for p in self._candidates(m)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        assert action.piece is not None
        bless(m, m.pieces[action.piece])
        self.phase = "done"

    def _candidates(self, m: Match) -> list[Piece]:
        return [p for p in m.side_pieces(self.side) if p.square is not None and p.index not in m.blessed]


@dataclass
class Challenge(Procedure):
    """R13 (3) Iaijutsu Challenge: the challenged accepts a duel or is Dishonored. R13 (9) Test of
    Might: d6 + ST each, the lower is knocked down as in a block. R13 (11) Show Me Your Stance:
    d6 + PH each, the lower is Dishonored. [I] A tie does nothing."""

    NAME = "challenge"
    ASKS = frozenset({Ask.CHALLENGE})
    phase: Literal["start", "chosen", "done"] = "start"
    side: SideNo = 0
    event: str = ""
    challenger: PieceNo = -1
    challenged: PieceNo = -1

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            if not challenge_pairs(m, self.side):
                nobody = "Nobody stands next to an opponent: nothing happens"
                m._log(Event(EventKind.CHALLENGE, nobody, side=self.side))
                return DONE
            return Prompt(Ask.CHALLENGE, self.side, {"event": self.event})
        if self.phase == "chosen":
            return self._resolve(m)
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        pairs = challenge_pairs(m, self.side)
        return [Action(Act.CHALLENGE, piece=a.index, square=b.square) for a, b in pairs]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        assert action.piece is not None and action.square is not None
        target = m.board.at(action.square)
        assert target is not None
        self.challenger, self.challenged, self.phase = action.piece, target.index, "chosen"

    def _resolve(self, m: Match) -> Outcome:
        mine, theirs = m.pieces[self.challenger], m.pieces[self.challenged]
        if self.event == KickoffEvent.IAIJUTSU_CHALLENGE.value:  # R13 (3): accept and duel, or refuse
            self.phase = "done"
            m._push(Accept(challenger=mine.index, challenged=theirs.index))
            return AGAIN
        might = self.event == KickoffEvent.TEST_OF_MIGHT.value
        totals = []
        for piece in (mine, theirs):
            bonus = piece.st if might else piece.ph
            die = roll(m.dice, DieKind.D6, self.event)
            totals.append(die.value + bonus)
            label = "Test of Might" if might else "Show Me Your Stance"
            m._log(
                roll_event((die,), label, of=piece, modifier=bonus, piece=piece.index, side=int(piece.side))
            )
        self.phase = "done"
        if totals[0] == totals[1]:
            m._log(Event(EventKind.CHALLENGE, "A tie: nothing happens"))
            return DONE
        loser, winner = (mine, theirs) if totals[0] < totals[1] else (theirs, mine)
        if not might:
            dishonor(m, loser)
            return DONE
        mods = block_knockdown_modifiers(winner, False, m.rules.damage)
        m._push(Fall(piece=loser.index, armour_modifier=mods.armour, injury_modifier=mods.injury))
        return AGAIN
