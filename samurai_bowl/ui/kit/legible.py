"""Text no screen draws too small to read: 7 points (9⅓ pixels at the 96 dpi the fonts use) at
the least, whatever the window and the UI scale; and a button's words fitted inside it, clear
of its key."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import arcade

from samurai_bowl.ui.kit.widgets import Button

LEGIBLE = 7  # points
PIXELS_PER_POINT = 96 / 72


def points(size: float) -> int:
    """A whole point size, never under :data:`LEGIBLE`."""
    return max(LEGIBLE, round(size))


def put(label: arcade.Text, x: float, y: float, size: float) -> None:
    """``label`` at whole pixels and a legible whole point size."""
    label.font_size = points(size)
    label.position = (round(x), round(y))


def fit(texts: Iterable[arcade.Text], size: float, room: float) -> int:
    """The largest legible size, at most ``size``, at which every text is at most ``room`` wide
    (at the smallest legible size they may still be wider: shorten them then)."""
    texts = list(texts)
    chosen = points(size)
    while True:
        for text in texts:
            text.font_size = chosen
        if chosen <= LEGIBLE or max((t.content_width for t in texts), default=0.0) <= room:
            return chosen
        chosen -= 1


def fit_buttons(buttons: Iterable[Button]) -> None:
    """Each button's words and key legible, the words shrunk until they fit between the button's
    edges with room for its key on either side (the words are centred)."""
    for button in buttons:
        _, _, width, height = button.rect
        wanted = min(button.text.font_size, height * 0.5 / PIXELS_PER_POINT)
        button.hint.font_size = points(min(button.hint.font_size, wanted * 0.8))
        for _ in range(2):  # the key no larger than the words, once they are fitted
            key = button.hint.content_width + 10 if button.hint.text else 0.0
            size = fit([button.text], wanted, width - 2 * (key + 8))
            button.hint.font_size = points(min(button.hint.font_size, size * 0.8))


def span(text: arcade.Text) -> tuple[float, float]:
    """Where a text's writing runs, left to right, by its anchor."""
    width = text.content_width
    anchor = text.anchor_x
    if anchor == "right":
        return text.x - width, text.x
    if anchor == "center":
        return text.x - width / 2, text.x + width / 2
    return text.x, text.x + width


def crowded(rows: Iterable[Iterable[arcade.Text]], gap: float = 4.0) -> bool:
    """Whether, in any row of a table, a cell's writing runs into the next one's."""
    for row in rows:
        spans = [span(text) for text in row if text.text]
        if any(a[1] + gap > b[0] for a, b in itertools.pairwise(spans)):
            return True
    return False


def same_size(buttons: Iterable[Button]) -> None:
    """Buttons side by side written at one size: the smallest any of them needed."""
    buttons = list(buttons)
    size = min((button.text.font_size for button in buttons), default=LEGIBLE)
    for button in buttons:
        button.text.font_size = size
