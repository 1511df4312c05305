"""An error in a screen's handler never ends the window (ui/safety_net.py): the match is autosaved,
the error and its traceback go to crash.log in the player's data folder, once however often it
repeats, one line over the screen says so, and play goes on from the same position."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import arcade
import numpy as np
import pytest
from PIL import Image

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.autosaves import autosave_path
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import WARN
from samurai_bowl.ui.kit.window import GameWindow
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.safety_net import SafetyNet, crash_log, install_safety_net
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.gestures import send
from tests.ui.offscreen import offscreen, save_shot
from tests.ui.pitch_helpers import count, frame


class Fault(RuntimeError):
    """The error a test puts into a screen."""


@pytest.fixture
def fresh(app: App) -> Iterator[App]:
    """A new main menu after the test, once its faults are mended (set up before ``monkeypatch``,
    so torn down after it): no screen with a fault put in it stays shown for the next test."""
    yield app
    window = app.window
    assert isinstance(window, GameWindow)
    window.notice.say("", 0)
    app.main_menu()


@pytest.fixture
def netted(
    fresh: App, app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> Iterator[tuple[App, SafetyNet]]:
    """The shared window with the safety net on, over a player's folder of the test's own; the
    AI moves without waiting. Afterwards the net is off and its line gone."""
    window = app.window
    assert isinstance(window, GameWindow)
    monkeypatch.setattr(app, "folder", tmp_path)
    monkeypatch.setattr(app, "teams", TeamStore(tmp_path))
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    monkeypatch.setattr(window, "net", None)
    net = install_safety_net(app)
    assert net is not None and window.net is net
    yield app, net


def a_screen(app: App, data: GameData) -> MatchView:
    """A Crane at (5, 5), Lions at (9, 5) and (7, 8): dice that can be saved, so it autosaves."""
    places = [Placement(0, sq(5, 5)), Placement(11, sq(9, 5)), Placement(12, sq(7, 8))]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(4), places, rerolls=(1, 0))
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    frame(app)
    return view


def boom(*args: object) -> None:
    raise Fault("the preview could not be read")


def entries(folder: Path) -> list[str]:
    return crash_log(folder).read_text(encoding="utf-8").split("=== ")[1:]


def meet(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Whether two boxes (left, bottom, right, top) overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def notice_pixels(pixels: np.ndarray, window: GameWindow) -> int:
    left, bottom, width, height = window.notice.band(window.width, window.height, window.notice_place())
    return count(pixels, (left, bottom, width, height), WARN)


def picture(window: GameWindow, view: arcade.View, size: tuple[int, int], name: str) -> Image.Image:
    """``view`` with the window's line over it, drawn at ``size``."""

    class WithLine(arcade.View):
        def on_update(self, delta_time: float) -> None:
            view.on_update(delta_time)

        def on_draw(self) -> None:
            view.on_draw()
            place = getattr(view, "notice_place", None)
            window.notice.draw(*size, place() if callable(place) else None)

    view.on_resize(*size)
    image = offscreen(window, WithLine(window), size)
    view.on_resize(window.width, window.height)
    save_shot(image, f"{name}-{size[0]}", "safety-net")
    return image


