"""The help screen's legend of the pitch: each symbol the match screen draws, drawn the same way
on a square of grass, with what it means."""

from __future__ import annotations

import arcade
import arcade.shape_list as shapes
from arcade.types import Color

from samurai_bowl.engine.actions import Act
from samurai_bowl.ui.hint_marks import BADGE_INK, HINT_EDGE, HINT_SHADOW
from samurai_bowl.ui.legible import LEGIBLE, PIXELS_PER_POINT, fit
from samurai_bowl.ui.match_input import TARGET, chance_tint
from samurai_bowl.ui.match_view import TZ_TINT
from samurai_bowl.ui.pitch_draw import BALL, BALL_EDGE, DIMMED, GRASS, LINE
from samurai_bowl.ui.theme import SUBTITLE_INK, WHITE, label

HOME, AWAY, EDGE = Color(95, 160, 215), Color(60, 80, 120), Color(235, 235, 225)
SELECTED = Color(255, 230, 80)
# (what is drawn, in words); each kind below draws its own sample
LEGEND: tuple[tuple[str, str], ...] = (
    ("home", "Home team: round tokens (L5: lineman, shirt 5)"),
    ("away", "Away team: square tokens"),
    ("prone", "Down, face up: smaller, a bar under him"),
    ("stunned", "Stunned, face down: crossed out"),
    ("acted", "Has had his go this turn: darkened"),
    ("selected", "The model you are moving: yellow ring"),
    ("ball", "The ball; on a token's shoulder: he carries it"),
    ("reach", "Where he can go: no roll / 80%+ (top), 50%+ / less"),
    ("roll", "4+: the roll needed there (hover: dice and chance)"),
    ("targets", "Block, pass, hand-off (top); foul, push, challenge"),
    ("zones", "T: their tackle zones; 2: two cover the square"),
    ("hint", "H: the hint's model framed, its steps numbered"),
)
REACH = (1.0, 0.85, 0.6, 0.3)  # one chance from each tier of the shading
TARGETS = (Act.BLOCK, Act.PASS, Act.HAND_OFF, Act.FOUL, Act.PUSH, Act.CHALLENGE)


