"""The League screen's geometry and its tables: rows of texts made once and refilled whenever
the league changes, so drawing a frame never makes a text."""

from __future__ import annotations

from collections.abc import Sequence

import arcade
from arcade.types import Color

from samurai_bowl.ui.theme import BUTTON_HOVER, DESIGN_SIZE, PANEL, TITLE_INK, WARN, Rect, label, shorten
from samurai_bowl.ui.widgets import inside

Column = tuple[float, str, float]  # x as a share of the row's width, anchor_x, room as a share (0: any)


class Frame:
    """The 1280×720 design scaled into the window and centred: design x from the left, design
    ``top`` from the top, to window pixels."""

    def __init__(self) -> None:
        self.scale = 1.0
        self.origin = (0.0, 0.0)

    def fit(self, width: int, height: int) -> float:
        self.scale = s = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        self.origin = ((width - DESIGN_SIZE[0] * s) / 2, (height - DESIGN_SIZE[1] * s) / 2)
        return s

    def rect(self, x: float, top: float, w: float, h: float) -> Rect:
        s, (ox, oy) = self.scale, self.origin
        return (round(ox + x * s), round(oy + (DESIGN_SIZE[1] - top - h) * s), round(w * s), round(h * s))

    def put(self, text: arcade.Text, x: float, top: float, points: float) -> None:
        """``text`` at design (x, top) in whole pixels, at a whole point size."""
        left, bottom, _, _ = self.rect(x, top, 0, 0)
        text.font_size = max(6, round(points * self.scale))
        text.position = (left, bottom)


class Grid:
    """A fixed number of table rows; ``fill`` shows up to that many, one of them lit."""

    def __init__(self, columns: Sequence[Column], rows: int, bold: int | None = None) -> None:
        self.columns = columns
        self.slots = [
            [label("", TITLE_INK, anchor_x=anchor, anchor_y="center", bold=c == bold)
             for c, (_, anchor, _) in enumerate(columns)]
            for _ in range(rows)
        ]
        self.rects: list[Rect] = [(0.0, 0.0, 0.0, 0.0)] * rows
        self.values: list[Sequence[str]] = []
        self.inks: list[Color] = []
        self.lit: int | None = None

    def place(self, rects: list[Rect], points: float) -> None:
        self.rects = rects
        for slot, (left, bottom, width, height) in zip(self.slots, rects, strict=True):
            for text, (share, _, _) in zip(slot, self.columns, strict=True):
                text.font_size = max(6, round(points))
                text.position = (round(left + share * width), round(bottom + height / 2))
        self._show()

    def fill(self, values: Sequence[Sequence[str]], lit: int | None = None,
             inks: Sequence[Color] | None = None) -> None:
        self.values = list(values[: len(self.slots)])
        self.inks = list(inks or [TITLE_INK] * len(self.values))
        self.lit = lit
        self._show()

    def _show(self) -> None:
        for index, slot in enumerate(self.slots):
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
        return next((i for i in range(len(self.values)) if inside(self.rects[i], x, y)), None)

    def draw(self) -> None:
        for index in range(len(self.values)):
            rect = self.rects[index]
            if index == self.lit:
                arcade.draw_lbwh_rectangle_filled(*rect, BUTTON_HOVER)
                arcade.draw_lbwh_rectangle_filled(rect[0], rect[1], 4, rect[3], WARN)
            elif index % 2 == 0:
                arcade.draw_lbwh_rectangle_filled(*rect, PANEL)
            for text in self.slots[index]:
                text.draw()
