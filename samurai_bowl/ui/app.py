"""The game window and what every screen shares: the game data, the player's folder, settings."""

from __future__ import annotations

from pathlib import Path

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.kit.settings import Settings, load_settings, save_settings
from samurai_bowl.ui.kit.sound import SoundBoard

SAVES = "saves"
AUTOSAVE = "autosave.json"


class App:
    """Owns the window; screens reach the data, the team store, settings and saves through it."""

    def __init__(self, window: arcade.Window, data: GameData, folder: Path) -> None:
        self.window = window
        self.data = data
        self.folder = folder
        self.teams = TeamStore(folder)
        self.settings, self.notice = load_settings(folder)  # notice: why saved settings were not used
        self.sounds = SoundBoard(lambda: self.settings)  # at the volume in force when each plays

    @property
    def saves(self) -> Path:
        return self.folder / SAVES

    @property
    def autosave(self) -> Path:
        return self.saves / AUTOSAVE

    def show(self, view: arcade.View) -> None:
        self.window.show_view(view)

    def main_menu(self) -> None:
        from samurai_bowl.ui.menus.main_menu import MainMenuView

        self.show(MainMenuView(self))

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings
        save_settings(self.folder, settings)
        self.apply_window_settings()

    def apply_window_settings(self) -> None:
        s = self.settings
        if self.window.fullscreen != s.fullscreen:
            self.window.set_fullscreen(s.fullscreen)
        if not s.fullscreen and (self.window.width, self.window.height) != (s.window_width, s.window_height):
            self.window.set_size(s.window_width, s.window_height)


def open_window(data: GameData, folder: Path, width: int | None = None, height: int | None = None) -> App:
    """Create the game window on the main menu (does not start the event loop)."""
    settings, _ = load_settings(folder)
    window = arcade.Window(
        width or settings.window_width,
        height or settings.window_height,
        "Samurai Bowl",
        antialiasing=False,
        resizable=True,
    )
    arcade.resources.load_liberation_fonts()
    app = App(window, data, folder)
    app.main_menu()
    return app


def draw_frame(window: arcade.Window) -> None:
    """One frame by hand, without Arcade's event loop (headless tests and benchmarks): the queued
    events, an update, a draw. Pixels read after this and before any flip() are this frame's."""
    window.dispatch_events()
    view = window.current_view
    assert view is not None
    view.on_update(1 / 60)
    window.clear()
    view.on_draw()


def run(data: GameData, folder: Path) -> None:
    """Open the window and run Arcade's event loop until it is closed (or the program is stopped:
    either way the worker processes of its win chances and stories end with it, at once)."""
    from samurai_bowl.process_pool import end_every_pool

    try:
        app = open_window(data, folder)
        if app.settings.fullscreen:
            app.window.set_fullscreen(True)
        arcade.run()
    finally:
        end_every_pool()
