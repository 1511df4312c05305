"""One line over whatever screen is shown, for a few seconds: what the window has to tell the
player whatever the screen (something went wrong, and where it was written down). It goes across
the top of the window, or where the screen gives it room that hides nothing the player needs (the
match screen: the strip of the words for what the mouse is over, never the side panel's score).
It catches no click; the screen under it goes on working."""

from __future__ import annotations

import time
from collections.abc import Callable

import arcade

from samurai_bowl.ui.kit.legible import fit
from samurai_bowl.ui.kit.theme import BLACK, DESIGN_SIZE, WARN, Rect, label, shorten

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
        self._laid: tuple[str, Rect] = ("", (0, 0, 0, 0))

    def say(self, words: str, seconds: float = SHOWN_FOR) -> None:
        self.words = words
        self.until = self.clock() + seconds

    @property
    def shown(self) -> bool:
        return bool(self.words) and self.clock() < self.until

    def band(self, width: int, height: int, place: Rect | None = None) -> Rect:
        """Where the line is drawn: left, bottom, width, height (``place``, the screen's room for
        it, when it gives one)."""
        if place is not None:
            return place
        scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        tall = round(HEIGHT * scale)
        return 0.0, float(height - tall), float(width), float(tall)

    def draw(self, width: int, height: int, place: Rect | None = None) -> None:
        if not self.shown:
            return
        left, bottom, wide, tall = band = self.band(width, height, place)
        if self._laid != (self.words, band):
            self._laid = (self.words, band)
            scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
            room = wide - 2 * MARGIN * scale
            self.text.text = self.words
            fit([self.text], min(POINTS * scale, tall * 0.5), room)
            shorten(self.text, self.words, room)
            self.text.position = (round(left + wide / 2), round(bottom + tall / 2))
        arcade.draw_lbwh_rectangle_filled(left, bottom, wide, tall, BLACK)
        arcade.draw_line(left, bottom, left + wide, bottom, WARN, 2)
        self.text.draw()
