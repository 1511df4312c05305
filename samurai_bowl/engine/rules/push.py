"""Where a pushed model goes (R7.7): directly away, else beside it, else a chain push, else the crowd."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.engine.state.board import Board
from samurai_bowl.engine.state.pieces import Piece, Skill


@dataclass(frozen=True, slots=True)
class PushOptions:
    """The squares a pushed model may be moved to, and who picks among them."""

    squares: tuple[int, ...]  # empty when he is not moved (Stand Firm) or goes into the crowd
    defender_chooses: bool = False  # Sidestep
    chain: bool = False  # the square(s) hold a model that is pushed on in turn
    off_pitch: bool = False  # no square on the pitch is left: into the crowd

    @property
    def moved(self) -> bool:
        return bool(self.squares) or self.off_pitch


STAND_FIRM = PushOptions(())


def push_options(board: Board, pusher_square: int, pushed: Piece) -> PushOptions:
    """The choices for pushing ``pushed`` away from ``pusher_square`` (a neighbouring square)."""
    if pushed.has(Skill.STAND_FIRM):
        return STAND_FIRM
    assert pushed.square is not None
    pitch = board.pitch
    if pushed.has(Skill.SIDESTEP):
        free = tuple(sq for sq in pitch.neighbours[pushed.square] if board.at(sq) is None)
        if free:
            return PushOptions(free, defender_chooses=True)
    direct, beside = away_squares(board, pusher_square, pushed.square)
    if direct is not None and board.at(direct) is None:
        return PushOptions((direct,))
    free_beside = tuple(sq for sq in beside if board.at(sq) is None)
    if free_beside:
        return PushOptions(free_beside)
    # nothing free: push on into the direct square, else into a square beside it; the crowd last
    if direct is not None:
        return PushOptions((direct,), chain=True)
    if beside:
        return PushOptions(beside, chain=True)
    return PushOptions((), off_pitch=True)


def away_squares(board: Board, pusher_square: int, pushed_square: int) -> tuple[int | None, tuple[int, ...]]:
    """The square directly away from the pusher and the (on-pitch) squares beside it, also away."""
    pitch = board.pitch
    px, py = pitch.xy(pusher_square)
    x, y = pitch.xy(pushed_square)
    dx, dy = x - px, y - py
    if max(abs(dx), abs(dy)) != 1:
        raise ValueError("only a neighbouring model can be pushed")
    if dx and dy:  # diagonal: the two squares sharing one component of the direction
        sides = ((dx, 0), (0, dy))
    elif dx:
        sides = ((dx, -1), (dx, 1))
    else:
        sides = ((-1, dy), (1, dy))
    direct = pitch.step(pushed_square, dx, dy)
    beside = tuple(sq for sq in (pitch.step(pushed_square, sx, sy) for sx, sy in sides) if sq is not None)
    return direct, beside
