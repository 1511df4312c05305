"""A screen of a few labelled text fields over a column of buttons, with a status line: what the
Host and Join screens are made of. Tab moves between the fields; Esc goes back to the main menu."""

from __future__ import annotations

import arcade

from samurai_bowl.ui.kit.host import Host
from samurai_bowl.ui.kit.legible import fit, fit_buttons, put
from samurai_bowl.ui.kit.screen import ButtonScreen
from samurai_bowl.ui.kit.text_field import TextField
from samurai_bowl.ui.kit.theme import FOOTER_INK, SUBTITLE_INK, TITLE_INK, WARN, text
from samurai_bowl.ui.kit.widgets import Button, ButtonColumn
from samurai_bowl.ui.routes import MainMenu


class FormScreen(ButtonScreen):
    def __init__(
        self, app: Host, title: str, fields: list[tuple[str, TextField]], buttons: list[Button]
    ) -> None:
        super().__init__(app)
        self.title = text(title, TITLE_INK, anchor_y="center", bold=True)
        self.fields = fields
        self.captions = [text(caption, SUBTITLE_INK, anchor_y="center") for caption, _ in fields]
        self.menu = ButtonColumn([*buttons, Button("Back", self.back, arcade.key.ESCAPE)])
        self.status = text("", WARN, anchor_y="center")
        self.lines = [text("", SUBTITLE_INK, anchor_y="center") for _ in range(3)]  # what the screen tells
        self.footer = text(
            "Tab: next field · Enter: the first button · Esc: back", FOOTER_INK, anchor_y="center"
        )
        if fields:
            fields[0][1].focus()
        self.layout(self.window.width, self.window.height)

    def back(self) -> None:
        self.app.go(MainMenu())

    def layout(self, width: int, height: int) -> None:
        scale = self.scale(width, height)
        centre = width / 2
        put(self.title, centre, height * 0.9, 40 * scale)
        field_w, field_h = 460 * scale, 36 * scale
        top = height * 0.78
        for (_, field), words in zip(self.fields, self.captions, strict=True):
            put(words, centre - field_w / 2 - 16 * scale - words.content_width, top, 16 * scale)
            words.x = round(centre - field_w / 2 - 16 * scale - words.content_width)
            field.place((centre - field_w / 2, top - field_h / 2, field_w, field_h), 16 * scale)
            top -= field_h * 1.5
        for i, line in enumerate(self.lines):
            put(line, centre, top - i * 26 * scale, 16 * scale)
        top -= len(self.lines) * 26 * scale + 10 * scale
        button_w, button_h = 360 * scale, 40 * scale
        self.menu.layout(centre - button_w / 2, top, button_w, button_h, 10 * scale, 16 * scale)
        fit_buttons(self.menu.buttons)
        put(self.status, centre, height * 0.1, 14 * scale)
        put(self.footer, centre, height * 0.04, 12 * scale)
        for line in (self.title, self.status, self.footer, *self.lines):
            fit([line], line.font_size, width * 0.96)

    def on_draw(self) -> None:
        self.clear()
        self.title.draw()
        for words, (_, field) in zip(self.captions, self.fields, strict=True):
            words.draw()
            field.draw()
        for line in self.lines:
            line.draw()
        self.menu.draw()
        self.status.draw()
        self.footer.draw()

    def tell(self, *lines: str) -> None:
        for line, words in zip(self.lines, [*lines, "", "", ""], strict=False):
            line.text = words
        self.layout(self.window.width, self.window.height)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        for _, field in self.fields:
            field.click(x, y)
        super().on_mouse_press(x, y, button, modifiers)

    def on_text(self, words: str) -> None:
        for _, field in self.fields:
            field.type(words)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.TAB and self.fields:
            focused = next((i for i, (_, f) in enumerate(self.fields) if f.focused), -1)
            for i, (_, field) in enumerate(self.fields):
                field.focus(i == (focused + 1) % len(self.fields))
            return
        if any(field.key(symbol) for _, field in self.fields):
            return
        super().on_key_press(symbol, modifiers)
