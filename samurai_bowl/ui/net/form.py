"""A screen of choices (‹ › rows), a few labelled text fields and a column of buttons, with lines
the screen tells and a status line: what the Host and Join screens are made of. ↑↓ light a row and
←→ change it; Tab moves between the fields; Esc goes back to the main menu. Once the screen is
busy with the network (``locked``), its choices are fixed and only its lines and buttons show."""

from __future__ import annotations

import arcade

from samurai_bowl.net.link import NetLink
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.choice_row import Row, place_left
from samurai_bowl.ui.kit.legible import fit, fit_buttons, put
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.theme import FOOTER_INK, SUBTITLE_INK, TITLE_INK, WARN, label, text
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.routes import MainMenu
from samurai_bowl.ui.screen import ButtonScreen

ROW_GAP = 48  # design pixels from one row of choices to the next
ROWS_ROOM = 5 * ROW_GAP  # design pixels the rows and fields share: more than five sit closer
ROW_LEAST = 42  # ... but no closer than this, so that one row's ‹ › (40 tall) never touch the next's
ROW_TIGHTEST = 40  # on a window too short for that, the ‹ › may touch, never overlap
LINE_GAP = 26  # design pixels from one told line to the next


class FormScreen(ButtonScreen):
    link: NetLink | None = None  # hosting or joining, once begun

    def __init__(
        self,
        app: Host,
        title: str,
        fields: list[tuple[str, TextField]],
        buttons: list[Button],
        rows: list[Row] | None = None,
    ) -> None:
        super().__init__(app)
        self.title = text(title, TITLE_INK, anchor_y="center", bold=True)
        self.rows = rows or []
        self.lit = 0
        self.fields = fields
        self.captions = [label(caption, SUBTITLE_INK, anchor_y="center") for caption, _ in fields]
        self.choosing = ButtonColumn([*buttons, Button("Back", self.back, arcade.key.ESCAPE)])
        self.waiting = ButtonColumn([Button(self.stop_words, self.back, arcade.key.ESCAPE)])
        self.menu = self.choosing
        self.status = text("", WARN, anchor_y="center")
        self.lines = [text("", SUBTITLE_INK, anchor_y="center") for _ in range(3)]  # what the screen tells
        keys = (
            "↑↓ choose a line · ←→ change it · Tab: the fields, then the lines"
            if self.rows
            else "Tab: next field"
        )
        self.footer = text(f"{keys} · Esc: back", FOOTER_INK, anchor_y="center")
        if fields and not self.rows:
            fields[0][1].focus()
        self.layout(self.window.width, self.window.height)

    stop_words = "Stop"  # the one button while the network is busy: stop, and back to the menu

    def show_fields(self, fields: list[tuple[str, TextField]]) -> None:
        """Other fields in place of the ones shown (a choice of the rows changed what is asked);
        the focus stays at the same place in the list."""
        focused = next((i for i, (_, f) in enumerate(self.fields) if f.focused), -1)
        for _, field in self.fields:
            field.focus(False)
        self.fields = fields
        self.captions = [label(caption, SUBTITLE_INK, anchor_y="center") for caption, _ in fields]
        if 0 <= focused < len(fields):
            fields[focused][1].focus()
        self.layout(self.window.width, self.window.height)

    def show_buttons(self, buttons: list[Button]) -> None:
        """Other buttons above Back (a choice of the rows changed what can be done)."""
        self.choosing = ButtonColumn([*buttons, Button("Back", self.back, arcade.key.ESCAPE)])
        self.layout(self.window.width, self.window.height)

    @property
    def locked(self) -> bool:
        """Whether the choices are made: hosting or joining has begun (the screen has a link)."""
        return self.link is not None

    def back(self) -> None:
        """To the main menu, hanging up first if hosting or joining has begun."""
        if self.link is not None:
            self.link.close()
            self.link = None
        self.app.go(MainMenu())

    def busy(self) -> bool:
        return self.locked  # drawn every frame while it waits for the other machine

    def layout(self, width: int, height: int) -> None:
        scale = self.scale(width, height)
        centre = width / 2
        put(self.title, centre, height * 0.9, 40 * scale)
        top = height * 0.78
        self.menu = self.waiting if self.locked else self.choosing
        told = (
            len(self.lines)
            if self.locked
            else 1 + max((i for i, ln in enumerate(self.lines) if ln.text), default=0)
        )
        if not self.locked:
            top, gap = self._rows_room(height, scale, told)
            row_w = min(width * 0.9, 980 * scale)
            left = (width - row_w) / 2
            for row in self.rows:
                row.layout(left, top, row_w, 16 * scale, scale)
                top -= gap
            field_left = Row.value_left(left, row_w)  # the fields in the rows' columns
            field_w, field_h = left + row_w - field_left, 36 * scale
            for (_, field), words in zip(self.fields, self.captions, strict=True):
                place_left(words, left, top, 16 * scale)
                field.place((field_left, top - field_h / 2, field_w, field_h), 16 * scale)
                top -= gap
        first = 24 if self.locked else 16  # the address and code to give, once there are some
        self.lines[0].color = TITLE_INK if self.locked else SUBTITLE_INK
        self.lines[0].bold = self.locked
        put(self.lines[0], centre, top, first * scale)
        top -= (first - 16) * scale
        for i, line in enumerate(self.lines[1:], start=1):
            put(line, centre, top - i * LINE_GAP * scale, 16 * scale)
        top -= told * LINE_GAP * scale + 10 * scale
        button_w, button_h = 360 * scale, 40 * scale
        self.menu.layout(centre - button_w / 2, top, button_w, button_h, 10 * scale, 16 * scale)
        fit_buttons(self.menu.buttons)
        put(self.status, centre, height * 0.1, 14 * scale)
        put(self.footer, centre, height * 0.04, 12 * scale)
        for line in (self.title, self.status, self.footer, *self.lines):
            fit([line], line.font_size, width * 0.96)

    def _rows_room(self, height: int, scale: float, told: int) -> tuple[float, float]:
        """Where the first row goes and the pitch of the rows and fields: from the usual place
        down, or higher (never into the title) when the lines and buttons below would otherwise
        reach the status line."""
        count = max(1, len(self.rows) + len(self.fields))
        gap = max(ROW_LEAST, min(ROW_GAP, ROWS_ROOM / count)) * scale
        buttons = len(self.menu.buttons)
        below = (told * LINE_GAP + 10 + buttons * 40 + max(0, buttons - 1) * 10) * scale
        floor = height * 0.1 + 16 * scale  # the status line's top, and a little room above it
        highest = height * 0.9 - 50 * scale  # the first row's ‹ › just under the title
        top = min(highest, max(height * 0.78, floor + below + count * gap))
        if top - count * gap - below < floor:  # a short window: the rows as close as they may go
            gap = max(ROW_TIGHTEST * scale, (top - floor - below) / count)
        return top, gap

    def on_draw(self) -> None:
        self.clear()
        self.title.draw()
        if not self.locked:
            typing = any(field.focused for _, field in self.fields)  # the keys go to the field
            for index, row in enumerate(self.rows):
                row.draw(index == self.lit and not typing)
            for words, (_, field) in zip(self.captions, self.fields, strict=True):
                words.draw()
                field.draw()
        for line in self.lines:
            line.draw()
        self.menu.draw()
        self.status.draw()
        if not self.locked:
            self.footer.draw()

    def tell(self, *lines: str) -> None:
        for line, words in zip(self.lines, [*lines, "", "", ""], strict=False):
            line.text = words
        self.layout(self.window.width, self.window.height)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if not self.locked:
            for index, row in enumerate(self.rows):
                if row.click(x, y):
                    self.lit = index
                    return
            for _, field in self.fields:
                field.click(x, y)
        super().on_mouse_press(x, y, button, modifiers)

    def on_text(self, words: str) -> None:
        if self.locked:
            return
        for _, field in self.fields:
            field.type(words)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if self.locked:
            super().on_key_press(symbol, modifiers)
            return
        if symbol == k.TAB and self.fields:  # each field in turn, then the rows (if any) again
            focused = next((i for i, (_, f) in enumerate(self.fields) if f.focused), -1)
            after = (focused + 1) % (len(self.fields) + (1 if self.rows else 0))
            for i, (_, field) in enumerate(self.fields):
                field.focus(i == after)
            return
        if any(field.key(symbol) for _, field in self.fields):
            return
        if self.rows and symbol in (k.UP, k.DOWN):
            self.lit = (self.lit + (1 if symbol == k.DOWN else -1)) % len(self.rows)
        elif self.rows and symbol in (k.LEFT, k.RIGHT):
            self.rows[self.lit].step(1 if symbol == k.RIGHT else -1)
        else:
            super().on_key_press(symbol, modifiers)
