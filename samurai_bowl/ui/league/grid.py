"""The League screen's tables: rows of texts made once and refilled whenever the league changes,
so drawing a frame never makes a text. A grid shows as many of its rows as it is given places
for (``room``): a zoomed screen gives fewer."""

from __future__ import annotations

from collections.abc import Sequence

import arcade
from arcade.types import Color

from samurai_bowl.ui.kit.frame import Frame, window
from samurai_bowl.ui.kit.legible import LEGIBLE, crowded
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.theme import BUTTON_HOVER, PANEL, TITLE_INK, WARN, Rect, label, shorten
from samurai_bowl.ui.kit.widgets import inside

__all__ = [
    "Column",
    "Frame",
    "Grid",
    "window",
]  # Frame: ui/kit/frame.py, shared with other dense screens

Column = tuple[float, str, float]  # x as a share of the row's width, anchor_x, room as a share (0: any)


class Grid:
    """A fixed number of table rows; ``fill`` shows up to ``room`` of them (as many as were
    placed), one of them lit."""

    def __init__(self, columns: Sequence[Column], rows: int, bold: int | None = None) -> None:
        self.columns = columns
        self.slots = [
            [
                label("", TITLE_INK, anchor_x=anchor, anchor_y="center", bold=c == bold)
                for c, (_, anchor, _) in enumerate(columns)
            ]
            for _ in range(rows)
        ]
        self.rects: list[Rect] = [(0.0, 0.0, 0.0, 0.0)] * rows
        self.room = rows  # the rows placed on the screen
        self.size = 12  # the writing's size as placed; smaller when the cells would run together
        self.values: list[Sequence[str]] = []
        self.inks: list[Color] = []
        self.lit: int | None = None

    def place(self, rects: list[Rect], points: float) -> None:
        """The rows at ``rects`` (at most one per slot; the slots beyond are not shown)."""
        self.room = min(len(rects), len(self.slots))
        self.rects = rects[: self.room] + [(0.0, 0.0, 0.0, 0.0)] * (len(self.slots) - self.room)
        self.size = legible(points)
        for slot, (left, bottom, width, height) in zip(self.slots, self.rects, strict=True):
            for text, (share, _, _) in zip(slot, self.columns, strict=True):
                text.position = (round(left + share * width), round(bottom + height / 2))
        self._show()

    @property
    def shown(self) -> int:
        return min(len(self.values), self.room)

    def fill(
        self, values: Sequence[Sequence[str]], lit: int | None = None, inks: Sequence[Color] | None = None
    ) -> None:
        self.values = list(values[: len(self.slots)])
        self.inks = list(inks or [TITLE_INK] * len(self.values))
        self.lit = lit
        self._show()

    def _show(self) -> None:
        """The values in the cells, at the placed size, or smaller until no two cells of a row
        run together (a zoomed screen's narrow columns)."""
        size = self.size
        while True:
            self._write(size)
            if size <= LEGIBLE or not crowded(self.slots[: self.shown]):
                return
            size -= 1

    def _write(self, size: int) -> None:
        for index, slot in enumerate(self.slots):
            for text in slot:
                text.font_size = size
            row = self.values[index] if index < len(self.values) else ()
            for c, (text, (_, _, room)) in enumerate(zip(slot, self.columns, strict=True)):
                words = row[c] if c < len(row) else ""
                if index < len(self.inks):
                    text.color = self.inks[index]
                if room and self.rects[index][2]:
                    shorten(text, words, room * self.rects[index][2])
                else:
                    text.text = words

    def at(self, x: float, y: float) -> int | None:
        """The row shown under (x, y), if any."""
        return next((i for i in range(self.shown) if inside(self.rects[i], x, y)), None)

    def draw(self) -> None:
        for index in range(self.shown):
            rect = self.rects[index]
            if index == self.lit:
                arcade.draw_lbwh_rectangle_filled(*rect, BUTTON_HOVER)
                arcade.draw_lbwh_rectangle_filled(rect[0], rect[1], 4, rect[3], WARN)
            elif index % 2 == 0:
                arcade.draw_lbwh_rectangle_filled(*rect, PANEL)
            for text in self.slots[index]:
                text.draw()
