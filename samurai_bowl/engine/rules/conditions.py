"""Lasting conditions on models: the Touch of Amaterasu (R13 5), Evil Portents (R13 12) and the
Dishonored box (R9.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.engine.events import Event, EventKind, about
from samurai_bowl.engine.state.pieces import Piece, Skill, Status

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def bless(m: Match, piece: Piece) -> None:
    if piece.index in m.blessed:
        raise ValueError(f"{piece!r} already has the Touch of Amaterasu")
    piece.change_stats(+1)
    m.blessed.add(piece.index)
    m._log(
        about(
            piece,
            EventKind.TOUCH_OF_AMATERASU,
            f"The Touch of Amaterasu: {piece.name} gains +1 to every stat",
        )
    )


def unbless(m: Match, piece: Piece) -> None:
    """The Touch ends at his next injury of any type or when he is Dishonored."""
    if piece.index in m.blessed:
        m.blessed.discard(piece.index)
        piece.change_stats(-1)
        m._log(about(piece, EventKind.TOUCH_ENDS, f"The Touch of Amaterasu leaves {piece.name}"))


def dishonor(m: Match, piece: Piece) -> int | None:
    """R9.5: out of the game for good, into the Dishonored box. A carrier drops the ball where he
    stood (R6.5): that square is returned, and the caller bounces the ball from it. Only an
    ejected fouler can hold it: the other ways to be Dishonored (a refused challenge, Show Me Your
    Stance) come while the ball is in the air, before a drive or after the game."""
    unbless(m, piece)
    dropped = None
    if m.ball.carrier == piece.index:
        m.ball.carrier, dropped = None, piece.square
    m.board.remove(piece, Status.DISHONORED)
    m._log(
        Event(EventKind.DISHONORED, f"{piece.name} is Dishonored", side=int(piece.side), piece=piece.index)
    )
    return dropped


def evil_portents(m: Match) -> None:
    """R13 (12): every non-Shadowlands player on the pitch loses 1 from every stat for the drive;
    [I] a stat brought to 0 or below sends him to the Reserves."""
    m._log(
        Event(EventKind.EVIL_PORTENTS, "Evil Portents: every player not of the Shadowlands is -1 this drive")
    )
    for piece in m.pieces:
        if piece.square is None or piece.has(Skill.SHADOWLANDS):
            continue
        piece.change_stats(-1)
        m.portents.add(piece.index)
        if min(piece.stats()) <= 0:
            m.board.remove(piece, Status.RESERVES)
            m._log(
                Event(
                    EventKind.EVIL_PORTENTS,
                    f"{piece.name} is shaken to the Reserves",
                    side=int(piece.side),
                    piece=piece.index,
                )
            )


def end_portents(m: Match) -> None:
    for index in sorted(m.portents):
        m.pieces[index].change_stats(+1)
    m.portents.clear()
