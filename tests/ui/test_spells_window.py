"""R16 in the window: Void Strike cast by clicking an opposing model at any decision of a human
Phoenix coach (never a button, the decision's own buttons untouched); the Fires From Within cast
by clicking three connected squares, the picked ones shown, a bad pick refused, Esc and a
right-click cancelling."""

from __future__ import annotations

from typing import Any

import arcade
import numpy as np

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.panel.prompt import FIRES_QUESTION
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.pitch.square_words import square_words
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.teams.helpers import make_team
from tests.ui.conftest import render
from tests.ui.test_match_view import click_square, hover, instant, press

__all__ = ["instant"]  # the fixture, shared with the match screen's tests


def phoenix() -> Team:
    """A Fire Adept (piece 0, ST 5) and ten Apprentices, with a Team Shugenja."""
    return make_team("phoenix", {"fire_adept": 1, "apprentice": 10}, name="Phoenix", team_shugenja=True)


def lions() -> Team:
    return crane_v_lion()[1]


def on_screen(app: App, m: Any, coaches: tuple[str, str]) -> MatchView:
    view = MatchView(app, Session(m, coaches))
    app.show(view)
    render(app.window)
    return view


def right_click(app: App, view: MatchView, square: int) -> None:
    x, y = view.geo.centre(square)
    app.window.dispatch_event("on_mouse_press", int(x), int(y), arcade.MOUSE_BUTTON_RIGHT, 0)
    app.window.dispatch_events()


def pixel(view: MatchView, square: int) -> tuple[int, int, int]:
    """A corner of the square, beside any model's token."""
    image = np.asarray(arcade.get_image().convert("RGB"))[::-1]
    left, bottom, _, _ = view.geo.rect(square)
    return tuple(int(c) for c in image[int(bottom) + 3, int(left) + 3])  # type: ignore[return-value]


def test_void_strike_by_a_click_at_a_block_die_decision_in_the_opponents_turn(
    data: GameData, instant: App
) -> None:
    """The Lions (a person too, on the same screen) block the Fire Adept: the Phoenix coach keeps
    the die, and before that clicks the Lion carrier far away to strike him."""
    app = instant
    dice = ScriptedDice([("block", "pushed"), ("block", "both_down"), ("d6", 6), ("d8", 4)], data.block_dice)
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5)), Placement(12, sq(15, 9))]
    m = match_at_turn(data, phoenix(), lions(), dice, placements, active=1, ball_carrier=12)
    view = on_screen(app, m, ("human", "human"))
    assert view.apply(Action(Act.ACTIVATE, piece=11))
    assert view.apply(Action(Act.BLOCK, piece=11, square=sq(10, 5)))
    pending = view.match.pending
    assert pending is not None and pending.kind == "block_die" and pending.side == 0
    keep = ["Keep: Pushed", "Keep: Both Down"]  # the faces as the dice name them
    assert [b.words for b in view.prompt.buttons] == keep  # no spell among the answers
    assert "Void Strike: click an opponent" in view.prompt.question.text
    hover(app, *view.geo.centre(sq(15, 9)))
    render(app.window)
    assert view.input.words.text.startswith("Click: Void Strike on ")
    assert "a d6 above ST 3 knocks him out: 50%" in view.input.words.text
    arcade.get_image().convert("RGB").save(shots() / "void_strike_at_block_die.png")
    click_square(app, view, sq(11, 5))  # the attacker takes part in the block: not a target
    assert not any("Void Strike" in e.text for e in view.match.events)
    click_square(app, view, sq(15, 9))
    assert any(e.text.startswith("Void Strike at ") for e in view.match.events)
    assert view.match.pieces[12].square is None and view.match.pieces[12].status is Status.KO
    pending = view.match.pending
    assert pending is not None and pending.kind == "block_die" and pending.side == 0  # asked again
    assert [b.words for b in view.prompt.buttons] == keep
    assert "Void Strike" not in view.prompt.question.text  # the one spell is spent


def test_mid_activation_a_right_click_strikes_the_model_a_left_click_would_block(
    data: GameData, instant: App
) -> None:
    app = instant
    dice = ScriptedDice([("d6", 6)], data.block_dice)
    placements = [
        Placement(0, sq(10, 5)),
        Placement(1, sq(4, 5)),
        Placement(11, sq(11, 5)),
        Placement(12, sq(18, 9)),
    ]
    m = match_at_turn(data, phoenix(), lions(), dice, placements)
    view = on_screen(app, m, ("human", "normal"))
    click_square(app, view, sq(4, 5))
    click_square(app, view, sq(5, 5))  # the Apprentice steps: his activation is under way
    assert view.match.pending is not None and view.match.pending.kind == "activation"
    assert not any(b.words.startswith("Void Strike") for b in view.prompt.buttons)
    press(app, arcade.key.E)
    click_square(app, view, sq(10, 5))  # the Fire Adept, beside a Lion
    hover(app, *view.geo.centre(sq(11, 5)))
    render(app.window)
    assert view.input.words.text.startswith("Block: ")
    assert view.input.words.text.endswith("right-click: Void Strike 50%")
    right_click(app, view, sq(11, 5))
    assert any(e.text.startswith("Void Strike at ") for e in view.match.events)
    assert not any("blocks" in e.text for e in view.match.events)
    assert view.match.pieces[11].status is Status.KO


