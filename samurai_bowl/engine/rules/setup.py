"""Setting up for a drive (R3.4): place models in your half, or take a ready-made formation.

A set-up decision has about 1,800 answers (every movable model on every free square of the half),
and most questions about it need none of them listed: which kinds of answer are open, whether one
answer is, or one placement chosen at random. :class:`Placements` is those answers, made only when
read."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Literal, overload

from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.events import Event, EventKind
from samurai_bowl.engine.plain import EMPTY, SideNo
from samurai_bowl.engine.procedure import DONE, Ask, Outcome, Procedure, Prompt
from samurai_bowl.engine.rules.setup_legality import setup_problems, setup_ready
from samurai_bowl.engine.state.pieces import Piece, Status
from samurai_bowl.engine.state.pitch import Side

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match

END = Action(Act.END_SETUP)
KINDS = frozenset({Act.PLACE, Act.BENCH, Act.FORMATION, Act.END_SETUP})
_COUNTED = frozenset({Act.PLACE, Act.END_SETUP})  # the kinds whose answers need a census


def own_half(m: Match, side: int) -> tuple[int, ...]:
    return m.pitch.halves[side]


def placed(m: Match, side: int) -> list[Piece]:
    return [p for p in m.side_pieces(side) if p.square is not None]


@dataclass(frozen=True, slots=True)
class Census:
    """One side's models at a set-up decision, counted in one pass: set-up asks at every decision."""

    on_pitch: list[Piece]
    reserves: list[Piece]  # free to come on this drive
    able: int  # how many could take the field this drive (``Match.able_to_play``)


_ON_PITCH = frozenset(status for status in Status if status.on_pitch)


def census(m: Match, side: int) -> Census:
    """``side``'s models as the set-up rules count them."""
    on_pitch, reserves = [], []
    able = 0
    for piece in m.state.pieces:
        if piece.side != side:
            continue
        if piece.square is not None:
            on_pitch.append(piece)
        status = piece.status
        if status in _ON_PITCH:
            able += 1
        elif status is Status.RESERVES and m.in_reserves(piece):
            reserves.append(piece)
            able += 1
    return Census(on_pitch, reserves, able)


def problems(m: Match, side: int) -> list[str]:
    seen = census(m, side)
    return setup_problems(m.pitch, m.rules.setup, Side(side), seen.on_pitch, seen.able)


def ready(m: Match, side: int, seen: Census | None = None) -> bool:
    """The set-up breaks no R3.4 rule, so it may end."""
    if seen is None:
        seen = census(m, side)
    return setup_ready(m.pitch, m.rules.setup, Side(side), seen.on_pitch, seen.able)


@lru_cache(maxsize=256)
def _place_row(piece: int, size: int) -> tuple[Action, ...]:
    """Every PLACE action for one piece, made once and shared by every set-up decision."""
    return tuple(Action(Act.PLACE, piece=piece, square=sq) for sq in range(size))


class Placements(Sequence[Action]):
    """The PLACE answers of a set-up decision, model by model and square by square as
    ``legal_actions()`` lists them; each is made when it is read."""

    __slots__ = ("_pieces", "_size", "_squares")

    def __init__(self, pieces: Sequence[int], squares: Sequence[int], size: int) -> None:
        self._pieces, self._squares, self._size = tuple(pieces), tuple(squares), size

    def __len__(self) -> int:
        return len(self._pieces) * len(self._squares)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        count = len(self)
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError(f"placement {index} of {count}")
        piece, square = divmod(index, len(self._squares))
        return _place_row(self._pieces[piece], self._size)[self._squares[square]]

    def __iter__(self) -> Iterator[Action]:
        for piece in self._pieces:
            row = _place_row(piece, self._size)
            for square in self._squares:
                yield row[square]

    def __contains__(self, action: object) -> bool:
        return (
            isinstance(action, Action)
            and action.act is Act.PLACE
            and action.choice is None
            and action.piece in self._pieces
            and action.square in self._squares
        )

    def __repr__(self) -> str:
        return f"Placements({len(self._pieces)} models x {len(self._squares)} squares)"


def formation_squares(m: Match, side: int, index: int) -> list[int]:
    """A formation's squares for ``side`` (mirrored for the away team)."""
    squares = []
    for x, y in m.data.formations.formations[index].squares:
        column = x if side == Side.HOME else m.pitch.length - 1 - x
        squares.append(m.pitch.square(column, y))
    return squares


