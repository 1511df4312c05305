"""A question the League screen asks before it changes something for good: a heading, a few lines
saying what would happen, and a button for each answer (each with its key; Esc is always no)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import arcade
from arcade.types import Color

from samurai_bowl.ui.kit.theme import PANEL, PANEL_EDGE, SUBTITLE_INK, TITLE_INK, label, shorten
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.league.grid import Frame

Answer = tuple[str, Callable[[], None], int]  # the button's words, what it does, its key


def one_line(exc: Exception) -> str:
    return " ".join(str(exc).split())


class Ask:
    def __init__(
        self, heading: str, lines: Sequence[str], answers: Sequence[Answer], cancel: Callable[[], None]
    ) -> None:
        self.heading = label(heading, TITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.lines = [label(words, SUBTITLE_INK, anchor_x="center", anchor_y="center") for words in lines]
        self.cancel = cancel
        self.buttons = ButtonColumn([Button(words, action, key) for words, action, key in answers])
        self.rect = (0.0, 0.0, 0.0, 0.0)

    def tell(self, index: int, words: str, ink: Color) -> None:
        """Change line ``index`` (an export written, a refusal) in place."""
        line = self.lines[index]
        line.color = ink
        shorten(line, words, self.rect[2] - 40)

    def layout(self, frame: Frame) -> None:
        s = frame.scale
        height = 170 + 30 * len(self.lines)
        top = 190.0
        self.rect = frame.rect(220, top, 840, height)
        frame.put(self.heading, 640, top + 40, 20)
        shorten(self.heading, self.heading.text, self.rect[2] - 40)
        for index, line in enumerate(self.lines):
            frame.put(line, 640, top + 84 + 30 * index, 14)
            shorten(line, line.text, self.rect[2] - 40)
        count = len(self.buttons.buttons)
        left = 640 - (count * 220 - 20) / 2
        for index, button in enumerate(self.buttons.buttons):
            button.place(frame.rect(left + index * 220, top + height - 58, 200, 40), 15 * s)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 3)
        self.heading.draw()
        for line in self.lines:
            line.draw()
        self.buttons.draw()

    def key(self, symbol: int) -> None:
        for button in self.buttons.buttons:
            if button.key == symbol:
                button.press()
                return
        if symbol in (arcade.key.ESCAPE, arcade.key.N):
            self.cancel()

    def text(self, words: str) -> None:
        """Nothing here takes typing."""

    def click(self, x: float, y: float) -> None:
        self.buttons.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.buttons.hover(x, y)
