"""The blitz preview is read anew once the position or the decision changes: a model whose
activation ended (E), or whose step was taken back (Ctrl+Z), is never shown the blitz he had
before, and drawing the next frame does not fail on a way he can no longer walk."""

from __future__ import annotations

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.procedure import Ask
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.hover_words import card_words
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.offscreen import shot_at
from tests.ui.pitch_helpers import frame
from tests.ui.test_match_view import click_square, hover, instant, press

__all__ = ["instant"]
OPPONENT = sq(9, 5)  # four squares from the Crane at (5, 5): out of a block's reach, in a blitz's


def a_screen(app: App, data: GameData) -> MatchView:
    places = [Placement(0, sq(5, 5)), Placement(11, OPPONENT), Placement(12, sq(7, 8))]
    m: Match = match_at_turn(data, *crane_v_lion(), ScriptedDice([], data.block_dice), places, rerolls=(1, 0))
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    frame(app)
    return view


def blitz_shown(app: App, view: MatchView) -> str:
    hover(app, *view.geo.centre(OPPONENT))
    frame(app)
    return view.input.words.text


def test_ending_the_activation_drops_the_blitz_it_showed(data: GameData, instant: App) -> None:
    view = a_screen(instant, data)
    m = view.match
    click_square(instant, view, sq(5, 5))  # selected
    click_square(instant, view, sq(5, 5))  # again: he acts where he stands
    assert m.pending is not None and m.pending.kind is Ask.ACTIVATION
    assert blitz_shown(instant, view).startswith("Blitz on")
    press(instant, arcade.key.E)  # his activation ends where he stands
    assert m.pending is not None and m.pending.kind is Ask.TURN
    assert m.history[-1].act is Act.END_ACTIVATION
    frame(instant)  # the frame after it draws
    assert view.input.blitz_at(OPPONENT) is None
    assert not view.input.words.text.startswith("Blitz on")
    assert view.input.words.text == card_words(m, m.pieces[11])  # the opponent's card, as when unselected
    shot_at(instant.window, view, (1280, 720), "activation-ended-hovering-an-opponent")
    shot_at(instant.window, view, (1920, 1080), "activation-ended-hovering-an-opponent")


def test_a_step_taken_back_shows_the_blitz_from_where_he_stands_again(data: GameData, instant: App) -> None:
    view = a_screen(instant, data)
    m = view.match
    click_square(instant, view, sq(5, 5))
    first = blitz_shown(instant, view)
    assert first.startswith("Blitz on")
    click_square(instant, view, sq(5, 6))  # one step, no roll
    assert m.pieces[0].square == sq(5, 6)
    assert blitz_shown(instant, view).startswith("Blitz on")
    stepped = view.input.blitz_at(OPPONENT)
    assert stepped is not None and stepped.path.steps[0] in m.pitch.neighbours[sq(5, 6)]
    press(instant, arcade.key.Z, arcade.key.MOD_CTRL)  # the step and the selection taken back
    assert m.pieces[0].square == sq(5, 5) and m.pending is not None and m.pending.kind is Ask.TURN
    frame(instant)
    shown = view.input.blitz_at(OPPONENT)
    if view.input.selected == 0:  # still selected: the blitz is his from (5, 5), with all his moves
        assert shown is not None and shown.path.steps[0] in m.pitch.neighbours[sq(5, 5)]
        assert blitz_shown(instant, view) == first
    else:
        assert shown is None
