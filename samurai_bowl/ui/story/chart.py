"""The match's story as a chart: each side's chance to win at the start of every team turn, one
line per side over the turns of both halves (home: a solid line with round points, away: a dashed
line with square points, as their models are drawn), touchdowns as a band down the chart in the
scorer's colour, casualties (×) and turnovers (▼) in a strip under it, one row per team, and the
three key moments listed under the chart, numbered on it, each a click that opens the replay there.

It draws what a :class:`~ai.story.MatchStory` holds (the values it is given, in pixels that tests
can find again through :meth:`StoryChart.point`); while the play-outs are still under way it says
how far they are."""

from __future__ import annotations

import math
from itertools import pairwise

import arcade
from arcade.types import Color

from samurai_bowl.ai.story import KeyMoment, MatchStory, Sample
from samurai_bowl.engine import EventKind
from samurai_bowl.ui.kit.ink import MARK_CONTRAST, legible
from samurai_bowl.ui.kit.legible import points as legible_points
from samurai_bowl.ui.kit.theme import (
    BUTTON,
    BUTTON_HOVER,
    MUTED_INK,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    Rect,
    label,
    shorten,
)
from samurai_bowl.ui.kit.tip import Tip
from samurai_bowl.ui.kit.widgets import inside
from samurai_bowl.ui.kit.wrap import measure

GRID = Color(64, 60, 80)
HALF_LINE = Color(110, 102, 128)
CURSOR = Color(222, 168, 52)
LINE_WIDTH = 3
DASH = 9.0  # the away line's dash and gap, in pixels
CAPTION_ROW = 2.6  # the caption's row above the plot, in the writing's size
MOMENT_LINES = 2  # lines a key moment's words may take under the chart
ROW_LINE = 0.85  # a key moment's second line, as a share of a row's height
MIN_PLOT = 6.0  # the plot's least height, in the writing's size, before a key moment takes a second line


