"""What the pitch marks for the decision at hand, and the layer drawn above the models: corner
brackets with a letter on the squares an action aims at (so they show on a model's square), the
rolls a square needs (the help's legend; on the match screen only the hovered path shows them,
:class:`HoverMarks`), and the count of tackle zones on a square.

:class:`PitchMarks` is what the pitch input hands the match screen; :class:`MarkLayer` turns it
into one shape list and one batch of texts, rebuilt only when the marks change."""

from __future__ import annotations

from dataclasses import dataclass, field

import arcade
import arcade.shape_list as shapes
import pyglet
from arcade.types import Color

from samurai_bowl.engine import Act, Action, Ask, Match
from samurai_bowl.ui.kit.palette import GRASS
from samurai_bowl.ui.kit.theme import FONT, ink_for, over
from samurai_bowl.ui.pitch.draw import Geometry

Shapes = shapes.ShapeElementList[shapes.Shape]
Rect = tuple[float, float, float, float]

OUTLINE = Color(12, 12, 16)  # the dark side of every two-tone mark
# A mark's bright colour and its letter; the letter tells the marks apart without colour.
STYLES: dict[str, tuple[Color, str]] = {
    Act.BLOCK.value: (Color(230, 30, 115), "B"),  # crimson: apart from every reach tier for every eye
    Act.PASS.value: (Color(110, 180, 255), "P"),
    Act.HAND_OFF.value: (Color(90, 225, 255), "H"),
    Act.FOUL.value: (Color(205, 130, 255), "F"),
    Act.PUSH.value: (Color(255, 215, 60), ""),  # always an empty square beside the pushed model
    Act.CHALLENGE.value: (Color(255, 160, 50), "C"),
    Act.VOID_STRIKE.value: (Color(235, 140, 255), "V"),
    "hint": (Color(120, 235, 255), "?"),
    "choose": (Color(255, 255, 255), ""),
}
TZ_INK = Color(255, 190, 170)
TZ_TINT = Color(150, 30, 60, 90)  # tackle zones (T), on squares nothing else shades; counted on every square


@dataclass
class PitchMarks:
    """Square -> translucent shading under the models, the roll printed on it, its bracket style
    (a key of STYLES) above the models, and the enemy tackle zones on it."""

    shade: dict[int, Color] = field(default_factory=dict)
    rolls: dict[int, str] = field(default_factory=dict)
    targets: dict[int, str] = field(default_factory=dict)
    tackle_zones: dict[int, int] = field(default_factory=dict)


def void_strike_at(m: Match, square: int) -> Action | None:
    """The Void Strike at the model on ``square``, when the rules allow it now."""
    strike = Action(Act.VOID_STRIKE, square=square)
    return strike if m.allows(strike) else None


def _bar(out: Shapes, left: float, bottom: float, w: float, h: float, colour: Color) -> None:
    out.append(shapes.create_rectangle_filled(left + w / 2, bottom + h / 2, w, h, colour))


def brackets(out: Shapes, rect: Rect, colour: Color) -> None:
    """Four corner brackets astride the edge of ``rect`` (clear of a token's corners, so a square
    token stays square), bright on a dark outline that carries them beside a light token."""
    left, bottom, size, _ = rect
    t = max(3.0, round(size * 0.08))
    arm = max(7.0, round(size * 0.32))
    for edge, width in ((OUTLINE, t + 4), (colour, t)):
        pad, length = -width / 2, arm + width - t  # from the edge inwards; the outline overhangs the core
        for x, y, dx, dy in (
            (left, bottom, 1, 1),
            (left + size, bottom, -1, 1),
            (left, bottom + size, 1, -1),
            (left + size, bottom + size, -1, -1),
        ):
            x0, y0 = x + dx * pad, y + dy * pad
            _bar(out, min(x0, x0 + dx * length), min(y0, y0 + dy * width), length, width, edge)
            _bar(out, min(x0, x0 + dx * width), min(y0, y0 + dy * length), width, length, edge)


def outline(out: Shapes, rect: Rect, colour: Color) -> None:
    """A two-tone frame just inside ``rect``: bright on a dark outline."""
    left, bottom, size, _ = rect
    t = max(3.0, round(size * 0.08))
    for inset, width, shade in ((0.0, t + 2, OUTLINE), (1.0, t, colour)):
        x, y, s = left + inset + width / 2, bottom + inset + width / 2, size - 2 * inset - width
        out.append(shapes.create_rectangle_outline(x + s / 2, y + s / 2, s, s, shade, width))


class TextPool:
    """Texts in one batch, reused from one rebuild to the next (making a text costs far more than
    changing one)."""

    def __init__(self) -> None:
        self.batch = pyglet.graphics.Batch()
        self.texts: list[arcade.Text] = []
        self.used = 0

    def start(self) -> None:
        self.used = 0

    def put(self, words: str, x: float, y: float, colour: Color, points: float) -> None:
        """``words`` centred on (x, y)."""
        if self.used == len(self.texts):
            self.texts.append(
                arcade.Text(
                    "",
                    0,
                    0,
                    colour,
                    10,
                    font_name=FONT,
                    bold=True,
                    anchor_x="center",
                    anchor_y="center",
                    batch=self.batch,
                )
            )
        text = self.texts[self.used]
        self.used += 1
        text.visible = True
        text.text, text.color, text.font_size = words, colour, max(6, round(points))
        text.position = (round(x), round(y))

    def finish(self) -> None:
        for text in self.texts[self.used :]:
            text.visible = False

    def draw(self) -> None:
        self.batch.draw()


