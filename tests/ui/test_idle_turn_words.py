"""A turn with none of a coach's models on the pitch (Evil Portents shook the last one to the
Reserves) says so and that E ends it, rather than asking him to click a player."""

from __future__ import annotations

from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.scenarios.load import load_scenario
from samurai_bowl.engine.scenarios.play import run_scenario
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from tests.ui.conftest import render
from tests.ui.offscreen import shot_at

SCENARIO = Path(__file__).resolve().parent.parent / "scenarios" / "r13_evil_portents_a_stat_at_zero.yaml"


@pytest.fixture
def emptied(data: GameData, app: App) -> MatchView:
    m = run_scenario(load_scenario(SCENARIO, data), data).match
    m.apply(Action(Act.END_TURN))  # the Cranes' turn: the Scorpions' next, with nobody on the pitch
    assert m.pending is not None and m.pending.kind == "turn" and m.pending.side == 0
    assert not any(p.square is not None for p in m.side_pieces(0))
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    view.moments.waiting.clear()
    render(app.window)
    return view


def test_a_turn_with_nobody_on_the_pitch_says_why_and_how_to_end_it(app: App, emptied: MatchView) -> None:
    words = emptied.prompt.question.text
    assert "click a player" not in words
    assert (
        words
        == "Your turn: nobody of yours is on the pitch (Evil Portents sent 1 player to the Reserves) · E ends it"
    )
    for size in ((1280, 720), (1920, 1080)):
        shot_at(app.window, emptied, size, "idle-turn")
    app.window.dispatch_event("on_key_press", emptied.prompt.buttons[0].key, 0)
    app.window.dispatch_events()
    pending = emptied.match.pending
    assert pending is not None and pending.side == 1  # E ended it
