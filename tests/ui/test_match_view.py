"""The match screen driven like a player drives it: from the menu to a match against the AI,
selecting a model, moving by clicking, blocking, ending the turn, the AI's turn, save and resume."""

from __future__ import annotations

import json
from collections.abc import Iterator

import arcade
import numpy as np
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Side, Status
from samurai_bowl.sessions.autosaves import autosave_folder, autosave_path
from samurai_bowl.sessions.session import Session, load_session
from samurai_bowl.text.words import possessive
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.resume_screen import ResumeView
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.autosaved import clear_autosaves
from tests.ui.conftest import at_speed, render


@pytest.fixture
def instant(app: App) -> Iterator[App]:
    """AI moves without waiting; the player's folder is left as it was found."""
    with at_speed(app, "instant") as screen:
        yield screen


def press(app: App, symbol: int, modifiers: int = 0) -> None:
    app.window.dispatch_event("on_key_press", symbol, modifiers)
    app.window.dispatch_events()


def click(app: App, x: float, y: float, button: int = arcade.MOUSE_BUTTON_LEFT) -> None:
    app.window.dispatch_event("on_mouse_press", int(x), int(y), button, 0)
    app.window.dispatch_events()


def hover(app: App, x: float, y: float) -> None:
    app.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
    app.window.dispatch_events()


def click_square(app: App, view: MatchView, square: int) -> None:
    click(app, *view.geo.centre(square))


def let_ai_play(view: MatchView, limit: int = 5000) -> None:
    for _ in range(limit):
        if view.match.pending is None or view.human_to_act():
            return
        view.on_update(1.0)
    raise AssertionError("the AI did not hand the match back")


def answer_until(app: App, view: MatchView, kinds: set[str]) -> None:
    """Answer every other human decision with its first button or highlighted square."""
    for _ in range(200):
        let_ai_play(view)
        pending = view.match.pending
        if pending is None or pending.kind in kinds:
            return
        if view.prompt.buttons:
            done = [b for b in view.prompt.buttons if b.words == "End set-up"]
            (done or view.prompt.buttons)[0].press()
        else:
            square = next(a.square for a in view.match.legal_actions() if a.square is not None)
            click_square(app, view, square)
    raise AssertionError("never reached " + ", ".join(kinds))


def positioned(data: GameData, app: App) -> MatchView:
    """Cranes (home, human) at their turn; a Lion next to one of them; seeded dice, so it saves."""
    placements = [
        Placement(0, sq(5, 5)),
        Placement(1, sq(10, 5)),
        Placement(2, sq(3, 9)),
        Placement(11, sq(11, 5)),
        Placement(12, sq(20, 9)),
        Placement(13, sq(20, 2)),
    ]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(5), placements, ball_carrier=0, rerolls=(1, 1))
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    render(app.window)
    return view


def test_the_menu_starts_a_match_against_the_ai(instant: App) -> None:
    app = instant
    app.show(MainMenuView(app))
    press(app, arcade.key.P)
    setup = app.window.current_view
    assert isinstance(setup, MatchSetupView)
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView)
    assert view.session.coaches == ("human", "normal")
    answer_until(app, view, {"turn"})  # coin toss, set-up, kick (or the AI's first drive) ...
    assert view.match.pending is not None and view.match.pending.kind == "turn"
    assert view.human_to_act() and view.match.pending.side == 0


def test_select_shows_reachable_squares_shaded(data: GameData, instant: App) -> None:
    view = positioned(data, instant)
    before = np.asarray(arcade.get_image().convert("RGB"))[::-1]
    click_square(instant, view, sq(5, 5))
    assert view.input.selected == 0 and sq(8, 5) in view.input.reach
    render(instant.window)
    after = np.asarray(arcade.get_image().convert("RGB"))[::-1]
    x, y = view.geo.centre(sq(7, 7))  # a free square two steps away: shaded now
    assert tuple(after[int(y), int(x)]) != tuple(before[int(y), int(x)])
    far = view.geo.centre(sq(22, 13))  # out of reach: unchanged
    assert tuple(after[int(far[1]), int(far[0])]) == tuple(before[int(far[1]), int(far[0])])
    hover(instant, *view.geo.centre(sq(8, 5)))
    render(instant.window)
    assert view.input.words.text.startswith("3 squares · no roll · 100%")


def test_move_block_end_turn_and_the_ai_answers(data: GameData, instant: App) -> None:
    app = instant
    view = positioned(data, app)
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(8, 5))  # move three squares, no roll
    assert view.match.pieces[0].square == sq(8, 5)
    assert view.match.pending is not None and view.match.pending.kind == "activation"
    press(app, arcade.key.E)  # end his action
    assert view.match.pending is not None and view.match.pending.kind == "turn"
    click_square(app, view, sq(10, 5))  # the lineman next to the Lion ...
    click_square(app, view, sq(11, 5))  # ... blocks him
    assert any("blocks" in e.text for e in view.match.events)
    answer_until(app, view, {"turn", "activation"})
    turn_seq = view.match.turn_seq
    if view.match.pending is not None and view.match.pending.kind == "activation":
        press(app, arcade.key.E)
    if view.match.turn_seq == turn_seq and view.match.pending is not None:
        press(app, arcade.key.E)  # end the turn: models are left to act, so it asks first ...
        press(app, arcade.key.E)  # ... and the second E ends it
    let_ai_play(view)
    assert view.match.turn_seq > turn_seq  # the Lions played their turn and handed it back


