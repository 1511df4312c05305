"""Panels the League screen opens over itself besides its forms: a short list to choose from
(what a team buys, an export to import) and a league's history, both scrolling when long."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import arcade
from arcade.types import Color

from samurai_bowl.ui.kit.text_field import ENTER_KEYS
from samurai_bowl.ui.kit.theme import BAD, MUTED_INK, PANEL, PANEL_EDGE, TITLE_INK, label, shorten
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.league.grid import Column, Frame, Grid

CHOOSER_ROWS = 8
HISTORY_ROWS = 17
HISTORY = [(0.01, "left", 0.0), (0.46, "right", 0.30), (0.50, "center", 0.0), (0.54, "left", 0.30)]


class Scroller:
    """Which of many rows a grid of fewer shows: a first row that follows the lit one."""

    def __init__(self, rows: Sequence[Sequence[str]], inks: Sequence[Color] | None, grid: Grid) -> None:
        self.rows, self.grid = list(rows), grid
        self.inks = list(inks or [TITLE_INK] * len(self.rows))
        self.first = 0

    @property
    def room(self) -> int:
        return len(self.grid.slots)

    def show(self, first: int, lit: int | None = None) -> None:
        self.first = max(0, min(first, len(self.rows) - self.room))
        end = self.first + self.room
        self.grid.fill(
            self.rows[self.first : end],
            None if lit is None else lit - self.first,
            self.inks[self.first : end],
        )


Extra = tuple[str, Callable[[int], None], int]  # another button's words, what it does to a row, its key


class Chooser:
    """A panel with a short list under its heading and a line of detail: ↑↓ or a click choose a
    row, Enter takes it (its problem, if any, in one line under the list), each extra button's
    key does its other thing to the row, Esc cancels."""

    def __init__(
        self,
        heading: str,
        detail: str,
        columns: Sequence[Column],
        rows: Sequence[Sequence[str]],
        take: Callable[[int], None],
        cancel: Callable[[], None],
        verb: str,
        extras: Sequence[Extra] = (),
    ) -> None:
        self.heading = label(heading, TITLE_INK, anchor_x="center", anchor_y="center", bold=True)
        self.detail = label(detail, MUTED_INK, anchor_x="center", anchor_y="center")
        self.grid = Grid(columns, min(CHOOSER_ROWS, max(1, len(rows))))
        self.list = Scroller(rows, None, self.grid)
        self.take, self.cancel = take, cancel
        self.problem = label("", BAD, anchor_x="center", anchor_y="center")
        more = [Button(words, partial(self.do, what), key) for words, what, key in extras]
        self.buttons = ButtonColumn(
            [Button(verb, self.submit, arcade.key.ENTER), *more, Button("Cancel", cancel, arcade.key.ESCAPE)]
        )
        self.rect = (0.0, 0.0, 0.0, 0.0)
        self.lit = 0
        self.light(0)

    def do(self, what: Callable[[int], None]) -> None:
        if self.list.rows:
            what(self.lit)

    def light(self, index: int) -> None:
        self.lit = max(0, min(index, len(self.list.rows) - 1))
        first = self.list.first
        if self.lit < first:
            first = self.lit
        elif self.lit >= first + self.list.room:
            first = self.lit - self.list.room + 1
        self.list.show(first, self.lit)

    def submit(self) -> None:
        if self.list.rows:
            self.take(self.lit)

    def say(self, words: str) -> None:
        shorten(self.problem, words, self.rect[2] - 40)

    def layout(self, frame: Frame) -> None:
        s, rows = frame.scale, self.list.room
        top, height = 110.0, 196 + 34 * rows
        self.rect = frame.rect(200, top, 880, height)
        frame.put(self.heading, 640, top + 34, 22)
        frame.put(self.detail, 640, top + 66, 13)
        shorten(self.heading, self.heading.text, self.rect[2] - 40)
        shorten(self.detail, self.detail.text, self.rect[2] - 40)
        self.grid.place([frame.rect(240, top + 94 + i * 34, 800, 32) for i in range(rows)], 15 * s)
        frame.put(self.problem, 640, top + height - 78, 13)
        count = len(self.buttons.buttons)
        wide = 200 if count < 4 else 180  # four stay well inside the panel
        first = 640 - ((wide + 20) * count - 20) / 2
        for index, button in enumerate(self.buttons.buttons):
            button.place(frame.rect(first + index * (wide + 20), top + height - 58, wide, 40), 15 * s)
        self.say(self.problem.text)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 3)
        self.heading.draw()
        self.detail.draw()
        self.grid.draw()
        self.problem.draw()
        self.buttons.draw()

    def key(self, symbol: int) -> None:
        k = arcade.key
        if symbol in (k.UP, k.DOWN):
            self.light(self.lit + (1 if symbol == k.DOWN else -1))
        elif symbol in ENTER_KEYS:
            self.submit()
        elif symbol == k.ESCAPE:
            self.cancel()
        else:
            for button in self.buttons.buttons[1:-1]:
                if button.key == symbol:
                    button.press()

    def text(self, words: str) -> None:
        """Nothing here takes typing."""

    def click(self, x: float, y: float) -> None:
        row = self.grid.at(x, y)
        if row is None:
            self.buttons.click(x, y)
        elif self.list.first + row == self.lit:
            self.submit()  # a second click on the chosen row takes it
        else:
            self.light(self.list.first + row)

    def hover(self, x: float, y: float) -> None:
        self.buttons.hover(x, y)

    def scroll(self, rows: int) -> None:
        self.light(self.lit + rows)


class History:
    """Every season's results round by round over the whole screen; ↑↓, PgUp/PgDn, Home/End
    and the wheel scroll; Y or Esc closes."""

    def __init__(
        self, heading: str, rows: Sequence[Sequence[str]], inks: Sequence[Color], close: Callable[[], None]
    ) -> None:
        self.heading = label(heading, TITLE_INK, anchor_y="center", bold=True)
        self.where = label("", MUTED_INK, anchor_x="right", anchor_y="center")
        self.hint = label(
            "↑↓ PgUp PgDn Home End or the wheel scroll · Y or Esc returns",
            MUTED_INK,
            anchor_x="center",
            anchor_y="center",
        )
        self.grid = Grid(HISTORY, HISTORY_ROWS)
        self.list = Scroller(rows, inks, self.grid)
        self.close = close
        self.rect = (0.0, 0.0, 0.0, 0.0)
        self.scroll(0)

    def scroll(self, rows: int) -> None:
        self.list.show(self.list.first + rows)
        total, first = len(self.list.rows), self.list.first
        last = min(total, first + self.list.room)
        self.where.text = f"rows {first + 1}–{last} of {total}" if total > self.list.room else ""

    def layout(self, frame: Frame) -> None:
        s = frame.scale
        self.rect = frame.rect(40, 24, 1200, 612)
        frame.put(self.heading, 64, 54, 20)
        frame.put(self.where, 1216, 54, 12)
        self.grid.place([frame.rect(64, 84 + i * 30, 1152, 28) for i in range(HISTORY_ROWS)], 14 * s)
        frame.put(self.hint, 640, 610, 12)

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 3)
        for text in (self.heading, self.where, self.hint):
            text.draw()
        self.grid.draw()

    def key(self, symbol: int) -> None:
        k = arcade.key
        page = self.list.room - 1
        steps = {
            k.UP: -1,
            k.DOWN: 1,
            k.PAGEUP: -page,
            k.PAGEDOWN: page,
            k.HOME: -len(self.list.rows),
            k.END: len(self.list.rows),
        }
        if symbol in steps:
            self.scroll(steps[symbol])
        elif symbol in (k.Y, k.ESCAPE):
            self.close()

    def text(self, words: str) -> None:
        """Nothing here takes typing."""

    def click(self, x: float, y: float) -> None:
        """Clicks do nothing here."""

    def hover(self, x: float, y: float) -> None:
        """Nothing here lights up."""
