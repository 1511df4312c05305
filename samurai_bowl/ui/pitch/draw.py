"""The pitch on screen: squares to pixels and back, the static pitch as one batched shape list
(cross-mown turf, art/turf.py, under painted lines) with each end zone in its team's colour and
named for its team, the shading of squares as a shape list rebuilt only when it changes, and the
teams' token colours (the models themselves are in tokens.py)."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.engine import Match, Pitch
from samurai_bowl.ui.art.turf import mown
from samurai_bowl.ui.kit import palette
from samurai_bowl.ui.kit.palette import GRASS
from samurai_bowl.ui.kit.theme import FONT

LINE = Color(235, 235, 225)


def team_colours(data: GameData, match: Match) -> list[tuple[Color, Color]]:
    """(fill, edge) per side: each clan's home kit, unless it is too like the other team's (seen
    normally or colour-blind), when the away team (or failing that the home team) changes kit."""
    home, away = (data.roster(team.clan) for team in match.team_files)
    fills = palette.choose(palette.kits(home), palette.kits(away))
    return [(fills[0], palette.edge(home)), (fills[1], palette.edge(away))]


@dataclass(frozen=True)
class Geometry:
    """Where the pitch sits in the window; y = 0 is the top row, as the rules draw it."""

    left: float
    top: float
    cell: float
    length: int
    width: int

    @classmethod
    def fit(cls, pitch: Pitch, left: float, bottom: float, width: float, height: float) -> Geometry:
        cell = int(min(width / pitch.length, height / pitch.width))
        used_w, used_h = cell * pitch.length, cell * pitch.width
        return cls(
            round(left + (width - used_w) / 2),
            round(bottom + (height + used_h) / 2),
            cell,
            pitch.length,
            pitch.width,
        )

    def rect(self, square: int) -> tuple[float, float, float, float]:
        x, y = square % self.length, square // self.length
        return (self.left + x * self.cell, self.top - (y + 1) * self.cell, self.cell, self.cell)

    def centre(self, square: int) -> tuple[float, float]:
        left, bottom, size, _ = self.rect(square)
        return left + size / 2, bottom + size / 2

    def square_at(self, px: float, py: float) -> int | None:
        x = int((px - self.left) // self.cell)
        y = int((self.top - py) // self.cell)
        if 0 <= x < self.length and 0 <= y < self.width and px >= self.left and py <= self.top:
            return y * self.length + x
        return None

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        return (self.left, self.top - self.width * self.cell, self.length * self.cell, self.width * self.cell)


def _box(
    shape_list: shapes.ShapeElementList[shapes.Shape], rect: tuple[float, float, float, float], colour: Color
) -> None:
    left, bottom, w, h = rect
    shape_list.append(shapes.create_rectangle_filled(left + w / 2, bottom + h / 2, w, h, colour))


def stripes(pitch: Pitch, colours: tuple[Color, Color]) -> tuple[Color, ...]:
    """Each column's turf: grass in stripes, each end zone turned toward its team's colour."""
    depth = pitch.end_zone_depth
    out = []
    for x in range(pitch.length):
        grass = GRASS[x % 2]
        if x < depth or x >= pitch.length - depth:
            grass = palette.end_zone(colours[0 if x < depth else 1], grass)
        out.append(grass)
    return tuple(out)


def static_pitch(
    geo: Geometry, pitch: Pitch, colours: tuple[Color, Color]
) -> shapes.ShapeElementList[shapes.Shape]:
    """Turf in stripes, cross-mown, each end zone in its team's colour, halfway, wide-zone and
    scrimmage lines."""
    out: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
    left, bottom, w, h = geo.bounds
    for x, stripe in enumerate(stripes(pitch, colours)):
        for y in range(pitch.width):
            _box(out, geo.rect(y * pitch.length + x), mown(stripe, y))
    faint = Color(LINE.r, LINE.g, LINE.b, 40)
    for x in range(1, pitch.length):
        out.append(shapes.create_line(left + x * geo.cell, bottom, left + x * geo.cell, bottom + h, faint, 1))
    for y in range(1, pitch.width):
        out.append(shapes.create_line(left, bottom + y * geo.cell, left + w, bottom + y * geo.cell, faint, 1))
    halfway = left + pitch.halfway * geo.cell
    out.append(shapes.create_line(halfway, bottom, halfway, bottom + h, LINE, 3))
    for x in (pitch.end_zone_depth, pitch.length - pitch.end_zone_depth):
        out.append(shapes.create_line(left + x * geo.cell, bottom, left + x * geo.cell, bottom + h, LINE, 2))
    for y in (4, pitch.width - 4):  # the wide zones are the four rows along each sideline
        out.append(
            shapes.create_line(left, geo.top - y * geo.cell, left + w, geo.top - y * geo.cell, LINE, 1)
        )
    out.append(shapes.create_rectangle_outline(left + w / 2, bottom + h / 2, w, h, LINE, 3))
    return out


def overlay(geo: Geometry, tints: dict[int, Color]) -> shapes.ShapeElementList[shapes.Shape]:
    """One translucent box per square."""
    out: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
    inset = max(1.0, geo.cell * 0.06)
    for square, colour in tints.items():
        left, bottom, size, _ = geo.rect(square)
        _box(out, (left + inset, bottom + inset, size - 2 * inset, size - 2 * inset), colour)
    return out


class EndZoneNames:
    """Each team's name along its end zone in its colour, so each coach sees which end is his."""

    def __init__(self, names: list[str], colours: list[Color]) -> None:
        self.batch = pyglet.graphics.Batch()
        self.texts = [
            arcade.Text(
                name,
                0,
                0,
                colour,
                12,
                font_name=FONT,
                bold=True,
                anchor_x="center",
                anchor_y="center",
                rotation=angle,
                batch=self.batch,
            )
            for name, colour, angle in zip(names, colours, (-90, 90), strict=True)
        ]

    def layout(self, geo: Geometry, pitch: Pitch) -> None:
        left, bottom, width, height = geo.bounds
        depth = pitch.end_zone_depth * geo.cell
        for text, x in zip(self.texts, (left + depth / 2, left + width - depth / 2), strict=True):
            size = max(8, round(geo.cell * 0.42))
            text.font_size = size
            while size > 8 and text.content_width > height * 0.92:
                size -= 1
                text.font_size = size
            text.position = (round(x), round(bottom + height / 2))

    def draw(self) -> None:
        self.batch.draw()
