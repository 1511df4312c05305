"""The models on the pitch as tokens: a circle for home, a square for away (the teams differ by
shape as well as colour), each with its position's mark over its number; smaller and barred when
prone, crossed when stunned, dimmed in its own shape once it has acted. A two-tone ring (dark,
bright, dark) around the selected model and the one acting; corner brackets on the one acted
on; the ball bright with a dark edge, at the carrier's shoulder, clear of his label.

One shape list and one batch of texts, rebuilt only when the match or the selection changes. A
model gliding along his path (``offsets``, set by the match view's animation) gets a shape list of
his own, moved at each frame with his texts, so a glide rebuilds nothing."""

from __future__ import annotations

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine.match import Match
from samurai_bowl.engine.pieces import Piece, Status
from samurai_bowl.ui.glyphs import position_marks
from samurai_bowl.ui.palette import difference
from samurai_bowl.ui.pitch_draw import LINE, Geometry
from samurai_bowl.ui.pitch_marks import OUTLINE, STYLES, brackets
from samurai_bowl.ui.spotlight import Spotlight
from samurai_bowl.ui.theme import FONT, WHITE, ink_for, over

BALL = Color(255, 236, 90)
BALL_SEAM = Color(255, 255, 255)
DIMMED = Color(110, 110, 110, 150)  # greyed, not darkened: an acted model still stands out
RING = WHITE
RING_ON_PALE = Color(255, 205, 0)  # around a token too pale for a white ring to stand apart
SEGMENTS = 48


def ring_colour(fill: Color) -> Color:
    return RING if difference(fill, RING) >= 20 else RING_ON_PALE


