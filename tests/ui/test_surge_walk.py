"""A click's walk paused by a failed roll's re-roll decision goes on once the re-roll made it
good (controls/pitch_input.py): a surge re-rolled no longer leaves the model short of the square
the coach clicked; a re-roll that fails again ends the walk where he fell."""

from __future__ import annotations

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.ui.app import App
from tests.rules.match_builder import sq
from tests.ui.test_match_view import click_square, instant, press
from tests.ui.test_whole_move_undo import ctrl_z, screen

__all__ = ["instant"]


def test_a_surge_made_good_by_a_re_roll_walks_on_to_the_clicked_square(data: GameData, instant: App) -> None:
    app = instant
    # two surges beyond his MA: the first fails (1), the team re-roll makes it (6), the second passes
    view = screen(data, app, [("d6", 1), ("d6", 6), ("d6", 6)], rerolls=1)
    m = view.match
    ma = m.pieces[0].ma
    target = sq(5 + ma + 2, 5)
    click_square(app, view, sq(5, 5))
    click_square(app, view, target)
    assert m.pending is not None and m.pending.kind == "reroll"
    assert m.pieces[0].square is not None and m.pitch.distance(m.pieces[0].square, sq(5, 5)) == ma
    press(app, arcade.key.R)  # the prompt's "use a team re-roll"
    assert m.pieces[0].square == target
    assert m.pending is not None and m.pending.kind == "activation"
    assert m.history[-2].act is Act.USE_REROLL and m.history[-1] == Action(Act.MOVE, piece=0, square=target)
    ctrl_z(app)  # the second surge rolled too: nothing comes back
    assert m.pieces[0].square == target


def test_a_surge_that_fails_again_drops_the_rest_of_the_path(data: GameData, instant: App) -> None:
    app = instant
    view = screen(data, app, [("d6", 1), ("d6", 1), ("d6", 1), ("d6", 2)], rerolls=1)
    m = view.match
    ma = m.pieces[0].ma
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(5 + ma + 2, 5))
    press(app, arcade.key.R)
    assert view.input.resume is None
    fell = m.pieces[0].square
    assert fell is not None and m.pitch.distance(fell, sq(5, 5)) == ma + 1 and not m.pieces[0].standing
    assert m.pending is None or m.pending.kind != "activation"
