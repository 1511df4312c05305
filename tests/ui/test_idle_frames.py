"""The window draws only when something changed or moves: an idle screen settles to a frame a
second, the player's input brings full frames back at once, and a screen with something moving or
coming (the AI's turn, a glide, tumbling dice, a replay playing) is drawn every frame."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.frames import ACTIVE_RATE, HEARTBEAT, IDLE_RATE, SETTLE, FramePacer
from samurai_bowl.ui.kit.window import GameWindow, view_busy
from samurai_bowl.ui.menus.main_menu import MainMenuView
from tests.ui.conftest import at_speed
from tests.ui.test_match_view import positioned


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def instant(app: App) -> Iterator[App]:
    with at_speed(app, "instant") as screen:
        yield screen


def frames(pacer: FramePacer, clock: Clock, seconds: float, busy: bool = False) -> int:
    """Frames drawn over ``seconds`` when the window looks at the pace the pacer asks for."""
    drawn, end = 0, clock.now + seconds
    while clock.now < end:
        drawn += pacer.should_draw(busy)
        clock.now += pacer.rate(busy)
    return drawn


def test_an_idle_screen_settles_to_a_frame_a_second_and_input_brings_full_frames_back() -> None:
    clock = Clock()
    pacer = FramePacer(clock)
    assert frames(pacer, clock, SETTLE) >= SETTLE / ACTIVE_RATE - 1  # just after the input: all frames
    assert pacer.rate(False) == IDLE_RATE
    idle = frames(pacer, clock, 10.0)
    assert 9 <= idle <= 11  # the heartbeat: one a second
    pacer.wake()
    assert pacer.should_draw(False) and pacer.rate(False) == ACTIVE_RATE


def test_a_busy_screen_is_drawn_every_frame_however_long_it_has_been_idle() -> None:
    clock = Clock()
    pacer = FramePacer(clock)
    clock.now += 60.0
    assert pacer.rate(True) == ACTIVE_RATE
    assert frames(pacer, clock, 1.0, busy=True) >= 1 / ACTIVE_RATE - 1


def test_the_heartbeat_is_never_longer_than_a_second() -> None:
    clock = Clock()
    pacer = FramePacer(clock)
    clock.now += SETTLE
    pacer.should_draw(False)
    last = clock.now
    for _ in range(400):
        clock.now += pacer.rate(False)
        if pacer.should_draw(False):
            assert clock.now - last <= HEARTBEAT + IDLE_RATE
            last = clock.now


def test_the_players_input_wakes_the_window_and_its_own_frames_do_not(app: App) -> None:
    window = app.window
    assert isinstance(window, GameWindow)
    app.main_menu()
    window.pacer.last_input -= 60.0  # long idle
    window.dispatch_event("on_update", 1 / 60)
    window.dispatch_event("on_draw")
    assert window.pacer.settled()
    window.dispatch_event("on_mouse_motion", 10, 10, 0, 0)
    window.dispatch_events()
    assert not window.pacer.settled()
    window.pacer.last_input -= 60.0
    window.dispatch_event("on_key_press", arcade.key.DOWN, 0)
    window.dispatch_events()
    assert not window.pacer.settled()


def test_a_new_screen_wakes_the_window(app: App) -> None:
    window = app.window
    assert isinstance(window, GameWindow)
    window.pacer.last_input -= 60.0
    app.main_menu()
    assert not window.pacer.settled()


def test_menus_are_idle_and_the_match_is_busy_only_while_something_moves_or_the_ai_plays(
    data: GameData, instant: App
) -> None:
    app = instant
    app.main_menu()
    assert isinstance(app.window.current_view, MainMenuView)
    assert not view_busy(app.window.current_view)
    view = positioned(data, app)
    view.panel.tray.tumble_left = 0.0
    assert view.human_to_act() and not view.busy()  # the player's own turn, nothing moving
    view.panel.tray.tumble_left = 0.3
    assert view.busy()  # dice tumbling
    view.panel.tray.tumble_left = 0.0
    view.pacing.hold = 0.5
    assert view.busy()  # the last action still on show
    view.pacing.hold = 0.0
    view.session = replace(view.session, coaches=("normal", "normal"))
    assert not view.human_to_act() and view.busy()  # the AI to act: every frame, its play shown