class Tokens:
    def __init__(self, match: Match, colours: list[tuple[Color, Color]]) -> None:
        self.match = match
        self.colours = colours
        self.batch = pyglet.graphics.Batch()
        marks = [position_marks(match.data.roster(team.clan)) for team in match.team_files]

        def text(words: str) -> arcade.Text:
            return arcade.Text(words, 0, 0, WHITE, 10, font_name=FONT, bold=True, anchor_x="center",
                               anchor_y="center", batch=self.batch)

        self.marks = [text(marks[int(p.side)].get(p.position, p.position[:2].title())) for p in match.pieces]
        self.numbers = [text(str(p.number)) for p in match.pieces]
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self._into = self.shapes  # where the model being built goes
        # piece -> (dx, dy) pixels from his square's centre; those in it at rebuild() are "lifted"
        self.offsets: dict[int, tuple[float, float]] = {}
        self._lifted: dict[int, tuple[shapes.ShapeElementList[shapes.Shape], list[tuple[int, int]]]] = {}

    def rebuild(self, geo: Geometry, selected: int | None = None, spot: Spotlight | None = None) -> None:
        m = self.match
        spot = spot or Spotlight()
        acting = spot.acting | ({selected} if selected is not None else set())
        self.shapes = shapes.ShapeElementList()
        self._lifted = {}
        for piece in m.pieces:
            shown = piece.square is not None
            self.marks[piece.index].visible = self.numbers[piece.index].visible = shown
            self._into = self.shapes
            if shown and piece.index in self.offsets:
                self._into = shapes.ShapeElementList()
                self._lifted[piece.index] = (self._into, [])
            if shown:
                acted = piece.index in m.acted and m.active == int(piece.side)
                dimmed = acted and piece.index not in spot.acting  # the one acting now is not dimmed yet
                self._piece(geo, piece, piece.index in acting, dimmed)
                style = spot.acted_on.get(piece.index)
                if style is not None and piece.square is not None:  # (for the type checker)
                    brackets(self._into, geo.rect(piece.square), STYLES[style.value][0])
            if piece.index in self._lifted:
                texts = (self.marks[piece.index], self.numbers[piece.index])
                self._lifted[piece.index][1].extend((round(t.x), round(t.y)) for t in texts)
        self._into = self.shapes
        if m.ball.square is not None and m.ball.carrier is None:
            self._ball(*geo.centre(m.ball.square), geo.cell * 0.4)

    def draw(self) -> None:
        self.shapes.draw()
        for index, (lifted, places) in self._lifted.items():
            dx, dy = self.offsets.get(index, (0.0, 0.0))
            lifted.position = (dx, dy)
            lifted.draw()
            for text, (x, y) in zip((self.marks[index], self.numbers[index]), places, strict=True):
                text.position = (round(x + dx), round(y + dy))
        self.batch.draw()

    def _ball(self, x: float, y: float, width: float) -> None:
        """An oval ball tilted like a thrown one, bright with a dark edge and a white seam."""
        add = self._into.append
        edge = max(2.0, round(width * 0.12))
        height = width * 0.74
        add(shapes.create_ellipse_filled(x, y, width + 2 * edge, height + 2 * edge, OUTLINE, 35, SEGMENTS))
        add(shapes.create_ellipse_filled(x, y, width, height, BALL, 35, SEGMENTS))
        seam = width * 0.22
        add(shapes.create_line(x - seam * 0.82, y - seam * 0.57, x + seam * 0.82, y + seam * 0.57,
                               BALL_SEAM, max(1.0, edge / 2)))

    def _disc(self, square: bool, x: float, y: float, radius: float, colour: Color) -> None:
        size = 2 * radius
        if square:
            self._into.append(shapes.create_rectangle_filled(x, y, size, size, colour))
        else:
            self._into.append(shapes.create_ellipse_filled(x, y, size, size, colour, 0, SEGMENTS))

    def _piece(self, geo: Geometry, piece: Piece, ringed: bool, dimmed: bool) -> None:
        assert piece.square is not None
        x, y = geo.centre(piece.square)
        cell = geo.cell
        fill, edge = self.colours[int(piece.side)]
        down = piece.status in (Status.PRONE, Status.STUNNED)
        radius = cell * (0.34 if down else 0.42)
        away = int(piece.side) == 1
        if ringed:  # dark, bright, and the token's own dark edge inside
            bright, dark = max(3.0, round(cell * 0.08)), max(2.0, round(cell * 0.045))
            self._disc(away, x, y, radius + bright + dark, OUTLINE)
            self._disc(away, x, y, radius + bright, ring_colour(fill))
        self._disc(away, x, y, radius, edge)
        rim = max(2.0, round(cell * 0.05))
        self._disc(away, x, y, radius - rim, fill)
        add = self._into.append
        if piece.status is Status.STUNNED:  # face down: a cross over the token, light on dark
            for colour, width in ((OUTLINE, 4), (LINE, 2)):
                add(shapes.create_line(x - radius, y - radius, x + radius, y + radius, colour, width))
                add(shapes.create_line(x - radius, y + radius, x + radius, y - radius, colour, width))
        elif piece.status is Status.PRONE:  # face up: a bar under the token
            add(shapes.create_line(x - radius, y - radius - 3, x + radius, y - radius - 3, LINE, 3))
        ground = fill
        if dimmed:
            self._disc(away, x, y, radius, DIMMED)
            ground = over(DIMMED, fill)
        scale = 0.8 if down else 1.0
        mark, number = self.marks[piece.index], self.numbers[piece.index]
        mark.color = number.color = ink_for(ground)
        mark.font_size = max(6, round(cell * 0.19 * scale))
        number.font_size = max(6, round(cell * 0.27 * scale))
        carries = self.match.ball.carrier == piece.index
        left = cell * 0.08 if carries else 0.0  # the label moves over for the ball at the shoulder
        mark.position = (round(x - left), round(y + cell * 0.17 * scale))
        number.position = (round(x - left), round(y - cell * 0.1 * scale))
        if carries:
            self._ball(x + cell * 0.3, y + cell * 0.3, cell * 0.3)
