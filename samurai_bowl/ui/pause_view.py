"""Esc during a match: resume, save, settings, concede, or leave for the menu (the match stays in
the autosave and can be resumed from the menu)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from samurai_bowl.ui.app import App
from samurai_bowl.ui.screen import Screen
from samurai_bowl.ui.theme import MUTED_INK, TITLE_INK, place, text
from samurai_bowl.ui.widgets import Button, ButtonColumn

if TYPE_CHECKING:
    from samurai_bowl.ui.match_view import MatchView


class PauseView(Screen):
    def __init__(self, app: App, match_view: MatchView) -> None:
        super().__init__(app)
        self.match_view = match_view
        self.heading = text("Paused", TITLE_INK, anchor_y="center", bold=True)
        self.footer = text("The match is kept: Resume from the main menu later", MUTED_INK, anchor_y="center")
        k = arcade.key
        self.menu = ButtonColumn(
            [
                Button("Resume", self.resume, k.ESCAPE),
                Button("Save (Ctrl+S)", self.save, k.S),
            Button("Settings", self.settings, k.T),
                Button("Abandon the match (kept in Replays)", self.abandon, k.A),
                Button("Leave for the main menu", self.leave, k.M),
            ]
        )
        self.layout(self.window.width, self.window.height)

    def resume(self) -> None:
        self.app.show(self.match_view)

    def save(self) -> None:
        self.match_view.save()
        self.resume()

    def settings(self) -> None:
        """Settings, then back to this menu; a new animation speed applies at once."""
        from samurai_bowl.ui.settings_view import SettingsView

        self.app.show(SettingsView(self.app, back=lambda: self.app.show(self)))

    def abandon(self) -> None:
        """The match stops here: saved for its replay, and no longer offered to resume."""
        self.match_view.save()
        self.app.autosave.unlink(missing_ok=True)
        self.app.main_menu()

    def leave(self) -> None:
        self.match_view.autosave()
        self.app.main_menu()

    def layout(self, width: int, height: int) -> None:
        s = self.scale(width, height)
        place(self.heading, width / 2, height * 0.80, 34 * s)
        self.menu.layout(width / 2 - 170 * s, height * 0.68, 340 * s, 40 * s, 10 * s, 16 * s)
        place(self.footer, width / 2, height * 0.08, 12 * s)

    def on_draw(self) -> None:
        self.clear()
        self.heading.draw()
        self.menu.draw()
        self.footer.draw()
