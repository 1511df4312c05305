"""A screen that lists rows (saved matches, replays): the rows shown from ``first`` are laid out in
``rects``, one of them lit; the mouse lights the row under it and tells which row a click is on."""

from __future__ import annotations

from samurai_bowl.ui.kit.theme import Rect
from samurai_bowl.ui.kit.widgets import inside


class RowPicking:
    """Mixed into a list screen, which sets ``first``, ``rects`` and ``lit`` as it lays out."""

    first: int
    rects: list[Rect]
    lit: int

    def _row_at(self, x: float, y: float) -> int | None:
        """The row under the point, counted from the list's top (not from the first shown)."""
        return next((self.first + row for row, rect in enumerate(self.rects) if inside(rect, x, y)), None)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        row = self._row_at(x, y)
        if row is not None:
            self.lit = row
