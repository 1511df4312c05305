"""Checks that hold at every decision of every match; the test suite and benchmarks run them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.engine.anytime import ANYTIME
from samurai_bowl.engine.decisions import catalogue_problems
from samurai_bowl.engine.state.board import CLOSED, EMPTY

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


class InvariantBroken(AssertionError):
    """The engine reached a state the rules cannot produce."""


def check_reentrant(m: Match) -> None:
    """The procedure waiting on the pending decision asks it again, changing nothing, when run
    again (as it is after a Void Strike cast at that decision, R16)."""
    if m.pending is None:
        return
    again = m.replica()
    again.state.prompt = None
    asked = again.state.stack[-1].run(again)
    again.state.prompt = m.pending
    if asked != m.pending or again.state != m.state:
        name = type(m.state.stack[-1]).__name__
        raise InvariantBroken(f"{name} in phase {m.state.stack[-1].phase!r} does not ask {m.pending} again")


def check_invariants(m: Match) -> None:
    """One model per square, live zone counts equal a recount, the squares closed to the path
    search exactly those a model stands on, the ball with its carrier,
    counters in range, and a unique, non-empty list of legal actions while a decision waits, which
    with its prompt keeps to the decision's entry in the catalogue."""
    board = m.board
    if board.recount() != (board.occupant, board.tz, board.tackle_tz):
        raise InvariantBroken("occupancy or tackle-zone counts drifted from the pieces")
    pairs = zip(board.closed, board.occupant, strict=True)
    if any((closed == CLOSED) != (taken != EMPTY) for closed, taken in pairs):
        raise InvariantBroken("the squares the path search may not enter drifted from who stands where")
    for piece in m.pieces:
        if (piece.square is not None) != piece.status.on_pitch:
            raise InvariantBroken(f"{piece!r}: square and status disagree")
        if piece.square is not None and board.occupant[piece.square] != piece.index:
            raise InvariantBroken(f"{piece!r} is not where the board says")
    if m.ball.carrier is not None:
        carrier = m.pieces[m.ball.carrier]
        if not carrier.standing or carrier.square != m.ball.square:
            raise InvariantBroken(f"the ball is not with its carrier {carrier!r}")
    if not all(0 <= t.turn <= m.rules.match.turns_per_half and t.rerolls >= 0 for t in m.teams):
        raise InvariantBroken(f"turn counter or re-rolls out of range: {m.teams}")
    if m.pending is not None:
        legal = m.legal_actions()
        if not legal or len(set(legal)) != len(legal):
            raise InvariantBroken(f"legal actions for {m.pending.kind} are empty or repeated")
        answers = frozenset(action.act for action in legal) - ANYTIME
        broken = catalogue_problems(m.pending.kind, m.pending.data, answers)
        if broken:
            raise InvariantBroken("; ".join(broken))
