"""A filled box with an edge, added to a shape list: panels and cards drawn with the rest of a
list in one call instead of one call each, every frame."""

from __future__ import annotations

import arcade.shape_list as shapes
from arcade.types import Color

from samurai_bowl.ui.kit.theme import Rect


def add_chip(
    out: shapes.ShapeElementList[shapes.Shape] | list[shapes.Shape],
    home: bool,
    centre: tuple[float, float],
    size: float,
    colours: tuple[Color, Color],
    line: float = 1,
) -> None:
    """A team's token shape in its colours (fill, edge): a circle for home, a square for away."""
    (cx, cy), (fill, edge) = centre, colours
    if home:
        out.append(shapes.create_ellipse_filled(cx, cy, size, size, fill))
        out.append(shapes.create_ellipse_outline(cx, cy, size, size, edge, line))
    else:
        out.append(shapes.create_rectangle_filled(cx, cy, size, size, fill))
        out.append(shapes.create_rectangle_outline(cx, cy, size, size, edge, line))


def add_box(
    out: shapes.ShapeElementList[shapes.Shape],
    rect: Rect,
    fill: Color,
    edge: Color | None = None,
    line: float = 1,
) -> None:
    left, bottom, width, height = rect
    cx, cy = left + width / 2, bottom + height / 2
    out.append(shapes.create_rectangle_filled(cx, cy, width, height, fill))
    if edge is not None:
        out.append(shapes.create_rectangle_outline(cx, cy, width, height, edge, line))
