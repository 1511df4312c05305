"""The match log on screen: the story's entries wrapped to the panel's width (never cut short),
newest at the bottom, as many rows as the space holds. The mouse wheel over it, Page Up/Down and
Home/End scroll back through the whole match; a bar at its side and a count in its heading say
how much lies above, and a line at its foot how much is newer while looking back."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.ui.kit.ink import legible
from samurai_bowl.ui.kit.theme import (
    BAD,
    GOOD,
    MUTED_INK,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    Rect,
    label,
    shorten,
)
from samurai_bowl.ui.kit.widgets import inside
from samurai_bowl.ui.kit.wrap import PIXELS_PER_POINT, measure
from samurai_bowl.ui.story.log_names import Names, Run, joined, plain_tokens, runs, space, wrap
from samurai_bowl.ui.story.told import Story, Tone

INDENT = 12  # continuation rows of an entry stand in a little
MOST_BLANK = 1  # rows left empty at the top rather than open on the middle of an entry
WHEEL_ROWS = 3
TONES = {Tone.PLAIN: SUBTITLE_INK, Tone.GOOD: legible(GOOD, PANEL), Tone.BAD: legible(BAD, PANEL)}
THUMB = Color(150, 144, 138)


@dataclass(frozen=True)
class Row:
    text: str
    colour: Color
    bold: bool
    first: bool  # the first row of its entry (the others are indented)
    runs: tuple[Run, ...] = ()  # the words in runs of one colour: each player's name in his team's


class LogView:
    def __init__(self, story: Story, batch: pyglet.graphics.Batch, inks: list[Color]) -> None:
        self.story = story
        self.batch = batch
        self.inks = inks  # each team's colour, readable on the panel
        self.head = label("Match log", MUTED_INK, 10, bold=True, batch=batch)
        self.more = label("", MUTED_INK, 10, anchor_x="right", batch=batch)
        self.names = Names(story.match, inks)
        self.labels: list[arcade.Text] = []  # each row's first run of words
        self.extra: list[list[arcade.Text]] = []  # each row's further runs, made as they are needed
        self.said: list[str] = []  # each row's words as shown
        self.rows: list[Row] = []
        self.back = 0  # rows scrolled back from the newest
        self.rect: Rect = (0, 0, 0, 0)
        self.points = 10
        self.capacity = 0
        self._wrapped: list[tuple[int, list[Row]]] = []  # per entry: its version, its rows
        self.bar: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.covered: float | None = None  # rows above this height are under the player card
        self._shown: tuple[int, int, int, float | None] | None = None

    def layout(self, rect: Rect, points: int) -> None:
        self.rect, self.points = rect, points
        left, bottom, width, height = rect
        self.line = round(points * PIXELS_PER_POINT * 1.4)
        self.head.font_size = self.more.font_size = points
        self.head.position = (round(left), round(bottom + height - self.line * 0.8))
        self.more.position = (round(left + width), round(bottom + height - self.line * 0.8))
        self.capacity = max(1, int((height - self.line * 1.2) // self.line))
        for text in self.texts():
            text.label.delete()
        self.labels = [label("", SUBTITLE_INK, points, batch=self.batch) for _ in range(self.capacity)]
        self.extra = [[] for _ in range(self.capacity)]
        self._wrapped = []  # wrapped again at the new width
        self._shown = None

    def follow(self, story: Story) -> None:
        """Tell another story from its start (a replay that jumped), at the newest line."""
        self.story, self.rows, self._wrapped, self.back, self._shown = story, [], [], 0, None

    @property
    def room(self) -> float:
        return self.rect[2] - INDENT - 8  # the scroll bar's strip at the right

    def refresh(self) -> None:
        """New rows when the story has grown or changed; the labels when the view moved."""
        changed = self.story.update() or len(self._wrapped) != len(self.story.entries)
        if changed or not self.rows:
            before = len(self.rows)
            self._rewrap()
            if self.back:  # looking back: stay on the same rows while new ones come in below
                self.back += len(self.rows) - before
        shown = (len(self.rows), self.back, self.capacity, self.covered)
        if shown != self._shown:
            self._shown = shown
            self._show()

    def _rewrap(self) -> None:
        bold = measure(self.points, True)
        plain = measure(self.points)
        for index, entry in enumerate(self.story.entries):
            if index < len(self._wrapped) and self._wrapped[index][0] == entry.version:
                continue
            heading = entry.tone is Tone.TURN
            colour = self._colour(entry.tone, entry.side)
            font = bold if heading else plain
            said = plain_tokens(entry.text) if entry.tone is Tone.CHAT else self.names.tokens(entry.text)
            rows = []
            for n, tokens in enumerate(wrap(said, self.room, font)):
                rows.append(Row(joined(tokens), colour, heading, n == 0, runs(tokens, colour)))
            if index < len(self._wrapped):
                self._wrapped[index] = (entry.version, rows)
            else:
                self._wrapped.append((entry.version, rows))
        self.rows = [row for _, rows in self._wrapped for row in rows]

    def cover(self, y: float | None) -> None:
        """Hide the rows above ``y`` (the card lies over them), or none."""
        self.covered = y

    def _colour(self, tone: Tone, side: int | None) -> Color:
        if tone in (Tone.TURN, Tone.CHAT) and side is not None:
            return self.inks[side]
        return TONES.get(tone, SUBTITLE_INK)

    def _window(self) -> tuple[int, int, int]:
        """The rows shown (from, to) and how many fit: a foot line takes one while looking back,
        and the top row is the first of its entry unless that would leave more than one
        row empty."""
        room = self.capacity - (1 if self.back else 0)
        end = max(0, len(self.rows) - self.back)
        start = max(0, end - room)
        whole = start
        while 0 < whole < end and not self.rows[whole].first:
            whole += 1
        return (whole if whole - start <= MOST_BLANK else start), end, room

    @property
    def first(self) -> int:
        """The index of the first row shown."""
        return self._window()[0]

    def _show(self) -> None:
        left, bottom, _, height = self.rect
        start, end, room = self._window()
        shown = self.rows[start:end]
        blank = room - len(shown)  # newest at the foot: any empty rows are at the top
        top = bottom + height - self.line * 1.2
        self.said = [""] * len(self.labels)
        for n, text in enumerate(self.labels):
            row = shown[n - blank] if 0 <= n - blank < len(shown) else None
            self.said[n] = row.text if row is not None else ""
            pieces = [text, *self.extra[n]]
            parts = row.runs or (Run(row.text, row.colour, False),) if row is not None else ()
            while len(pieces) < len(parts):
                pieces.append(label("", SUBTITLE_INK, self.points, batch=self.batch))
                self.extra[n].append(pieces[-1])
            y = top - (n + 0.8) * self.line
            x = left + (0 if row is None or row.first else INDENT)
            seen = self.covered is None or y + self.line * 0.8 < self.covered
            for piece, run in zip(pieces, [*parts, *[None] * (len(pieces) - len(parts))], strict=True):
                if run is None or row is None:
                    piece.text = ""
                    continue
                if piece.bold != row.bold:
                    piece.bold = row.bold
                piece.text, piece.color = run.text, run.colour
                x += space(measure(self.points, row.bold)) if run.spaced else 0
                piece.position = (round(x), round(y))
                x += piece.content_width  # the next run starts where this one is drawn to end
                piece.visible = seen
        if self.back:
            for piece in self.extra[-1]:
                piece.text = ""
            foot = self.labels[-1]
            foot.bold, foot.color, foot.visible = True, TITLE_INK, True
            newer = f"▼ {self.back} newer {'line' if self.back == 1 else 'lines'} (scroll down or End)"
            shorten(foot, newer, self.rect[2])
            self.said[-1] = foot.text
            foot.position = (round(left), round(top - (self.capacity - 0.2) * self.line))
        self.more.text = f"▲ {start} earlier" if start else ""
        self._scroll_bar()

    def texts(self) -> list[arcade.Text]:
        """Every label of the log's rows."""
        return [*self.labels, *(text for more in self.extra for text in more)]

    def row_texts(self) -> list[str]:
        """The words of each row on screen, top to bottom ("" for an empty one)."""
        return list(self.said)

    def draw(self) -> None:
        """The scroll bar (the words are in the panel's batch)."""
        self.bar.draw()

    def _scroll_bar(self) -> None:
        """A track and a thumb at the right edge, when there is more than fits."""
        self.bar = shapes.ShapeElementList()
        total = len(self.rows)
        if total <= self.capacity:
            return
        left, bottom, width, height = self.rect
        track_h = height - self.line * 1.4
        x = left + width - 2
        self.bar.append(shapes.create_rectangle_filled(x, bottom + track_h / 2, 4, track_h, PANEL_EDGE))
        thumb_h = max(12.0, track_h * self.capacity / total)
        start = self.first / max(1, total - self.capacity)
        start = min(1.0, start)
        y = bottom + (track_h - thumb_h) * start + thumb_h / 2
        self.bar.append(shapes.create_rectangle_filled(x, y, 4, thumb_h, THUMB))

    # --- scrolling --------------------------------------------------------------------------
    def contains(self, x: float, y: float) -> bool:
        return inside(self.rect, x, y)

    def scroll(self, rows: int) -> None:
        """Back (positive) or forward (negative) by ``rows``, within the log."""
        most = max(0, len(self.rows) - self.capacity + 1)
        self.back = min(most, max(0, self.back + rows))

    def page(self, pages: int) -> None:
        self.scroll(pages * max(1, self.capacity - 2))

    def latest(self) -> None:
        self.back = 0

    def earliest(self) -> None:
        self.scroll(len(self.rows))
