"""Words in a box beside the mouse (a skill's rule, a column's meaning), kept inside the window."""

from __future__ import annotations

import arcade

from samurai_bowl.ui.kit.theme import PANEL_EDGE, TITLE_INK, Rect, label
from samurai_bowl.ui.kit.wrap import measure


class Tip:
    """Words in a box beside the mouse, wrapped, moved to stay inside the window."""

    def __init__(self) -> None:
        self.lines: list[arcade.Text] = []
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        self.words = ""

    @property
    def shown(self) -> bool:
        return bool(self.words)

    def hide(self) -> None:
        self.words, self.lines = "", []

    def show(self, words: str, x: float, y: float, window: tuple[float, float], points: int) -> None:
        if not words:
            self.hide()
            return
        width, height = window
        pad = max(4, round(points * 0.6))
        room = min(460.0 * points / 12, width - 4 * pad)
        wrapped = measure(points).wrap(words, room)
        line_h = points * 1.7
        box_w = max(measure(points).width(line) for line in wrapped) + 2 * pad
        box_h = len(wrapped) * line_h + 2 * pad
        left = x + 14  # below and right of the mouse, or left/above it where the window ends
        bottom = y - 18 - box_h
        if left + box_w > width - 2:
            left = x - 14 - box_w
        if bottom < 2:
            bottom = y + 18
        left = min(max(2.0, left), width - 2 - box_w)
        bottom = min(max(2.0, bottom), height - 2 - box_h)
        self.rect = (left, bottom, box_w, box_h)
        self.words = words
        self.lines = []
        for index, line in enumerate(wrapped):
            text = label(line, TITLE_INK, points, anchor_y="center")
            text.position = (round(left + pad), round(bottom + box_h - pad - line_h * (index + 0.5)))
            self.lines.append(text)

    def draw(self) -> None:
        if not self.shown:
            return
        arcade.draw_lbwh_rectangle_filled(*self.rect, (16, 16, 22, 252))
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 2)
        for text in self.lines:
            text.draw()
