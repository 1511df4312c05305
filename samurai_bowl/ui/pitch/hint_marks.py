"""The hint on the pitch, drawn over the models: a frame around the model it would act with, a
frame and a step number on every square of its plan (the path in order, then the target), and a
short line from each square of the path to the next. Built once per hint (and per layout),
cleared by any action and by choosing another model: a hint is for the board and the selection
it was asked at."""

from __future__ import annotations

import itertools
import math

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.ai.hint import Hint
from samurai_bowl.engine import Act, Match
from samurai_bowl.ui.kit.theme import FONT
from samurai_bowl.ui.pitch.draw import Geometry

HINT_EDGE = Color(250, 250, 250)  # a light frame on a dark one: clear on every team's colours
HINT_SHADOW = Color(12, 12, 16)
HINT_LINE = Color(250, 250, 250, 190)
BADGE_INK = Color(12, 12, 16)
FRAME_INSET = 0.1  # of a square: the frame runs over the edge of the token standing there
TARGETS = (Act.BLOCK, Act.PASS, Act.HAND_OFF, Act.FOUL, Act.PUSH, Act.KICK, Act.VOID_STRIKE, Act.CHALLENGE)


def marked_squares(m: Match, hint: Hint) -> tuple[int | None, list[int]]:
    """The square of the model the hint acts with, and the squares of its plan's steps in order."""
    first = hint.plan[0] if hint.plan else hint.action
    piece = hint.action.piece if hint.action.piece is not None else first.piece
    start = m.pieces[piece].square if piece is not None else None
    steps = [a.square for a in hint.plan if a.square is not None and (a.act is Act.MOVE or a.act in TARGETS)]
    if not steps and hint.action.square is not None:
        steps = [hint.action.square]
    return start, steps


class HintMarks:
    def __init__(self) -> None:
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.batch = pyglet.graphics.Batch()
        self.numbers: list[arcade.Text] = []
        self.start: int | None = None
        self.steps: list[int] = []
        self.selected: int | None = None  # the model selected when the hint was asked

    @property
    def shown(self) -> bool:
        return self.start is not None or bool(self.steps)

    def show(self, m: Match, hint: Hint, geo: Geometry, selected: int | None = None) -> None:
        self.start, self.steps = marked_squares(m, hint)
        self.selected = selected
        self.build(geo)

    def follow(self, selected: int | None) -> None:
        """Gone as soon as another model (or none) is selected than the one it was asked with."""
        if self.shown and selected != self.selected:
            self.clear()

    def clear(self) -> None:
        self.start, self.steps = None, []
        self.shapes = shapes.ShapeElementList()
        self.numbers = []
        self.batch = pyglet.graphics.Batch()

    def build(self, geo: Geometry) -> None:
        """Shapes and numbers for the squares shown, at this geometry."""
        start, steps = self.start, self.steps
        self.clear()
        self.start, self.steps = start, steps
        cell = geo.cell
        width = max(2.0, round(cell * 0.08))
        centres = [geo.centre(s) for s in ([start] if start is not None else []) + steps]
        trim = cell * 0.4  # the line runs between the frames, never over a model's label
        for (x0, y0), (x1, y1) in itertools.pairwise(centres):
            length = math.hypot(x1 - x0, y1 - y0)
            if length > 2 * trim:
                dx, dy = (x1 - x0) * trim / length, (y1 - y0) * trim / length
                self.shapes.append(
                    shapes.create_line(
                        x0 + dx, y0 + dy, x1 - dx, y1 - dy, HINT_LINE, max(2.0, round(cell * 0.06))
                    )
                )
        for square in ([start] if start is not None else []) + steps:
            left, bottom, size, _ = geo.rect(square)
            inset = size * FRAME_INSET
            for colour, stroke in ((HINT_SHADOW, width + 4), (HINT_EDGE, width)):
                self.shapes.append(
                    shapes.create_rectangle_outline(
                        left + size / 2, bottom + size / 2, size - 2 * inset, size - 2 * inset, colour, stroke
                    )
                )
        radius = max(7.0, cell * 0.2)
        for number, square in enumerate(steps, start=1):  # in the corner, clear of the model's label
            left, bottom, size, _ = geo.rect(square)
            x, y = left + size * 0.14, bottom + size * 0.86
            for colour, across in ((HINT_SHADOW, 2 * radius + 3), (HINT_EDGE, 2 * radius)):
                self.shapes.append(shapes.create_ellipse_filled(x, y, across, across, colour))
            self.numbers.append(
                arcade.Text(
                    str(number),
                    round(x),
                    round(y),
                    BADGE_INK,
                    max(7, round(radius * 0.95)),
                    font_name=FONT,
                    bold=True,
                    anchor_x="center",
                    anchor_y="center",
                    batch=self.batch,
                )
            )

    def draw(self) -> None:
        if self.shown:
            self.shapes.draw()
            self.batch.draw()
