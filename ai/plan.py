"""A plan: the actions of one activation, how much it is worth, why, and how likely it is to work."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.engine import Act, Action, Match, Piece
from samurai_bowl.telling.square_words import place_words

SAFE = 0.999  # "no roll needed" (floats of exact fractions)


@dataclass(frozen=True)
class Plan:
    worth: float  # compared between plans of one planner
    actions: tuple[Action, ...]
    reason: str  # in words, for the coaching hint
    chance: float  # every roll succeeds, a team re-roll spent where it may be
    alone: bool = False  # once it is done, the other plans its planner made that turn lose their point

    @property
    def safe(self) -> bool:
        return self.chance >= SAFE


def moves(piece: Piece, steps: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(Action(Act.MOVE, piece=piece.index, square=s) for s in steps)


def square_name(m: Match, square: int, mover: int | None = None) -> str:
    """Where a plan goes, in the game's words (the pitch shows no coordinates)."""
    return place_words(m, square, mover)


def goal_edge(m: Match, side: int) -> int:
    """The x of the near edge of the end zone ``side`` scores in."""
    depth = m.pitch.end_zone_depth
    return m.pitch.length - depth if side == 0 else depth - 1


def progress(m: Match, side: int, square: int) -> int:
    """How far up the pitch a square is for ``side``: larger is nearer the end zone it attacks."""
    x = m.pitch.xy(square)[0]
    return x if side == 0 else m.pitch.length - 1 - x


def to_goal(m: Match, side: int, square: int) -> int:
    """Squares still to go before ``side`` stands in the end zone it attacks."""
    return max(0, progress(m, side, goal_edge(m, side)) - progress(m, side, square))


def standing_enemies(m: Match, side: int) -> list[Piece]:
    return [p for p in m.side_pieces(1 - side) if p.standing and p.square is not None]


def our_carrier(m: Match, side: int) -> Piece | None:
    carrier = m.ball.carrier
    if carrier is None or int(m.pieces[carrier].side) != side:
        return None
    return m.pieces[carrier]


def their_carrier(m: Match, side: int) -> Piece | None:
    """The opposing ball carrier, when he stands on the pitch."""
    carrier = m.ball.carrier
    if carrier is None or int(m.pieces[carrier].side) == side or m.pieces[carrier].square is None:
        return None
    return m.pieces[carrier]