class Legend:
    def __init__(self) -> None:
        self.heading = label("On the pitch", SUBTITLE_INK, bold=True)
        self.words = [label(words, SUBTITLE_INK, anchor_y="center") for _, words in LEGEND]
        self.marks = [label(text, WHITE, anchor_x="center", anchor_y="center", bold=True)
                      for text in ("L5", "A3", "L2", "L7", "T4", "C9", "4+", "2", "1")]
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()

    @property
    def texts(self) -> list[arcade.Text]:
        return [self.heading, *self.words, *self.marks]

    def layout(self, left: float, top: float, width: float, row: float, points: float) -> float:
        """The legend in the column at ``left``, rows ``row`` high from ``top``; the bottom it reaches."""
        self.heading.font_size = round(points * 1.15)
        self.heading.position = (round(left), round(top - row * 0.7))
        self.shapes = shapes.ShapeElementList()
        cell = row * 0.92
        samples = cell * 2.4  # the widest samples: the shading's tiers and the six targets
        fit(self.words, points, width - samples - points * PIXELS_PER_POINT)
        for index, ((kind, _), words) in enumerate(zip(LEGEND, self.words, strict=True)):
            y = top - row * (index + 1.6)
            words.position = (round(left + samples + points * PIXELS_PER_POINT), round(y))
            self._sample(kind, left, y, cell)
        return top - row * (len(LEGEND) + 1.6)

    def _mark(self, index: int, x: float, y: float, size: float, ink: Color = WHITE) -> None:
        mark = self.marks[index]
        mark.font_size = max(LEGIBLE, round(size / PIXELS_PER_POINT))
        mark.color = ink
        mark.position = (round(x), round(y))

    def _grass(self, x: float, y: float, cell: float, tint: Color | None = None) -> None:
        self.shapes.append(shapes.create_rectangle_filled(x, y, cell, cell, GRASS[0]))
        if tint is not None:
            self.shapes.append(shapes.create_rectangle_filled(x, y, cell * 0.88, cell * 0.88, tint))

    def _token(self, x: float, y: float, cell: float, round_: bool, down: float = 1.0) -> None:
        radius = cell * 0.42 * down
        add = self.shapes.append
        if round_:
            add(shapes.create_ellipse_filled(x, y, 2 * radius, 2 * radius, HOME))
            add(shapes.create_ellipse_outline(x, y, 2 * radius, 2 * radius, EDGE, 2))
        else:
            add(shapes.create_rectangle_filled(x, y, 2 * radius, 2 * radius, AWAY))
            add(shapes.create_rectangle_outline(x, y, 2 * radius, 2 * radius, EDGE, 2))

    def _sample(self, kind: str, left: float, y: float, cell: float) -> None:
        x = left + cell / 2
        add = self.shapes.append
        if kind in ("reach", "targets"):  # small squares, two rows of them
            tints = [chance_tint(c) for c in REACH] if kind == "reach" else [TARGET[a] for a in TARGETS]
            across = (len(tints) + 1) // 2
            small = cell * 2.4 / across - 1
            for index, tint in enumerate(tints):
                row, column = divmod(index, across)
                sx = left + small / 2 + column * (small + 1)
                sy = y + (cell / 4 if row == 0 else -cell / 4)
                self.shapes.append(shapes.create_rectangle_filled(sx, sy, small, cell / 2 - 1, GRASS[0]))
                self.shapes.append(shapes.create_rectangle_filled(sx, sy, small - 2, cell / 2 - 3, tint))
            return
        self._grass(x, y, cell, TZ_TINT if kind == "zones" else None)
        if kind in ("home", "away", "acted", "selected"):
            self._token(x, y, cell, kind != "away")
            self._mark({"home": 0, "away": 1, "acted": 4, "selected": 5}[kind], x, y, cell * 0.3,
                       WHITE if kind == "away" else Color(10, 10, 10))
            if kind == "acted":
                add(shapes.create_ellipse_filled(x, y, cell * 0.84, cell * 0.84, DIMMED))
            if kind == "selected":
                add(shapes.create_ellipse_outline(x, y, cell * 0.84, cell * 0.84, SELECTED, 3))
        elif kind in ("prone", "stunned"):
            self._token(x, y, cell, True, down=0.34 / 0.42)
            radius = cell * 0.34
            if kind == "prone":
                add(shapes.create_line(x - radius, y - radius - 2, x + radius, y - radius - 2, LINE, 3))
            else:
                add(shapes.create_line(x - radius, y - radius, x + radius, y + radius, LINE, 2))
                add(shapes.create_line(x - radius, y + radius, x + radius, y - radius, LINE, 2))
            self._mark(2 if kind == "prone" else 3, x, y, cell * 0.24, Color(10, 10, 10))
        elif kind == "ball":
            add(shapes.create_ellipse_filled(x, y, cell * 0.34, cell * 0.24, BALL))
            add(shapes.create_ellipse_outline(x, y, cell * 0.34, cell * 0.24, BALL_EDGE, 2))
        elif kind == "roll":
            self._grass(x, y, cell, chance_tint(0.6))
            self._mark(6, x, y, cell * 0.34)
        elif kind == "zones":
            self._mark(7, x, y, cell * 0.4)
        elif kind == "hint":
            inset = cell * 0.1
            for colour, stroke in ((HINT_SHADOW, 6), (HINT_EDGE, 2)):
                add(shapes.create_rectangle_outline(x, y, cell - 2 * inset, cell - 2 * inset, colour, stroke))
            bx, by = x - cell * 0.36, y + cell * 0.36
            add(shapes.create_ellipse_filled(bx, by, cell * 0.4, cell * 0.4, HINT_EDGE))
            self._mark(8, bx, by, cell * 0.2, BADGE_INK)

    def draw(self) -> None:
        self.shapes.draw()
        for text in self.texts:
            text.draw()
