"""One line across the top of the window, over whatever screen is shown, for a few seconds: what
the window has to tell the player whatever the screen (something went wrong, and where it was
written down). It catches no click; the screen under it goes on working."""

from __future__ import annotations

import time
from collections.abc import Callable

import arcade

from samurai_bowl.ui.kit.legible import fit
from samurai_bowl.ui.kit.theme import BLACK, DESIGN_SIZE, WARN, label, shorten

SHOWN_FOR = 12.0  # seconds
HEIGHT = 30  # design pixels
POINTS = 13
MARGIN = 12  # design pixels either side of the words


class NoticeLine:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.words = ""
        self.until = float("-inf")
        self.text = label("", WARN, POINTS, anchor_x="center", anchor_y="center", bold=True)
        self._laid: tuple[str, int, int] = ("", 0, 0)

    def say(self, words: str, seconds: float = SHOWN_FOR) -> None:
        self.words = words
        self.until = self.clock() + seconds

    @property
    def shown(self) -> bool:
        return bool(self.words) and self.clock() < self.until

    def band(self, width: int, height: int) -> tuple[float, float, float, float]:
        """Where the line is drawn: left, bottom, width, height."""
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        tall = round(HEIGHT * scale)
        return 0.0, float(height - tall), float(width), float(tall)

    def draw(self, width: int, height: int) -> None:
        if not self.shown:
            return
        left, bottom, wide, tall = self.band(width, height)
        if self._laid != (self.words, width, height):
            self._laid = (self.words, width, height)
            scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
            room = wide - 2 * MARGIN * scale
            self.text.text = self.words
            fit([self.text], POINTS * scale, room)
            shorten(self.text, self.words, room)
            self.text.position = (round(left + wide / 2), round(bottom + tall / 2))
        arcade.draw_lbwh_rectangle_filled(left, bottom, wide, tall, BLACK)
        arcade.draw_line(left, bottom, left + wide, bottom, WARN, 2)
        self.text.draw()