def test_prompt_and_side_panel_are_on_screen(data: GameData, instant: App) -> None:
    view = positioned(data, instant)
    render(instant.window)
    image = np.asarray(arcade.get_image().convert("RGB"))[::-1]
    left, bottom, width, height = view.prompt.rect
    band = image[int(bottom + 5) : int(bottom + height - 5), int(left + 5) : int(left + width - 5)]
    assert len({tuple(p) for p in band.reshape(-1, 3)}) > 10  # words and a button, not an empty panel
    assert view.prompt.question.text.startswith("Your turn")
    assert [b.words for b in view.prompt.buttons] == ["End turn"]
    assert view.panel.score.text == "0 – 0"


def test_save_leave_and_resume_from_the_menu(data: GameData, instant: App) -> None:
    app = instant
    view = positioned(data, app)
    click_square(app, view, sq(5, 5))
    click_square(app, view, sq(7, 5))
    press(app, arcade.key.S, arcade.key.MOD_CTRL)
    saved = app.saves / f"match-{view.match.seed}.json"
    assert saved.exists() and load_session(data, saved, instant.folder).match.pieces[0].square == sq(7, 5)
    press(app, arcade.key.ESCAPE)
    assert isinstance(app.window.current_view, PauseView)
    press(app, arcade.key.M)  # leave for the menu: the autosave keeps the match
    assert isinstance(app.window.current_view, MainMenuView)
    state = view.match.to_json()
    press(app, arcade.key.R)  # the unfinished matches, this one first
    assert isinstance(app.window.current_view, ResumeView)
    press(app, arcade.key.ENTER)
    resumed = app.window.current_view
    assert isinstance(resumed, MatchView) and resumed is not view
    assert json.dumps(resumed.match.to_json(), sort_keys=True) == json.dumps(state, sort_keys=True)


def test_a_damaged_autosave_is_reported_and_kept(data: GameData, instant: App) -> None:
    app = instant
    damaged = autosave_folder(app.folder) / "broken.json"
    damaged.parent.mkdir(parents=True, exist_ok=True)
    damaged.write_text("{not json", encoding="utf-8")
    app.show(MainMenuView(app))
    press(app, arcade.key.R)
    listed = app.window.current_view
    assert isinstance(listed, ResumeView)
    assert listed.heads[0].text.startswith("Unreadable: broken.json: line 1 column 2: not valid JSON")
    press(app, arcade.key.ENTER)  # nothing to resume: it says so, and keeps the file
    assert app.window.current_view is listed and "broken.json cannot be resumed" in listed.subtitle.text
    assert damaged.read_text(encoding="utf-8") == "{not json"
    clear_autosaves(app)


def test_prone_and_stunned_models_are_drawn_differently(data: GameData, instant: App) -> None:
    placements = [
        Placement(0, sq(5, 5)),
        Placement(1, sq(8, 5), Status.PRONE),
        Placement(2, sq(11, 5), Status.STUNNED),
        Placement(11, sq(20, 9)),
    ]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(5), placements, ball_carrier=0)
    view = MatchView(instant, Session(m, ("human", "normal")))
    instant.show(view)
    render(instant.window)
    image = np.asarray(arcade.get_image().convert("RGB"))[::-1]

    def token(square: int) -> int:
        left, bottom, size, _ = view.geo.rect(square)
        cell = image[int(bottom) + 2 : int(bottom + size) - 2, int(left) + 2 : int(left + size) - 2]
        fill = view.colours[0][0]
        return int(np.all(cell == (fill.r, fill.g, fill.b), axis=-1).sum())

    standing, prone, stunned = token(sq(5, 5)), token(sq(8, 5)), token(sq(11, 5))
    assert standing > prone > 0 and standing > stunned > 0  # fallen models are drawn smaller
    assert view.match.pieces[0].square is not None and Act.END_TURN.value == "end_turn"


