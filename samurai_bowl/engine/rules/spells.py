"""The Team Shugenja (R16): one spell per game. [I] The active coach casts in his own turn,
except Augury and Biting Steel, which answer a roll."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.rolled import roll
from samurai_bowl.engine.dice.sources import DieKind
from samurai_bowl.engine.events import EventKind, about, roll_event
from samurai_bowl.engine.plain import FrozenMap, PieceNo, SideNo, SquareNo
from samurai_bowl.engine.procedure import AGAIN, DONE, Outcome, Procedure
from samurai_bowl.engine.rules.casting import cast, spell_ready
from samurai_bowl.engine.rules.conditions import unbless
from samurai_bowl.engine.rules.loose_ball import Fall, bounce_from
from samurai_bowl.engine.rules.rerolls import passes
from samurai_bowl.engine.state.pieces import Piece, Status
from samurai_bowl.engine.state.pitch import Pitch

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

VOID_STRIKE_CLAN = "phoenix"


def _trios() -> tuple[tuple[tuple[int, int], ...], ...]:
    """R16 [I]: the shapes three connected squares can take (each square next to another of them,
    diagonals included), as offsets from the square named in the action. The four straight lines
    come first, from their first square; the bent ones from their first square in reading order."""
    lines = tuple(((0, 0), (dx, dy), (2 * dx, 2 * dy)) for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)))
    near = [(dx, dy) for dy in range(-2, 3) for dx in range(-2, 3)]
    bent: set[tuple[tuple[int, int], ...]] = set()
    for second in near:
        for third in near:
            cells = {(0, 0), second, third}
            if len(cells) < 3 or not _connected(cells):
                continue
            shape = tuple(sorted(_normal(tuple(cells)), key=lambda c: (c[1], c[0])))
            if not any(set(shape) == _normal(line) for line in lines):
                bent.add(shape)
    return lines + tuple(sorted(bent))


def _connected(cells: set[tuple[int, int]]) -> bool:
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for other in cells - seen:
            if max(abs(other[0] - x), abs(other[1] - y)) == 1:
                seen.add(other)
                todo.append(other)
    return seen == cells


def _normal(cells: tuple[tuple[int, int], ...]) -> set[tuple[int, int]]:
    first = min(cells, key=lambda c: (c[1], c[0]))
    return {(x - first[0], y - first[1]) for x, y in cells}


TRIOS = _trios()


def fires_squares(m: Match, square: int, choice: int) -> list[int] | None:
    """The three squares of the Fires From Within named by ``square`` and shape ``choice``, if all
    are on the pitch."""
    return _squares(m.pitch, square, choice)


def _squares(pitch: Pitch, square: int, choice: int) -> list[int] | None:
    if not 0 <= choice < len(TRIOS):
        return None
    x, y = pitch.xy(square)
    squares = []
    for dx, dy in TRIOS[choice]:
        if not pitch.on_pitch(x + dx, y + dy):
            return None
        squares.append(pitch.square(x + dx, y + dy))
    return squares


def fires_naming(pitch: Pitch, squares: set[int]) -> tuple[int, int] | None:
    """The (square, shape) that name a group of three squares for the Fires From Within, or None
    when they are not three connected squares on the pitch."""
    wanted = frozenset(squares)
    for square in sorted(wanted):
        for choice in range(len(TRIOS)):
            found = _squares(pitch, square, choice)
            if found is not None and frozenset(found) == wanted:
                return square, choice
    return None


@dataclass(frozen=True)
class Groups:
    """Every group of three on a pitch, numbered, as its spell action; and the numbers of the
    groups through each square (set-ups and turns list them thousands of times a match)."""

    actions: tuple[Action, ...]
    through: tuple[tuple[int, ...], ...]


@lru_cache(maxsize=8)
def _groups(pitch: Pitch) -> Groups:
    actions: list[Action] = []
    through: list[list[int]] = [[] for _ in range(pitch.size)]
    for square in range(pitch.size):
        for choice in range(len(TRIOS)):
            squares = _squares(pitch, square, choice)
            if squares is not None:
                for member in squares:
                    through[member].append(len(actions))
                actions.append(Action(Act.FIRES_FROM_WITHIN, square=square, choice=choice))
    return Groups(tuple(actions), tuple(tuple(group) for group in through))


def turn_spells(m: Match, side: int) -> list[Action]:
    """The spells the active coach may cast at his decisions in his own turn: between activations
    or in the middle of one, after a step and before the next (R16 [I])."""
    if not spell_ready(m, side):
        return []
    every = _groups(m.pitch)
    groups: set[int] = set()
    for piece in m.state.pieces:  # every group of three touching a standing model: the Fires From Within
        if piece.square is not None and piece.standing:
            groups.update(every.through[piece.square])
    actions = [every.actions[group] for group in sorted(groups)]
    actions += [
        Action(Act.INNER_FIRE, piece=p.index)
        for p in m.side_pieces(side)
        if p.status in (Status.PRONE, Status.STUNNED)
    ]
    return actions


def void_strikes(m: Match, side: int) -> list[Action]:
    """R16 Void Strike (Phoenix), at any decision of the coach's: [I] at an opposing model on the
    pitch who takes no part in what is being resolved (the block, push, duel or roll waiting on
    this decision), so every step under way keeps its models."""
    if m.team_files[side].clan != VOID_STRIKE_CLAN or not spell_ready(m, side):
        return []
    busy = set().union(*(procedure.pieces() for procedure in m.state.stack))
    return [
        Action(Act.VOID_STRIKE, square=p.square)
        for p in m.state.pieces
        if p.square is not None and p.side != side and p.index not in busy
    ]


def cast_turn_spell(m: Match, side: int, action: Action) -> None:
    """Cast one of :func:`turn_spells`. Nothing else changes: an activation under way keeps its
    movement and its action (R16 [I])."""
    if action.act is Act.INNER_FIRE:
        assert action.piece is not None
        inner_fire(m, side, m.pieces[action.piece])
        return
    assert action.act is Act.FIRES_FROM_WITHIN and action.square is not None and action.choice is not None
    line = fires_squares(m, action.square, action.choice)
    assert line is not None
    m._push(FiresFromWithin(side=side, squares=line))


TURN_SPELLS = frozenset({Act.INNER_FIRE, Act.FIRES_FROM_WITHIN})


def inner_fire(m: Match, side: int, piece: Piece) -> None:
    cast(m, side, "Inner Fire")
    m.board.set_status(piece, Status.STANDING)
    m.stunned_at.pop(piece.index, None)
    words = f"{piece.name} rises, burning with Inner Fire"
    m._log(about(piece, EventKind.STAND_UP, words, FrozenMap({"spell": "Inner Fire"})))


@dataclass
class VoidStrike(Procedure):
    """Phoenix only: d6; higher than the model's ST knocks it out."""

    NAME = "void_strike"
    phase: Literal["start", "done"] = "start"
    side: SideNo = 0
    target: PieceNo = -1

    def run(self, m: Match) -> Outcome:
        if self.phase == "done":
            return DONE
        piece = m.pieces[self.target]
        cast(m, self.side, "Void Strike")
        die = roll(m.dice, DieKind.D6, "Void Strike")
        struck = die.value > piece.st
        m._log(
            roll_event(
                (die,),
                f"Void Strike at {piece.name} (ST {piece.st})",
                success=struck,
                result="Knocked Out" if struck else "no effect",
                side=self.side,
            )
        )
        if not struck or piece.square is None:
            return DONE
        square, had_ball = piece.square, m.ball.carrier == piece.index
        unbless(m, piece)  # R13 (5): a knock-out by the spell is an injury result too
        m.board.remove(piece, Status.KO)
        if had_ball:
            m.ball.carrier = None
            if piece.side == m.active:
                m.turnover = True  # R4.4: the active team's carrier is down
            m._push(bounce_from(square))
            self.phase = "done"
            return AGAIN
        return DONE


