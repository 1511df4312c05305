"""The settings screen: changes are kept only when applied, written to settings.json and read back."""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import pairwise

import arcade
import numpy as np
import pytest
from arcade.types import Color

from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.settings import SETTINGS_FILE, Settings, load_settings
from samurai_bowl.ui.kit.theme import BAD, WARN
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.settings_screen import SettingsView, following
from tests.shots import shots
from tests.ui.conftest import render


def press(window: arcade.Window, *symbols: int) -> None:
    for symbol in symbols:
        window.dispatch_event("on_key_press", symbol, 0)
    window.dispatch_events()


def count(colour: Color, rows: tuple[float, float] | None = None) -> int:
    """Pixels of exactly ``colour`` on the screen, or between heights ``rows`` (from the bottom)."""
    grid = np.asarray(arcade.get_image().convert("RGB"))
    if rows is not None:
        height = grid.shape[0]
        grid = grid[max(0, int(height - rows[1])) : int(height - rows[0])]
    return int(np.all(grid == (colour.r, colour.g, colour.b), axis=-1).sum())


@pytest.fixture
def screen(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[SettingsView, list[tuple[str, object]]]]:
    """The settings screen on the shared window; the window never really goes full screen or changes
    size, and the settings, their file and the notice are as before afterwards."""
    calls: list[tuple[str, object]] = []
    monkeypatch.setattr(app.window, "set_fullscreen", lambda on=True, *a, **k: calls.append(("full", on)))
    monkeypatch.setattr(app.window, "set_size", lambda w, h: calls.append(("size", (w, h))))
    path = app.folder / SETTINGS_FILE
    before = (app.settings, app.notice, path.read_text() if path.exists() else None)
    view = SettingsView(app)
    app.show(view)
    render(app.window)
    yield view, calls
    app.settings, app.notice, saved = before
    if saved is None:
        path.unlink(missing_ok=True)
    else:
        path.write_text(saved)
    monkeypatch.undo()
    app.window.set_size(1280, 720)
    assert (app.window.width, app.window.height) == (1280, 720)


def test_applied_changes_are_saved_and_read_back(app: App, screen: tuple[SettingsView, list]) -> None:
    view, calls = screen
    k = arcade.key
    path = app.folder / SETTINGS_FILE
    before = path.read_text() if path.exists() else None
    press(app.window, k.A, k.M, k.W, k.U, k.U, k.F)  # normal→fast, on, 1600×900, 1.0→1.5, full screen
    assert (path.read_text() if path.exists() else None) == before and calls == []
    press(app.window, k.S)
    wanted = Settings(
        animation_speed="fast",
        manual_turn_counter=True,
        window_width=1600,
        window_height=900,
        ui_scale=1.5,
        fullscreen=True,
    )
    saved, notice = load_settings(app.folder)
    assert notice is None and saved == wanted == app.settings
    assert json.loads((app.folder / SETTINGS_FILE).read_text())["ui_scale"] == 1.5
    assert ("full", True) in calls
    assert view.status.text.startswith("Saved")
    assert app.window.current_view is view  # Apply stays; Back leaves


def test_escape_forgets_the_changes(app: App, screen: tuple[SettingsView, list]) -> None:
    view, calls = screen
    before = app.settings
    press(app.window, arcade.key.A, arcade.key.F, arcade.key.W)
    assert view.draft != before and view.status.text.startswith("Not saved")
    press(app.window, arcade.key.ESCAPE)
    assert isinstance(app.window.current_view, MainMenuView)
    assert app.settings == before and calls == []
    assert not (app.folder / SETTINGS_FILE).exists()


def test_left_and_right_change_the_lit_row(app: App, screen: tuple[SettingsView, list]) -> None:
    view, _ = screen
    k = arcade.key
    press(app.window, k.DOWN, k.DOWN, k.DOWN, k.DOWN)  # to UI scale
    assert view.menu.lit == 4
    press(app.window, k.RIGHT, k.RIGHT, k.RIGHT)
    assert view.draft.ui_scale == 1.75 and view.values[4].text == "1.75"
    press(app.window, k.LEFT, k.LEFT, k.LEFT, k.LEFT)
    assert view.draft.ui_scale == 0.75
    press(app.window, k.LEFT)
    assert view.draft.ui_scale == 2.0  # round and round
    press(app.window, k.UP, k.UP, k.LEFT)  # window size, backwards from 1280×720
    assert (view.draft.window_width, view.draft.window_height) == (1920, 1080)
    assert view.values[2].text == "1920 × 1080"


def test_a_size_that_is_no_preset_steps_to_one() -> None:
    sizes = ((1280, 720), (1600, 900))
    assert following(sizes, (1400, 800), 1) == (1280, 720)
    assert following(sizes, (1400, 800), -1) == (1600, 900)
    assert following(sizes, (1600, 900), 1) == (1280, 720)


def test_values_and_the_unusable_file_notice_are_drawn(app: App, screen: tuple[SettingsView, list]) -> None:
    view, _ = screen
    app.notice = "settings.json: not used (Expecting value: line 1 column 1 (char 0)); the defaults apply"
    view = SettingsView(app)
    app.show(view)
    render(app.window)
    assert view.notice.text == app.notice
    line = (view.notice.y - view.notice.font_size, view.notice.y + view.notice.font_size)
    notice_ink = count(WARN, line)
    arcade.get_image().save(shots() / "settings.png")
    app.notice = None
    plain = SettingsView(app)
    app.show(plain)
    render(app.window)
    assert notice_ink > 200 and count(WARN, line) == 0  # the notice line is really drawn, in warning ink
    assert count(WARN) > 500  # the values are drawn in it too
    assert count(BAD) == 0
    # every row stays inside the window and the rows do not overlap
    rects = [button.rect for button in plain.menu.buttons]
    assert all(bottom > 0 and bottom + h < 720 for _, bottom, _, h in rects)
    assert all(a[1] > b[1] + b[3] for a, b in pairwise(rects))


def test_volume_and_mute_are_kept_and_a_bad_volume_is_named(
    app: App, screen: tuple[SettingsView, list]
) -> None:
    view, _ = screen
    k = arcade.key
    press(app.window, k.V, k.V, k.X)  # 70% → 90%, muted
    assert view.values[5].text == "90%" and view.values[6].text == "on"
    press(app.window, k.UP)  # from Mute to Volume: Right steps it round to 0%
    press(app.window, k.RIGHT, k.RIGHT)
    assert view.draft.volume == 0.0 and view.values[5].text == "0%"
    press(app.window, k.S)
    saved, notice = load_settings(app.folder)
    assert notice is None and (saved.volume, saved.mute) == (0.0, True) == (
        app.settings.volume,
        app.settings.mute,
    )
    (app.folder / SETTINGS_FILE).write_text(json.dumps({"volume": 1.5}))
    settings, notice = load_settings(app.folder)
    assert settings == Settings() and notice is not None and "volume" in notice


def test_h_picks_the_hint_level_and_it_is_kept(app: App, screen: tuple[SettingsView, list]) -> None:
    view, _ = screen
    k = arcade.key
    row = next(i for i, name in enumerate(view.names) if name.text == "Hint level")
    assert view.values[row].text == "normal"
    press(app.window, k.H)  # normal → hard
    assert view.values[row].text == "hard" and view.menu.lit == row
    press(app.window, k.RIGHT)  # hard → round to easy
    assert view.draft.hint_level == "easy" and view.values[row].text == "easy"
    press(app.window, k.S)
    saved, notice = load_settings(app.folder)
    assert notice is None and saved.hint_level == "easy" == app.settings.hint_level
