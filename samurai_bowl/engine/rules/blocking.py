"""A block (R7): dice and chooser, the five faces, pushes and chain pushes, the crowd,
follow-up, and the knock-down's armour with Charge, Mighty Blow and Katana."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from samurai_bowl.data.charts import BlockFace, InjuryResult
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.chances import block_dice
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import EventKind, about, roll_event
from samurai_bowl.engine.plain import FrozenMap, PieceNo, SideNo, SquareNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.ball_flight import Flight
from samurai_bowl.engine.rules.casting import augury_open, cast, spell_ready
from samurai_bowl.engine.rules.damage import Modifiers, block_knockdown_modifiers
from samurai_bowl.engine.rules.loose_ball import (
    BallArrives,
    Fall,
    bounce_from,
    check_touchdown,
    injure,
    landing,
)
from samurai_bowl.engine.rules.push import push_options
from samurai_bowl.engine.rules.staff import fury_bonus
from samurai_bowl.engine.state.pieces import Piece, Skill, Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

FACE_NAMES = {
    BlockFace.ATTACKER_DOWN: "Attacker Down",
    BlockFace.BOTH_DOWN: "Both Down",
    BlockFace.PUSHED: "Pushed",
    BlockFace.DEFENDER_STUMBLES: "Defender Stumbles",
    BlockFace.DEFENDER_DOWN: "Defender Down",
}


def block_targets(m: Match, attacker: Piece) -> list[Piece]:
    """R7.1: standing enemy models in the attacker's tackle zone."""
    if not attacker.standing or attacker.square is None:
        return []
    return list(m.board.adjacent(attacker.square, attacker.side.other))


