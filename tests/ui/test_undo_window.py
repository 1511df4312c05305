"""R4.7 take-backs on the match screen: Ctrl+Z and the Undo button take back a step, a die rolled
greys the button out, the log tells the other coach, and the set-up screen turns it off."""

from __future__ import annotations

import random

import arcade
import numpy as np

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import BUTTON, BUTTON_DISABLED
from samurai_bowl.ui.match.setup import MatchSetupView, match_options
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.replay.viewer import ReplayView
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.ui.conftest import render
from tests.ui.test_match_view import click, click_square, hover, instant, press

__all__ = ["instant"]  # the fixture, shared with the match screen's tests


def hot_seat(data: GameData, app: App, dice: list[tuple[str, int]], options: dict | None = None) -> MatchView:  # type: ignore[type-arg]
    # a Crane beside nobody at (5, 5), another one marked by a Lion at (10, 5)
    placements = [Placement(0, sq(5, 5)), Placement(1, sq(10, 5)), Placement(11, sq(11, 6))]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice(dice, data.block_dice), placements, options=options)
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    render(app.window)
    return view


def pixel(x: float, y: float) -> tuple[int, ...]:
    image = np.asarray(arcade.get_image().convert("RGB"))
    return tuple(int(v) for v in image[image.shape[0] - 1 - int(y), int(x)])


def test_ctrl_z_takes_back_a_step_and_the_log_says_so(data: GameData, instant: App) -> None:
    app = instant
    view = hot_seat(data, app, [])
    undo = view.prompt.undo
    assert undo.shown and not undo.button.enabled  # nothing done yet: greyed out
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(6, 5))  # one step: no roll
    assert view.match.pieces[0].square == sq(6, 5)
    render(app.window)
    assert undo.button.enabled
    arcade.get_image().convert("RGB").save(shots() / "undo_enabled.png")
    left, bottom, width, height = undo.button.rect
    assert pixel(left + 6, bottom + height / 2) == tuple(BUTTON)[:3]
    hover(app, left + width / 2, bottom + height / 2)
    assert view.status.text == "Undo (Ctrl+Z) takes back #1 Player 1's step right and 1 action before it"
    press(app, arcade.key.Z, arcade.key.MOD_CTRL)  # the click's step and the activation it made
    assert view.status.text == "Cranes take back #1 Player 1's step right and 1 action before it"
    assert view.match.pieces[0].square == sq(5, 5)
    assert view.match.pending is not None and view.match.pending.kind == "turn" and 0 not in view.match.acted
    assert view.input.selected == 0  # still selected, free to go elsewhere
    render(app.window)
    log = [entry.text for entry in view.panel.story.entries]
    assert log[-2:] == [
        "Cranes take back Player 1's step right",
        "Cranes take back the activation of Player 1",
    ]
    click_square(app, view, sq(6, 5))
    press(app, arcade.key.Z)  # Z alone is no take-back
    assert view.match.pending.kind == "activation"
    click(app, left + width / 2, bottom + height / 2)  # the button: the whole click goes too
    assert view.match.pending.kind == "turn" and 0 not in view.match.acted
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "undo_disabled.png")
    assert not undo.button.enabled
    assert pixel(left + 6, bottom + height / 2) == tuple(BUTTON_DISABLED)[:3]


def test_a_dodge_greys_the_button_out(data: GameData, instant: App) -> None:
    app = instant
    view = hot_seat(data, app, [("d6", 5)])
    click_square(app, view, sq(10, 5))
    click_square(app, view, sq(9, 4))  # out of the Lion's zone: a dodge
    assert view.match.pieces[1].square == sq(9, 4)
    assert not view.prompt.undo.button.enabled
    press(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert view.match.pieces[1].square == sq(9, 4) and view.match.history[-1].act.value == "move"


def test_with_take_backs_off_there_is_no_button(data: GameData, instant: App) -> None:
    app = instant
    view = hot_seat(data, app, [], options={"match": {"undo": False}})
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(6, 5))
    assert not view.prompt.undo.shown
    press(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert view.match.pieces[0].square == sq(6, 5)


def test_the_set_up_screen_turns_take_backs_off(instant: App) -> None:
    assert match_options(False, "team", False) == {"match": {"undo": False}}
    assert match_options(False, "team", True) is None
    app = instant
    setup = MatchSetupView(app, against_ai=True, seed=8)
    app.show(setup)
    assert setup.take_backs.value.text.startswith("allowed")
    for _ in range(4):
        press(app, arcade.key.DOWN)  # your team, the AI's, its level, one action per turn, take-backs
    assert setup.rows[setup.lit] is setup.take_backs
    press(app, arcade.key.RIGHT)
    assert setup.take_backs.value.text == "not allowed"
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "match_setup_undo.png")
    image = np.asarray(arcade.get_image().convert("RGB"))
    assert image.std() > 10  # drawn
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView) and view.match.rules.match.undo is False