@dataclass
class FiresFromWithin(Procedure):
    """Every model on the three squares makes a basic agility roll or falls and takes an armour roll."""

    NAME = "fires_from_within"
    phase: Literal["start", "burn"] = "start"
    side: SideNo = 0
    squares: list[SquareNo] = field(default_factory=list)
    burning: list[PieceNo] = field(default_factory=list)

    def run(self, m: Match) -> Outcome:
        if self.phase == "start":
            cast(m, self.side, "The Fires From Within")
            # [I] only standing models can be brought down
            on_line = (m.board.at(sq) for sq in self.squares)
            self.burning = [p.index for p in on_line if p is not None and p.standing]
            self.phase = "burn"
        while self.burning:
            piece = m.pieces[self.burning.pop(0)]
            if not piece.standing:
                continue
            target = m.data.agility.target(piece.ag)
            die = roll(m.dice, DieKind.D6, "The Fires From Within")
            ok = passes(die.value, target, 0)
            m._log(
                roll_event(
                    (die,),
                    "The Fires From Within",
                    of=piece,
                    target=target,
                    success=ok,
                    piece=piece.index,
                    side=int(piece.side),
                )
            )
            if not ok:
                if piece.side == self.side:
                    m.turnover = True  # R4.4: a model of the active team falls
                m._push(Fall(piece=piece.index))
                return AGAIN
        return DONE
