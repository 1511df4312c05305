"""A team turn (R4): the counter, model activations, moving (R5), turnovers, stunned models."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.events import Event, EventKind, about
from samurai_bowl.engine.plain import EMPTY, PieceNo, SideNo, SquareNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.blocking import Block, block_targets
from samurai_bowl.engine.rules.honour import Foul, Penalty, foul_targets
from samurai_bowl.engine.rules.loose_ball import Fall, agility_target, bounce_from, check_touchdown, give_ball
from samurai_bowl.engine.rules.passing import HandOff, Pass, hand_off_targets, pass_targets
from samurai_bowl.engine.rules.rerolls import SuccessRoll
from samurai_bowl.engine.rules.spells import TURN_SPELLS, cast_turn_spell, turn_spells
from samurai_bowl.engine.rules.staff import ujiaki, ujiaki_available
from samurai_bowl.engine.rules.weather import movement_allowance, surge_squares
from samurai_bowl.engine.state.pieces import Skill, Status
from samurai_bowl.text.words import possessive

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def action_open(m: Match) -> bool:
    """R4.2: whether a model of the active team may still pass, block or foul. Under the default
    ``action_limit: team`` the team has one such action a turn; under ``model`` each model has one."""
    return m.rules.match.action_limit == "model" or not m.state.action_used


@dataclass
class Turn(Procedure):
    NAME = "turn"
    ASKS = frozenset({Ask.ILLEGAL_PROCEDURE, Ask.TURN})
    phase: Literal["start", "call", "called", "release", "choose", "end"] = "start"
    side: SideNo = 0
    bonus: bool = False  # R13 Sneak Attack: a turn that does not move the counter
    counter_moved: bool = True
    held: Action | None = None  # the action that waits while the opponent may call
    call_offered: bool = False  # R4.1: the opponent's chance to call Illegal Procedure, once

    def run(self, m: Match) -> Outcome:
        team = m.team(self.side)
        if self.phase == "start":
            if not self.bonus and m.rules.match.manual_turn_counter:
                self.counter_moved = False  # R4.1: the coach must move it before doing anything
            elif not self.bonus:
                team.turn += 1  # R4.1, moved by itself
            team.reroll_used = False
            m.turn_seq += 1
            m.active, m.acted, m.turnover, m.action_used = self.side, set(), False, False
            if self.bonus:
                what = "a bonus turn (Sneak Attack)"
            elif not self.counter_moved:  # R4.1: announced before the coach has moved it
                what = f"a new turn of half {m.half}; the turn counter still shows {team.turn}"
            else:
                what = f"turn {team.turn} of half {m.half}"
            m._log(Event(EventKind.TURN, f"{team.name}: {what}", side=self.side))
            self.phase = "choose"
        if self.phase == "call":
            return Prompt(Ask.ILLEGAL_PROCEDURE, 1 - self.side)
        if self.phase == "called":
            if m.penalty_upheld:  # the turn ends at once
                m.turnover = True
                self.held = None
                return self._end(m)
            self.phase = "release"
        if self.phase == "release":
            assert self.held is not None
            action, self.held, self.phase = self.held, None, "choose"
            self._do(m, action)
            return AGAIN
        if self.phase == "choose":
            if m.turnover or m.touchdown is not None:
                return self._end(m)
            return Prompt(Ask.TURN, self.side, {"event": "sneak_attack"} if self.bonus else EMPTY)
        return self._end(m)

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        if prompt.kind == "illegal_procedure":
            return [Action(Act.CALL_ILLEGAL_PROCEDURE, choice=c) for c in (1, 0)]
        acted = m.state.acted
        actions = [
            Action(Act.ACTIVATE, piece=p.index)
            for p in m.side_pieces(self.side)
            if p.index not in acted and p.status in (Status.STANDING, Status.PRONE)
        ]
        if ujiaki_available(m, self.side):
            actions.append(Action(Act.USE_STAFF, choice=1))
        actions += turn_spells(m, self.side)
        if not self.counter_moved:
            actions.append(Action(Act.MOVE_COUNTER))
        actions.append(Action(Act.END_TURN))
        return actions

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.act is Act.CALL_ILLEGAL_PROCEDURE:
            if action.choice == 1:
                m._log(Event(EventKind.ILLEGAL_PROCEDURE, "Illegal Procedure is called!", side=1 - self.side))
                m._push(Penalty(side=self.side, reason="Illegal Procedure"))
                self.phase = "called"
            else:
                self.phase = "release"
        elif action.act is Act.MOVE_COUNTER:
            self._move_counter(m)
        elif action.act is not Act.END_TURN and not self.counter_moved and not self.call_offered:
            self.held, self.call_offered, self.phase = action, True, "call"
        else:
            self._do(m, action)

    def _move_counter(self, m: Match) -> None:
        team = m.team(self.side)
        team.turn += 1
        self.counter_moved = True
        m._log(
            Event(EventKind.TURN_COUNTER, f"{team.name} move the turn counter to {team.turn}", side=self.side)
        )

    def _do(self, m: Match, action: Action) -> None:
        if action.act is Act.USE_STAFF:
            ujiaki(m, self.side)
        elif action.act in TURN_SPELLS:
            cast_turn_spell(m, self.side, action)
        elif action.act is Act.ACTIVATE:
            assert action.piece is not None
            m.acted.add(action.piece)  # R4.2: once another model is activated, this one is done
            m._push(Activation(piece=action.piece))
        else:
            self.phase = "end"

    def _end(self, m: Match) -> Outcome:
        if not self.counter_moved:  # a turn played with the counter left behind still counts
            self._move_counter(m)
        if m.turnover and m.touchdown is None:
            m._log(
                Event(
                    EventKind.TURNOVER,
                    f"Turnover: {possessive(m.team(self.side).name)} turn ends",
                    side=self.side,
                )
            )
        # R4.5: stunned models of this team turn face up, unless they were stunned this turn
        for piece in m.side_pieces(self.side):
            if piece.status is Status.STUNNED and m.stunned_at.get(piece.index, -1) < m.turn_seq:
                m.board.set_status(piece, Status.PRONE)
                m.stunned_at.pop(piece.index, None)
                m._log(about(piece, EventKind.RECOVER, f"{piece.name} turns face up"))
        m.active = None
        m.fury = None
        return DONE


@dataclass
class Activation(Procedure):
    """One model's activation: stand up if prone (R4.6), then move square by square (R5)."""

    NAME = "activation"
    ASKS = frozenset({Ask.ACTIVATION})
    phase: Literal["start", "standing", "act", "done"] = "start"
    piece: PieceNo = -1
    ma_left: int = 0
    surges_left: int = 0
    moved: bool = False
    action: str = ""  # the one action taken (R4.2): "block" or "pass"; only Frenzy blocks again

    def run(self, m: Match) -> Outcome:
        piece = m.pieces[self.piece]
        if self.phase == "done":
            return DONE
        if self.phase == "start":
            allowance = movement_allowance(m, piece)
            self.ma_left = allowance
            movement = m.rules.movement
            self.surges_left = surge_squares(m, piece)
            if piece.status is Status.PRONE:
                if allowance >= movement.stand_up_cost:
                    self.ma_left -= movement.stand_up_cost
                    m.board.set_status(piece, Status.STANDING)
                    m._log(about(piece, EventKind.STAND_UP, f"{piece.name} stands up"))
                else:
                    target = movement.stand_up_roll_target
                    m._push(SuccessRoll(purpose="Stand up", piece=piece.index, target=target))
                    self.phase = "standing"
                    return AGAIN
            self.phase = "act"
        if self.phase == "standing":
            if not m.roll_ok:
                return DONE
            m.board.set_status(piece, Status.STANDING)
            self.ma_left = self.surges_left = 0  # R4.6: stood up by a roll, he may move no further
            self.phase = "act"
        if m.turnover or m.touchdown is not None or piece.status is not Status.STANDING:
            return DONE
        if self.action in ("pass", "foul") or (
            self.action == "block" and not (piece.has(Skill.FRENZY) and block_targets(m, piece))
        ):
            return DONE
        return Prompt(
            Ask.ACTIVATION,
            int(piece.side),
            {"piece": piece.index, "ma_left": self.ma_left, "surges_left": self.surges_left},
        )

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        piece = m.pieces[self.piece]
        actions = []
        can_move = not self.action and (self.ma_left > 0 or self.surges_left > 0)
        if piece.square is not None and can_move:
            actions = [
                Action(Act.MOVE, piece=piece.index, square=sq)
                for sq in m.pitch.neighbours[piece.square]
                if m.board.at(sq) is None
            ]
        acting = action_open(m) or self.action == "block"  # Frenzy's blocks are the same one action
        if acting:
            actions += [
                Action(Act.BLOCK, piece=piece.index, square=target.square)
                for target in block_targets(m, piece)
            ]
        if not self.action and action_open(m):
            actions += [
                Action(Act.PASS, piece=piece.index, square=mate.square) for mate in pass_targets(m, piece)
            ]
        if not self.action:
            actions += [
                Action(Act.HAND_OFF, piece=piece.index, square=mate.square)
                for mate in hand_off_targets(m, piece)
            ]
        if not self.action and action_open(m):
            actions += [
                Action(Act.FOUL, piece=piece.index, square=victim.square) for victim in foul_targets(m, piece)
            ]
        actions += turn_spells(m, int(piece.side))  # R16 [I]: between two steps of his
        actions.append(Action(Act.END_ACTIVATION, piece=piece.index))
        return actions

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.act is Act.END_ACTIVATION:
            self.phase = "done"
            return
        if action.act in TURN_SPELLS:  # the activation goes on as it was (R16 [I])
            cast_turn_spell(m, int(m.pieces[self.piece].side), action)
            return
        assert action.square is not None
        target = m.board.at(action.square)
        if action.act is Act.BLOCK:
            assert target is not None
            self.action, m.action_used = "block", True  # R4.3: a block may follow movement, no MA spent
            m._push(Block(attacker=self.piece, defender=target.index, moved_first=self.moved))
            return
        if action.act is Act.PASS:
            assert target is not None
            self.action, m.action_used = "pass", True
            m._push(Pass(thrower=self.piece, target=target.index))
            return
        if action.act is Act.FOUL:
            assert target is not None
            self.action, m.action_used = "foul", True
            m._push(Foul(fouler=self.piece, victim=target.index))
            return
        if action.act is Act.HAND_OFF:  # a free action: the activation goes on
            assert target is not None
            m._push(HandOff(giver=self.piece, receiver=target.index))
            return
        self.moved = True
        surge = self.ma_left == 0
        if surge:
            self.surges_left -= 1
        else:
            self.ma_left -= 1
        m._push(Step(piece=self.piece, to=action.square, surge=surge))