class MarkLayer:
    """The marks above the models, for one set of :class:`PitchMarks` at one size of the pitch."""

    def __init__(self) -> None:
        self.shapes: Shapes = shapes.ShapeElementList()
        self.texts = TextPool()

    def rebuild(self, rect_of: dict[int, Rect], marks: PitchMarks) -> None:
        """``rect_of`` maps each square named in ``marks`` to its (left, bottom, size, size)."""
        self.shapes = shapes.ShapeElementList()
        self.texts.start()
        for square, words in marks.rolls.items():
            left, bottom, size, _ = rect_of[square]
            ground = over(marks.shade.get(square, Color(0, 0, 0, 0)), GRASS[0])
            points = size * (0.26 if len(words) <= 3 else 0.2)
            self.texts.put(words, left + size / 2, bottom + size / 2, ink_for(ground), points)
        for square, style in marks.targets.items():
            colour, letter = STYLES.get(style, STYLES["choose"])
            rect = rect_of[square]
            brackets(self.shapes, rect, colour)
            if letter:
                self._badge(rect, letter, colour)
        for square, count in marks.tackle_zones.items():
            left, bottom, size, _ = rect_of[square]
            chip = max(9.0, round(size * 0.3))
            _bar(self.shapes, left + size - chip - 1, bottom + 1, chip, chip, Color(20, 8, 12, 215))
            self.texts.put(str(count), left + size - 1 - chip / 2, bottom + 1 + chip / 2, TZ_INK, chip * 0.7)
        self.texts.finish()

    def _badge(self, rect: Rect, letter: str, colour: Color) -> None:
        left, bottom, size, _ = rect
        chip = max(10.0, round(size * 0.3))
        x, y = left - 1, bottom + size - chip + 1  # over the top left bracket, clear of the token's label
        _bar(self.shapes, x, y, chip, chip, colour)
        _bar(self.shapes, x + 1, y + 1, chip - 2, chip - 2, OUTLINE)
        self.texts.put(letter, x + chip / 2, y + chip / 2, colour, chip * 0.68)

    def draw(self) -> None:
        self.shapes.draw()
        self.texts.draw()


HOVER = Color(255, 255, 255)
CHIP = Color(12, 12, 16, 215)  # under the rolls on the hovered path: light words on any shading
CHIP_INK = Color(250, 250, 250)


class HoverMarks:
    """The frame on the hovered square when a click there moves the model or kicks the ball,
    brackets on a model a click (or right-click) there would Void Strike, and the rolls on the
    squares of the path to it (:func:`shading.path_labels`), each on a dark chip. The frame and
    brackets are made once for a size of square and only moved as the mouse goes from square to
    square; the rolls are made for each path the mouse shows."""

    def __init__(self, size: float) -> None:
        self.size = size
        self.frame: Shapes = shapes.ShapeElementList()
        outline(self.frame, (0, 0, size, size), HOVER)
        self.strike: Shapes = shapes.ShapeElementList()
        brackets(self.strike, (0, 0, size, size), STYLES[Act.VOID_STRIKE.value][0])
        self.chips: Shapes = shapes.ShapeElementList()
        self.texts = TextPool()
        self.shown: list[Shapes] = []

    @property
    def labels(self) -> int:
        """How many words the hovered path shows."""
        return self.texts.used

    def show(
        self,
        geo: Geometry,
        m: Match,
        square: int | None,
        reach: set[int],
        rolls: dict[int, tuple[str, str]] | None = None,
    ) -> None:
        self.shown = []
        self._rolls(geo, rolls or {})
        if square is None:
            return
        left, bottom, _, _ = geo.rect(square)
        kicking = m.pending is not None and m.pending.kind == Ask.KICK
        kick = kicking and Action(Act.KICK, square=square) in m.legal_actions()
        if square in reach or kick:
            self.shown.append(self.frame)
        if void_strike_at(m, square) is not None:
            self.shown.append(self.strike)
        for marks in self.shown:
            marks.position = (left, bottom)

    def _rolls(self, geo: Geometry, rolls: dict[int, tuple[str, str]]) -> None:
        """Square -> (its rolls, the path's chance on the last square): each on a dark chip."""
        self.chips = shapes.ShapeElementList()
        self.texts.start()
        for square, (needs, chance) in rolls.items():
            left, bottom, size, _ = geo.rect(square)
            lines = [words for words in (needs, chance) if words]
            points = size * (0.24 if max(len(w) for w in lines) <= 3 else 0.19)
            tall = points * 1.45
            chip_w = min(size - 4, max(len(w) for w in lines) * points * 0.72 + 6)
            chip_h = tall * len(lines) + 2
            x, y = left + size / 2, bottom + size / 2
            _bar(self.chips, x - chip_w / 2, y - chip_h / 2, chip_w, chip_h, CHIP)
            for n, words in enumerate(lines):
                self.texts.put(words, x, y + chip_h / 2 - 1 - tall * (n + 0.5), CHIP_INK, points)
        self.texts.finish()

    def draw(self) -> None:
        """The frame and the brackets, under the path's line."""
        for marks in self.shown:
            marks.draw()

    def draw_rolls(self) -> None:
        """The rolls on the path, over its line."""
        if self.texts.used:
            self.chips.draw()
            self.texts.draw()


KICK_REACH = Color(255, 196, 90)  # warm sand: where a kick may come down, apart from the cool kick squares


def kick_reach_tints(landings: dict[int, float]) -> dict[int, Color]:
    """The squares a kick may come down on (engine/odds/kick_reach.py), one quiet warm tint a
    little stronger where the ball is likelier: read by how strong it is, never by its hue, so it
    reads the same to every eye."""
    if not landings:
        return {}
    top = max(landings.values())
    return {
        square: KICK_REACH.replace(a=round(40 + 90 * chance / top)) for square, chance in landings.items()
    }