@dataclass
class Block(Procedure):
    NAME = "block"
    ASKS = frozenset({Ask.BLOCK_REROLL, Ask.BLOCK_DIE, Ask.AUGURY, Ask.FOLLOW_UP, Ask.BITING_STEEL})
    phase: Literal[
        "start",
        "rolled",
        "reroll_asked",
        "choose",
        "augury_asked",
        "resolve",
        "pushed",
        "follow_up_asked",
        "steel_asked",
        "knock_down",
        "done",
    ] = "start"
    attacker: PieceNo = -1
    defender: PieceNo = -1
    moved_first: bool = False  # for Charge
    faces: list[str] = field(default_factory=list)
    attacker_chooses: bool = True
    face: str = ""
    from_square: SquareNo = -1  # where the defender stood: the follow-up square
    steel: bool | None = None  # R16 Biting Steel: None not yet offered, then cast or not
    augury: bool | None = None  # R16 Augury on a face that downs the attacker: None not yet offered

    def run(self, m: Match) -> Outcome:
        attacker, defender = m.pieces[self.attacker], m.pieces[self.defender]
        if self.phase == "start":
            att_st, def_st = m.board.block_strength(attacker, defender)
            count, self.attacker_chooses = block_dice(att_st, def_st)
            chooser = "attacker" if self.attacker_chooses else "defender"
            dice = "1 die" if count == 1 else f"{count} dice, the {chooser} chooses"
            facts = {
                "attacker": attacker.index,
                "defender": defender.index,
                "attacker_st": att_st,
                "defender_st": def_st,
                "block_dice": count,
                "attacker_chooses": self.attacker_chooses,
            }
            words = f"{attacker.name} (ST {att_st}) blocks {defender.name} (ST {def_st}): {dice}"
            m._log(about(attacker, EventKind.BLOCK, words, FrozenMap(facts)))
            m._credit(attacker.index, "blocks")
            self._roll(m, count, "")
            self.phase = "rolled"
        if self.phase == "rolled":
            team = m.team(attacker.side)
            if team.rerolls > 0 and not team.reroll_used:  # R11.2: whatever the faces show
                self.phase = "reroll_asked"
            else:
                self.phase = "choose"
        if self.phase == "reroll_asked":
            return Prompt(Ask.BLOCK_REROLL, int(attacker.side), self._data())
        if self.phase == "choose":
            if len(set(self.faces)) == 1:
                self.face = self.faces[0]
                self.phase = "resolve"
            else:
                side = attacker.side if self.attacker_chooses else defender.side
                return Prompt(Ask.BLOCK_DIE, int(side), self._data())
        if self.phase == "resolve" and self.augury is None and self._augury_due(m, attacker):
            self.phase = "augury_asked"
        if self.phase == "augury_asked":
            return Prompt(Ask.AUGURY, int(attacker.side), {**self._data(), "face": self.face})
        if self.phase == "resolve":
            return self._resolve(m, attacker, defender)
        if self.phase == "pushed":
            return self._after_push(m, attacker, defender)
        if self.phase == "follow_up_asked":
            return Prompt(Ask.FOLLOW_UP, int(attacker.side), {**self._data(), "square": self.from_square})
        if self.phase == "knock_down":
            return self._knock_down(m, attacker, defender)
        if self.phase == "steel_asked":
            return Prompt(Ask.BITING_STEEL, int(attacker.side), {"defender": defender.index})
        check_touchdown(m)
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        if prompt.kind == "block_reroll":
            return [Action(Act.USE_REROLL), Action(Act.DECLINE_REROLL)]
        if prompt.kind == "block_die":
            return [Action(Act.CHOOSE_DIE, choice=i) for i in range(len(self.faces))]
        if prompt.kind == "biting_steel":
            return [Action(Act.BITING_STEEL, choice=1), Action(Act.BITING_STEEL, choice=0)]
        if prompt.kind == "augury":
            return [Action(Act.AUGURY, choice=1), Action(Act.AUGURY, choice=0)]
        return [Action(Act.FOLLOW_UP, choice=1), Action(Act.FOLLOW_UP, choice=0)]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        if action.act is Act.USE_REROLL:
            team = m.team(m.pieces[self.attacker].side)
            team.spend_reroll()
            self._roll(m, len(self.faces), "team")
            self.phase = "choose"
        elif action.act is Act.DECLINE_REROLL:
            self.phase = "choose"
        elif action.act is Act.AUGURY:
            self.augury = action.choice == 1
            if self.augury:  # R16: every die of the block again, then a face is kept again
                cast(m, int(m.pieces[self.attacker].side), "Augury")
                self._roll(m, len(self.faces), "Augury")
                self.phase = "choose"
            else:
                self.phase = "resolve"
        elif action.act is Act.BITING_STEEL:
            if action.choice == 1:
                cast(m, int(m.pieces[self.attacker].side), "Biting Steel")
                self.steel = True
            self.phase = "knock_down"
        elif action.act is Act.CHOOSE_DIE:
            assert action.choice is not None
            self.face = self.faces[action.choice]
            self.phase = "resolve"
        else:
            if action.choice == 1:
                attacker = m.pieces[self.attacker]
                m.board.move(attacker, self.from_square)
                if m.ball.carrier == attacker.index:
                    m.ball.square = self.from_square
                m._log(about(attacker, EventKind.FOLLOW_UP, f"{attacker.name} follows up"))
            self.phase = "knock_down"

    def _data(self) -> dict[str, object]:
        """What a coach answering this block's questions is told."""
        return {
            "faces": list(self.faces),
            "attacker": self.attacker,
            "defender": self.defender,
            "attacker_chooses": self.attacker_chooses,
        }

    def _roll(self, m: Match, count: int, reroll: str) -> None:
        dice = tuple(roll(m.dice, DieKind.BLOCK, "block") for _ in range(count))
        self.faces = [m.data.block_dice.lookup(d.value).id.value for d in dice]
        names = ", ".join(FACE_NAMES[BlockFace(f)] for f in self.faces)
        attacker = m.pieces[self.attacker]
        m._log(
            roll_event(
                dice,
                "Block dice",
                result=names,
                reroll=reroll or None,
                piece=attacker.index,
                side=int(attacker.side),
            )
        )

    def _resolve(self, m: Match, attacker: Piece, defender: Piece) -> Outcome:
        face = BlockFace(self.face)
        m._log(about(attacker, EventKind.BLOCK_RESULT, FACE_NAMES[face], FrozenMap({"face": face.value})))
        if face is BlockFace.ATTACKER_DOWN:  # R7.5: as if the defender had knocked him down
            m.turnover = True
            self.phase = "done"
            mods = block_knockdown_modifiers(defender, False, m.rules.damage)
            m._push(_fall(attacker, mods, defender))
            return AGAIN
        if face is BlockFace.BOTH_DOWN:  # R7.6: Block keeps a model up; no modifiers
            self.phase = "done"
            if not attacker.has(Skill.BLOCK):
                m.turnover = True
                m._push(Fall(piece=attacker.index, by=defender.index))
            if not defender.has(Skill.BLOCK):
                m._push(Fall(piece=defender.index, by=attacker.index))
            return AGAIN
        assert defender.square is not None and attacker.square is not None
        self.from_square = defender.square
        m._push(
            Push(
                pusher_square=attacker.square,
                piece=defender.index,
                chooser=int(attacker.side),
                by=attacker.index,
                falls=self._knocks_down(defender),
            )
        )
        self.phase = "pushed"
        return AGAIN

    def _augury_due(self, m: Match, attacker: Piece) -> bool:
        """R16: the kept face knocks the attacker down (a turnover), and his shugenja can answer it."""
        face = BlockFace(self.face)
        downed = face is BlockFace.ATTACKER_DOWN or (
            face is BlockFace.BOTH_DOWN and not attacker.has(Skill.BLOCK)
        )
        return downed and augury_open(m, int(attacker.side))

    def _knocks_down(self, defender: Piece) -> bool:
        """R7.4: the kept face knocks the defender down (Defender Stumbles: unless he has Dodge)."""
        face = BlockFace(self.face)
        return face is BlockFace.DEFENDER_DOWN or (
            face is BlockFace.DEFENDER_STUMBLES and not defender.has(Skill.DODGE)
        )

    def _after_push(self, m: Match, attacker: Piece, defender: Piece) -> Outcome:
        if m.touchdown is not None:
            self.phase = "done"
            return AGAIN
        moved = defender.square != self.from_square
        if moved and m.board.at(self.from_square) is None and attacker.standing:
            self.phase = "follow_up_asked"  # R7.8
        else:
            self.phase = "knock_down"
        return AGAIN

    def _knock_down(self, m: Match, attacker: Piece, defender: Piece) -> Outcome:
        if not (self._knocks_down(defender) and defender.square is not None and defender.standing):
            self.phase = "done"
            return AGAIN
        if self.steel is None and spell_ready(m, int(attacker.side)):
            self.steel = False
            self.phase = "steel_asked"  # R16: Biting Steel is offered as the knock-down happens
            return AGAIN
        self.phase = "done"
        mods = block_knockdown_modifiers(attacker, self.moved_first, m.rules.damage)
        steel = m.rules.damage.biting_steel_bonus if self.steel else 0
        mods = Modifiers(mods.armour + fury_bonus(m, int(attacker.side)) + steel, mods.injury + steel)
        m._push(_fall(defender, mods, attacker))
        return AGAIN


