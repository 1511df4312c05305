"""Ctrl+Z takes back what the coach did with one click (controls/commands.py): a whole move, back
to the model not yet activated, or back to the last die rolled; the dice roll on as if nothing was
taken back."""

from __future__ import annotations

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice, SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.story.undo_words import heading
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.conftest import render
from tests.ui.test_match_view import click, click_square, hover, instant, press

__all__ = ["instant"]


def screen(data: GameData, app: App, dice: list[tuple[str, int]], rerolls: int = 0) -> MatchView:
    # a Crane in open ground at (5, 5); another at (10, 5) marked by a Lion at (11, 6)
    placements = [Placement(0, sq(5, 5)), Placement(1, sq(10, 5)), Placement(11, sq(11, 6))]
    m = match_at_turn(
        data, *crane_v_lion(), ScriptedDice(dice, data.block_dice), placements, rerolls=(rerolls, 0)
    )
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    render(app.window)
    return view


def ctrl_z(app: App) -> None:
    press(app, arcade.key.Z, arcade.key.MOD_CTRL)


def test_one_ctrl_z_takes_back_a_three_square_move(data: GameData, instant: App) -> None:
    app = instant
    view = screen(data, app, [])
    click_square(app, view, sq(5, 5))  # selected: no action yet
    click_square(app, view, sq(8, 5))  # activated and walked three squares by one click
    m = view.match
    assert m.pieces[0].square == sq(8, 5)
    assert [a.act for a in m.history[-4:]] == [Act.ACTIVATE, Act.MOVE, Act.MOVE, Act.MOVE]
    render(app.window)
    left, bottom, width, height = view.prompt.undo.button.rect
    hover(app, left + width / 2, bottom + height / 2)
    way = heading(m, m.history[-2].square, sq(8, 5))  # the last step's way on screen, no grid square
    assert view.status.text == f"Undo (Ctrl+Z) takes back #1 Player 1's step {way} and 3 actions before it"
    ctrl_z(app)
    assert m.pieces[0].square == sq(5, 5)
    assert m.pending is not None and m.pending.kind == "turn" and 0 not in m.acted  # free to blitz instead
    assert view.input.selected == 0  # the selection was a click of its own: he is still picked
    assert [a.act for a in m.history[-4:]] == [Act.UNDO] * 4
    assert view.status.text == f"Cranes take back #1 Player 1's step {way} and 3 actions before it"
    assert not view.prompt.undo.button.enabled  # nothing older to take back


def test_a_move_of_a_model_already_acting_goes_back_to_his_square_still_acting(
    data: GameData, instant: App
) -> None:
    app = instant
    view = screen(data, app, [])
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(6, 5))  # the first click: activate and one step
    click_square(app, view, sq(8, 7))  # the second: two steps more
    m = view.match
    assert m.pieces[0].square == sq(8, 7)
    ctrl_z(app)
    assert m.pieces[0].square == sq(6, 5) and m.pending is not None and m.pending.kind == "activation"
    ctrl_z(app)
    assert m.pieces[0].square == sq(5, 5) and m.pending.kind == "turn"


def test_an_end_of_activation_by_key_goes_back_alone(data: GameData, instant: App) -> None:
    app = instant
    view = screen(data, app, [])
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(7, 5))
    press(app, arcade.key.E)  # ends his activation: no click made it
    m = view.match
    assert m.history[-1].act is Act.END_ACTIVATION
    ctrl_z(app)
    assert m.pending is not None and m.pending.kind == "activation" and m.pieces[0].square == sq(7, 5)
    ctrl_z(app)
    assert m.pieces[0].square == sq(5, 5) and m.pending.kind == "turn"


def test_a_move_with_a_dodge_goes_back_only_to_the_dodge(data: GameData, instant: App) -> None:
    app = instant
    view = screen(data, app, [("d6", 6)])
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(8, 3))  # a dodge out of the Lion's zone, then a free step
    m = view.match
    assert m.pieces[1].square == sq(8, 3)
    ctrl_z(app)
    assert m.pieces[1].square == sq(9, 4)  # the square the dodge reached stays
    assert m.pending is not None and m.pending.kind == "activation"
    ctrl_z(app)  # the dodge is final
    assert m.pieces[1].square == sq(9, 4)


def test_taking_back_never_changes_the_next_roll(data: GameData, instant: App) -> None:
    app = instant
    placements = [Placement(0, sq(5, 5)), Placement(1, sq(10, 5)), Placement(11, sq(11, 6))]
    view = MatchView(
        app, Session(match_at_turn(data, *crane_v_lion(), SeededDice(7), placements), ("human",) * 2)
    )
    app.show(view)
    render(app.window)
    m = view.match
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(8, 5))
    ctrl_z(app)
    assert m.pieces[0].square == sq(5, 5)
    taken = len(m.events)
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(9, 4))  # a dodge: the first die rolled since the take-back
    untouched = match_at_turn(data, *crane_v_lion(), SeededDice(7), placements)
    untouched.apply(Action(Act.ACTIVATE, piece=1))
    seen = len(untouched.events)
    untouched.apply(Action(Act.MOVE, piece=1, square=sq(9, 4)))
    rolled = [e.text for e in m.events[taken:] if e.kind == "roll"]
    assert rolled and rolled == [e.text for e in untouched.events[seen:] if e.kind == "roll"]


def test_the_undo_button_takes_back_the_whole_click_too(data: GameData, instant: App) -> None:
    app = instant
    view = screen(data, app, [])
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(8, 5))
    render(app.window)
    left, bottom, width, height = view.prompt.undo.button.rect
    click(app, left + width / 2, bottom + height / 2)
    assert view.match.pieces[0].square == sq(5, 5) and 0 not in view.match.acted
