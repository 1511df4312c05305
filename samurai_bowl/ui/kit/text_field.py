"""A single-line text input: click to focus, type, Backspace to erase, Enter to accept."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import arcade

from samurai_bowl.ui.kit.theme import ACCENT, MUTED_INK, PANEL, PANEL_EDGE, TITLE_INK, Rect, label
from samurai_bowl.ui.kit.widgets import inside

ENTER_KEYS = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER)


def printable(words: str) -> str:
    """``words`` without control characters (pyglet sends Enter as ``\\r`` through on_text too)."""
    return "".join(ch for ch in words if not unicodedata.category(ch).startswith("C"))


class TextField:
    """One line of typed text. Keys reach it only while it has the focus."""

    def __init__(
        self,
        value: str = "",
        max_length: int = 40,
        placeholder: str = "",
        accept: Callable[[str], bool] | None = None,
        on_enter: Callable[[str], None] | None = None,
    ) -> None:
        self.max_length = max_length
        self.accept = accept or (lambda ch: True)  # which typed characters are taken
        self.on_enter = on_enter
        self.placeholder = placeholder
        self.focused = False
        self.enabled = True
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        self.shown = label("", TITLE_INK, anchor_y="center")
        self._value = ""
        self.value = value

    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, words: str) -> None:
        self._value = printable(words)[: self.max_length]
        self._refresh()

    def place(self, rect: Rect, points: float) -> None:
        self.rect = rect
        left, bottom, _, height = rect
        self.shown.font_size = max(6, round(points))
        self.shown.position = (round(left + 8), round(bottom + height / 2))
        self._refresh()

    def focus(self, focused: bool = True) -> None:
        self.focused = focused and self.enabled
        self._refresh()

    def contains(self, x: float, y: float) -> bool:
        return inside(self.rect, x, y)

    def click(self, x: float, y: float) -> bool:
        """Focus on a click inside, lose the focus on a click elsewhere; True when inside."""
        hit = self.contains(x, y)
        self.focus(hit)
        return hit

    def type(self, words: str) -> bool:
        """Characters from ``on_text``; True when this field took them."""
        if not self.focused:
            return False
        taken = "".join(ch for ch in printable(words) if self.accept(ch))
        if taken:
            self.value = self._value + taken
        return True

    def key(self, symbol: int) -> bool:
        """Backspace and Enter while focused; every other key is swallowed except Esc and Tab."""
        if not self.focused:
            return False
        if symbol == arcade.key.BACKSPACE:
            self.value = self._value[:-1]
        elif symbol in ENTER_KEYS:
            self.focus(False)
            if self.on_enter is not None:
                self.on_enter(self._value)
        elif symbol in (arcade.key.ESCAPE, arcade.key.TAB):
            return False
        return True

    def _refresh(self) -> None:
        """Show the value, or the placeholder; a long value shows its end, where the typing is."""
        if not self._value and not self.focused:
            self.shown.text, self.shown.color = self.placeholder, MUTED_INK
            return
        self.shown.color = TITLE_INK if self.enabled else MUTED_INK
        room = self.rect[2] - 24
        words = self._value
        self.shown.text = words
        while words and room > 0 and self.shown.content_width > room:
            words = words[1:]
            self.shown.text = "…" + words

    def draw(self) -> None:
        arcade.draw_lbwh_rectangle_filled(*self.rect, PANEL)
        edge, width = (ACCENT, 3) if self.focused else (PANEL_EDGE, 2)
        arcade.draw_lbwh_rectangle_outline(*self.rect, edge, width)
        self.shown.draw()
        if self.focused:
            left, bottom, _, height = self.rect
            x = self.shown.right + 2 if self._value else left + 8
            arcade.draw_lbwh_rectangle_filled(x, bottom + height * 0.2, 2, height * 0.6, TITLE_INK)