@dataclass
class Setup(Procedure):
    NAME = "setup"
    ASKS = frozenset({Ask.SETUP})
    phase: Literal["start", "done"] = "start"
    side: SideNo = 0
    event: str = ""  # the kick-off result that lets a team set up again (R13 Superior Tactics)

    def run(self, m: Match) -> Outcome:
        if self.phase == "done" or not census(m, self.side).able:
            return DONE
        return Prompt(Ask.SETUP, self.side, {"event": self.event} if self.event else EMPTY)

    def legal(self, m: Match, prompt: Prompt) -> list[Action]:
        return list(self.legal_of(m, prompt, KINDS))

    def legal_kinds(self, m: Match, prompt: Prompt) -> frozenset[Act]:
        seen = census(m, self.side)
        kinds = {Act.FORMATION} if m.data.formations.formations else set()
        if seen.on_pitch:
            kinds.add(Act.BENCH)
        occupant = m.board.occupant
        if self._movable(m, seen) and any(occupant[sq] < 0 for sq in own_half(m, self.side)):
            kinds.add(Act.PLACE)
        if ready(m, self.side, seen):
            kinds.add(Act.END_SETUP)
        return frozenset(kinds)

    def legal_of(self, m: Match, prompt: Prompt, kinds: frozenset[Act]) -> Sequence[Action]:
        seen = census(m, self.side) if kinds & _COUNTED else None
        found: list[Sequence[Action]] = []
        if seen is not None and Act.PLACE in kinds:
            occupant = m.board.occupant
            free = [sq for sq in own_half(m, self.side) if occupant[sq] < 0]
            found.append(Placements([p.index for p in self._movable(m, seen)], free, m.pitch.size))
        if Act.BENCH in kinds:
            found.append([Action(Act.BENCH, piece=p.index) for p in placed(m, self.side)])
        if Act.FORMATION in kinds:
            found.append([Action(Act.FORMATION, choice=i) for i in range(len(m.data.formations.formations))])
        if seen is not None and Act.END_SETUP in kinds and ready(m, self.side, seen):
            found.append([END])
        return found[0] if len(found) == 1 else [action for part in found for action in part]

    def allows(self, m: Match, prompt: Prompt, action: Action) -> bool:
        act, piece_no = action.act, action.piece
        if act is Act.END_SETUP:
            return action == END and ready(m, self.side)
        if act is Act.FORMATION:
            return (
                piece_no is None
                and action.square is None
                and action.choice in range(len(m.data.formations.formations))
            )
        if act not in (Act.PLACE, Act.BENCH) or action.choice is not None:
            return False
        if piece_no is None or not 0 <= piece_no < len(m.pieces) or m.pieces[piece_no].side != self.side:
            return False
        piece = m.pieces[piece_no]
        if act is Act.BENCH:
            return action.square is None and piece.square is not None
        square = action.square
        if square is None or not 0 <= square < m.pitch.size:
            return False
        if m.board.occupant[square] >= 0 or m.pitch.half_of(square) != self.side:
            return False
        if piece.square is not None:
            return True
        return m.in_reserves(piece) and len(placed(m, self.side)) < m.rules.setup.players_on_pitch

    @staticmethod
    def _movable(m: Match, seen: Census) -> list[Piece]:
        """Who may be placed: those on the pitch, and the reserves while there is room (R3.4)."""
        if len(seen.on_pitch) < m.rules.setup.players_on_pitch:
            return seen.on_pitch + seen.reserves
        return seen.on_pitch

    def refusal(self, m: Match, prompt: Prompt, action: Action) -> str | None:
        if action.act is Act.END_SETUP:
            return "; ".join(problems(m, self.side)) or None
        if action.act is Act.PLACE and action.square is not None and 0 <= action.square < m.pitch.size:
            if m.board.occupant[action.square] >= 0:
                return f"square {m.pitch.xy(action.square)} is taken"
            if m.pitch.half_of(action.square) != self.side:
                return f"R3.4: square {m.pitch.xy(action.square)} is not in your half"
        return None

    def answer(self, m: Match, prompt: Prompt, action: Action) -> None:
        board = m.board
        if action.act is Act.PLACE:
            assert action.piece is not None and action.square is not None
            piece = m.pieces[action.piece]
            if piece.square is None:
                board.place(piece, action.square)
            else:
                board.move(piece, action.square)
        elif action.act is Act.BENCH:
            assert action.piece is not None
            board.remove(m.pieces[action.piece], Status.RESERVES)
        elif action.act is Act.FORMATION:
            assert action.choice is not None
            self._formation(m, action.choice)
        else:
            names = ", ".join(f"#{p.number}" for p in placed(m, self.side))
            m._log(Event(EventKind.SETUP, f"{m.team(self.side).name} set up: {names}", side=self.side))
            self.phase = "done"

    def _formation(self, m: Match, index: int) -> None:
        for piece in placed(m, self.side):
            m.board.remove(piece, Status.RESERVES)
        able = [p for p in m.side_pieces(self.side) if m.in_reserves(p)]
        able.sort(key=lambda p: (-p.st, -p.av, p.number))  # the strongest take the line first
        for piece, square in zip(able, formation_squares(m, self.side, index), strict=False):
            m.board.place(piece, square)