def test_an_error_drawing_the_match_is_caught_kept_and_written_down(
    data: GameData, netted: tuple[App, SafetyNet], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, _ = netted
    window = app.window
    assert isinstance(window, GameWindow)
    view = a_screen(app, data)
    m = view.match
    saved = autosave_path(app.folder, view.session)
    assert saved.exists()
    saved.unlink()  # only the net's autosave can bring it back
    send(app, "on_mouse_press", *map(int, view.geo.centre(sq(5, 5))), arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.input.selected == 0
    mended = view.input.draw_path
    monkeypatch.setattr(view.input, "draw_path", boom)  # the hover's preview fails, every frame
    send(app, "on_mouse_motion", *map(int, view.geo.centre(sq(9, 5))), 0, 0)
    pixels = frame(app)  # no error comes out: the window caught it
    assert window.current_view is view
    assert saved.exists()  # the match was autosaved as it stood
    (entry,) = entries(app.folder)
    assert "MatchView · on_draw · match autosaved" in entry
    assert "Traceback (most recent call last)" in entry and "Fault: the preview could not be read" in entry
    assert "in boom" in entry  # the traceback goes down to where it was raised
    words = window.notice.words
    assert words.startswith("Something went wrong drawing the screen; the match is saved — details in ")
    assert words.endswith("crash.log")
    assert window.notice.shown and notice_pixels(pixels, window) > 200  # the line is on the screen
    for _ in range(5):  # the same error again and again: written down once
        send(app, "on_mouse_motion", *map(int, view.geo.centre(sq(9, 5))), 0, 0)
        frame(app)
    assert len(entries(app.folder)) == 1
    monkeypatch.setattr(
        view.input, "draw_path", mended
    )  # the fault mended: play goes on from the same position
    for size in ((1280, 720), (1920, 1080)):
        image = picture(window, view, size, "match")
        view.on_resize(*size)  # laid out again as drawn, to measure
        # the line lies over the hover words' strip, clear of the side panel's score and the pitch
        left, bottom, wide, tall = window.notice.band(*size, view.notice_place())
        score = view.panel.score
        assert not meet(
            (left, bottom, left + wide, bottom + tall), (score.left, score.bottom, score.right, score.top)
        )
        pitch_bottom = view.geo.bounds[1]
        assert bottom + tall <= pitch_bottom and left + wide <= view.plan.panel[0]
        text = window.notice.text
        assert left <= text.left and text.right <= left + wide  # the words inside their band
        pixels = np.asarray(image)[::-1]
        band = pixels[round(bottom) : round(bottom + tall), round(left) : round(left + wide)]
        assert (np.abs(band.astype(int) - np.array(WARN[:3])).sum(axis=2) < 40).sum() > 200
        top = pixels[size[1] - size[1] // 20 :]  # nothing of the line at the top any more
        assert (np.abs(top.astype(int) - np.array(WARN[:3])).sum(axis=2) < 40).sum() < 200
        view.on_resize(window.width, window.height)
    assert m.pieces[0].square == sq(5, 5) and view.input.selected == 0
    send(app, "on_mouse_press", *map(int, view.geo.centre(sq(5, 6))), arcade.MOUSE_BUTTON_LEFT, 0)
    frame(app)
    assert m.pieces[0].square == sq(5, 6)


def test_outside_a_match_the_error_is_written_down_without_an_autosave(
    netted: tuple[App, SafetyNet], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, _ = netted
    window = app.window
    assert isinstance(window, GameWindow)
    app.main_menu()
    menu = window.current_view
    assert isinstance(menu, MainMenuView)
    monkeypatch.setattr(menu.menu, "key", boom)  # what its key handler asks of its buttons
    send(app, "on_key_press", arcade.key.DOWN, 0)
    pixels = frame(app)
    assert window.current_view is menu
    (entry,) = entries(app.folder)
    assert "MainMenuView · on_key_press\n" in entry and "Fault: the preview could not be read" in entry
    assert window.notice.words.startswith("Something went wrong answering the key — details in ")
    assert not (app.folder / "saves").exists()
    assert notice_pixels(pixels, window) > 200
    for size in ((1280, 720), (1920, 1080)):
        picture(window, menu, size, "menu")
    monkeypatch.setattr(menu, "layout", lambda *a: (_ for _ in ()).throw(ValueError("no room")))
    window.dispatch_event("on_resize", window.width, window.height)
    window.dispatch_events()
    assert len(entries(app.folder)) == 2  # another error: written down too
    assert "ValueError: no room" in entries(app.folder)[1]
    assert window.notice.words.startswith("Something went wrong resizing the window")


def test_as_the_event_loop_delivers_events_they_are_caught_too(
    netted: tuple[App, SafetyNet], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, _ = netted
    window = app.window
    monkeypatch.setattr(window, "_enable_event_queue", False)  # as pyglet's event loop sets it
    app.main_menu()
    menu = window.current_view
    assert isinstance(menu, MainMenuView)
    monkeypatch.setattr(menu.menu, "hover", boom)
    window.dispatch_event("on_mouse_motion", 10, 10, 0, 0)  # handled at once, not queued
    assert "MainMenuView · on_mouse_motion" in entries(app.folder)[0]


def test_keyboard_interrupt_and_exit_are_never_caught(
    netted: tuple[App, SafetyNet], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, _ = netted
    for stop in (KeyboardInterrupt, SystemExit):

        def stopping(*args: object, stop: type[BaseException] = stop) -> None:
            raise stop()

        app.main_menu()
        menu = app.window.current_view
        assert isinstance(menu, MainMenuView)
        monkeypatch.setattr(menu.menu, "key", stopping)
        with pytest.raises(stop):
            send(app, "on_key_press", arcade.key.DOWN, 0)
    assert not crash_log(app.folder).exists()


def test_without_a_net_errors_rise_as_ever(fresh: App, app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(app.window, GameWindow) and app.window.net is None  # the tests' window: no net
    app.main_menu()
    menu = app.window.current_view
    assert isinstance(menu, MainMenuView)
    monkeypatch.setattr(menu.menu, "key", boom)
    with pytest.raises(Fault):
        send(app, "on_key_press", arcade.key.DOWN, 0)
