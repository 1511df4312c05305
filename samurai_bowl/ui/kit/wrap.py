"""Words measured and wrapped to a width without laying out a label: each word's width in a font
is measured once and remembered, so wrapping a long log again after a resize stays cheap."""

from __future__ import annotations

from functools import cache

import pyglet

from samurai_bowl.ui.kit.theme import FONT

PIXELS_PER_POINT = 96 / 72  # pyglet lays text out at 96 dpi


class Measure:
    """Widths in one font: a size in whole points, bold or not."""

    def __init__(self, points: int, bold: bool) -> None:
        self.font = pyglet.font.load(FONT, points, weight="bold" if bold else "normal")
        self.words: dict[str, int] = {}
        self.space = self.width(" x") - self.width("x")

    def width(self, words: str) -> int:
        known = self.words.get(words)
        if known is None:
            known = self.words[words] = self.font.get_text_size(words)[0] if words else 0
        return known

    def line(self, words: list[str]) -> int:
        return sum(self.width(w) for w in words) + self.space * max(0, len(words) - 1)

    def wrap(self, text: str, room: float) -> list[str]:
        """``text`` as lines no wider than ``room``: broken between words, and inside a word only
        when the word alone is wider (a letter a line when even one is wider: nothing is lost)."""
        lines: list[str] = []
        current: list[str] = []
        used = 0
        for word in text.split():
            width = self.width(word)
            if current and used + self.space + width > room:
                lines.append(" ".join(current))
                current, used = [], 0
            if width > room:  # a word wider than the line: cut it where it must be cut
                while self.width(word) > room and len(word) > 1:
                    cut = next((i for i in range(len(word), 0, -1) if self.width(word[:i]) <= room), 1)
                    lines.append(word[:cut])
                    word = word[cut:]
                width = self.width(word)
            used = used + self.space + width if current else width
            current.append(word)
        if current or not lines:
            lines.append(" ".join(current))
        return lines


@cache
def measure(points: int, bold: bool = False) -> Measure:
    return Measure(points, bold)
