"""The League screen's tables: rows of texts made once and refilled whenever the league changes,
so drawing a frame never makes a text. A grid shows as many of its rows as it is given places
for (``room``): a zoomed screen gives fewer. A cell too long for its place is cut short where it
would run into the next one; the writing keeps the size it was laid out at, and only cells that
cannot be cut (a narrow zoomed column's figures) make the whole grid smaller, by
:data:`GIVE` points at the most."""

from __future__ import annotations

import itertools
from collections.abc import Collection, Sequence

import arcade
from arcade.types import Color

from samurai_bowl.ui.kit.frame import Frame, window
from samurai_bowl.ui.kit.legible import LEGIBLE, crowded, span
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.theme import BUTTON_HOVER, PANEL, TITLE_INK, WARN, Rect, label, shorten
from samurai_bowl.ui.kit.widgets import inside

__all__ = [
    "Column",
    "Frame",
    "Grid",
    "window",
]  # Frame: ui/kit/frame.py, shared with other dense screens

GIVE = 2  # points a grid may lose, at the most, when its figures crowd
GAP = 4.0  # pixels between two cells' writing
Column = tuple[float, str, float]  # x as a share of the row's width, anchor_x, room as a share (0: any)


class Grid:
    """A fixed number of table rows; ``fill`` shows up to ``room`` of them (as many as were
    placed), one of them lit."""

    def __init__(
        self, columns: Sequence[Column], rows: int, bold: int | None = None, whole: Collection[int] = ()
    ) -> None:
        self.columns = columns
        self.whole = frozenset(whole)  # the columns whose cells are never cut (a rating's figures)
        # the columns as they stand left to right: a row's values may list one out of that order
        self.order = sorted(range(len(columns)), key=lambda c: columns[c][0])
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
        """The values in the cells at the placed size, a cell cut short where it would run into
        the next one; smaller by up to :data:`GIVE` points only while cells that cannot be cut
        still run together."""
        size = self.size
        least = max(LEGIBLE, self.size - GIVE)
        while True:
            self._write(size)
            rows = [self.cells(index) for index in range(self.shown)]
            for slot, row in zip(self.slots, rows, strict=False):
                part(row, [slot[c] for c in self.whole])
            if size <= least or not crowded(rows, GAP):
                return
            size -= 1

    def cells(self, index: int) -> list[arcade.Text]:
        """Row ``index``'s texts as they stand, left to right."""
        return [self.slots[index][c] for c in self.order]

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
                    cut(text, words, room * self.rects[index][2])
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


def part(row: Sequence[arcade.Text], whole: Collection[arcade.Text] = ()) -> None:
    """Cut the cells of a table row that run into their neighbours: of two that meet, the wider
    one that moves away by being cut (a right-aligned cell's right edge stays where it is), never
    one of ``whole``."""
    for _ in range(2 * len(row)):
        cells = [text for text in row if text.text]
        meeting = next(((a, b) for a, b in itertools.pairwise(cells) if span(a)[1] + GAP > span(b)[0]), None)
        if meeting is None:
            return
        a, b = meeting
        need = span(a)[1] + GAP - span(b)[0]
        # how far each one's near edge moves for each pixel it is cut
        gives = [
            (a, {"left": 1.0, "center": 0.5}.get(a.anchor_x, 0.0)),
            (b, {"right": 1.0, "center": 0.5}.get(b.anchor_x, 0.0)),
        ]
        cuttable = [
            (text, give)
            for text, give in gives
            if give and len(text.text) > 1 and not any(text is kept for kept in whole)
        ]
        if not cuttable:
            return
        text, give = max(cuttable, key=lambda pair: pair[0].content_width)
        cut(text, text.text.replace("…", ""), max(0.0, text.content_width - need / give))


def cut(label: arcade.Text, words: str, room: float) -> None:
    """``words`` in ``label``, cut short with an ellipsis to ``room``; a note in brackets at their
    end ("Iron Crabs (conceded)") stays whole while the words before it are cut, if it can."""
    head, bracket, note = words.rpartition(" (")
    if not bracket or not note.endswith(")"):
        shorten(label, words, room)
        return
    label.text = words
    if label.content_width <= room:
        return
    tail = f"{bracket}{note}"
    for end in range(len(head) - 1, 0, -1):
        label.text = f"{head[:end].rstrip()}…{tail}"
        if label.content_width <= room:
            return
    shorten(label, words, room)
