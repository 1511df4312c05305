"""Timing the AI's turns on the match screen frame by frame: the person's side follows the
hints at once, the AI's side plays at the animation speed, one frame every 1/60 s."""

from __future__ import annotations

from samurai_bowl.ui.match.view import MatchView

FRAME = 1 / 60


def ai_turn_seconds(view: MatchView, frames: int = 200_000) -> list[float]:
    """Play the match to its end; the on-screen seconds of each AI team turn, from its first
    decision to the person's next one (set-ups and kick-offs are not team turns), less the time
    the AI waits while a moment's banner is up."""
    m = view.match
    turns: list[float] = []
    timing: int | None = None  # the team turn being timed
    for _ in range(frames):
        pending = m.pending
        if pending is None:
            return turns
        if view.human_to_act():
            timing = None
            hint = view.coaching.hint(m)
            assert hint is not None and view.apply(hint.action)
            continue
        if pending.kind == "turn" and timing != m.turn_seq:
            timing = m.turn_seq
            turns.append(0.0)
        if timing is not None and m.turn_seq == timing and view.moments.current is None:
            turns[-1] += FRAME  # a moment's banner (a turnover, a kick-off) is not the AI's time
        view.on_update(FRAME)
    raise AssertionError("the match did not end")
