"""The Coaches screen: every person in the coaches' book, the surest strongest first (rating as
its mean ± the 95% half-width, matches played, won, drawn, lost, when he last played), and beside
them the AI levels' fixed ratings, under one line on what a rating is. A damaged book is its one
line instead of the table. Up/Down, PgUp/PgDn, Home/End and the wheel scroll; Esc goes back."""

from __future__ import annotations

import arcade

from samurai_bowl.ratings.rating import PRIOR, Rating, level_ratings
from samurai_bowl.sessions.rated import read_book
from samurai_bowl.text.words import plural
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.legible import fit, fit_buttons, put
from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.row_list import RowPicking
from samurai_bowl.ui.kit.theme import (
    BAD,
    BUTTON,
    BUTTON_HOVER,
    FOOTER_INK,
    PANEL,
    PANEL_EDGE,
    SUBTITLE_INK,
    TITLE_INK,
    Rect,
    label,
    text,
)
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.menus.coaches_table import headings, level_texts, place_row, row_texts
from samurai_bowl.ui.screen import ButtonScreen

ROW = 30  # design pixels a row is tall
ABOUT = (
    f"A rating is a coach's strength and its 95% range: a new coach starts at {PRIOR.shown()}, "
    "the normal AI's level, and moves with every finished match he coaches."
)
EMPTY = "No coach is rated yet: give your name when you start a match, and finish it."


def fixed_ratings() -> tuple[dict[str, Rating], str | None]:
    """The AI levels' ratings, or none and why they could not be read."""
    try:
        return level_ratings(), None
    except (OSError, KeyError, TypeError, ValueError) as exc:
        return {}, f"The AI levels' ratings could not be read: {exc}"


class CoachesView(RowPicking, ButtonScreen):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        book, self.problem = read_book(app.folder)
        self.records = book.ranked() if book is not None else []
        self.rows = [row_texts(place, record) for place, record in enumerate(self.records, start=1)]
        self.headings = headings()
        self.title = text("Coaches", TITLE_INK, anchor_y="center", bold=True)
        self.about = text(ABOUT, SUBTITLE_INK, anchor_y="center", italic=True)
        count = f"{plural(len(self.records), 'coach', 'coaches')} rated" if self.records else EMPTY
        said = (
            f"{self.problem} — the book cannot be shown until it is mended or removed"
            if self.problem
            else count
        )
        self.status = label(said, BAD if self.problem else SUBTITLE_INK, anchor_y="center")
        levels, unread = fixed_ratings()
        self.levels = level_texts(levels)
        self.levels_title = label(
            unread or "The AI levels (fixed)", BAD if unread else SUBTITLE_INK, anchor_y="center", bold=True
        )
        self.footer = text(
            "Up/Down, PgUp/PgDn or the wheel: scroll · Esc: back to the main menu · F1 every shortcut",
            FOOTER_INK,
            anchor_y="center",
        )
        self.menu = ButtonColumn([Button("Back", self.app.main_menu, arcade.key.ESCAPE)])
        self.lit, self.first, self.rects = 0, 0, []
        self.layout(self.window.width, self.window.height)

    # --- layout -----------------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        s = self.scale(width, height)
        centre = width / 2
        put(self.title, centre, height - 40 * s, 32 * s)
        put(self.about, centre, height - 84 * s, 13 * s)
        put(self.footer, centre, 18 * s, 11 * s)
        for line in (self.title, self.about, self.footer):
            fit([line], line.font_size, width * 0.96)
        margin = width * 0.03
        self._table = (margin, width * 0.68)  # the people's table: left, width
        side = (width * 0.74, width * 0.23)  # the AI levels and the Back button beside it
        self._row_h = max(legible(10) * 1.9, ROW * s)
        self._points = legible(min(13 * s, self._row_h * 0.45))
        top = height - 118 * s
        put(self.status, margin, top, self._points)
        fit([self.status], self._points, width * 0.94)
        self._head_y = top - self._row_h * 1.1
        place_row(self.headings, *self._table, self._head_y, self._points)
        self._top = self._head_y - self._row_h * 0.5
        bottom = 44 * s
        self._fits = max(1, int((self._top - bottom) // self._row_h))
        panel_top = self._head_y + self._row_h / 2
        panel_bottom = self._head_y - (len(self.levels) + 0.5) * self._row_h
        self._panel: Rect = (side[0], panel_bottom, side[1], panel_top - panel_bottom)
        put(self.levels_title, side[0] + 10 * s, self._head_y, self._points)
        fit([self.levels_title], self._points, side[1] - 20 * s)
        for index, (name, rating) in enumerate(self.levels):
            middle = self._head_y - (index + 1) * self._row_h
            put(name, side[0] + 10 * s, middle, self._points)
            put(rating, side[0] + side[1] - 10 * s, middle, self._points)
        self.menu.layout(side[0], panel_bottom - 16 * s, side[1], 40 * s, 0, 16 * s)
        fit_buttons(self.menu.buttons)
        self._place_rows()

    def _place_rows(self) -> None:
        """Scroll so the lit row is on screen, and place the rows that are."""
        self.first = max(0, min(self.first, len(self.rows) - self._fits))
        self.first = min(max(self.first, self.lit - self._fits + 1), self.lit)
        left, width = self._table
        self.rects = []
        for row, index in enumerate(range(self.first, min(len(self.rows), self.first + self._fits))):
            bottom = self._top - (row + 1) * self._row_h
            self.rects.append((left, bottom, width, self._row_h - 2))
            place_row(self.rows[index], left, width, bottom + self._row_h / 2, self._points)

    # --- drawing ----------------------------------------------------------------------------
    def on_draw(self) -> None:
        self.clear()
        for line in (self.title, self.about, self.status, self.footer):
            line.draw()
        if self.rows:
            for heading in self.headings:
                heading.draw()
        for row, rect in enumerate(self.rects):
            index = self.first + row
            arcade.draw_lbwh_rectangle_filled(*rect, BUTTON_HOVER if index == self.lit else BUTTON)
            for cell in self.rows[index]:
                cell.draw()
        arcade.draw_lbwh_rectangle_filled(*self._panel, PANEL)
        arcade.draw_lbwh_rectangle_outline(*self._panel, PANEL_EDGE, 2)
        self.levels_title.draw()
        for name, rating in self.levels:
            name.draw()
            rating.draw()
        self.menu.draw()

    # --- input ------------------------------------------------------------------------------
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        RowPicking.on_mouse_motion(self, x, y, dx, dy)
        self.menu.hover(x, y)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.rows:
            self.move(-1 if scroll_y > 0 else 1)

    def move(self, step: int) -> None:
        """Light the row ``step`` rows on (up when negative), scrolling to keep it on screen."""
        if self.rows:
            self.lit = min(max(self.lit + step, 0), len(self.rows) - 1)
            self._place_rows()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        steps = {k.UP: -1, k.DOWN: 1, k.PAGEUP: -self._fits, k.PAGEDOWN: self._fits}
        if symbol in steps:
            self.move(steps[symbol])
        elif symbol in (k.HOME, k.END):
            self.move(-len(self.rows) if symbol == k.HOME else len(self.rows))
        else:
            super().on_key_press(symbol, modifiers)