def _fall(piece: Piece, mods: Modifiers, by: Piece) -> Fall:
    return Fall(piece=piece.index, armour_modifier=mods.armour, injury_modifier=mods.injury, by=by.index)


@dataclass
class Push(Procedure):
    """R7.7: push ``piece`` away from ``pusher_square``; chain pushes go first; the crowd last."""

    NAME = "push"
    ASKS = frozenset({Ask.PUSH})
    phase: Literal["start", "asked", "chosen", "move", "done"] = "start"
    pusher_square: SquareNo = -1
    piece: PieceNo = -1
    chooser: SideNo = 0
    by: PieceNo = -1  # the blocker, credited with a crowd casualty
    to: SquareNo = -1
    options: list[SquareNo] = field(default_factory=list)
    falls: bool = False  # the same block knocks him down once pushed: a carrier does not score (R5.5)

    def run(self, m: Match) -> Outcome:
        piece = m.pieces[self.piece]
        if self.phase == "start":
            options = push_options(m.board, self.pusher_square, piece)
            if not options.moved:
                m._log(about(piece, EventKind.STAND_FIRM, f"{piece.name} stands firm"))
                return DONE
            if options.off_pitch:
                return self._into_the_crowd(m, piece)
            self.options = list(options.squares)
            if options.defender_chooses:
                self.chooser = int(piece.side)
            if len(self.options) > 1:
                self.phase = "asked"
                return Prompt(Ask.PUSH, self.chooser, {"piece": piece.index, "squares": self.options})
            self.to = self.options[0]
            self.phase = "chosen"
        if self.phase == "asked":
            return Prompt(Ask.PUSH, self.chooser, {"piece": piece.index, "squares": self.options})
        if self.phase == "chosen":
            occupant = m.board.at(self.to)
            self.phase = "move"
            if occupant is not None:
                assert piece.square is not None
                m._push(
                    Push(pusher_square=piece.square, piece=occupant.index, chooser=self.chooser, by=self.by)
                )
                return AGAIN
        if self.phase == "move":
            return self._move(m, piece)
        return DONE

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return [Action(Act.PUSH, piece=self.piece, square=sq) for sq in self.options]

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        assert action.square is not None
        self.to, self.phase = action.square, "chosen"

    def _move(self, m: Match, piece: Piece) -> Outcome:
        if m.board.at(self.to) is not None:  # the model in the way stood firm
            return DONE
        m.board.move(piece, self.to)
        m._log(about(piece, EventKind.PUSHED, f"{piece.name} is pushed to {m.pitch.xy(self.to)}"))
        if m.ball.carrier == piece.index:
            m.ball.square = self.to
            if not self.falls:
                check_touchdown(m)  # R5.5: as soon as the push resolves, unless he is knocked down by it
        elif m.ball.loose and m.ball.square == self.to:
            # [I] a model pushed onto the loose ball knocks it on: it bounces from there
            m._push(bounce_from(self.to))
            self.phase = "done"
            return AGAIN
        return DONE

    def _into_the_crowd(self, m: Match, piece: Piece) -> Outcome:
        """R7.7: off the pitch, the crowd beats him: an injury roll, no armour; the ball is thrown in."""
        square = piece.square
        assert square is not None
        had_ball = m.ball.carrier == piece.index
        px, py = m.pitch.xy(self.pusher_square)
        x, y = m.pitch.xy(square)
        m.board.remove(piece, Status.RESERVES)
        m._log(about(piece, EventKind.CROWD, f"{piece.name} is pushed into the crowd"))
        if injure(m, piece, 0) is InjuryResult.CRITICAL and self.by >= 0:
            m._credit(self.by, "casualties")
        if had_ball:  # thrown in from his last square, away from the pusher
            m.ball.carrier = None
            if piece.side == m.active:
                m.turnover = True  # R4.4 [I]: the active team's carrier pushed into the crowd
            gone = Flight(None, square, (x - px, y - py), ())
            m._push(BallArrives(square=landing(m, gone, "")))
            self.phase = "done"
            return AGAIN
        return DONE
