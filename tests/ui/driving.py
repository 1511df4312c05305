"""Driving the match screen in tests: the AI's turns run, the person's side follows the hint; and
frames drawn until what another end sends has shown."""

from __future__ import annotations

from samurai_bowl.ai.hint import coaching_hint
from samurai_bowl.ui.app import App, draw_frame
from samurai_bowl.ui.match.view import MatchView
from tests.subprocesses import wait_until


def frames_until(app: App, what: str, condition: object) -> None:
    """Draw frames until ``condition`` (a value, or a function asked after each frame) holds."""

    def done() -> bool:
        draw_frame(app.window)
        return bool(condition() if callable(condition) else condition)

    wait_until(done, what)


def play_by_hints(view: MatchView, until_turn: int | None = None, limit: int = 5000) -> None:
    """Play until the match is over (or team turn ``until_turn`` has begun); the AI moves
    without waiting, and each of the person's decisions is the coaching hint's action."""
    for _ in range(limit):
        while view.match.pending is not None and not view.human_to_act():
            view.on_update(1.0)
        if view.match.pending is None or (until_turn is not None and view.match.turn_seq >= until_turn):
            return
        hint = coaching_hint(view.match, "normal")
        assert hint is not None and view.apply(hint.action)
    raise AssertionError("the match did not end")