def test_hovering_a_block_target_shows_its_dice_and_a_model_shows_its_card(
    data: GameData, instant: App
) -> None:
    view = positioned(data, instant)
    click_square(instant, view, sq(10, 5))  # the lineman next to the Lion
    hover(instant, *view.geo.centre(sq(11, 5)))
    render(instant.window)
    words = view.input.words.text
    crane, lion = (view.match.pieces[i].name for i in (1, 11))
    assert words.startswith(f"Block: {crane} on {lion} · 1 die · knock-down ")  # ST 3 to 3
    assert "you fall" in words
    hover(instant, *view.geo.centre(sq(20, 9)))  # a Lion far away: the blitz on him, his card in the panel
    render(instant.window)
    lion = view.match.pieces[12]
    assert view.input.words.text.startswith(f"Blitz on {lion.name}: 9 squares")
    assert view.panel.card.hovered == lion.index
    hover(instant, *view.geo.centre(sq(5, 5)))  # a team-mate: his card
    render(instant.window)
    card = view.input.words.text
    mate = view.match.pieces[0]
    assert card.startswith(f"#{mate.number} {mate.name}") and f"ST {mate.st}" in card and "SPP" in card


def test_hot_seat_both_coaches_play_on_one_screen(instant: App) -> None:
    app = instant
    app.show(MainMenuView(app))
    press(app, arcade.key.H)
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView) and view.session.coaches == ("human", "human")
    pending = view.match.pending
    assert pending is not None and view.human_to_act()
    assert view.banner.text == f"{view.match.teams[pending.side].name}: your decision"
    for _ in range(100):  # both sides answer through the same screen until a team turn
        pending = view.match.pending
        assert pending is not None and view.human_to_act()
        if pending.kind == "turn":
            break
        done = [b for b in view.prompt.buttons if b.words == "End set-up"]
        if done or view.prompt.buttons:
            (done or view.prompt.buttons)[0].press()
        else:
            click_square(
                app, view, next(a.square for a in view.match.legal_actions() if a.square is not None)
            )
    assert view.banner.text == f"{possessive(view.match.teams[pending.side].name)} turn"


def test_set_up_by_dragging_a_model_to_a_square(instant: App, data: GameData) -> None:
    app = instant
    app.show(MainMenuView(app))
    press(app, arcade.key.H)  # hot-seat: both set-ups are ours
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView)
    answer_until(app, view, {"setup"})
    pending = view.match.pending
    assert pending is not None and pending.kind == "setup"
    side = pending.side
    line = view.match.pitch.line_of_scrimmage(Side(side))
    first, second = view.match.pitch.square(line, 6), view.match.pitch.square(line, 7)
    click_square(app, view, first)  # an empty square: the strongest in reserve stands there
    mover = view.match.board.at(first)
    assert mover is not None and int(mover.side) == side
    click(app, *view.geo.centre(first))  # press on him ...
    app.window.dispatch_event(
        "on_mouse_release", *map(int, view.geo.centre(second)), arcade.MOUSE_BUTTON_LEFT, 0
    )
    app.window.dispatch_events()  # ... and let go over the next square
    assert view.match.board.at(second) is mover and view.match.board.at(first) is None
    assert "on the pitch" in view.status.text and "R3.4" not in view.status.text  # the rule, not its id


def test_the_manual_turn_counter_setting_reaches_new_matches(instant: App) -> None:
    app = instant
    app.settings = app.settings.model_copy(update={"manual_turn_counter": True})
    app.show(MatchSetupView(app, against_ai=True, seed=8))
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView) and view.match.rules.match.manual_turn_counter
    answer_until(app, view, {"turn"})
    assert "Move the turn counter" in [b.words for b in view.prompt.buttons]


def test_a_whole_match_on_the_screen_ends_on_the_results(instant: App, data: GameData) -> None:
    """The human's side follows the coaching hint through the screen, to full time."""
    from samurai_bowl.ai.hint import coaching_hint
    from samurai_bowl.ui.match.end import EndView

    app = instant
    app.show(MatchSetupView(app, against_ai=True, seed=21))
    press(app, arcade.key.ENTER)
    view = app.window.current_view
    assert isinstance(view, MatchView)
    for _ in range(3000):
        if app.window.current_view is not view:
            break
        let_ai_play(view)
        if view.match.pending is None:
            break
        hint = coaching_hint(view.match, "normal")
        assert hint is not None and view.apply(hint.action)
    end = app.window.current_view
    assert isinstance(end, EndView)
    assert view.match.over and view.match.result is not None
    assert end.score.text.endswith(f"{view.match.teams[1].score} {view.match.teams[1].name}")
    assert not autosave_path(app.folder, view.session).exists()  # no longer offered to resume
    assert (app.saves / f"match-{view.match.seed}.json").exists()  # ... but kept for its replay


def test_the_pause_menu_opens_settings_and_comes_back(data: GameData, instant: App) -> None:
    from samurai_bowl.ui.menus.settings_screen import SettingsView

    app = instant
    view = positioned(data, app)
    press(app, arcade.key.ESCAPE)
    pause = app.window.current_view
    assert isinstance(pause, PauseView)
    press(app, arcade.key.T)
    assert isinstance(app.window.current_view, SettingsView)
    press(app, arcade.key.ESCAPE)
    assert app.window.current_view is pause
    press(app, arcade.key.ESCAPE)  # resume
    assert app.window.current_view is view