class StoryChart:
    def __init__(self, colours: list[tuple[Color, Color]], teams: tuple[str, str]) -> None:
        self.story: MatchStory | None = None
        self.teams = teams
        # the lines in each team's colour, made light enough to be told from the panel
        self.inks = [legible(fill, PANEL, MARK_CONTRAST + 1.5) for fill, _ in colours]
        self.rect: Rect = (0, 0, 0, 0)
        self.plot: Rect = (0, 0, 0, 0)
        self.cursor: float | None = None  # the replay's place on the axis, drawn as a line
        self.status = ""  # how far the play-outs are, while they run
        self.lit: int | None = None  # the key moment under the mouse
        self.cut: set[int] = set()  # the key moments whose words are cut short in their rows
        self.tip = Tip()  # ... shown whole while the mouse is on one
        self.title = label("Chance to win, turn by turn", TITLE_INK, 13, bold=True)
        self.legend = [label(name, self.inks[side], 10) for side, name in enumerate(teams)]
        self.key = label("TD touchdown  × casualty  ▼ turnover", SUBTITLE_INK, 10, anchor_x="right")
        self.y_labels = [
            label(f"{p}%", MUTED_INK, 9, anchor_x="right", anchor_y="center") for p in (0, 50, 100)
        ]
        self.x_labels: list[arcade.Text] = []
        self.halves: list[arcade.Text] = []
        self.td_labels: list[arcade.Text] = []
        self.numbers: list[arcade.Text] = []
        self.rows: list[arcade.Text] = []
        self.row_rects: list[Rect] = []
        self.note = label("", MUTED_INK, 10, anchor_x="center", anchor_y="center")
        self.points = 10.0

    # --- the values -------------------------------------------------------------------------
    def show(self, story: MatchStory | None, status: str = "") -> None:
        """Draw ``story`` from now on (the same story again changes nothing)."""
        if story is self.story and status == self.status:
            return
        self.story, self.status = story, status
        self.layout(self.rect, self.points)

    @property
    def moments(self) -> list[KeyMoment]:
        return self.story.moments if self.story is not None else []

    def x_at(self, slot: float) -> float:
        """The pixel column of a place on the turns' axis."""
        left, _, width, _ = self.plot
        slots = self.story.slots if self.story is not None else 16
        return left + width * slot / max(1, slots)

    def y_at(self, chance: float) -> float:
        _, bottom, _, height = self.plot
        return bottom + height * chance

    def point(self, sample: Sample, side: int) -> tuple[float, float]:
        """Where the sample's chance for ``side`` is drawn."""
        return self.x_at(sample.x), self.y_at(sample.home if side == 0 else sample.away)

    def moment_at(self, x: float, y: float) -> KeyMoment | None:
        """The key moment whose row (or number on the chart) is at (x, y)."""
        for index, rect in enumerate(self.row_rects):
            if inside(rect, x, y) and index < len(self.moments):
                return self.moments[index]
        for index, number in enumerate(self.numbers):
            if index < len(self.moments) and math.dist((number.x, number.y), (x, y)) <= self.points * 1.3:
                return self.moments[index]
        return None

    def slot_at(self, x: float, y: float) -> float | None:
        """The place on the turns' axis under (x, y), when it is over the plot."""
        left, _, width, _ = self.plot
        if not inside(self.plot, x, y) or self.story is None:
            return None
        return (x - left) / width * self.story.slots

    def hover(self, x: float, y: float) -> None:
        """Light the key moment under the mouse; one whose words are cut short shows them whole
        in a box beside the mouse."""
        moment = self.moment_at(x, y)
        self.lit = None if moment is None else self.moments.index(moment)
        if self.lit is None or self.lit not in self.cut:
            self.tip.hide()
            return
        window = arcade.get_window()
        words = f"{self.lit + 1}. {self.moments[self.lit].words}"
        self.tip.show(words, x, y, window.get_size(), legible_points(self.points))

    # --- layout -----------------------------------------------------------------------------
    def layout(self, rect: Rect, points: float) -> None:
        self.rect, self.points = rect, points
        self.tip.hide()
        left, bottom, width, height = rect
        pad, line = points * 1.2, points * 1.9
        story = self.story
        moments = len(self.moments)
        self.title.font_size = legible_points(points * 1.25)
        self.title.position = (round(left + pad), round(bottom + height - pad - points * 1.3))
        x = self.title.x + self.title.content_width + pad * 2
        legend_y = self.title.y
        for text in self.legend:
            text.font_size = legible_points(points)
        beside = x + sum(t.content_width + points * 2.2 + pad for t in self.legend) <= left + width - pad
        if not beside:  # a narrow chart: the teams' key on a row of its own under the title
            x, legend_y = left + pad, round(self.title.y - points * 1.7)
        for text in self.legend:
            text.position = (round(x + points * 2.2), legend_y)
            x = text.x + text.content_width + pad
        self.key.font_size = legible_points(points * 0.9)
        self.key.position = (round(left + width - pad), legend_y)
        self.key.visible = x + self.key.content_width < left + width - pad
        strip = points * 3.4  # the casualties' and turnovers' rows under the plot, and the turn numbers
        plot_left = left + pad + points * 3.2
        # a row of its own above the plot for the caption (how far the play-outs are), over the
        # halves' names: no caption is ever drawn across the lines
        plot_top = legend_y - points * 1.6 - CAPTION_ROW * points
        caption_y = plot_top + points * 2.25
        # the key moments' rows: a line each, and second lines while the plot keeps its height
        under = bottom + pad + strip + points * 1.4 + (line * 0.8 + moments * line if moments else 0)
        spare = plot_top - under - MIN_PLOT * points
        said = self._moment_lines(
            width - 2 * pad - 2 * points, points, max(0, int(spare // (line * ROW_LINE)))
        )
        list_h = sum(len(lines) for lines in said) * line * ROW_LINE + moments * line * (1 - ROW_LINE)
        list_h += line * 0.8 if moments else 0
        plot_bottom = bottom + pad + list_h + strip + points * 1.4
        plot_w = left + width - pad - plot_left
        self.plot = (plot_left, plot_bottom, plot_w, max(20.0, plot_top - plot_bottom))
        for text, chance in zip(self.y_labels, (0.0, 0.5, 1.0), strict=True):
            text.font_size = legible_points(points * 0.9)
            text.position = (round(plot_left - points * 0.5), round(self.y_at(chance)))
        slots = story.slots if story is not None else 16
        per_half = story.turns_per_half if story is not None else 8
        self.x_labels = [
            label(str(n + 1), MUTED_INK, legible_points(points * 0.9), anchor_x="center")
            for n in range(slots)
        ]
        axis_y = self.plot[1] - strip - points * 0.2
        for n, text in enumerate(self.x_labels):
            text.position = (round(self.x_at(n + 0.5)), round(axis_y))
            text.visible = (self.x_at(1) - self.x_at(0)) > points * 1.6 or n % 2 == 0
        self.halves = [
            label(f"half {h + 1}", MUTED_INK, legible_points(points * 0.9), anchor_x="center")
            for h in range(slots // max(1, per_half))
        ]
        for h, text in enumerate(self.halves):
            text.position = (round(self.x_at((h + 0.5) * per_half)), round(self.plot[1] + self.plot[3] + 3))
        self.td_labels = []
        if story is not None:
            for marker in story.markers:
                if marker.kind == EventKind.TOUCHDOWN:
                    text = label(
                        "TD",
                        self.inks[marker.side],
                        legible_points(points * 0.85),
                        anchor_x="center",
                        anchor_y="center",
                        bold=True,
                    )
                    text.position = (round(self.x_at(marker.x + 0.25)), round(self.plot[1] - points * 0.9))
                    self.td_labels.append(text)
        self.numbers = []
        for n, moment in enumerate(self.moments):
            text = label(
                str(n + 1),
                TITLE_INK,
                legible_points(points * 0.9),
                anchor_x="center",
                anchor_y="center",
                bold=True,
            )
            text.position = (round(self.x_at(moment.x + 0.25)), round(self.plot[1] + self.plot[3] - points))
            self.numbers.append(text)
        self.rows, self.row_rects = [], []
        top = bottom + pad + list_h
        for lines in said:  # each key moment's row as tall as its lines
            tall = len(lines) * line * ROW_LINE + line * (1 - ROW_LINE)
            rect = (left + pad, top - tall, width - 2 * pad, tall - line * 0.1)
            step = rect[3] / len(lines)
            for k, words in enumerate(lines):
                text = label(words, TITLE_INK, legible_points(points), anchor_y="center")
                text.position = (round(rect[0] + points), round(rect[1] + rect[3] - step * (k + 0.5)))
                self.rows.append(text)
            self.row_rects.append(rect)
            top -= tall
        self.note.font_size = legible_points(points)
        drawn = story is not None and len(story.samples) > 1  # then the note keeps to the caption row
        note_y = caption_y if drawn else self.plot[1] + self.plot[3] * 0.5
        self.note.position = (round(self.plot[0] + self.plot[2] / 2), round(note_y))
        shorten(self.note, self._note(), self.plot[2])

    def _moment_lines(self, room: float, points: float, more: int) -> list[list[str]]:
        """Each key moment's words, numbered, on a line, or on :data:`MOMENT_LINES` while ``more``
        lines may be added (the first moments first); only words beyond a moment's lines are cut
        short, with an ellipsis (and shown whole on hover)."""
        widths = measure(legible_points(points))
        out = []
        self.cut = set()
        for n, moment in enumerate(self.moments):
            lines = widths.wrap(f"{n + 1}. {moment.words}", room)
            most = min(MOMENT_LINES, 1 + more)
            more -= min(len(lines), most) - 1
            if len(lines) > most:
                self.cut.add(n)
                last = " ".join(lines[most - 1 :])
                while last and widths.width(last + "…") > room:
                    last = last[:-1].rstrip()
                lines = [*lines[: most - 1], last + "…"]
            out.append(lines)
        return out

    def _note(self) -> str:
        if self.status:
            return self.status
        if self.story is None or not any(s.side is not None for s in self.story.samples):
            return "No team turn was played: nothing to chart."
        return ""

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, tip: bool = True) -> None:
        """The chart; and the box of a hovered key moment's words unless ``tip`` is False (for a
        screen that draws more over the chart, and the box last)."""
        left, bottom, width, height = self.rect
        arcade.draw_lbwh_rectangle_filled(left, bottom, width, height, PANEL)
        arcade.draw_lbwh_rectangle_outline(left, bottom, width, height, PANEL_EDGE, 2)
        px, py, pw, ph = self.plot
        for chance in (0.0, 0.25, 0.5, 0.75, 1.0):
            arcade.draw_line(px, self.y_at(chance), px + pw, self.y_at(chance), GRID, 1)
        story = self.story
        if story is not None:
            for h in range(1, story.halves):
                x = self.x_at(h * story.turns_per_half)
                arcade.draw_line(x, py - self.points * 3.4, x, py + ph, HALF_LINE, 2)
            self._markers(story)
            for side in (1, 0):  # home's line over away's where they meet
                self._line(story, side)
        for n, rect in enumerate(self.row_rects):
            arcade.draw_lbwh_rectangle_filled(*rect, BUTTON_HOVER if n == self.lit else BUTTON)
        if self.cursor is not None:
            x = self.x_at(self.cursor)
            arcade.draw_line(x, py, x, py + ph, CURSOR, 2)
        self._legend_marks()
        for text in (
            self.title,
            *self.legend,
            self.key,
            *self.y_labels,
            *self.x_labels,
            *self.halves,
            *self.td_labels,
            *self.numbers,
            *self.rows,
            self.note,
        ):
            if text.visible:
                text.draw()
        if tip:
            self.tip.draw()

    def _line(self, story: MatchStory, side: int) -> None:
        ink = self.inks[side]
        points = [self.point(sample, side) for sample in story.samples]
        for (x0, y0), (x1, y1) in pairwise(points):
            if side == 0:
                arcade.draw_line(x0, y0, x1, y1, ink, LINE_WIDTH)
            else:
                _dashed(x0, y0, x1, y1, ink)
        size = max(3.0, self.points * 0.45)
        for x, y in points:
            _dot(side, x, y, size, ink)

    def _markers(self, story: MatchStory) -> None:
        _, py, _, ph = self.plot
        row_h = self.points * 1.2
        for marker in story.markers:
            x = self.x_at(marker.x + 0.25)
            ink = self.inks[marker.side]
            if marker.kind == EventKind.TOUCHDOWN:
                band = max(3.0, (self.x_at(0.5) - self.x_at(0)) * 0.5)
                arcade.draw_lbwh_rectangle_filled(x - band / 2, py, band, ph, Color(ink.r, ink.g, ink.b, 60))
                continue
            y = py - row_h * (1.2 + marker.side)  # home's row above away's
            r = self.points * 0.35
            if marker.kind == "casualty":
                arcade.draw_line(x - r, y - r, x + r, y + r, ink, 2)
                arcade.draw_line(x - r, y + r, x + r, y - r, ink, 2)
            else:
                arcade.draw_triangle_filled(x - r, y + r, x + r, y + r, x, y - r, ink)

    def _legend_marks(self) -> None:
        size = max(3.0, self.points * 0.45)
        for side, text in enumerate(self.legend):
            x0 = text.x - self.points * 2.0
            y = text.y + self.points * 0.45
            if side == 0:
                arcade.draw_line(x0, y, x0 + self.points * 1.6, y, self.inks[0], LINE_WIDTH)
            else:
                _dashed(x0, y, x0 + self.points * 1.6, y, self.inks[1])
            _dot(side, x0 + self.points * 0.8, y, size, self.inks[side])


def _dot(side: int, x: float, y: float, size: float, ink: Color) -> None:
    """Home's points round, away's square: the lines are told apart without their colours."""
    if side == 0:
        arcade.draw_circle_filled(x, y, size, ink)
        arcade.draw_circle_outline(x, y, size, PANEL, 1)
    else:
        arcade.draw_lbwh_rectangle_filled(x - size, y - size, 2 * size, 2 * size, ink)
        arcade.draw_lbwh_rectangle_outline(x - size, y - size, 2 * size, 2 * size, PANEL, 1)


def _dashed(x0: float, y0: float, x1: float, y1: float, ink: Color) -> None:
    length = math.dist((x0, y0), (x1, y1))
    if length == 0:
        return
    steps = max(1, int(length // (2 * DASH)))
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    for n in range(steps + 1):
        start = n * 2 * DASH
        end = min(length, start + DASH)
        if start >= length:
            break
        arcade.draw_line(x0 + dx * start, y0 + dy * start, x0 + dx * end, y0 + dy * end, ink, LINE_WIDTH)
