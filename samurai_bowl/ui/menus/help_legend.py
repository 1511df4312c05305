"""The help screen's legend of the pitch: each symbol the match screen draws, drawn with the same
colours (and, for the tokens and the marks above the models, the same drawing code) on a square
of grass, with what it means."""

from __future__ import annotations

import arcade
import arcade.shape_list as shapes
from arcade.types import Color

from samurai_bowl.engine import Act
from samurai_bowl.ui.art.token_art import PRONE, STANDING, STUNNED, Look, token_texture
from samurai_bowl.ui.kit.legible import LEGIBLE, PIXELS_PER_POINT, fit
from samurai_bowl.ui.kit.palette import GRASS
from samurai_bowl.ui.kit.theme import SUBTITLE_INK, WHITE, ink_for, label, over
from samurai_bowl.ui.pitch.hint_marks import BADGE_INK, HINT_EDGE, HINT_SHADOW
from samurai_bowl.ui.pitch.marks import OUTLINE, TZ_TINT, MarkLayer, PitchMarks, Rect
from samurai_bowl.ui.pitch.shading import TIERS, tier
from samurai_bowl.ui.pitch.tokens import BALL, BALL_SEAM, DIMMED, RING

HOME, AWAY, EDGE = Color(95, 160, 215), Color(200, 60, 50), Color(20, 24, 36)
# (what is drawn, in words); each kind below draws its own sample
LEGEND: tuple[tuple[str, str], ...] = (
    ("home", "Home team: round tokens, the clan's mon on them (Ln 5: position, number)"),
    ("away", "Away team: square tokens; the icon below: his position"),
    ("prone", "Down, face up: smaller, a bar under him"),
    ("stunned", "Stunned, face down: crossed out"),
    ("acted", "Has had his go this turn, or not one to choose now: greyed"),
    ("selected", "The model acting: white ring (gold on a pale token)"),
    ("ball", "The ball; at a token's shoulder: he carries it"),
    ("reach", "Where he can go: the lighter, the safer (no roll, 80%+, 50%+, dark: less)"),
    ("roll", "4+: a roll on the path under the mouse; its chance where it ends"),
    ("targets", "Block, Pass, Hand-off: brackets and a letter above the model"),
    ("more targets", "Foul, Challenge (iaijutsu), Void Strike the same way"),
    ("zones", "T: their tackle zones; 2: two cover the square"),
    ("hint", "H: the hint's model framed, its steps numbered"),
)
TARGETS = {
    "targets": (Act.BLOCK, Act.PASS, Act.HAND_OFF),
    "more targets": (Act.FOUL, Act.CHALLENGE, Act.VOID_STRIKE),
}
REACH = tuple(lowest for lowest, _, _ in TIERS)  # one chance from each tier of the shading


