"""The pitch on screen: squares to pixels and back, the static pitch as one batched shape list,
overlays (reachable squares, tackle zones, targets) as shape lists rebuilt only when they change,
and the models as tokens: a circle for home, a square for away, so the teams differ by shape as
well as colour."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.pieces import Piece, Status
from samurai_bowl.engine.pitch import Pitch
from samurai_bowl.ui.theme import FONT, ink_for

GRASS = (Color(46, 110, 58), Color(52, 122, 64))
END_ZONE_TINT = 110  # alpha of a team's colour over its end zone
LINE = Color(235, 235, 225)
BALL = Color(150, 92, 40)
BALL_EDGE = Color(250, 240, 220)
DIMMED = Color(20, 20, 20, 140)


def team_colours(data: GameData, match: Match) -> list[tuple[Color, Color]]:
    """(fill, edge) per side; the away side swaps its colours when both teams wear the same."""
    colours = []
    for team in match.team_files:
        clan = data.roster(team.clan).colours
        colours.append((Color.from_hex_string(clan.primary), Color.from_hex_string(clan.secondary)))
    if colours[0][0] == colours[1][0]:
        colours[1] = (colours[1][1], colours[1][0])
    return colours


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


def static_pitch(
    geo: Geometry, pitch: Pitch, colours: tuple[Color, Color]
) -> shapes.ShapeElementList[shapes.Shape]:
    """Grass in stripes, each end zone in its team's colour, halfway, wide-zone and scrimmage lines."""
    out: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
    left, bottom, w, h = geo.bounds
    for x in range(pitch.length):
        _box(out, (left + x * geo.cell, bottom, geo.cell, h), GRASS[x % 2])
    depth = pitch.end_zone_depth * geo.cell
    home, away = colours
    _box(out, (left, bottom, depth, h), Color(home.r, home.g, home.b, END_ZONE_TINT))
    _box(out, (left + w - depth, bottom, depth, h), Color(away.r, away.g, away.b, END_ZONE_TINT))
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


class Tokens:
    """The models as one shape list and one batch of labels, rebuilt only when the match or the
    selection changes: a circle for home, a square for away; smaller and barred when prone,
    crossed when stunned, dimmed once they have acted, a ball on the carrier."""

    def __init__(self, match: Match, colours: list[tuple[Color, Color]]) -> None:
        self.match = match
        self.colours = colours
        self.batch = pyglet.graphics.Batch()
        self.labels = [
            arcade.Text(
                f"{p.position[:1].upper()}{p.number}", 0, 0, ink_for(colours[int(p.side)][0]), 10,
                font_name=FONT, bold=True, anchor_x="center", anchor_y="center", batch=self.batch,
            )
            for p in match.pieces
        ]
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        # The match view's animation hook: piece → (dx, dy) pixels from his square's centre. The
        # pieces in it at rebuild() get shape lists of their own, moved by their offset at draw().
        self.offsets: dict[int, tuple[float, float]] = {}
        self._lifted: dict[int, tuple[shapes.ShapeElementList[shapes.Shape], tuple[float, float]]] = {}

    def rebuild(self, geo: Geometry, selected: int | None = None) -> None:
        m = self.match
        self.shapes = shapes.ShapeElementList()
        self._lifted = {}
        for piece in m.pieces:
            label = self.labels[piece.index]
            label.visible = piece.square is not None
            if piece.square is not None:
                acted = piece.index in m.acted and m.active == int(piece.side)
                self._piece(geo, piece, selected == piece.index, acted)
        if m.ball.square is not None and m.ball.carrier is None:
            self._ball(*geo.centre(m.ball.square), geo.cell * 0.34)

    def draw(self) -> None:
        self.shapes.draw()
        for index, (lifted, (x, y)) in self._lifted.items():
            dx, dy = self.offsets.get(index, (0.0, 0.0))
            lifted.position = (dx, dy)
            lifted.draw()
            self.labels[index].position = (round(x + dx), round(y + dy))
        self.batch.draw()

    def _ball(self, x: float, y: float, size: float, into: shapes.ShapeElementList[shapes.Shape] | None = None
              ) -> None:
        into = self.shapes if into is None else into
        into.append(shapes.create_ellipse_filled(x, y, size, size * 0.7, BALL))
        into.append(shapes.create_ellipse_outline(x, y, size, size * 0.7, BALL_EDGE, 2))

    def _piece(self, geo: Geometry, piece: Piece, selected: bool, acted: bool) -> None:
        assert piece.square is not None
        x, y = geo.centre(piece.square)
        fill, edge = self.colours[int(piece.side)]
        down = piece.status in (Status.PRONE, Status.STUNNED)
        radius = geo.cell * (0.34 if down else 0.42)
        ring = Color(255, 230, 80) if selected else edge
        width = 4 if selected else 2
        into = self.shapes
        if piece.index in self.offsets:
            into = shapes.ShapeElementList()
            self._lifted[piece.index] = (into, (x, y))
        add = into.append
        if int(piece.side) == 0:
            add(shapes.create_ellipse_filled(x, y, 2 * radius, 2 * radius, fill))
            add(shapes.create_ellipse_outline(x, y, 2 * radius, 2 * radius, ring, width))
        else:
            add(shapes.create_rectangle_filled(x, y, 2 * radius, 2 * radius, fill))
            add(shapes.create_rectangle_outline(x, y, 2 * radius, 2 * radius, ring, width))
        if piece.status is Status.STUNNED:  # face down: a cross over the token
            add(shapes.create_line(x - radius, y - radius, x + radius, y + radius, LINE, 2))
            add(shapes.create_line(x - radius, y + radius, x + radius, y - radius, LINE, 2))
        elif piece.status is Status.PRONE:  # face up: a bar under the token
            add(shapes.create_line(x - radius, y - radius - 2, x + radius, y - radius - 2, LINE, 3))
        if acted:
            add(shapes.create_ellipse_filled(x, y, 2 * radius, 2 * radius, DIMMED))
        label = self.labels[piece.index]
        label.font_size = max(6, round(geo.cell * (0.22 if down else 0.28)))
        label.position = (round(x), round(y))
        if self.match.ball.carrier == piece.index:
            self._ball(x + radius * 0.8, y + radius * 0.8, geo.cell * 0.3, into)
