"""The 1280×720 design of a dense screen (team builder, teams, league) scaled into the window and
centred, with the UI scale setting as a ``zoom``: the writing, and the rows a screen sizes by it,
grow by the zoom, while the design's regions stay where they are (lists then show fewer rows at
once and scroll)."""

from __future__ import annotations

import arcade

from samurai_bowl.ui.kit.legible import points as legible
from samurai_bowl.ui.kit.theme import DESIGN_SIZE, Rect


class Frame:
    """Design x from the left and design ``top`` from the top, to window pixels."""

    def __init__(self) -> None:
        self.scale = 1.0  # window pixels per design pixel
        self.zoom = 1.0  # the UI scale
        self.origin = (0.0, 0.0)

    def fit(self, width: int, height: int, zoom: float = 1.0) -> float:
        self.scale = s = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        self.zoom = zoom
        self.origin = ((width - DESIGN_SIZE[0] * s) / 2, (height - DESIGN_SIZE[1] * s) / 2)
        return s

    def rect(self, x: float, top: float, w: float, h: float) -> Rect:
        s, (ox, oy) = self.scale, self.origin
        return (round(ox + x * s), round(oy + (DESIGN_SIZE[1] - top - h) * s), round(w * s), round(h * s))

    def points(self, design: float) -> int:
        """A design point size in the window, zoomed, never under the legible least."""
        return legible(design * self.scale * self.zoom)

    def put(self, text: arcade.Text, x: float, top: float, points: float) -> None:
        """``text`` at design (x, top) in whole pixels, at ``points`` design points, zoomed."""
        left, bottom, _, _ = self.rect(x, top, 0, 0)
        text.font_size = self.points(points)
        text.position = (left, bottom)

    def rows(self, space: float, row: float, least: int = 1) -> int:
        """How many rows ``row`` design pixels high (before the zoom) fit in ``space``."""
        return max(least, int(space / (row * self.zoom) + 1e-6))


def window(lit: int | None, count: int, room: int) -> int:
    """The first of ``count`` rows to show in ``room`` places so that row ``lit`` is among them."""
    if lit is None or count <= room:
        return 0
    return max(0, min(lit - room // 2, count - room))
