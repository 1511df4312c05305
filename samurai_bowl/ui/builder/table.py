"""The hiring table: one row per position and per kind of staff, each with − and + buttons."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from samurai_bowl.data.roster import Position
from samurai_bowl.ui.builder.explain import column_words
from samurai_bowl.ui.builder.state import BuilderState, Staff
from samurai_bowl.ui.kit.frame import window
from samurai_bowl.ui.kit.legible import LEGIBLE, crowded, fit, span
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.skill_words import skill_at, skill_words
from samurai_bowl.ui.kit.theme import (
    BUTTON_HOVER,
    MUTED_INK,
    PANEL,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    Rect,
    label,
)
from samurai_bowl.ui.kit.widgets import Button

STATS = ("MA", "ST", "AG", "AV", "PH")
# where each column sits, as a share of the table's width: name, five stats, skills, cost, count, −, +
NAME_X, STAT_X, SKILLS_X, COST_X, COUNT_X = 0.012, (0.30, 0.34, 0.38, 0.42, 0.46), 0.50, 0.815, 0.862
MINUS_X, PLUS_X, BUTTON_W = 0.914, 0.958, 0.042


def _over(text: arcade.Text, x: float, y: float) -> bool:
    """Whether (x, y) is on a text placed by its left, centre or right and its vertical centre."""
    left, right = span(text)
    half = max(text.content_height, text.font_size * 1.4) / 2
    return left - 2 <= x <= right + 2 and abs(y - text.y) <= half


@dataclass
class Row:
    """One line of the table; ``count`` and the buttons follow the team, the rest is fixed."""

    cells: list[arcade.Text]  # name, stats, skills, cost
    count: arcade.Text
    minus: Button
    plus: Button
    status: Callable[[], tuple[str, bool, bool]]  # count text, can add, can remove
    rect: Rect = (0.0, 0.0, 0.0, 0.0)

    def refresh(self) -> None:
        words, can_add, can_remove = self.status()
        self.count.text = words
        self.plus.enabled, self.minus.enabled = can_add, can_remove


def _cells(name: str, stats: list[str], notes: str, cost: str, bold: bool = False) -> list[arcade.Text]:
    ink = SUBTITLE_INK if bold else TITLE_INK
    return [
        label(name, ink, anchor_y="center", bold=bold),
        *(label(s, ink, anchor_x="center", anchor_y="center", bold=bold) for s in stats),
        label(notes, SUBTITLE_INK if bold else MUTED_INK, anchor_y="center", bold=bold),
        label(cost, ink, anchor_x="right", anchor_y="center", bold=bold),
    ]


class HiringTable:
    """Rows for the current clan; rebuilt when the clan changes, refreshed after every change."""

    def __init__(self, state: BuilderState, changed: Callable[[], None]) -> None:
        self.state = state
        self.changed = changed
        self.header = _cells("Position", list(STATS), "Skills", "Cost", bold=True)
        self.header_count = label("Hired", SUBTITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.staff_heading = label("Staff", SUBTITLE_INK, anchor_y="center", bold=True)
        self.more = label("", MUTED_INK, anchor_x="right", anchor_y="center")  # rows out of view
        self.rows: list[Row] = []
        self.lit = 0
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        self.shown: list[int] = []  # the rows on the screen: all, or a window around the lit one
        self.staff_shown = False
        self._placed: tuple[Rect, float, float] | None = None
        self.rebuild()

    def rebuild(self) -> None:
        self.rows = [self._position_row(p) for p in self.state.roster.positions]
        self.rows += [self._staff_row(s) for s in self.state.staff()]
        self.lit = min(self.lit, len(self.rows) - 1)
        self.refresh()

    def refresh(self) -> None:
        for row in self.rows:
            row.refresh()

    def _position_row(self, position: Position) -> Row:
        stats = [str(v) for v in (position.ma, position.st, position.ag, position.av, position.ph)]
        cells = _cells(position.name, stats, ", ".join(position.skills) or "-", str(position.cost))

        def status() -> tuple[str, bool, bool]:
            have = self.state.hired(position.id)
            return f"{have} / {position.quantity.max}", self.state.can_hire(position.id), have > 0

        return Row(
            cells,
            label("", TITLE_INK, anchor_x="center", anchor_y="center"),
            Button("−", lambda: self._act(self.state.release_last(position.id))),
            Button("+", lambda: self._act(self.state.hire(position.id) is not None)),
            status,
        )

    def _staff_row(self, staff: Staff) -> Row:
        notes = "special coaching staff" if staff.field == "special_staff" else ""
        cells = _cells(staff.name, [""] * len(STATS), notes, str(staff.cost))

        def status() -> tuple[str, bool, bool]:
            have = self.state.staff_count(staff)
            words = ("hired" if have else "no") if staff.flag else f"{have} / {staff.most}"
            return words, have < staff.most, have > 0

        return Row(
            cells,
            label("", TITLE_INK, anchor_x="center", anchor_y="center"),
            Button("−", lambda: self._act(self.state.change_staff(staff, -1))),
            Button("+", lambda: self._act(self.state.change_staff(staff, 1))),
            status,
        )

    def _act(self, done: bool) -> None:
        if done:
            self.changed()

    # --- layout and drawing ------------------------------------------------------------------
    def layout(self, rect: Rect, row_h: float, points: float) -> None:
        """Fill ``rect`` from the top: header, positions, a staff heading, staff; when they do not
        all fit (a zoomed screen), the rows around the lit one."""
        self._placed = (rect, row_h, points)
        self.rect = left, bottom, width, height = rect
        top = bottom + height
        positions = len(self.state.roster.positions)
        staff = range(positions, len(self.rows))
        items: list[int | None] = [*range(positions), None, *staff]  # None: the "Staff" heading
        room = max(2, int(height / row_h + 1e-6) - 1)
        first = window(items.index(self.lit), len(items), room)
        self._place_cells(self.header, self.header_count, left, width, top - row_h / 2, points)
        for row in self.rows:
            row.rect = row.minus.rect = row.plus.rect = (0.0, 0.0, 0.0, 0.0)
        self.shown, self.staff_shown = [], False
        y = top - row_h
        for index in items[first : first + room]:
            if index is None:
                self.staff_shown = True
                self.staff_heading.font_size = legible(points)
                self.staff_heading.position = (round(left + NAME_X * width), round(y - row_h / 2))
                y -= row_h
                continue
            row = self.rows[index]
            self.shown.append(index)
            row.rect = (left, y - row_h, width, row_h)
            centre = y - row_h / 2
            self._place_cells(row.cells, row.count, left, width, centre, points)
            size = min(BUTTON_W * width, row_h - 4)
            for button, share in ((row.minus, MINUS_X), (row.plus, PLUS_X)):
                spot = (round(left + share * width), round(centre - size / 2), round(size), round(size))
                button.place(spot, points * 1.2)
            y -= row_h
        # the largest size, up to the one asked for, at which no cells of a row run together
        shown = [self.rows[i] for i in self.shown]
        lines = [[*self.header, self.header_count], *([*row.cells, row.count] for row in shown)]
        size = legible(points)
        while True:
            for text in (text for line in lines for text in line):
                text.font_size = size
            fit([row.cells[6] for row in self.rows], size, (COST_X - SKILLS_X - 0.07) * width)
            if size <= LEGIBLE or not crowded(lines):
                break
            size -= 1
        self.staff_heading.font_size = size
        hidden = len(self.rows) - len(self.shown)
        self.more.text = f"↑↓: {hidden} more row{'s' if hidden > 1 else ''}" if hidden else ""
        self.more.font_size = legible(size * 0.9)
        self.more.position = (round(left + width), round(bottom - row_h * 0.25))

    @staticmethod
    def _place_cells(
        cells: list[arcade.Text], count: arcade.Text, left: float, width: float, y: float, points: float
    ) -> None:
        xs = [NAME_X, *STAT_X, SKILLS_X, COST_X, COUNT_X]
        for text, share in zip([*cells, count], xs, strict=True):
            text.font_size = legible(points)
            text.position = (round(left + share * width), round(y))

    def draw(self, active: bool) -> None:
        for index in self.shown:
            row = self.rows[index]
            if index % 2 == 0:
                arcade.draw_lbwh_rectangle_filled(*row.rect, PANEL)
            if index == self.lit and active:
                arcade.draw_lbwh_rectangle_filled(*row.rect, BUTTON_HOVER)
                arcade.draw_lbwh_rectangle_filled(row.rect[0], row.rect[1], 4, row.rect[3], WARN)
        for text in (*self.header, self.header_count, self.more):
            text.draw()
        if self.staff_shown:
            self.staff_heading.draw()
        for row in (self.rows[index] for index in self.shown):
            for text in (*row.cells, row.count):
                text.draw()
            row.minus.draw(False)
            row.plus.draw(False)

    # --- hover words -------------------------------------------------------------------------
    def hover_words(self, x: float, y: float) -> str:
        """What the mouse is over means: a column's heading, or a skill in a row's skills."""
        for text in (*self.header, self.header_count):
            if _over(text, x, y):
                return column_words(text.text)
        for index in self.shown:
            row = self.rows[index]
            if index < len(self.state.roster.positions) and _over(row.cells[6], x, y):
                name = skill_at(row.cells[6], x)
                return skill_words(self.state.data.skills, name) if name is not None else ""
        return ""

    # --- input -------------------------------------------------------------------------------
    def click(self, x: float, y: float) -> bool:
        for index in self.shown:
            row = self.rows[index]
            for button in (row.minus, row.plus):
                if button.contains(x, y):
                    self.lit = index
                    button.press()
                    return True
        return False

    def move(self, step: int) -> None:
        self.lit = (self.lit + step) % len(self.rows)
        if self._placed is not None and len(self.shown) < len(self.rows):  # the window follows
            self.layout(*self._placed)

    def add(self, step: int) -> None:
        """+ or − on the lit row."""
        row = self.rows[self.lit]
        (row.plus if step > 0 else row.minus).press()

    def plus_rect(self, position_or_staff: str) -> Rect:
        """Where the + of a row is, by position id or staff field (for tests and hints)."""
        return self._row(position_or_staff).plus.rect

    def minus_rect(self, position_or_staff: str) -> Rect:
        return self._row(position_or_staff).minus.rect

    def _row(self, key: str) -> Row:
        keys = [p.id for p in self.state.roster.positions] + [s.field for s in self.state.staff()]
        return self.rows[keys.index(key)]