def test_the_replay_viewer_shows_the_taken_back_action_and_its_undo(app: App, data: GameData) -> None:
    rng = random.Random(12)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "crane", rng), 12)
    coach = RandomCoach(12)
    while m.pending is not None and len(m.history) < 200:
        if m.taken_back() is not None and rng.random() < 0.5:
            m.apply(Action(Act.UNDO))
        else:
            m.apply(coach.choose(m))
    undos = [i for i, a in enumerate(m.history) if a.act is Act.UNDO]
    assert len(undos) > 5
    path = app.saves / "test-replay-undo.json"
    save_session(Session(m, ("human", "human")), path)
    try:
        view = ReplayView(app, path)
        app.show(view)
        assert view.timeline.problem == "" and len(view.timeline) == len(m.history)
        last = undos[-1]
        view.go(last)  # the taken-back action shown ...
        before = view.match.to_json()
        press(app, arcade.key.RIGHT)  # ... and its undo
        expected = Match.replay(data, *m.team_files, m.seed, m.history[: last + 1])
        assert view.match.to_json() == expected.to_json() != before
        render(app.window)
        assert "take back" in " ".join(view.log.row_texts())
        press(app, arcade.key.LEFT)  # back over it, rebuilt from a snapshot
        assert view.match.to_json() == before
        press(app, arcade.key.END)
        assert view.match.to_json() == m.to_json()
    finally:
        path.unlink(missing_ok=True)


def test_ctrl_z_takes_back_a_set_up_placement(data: GameData, instant: App) -> None:
    app = instant
    rng = random.Random(4)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "crane", rng), 4)
    m.apply(m.legal_actions_of(Act.CHOOSE_KICK)[0])
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    place = m.legal_actions_of(Act.PLACE)[0]
    assert place.piece is not None and place.square is not None
    view.input.setup.dugout_press(place.piece, False)  # a reserve picked up in the dugout ...
    click_square(app, view, place.square)  # ... and put on a square
    assert m.pieces[place.piece].square == place.square and view.prompt.undo.button.enabled
    who = m.pieces[place.piece]
    hover_words = view.prompt.undo.hover_words()
    assert hover_words.startswith(f"Undo (Ctrl+Z) takes back placing #{who.number} {who.name} ")
    assert (
        "on the line of scrimmage" in hover_words or "behind the line" in hover_words
    ) and "(" not in hover_words.removeprefix("Undo (Ctrl+Z)")
    press(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert m.pieces[place.piece].square is None and m.in_reserves(m.pieces[place.piece])
    assert m.pending is not None and m.pending.kind == "setup" and not view.prompt.undo.button.enabled


def test_after_a_take_back_the_hint_is_the_one_for_the_position(data: GameData, instant: App) -> None:
    from samurai_bowl.ai.hint import Coaching

    app = instant
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(20, 9))]
    m = match_at_turn(
        data, *crane_v_lion(), ScriptedDice([], data.block_dice), placements, ball_square=sq(9, 5)
    )
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    press(app, arcade.key.H)  # the plan for the turn: which model, and his steps to the ball
    first = view.coaching.hint(view.match)
    assert first is not None and first.action.act is Act.ACTIVATE
    view.apply(first.action)
    steps = [a for a in first.plan if a.act is Act.MOVE]
    assert steps, first.plan
    view.apply(steps[0])
    assert view.coaching.hint(view.match).action == steps[1]  # type: ignore[union-attr]  # the plan goes on
    press(app, arcade.key.Z, arcade.key.MOD_CTRL)  # the step goes back: so does the plan's progress
    assert view.match.pending is not None and view.match.pending.kind == "activation"
    again = view.coaching.hint(view.match)
    fresh = Coaching("normal").hint(view.match)
    assert again is not None and fresh is not None and again.plan == fresh.plan
    assert again.action == steps[0]
