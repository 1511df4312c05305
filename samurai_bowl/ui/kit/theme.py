"""Colours, fonts and text placement shared by every screen."""

from __future__ import annotations

import arcade
import pyglet
from arcade.types import Color

FONT = "Liberation Sans"
BACKGROUND = Color(20, 18, 26)
TITLE_INK = Color(245, 236, 214)
SUBTITLE_INK = Color(196, 182, 156)
FOOTER_INK = Color(128, 122, 116)
ACCENT = Color(178, 34, 34)
BLACK = Color(0, 0, 0)
WHITE = Color(255, 255, 255)
PANEL = Color(34, 31, 44)
PANEL_EDGE = Color(70, 64, 88)
BUTTON = Color(52, 47, 66)
BUTTON_HOVER = Color(86, 74, 110)
BUTTON_DISABLED = Color(40, 38, 46)
MUTED_INK = Color(150, 144, 138)
GOOD = Color(84, 170, 96)
WARN = Color(222, 168, 52)
BAD = Color(214, 72, 64)
DESIGN_SIZE = (1280, 720)
MIN_POINTS = 6

Rect = tuple[float, float, float, float]


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Color) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white); alpha is ignored."""
    return 0.2126 * _linear(colour.r) + 0.7152 * _linear(colour.g) + 0.0722 * _linear(colour.b)


def contrast(a: Color, b: Color) -> float:
    """WCAG contrast ratio, 1 to 21: text wants 4.5, a graphic mark 3."""
    low, high = sorted((luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)


def over(top: Color, ground: Color) -> Color:
    """``top`` (with its alpha) painted over the opaque ``ground``."""
    alpha = top.a / 255
    return Color(*(round(t * alpha + g * (1 - alpha)) for t, g in zip(top[:3], ground[:3], strict=True)))


def ink_for(fill: Color) -> Color:
    """Black or white, whichever contrasts more with ``fill`` (WCAG relative luminance)."""
    return BLACK if contrast(fill, BLACK) > contrast(fill, WHITE) else WHITE


def text(
    words: str, colour: Color, anchor_y: str = "baseline", bold: bool = False, italic: bool = False
) -> arcade.Text:
    return arcade.Text(
        words,
        0,
        0,
        colour,
        12,
        font_name=FONT,
        bold=bold,
        italic=italic,
        anchor_x="center",
        anchor_y=anchor_y,
    )


def label(
    words: str,
    colour: Color = WHITE,
    points: float = 12,
    anchor_x: str = "left",
    anchor_y: str = "baseline",
    bold: bool = False,
    batch: pyglet.graphics.Batch | None = None,
) -> arcade.Text:
    """A left-aligned (by default) text at a whole point size, placed later with ``.position``;
    texts sharing a ``batch`` are drawn together in one call."""
    return arcade.Text(
        words,
        0,
        0,
        colour,
        max(MIN_POINTS, round(points)),
        font_name=FONT,
        bold=bold,
        anchor_x=anchor_x,
        anchor_y=anchor_y,
        batch=batch,
    )


def place(label: arcade.Text, x: float, y: float, points: float) -> None:
    """Whole pixels and whole points only: fractional ones rasterise glyphs with clipped tops."""
    label.font_size = max(MIN_POINTS, round(points))
    label.position = (round(x), round(y))


def fit_points(texts: list[arcade.Text], points: float, room: float) -> int:
    """The largest whole point size, at most ``points``, at which every text is at most ``room`` wide."""
    size = max(MIN_POINTS, round(points))
    while True:
        for label in texts:
            label.font_size = size
        if size == MIN_POINTS or max(label.content_width for label in texts) <= room:
            return size
        size -= 1


def shorten(label: arcade.Text, words: str, room: float) -> None:
    """Show ``words`` in ``label``, cut short with an ellipsis where they are wider than ``room``."""
    label.text = words
    if label.content_width <= room:
        return
    low, high = 0, len(words)  # the longest prefix that fits, found by halving
    while low < high:
        middle = (low + high + 1) // 2
        label.text = words[:middle].rstrip() + "…"
        if label.content_width <= room:
            low = middle
        else:
            high = middle - 1
    label.text = words[:low].rstrip() + "…"