class Legend:
    def __init__(self) -> None:
        self.heading = label("On the pitch", SUBTITLE_INK, bold=True)
        self.words = [label(words, SUBTITLE_INK, anchor_y="center") for _, words in LEGEND]
        self.marks = [
            label(text, WHITE, anchor_x="center", anchor_y="center", bold=True)
            for text in ("Ln", "5", "Bl", "3", "Ln", "2", "Ca", "7", "Th", "4", "Ln", "9", "1")
        ]
        self.shapes: shapes.ShapeElementList[shapes.Shape] = shapes.ShapeElementList()
        self.tokens: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.above = MarkLayer()  # rolls, targets and tackle zones, as the pitch draws them

    @property
    def texts(self) -> list[arcade.Text]:
        return [self.heading, *self.words, *self.marks]

    def layout(self, left: float, top: float, width: float, row: float, points: float) -> float:
        """The legend in the column at ``left``, rows ``row`` high from ``top``; the bottom it reaches."""
        self.heading.font_size = round(points * 1.15)
        self.heading.position = (round(left), round(top - row * 0.7))
        self.shapes = shapes.ShapeElementList()
        self.tokens.clear()
        self.rects: dict[int, Rect] = {}
        self.pitch_marks = PitchMarks()
        cell = row * 0.92
        samples = cell * 3.2  # the widest samples: the shading's four tiers, three targets
        fit(self.words, points, width - samples - points * PIXELS_PER_POINT)
        for index, ((kind, _), words) in enumerate(zip(LEGEND, self.words, strict=True)):
            y = top - row * (index + 1.6)
            words.position = (round(left + samples + points * PIXELS_PER_POINT), round(y))
            self._sample(kind, left, y, cell)
        self.above.rebuild(self.rects, self.pitch_marks)
        for text in self.above.texts.texts:  # in a small window, still no writing under the floor
            text.font_size = max(LEGIBLE, text.font_size)
        return top - row * (len(LEGEND) + 1.6)

    def _mark(self, index: int, x: float, y: float, size: float, ink: Color = WHITE) -> None:
        mark = self.marks[index]
        mark.font_size = max(LEGIBLE, round(size / PIXELS_PER_POINT))
        mark.color = ink
        mark.position = (round(x), round(y))

    def _square(self, x: float, y: float, cell: float, tint: Color | None = None) -> Rect:
        """A square of grass centred on (x, y), shaded with ``tint``; its rect."""
        self.shapes.append(shapes.create_rectangle_filled(x, y, cell, cell, GRASS[0]))
        if tint is not None:
            self.shapes.append(shapes.create_rectangle_filled(x, y, cell - 2, cell - 2, tint))
        return (x - cell / 2, y - cell / 2, cell, cell)

    def _token(
        self,
        x: float,
        y: float,
        cell: float,
        home: bool,
        labels: int,
        state: str = STANDING,
        ring: bool = False,
        dimmed: bool = False,
    ) -> None:
        """A token as the pitch draws it: its team's shape, a dark rim, the mark over the number."""
        down = state != STANDING
        radius = cell * (0.34 if down else 0.42)

        def disc(r: float, colour: Color) -> None:
            if home:
                self.shapes.append(shapes.create_ellipse_filled(x, y, 2 * r, 2 * r, colour, 0, 48))
            else:
                self.shapes.append(shapes.create_rectangle_filled(x, y, 2 * r, 2 * r, colour))

        if ring:
            bright, dark = max(3.0, round(cell * 0.08)), max(2.0, round(cell * 0.045))
            disc(radius + bright + dark, OUTLINE)
            disc(radius + bright, RING)
        fill = HOME if home else AWAY
        look = Look(
            int(cell),
            not home,
            (fill.r, fill.g, fill.b),
            (EDGE.r, EDGE.g, EDGE.b),
            "crab" if home else "lion",
            "shield" if home else "blade",
            state,
            dimmed,
        )
        sprite = arcade.Sprite(token_texture(look))
        sprite.position = (round(x - int(cell) / 2) + int(cell) / 2, round(y - int(cell) / 2) + int(cell) / 2)
        self.tokens.append(sprite)
        ground = over(DIMMED, fill) if dimmed else fill
        scale = 0.8 if down else 1.0
        self._mark(labels, x, y + cell * 0.17 * scale, cell * 0.19 * scale, ink_for(ground))
        self._mark(labels + 1, x, y - cell * 0.1 * scale, cell * 0.27 * scale, ink_for(ground))

    def _ball(self, x: float, y: float, width: float) -> None:
        edge = max(2.0, round(width * 0.12))
        height = width * 0.74
        self.shapes.append(
            shapes.create_ellipse_filled(x, y, width + 2 * edge, height + 2 * edge, OUTLINE, 35, 48)
        )
        self.shapes.append(shapes.create_ellipse_filled(x, y, width, height, BALL, 35, 48))
        seam = width * 0.22
        self.shapes.append(
            shapes.create_line(
                x - seam * 0.82,
                y - seam * 0.57,
                x + seam * 0.82,
                y + seam * 0.57,
                BALL_SEAM,
                max(1.0, edge / 2),
            )
        )

    def _sample(self, kind: str, left: float, y: float, cell: float) -> None:
        x = left + cell / 2
        if kind == "reach":
            for n, chance in enumerate(REACH):
                self._square(x + n * (cell * 0.8), y, cell * 0.8 - 1, over(tier(chance), GRASS[0]))
            return
        if kind in TARGETS:
            for n, act in enumerate(TARGETS[kind]):
                key = len(self.rects)
                self.rects[key] = self._square(x + n * cell * 1.08, y, cell * 0.9)
                self.pitch_marks.targets[key] = act.value
            return
        self._square(x, y, cell, TZ_TINT if kind == "zones" else None)
        if kind in ("home", "away", "acted", "selected"):
            labels = {"home": 0, "away": 2, "acted": 8, "selected": 10}[kind]
            self._token(x, y, cell, kind != "away", labels, ring=kind == "selected", dimmed=kind == "acted")
        elif kind in ("prone", "stunned"):
            self._token(x, y, cell, True, 4 if kind == "prone" else 6, PRONE if kind == "prone" else STUNNED)
        elif kind == "ball":
            self._ball(x, y, cell * 0.4)
        elif kind == "roll":
            key = len(self.rects)
            self.rects[key] = self._square(x, y, cell, over(tier(0.6), GRASS[0]))
            self.pitch_marks.rolls[key] = "4+"
            self.pitch_marks.shade[key] = tier(0.6)
        elif kind == "zones":
            key = len(self.rects)
            self.rects[key] = (x - cell / 2, y - cell / 2, cell, cell)
            self.pitch_marks.tackle_zones[key] = 2
        elif kind == "hint":
            inset = cell * 0.1
            add = self.shapes.append
            for colour, stroke in ((HINT_SHADOW, 6), (HINT_EDGE, 2)):
                add(shapes.create_rectangle_outline(x, y, cell - 2 * inset, cell - 2 * inset, colour, stroke))
            bx, by = x - cell * 0.36, y + cell * 0.36
            add(shapes.create_ellipse_filled(bx, by, cell * 0.4, cell * 0.4, HINT_EDGE))
            self._mark(12, bx, by, cell * 0.2, BADGE_INK)

    def draw(self) -> None:
        self.shapes.draw()
        self.tokens.draw(pixelated=True)
        self.above.draw()
        for text in self.texts:
            text.draw()
