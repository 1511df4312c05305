"""What every full screen of the window shares: the app, its scale, a column of buttons that
takes the mouse and the keys, layout again on resize, and F1 for the shortcut list."""

from __future__ import annotations

import arcade

from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import BACKGROUND, DESIGN_SIZE
from samurai_bowl.ui.kit.widgets import ButtonColumn


class Screen(arcade.View):
    def __init__(self, app: App) -> None:
        super().__init__(app.window, background_color=BACKGROUND)
        self.app = app
        self.menu = ButtonColumn([])

    def scale(self, width: int, height: int) -> float:
        """How much bigger than the 1280×720 design this window draws, with the UI scale setting."""
        return min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1]) * self.app.settings.ui_scale

    def layout(self, width: int, height: int) -> None:
        """Place everything for a ``width`` × ``height`` window."""

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.menu.hover(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.menu.click(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.F1:
            self.show_help()
        else:
            self.menu.key(symbol)

    def show_help(self) -> None:
        from samurai_bowl.ui.menus.help import HelpView

        self.app.show(HelpView(self.app, back=self))