@dataclass
class Step(Procedure):
    """One square of movement: Surge of Speed (R5.4), dodge (R5.3), then pick-up (R6.1)."""

    NAME = "step"
    phase: Literal["start", "dodge", "dodged", "surge", "surged", "moved", "picked", "done"] = "start"
    piece: PieceNo = -1
    to: SquareNo = -1
    surge: bool = False
    dodge_modifier: int = 0
    dodge: bool = False
    tackled: bool = False

    def run(self, m: Match) -> Outcome:
        piece = m.pieces[self.piece]
        if self.phase == "start":
            assert piece.square is not None
            enemy_tz, enemy_tackle = m.board.tz[1 - piece.side], m.board.tackle_tz[1 - piece.side]
            self.dodge = enemy_tz[piece.square] > 0
            self.tackled = enemy_tackle[piece.square] > 0
            self.dodge_modifier = -enemy_tz[self.to]
            self.phase = "surge"
        if self.phase == "surge":
            self.phase = "dodge"
            if self.surge:
                fails_on = m.rules.movement.surge_fails_on
                m._push(
                    SuccessRoll(
                        purpose="Surge of Speed",
                        piece=piece.index,
                        target=fails_on + 1,
                        turnover_on_fail=True,
                    )
                )
                self.phase = "surged"
                return AGAIN
        if self.phase == "surged":
            if not m.roll_ok:
                return self._fall(m)
            self.phase = "dodge"
        if self.phase == "dodge":
            self.phase = "moved"
            if self.dodge:
                skill = Skill.DODGE.value if piece.has(Skill.DODGE) and not self.tackled else ""
                m._push(
                    SuccessRoll(
                        purpose="Dodge",
                        piece=piece.index,
                        target=agility_target(m, piece),
                        modifier=self.dodge_modifier,
                        skill=skill,
                        turnover_on_fail=True,
                    )
                )
                self.phase = "dodged"
                return AGAIN
        if self.phase == "dodged":
            if not m.roll_ok:
                return self._fall(m)
            self.phase = "moved"
        if self.phase == "moved":
            self._move(m)
            if m.ball.loose and m.ball.square == self.to:
                m._push(
                    SuccessRoll(
                        purpose="Pick-up",
                        piece=piece.index,
                        target=agility_target(m, piece),
                        modifier=m.rules.ball.pickup_modifier,
                        skill=Skill.SURE_HANDS.value if piece.has(Skill.SURE_HANDS) else "",
                        turnover_on_fail=True,
                    )
                )
                self.phase = "picked"
                return AGAIN
            check_touchdown(m)
            return DONE
        if self.phase == "picked":
            if m.roll_ok:
                give_ball(m, piece)
                m._log(about(piece, EventKind.PICK_UP, f"{piece.name} picks up the ball"))
                check_touchdown(m)
                return DONE
            m.turnover = True  # R6.1: the ball bounces, turnover
            m._push(bounce_from(self.to))
            self.phase = "done"
            return AGAIN
        return DONE

    def _move(self, m: Match) -> None:
        piece = m.pieces[self.piece]
        m.board.move(piece, self.to)
        if m.ball.carrier == piece.index:
            m.ball.square = self.to
        m._log(about(piece, EventKind.MOVE, f"{piece.name} moves to {m.pitch.xy(self.to)}"))

    def _fall(self, m: Match) -> Outcome:
        """A failed surge or dodge: he falls in the square he was moving to; turnover (R4.4)."""
        self._move(m)
        m.turnover = True
        m._push(Fall(piece=self.piece))
        self.phase = "done"
        return AGAIN
