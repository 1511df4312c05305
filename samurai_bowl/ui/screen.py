"""The base of every full screen of the window, and the screen of a column of buttons that most
menus are: their host, their scale, the mouse and the keys on the buttons, layout again on resize,
and F1 for the shortcut list."""

from __future__ import annotations

import arcade
from arcade.types import Color

from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.theme import BACKGROUND, DESIGN_SIZE
from samurai_bowl.ui.kit.widgets import ButtonColumn
from samurai_bowl.ui.routes import Help


class Screen(arcade.View):
    """Every screen derives from this: drawn on the theme's background in ``window``; a screen
    that goes elsewhere keeps its host as ``app`` and asks it to (``self.app.go(route)``)."""

    def __init__(self, window: arcade.Window | None = None, background_color: Color = BACKGROUND) -> None:
        super().__init__(window, background_color=background_color)

    def busy(self) -> bool:
        """Whether anything on this screen moves or is coming without the player acting (an
        animation, the AI's play, a result being worked out): the window then draws every frame,
        and otherwise only when the player acts (``kit/frames.py``)."""
        return False


class ButtonScreen(Screen):
    """A screen of buttons in a column (``menu``), laid out by the UI scale setting."""

    def __init__(self, app: Host) -> None:
        super().__init__(app.window)
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
        self.app.go(Help(back=self))
