"""Buttons and button columns: mouse, keyboard shortcut, and arrow keys with Enter."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import arcade

from samurai_bowl.ui.kit.theme import (
    BUTTON,
    BUTTON_DISABLED,
    BUTTON_HOVER,
    MUTED_INK,
    PANEL_EDGE,
    TITLE_INK,
    Rect,
    label,
)


def key_name(symbol: int | None) -> str:
    """How a shortcut is written on its button: a letter, or the key's name."""
    if symbol is None:
        return ""
    if arcade.key.A <= symbol <= arcade.key.Z or arcade.key.KEY_0 <= symbol <= arcade.key.KEY_9:
        return chr(symbol).upper()
    if arcade.key.F1 <= symbol <= arcade.key.F12:
        return f"F{symbol - arcade.key.F1 + 1}"
    names = {
        arcade.key.ESCAPE: "Esc",
        arcade.key.ENTER: "Enter",
        arcade.key.SPACE: "Space",
        arcade.key.TAB: "Tab",
        arcade.key.BACKSPACE: "Backspace",
        arcade.key.DELETE: "Del",
        arcade.key.MINUS: "-",
        arcade.key.EQUAL: "=",
    }
    return names.get(symbol, "")


def inside(rect: Rect, x: float, y: float) -> bool:
    left, bottom, width, height = rect
    return left <= x <= left + width and bottom <= y <= bottom + height


@dataclass
class Button:
    words: str
    action: Callable[[], None]
    key: int | None = None  # a keyboard shortcut (arcade.key.*)
    enabled: bool = True
    rect: Rect = (0.0, 0.0, 0.0, 0.0)
    text: arcade.Text = field(init=False)

    hint: arcade.Text = field(init=False)

    def __post_init__(self) -> None:
        self.text = label(self.words, TITLE_INK, anchor_x="center", anchor_y="center")
        self.hint = label(key_name(self.key), MUTED_INK, anchor_x="right", anchor_y="center")

    def place(self, rect: Rect, points: float) -> None:
        self.rect = rect
        left, bottom, width, height = rect
        self.text.font_size = max(6, round(points))
        self.text.position = (round(left + width / 2), round(bottom + height / 2))
        self.hint.font_size = max(6, round(points * 0.75))
        self.hint.position = (round(left + width - 10), round(bottom + height / 2))

    def contains(self, x: float, y: float) -> bool:
        return inside(self.rect, x, y)

    def draw(self, lit: bool) -> None:
        fill = BUTTON_DISABLED if not self.enabled else BUTTON_HOVER if lit else BUTTON
        arcade.draw_lbwh_rectangle_filled(*self.rect, fill)
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 2)
        self.text.color = TITLE_INK if self.enabled else MUTED_INK
        self.text.draw()
        self.hint.draw()

    def press(self) -> bool:
        if not self.enabled:
            return False
        self.action()
        return True


class ButtonColumn:
    """Buttons stacked top to bottom; one is lit by the mouse or the arrow keys."""

    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.lit = next((i for i, b in enumerate(buttons) if b.enabled), 0)

    def layout(self, left: float, top: float, width: float, height: float, gap: float, points: float) -> None:
        for index, button in enumerate(self.buttons):
            bottom = top - (index + 1) * height - index * gap
            button.place((left, bottom, width, height), points)

    def draw(self) -> None:
        for index, button in enumerate(self.buttons):
            button.draw(index == self.lit)

    def hover(self, x: float, y: float) -> None:
        for index, button in enumerate(self.buttons):
            if button.contains(x, y) and button.enabled:
                self.lit = index

    def click(self, x: float, y: float) -> bool:
        for button in self.buttons:
            if button.contains(x, y):
                return button.press()
        return False

    def key(self, symbol: int) -> bool:
        """Shortcuts, arrows to move the light, Enter or Space to press the lit button."""
        for button in self.buttons:
            if button.key is not None and symbol == button.key:
                return button.press()
        if symbol in (arcade.key.DOWN, arcade.key.UP) and self.buttons:
            step = 1 if symbol == arcade.key.DOWN else -1
            for _ in self.buttons:
                self.lit = (self.lit + step) % len(self.buttons)
                if self.buttons[self.lit].enabled:
                    break
            return True
        if symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.SPACE) and self.buttons:
            return self.buttons[self.lit].press()
        return False
