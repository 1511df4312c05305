"""A filled box with an edge, added to a shape list: panels and cards drawn with the rest of a
list in one call instead of one call each, every frame."""

from __future__ import annotations

import arcade.shape_list as shapes
from arcade.types import Color

from samurai_bowl.ui.theme import Rect


def add_box(out: shapes.ShapeElementList[shapes.Shape], rect: Rect, fill: Color, edge: Color | None = None,
            line: float = 1) -> None:
    left, bottom, width, height = rect
    cx, cy = left + width / 2, bottom + height / 2
    out.append(shapes.create_rectangle_filled(cx, cy, width, height, fill))
    if edge is not None:
        out.append(shapes.create_rectangle_outline(cx, cy, width, height, edge, line))
