"""Playing one turn of a built position with a coach, for the coach's tests."""

from __future__ import annotations

from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.match import Match


def play_turn(m: Match, coach: HeuristicCoach) -> list[str]:
    """Let the coach play home's turn; returns what happened."""
    texts: list[str] = []
    while m.pending is not None and m.pending.side == 0 and m.pending.kind != "setup":
        action = coach.choose(m)
        assert action in m.legal_actions()
        texts += [e.text for e in m.apply(action)]
        if action.act is Act.END_TURN:
            break
    return texts