def fires_match(data: GameData, app: App, dice: list[tuple[str, Any]]) -> MatchView:
    """The Cranes' shugenja at their turn; three Lions in a row at (10..12, 5)."""
    cranes = make_team("crane", {"lineman": 11}, name="Cranes", team_shugenja=True)
    placements = [
        Placement(0, sq(5, 5)),
        Placement(11, sq(10, 5)),
        Placement(12, sq(12, 5)),
        Placement(13, sq(11, 5)),
    ]
    m = match_at_turn(data, cranes, lions(), ScriptedDice(dice, data.block_dice), placements)
    return on_screen(app, m, ("human", "normal"))


def test_three_clicked_squares_cast_the_fires_from_within(data: GameData, instant: App) -> None:
    app = instant
    view = fires_match(data, app, [("d6", 2), ("d6", 1), ("d6", 1), ("d6", 5)])
    spell = next(b for b in view.prompt.buttons if b.words == "The Fires From Within")
    assert spell.key == arcade.key.F
    plain = pixel(view, sq(11, 6))
    press(app, arcade.key.F)
    assert view.input.fires.active and view.prompt.question.text == FIRES_QUESTION
    assert [b.words for b in view.prompt.buttons] == ["Cancel the spell"]
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(20, 12))  # far from the first: refused, and said why
    assert view.input.fires.picked == [sq(10, 5)]
    assert "That square does not join the squares picked" in view.status.text
    click_square(app, view, sq(11, 6))
    assert view.input.fires.picked == [sq(10, 5), sq(11, 6)]
    picked = ", ".join(square_words(view.match, s) for s in (sq(10, 5), sq(11, 6)))
    assert view.status.text.startswith(f"The Fires From Within: 2 of 3 squares picked ({picked})")
    assert "(10, 5)" not in view.status.text  # the pitch draws no grid coordinates
    hover(app, *view.geo.centre(sq(12, 5)))
    render(app.window)
    assert view.input.words.text == "The Fires From Within: a click casts the spell (Player 2 is there)"
    assert pixel(view, sq(11, 6)) != plain  # the picked squares are shaded
    arcade.get_image().convert("RGB").save(shots() / "fires_from_within_picking.png")
    click_square(app, view, sq(12, 5))  # a V, point down: (10, 5), (11, 6), (12, 5)
    assert "Cranes' shugenja casts The Fires From Within" in [e.text for e in view.match.events]
    assert view.match.pieces[11].status is Status.PRONE  # rolled 2: down
    assert view.match.pieces[12].status is Status.STANDING and view.match.pieces[13].status is Status.STANDING
    assert not view.input.fires.active and "The Fires From Within" not in [
        b.words for b in view.prompt.buttons
    ]


def test_esc_and_a_right_click_cancel_the_picking(data: GameData, instant: App) -> None:
    app = instant
    view = fires_match(data, app, [])
    press(app, arcade.key.F)
    click_square(app, view, sq(10, 5))
    press(app, arcade.key.ESCAPE)  # cancels the spell; the match menu does not open
    assert app.window.current_view is view and not view.input.fires.active
    assert "The Fires From Within" in [b.words for b in view.prompt.buttons]
    press(app, arcade.key.F)
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(10, 5))  # a picked square clicked again is taken back
    assert view.input.fires.picked == []
    click_square(app, view, sq(11, 6))
    right_click(app, view, sq(3, 3))
    assert not view.input.fires.active and view.input.fires.picked == []
    assert not any("casts" in e.text for e in view.match.events)
    assert view.match.pending is not None and view.match.pending.kind == "turn"


def test_inner_fire_and_the_fires_are_offered_in_the_middle_of_an_activation(
    data: GameData, instant: App
) -> None:
    """R16 (revised): after a step, the activated model's prompt offers Inner Fire (a button) and the
    Fires From Within (F); Inner Fire stands the team-mate up and the activation goes on."""
    m = match_at_turn(
        data,
        phoenix(),
        lions(),
        ScriptedDice([]),
        [Placement(1, sq(5, 5)), Placement(2, sq(3, 9), Status.PRONE), Placement(11, sq(15, 5))],
    )
    view = on_screen(instant, m, ("human", "normal"))
    click_square(instant, view, sq(5, 5))
    click_square(instant, view, sq(5, 5))  # he acts where he stands: the activation's prompt
    click_square(instant, view, sq(6, 5))
    assert view.match.pending.kind == "activation" and view.match.pieces[1].square == sq(6, 5)  # type: ignore[union-attr]
    render(instant.window)
    assert view.prompt.question.text.startswith("Click a square to move or a team-mate to hand off  ·  ")
    assert "left" not in view.prompt.question.text  # no target in reach, but the team's action is free
    words = [b.words for b in view.prompt.buttons]
    fire = next(b for b in view.prompt.buttons if b.words.startswith("Inner Fire"))
    assert "The Fires From Within" in words and any(w.startswith("End") for w in words)
    arcade.get_image().convert("RGB").save(shots() / "inner-fire-mid-activation.png")
    fire.press()
    render(instant.window)
    m = view.match
    assert m.pieces[2].standing and m.pending.kind == "activation" and m.pending.data["piece"] == 1  # type: ignore[union-attr]
    assert view.input.selected == 1 and m.pending.data["ma_left"] == 4  # type: ignore[union-attr]
