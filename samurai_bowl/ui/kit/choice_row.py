"""One choice on a screen of choices: a caption, the current value, and ‹ › to change it; the
new-match screen's rows and the League screen's forms are made of these."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from samurai_bowl.ui.kit.legible import fit
from samurai_bowl.ui.kit.theme import SUBTITLE_INK, TITLE_INK, label, place
from samurai_bowl.ui.kit.widgets import Button


def place_left(line: arcade.Text, x: float, y: float, points: float) -> None:
    line.font_size = max(6, round(points))
    line.position = (round(x), round(y))


class Row:
    """One choice on the screen: a caption, the current value, and ‹ › to change it."""

    def __init__(
        self, caption: str, values: list[str], on_change: Callable[[int], None] | None = None
    ) -> None:
        self.caption = label(caption, SUBTITLE_INK, anchor_y="center")
        self.values = values
        self.index = 0
        self.value = label(values[0], TITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.on_change = on_change
        self._points, self._room = 0.0, 0.0  # the value's size and room, from the layout
        self.back = Button("‹", lambda: self.step(-1))
        self.next = Button("›", lambda: self.step(1))

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.values)
        self.value.text = self.values[self.index]
        self._fit()
        if self.on_change:
            self.on_change(self.index)

    def layout(self, left: float, y: float, width: float, points: float, scale: float) -> None:
        place_left(self.caption, left, y, points)
        arrow = 40 * scale
        start = self.value_left(left, width)
        self.back.place((start, y - arrow / 2, arrow, arrow), points)
        self.next.place((left + width - arrow, y - arrow / 2, arrow, arrow), points)
        place(self.value, (start + arrow + left + width - arrow) / 2, y, points)
        self._points, self._room = points, left + width - start - 2 * arrow - 8 * scale
        self._fit()

    @staticmethod
    def value_left(left: float, width: float) -> float:
        """Where the value's column begins in a row ``width`` wide from ``left``."""
        return left + width * 0.32

    def _fit(self) -> None:
        """A long value drawn smaller so that it stays between the arrows."""
        if self._room > 0:
            fit([self.value], self._points, self._room)

    def draw(self, lit: bool) -> None:
        self.caption.color = TITLE_INK if lit else SUBTITLE_INK
        self.caption.draw()
        self.back.draw(False)
        self.next.draw(False)
        self.value.draw()

    def click(self, x: float, y: float) -> bool:
        for button in (self.back, self.next):
            if button.contains(x, y):
                return button.press()
        return False
