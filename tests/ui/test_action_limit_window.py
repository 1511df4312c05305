"""R4.2 in the window: the set-up screen's choice of one action per team turn or per model reaches
the match beside the manual turn counter; the side panel says whether the team's action is still
free; and once it is used no other block is shaded, described or taken by a click."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import GOOD, WARN
from samurai_bowl.ui.match.controls.pitch_input import TARGET
from samurai_bowl.ui.match.setup import MatchSetupView, match_options
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.ui.conftest import render
from tests.ui.test_match_view import click, click_square, hover, instant, press

__all__ = ["instant"]  # the fixture, shared with the match screen's tests
# two Cranes, each beside a Lion: two blocks on offer at the start of the turn
PLACES = {0: (10, 5), 1: (10, 8), 11: (11, 5), 12: (11, 8)}


def two_blocks(
    data: GameData,
    app: App,
    dice: list[tuple[str, Any]],
    options: dict[str, Any] | None = None,
) -> MatchView:
    placements = [Placement(i, sq(*xy)) for i, xy in PLACES.items()]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice(dice, data.block_dice), placements, options=options)
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    render(app.window)
    return view


def block_and_stay(app: App, view: MatchView, attacker: int, target: int) -> None:
    click_square(app, view, view.match.pieces[attacker].square or 0)
    click_square(app, view, view.match.pieces[target].square or 0)
    stay = next(b for b in view.prompt.buttons if b.words == "Stay")  # the follow-up question
    stay.press()


def test_match_options_combine_both_rule_options() -> None:
    assert match_options(False, "team") is None
    assert match_options(True, "team") == {"match": {"manual_turn_counter": True}}
    assert match_options(True, "model") == {"match": {"manual_turn_counter": True, "action_limit": "model"}}
    assert match_options(False, "model") == {"match": {"action_limit": "model"}}


def test_the_set_up_screen_chooses_the_action_limit_beside_the_turn_counter(instant: App) -> None:
    app = instant
    app.settings = app.settings.model_copy(update={"manual_turn_counter": True})
    setup = MatchSetupView(app, against_ai=True, seed=8)
    app.show(setup)
    assert setup.action_limit.value.text == "the team's (R4.2)"  # the default
    for _ in range(3):
        press(app, arcade.key.DOWN)  # your team, the AI's, its level, one action per turn
    assert setup.rows[setup.lit] is setup.action_limit
    press(app, arcade.key.RIGHT)
    assert setup.action_limit.value.text == "each model's"
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "match_setup.png")
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView)
    assert view.match.rules.match.action_limit == "model" and view.match.rules.match.manual_turn_counter

    app.settings = app.settings.model_copy(update={"manual_turn_counter": False})
    hot_seat = MatchSetupView(app, against_ai=False, seed=9)
    app.show(hot_seat)
    left, bottom, width, height = hot_seat.action_limit.next.rect
    click(app, left + width / 2, bottom + height / 2)  # the mouse changes it too: › and back with ‹
    left, bottom, width, height = hot_seat.action_limit.back.rect
    click(app, left + width / 2, bottom + height / 2)
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView)
    assert view.match.rules.match.action_limit == "team" and not view.match.rules.match.manual_turn_counter


def test_the_panel_says_the_action_is_used_and_a_second_block_is_not_offered(
    data: GameData, instant: App
) -> None:
    app = instant
    view = two_blocks(data, app, [("block", "pushed")])
    assert view.panel.action.text.startswith("Action: free") and view.panel.action.color == GOOD
    block_and_stay(app, view, 0, 11)
    assert view.match.action_used and view.match.pending is not None and view.match.pending.kind == "turn"
    render(app.window)
    assert view.panel.action.text.startswith("Action: used") and view.panel.action.color == WARN
    arcade.get_image().convert("RGB").save(shots() / "side_panel_action_used.png")

    lion = sq(11, 8)
    click_square(app, view, sq(10, 8))  # the other Crane, beside a standing Lion
    assert view.input.selected == 1
    assert lion not in view.input.tints()  # not shaded as a target
    hover(app, *view.geo.centre(lion))
    render(app.window)
    assert not view.input.words.text.startswith("Block")  # his card, not block odds
    events = len(view.match.events)
    click_square(app, view, lion)
    assert len(view.match.events) == events and view.match.pending.kind == "turn"  # nothing happened
    assert 1 not in view.match.acted


def test_under_one_action_per_model_the_second_block_is_offered(data: GameData, instant: App) -> None:
    app = instant
    view = two_blocks(
        data, app, [("block", "pushed"), ("block", "pushed")], options={"match": {"action_limit": "model"}}
    )
    render(app.window)
    assert view.panel.action.text == "Actions: one for each model"
    block_and_stay(app, view, 0, 11)
    click_square(app, view, sq(10, 8))
    assert view.input.tints().get(sq(11, 8)) == TARGET[Act.BLOCK]  # shaded as a block
    block_and_stay(app, view, 1, 12)
    assert sum("blocks" in e.text for e in view.match.events) == 2


@pytest.mark.parametrize("limit", ["team", "model"])
def test_mid_activation_only_legal_blocks_are_shaded(data: GameData, instant: App, limit: str) -> None:
    """The second Crane moves a step (no dodge: the Lion beside him is down the line) and is then
    beside a Lion: shaded as a block target only when the rules still allow a block."""
    app = instant
    placements = [
        Placement(0, sq(10, 5)),
        Placement(1, sq(8, 8)),
        Placement(11, sq(11, 5)),
        Placement(12, sq(10, 9)),
    ]
    dice = ScriptedDice([("block", "pushed")], data.block_dice)
    m = match_at_turn(data, *crane_v_lion(), dice, placements, options={"match": {"action_limit": limit}})
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    block_and_stay(app, view, 0, 11)
    click_square(app, view, sq(8, 8))
    click_square(app, view, sq(9, 8))  # one step: now beside the Lion at (10, 9)
    assert view.match.pending is not None and view.match.pending.kind == "activation"
    shaded = sq(10, 9) in view.input.tints()
    assert shaded == (limit == "model")
    assert view.prompt.question.text.endswith("no pass, block or foul left") == (limit == "team")
