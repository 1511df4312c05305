"""A click on a square the selected model can reach, in a turn whose counter was left unmoved
(R4.1, the manual counter): the activation is held while the opponent decides whether to call
Illegal Procedure. The walk waits with it: the window does not fail, the model stays where he is
until his coach clicks again, and the opponent's question is what the screen asks."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine import Act
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.conftest import render
from tests.ui.gestures import click_square


def test_a_walk_clicked_before_the_counter_waits_for_the_opponents_call(data: GameData, app: App) -> None:
    places = [Placement(0, sq(5, 5)), Placement(11, sq(15, 9))]
    m = match_at_turn(
        data, *crane_v_lion(), SeededDice(4), places, options={"match": {"manual_turn_counter": True}}
    )
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    render(app.window)
    assert any(a.act is Act.MOVE_COUNTER for a in m.legal_actions())
    click_square(sq(5, 5))(app, view)  # select the Crane
    render(app.window)
    assert view.input.selected == 0 and sq(7, 5) in view.input.reach
    click_square(sq(7, 5))(app, view)  # walk two squares: the activation is held for the call
    render(app.window)
    assert m.pending is not None and m.pending.kind == "illegal_procedure" and m.pending.side == 1
    assert m.pieces[0].square == sq(5, 5)
    assert "Illegal Procedure" in view.prompt.question.text
